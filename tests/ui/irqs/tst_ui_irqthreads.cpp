// The kernel threads of interrupt work and the network queues in the window:
// a saved machine with irq/ and napi/ threads and eth0's queues shows the
// selected IRQ's threads with the off-affinity and off-CPU flags, marks where
// they last ran, lets the user keep them where they are (undoable); View →
// Queues lists the queues with IRQ and NAPI thread, takes valid edits into
// the pending changes as PlanQueue entries (undo removes them) and refuses
// invalid ones with a message; the Live plot stacks the threads' time.
// The graph previews where a pending move sends the selected IRQ's threads;
// the Apply review lists every thread placement and queue setting of the
// plan, and its result every thread and queue file the helper reported.
#include "applyclient/helperclient.h"
#include "layout/topologylayout.h"
#include "live/rates.h"
#include "model/plan.h"
#include "savedmachine.h"
#include "testdata.h"
#include "ui/apply/applybackend.h"
#include "ui/apply/applydialog.h"
#include "ui/apply/applyreview.h"
#include "ui/common/graphstate.h"
#include "ui/common/pendingchanges.h"
#include "ui/graph/boxdescription.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/irqtablemodel.h"
#include "ui/irqs/irqthreadlist.h"
#include "ui/irqs/queuemodel.h"
#include "ui/irqs/queuespanel.h"
#include "ui/live/liveplots.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <cmath>
#include <qcustomplot.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QString kEth0 = QStringLiteral("/sys/devices/pci0000:00/0000:3b:00.0/net/eth0");

// A kernel thread's /proc files as Linux 6.1 prints them: SCHED_FIFO 50,
// last ran on lastCpu, may run on cpus.
bool writeTask(const QString &root, int pid, const QByteArray &comm, const QByteArray &cpus,
               int lastCpu)
{
    const QString dir = root + QStringLiteral("/proc/%1").arg(pid);
    return writeFileMakingDirs(dir + QStringLiteral("/comm"), comm + "\n") &&
           writeFileMakingDirs(dir + QStringLiteral("/stat"),
                               QByteArray::number(pid) + " (" + comm +
                                   ") S 2 0 0 0 -1 2129984 0 0 0 0 150 50 0 0 -51 0 1 0 17 0 0 "
                                   "18446744073709551615 0 0 0 0 0 0 0 2147483647 0 0 0 0 17 " +
                                   QByteArray::number(lastCpu) + " 50 1 0 0 0 0 0 0 0 0 0 0 0\n") &&
           writeFileMakingDirs(dir + QStringLiteral("/status"),
                               "Name:\t" + comm + "\nCpus_allowed_list:\t" + cpus + "\n");
}

// eth0 (two combined channels: IRQ 40 for rx-0/tx-0, 41 for rx-1/tx-1, as
// savedMachine's /proc/interrupts names them) with threaded NAPI.
bool writeQueues(const QString &root)
{
    bool ok = QDir().mkpath(root + QStringLiteral("/sys/class/net"));
    ok = ok && (QFile::link(QStringLiteral("../../devices/pci0000:00/0000:3b:00.0/net/eth0"),
                            root + QStringLiteral("/sys/class/net/eth0")) ||
                QFileInfo(root + QStringLiteral("/sys/class/net/eth0")).isSymLink());
    ok = ok && writeFileMakingDirs(root + kEth0 + QStringLiteral("/threaded"), "1\n");
    for (const char *q : {"rx-0", "rx-1"}) {
        const QString d = root + kEth0 + QStringLiteral("/queues/") + QLatin1String(q);
        ok = ok && writeFileMakingDirs(d + QStringLiteral("/rps_cpus"), "0\n") &&
             writeFileMakingDirs(d + QStringLiteral("/rps_flow_cnt"), "0\n");
    }
    for (const char *q : {"tx-0", "tx-1"}) {
        const QString d = root + kEth0 + QStringLiteral("/queues/") + QLatin1String(q);
        ok = ok && writeFileMakingDirs(d + QStringLiteral("/xps_cpus"), "1\n") &&
             writeFileMakingDirs(d + QStringLiteral("/xps_rxqs"), "0\n");
    }
    return ok;
}

int irqRow(const IrqTableModel &m, int irq)
{
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.irqAt(r)->number == irq)
            return r;
    return -1;
}

// Each row of a table as "cell | cell | ...", for whole-table comparisons.
QStringList dumpTable(const QTableWidget *t)
{
    QStringList rows;
    for (int r = 0; r < t->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < t->columnCount(); ++c)
            cells << (t->item(r, c) ? t->item(r, c)->text() : QString());
        rows << cells.join(QStringLiteral(" | "));
    }
    return rows;
}

// The tooltip of one CPU's tile, as the graph shows it.
QString puTooltip(const TopologyView *view, int cpu)
{
    const TopologyLayout &layout = view->layout();
    for (int i = 0; i < int(layout.boxes.size()); ++i)
        if (layout.boxes[std::size_t(i)].kind == BoxKind::Pu &&
            layout.boxes[std::size_t(i)].id == cpu)
            return describeBox(view->topology(), layout, view->state(), i);
    return {};
}

