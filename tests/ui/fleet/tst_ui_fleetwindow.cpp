// The Fleet window against real fleets: hosts of an Ansible inventory read
// over SSH from the tests' private sshd (tests/support/sshd.h), each port a
// saved machine of tests/data, plus a host whose port nobody listens on; and
// the fleet of a real Prometheus scraping a real node_exporter plus a dead
// target (tests/support/promstack.h). Rows, classes, statuses, the
// unreachable host's error, the heat strip's figures and double-click
// opening a host as a tab of the main window; Plan for this Class on a class
// whose third host has its second NIC queue renumbered, saving the plan and
// exporting its Ansible play. Waits on signals only.

#include "fleet/promfleet.h"
#include "fleetmachines.h"
#include "model/planfile.h"
#include "promstack.h"
#include "sshd.h"
#include "testdata.h"
#include "ui/fleet/classplan.h"
#include "ui/fleet/classplandialog.h"
#include "ui/fleet/fleetfilefield.h"
#include "ui/fleet/fleetmodel.h"
#include "ui/fleet/fleetopendialog.h"
#include "ui/fleet/fleetwindow.h"
#include "ui/fleet/promfleetdialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/workspacewindow.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <algorithm>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void saveShot(QWidget &w, const QString &name)
{
    const QByteArray dir = qgetenv("IRQATLAS_SHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(QString::fromLocal8Bit(dir));
    w.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
}

// Four CPUs; each tick adds 100 jiffies to each, CPU 2 spending 30 in IRQs.
QByteArray promStat(int tick)
{
    QByteArray s = "cpu  0 0 0 0 0 0 0 0 0 0\n";
    for (int cpu = 0; cpu < 4; ++cpu) {
        const int irq = cpu == 2 ? 20 : 5, soft = cpu == 2 ? 10 : 5;
        s += QStringLiteral("cpu%1 %2 0 0 1000 0 %3 %4 0 0 0\n")
                 .arg(cpu)
                 .arg(1000 + tick * (100 - irq - soft))
                 .arg(tick * irq)
                 .arg(tick * soft)
                 .toLatin1();
    }
    return s + "intr 0\nctxt 0\nbtime 1764495600\nprocesses 1\nprocs_running 1\n"
               "procs_blocked 0\nsoftirq 0 0 0 0 0 0 0 0 0 0 0\n";
}

} // namespace

class TestUiFleetWindow : public QObject
{
    Q_OBJECT

    SshdFixture m_sshd;
    QTemporaryDir m_dir;
    QStringList m_names; // one per machine port, in addMachine order
    int m_closed = 0;
    bool m_up = false;
    QString m_skip;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QString inventory()
    {
        QByteArray y = "all:\n  children:\n    db:\n      hosts:\n";
        for (int i = 0; i < m_names.size(); ++i)
            y += inventoryHost(m_names[i], m_sshd.machinePort(i), 8);
        y += "    lost:\n      hosts:\n" + inventoryHost(QStringLiteral("gone"), m_closed, 8);
        const QString p = path(QStringLiteral("inv.yml"));
        return writeFileMakingDirs(p, y) ? p : QString();
    }

    static QModelIndex cell(const FleetModel *m, const QString &host, int column)
    {
        const QModelIndex i = m->hostIndex(host);
        return i.sibling(i.row(), column);
    }

    void planClass(FleetWindow *w);

private slots:
    void initTestCase();
    void cleanupTestCase()
    {
        if (m_up)
            m_sshd.stop();
    }
    void openDialog();
    void prometheusDialog();
    void unreadableList();
    void sshFleet();
    void prometheusFleet();
};

void TestUiFleetWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-fleet"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_fleetwindow"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    if (::geteuid() != 0) {
        m_skip = QStringLiteral("the hosts' namespaces and bind mounts need root");
        return;
    }
    const ServedFleet served = serveFleetMachines(m_sshd, m_dir.path(), twoClassFleet());
    QVERIFY2(served.error.isEmpty(), qPrintable(served.error));
    m_names = served.names;
    QVERIFY(renumberSecondQueue(served.roots.at(m_names.indexOf(QStringLiteral("alpha-3")))));
    m_up = m_sshd.start();
    if (!m_up) {
        m_skip = QStringLiteral("no private sshd: ") + m_sshd.skipReason();
        return;
    }
    m_closed = closedLoopbackPort();
    QVERIFY(m_closed > 0);
    qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
}

