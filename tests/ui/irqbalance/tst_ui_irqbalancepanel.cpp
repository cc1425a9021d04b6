// View → irqbalance: irqbalance's own tree, loads, classes and bans, and its
// cache domains against ours (a domain that is none of our caches says
// "differs"); a saved machine says why it cannot be asked; as root, the
// window asks a real irqbalance daemon running beside the test (over a
// private copy of /proc/irq) and shows this machine's CPUs in its tree.
#include "irqbalancedaemon.h"
#include "live/recording.h"
#include "live/sample.h"
#include "procfs/irqbalancetree.h"
#include "testdata.h"
#include "ui/irqbalance/irqbalancepanel.h"
#include "ui/live/replaytimeline.h"
#include "ui/shell/mainwindow.h"

#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <unistd.h>

using namespace irqatlas;

namespace {

// irqbalance's two cache domains on node 0: CPUs 0-3, which is one of our
// L3 caches, and CPUs 4-5, which is none (our other L3 holds 4-7): it differs.
const char kStats[] = "TYPE 3 NUMBER 0 LOAD 30 SAVE_MODE 0 "
                      "TYPE 2 NUMBER 0 LOAD 30 SAVE_MODE 0 "
                      "TYPE 1 NUMBER 0 LOAD 20 SAVE_MODE 0 "
                      "TYPE 0 NUMBER 0 LOAD 10 SAVE_MODE 0 IRQ 37 LOAD 10 DIFF 1 CLASS 4 "
                      "TYPE 0 NUMBER 1 LOAD 0 SAVE_MODE 0 TYPE 0 NUMBER 2 LOAD 0 SAVE_MODE 0 "
                      "TYPE 0 NUMBER 3 LOAD 10 SAVE_MODE 0 IRQ 35 LOAD 10 DIFF 0 CLASS 2 "
                      "TYPE 1 NUMBER 1 LOAD 10 SAVE_MODE 0 "
                      "TYPE 0 NUMBER 4 LOAD 10 SAVE_MODE 0 IRQ 36 LOAD 10 DIFF 0 CLASS 2 "
                      "TYPE 0 NUMBER 5 LOAD 0 SAVE_MODE 0 ";

Topology eightCpus()
{
    Topology t;
    t.caches.push_back({2, QStringLiteral("unified"), 0, CpuSet::range(0, 1)});
    t.caches.push_back({3, QStringLiteral("unified"), 0, CpuSet::range(0, 3)});
    t.caches.push_back({3, QStringLiteral("unified"), 0, CpuSet::range(4, 7)});
    return t;
}

std::size_t countCpus(QTreeWidgetItem *item)
{
    std::size_t n = item->text(0).startsWith(QLatin1String("cpu ")) ? 1 : 0;
    for (int i = 0; i < item->childCount(); ++i)
        n += countCpus(item->child(i));
    return n;
}

} // namespace

class TestUiIrqbalancePanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void treeAndDomains()
    {
        IrqbalancePanel panel;
        panel.setMachine(eightCpus(), {}, true);
        QVERIFY(panel.readButton()->isEnabled());
        IrqbalanceAnswers a;
        a.pid = 812;
        auto tree = parseIrqbalanceStats(kStats, QStringLiteral("stats"));
        QVERIFY(tree.ok());
        a.view.nodes = *tree;
        QVERIFY(parseIrqbalanceSetup("SLEEP 10 IRQ 24 LOAD 0 DIFF 0 CLASS 0 BANNED 00000080",
                                     QStringLiteral("setup"), a.view)
                    .ok());
        panel.showAnswers(a);
        const QString status = panel.statusLabel()->text();
        QVERIFY2(status.contains(QStringLiteral("pid 812")) &&
                     status.contains(QStringLiteral("every 10 s")) &&
                     status.contains(QStringLiteral("banned CPUs 7")) &&
                     status.contains(QStringLiteral("1 banned IRQ")),
                 qPrintable(status));
        QTreeWidget *t = panel.tree();
        QCOMPARE(t->topLevelItemCount(), 2); // node 0 and the banned IRQs
        QCOMPARE(countCpus(t->topLevelItem(0)), std::size_t(6));
        QCOMPARE(t->topLevelItem(1)->text(2), QStringLiteral("24 (other)"));
        QTreeWidgetItem *cpu0 = t->topLevelItem(0)->child(0)->child(0)->child(0);
        QCOMPARE(cpu0->text(0), QStringLiteral("cpu 0"));
        QCOMPARE(cpu0->text(2), QStringLiteral("37 (ethernet)"));

        QTableWidget *d = panel.domains();
        QCOMPARE(d->rowCount(), 2);
        QCOMPARE(d->item(0, 0)->text(), QStringLiteral("0: CPUs 0-3"));
        QCOMPARE(d->item(0, 2)->text(), QStringLiteral("L3: CPUs 0-3"));
        QCOMPARE(d->item(0, 3)->text(), QStringLiteral("yes"));
        QCOMPARE(d->item(0, 4)->text(), QStringLiteral("2"));
        QCOMPARE(d->item(1, 0)->text(), QStringLiteral("1: CPUs 4-5"));
        QCOMPARE(d->item(1, 2)->text(), QStringLiteral("smallest holding them: CPUs 4-7"));
        QCOMPARE(d->item(1, 3)->text(), QStringLiteral("differs"));
    }

    // irqbalance's unspecified node (-1) is shown as unknown, not as a number.
    void unknownNodeShownAsUnknown()
    {
        IrqbalancePanel panel;
        panel.setMachine(eightCpus(), {}, true);
        IrqbalanceAnswers a;
        a.pid = 812;
        auto tree = parseIrqbalanceStats("TYPE 3 NUMBER -1 LOAD 0 SAVE_MODE 0 "
                                         "TYPE 2 NUMBER 0 LOAD 0 SAVE_MODE 0 "
                                         "TYPE 1 NUMBER 0 LOAD 0 SAVE_MODE 0 "
                                         "TYPE 0 NUMBER 0 LOAD 0 SAVE_MODE 0 ",
                                         QStringLiteral("stats"));
        QVERIFY2(tree.ok(), qPrintable(tree.ok() ? QString() : tree.errorString()));
        a.view.nodes = *tree;
        panel.showAnswers(a);
        QCOMPARE(panel.domains()->rowCount(), 1);
        QCOMPARE(panel.domains()->item(0, 1)->text(), QStringLiteral("? / 0"));
        QCOMPARE(panel.tree()->topLevelItem(0)->text(0), QStringLiteral("node -"));
    }

    // A read that ends after the machine changed shows nothing of it: its
    // answers (or its error) were this machine's.
    void staleReadDropped()
    {
        if (::geteuid() != 0)
            QSKIP("a user's read goes through pkexec");
        IrqbalancePanel panel;
        panel.setMachine(eightCpus(), {}, true);
        QSignalSpy answered(&panel, &IrqbalancePanel::answered);
        panel.read();
        QVERIFY(panel.reading());
        const QString why = QStringLiteral("A saved machine has no irqbalance to ask.");
        panel.setMachine(eightCpus(), why, false);
        QVERIFY(answered.wait(30000));
        QCOMPARE(panel.statusLabel()->text(), why);
        QCOMPARE(panel.tree()->topLevelItemCount(), 0);
        QCOMPARE(panel.domains()->rowCount(), 0);
        QVERIFY(!panel.readButton()->isEnabled());
    }

    // A replay has no irqbalance to ask; leaving it gives the tab's machine back.
    void replaySaysWhy()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rec.jsonl"));
        {
            auto writer = RecordingWriter::create(path, QStringLiteral("sysstat root1"));
            QVERIFY(writer.ok());
            const QByteArray irq =
                test::readData(QStringLiteral("live/sysstat-tests-root1-interrupts.txt"));
            for (int i = 0; i < 3; ++i) {
                Sample s;
                s.monotonicNs = 1000000000LL + i * 500000000LL;
                s.wallMs = 1764495600000 + i * 500;
                s.interruptsText = irq;
                s.statText = test::readData(QStringLiteral("live/sysstat-tests-root1-stat.txt"));
                s.softirqsText =
                    test::readData(QStringLiteral("live/sysstat-tests-root1-softirqs.txt"));
                parseSample(s, QStringLiteral("test"));
                QVERIFY(writer.value()->write(s).ok());
            }
        }
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::LocalMachine, QString()}).ok());
        auto *panel = w.findChild<IrqbalancePanel *>();
        QVERIFY(panel);
        const QString mine = panel->statusLabel()->text();
        QVERIFY(w.startReplay(path, true).ok());
        w.replay()->pause();
        QCOMPARE(panel->statusLabel()->text(),
                 QStringLiteral("A recording has no irqbalance to ask."));
        QVERIFY(!panel->readButton()->isEnabled());
        w.stopReplay();
        QCOMPARE(panel->statusLabel()->text(), mine);
    }

    void savedMachineSaysWhy()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml,
                                test::dataPath(QStringLiteral(
                                    "topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml")),
                                {}})
                    .ok());
        auto *panel = w.findChild<IrqbalancePanel *>();
        QVERIFY(panel);
        QVERIFY(!panel->readButton()->isEnabled());
        QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("this machine")),
                 qPrintable(panel->statusLabel()->text()));
    }

    void asksThisMachinesDaemon()
    {
        if (const QString why = test::IrqbalanceDaemon::cannotRun(); !why.isEmpty())
            QSKIP(qPrintable(why));
        test::IrqbalanceDaemon daemon;
        QVERIFY2(daemon.start({QStringLiteral("--banirq=4242")}), qPrintable(daemon.error()));
        MainWindow w;
        w.resize(1366, 768);
        QVERIFY(w.openBlocking({MachineSource::LocalMachine, QString()}).ok());
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("irqbalanceDock"));
        QVERIFY(dock);
        QVERIFY(!dock->isVisible());
        w.show();
        dock->show();
        dock->raise();
        auto *panel = w.findChild<IrqbalancePanel *>();
        QVERIFY2(panel->readButton()->isEnabled(), qPrintable(panel->statusLabel()->text()));
        QSignalSpy answered(panel, &IrqbalancePanel::answered);
        panel->readButton()->click();
        QVERIFY(answered.wait(30000));
        QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("pid %1").arg(daemon.pid())),
                 qPrintable(panel->statusLabel()->text()));
        std::size_t cpus = 0;
        for (int i = 0; i < panel->tree()->topLevelItemCount(); ++i)
            cpus += countCpus(panel->tree()->topLevelItem(i));
        QCOMPARE(long(cpus), ::sysconf(_SC_NPROCESSORS_ONLN));
        QVERIFY(panel->domains()->rowCount() > 0);
        if (const QByteArray dir = qgetenv("IRQATLAS_SHOTS"); !dir.isEmpty()) {
            QDir().mkpath(QString::fromLocal8Bit(dir));
            w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/irqbalance-dock.png"));
        }
    }
};

QTEST_MAIN(TestUiIrqbalancePanel)
#include "tst_ui_irqbalancepanel.moc"