// An apply backend that answers start() at once with the helper output it
// was given, as the helper prints it: the dialog's result without a helper.
class ScriptedBackend : public ApplyBackend
{
public:
    ScriptedBackend(QByteArray lines, ApplyOutcome outcome)
        : m_lines(std::move(lines)), m_outcome(outcome)
    {
    }
    QString description() const override { return QStringLiteral("scripted"); }
    QString applyingText() const override { return QStringLiteral("applying"); }
    void start(const Plan &) override
    {
        ApplyResult r;
        r.outcome = m_outcome;
        r.ran = true;
        r.exitCode = 0;
        r.output = parseHelperOutput(m_lines);
        r.message = QStringLiteral("done");
        emit finished(r);
    }

private:
    QByteArray m_lines;
    ApplyOutcome m_outcome;
};

} // namespace

class TestUiIrqThreads : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void threadRowsAndFlags();
    void keepThreadsToggle();
    void queuesView();
    void queueEdits();
    void noQueuesHint();
    void liveThreadSeries();
    void plannedThreadMarker();
    void applyReviewSteering();
    void applyReviewUnknownThreads();
    void applyResultSteering();
    void applyRevertSteering();

private:
    // IRQ 40 to CPUs 2-3 (threads follow), IRQ 41 to CPU 1 (threads kept),
    // eth0 rx-0: rps 0-1, 4096 flows, its NAPI thread on 3; tx-1: xps 2-3.
    void pendSteering(PendingChanges *pending, QUndoStack *undo);

    QTemporaryDir m_dir;
    MachineData m_machine;
    int m_irqCpu = -1; // where IRQ 40 is delivered
};

void TestUiIrqThreads::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-irqthreads"));
    QVERIFY(m_dir.isValid());
    const QString root =
        savedMachine(dataPath(QStringLiteral("ssh/hwloc-16em64t-4s2c2t-offlines.tar.bz2")),
                     m_dir.filePath(QStringLiteral("m")), "6.1.0-26-amd64");
    QVERIFY(!root.isEmpty());
    // irq/40 may run on 0-3 (wider than its IRQ's one CPU), irq/41 only
    // where its IRQ goes; the NAPI thread of IRQ 40's channel last ran on 2.
    QVERIFY(writeTask(root, 500, "irq/40-eth0-TxR", "0-3", 1));
    QVERIFY(writeTask(root, 501, "irq/41-eth0-TxR", "0", 0));
    QVERIFY(writeTask(root, 502, "napi/eth0-8193", "0-3", 2));
    QVERIFY(writeTask(root, 503, "napi/eth0-8194", "0", 0));
    QVERIFY(writeQueues(root));
    MainWindow w;
    QVERIFY(w.openBlocking({MachineSource::RootDir, root}).ok());
    m_machine = w.machine();
    QVERIFY(m_machine.threads);
    QVERIFY(m_machine.netQueues);
    QCOMPARE(m_machine.netQueues->size(), std::size_t(1));
    QCOMPARE(m_machine.netQueues->front().queues.size(), std::size_t(4));
    // The NAPI ids come from the kernel's netlink family on a live machine
    // only; a saved tree has the queues' IRQs from their action names. Give
    // them as this machine's kernel would.
    for (NetQueue &q : m_machine.netQueues->front().queues) {
        QCOMPARE(q.irq, q.index == 0 ? std::string("40") : std::string("41"));
        q.napiId = q.index == 0 ? 8193u : 8194u;
    }
    const Irq *irq40 = m_machine.irqs.find(40);
    QVERIFY(irq40 && irq40->effective);
    m_irqCpu = irq40->effective->first();
    QCOMPARE(m_irqCpu, 0);
}