// The dialog's fields become the request; a missing file is refused.
void TestUiFleetWindow::openDialog()
{
    const QString hosts = path(QStringLiteral("hosts.txt"));
    QVERIFY(writeFileMakingDirs(hosts, "root@127.0.0.1:22\n"));
    FleetOpenDialog d;
    d.hostsButton()->setChecked(true);
    d.fileField()->setPath(path(QStringLiteral("missing.txt")));
    QVERIFY(!d.request());
    QVERIFY(d.errorText().contains(QStringLiteral("missing.txt")));
    d.fileField()->setPath(hosts);
    QVERIFY(!d.limitEdit()->isEnabled());
    auto r = d.request();
    QVERIFY2(r.ok(), qPrintable(d.errorText()));
    QCOMPARE(r->kind, FleetRequest::Kind::HostsFile);
    QCOMPARE(r->file, hosts);
    d.inventoryButton()->setChecked(true);
    QVERIFY(d.limitEdit()->isEnabled());
    d.limitEdit()->setText(QStringLiteral("db"));
    d.accept();
    QCOMPARE(d.result(), int(QDialog::Accepted));
    // Accepted fields come back next time.
    FleetOpenDialog again;
    QVERIFY(again.inventoryButton()->isChecked());
    QCOMPARE(again.fileField()->path(), hosts);
    QCOMPARE(again.limitEdit()->text(), QStringLiteral("db"));
}

// A bad URL and a user without a password are refused; no password is ever
// written to the settings, only where it comes from.
void TestUiFleetWindow::prometheusDialog()
{
    PromFleetDialog d;
    d.urlEdit()->setText(QStringLiteral("ftp://x"));
    QVERIFY(!d.request());
    QVERIFY(!d.errorText().isEmpty());
    d.urlEdit()->setText(QStringLiteral("http://127.0.0.1:9"));
    QVERIFY(d.request().ok());
    d.userEdit()->setText(QStringLiteral("ops"));
    d.passwordEnvEdit()->clear();
    QVERIFY(!d.request());
    const QString secret = path(QStringLiteral("secret"));
    QVERIFY(writeFileMakingDirs(secret, "s3cret\n"));
    d.passwordFileField()->setPath(secret);
    QVERIFY(d.request().ok());
    d.accept();
    QSettings s;
    for (const QString &key : s.allKeys())
        QVERIFY2(!s.value(key).toString().contains(QStringLiteral("s3cret")), qPrintable(key));
    PromFleetDialog again;
    QCOMPARE(again.urlEdit()->text(), QStringLiteral("http://127.0.0.1:9"));
    QCOMPARE(again.passwordFileField()->path(), secret);
}

// A host list that cannot be read is the read's error, shown above the
// (empty) tree; the window stays, and Refresh with it.
void TestUiFleetWindow::unreadableList()
{
    const QString bad = path(QStringLiteral("bad-hosts.txt"));
    QVERIFY(writeFileMakingDirs(bad, "db1\n-oProxyCommand=touch\n"));
    FleetRequest request;
    request.file = bad;
    FleetWindow w(request);
    w.show();
    QSignalSpy finished(&w, &FleetWindow::readFinished);
    w.refresh();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY2(w.readError().contains(QStringLiteral("bad-hosts.txt")), qPrintable(w.readError()));
    QCOMPARE(w.model()->rowCount(), 0);
    QVERIFY(w.refreshAction()->isEnabled());
    QVERIFY(!w.reading());
    saveShot(w, QStringLiteral("fleet-unreadable.png"));
}

