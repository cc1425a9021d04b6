// The kernel threads of interrupt work and the network queues in the window:
// a saved machine with irq/ and napi/ threads and eth0's queues shows the
// selected IRQ's threads with the off-affinity and off-CPU flags, marks where
// they last ran, lets the user keep them where they are (undoable); View →
// Queues lists the queues with IRQ and NAPI thread, takes valid edits into
// the pending changes as PlanQueue entries (undo removes them) and refuses
// invalid ones with a message; the Live plot stacks the threads' time.
#include "live/rates.h"
#include "model/plan.h"
#include "savedmachine.h"
#include "testdata.h"
#include "ui/common/graphstate.h"
#include "ui/common/pendingchanges.h"
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
#include <QMenu>
#include <QStandardPaths>
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

private:
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

QTEST_MAIN(TestUiIrqThreads)
#include "tst_ui_irqthreads.moc"