void TestUiIrqThreads::threadRowsAndFlags()
{
    MainWindow w;
    w.setMachine(m_machine, {MachineSource::RootDir, QStringLiteral("test")});
    IrqTableModel *model = w.irqPanel()->model();
    // The list flags IRQ 40 (its handler thread may run on 0-3, its NAPI
    // thread last ran on CPU 2), not IRQ 41.
    const int r40 = irqRow(*model, 40), r41 = irqRow(*model, 41);
    QVERIFY(r40 >= 0 && r41 >= 0);
    const QString flag = model->index(r40, 0).data(IrqTableModel::ThreadFlagRole).toString();
    QVERIFY2(flag.contains(QLatin1String("0-3")), qPrintable(flag));
    QVERIFY(!model->index(r40, 0).data(Qt::DecorationRole).isNull());
    QVERIFY(model->index(r41, 0).data(IrqTableModel::ThreadFlagRole).toString().isEmpty());
    QVERIFY(model->index(r41, 0).data(Qt::DecorationRole).isNull());

    IrqThreadList *list = w.irqPanel()->threadList();
    QVERIFY(list->emptyText().contains(QLatin1String("Select one IRQ")));
    w.irqPanel()->selectIrq(40);
    QTreeWidget *tree = list->tree();
    QCOMPARE(tree->topLevelItemCount(), 2);
    const QTreeWidgetItem *handler = tree->topLevelItem(0);
    const QTreeWidgetItem *napi = tree->topLevelItem(1);
    QCOMPARE(handler->text(IrqThreadList::ColPid), QStringLiteral("500"));
    QCOMPARE(handler->text(IrqThreadList::ColCpus), QStringLiteral("0-3"));
    QCOMPARE(handler->text(IrqThreadList::ColLastCpu), QStringLiteral("1"));
    QCOMPARE(handler->text(IrqThreadList::ColPolicy), QStringLiteral("fifo 50"));
    QVERIFY(!handler->icon(IrqThreadList::ColThread).isNull());
    QVERIFY(handler->toolTip(IrqThreadList::ColThread).contains(QLatin1String("outside")));
    QCOMPARE(napi->text(IrqThreadList::ColPid), QStringLiteral("502"));
    QCOMPARE(napi->text(IrqThreadList::ColServes), QStringLiteral("eth0 rx-0, tx-0"));
    QVERIFY(napi->toolTip(IrqThreadList::ColThread).contains(QLatin1String("last ran on CPU 2")));
    // The graph marks where they last ran.
    QCOMPARE(w.topologyView()->state().threadLast.toList(), std::string("1-2"));

    w.irqPanel()->selectIrq(41);
    QCOMPARE(tree->topLevelItemCount(), 2);
    QVERIFY(tree->topLevelItem(0)->icon(IrqThreadList::ColThread).isNull());
    QVERIFY(tree->topLevelItem(1)->icon(IrqThreadList::ColThread).isNull());

    // A source without thread data says so.
    MachineData bare = m_machine;
    bare.threads.reset();
    w.setMachine(bare, {MachineSource::RootDir, QStringLiteral("test")});
    w.irqPanel()->selectIrq(40);
    QCOMPARE(tree->topLevelItemCount(), 0);
    QVERIFY(list->emptyText().contains(QLatin1String("No thread data")));

    if (const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS"); !shots.isEmpty()) {
        w.setMachine(m_machine, {MachineSource::RootDir, QStringLiteral("test")});
        w.irqPanel()->selectIrq(40);
        // The heat with the threads' time: CPU 1 busy in threads alone.
        w.setHeatMode(HeatMode::IrqThreadPercent);
        Rates r;
        r.monotonicNs = 1000000000;
        r.interval = 1;
        for (int cpu : m_machine.topology.onlineCpus()) {
            CpuRate c;
            c.cpu = cpu;
            c.hardirqPct = 0.5;
            c.softirqPct = 1.0;
            c.threadPct = cpu == 1 ? 30.0 : 2.0;
            r.cpus.push_back(c);
        }
        w.showRates(r);
        QCOMPARE(w.topologyView()->state().heat.value(1).value_or(-1), 31.5);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(shots + QStringLiteral("/irq-threads.png")));
    }
}

void TestUiIrqThreads::keepThreadsToggle()
{
    MainWindow w;
    w.setMachine(m_machine, {MachineSource::RootDir, QStringLiteral("test")});
    PendingChanges *pending = w.pending();
    QVERIFY(pending
                ->propose(w.undoStack(), m_machine.irqs, {40}, CpuSet::range(2, 3),
                          QStringLiteral("CPUs 2-3"))
                .ok());
    const auto placement = [&] {
        const Plan plan = pending->toPlan(m_machine.irqs, m_machine.topology, QString());
        const PlanAssignment *a = plan.find(40);
        return a ? a->threads : ThreadPlacement::Cpus;
    };
    // A dragged IRQ takes its threads along unless they are unpinned.
    QCOMPARE(placement(), ThreadPlacement::FollowIrq);
    // The list's context menu offers the toggle for one IRQ.
    w.irqPanel()->selectIrq(40);
    w.showIrqContextMenu({});
    QMenu *menu = w.contextMenu();
    QVERIFY(menu);
    auto *act = menu->findChild<QAction *>(QStringLiteral("threadPlacementAction"));
    QVERIFY(act);
    QCOMPARE(act->text(), QStringLiteral("Keep Threads Where They Are"));
    act->trigger();
    menu->close();
    QCOMPARE(placement(), ThreadPlacement::Keep);
    QCOMPARE(w.undoStack()->count(), 2);
    const QModelIndex pendingCell =
        w.irqPanel()->model()->index(irqRow(*w.irqPanel()->model(), 40), IrqTableModel::ColPending);
    QVERIFY(pendingCell.data(Qt::ToolTipRole).toString().contains(QLatin1String("stay where")));
    w.undoStack()->undo();
    QCOMPARE(placement(), ThreadPlacement::FollowIrq);
    w.undoStack()->redo();
    QCOMPARE(placement(), ThreadPlacement::Keep);
    QVERIFY(w.setThreadsFollow(40, true).ok());
    QCOMPARE(placement(), ThreadPlacement::FollowIrq);
    QVERIFY(!pendingCell.data(Qt::ToolTipRole).toString().contains(QLatin1String("stay where")));
    // Nothing to do is no undo step.
    QVERIFY(!w.setThreadsFollow(40, true).ok());
}