void TestUiFleetWindow::sshFleet()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    if (QStandardPaths::findExecutable(QStringLiteral("ansible-inventory")).isEmpty())
        QSKIP("ansible-inventory is not installed (Debian ansible-core)");
    FleetRequest request;
    request.kind = FleetRequest::Kind::Inventory;
    request.file = inventory();
    request.sshConfig = m_sshd.clientConfig();
    request.jobs = 2;
    request.timeoutSeconds = 60;
    WorkspaceWindow ws;
    FleetWindow *w = ws.showFleet(request);
    QSignalSpy finished(w, &FleetWindow::readFinished);
    QSignalSpy progress(w, &FleetWindow::progressChanged);
    QVERIFY(w->reading());
    QVERIFY(!w->refreshAction()->isEnabled());
    QVERIFY(finished.wait(180000));
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(w->readError()));
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), 5);
    QCOMPARE(progress.last().at(1).toInt(), 5);
    QVERIFY(w->refreshAction()->isEnabled());

    const FleetModel *m = w->model();
    QCOMPARE(int(m->report().hosts.size()), 5);
    QCOMPARE(int(m->report().classes.size()), 2);
    // Class A (three alphas), class B (beta), then the host not read.
    QCOMPARE(m->rowCount(), 3);
    // (No translator here: "host(s)" stays as written.)
    QVERIFY(m->index(0, 0).data().toString().startsWith(QStringLiteral("Class A (3 host")));
    QVERIFY(m->index(1, 0).data().toString().startsWith(QStringLiteral("Class B (1 host")));
    QCOMPARE(m->rowCount(m->index(0, 0)), 3);
    QCOMPARE(m->rowCount(m->index(2, 0)), 1);
    for (const QString &name : m_names) {
        QCOMPARE(cell(m, name, FleetModel::StatusColumn).data().toString(), QStringLiteral("ok"));
        QVERIFY(
            !cell(m, name, FleetModel::HeatColumn).data(FleetModel::HeatRole).toList().isEmpty());
    }
    QCOMPARE(cell(m, QStringLiteral("alpha-2"), FleetModel::ClassColumn).data().toString(),
             QStringLiteral("A"));
    QCOMPARE(cell(m, QStringLiteral("beta-1"), FleetModel::ClassColumn).data().toString(),
             QStringLiteral("B"));
    QVERIFY(cell(m, QStringLiteral("alpha-3"), FleetModel::DiffersColumn)
                .data()
                .toString()
                .contains(QStringLiteral("6.1.0-27-amd64")));
    QVERIFY(
        cell(m, QStringLiteral("alpha-1"), FleetModel::DiffersColumn).data().toString().isEmpty());

    // The host that does not answer: its status, ssh's words, in red.
    const QModelIndex gone = m->hostIndex(QStringLiteral("gone"));
    QVERIFY(gone.isValid());
    QCOMPARE(gone.parent().row(), 2);
    QCOMPARE(cell(m, QStringLiteral("gone"), FleetModel::StatusColumn).data().toString(),
             QStringLiteral("unreachable"));
    const QString error = gone.data(FleetModel::ErrorRole).toString();
    QVERIFY(!error.isEmpty());
    QVERIFY(cell(m, QStringLiteral("gone"), FleetModel::FindingsColumn).data().toString() == error);
    QVERIFY(gone.data(Qt::ToolTipRole).toString().contains(error));
    QCOMPARE(gone.data(Qt::ForegroundRole).value<QColor>(), QColor(0xc0, 0x39, 0x2b));

    // In the view: every host row shows (the groups are expanded).
    QTreeView *view = w->view();
    for (const QString &name : m_names + QStringList{QStringLiteral("gone")})
        QVERIFY2(view->visualRect(m->hostIndex(name)).isValid(), qPrintable(name));
    QVERIFY2(w->progressText().contains(QStringLiteral("4 read, 1 not read")),
             qPrintable(w->progressText()));
    // The shot shows the summary, not an action's status tip.
    w->statusBar()->clearMessage();
    w->resize(1366, 480);
    saveShot(*w, QStringLiteral("fleet-ssh.png"));
    planClass(w);
    if (QTest::currentTestFailed())
        return;

    // A double-click on a host opens it as a tab of the main window.
    QSignalSpy open(w, &FleetWindow::openHostRequested);
    const QModelIndex alpha2 = m->hostIndex(QStringLiteral("alpha-2"));
    view->scrollTo(alpha2);
    const QPoint at = view->visualRect(alpha2).center();
    // The press of a click first: the view opens only the row it was pressed on.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(open.count(), 1);
    const MachineSource wanted = MachineSource::ssh(
        QStringLiteral("root@127.0.0.1:%1").arg(m_sshd.machinePort(1)), m_sshd.clientConfig());
    QCOMPARE(open.at(0).at(0).value<MachineSource>(), wanted);
    QCOMPARE(ws.count(), 1);
    MainWindow *page = ws.page(0);
    QCOMPARE(page->source(), wanted);
    QSignalSpy loaded(page->loader(), &MachineLoader::finished);
    QVERIFY(loaded.wait(120000));
    QVERIFY2(!page->machine().topology.pus.empty(), qPrintable(page->loadError()));
    // Every tab's File menu offers both ways to a fleet.
    const QList<QAction *> file = page->menuBar()->actions().value(0)->menu()->actions();
    const auto offers = [&file](const QString &text) {
        return std::any_of(file.begin(), file.end(),
                           [&text](const QAction *a) { return a->text() == text; });
    };
    QVERIFY(offers(QStringLiteral("Open &Fleet…")));
    QVERIFY(offers(QStringLiteral("Connect to &Prometheus…")));

    // Enter on the current host opens it too.
    view->setFocus();
    view->setCurrentIndex(m->hostIndex(QStringLiteral("beta-1")));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(open.count(), 2);
    QCOMPARE(open.at(1).at(0).value<MachineSource>().path,
             QStringLiteral("root@127.0.0.1:%1").arg(m_sshd.machinePort(3)));
    QCOMPARE(ws.count(), 2);
    QSignalSpy loadedBeta(ws.page(1)->loader(), &MachineLoader::finished);
    QVERIFY(loadedBeta.wait(120000));
    // A double-click on a class row opens nothing.
    const QPoint group = view->visualRect(m->index(1, 0)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, group);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, group);
    QCOMPARE(open.count(), 2);

    // Refresh reads again, the window staying responsive meanwhile.
    w->refresh();
    QVERIFY(w->reading());
    QVERIFY(finished.wait(180000));
    QCOMPARE(int(m->report().hosts.size()), 5);
    w->close();
}