void TestUiIrqThreads::queuesView()
{
    MainWindow w;
    w.setMachine(m_machine, {MachineSource::RootDir, QStringLiteral("test")});
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("queuesDock"));
    QVERIFY(dock);
    QVERIFY(dock->isHidden()); // View → Queues opens it
    QueueModel *model = w.queuesPanel()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("eth0 (threaded NAPI)"));
    QCOMPARE(model->rowCount(model->index(0, 0)), 4);
    const auto cell = [&](bool rx, int q, int col) {
        return model->queueIndex(QStringLiteral("eth0"), rx, q, col).data().toString();
    };
    QCOMPARE(cell(true, 0, QueueModel::ColIrq), QStringLiteral("40"));
    QCOMPARE(cell(true, 0, QueueModel::ColIrqCpus), QString::number(m_irqCpu));
    QCOMPARE(cell(true, 0, QueueModel::ColNapi), QStringLiteral("napi/eth0-8193 (502)"));
    QCOMPARE(cell(true, 0, QueueModel::ColNapiCpus), QStringLiteral("0-3"));
    QCOMPARE(cell(true, 1, QueueModel::ColIrq), QStringLiteral("41"));
    QCOMPARE(cell(false, 1, QueueModel::ColNapi), QStringLiteral("napi/eth0-8194 (503)"));
    QCOMPARE(cell(false, 0, QueueModel::ColXpsCpus), QStringLiteral("0"));
    // rx queues steer with RPS, tx queues with XPS: only those cells edit.
    QVERIFY(model->queueIndex(QStringLiteral("eth0"), true, 0, QueueModel::ColRpsCpus).flags() &
            Qt::ItemIsEditable);
    QVERIFY(!(model->queueIndex(QStringLiteral("eth0"), true, 0, QueueModel::ColXpsCpus).flags() &
              Qt::ItemIsEditable));
    QVERIFY(!(model->queueIndex(QStringLiteral("eth0"), true, 0, QueueModel::ColIrq).flags() &
              Qt::ItemIsEditable));
    if (const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS"); !shots.isEmpty()) {
        dock->show();
        dock->raise();
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(shots + QStringLiteral("/queues.png")));
    }
}

void TestUiIrqThreads::queueEdits()
{
    MainWindow w;
    w.setMachine(m_machine, {MachineSource::RootDir, QStringLiteral("test")});
    QueueModel *model = w.queuesPanel()->model();
    PendingChanges *pending = w.pending();
    const QModelIndex rps =
        model->queueIndex(QStringLiteral("eth0"), true, 1, QueueModel::ColRpsCpus);
    QVERIFY(model->setData(rps, QStringLiteral("2-3")));
    QCOMPARE(pending->queues().size(), std::size_t(1));
    const Plan plan = pending->toPlan(m_machine.irqs, m_machine.topology, QString());
    QCOMPARE(plan.queues.size(), std::size_t(1));
    const PlanQueue &q = plan.queues.front();
    QCOMPARE(q.interface, std::string("eth0"));
    QVERIFY(q.rx);
    QCOMPARE(q.index, 1);
    QVERIFY(q.rpsCpus);
    QCOMPARE(q.rpsCpus->toList(), std::string("2-3"));
    QVERIFY(!q.xpsCpus && !q.napiCpus && !q.rpsFlowCnt);
    QCOMPARE(rps.data().toString(), QStringLiteral("→ 2-3"));
    // A second field of the same queue joins its entry.
    QVERIFY(
        model->setData(model->queueIndex(QStringLiteral("eth0"), true, 1, QueueModel::ColRpsFlows),
                       QStringLiteral("4096")));
    QVERIFY(
        model->setData(model->queueIndex(QStringLiteral("eth0"), true, 1, QueueModel::ColNapiCpus),
                       QStringLiteral("1")));
    auto entry = pending->queue({"eth0", true, 1});
    QVERIFY(entry && entry->rpsFlowCnt && entry->napiCpus);
    QCOMPARE(*entry->rpsFlowCnt, std::uint64_t(4096));
    QCOMPARE(entry->napiCpus->toList(), std::string("1"));
    QVERIFY(
        model->setData(model->queueIndex(QStringLiteral("eth0"), false, 0, QueueModel::ColXpsRxqs),
                       QStringLiteral("1")));
    QCOMPARE(pending->queues().size(), std::size_t(2));
    QCOMPARE(w.undoStack()->count(), 4);
    if (const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS"); !shots.isEmpty()) {
        QueuesPanel *panel = w.queuesPanel();
        QVERIFY(!model->setData(
            model->queueIndex(QStringLiteral("eth0"), true, 0, QueueModel::ColRpsCpus),
            QStringLiteral("99")));
        panel->setParent(nullptr);
        panel->resize(1000, 260);
        panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel));
        QVERIFY(panel->grab().save(shots + QStringLiteral("/queue-edits.png")));
        panel->hide();
        panel->setParent(&w);
    }
    // Undo takes them back one by one; the last undo removes the entry.
    w.undoStack()->undo();
    QCOMPARE(pending->queues().size(), std::size_t(1));
    w.undoStack()->undo();
    w.undoStack()->undo();
    QVERIFY(pending->queue({"eth0", true, 1}));
    w.undoStack()->undo();
    QVERIFY(pending->queues().empty());
    QVERIFY(pending->isEmpty());
    QCOMPARE(rps.data().toString(), QStringLiteral("off")); // rps_cpus 0
    QVERIFY(rps.data(Qt::EditRole).toString().isEmpty());
    w.undoStack()->redo();
    QCOMPARE(pending->queues().size(), std::size_t(1));

    // Invalid input is refused with a message and changes nothing.
    const int steps = w.undoStack()->count();
    const struct
    {
        bool rx;
        int column;
        const char *text, *says;
    } bad[] = {
        {true, QueueModel::ColRpsCpus, "0-x", "not a CPU list"},
        {true, QueueModel::ColRpsCpus, "99", "CPU 99 is not on this machine"},
        {true, QueueModel::ColNapiCpus, "", "at least one CPU"},
        {true, QueueModel::ColRpsFlows, "-5", "not a whole number"},
        {false, QueueModel::ColXpsRxqs, "7", "no receive queue 7"},
        {false, QueueModel::ColXpsCpus, "1,200", "CPU 200"},
    };
    for (const auto &b : bad) {
        const QModelIndex i = model->queueIndex(QStringLiteral("eth0"), b.rx, 0, b.column);
        QVERIFY(!model->setData(i, QString::fromUtf8(b.text)));
        const QString error = w.queuesPanel()->errorText();
        QVERIFY2(error.contains(QLatin1String(b.says)), qPrintable(error));
        QCOMPARE(w.undoStack()->count(), steps);
    }
    QCOMPARE(pending->queues().size(), std::size_t(1));
}

void TestUiIrqThreads::noQueuesHint()
{
    MainWindow w;
    MachineData m = m_machine;
    m.netQueues.reset();
    w.setMachine(m, {MachineSource::RootDir, QStringLiteral("test")});
    QCOMPARE(w.queuesPanel()->model()->rowCount(), 0);
    QVERIFY(w.queuesPanel()->emptyText().contains(QLatin1String("does not carry network queues")));
}

void TestUiIrqThreads::liveThreadSeries()
{
    LivePlots plots;
    QCustomPlot *cpu = plots.cpuPlot();
    QCOMPARE(cpu->graphCount(), LivePlots::kCpuGraphs);
    QVERIFY(cpu->graph(2)->name().contains(QLatin1String("no thread times")));
    Rates r;
    r.monotonicNs = 1000000000;
    r.interval = 1;
    for (int c = 0; c < 2; ++c) {
        CpuRate cr;
        cr.cpu = c;
        cr.hardirqPct = 1.0;
        cr.softirqPct = 2.0;
        cr.threadPct = c == 0 ? 10.0 : 20.0;
        r.cpus.push_back(cr);
    }
    plots.addRates(r);
    QVERIFY(plots.hasThreadTime());
    if (const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS"); !shots.isEmpty()) {
        // A minute of a threaded machine: the thread time over hard and soft.
        LivePlots shown;
        Rates s = r;
        for (int i = 0; i < 60; ++i) {
            s.monotonicNs = std::int64_t(i + 1) * 1000000000;
            for (CpuRate &c : s.cpus)
                c.threadPct = 12.0 + 6 * std::sin(i / 6.0) + c.cpu;
            shown.addRates(s);
        }
        shown.resize(520, 560);
        shown.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown));
        QVERIFY(shown.grab().save(shots + QStringLiteral("/live-threads.png")));
    }
    QVERIFY(cpu->graph(2)->name().contains(QLatin1String("IRQ threads")));
    QCOMPARE(cpu->graph(2)->dataCount(), 1);
    // Stacked: hard + soft + the mean thread time.
    QCOMPARE(cpu->graph(2)->data()->at(0)->value, 3.0 + 15.0);
    // A source without thread times draws a gap, not a false 0.
    for (CpuRate &c : r.cpus)
        c.threadPct.reset();
    r.monotonicNs += 1000000000;
    plots.addRates(r);
    QVERIFY(std::isnan(cpu->graph(2)->data()->at(1)->value));
    plots.clear();
    QVERIFY(cpu->graph(2)->name().contains(QLatin1String("no thread times")));

    // The graph's heat adds thread time in its own mode.
    r.cpus[0].threadPct = 10.0;
    const HeatState plain = HeatState::fromRates(r, HeatMode::IrqPercent);
    const HeatState threads = HeatState::fromRates(r, HeatMode::IrqThreadPercent);
    QCOMPARE(plain.value(0).value_or(-1), 3.0);
    QCOMPARE(threads.value(0).value_or(-1), 13.0);
    QCOMPARE(threads.value(1).value_or(-1), 3.0);
}