// Plan for this Class on class A: enabled on its rows only; mistakes said
// before anything runs; the plan made on alpha-1, resolving on alpha-1 and
// alpha-2 but not on alpha-3 (its queue renumbered); saved, and its play
// exported for exactly the class's hosts, never over files already there.
void TestUiFleetWindow::planClass(FleetWindow *w)
{
    const FleetModel *m = w->model();
    QTreeView *view = w->view();
    view->setCurrentIndex(m->hostIndex(QStringLiteral("gone")));
    QVERIFY(!w->classPlanAction()->isEnabled());
    view->setCurrentIndex(m->index(0, 0));
    QCOMPARE(w->classAt(view->currentIndex()), QStringLiteral("A"));
    view->setCurrentIndex(m->hostIndex(QStringLiteral("alpha-2")));
    QCOMPARE(w->classAt(view->currentIndex()), QStringLiteral("A"));
    QVERIFY(w->classPlanAction()->isEnabled());
    w->classPlanAction()->trigger();
    auto *d = w->findChild<ClassPlanDialog *>();
    QVERIFY(d);
    QCOMPARE(d->classId(), QStringLiteral("A"));
    QVERIFY(!d->saveButton()->isEnabled() && !d->exportButton()->isEnabled());

    // Mistakes: said at once, nothing planned.
    d->algorithmBox()->setCurrentIndex(d->algorithmBox()->findData(QStringLiteral("policy")));
    d->runPlan();
    QVERIFY(!d->planning() && d->messageIsError());
    QVERIFY2(d->messageText().contains(QStringLiteral("Enter the IRQs")),
             qPrintable(d->messageText()));
    d->irqsEdit()->setText(QStringLiteral("name:eth0"));
    d->paramsEdit()->setText(QStringLiteral("nosuch=1"));
    d->runPlan();
    QVERIFY(!d->planning() && d->messageIsError());
    QVERIFY2(d->messageText().contains(QStringLiteral("nosuch")), qPrintable(d->messageText()));
    QVERIFY(!d->classPlan());
    auto unknown = classPlanRequest({QStringLiteral("nosuch"), QStringLiteral("all"), {}});
    QVERIFY(!unknown);
    QVERIFY2(unknown.errorString().contains(QStringLiteral("Unknown algorithm \"nosuch\"")),
             qPrintable(unknown.errorString()));
    QVERIFY(!classPlanRequest({QStringLiteral("policy"), QStringLiteral("name:("), {}}));

    // The plan, off the GUI thread.
    d->paramsEdit()->clear();
    QSignalSpy done(d, &ClassPlanDialog::planFinished);
    d->runPlan();
    QVERIFY(d->planning());
    QVERIFY(done.wait(60000));
    QVERIFY2(done.at(0).at(0).toBool(), qPrintable(d->messageText()));
    const ClassPlan *cp = d->classPlan();
    QVERIFY(cp && cp->plan);
    QCOMPARE(cp->representative, QStringLiteral("alpha-1"));
    QCOMPARE(cp->hosts, (QStringList{QStringLiteral("alpha-1"), QStringLiteral("alpha-2"),
                                     QStringLiteral("alpha-3")}));
    QCOMPARE(cp->plan->algorithm, QStringLiteral("policy"));
    QCOMPARE(int(cp->plan->assignments.size()), 2);
    for (const PlanAssignment &a : cp->plan->assignments)
        QVERIFY2(a.match.starts_with("eth0-TxRx-"), a.match.c_str());
    QCOMPARE(cp->resolves, (QStringList{QStringLiteral("alpha-1"), QStringLiteral("alpha-2")}));
    QCOMPARE(int(cp->unresolved.size()), 1);
    QCOMPARE(cp->unresolved[0].host, QStringLiteral("alpha-3"));
    QVERIFY2(cp->unresolved[0]
                 .problems.join(QLatin1Char(' '))
                 .contains(QStringLiteral("no such interrupt on this machine")),
             qPrintable(cp->unresolved[0].problems.join(QLatin1Char(' '))));
    // On screen: the lists and the size.
    QCOMPARE(d->resolvesList()->count(), 2);
    QCOMPARE(d->resolvesList()->item(1)->text(), QStringLiteral("alpha-2"));
    QCOMPARE(d->unresolvedList()->count(), 1);
    QVERIFY(d->unresolvedList()->item(0)->text().startsWith(QStringLiteral("alpha-3: ")));
    auto *summary = d->findChild<QLabel *>(QStringLiteral("classPlanSummary"));
    QVERIFY(summary && summary->text().contains(QStringLiteral("resolves on 2 of 3")));
    QVERIFY(d->saveButton()->isEnabled() && d->exportButton()->isEnabled());
    saveShot(*d, QStringLiteral("fleet-classplan.png"));

    // Save Plan: the plan file, readable as one.
    QTemporaryDir out;
    QVERIFY(out.isValid());
    const QString planPath = out.filePath(QStringLiteral("class-A.json"));
    QVERIFY(d->savePlanTo(planPath).ok());
    auto saved = readPlan(readAll(planPath), planPath);
    QVERIFY2(saved.ok(), qPrintable(d->messageText()));
    QCOMPARE(int(saved->assignments.size()), 2);

    // Export Ansible Play: hosts are exactly the class's.
    const QString playDir = out.filePath(QStringLiteral("play"));
    auto play = d->exportPlayTo(playDir);
    QVERIFY2(play.ok(), qPrintable(d->messageText()));
    QStringList files =
        QDir(playDir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    files.sort();
    QCOMPARE(files, (QStringList{QStringLiteral("README.md"), QStringLiteral("plan.json"),
                                 QStringLiteral("rollout.yml")}));
    const QByteArray rollout = readAll(playDir + QStringLiteral("/rollout.yml"));
    QByteArrayList hostsLines;
    for (const QByteArray &line : rollout.split('\n'))
        if (line.trimmed().startsWith("hosts:"))
            hostsLines << line.trimmed();
    QCOMPARE(hostsLines, QByteArrayList{"hosts: \"alpha-1,alpha-2,alpha-3\""});
    QVERIFY(rollout.contains("serial: "));
    // Again into the same folder: refused, nothing changed.
    auto again = d->exportPlayTo(playDir);
    QVERIFY(!again);
    QVERIFY2(d->messageText().contains(QStringLiteral("already exists")),
             qPrintable(d->messageText()));
    QCOMPARE(readAll(playDir + QStringLiteral("/rollout.yml")), rollout);
    // A bad serial: said, and no folder made.
    d->serialEdit()->setText(QStringLiteral("0"));
    const QString badDir = out.filePath(QStringLiteral("bad"));
    QVERIFY(!d->exportPlayTo(badDir));
    QVERIFY(d->messageIsError());
    QVERIFY(!QFileInfo::exists(badDir));
    d->close();
}

void TestUiFleetWindow::prometheusFleet()
{
    if (const QString missing = PromStack::missing(); !missing.isEmpty())
        QSKIP(qPrintable(QStringLiteral("not installed: ") + missing));
    PromStack stack;
    int tick = 0;
    QVERIFY(stack.writeTreeFile(QStringLiteral("proc/stat"), promStat(tick)));
    QVERIFY(stack.writeTreeFile(
        QStringLiteral("proc/interrupts"),
        readData(QStringLiteral("proc-interrupts/node_exporter-interrupts-x86_64.txt"))));
    QVERIFY2(stack.start(1), qPrintable(stack.error()));
    const auto ticker = [&] {
        QVERIFY(stack.writeTreeFile(QStringLiteral("proc/stat"), promStat(++tick)));
    };
    const int window = 5;
    QVERIFY2(stack.waitFor(
                 QStringLiteral("count(up)"),
                 [](const PromResult &r) {
                     return !r.series.empty() && r.series[0].samples[0].value == 2;
                 },
                 ticker),
             qPrintable(stack.error()));
    QVERIFY2(stack.waitFor(
                 promFleetQueries(window).busiest,
                 [](const PromResult &r) { return !r.series.empty(); }, ticker),
             qPrintable(stack.error()));

    FleetRequest request;
    request.kind = FleetRequest::Kind::Prometheus;
    request.url = stack.url();
    request.windowSeconds = window;
    FleetWindow w(request);
    w.show();
    QSignalSpy finished(&w, &FleetWindow::readFinished);
    w.refresh();
    QVERIFY(finished.wait(120000));
    w.statusBar()->clearMessage();
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(w.readError()));
    const FleetModel *m = w.model();
    QCOMPARE(int(m->report().hosts.size()), 2);
    // No classes from Prometheus: the host read, then the dead target.
    QCOMPARE(m->rowCount(), 2);
    const QModelIndex live = m->hostIndex(stack.exporterInstance());
    const QModelIndex dead = m->hostIndex(stack.deadInstance(0));
    QVERIFY(live.isValid() && dead.isValid());
    QCOMPARE(live.parent().row(), 0);
    QCOMPARE(dead.parent().row(), 1);
    QCOMPARE(cell(m, stack.exporterInstance(), FleetModel::CpusColumn).data().toString(),
             QStringLiteral("4"));
    QCOMPARE(cell(m, stack.deadInstance(0), FleetModel::StatusColumn).data().toString(),
             QStringLiteral("unreachable"));
    QVERIFY(dead.data(FleetModel::ErrorRole).toString().contains(QStringLiteral("up is 0")));
    QVERIFY(dead.data(Qt::ToolTipRole).toString().contains(QStringLiteral("up is 0")));
    saveShot(w, QStringLiteral("fleet-prometheus.png"));
    // An instance opens from the same server (tst_ui_promtab reads it).
    QSignalSpy open(&w, &FleetWindow::openHostRequested);
    w.openHost(live);
    QCOMPARE(open.count(), 1);
    const auto opened = open.at(0).at(0).value<MachineSource>();
    QCOMPARE(opened.kind, MachineSource::Prometheus);
    QCOMPARE(opened.promInstance, stack.exporterInstance());
    // Live: read again after the interval, again and again, until turned off.
    w.intervalEdit()->setValue(1);
    w.liveAction()->setChecked(true);
    QVERIFY(finished.wait(120000));
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.count(), 3);
    QVERIFY(finished.last().at(0).toBool());
    QCOMPARE(int(m->report().hosts.size()), 2);
    w.liveAction()->setChecked(false);
    QVERIFY(!w.reading());
}

QTEST_MAIN(TestUiFleetWindow)
#include "tst_ui_fleetwindow.moc"