void TestUiIrqThreads::pendSteering(PendingChanges *pending, QUndoStack *undo)
{
    QVERIFY(pending->propose(undo, m_machine.irqs, {40}, CpuSet::range(2, 3), QStringLiteral("x"))
                .ok());
    QVERIFY(pending->propose(undo, m_machine.irqs, {41}, CpuSet{1}, QStringLiteral("x")).ok());
    pending->setThreadPlacement(41, ThreadPlacement::Keep);
    PlanQueue rx0;
    rx0.interface = "eth0";
    rx0.rx = true;
    rx0.index = 0;
    rx0.rpsCpus = CpuSet::range(0, 1);
    rx0.rpsFlowCnt = 4096;
    rx0.napiCpus = CpuSet{3};
    pending->setQueue({"eth0", true, 0}, rx0);
    PlanQueue tx1;
    tx1.interface = "eth0";
    tx1.rx = false;
    tx1.index = 1;
    tx1.xpsCpus = CpuSet::range(2, 3);
    pending->setQueue({"eth0", false, 1}, tx1);
}

void TestUiIrqThreads::plannedThreadMarker()
{
    MainWindow w;
    w.setMachine(m_machine, {MachineSource::RootDir, QStringLiteral("test")});
    PendingChanges *pending = w.pending();
    TopologyView *view = w.topologyView();
    w.irqPanel()->selectIrq(40);
    // Nothing pending: only where the threads last ran.
    QCOMPARE(view->state().threadLast.toList(), std::string("1-2"));
    QVERIFY(view->state().threadPlanned.empty());
    QVERIFY(pending
                ->propose(w.undoStack(), m_machine.irqs, {40}, CpuSet::range(2, 3),
                          QStringLiteral("CPUs 2-3"))
                .ok());
    // Both threads follow the moved IRQ.
    QCOMPARE(view->state().threadPlanned.toList(), std::string("2-3"));
    QCOMPARE(view->state().threadLast.toList(), std::string("1-2"));
    QVERIFY(puTooltip(view, 3).contains(QLatin1String("go here when the pending changes")));
    QVERIFY(!puTooltip(view, 1).contains(QLatin1String("go here")));
    QVERIFY(puTooltip(view, 1).contains(QLatin1String("last ran here")));
    auto *legend = w.findChild<QLabel *>(QStringLiteral("legend-threadPlanned"));
    QVERIFY(legend);
    QVERIFY(legend->text().contains(QLatin1String("pending changes")));
    // Kept threads stay: no preview.
    QVERIFY(w.setThreadsFollow(40, false).ok());
    QVERIFY(view->state().threadPlanned.empty());
    QVERIFY(w.setThreadsFollow(40, true).ok());
    // A queue's napi_cpus wins for its NAPI thread; the handler still follows.
    PlanQueue rx0;
    rx0.interface = "eth0";
    rx0.index = 0;
    rx0.napiCpus = CpuSet{1};
    QVERIFY(
        pending->proposeQueue(w.undoStack(), {"eth0", true, 0}, rx0, QStringLiteral("napi")).ok());
    QCOMPARE(view->state().threadPlanned.toList(), std::string("1-3"));
    // IRQ 41 has nothing pending of its own.
    w.irqPanel()->selectIrq(41);
    QVERIFY(view->state().threadPlanned.empty());
    if (const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS"); !shots.isEmpty()) {
        w.irqPanel()->selectIrq(40);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(shots + QStringLiteral("/uiq2-graph.png")));
    }
    // Undone, the preview goes with the pending move.
    w.irqPanel()->selectIrq(40);
    w.undoStack()->setIndex(0);
    QVERIFY(view->state().threadPlanned.empty());
}

void TestUiIrqThreads::applyReviewSteering()
{
    PendingChanges pending;
    QUndoStack undo;
    pendSteering(&pending, &undo);
    ApplyReviewInput in;
    in.plan = pending.toPlan(m_machine.irqs, m_machine.topology, QString());
    in.table = m_machine.irqs;
    in.topology = &m_machine.topology;
    in.threads = m_machine.threads;
    in.queues = m_machine.netQueues;
    auto *backend = new ScriptedBackend({}, ApplyOutcome::Kept);
    ApplyDialog dlg(std::move(in), backend);
    ApplyReview *review = dlg.review();
    // The handler follows its IRQ, the NAPI thread goes where its queue
    // says; IRQ 41's threads are kept.
    QCOMPARE(dumpTable(review->threadTable()),
             QStringList({
                 QStringLiteral("40 | irq/40-eth0-TxR (500) | 0-3 | 2-3 | follows the IRQ"),
                 QStringLiteral("40 | napi/eth0-8193 (502) | 0-3 | 3 | napi_cpus of eth0/rx-0"),
                 QStringLiteral("41 | irq/41-eth0-TxR (501) | 0 | kept | kept where it is"),
                 QStringLiteral("41 | napi/eth0-8194 (503) | 0 | kept | kept where it is"),
             }));
    // Every queue setting, now and planned, in CPU lists.
    QCOMPARE(dumpTable(review->queueTable()),
             QStringList({
                 QStringLiteral("eth0 | rx-0 | rps_cpus | off | 0-1"),
                 QStringLiteral("eth0 | rx-0 | rps_flow_cnt | 0 | 4096"),
                 QStringLiteral("eth0 | rx-0 | napi_cpus | 0-3 | 3"),
                 QStringLiteral("eth0 | tx-1 | xps_cpus | 0 | 2-3"),
             }));
    QCOMPARE(review->summaryLabel()->text(),
             QStringLiteral("<b>Changes</b>: 2 IRQ(s) move · 4 kernel thread placement(s) · 4 "
                            "queue setting(s)"));
    QTabWidget *tabs = review->changeTabs();
    QCOMPARE(tabs->tabText(1), QStringLiteral("Threads (4)"));
    QCOMPARE(tabs->tabText(2), QStringLiteral("Queues (4)"));
    if (const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS"); !shots.isEmpty()) {
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        tabs->setCurrentIndex(1);
        QVERIFY(dlg.grab().save(shots + QStringLiteral("/uiq2-review-threads.png")));
        tabs->setCurrentIndex(2);
        QVERIFY(dlg.grab().save(shots + QStringLiteral("/uiq2-review-queues.png")));
    }

    // A plan of queue steering alone is something to apply.
    ApplyReviewInput queuesOnly;
    queuesOnly.plan.queues = pending.toPlan(m_machine.irqs, m_machine.topology, QString()).queues;
    queuesOnly.table = m_machine.irqs;
    queuesOnly.queues = m_machine.netQueues;
    const ApplyReview onlyQueues(std::move(queuesOnly));
    QCOMPARE(onlyQueues.queueRows(), 4);
    QVERIFY(!onlyQueues.blockReason().contains(QLatin1String("nothing to apply")));
}

void TestUiIrqThreads::applyReviewUnknownThreads()
{
    // A source without thread data: the helper finds the threads, the
    // review says so once per IRQ and what their placement will be.
    PendingChanges pending;
    QUndoStack undo;
    pendSteering(&pending, &undo);
    ApplyReviewInput in;
    in.plan = pending.toPlan(m_machine.irqs, m_machine.topology, QString());
    in.table = m_machine.irqs;
    in.queues = m_machine.netQueues;
    const ApplyReview review(std::move(in));
    QCOMPARE(dumpTable(review.threadTable()),
             QStringList({
                 QStringLiteral("40 | its irq/ and NAPI threads (found when applied) | unknown | "
                                "2-3 | follows the IRQ"),
                 QStringLiteral("41 | its irq/ and NAPI threads (found when applied) | unknown | "
                                "kept | kept where it is"),
             }));
    QCOMPARE(review.queueTable()->item(2, ApplyReview::QcNow)->text(), QStringLiteral("unknown"));
}

namespace {

// The helper's lines of an apply of that plan (docs/HELPER.md, Output): a
// thread written, one that exited, one refused; two queue files written.
const QByteArray kAppliedLines =
    R"({"irq":40,"previous":"0","requested":"2-3","written":true,"smp_affinity_list":"2-3","effective_affinity_list":"2","effective_mismatch":false,"restored":false,"errno":null,"error":null}
{"thread":{"pid":500,"start_time":"17","comm":"irq/40-eth0-TxR","placed_by":"IRQ 40","requested":"2-3","previous":"0-3","written":true,"cpus_allowed_list":"2-3","restored":false,"gone":false,"errno":null,"error":null}}
{"thread":{"pid":502,"start_time":"17","comm":"napi/eth0-8193","placed_by":"queue eth0/rx-0","requested":"3","previous":"0-3","written":false,"cpus_allowed_list":null,"restored":false,"gone":true,"errno":null,"error":"pid 502 exited"}}
{"thread":{"pid":504,"start_time":"17","comm":"irq/40-eth0-TxR","placed_by":"IRQ 40","requested":"2-3","previous":"0","written":false,"cpus_allowed_list":null,"restored":false,"gone":false,"errno":"EINVAL","error":"sched_setaffinity: Invalid argument"}}
{"queue_file":{"interface":"eth0","queue":"rx-0","file":"rps_cpus","requested":"00000003","previous":"00000000","written":true,"read_back":"03","restored":false,"gone":false,"errno":null,"error":null}}
{"queue_file":{"interface":"eth0","queue":"rx-0","file":"rps_flow_cnt","requested":"4096","previous":"0","written":true,"read_back":"4096","restored":false,"gone":false,"errno":null,"error":null}}
{"summary":{"result":"applied","irqs":1,"written":1,"restored":0,"failed":0,"effective_mismatches":0,"threads":3,"threads_written":1,"threads_restored":0,"threads_gone":1,"queue_files":2,"queue_files_written":2,"queue_files_restored":0,"steering_failed":1,"journal":"j","errors":[],"message":"ok"}}
)";

} // namespace

void TestUiIrqThreads::applyResultSteering()
{
    PendingChanges pending;
    QUndoStack undo;
    pendSteering(&pending, &undo);
    ApplyReviewInput in;
    in.plan = pending.toPlan(m_machine.irqs, m_machine.topology, QString());
    in.table = m_machine.irqs;
    in.threads = m_machine.threads;
    in.queues = m_machine.netQueues;
    auto *backend = new ScriptedBackend(kAppliedLines, ApplyOutcome::Kept);
    backend->setConfirmTimeout(0);
    ApplyDialog dlg(std::move(in), backend);
    dlg.review()->warningsBox()->setChecked(true);
    QVERIFY2(dlg.review()->blockReason().isEmpty(), qPrintable(dlg.review()->blockReason()));
    dlg.startApply();
    QCOMPARE(dlg.page(), ApplyDialog::Page::Result);
    QCOMPARE(dumpTable(dlg.steeringTable()),
             QStringList({
                 QStringLiteral("irq/40-eth0-TxR (500) | IRQ 40 | 0-3 | 2-3 | 2-3 | written, read "
                                "back"),
                 QStringLiteral("napi/eth0-8193 (502) | queue eth0/rx-0 | 0-3 | 3 | – | gone: pid "
                                "502 exited"),
                 QStringLiteral("irq/40-eth0-TxR (504) | IRQ 40 | 0 | 2-3 | – | error: "
                                "sched_setaffinity: Invalid argument"),
                 QStringLiteral("eth0 rx-0 rps_cpus | queue file | off | 0-1 | 0-1 | written, "
                                "read back"),
                 QStringLiteral("eth0 rx-0 rps_flow_cnt | queue file | 0 | 4096 | 4096 | written, "
                                "read back"),
             }));
    QCOMPARE(dlg.resultTabs()->tabText(1), QStringLiteral("Threads and queues (5)"));
    QVERIFY(dlg.resultTabs()->isTabEnabled(1));
    const QString text = dlg.findChild<QLabel *>(QStringLiteral("applyResultText"))->text();
    QVERIFY2(text.contains(QLatin1String("Kernel threads: 1 of 3 written, 1 gone")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Queue files: 2 of 2 written")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("1 failed")), qPrintable(text));
    if (const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS"); !shots.isEmpty()) {
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        dlg.resultTabs()->setCurrentIndex(1);
        QVERIFY(dlg.grab().save(shots + QStringLiteral("/uiq2-result.png")));
    }
}

void TestUiIrqThreads::applyRevertSteering()
{
    // Not confirmed: the rollback's own lines say where each one is now.
    const QByteArray lines = kAppliedLines +
                             R"({"watchdog":77}
{"thread":{"pid":500,"start_time":"17","comm":"irq/40-eth0-TxR","placed_by":"IRQ 40","requested":"2-3","previous":"0-3","written":true,"cpus_allowed_list":"0-3","restored":true,"gone":false,"errno":null,"error":null}}
{"queue_file":{"interface":"eth0","queue":"rx-0","file":"rps_cpus","requested":"00000003","previous":"00000000","written":true,"read_back":"00000000","restored":true,"gone":false,"errno":null,"error":null}}
{"queue_file":{"interface":"eth0","queue":"rx-0","file":"rps_flow_cnt","requested":"4096","previous":"0","written":true,"read_back":null,"restored":false,"gone":true,"errno":null,"error":null}}
{"summary":{"result":"reverted","irqs":1,"written":0,"restored":1,"failed":0,"threads":1,"threads_restored":1,"queue_files":2,"queue_files_restored":1,"errors":[],"message":"reverted"}}
)";
    const HelperOutput out = parseHelperOutput(lines);
    QCOMPARE(out.threads.size(), std::size_t(3));
    QCOMPARE(out.queueFiles.size(), std::size_t(2));
    QCOMPARE(out.revertedThreads.size(), std::size_t(1));
    QCOMPARE(out.revertedQueueFiles.size(), std::size_t(2));
    QCOMPARE(out.summary->threadsGone, 1);
    QCOMPARE(out.revertSummary->queueFilesRestored, 1);

    ApplyReviewInput in;
    PendingChanges pending;
    QUndoStack undo;
    pendSteering(&pending, &undo);
    in.plan = pending.toPlan(m_machine.irqs, m_machine.topology, QString());
    in.table = m_machine.irqs;
    auto *backend = new ScriptedBackend(lines, ApplyOutcome::Reverted);
    backend->setConfirmTimeout(0);
    ApplyDialog dlg(std::move(in), backend);
    dlg.review()->warningsBox()->setChecked(true);
    dlg.startApply();
    QCOMPARE(dlg.page(), ApplyDialog::Page::Result);
    const QTableWidget *t = dlg.steeringTable();
    QCOMPARE(t->rowCount(), 5);
    QCOMPARE(t->item(0, 5)->text(), QStringLiteral("reverted to 0-3"));
    QCOMPARE(t->item(3, 5)->text(), QStringLiteral("reverted to off"));
    QCOMPARE(t->item(4, 5)->text(), QStringLiteral("gone (the queue was removed)"));
    // The exited thread stays as the apply left it.
    QCOMPARE(t->item(1, 5)->text(), QStringLiteral("gone: pid 502 exited"));
}

QTEST_MAIN(TestUiIrqThreads)
#include "tst_ui_irqthreads.moc"
