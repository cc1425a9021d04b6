// Queue steering files and kernel thread placement through the applier, on a
// fake root: /sys/class/net/eth0/queues and /proc/PID of two kernel threads.
// Thread affinities and the kernel's NAPI ties live in memory here (a test
// root has no threads to move); tst_helpersteering does the real thing.

#include "apply/applier.h"
#include "apply/irqwriter.h"
#include "apply/journal.h"
#include "apply/statedir.h"
#include "applytree.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <map>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// A /proc/PID/stat as the kernel prints it (52 fields); flags 0x208040 hold
// PF_KTHREAD, 0x400100 a user process's.
QByteArray statLine(int pid, const QByteArray &comm, bool kthread, quint64 start)
{
    return QByteArray::number(pid) + " (" + comm + ") S 2 0 0 0 -1 " +
           (kthread ? "2129984" : "4194560") + " 0 0 0 0 0 0 0 0 20 0 1 0 " +
           QByteArray::number(start) +
           " 0 0 18446744073709551615 0 0 0 0 0 0 0 2147483647 0 1 0 0 17 1 0 0 0 0 0 0 0 0 0 0 0 "
           "0 0\n";
}

bool addThread(const QString &root, int pid, const QByteArray &comm, bool kthread, quint64 start)
{
    const QString dir = root + QStringLiteral("/proc/%1/").arg(pid);
    return writeTreeFile(dir + QStringLiteral("comm"), comm + '\n') &&
           writeTreeFile(dir + QStringLiteral("stat"), statLine(pid, comm, kthread, start)) &&
           writeTreeFile(dir + QStringLiteral("status"),
                         "Name:\t" + comm + "\nCpus_allowed_list:\t0-3\n");
}

// The virtio guest, with eth0 (two rx and one tx queue) and the kernel
// threads of IRQ 25 and of eth0's first NAPI instance.
bool makeSteeringTree(const QString &root)
{
    const QString q = root + QStringLiteral("/sys/class/net/eth0/");
    return makeVirtioTree(root) && writeTreeFile(q + QStringLiteral("ifindex"), "2\n") &&
           writeTreeFile(q + QStringLiteral("queues/rx-0/rps_cpus"), "00000000\n") &&
           writeTreeFile(q + QStringLiteral("queues/rx-0/rps_flow_cnt"), "0\n") &&
           writeTreeFile(q + QStringLiteral("queues/rx-1/rps_cpus"), "00000000\n") &&
           writeTreeFile(q + QStringLiteral("queues/rx-1/rps_flow_cnt"), "0\n") &&
           writeTreeFile(q + QStringLiteral("queues/tx-0/xps_cpus"), "00000000\n") &&
           writeTreeFile(q + QStringLiteral("queues/tx-0/xps_rxqs"), "00000000\n") &&
           addThread(root, 500, "irq/25-virtio0", true, 1000) &&
           addThread(root, 600, "napi/eth0-8193", true, 2000) &&
           addThread(root, 700, "napi/eth0-8194", false, 3000);
}

// The tree's files, and thread affinities and NAPI ties in memory.
class TreeSteerWriter : public RootIrqWriter
{
public:
    using RootIrqWriter::RootIrqWriter;
    std::map<int, CpuSet> affinity{{500, CpuSet::range(0, 3)}, {600, CpuSet::range(0, 3)}};
    std::optional<NetdevQueueInfo> netdev;
    int threadWrites = 0;

    Io readThreadAffinity(int pid) override
    {
        Io io;
        if (!affinity.count(pid))
            return Io{ESRCH, {}, QStringLiteral("no thread %1").arg(pid)};
        io.bytes = affinity[pid].toList();
        return io;
    }
    Io writeThreadAffinity(int pid, const CpuSet &cpus) override
    {
        ++threadWrites;
        if (!affinity.count(pid))
            return Io{ESRCH, {}, QStringLiteral("no thread %1").arg(pid)};
        affinity[pid] = cpus;
        return {};
    }
    std::optional<NetdevQueueInfo> netdevInfo() override { return netdev; }

    // From the second read of this pid's stat on, another task holds the pid
    // (a new start time): as if the thread exited after validation.
    int replacedPid = 0;
    int statReads = 0;
    Io readThreadStat(int pid) override
    {
        Io io = RootIrqWriter::readThreadStat(pid);
        if (pid == replacedPid && ++statReads > 1 && io.ok())
            io.bytes = statLine(pid, "napi/eth0-8193", true, 777).toStdString();
        return io;
    }
};

// eth0 (ifindex 2): rx-0 on NAPI 8193 (thread 600), rx-1 on 8194 (no thread).
NetdevQueueInfo eth0Napis()
{
    NetdevQueueInfo info;
    info.queues = {{2, true, 0, 8193}, {2, true, 1, 8194}, {2, false, 0, std::nullopt}};
    info.napis = {{2, 8193, std::nullopt, 600}, {2, 8194, std::nullopt, std::nullopt}};
    return info;
}

Plan steeringPlan()
{
    Plan p;
    p.assignments.emplace_back(25, std::string(), CpuSet{1});
    PlanQueue rx;
    rx.interface = "eth0";
    rx.rx = true;
    rx.index = 0;
    rx.rpsCpus = CpuSet::range(0, 3);
    rx.rpsFlowCnt = 4096;
    rx.napiCpus = CpuSet{3};
    PlanQueue tx;
    tx.interface = "eth0";
    tx.rx = false;
    tx.index = 0;
    tx.xpsCpus = CpuSet{2};
    tx.xpsRxqs = CpuSet();
    p.queues = {rx, tx};
    return p;
}

struct Fixture
{
    QTemporaryDir dir;
    std::optional<TreeSteerWriter> writer;
    std::optional<StateDir> state;
    ApplyOptions opt;

    bool init()
    {
        if (!makeSteeringTree(dir.path()))
            return false;
        writer.emplace(dir.path());
        writer->netdev = eth0Napis();
        auto sd = StateDir::openPath(dir.path(), ::geteuid());
        if (!writer->open().ok() || !sd.ok())
            return false;
        state.emplace(std::move(*sd));
        opt.stateDir = &*state;
        opt.journalName = QStringLiteral("journal.json");
        return true;
    }
    QByteArray file(const char *rel) const
    {
        return treeFile(dir.path(),
                        QStringLiteral("/sys/class/net/eth0/queues/") + QLatin1String(rel));
    }
};

} // namespace

class TestQueueApply : public QObject
{
    Q_OBJECT

private slots:
    void appliesQueuesAndThreads()
    {
        Fixture f;
        QVERIFY(f.init());
        const ApplyReport r = applyPlan(steeringPlan(), *f.writer, f.opt);
        QVERIFY2(r.status == ApplyStatus::Applied, qPrintable(r.errors.join(QLatin1Char('\n'))));
        QCOMPARE(f.file("rx-0/rps_cpus"), QByteArray("0000000f\n"));
        QCOMPARE(f.file("rx-0/rps_flow_cnt"), QByteArray("4096\n"));
        QCOMPARE(f.file("tx-0/xps_cpus"), QByteArray("00000004\n"));
        QCOMPARE(f.file("tx-0/xps_rxqs"), QByteArray("00000000\n"));
        QCOMPARE(f.file("rx-1/rps_cpus"), QByteArray("00000000\n"));
        // irq/25 follows IRQ 25 (CPU 1); the NAPI thread goes where napi_cpus says.
        QCOMPARE(f.writer->affinity[500], CpuSet{1});
        QCOMPARE(f.writer->affinity[600], CpuSet{3});
        QCOMPARE(r.threads.size(), std::size_t(2));
        QCOMPARE(r.queueFiles.size(), std::size_t(4));
        QCOMPARE(r.threads[0].comm, std::string("irq/25-virtio0"));
        QCOMPARE(r.threads[0].startTime, quint64(1000));
        QVERIFY(r.threads[1].readBack && *r.threads[1].readBack == CpuSet{3});

        auto j = loadJournal(*f.state, f.opt.journalName);
        QVERIFY(j.ok());
        QCOMPARE(j->threads.size(), std::size_t(2));
        QCOMPARE(j->queueFiles.size(), std::size_t(4));
        QCOMPARE(j->queueFiles[0].previous, std::string("00000000\n"));
        QCOMPARE(j->threads[1].previous, std::string("0-3"));

        // The report's lines: one per thread and queue file, counted in the summary.
        const QByteArray lines = reportJsonLines(r);
        QVERIFY(lines.contains("{\"queue_file\":"));
        QVERIFY(lines.contains("{\"thread\":"));
        const QJsonObject s = summaryOf(lines);
        QCOMPARE(s.value(QStringLiteral("threads_written")).toInt(), 2);
        QCOMPARE(s.value(QStringLiteral("queue_files_written")).toInt(), 4);

        // Rollback restores everything, and a second one does nothing.
        const ApplyReport back = rollbackJournalFile(*f.state, f.opt.journalName, *f.writer);
        QVERIFY2(back.status == ApplyStatus::Reverted, qPrintable(back.message));
        QCOMPARE(f.file("rx-0/rps_cpus"), QByteArray("00000000\n"));
        QCOMPARE(f.file("rx-0/rps_flow_cnt"), QByteArray("0\n"));
        QCOMPARE(f.file("tx-0/xps_cpus"), QByteArray("00000000\n"));
        QCOMPARE(f.writer->affinity[500], CpuSet::range(0, 3));
        QCOMPARE(f.writer->affinity[600], CpuSet::range(0, 3));
        QCOMPARE(rollbackJournalFile(*f.state, f.opt.journalName, *f.writer).status,
                 ApplyStatus::NothingToRollBack);
    }

    void failedWriteRollsBackEverything_data()
    {
        QTest::addColumn<int>("nth");
        // 1 IRQ, 2 threads, 4 queue files: the 3rd write is a thread, the 7th
        // the last queue file.
        QTest::newRow("a thread") << 3;
        QTest::newRow("the last queue file") << 7;
    }
    void failedWriteRollsBackEverything()
    {
        QFETCH(int, nth);
        Fixture f;
        QVERIFY(f.init());
        const auto before = treeFiles(f.dir.path());
        FaultyIrqWriter w(*f.writer);
        w.failWrite(nth, EINVAL);
        const ApplyReport r = applyPlan(steeringPlan(), w, f.opt);
        QCOMPARE(r.status, ApplyStatus::RolledBack);
        QVERIFY(r.irqs[0].written && r.irqs[0].restored);
        QCOMPARE(treeFiles(f.dir.path()), before);
        QCOMPARE(f.writer->affinity[500], CpuSet::range(0, 3));
        QCOMPARE(f.writer->affinity[600], CpuSet::range(0, 3));
        QVERIFY(r.message.contains(QStringLiteral("injected")));
        auto j = loadJournal(*f.state, f.opt.journalName);
        QVERIFY(j.ok());
        QCOMPARE(j->state, Journal::State::RolledBack);
    }

    // sysfs rounds rps_flow_cnt up to a power of two; the test tree keeps the
    // bytes written, so 3000 reads back as 3000, not the 4096 expected.
    void readBackMismatchRollsBack()
    {
        Fixture f;
        QVERIFY(f.init());
        const auto before = treeFiles(f.dir.path());
        Plan p = steeringPlan();
        p.queues[0].rpsFlowCnt = 3000;
        const ApplyReport r = applyPlan(p, *f.writer, f.opt);
        QCOMPARE(r.status, ApplyStatus::RolledBack);
        QVERIFY(r.queueFiles[1].error.contains(QStringLiteral("read back")));
        QCOMPARE(treeFiles(f.dir.path()), before);
        QCOMPARE(f.writer->affinity[600], CpuSet::range(0, 3));
    }

    void validationRefuses_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("queue file the kernel lacks") << 0 << QStringLiteral("rx-1/rps_flow_cnt");
        QTest::newRow("no NAPI thread (threaded NAPI off)") << 1 << QStringLiteral("threaded");
        QTest::newRow("no netlink") << 2 << QStringLiteral("netlink");
        QTest::newRow("thread_cpus against napi_cpus") << 3 << QStringLiteral("places it");
        QTest::newRow("a user process named napi/") << 4 << QStringLiteral("not a napi/");
        QTest::newRow("offline CPU") << 5 << QStringLiteral("not online");
        QTest::newRow("bad interface name") << 6 << QStringLiteral("not a valid interface");
    }
    void validationRefuses()
    {
        QFETCH(int, kind);
        QFETCH(QString, expected);
        Fixture f;
        QVERIFY(f.init());
        Plan p = steeringPlan();
        switch (kind) {
        case 0:
            QVERIFY(QFile::remove(f.dir.path() +
                                  QStringLiteral("/sys/class/net/eth0/queues/rx-1/rps_flow_cnt")));
            p.queues.push_back(p.queues[0]);
            p.queues.back().index = 1;
            p.queues.back().napiCpus.reset();
            break;
        case 1:
            p.queues[0].index = 1;
            break;
        case 2:
            f.writer->netdev.reset();
            break;
        case 3:
            f.writer->netdev->napis[0].irq = 25; // NAPI 8193 serves IRQ 25
            p.assignments[0].threads = ThreadPlacement::Cpus;
            p.assignments[0].threadCpus = CpuSet{2};
            break;
        case 4:
            f.writer->netdev->napis[0].pid = 700; // "napi/eth0-8194", no PF_KTHREAD
            break;
        case 5:
            p.queues[1].xpsCpus = CpuSet{7};
            break;
        case 6:
            p.queues[1].interface = "../eth0";
            break;
        }
        const auto before = treeFiles(f.dir.path());
        const ApplyReport r = applyPlan(p, *f.writer, f.opt);
        QCOMPARE(r.status, ApplyStatus::PlanDoesNotFit);
        QVERIFY2(r.errors.join(QLatin1Char('\n')).contains(expected),
                 qPrintable(r.errors.join(QLatin1Char('\n'))));
        QCOMPARE(treeFiles(f.dir.path()), before);
        QCOMPARE(f.writer->threadWrites, 0);
    }

    // napi_cpus wins over an IRQ the thread follows; Keep moves no thread.
    void explicitNapiWinsOverFollow()
    {
        Fixture f;
        QVERIFY(f.init());
        f.writer->netdev->napis[0].irq = 25;
        const ApplyReport r = applyPlan(steeringPlan(), *f.writer, f.opt);
        QCOMPARE(r.status, ApplyStatus::Applied);
        QCOMPARE(f.writer->affinity[600], CpuSet{3});
        QCOMPARE(f.writer->affinity[500], CpuSet{1});

        Fixture g;
        QVERIFY(g.init());
        Plan p = steeringPlan();
        p.assignments[0].threads = ThreadPlacement::Keep;
        p.queues[0].napiCpus.reset();
        const ApplyReport k = applyPlan(p, *g.writer, g.opt);
        QCOMPARE(k.status, ApplyStatus::Applied);
        QVERIFY(k.threads.empty());
        QCOMPARE(g.writer->threadWrites, 0);
    }

    void dryRunWritesNothing()
    {
        Fixture f;
        QVERIFY(f.init());
        const auto before = treeFiles(f.dir.path());
        f.opt.dryRun = true;
        const ApplyReport r = applyPlan(steeringPlan(), *f.writer, f.opt);
        QCOMPARE(r.status, ApplyStatus::DryRun);
        QCOMPARE(r.queueFiles.size(), std::size_t(4));
        QCOMPARE(r.threads.size(), std::size_t(2));
        QCOMPARE(treeFiles(f.dir.path()), before);
        QCOMPARE(f.writer->threadWrites, 0);
        QVERIFY(!f.state->exists(f.opt.journalName));
    }

    // A pid that now names another task (a new start time) is left alone by
    // the rollback, and so is one that exited: neither fails it.
    void rollbackLeavesOtherTasksAlone()
    {
        Fixture f;
        QVERIFY(f.init());
        QCOMPARE(applyPlan(steeringPlan(), *f.writer, f.opt).status, ApplyStatus::Applied);
        QVERIFY(addThread(f.dir.path(), 500, "irq/25-virtio0", true, 9999));
        QVERIFY(QFile::remove(f.dir.path() + QStringLiteral("/proc/600/stat")));
        const ApplyReport back = rollbackJournalFile(*f.state, f.opt.journalName, *f.writer);
        QCOMPARE(back.status, ApplyStatus::Reverted);
        QCOMPARE(f.writer->affinity[500], CpuSet{1});
        QCOMPARE(f.writer->affinity[600], CpuSet{3});
        QCOMPARE(back.threads.size(), std::size_t(2));
        for (const ThreadOutcome &t : back.threads) {
            QVERIFY(t.gone);
            QVERIFY(!t.restored);
        }
        QVERIFY(back.threads[0].error.contains(QStringLiteral("gone")));
        QVERIFY(back.threads[1].error.contains(QStringLiteral("no longer")));
        QCOMPARE(f.file("rx-0/rps_cpus"), QByteArray("00000000\n"));
    }

    // A queue removed since the apply (its device went) has nothing to
    // restore: reported gone, not a failed rollback.
    void rollbackAfterQueueRemoved()
    {
        Fixture f;
        QVERIFY(f.init());
        QCOMPARE(applyPlan(steeringPlan(), *f.writer, f.opt).status, ApplyStatus::Applied);
        QVERIFY(QDir(f.dir.path() + QStringLiteral("/sys/class/net/eth0/queues/tx-0"))
                    .removeRecursively());
        const ApplyReport back = rollbackJournalFile(*f.state, f.opt.journalName, *f.writer);
        QCOMPARE(back.status, ApplyStatus::Reverted);
        int gone = 0;
        for (const QueueFileOutcome &q : back.queueFiles)
            gone += q.gone ? 1 : 0;
        QCOMPARE(gone, 2);
        QCOMPARE(f.file("rx-0/rps_cpus"), QByteArray("00000000\n"));
        QCOMPARE(summaryOf(reportJsonLines(back)).value(QStringLiteral("steering_failed")).toInt(),
                 0);
    }

    // A thread replaced between validation and its write is skipped, named,
    // and not journaled as touched; everything else goes in.
    void threadReplacedBeforeWriteIsSkipped()
    {
        Fixture f;
        QVERIFY(f.init());
        f.writer->replacedPid = 600;
        const ApplyReport r = applyPlan(steeringPlan(), *f.writer, f.opt);
        QCOMPARE(r.status, ApplyStatus::Applied);
        QCOMPARE(r.threads[1].pid, 600);
        QVERIFY(!r.threads[1].written);
        QVERIFY(r.threads[1].gone);
        QVERIFY(r.threads[1].error.contains(QStringLiteral("no longer")));
        QCOMPARE(f.writer->affinity[600], CpuSet::range(0, 3));
        QCOMPARE(f.writer->affinity[500], CpuSet{1});
        QCOMPARE(f.file("rx-0/rps_cpus"), QByteArray("0000000f\n"));
        auto j = loadJournal(*f.state, f.opt.journalName);
        QVERIFY(j.ok());
        QVERIFY(!j->threads[1].touched());
        const ApplyReport back = rollbackJournalFile(*f.state, f.opt.journalName, *f.writer);
        QCOMPARE(back.status, ApplyStatus::Reverted);
        QCOMPARE(back.threads.size(), std::size_t(1)); // the untouched one is left out
        QCOMPARE(f.writer->affinity[500], CpuSet::range(0, 3));
    }

    void journalRoundTrip()
    {
        Journal j;
        j.state = Journal::State::AwaitingConfirm;
        j.entries.push_back({25, "0-3\n", "1\n", JournalEntry::State::Written});
        j.threads.push_back({600, 18446744073709551000ULL, "napi/eth0-8193", "0-3", "3",
                             JournalEntry::State::Written});
        j.queueFiles.push_back({"eth0", "rx-0", "rps_cpus", "00000000,00000000\n", "0000000f\n",
                                JournalEntry::State::Writing});
        j.queueFiles.push_back(
            {"eth0", "rx-0", "rps_flow_cnt", "0\n", "4096\n", JournalEntry::State::Pending});
        auto back = parseJournal(writeJournalJson(j), QStringLiteral("j"));
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.errorString()));
        QCOMPARE(back->threads.size(), std::size_t(1));
        QCOMPARE(back->threads[0].startTime, 18446744073709551000ULL);
        QCOMPARE(back->threads[0].comm, std::string("napi/eth0-8193"));
        QCOMPARE(back->queueFiles.size(), std::size_t(2));
        QCOMPARE(back->queueFiles[0].previous, std::string("00000000,00000000\n"));
        QVERIFY(back->queueFiles[0].touched());
        QVERIFY(!back->queueFiles[1].touched());
    }

    // The fuzz seed of a journal with both arrays is a valid journal.
    void fuzzSeedParses()
    {
        QFile f(QStringLiteral(IRQATLAS_TEST_DATA "/../fuzz/corpus/journal/steering"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto j = parseJournal(f.readAll(), f.fileName());
        QVERIFY2(j.ok(), j.ok() ? "" : qPrintable(j.errorString()));
        QCOMPARE(j->threads.size(), std::size_t(2));
        QCOMPARE(j->queueFiles.size(), std::size_t(3));
    }

    // A journal written before queue steering has neither array.
    void oldJournalLoads()
    {
        const QByteArray old = R"({"format": "irqatlas-journal", "version": 1,
            "state": "awaiting-confirm", "created": "2026-11-30T10:00:00Z",
            "updated": "2026-11-30T10:00:00Z",
            "entries": [{"irq": 25, "previous": "0-3\n", "requested": "1\n", "state": "written"}]})";
        auto j = parseJournal(old, QStringLiteral("old.json"));
        QVERIFY2(j.ok(), j.ok() ? "" : qPrintable(j.errorString()));
        QCOMPARE(j->entries.size(), std::size_t(1));
        QVERIFY(j->threads.empty());
        QVERIFY(j->queueFiles.empty());
    }

    void hostileJournalRefused_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QString>("expected");
        const QByteArray t = R"("threads": [{"pid": %1, "start_time": "5", "comm": "%2",
            "previous": "%3", "requested": "1", "state": "written"}])";
        QTest::newRow("pid 0")
            << QByteArray(t).replace("%1", "0").replace("%2", "napi/eth0-1").replace("%3", "0-3")
            << QStringLiteral("pid");
        QTest::newRow("pid past the limit") << QByteArray(t)
                                                   .replace("%1", "99999999")
                                                   .replace("%2", "napi/eth0-1")
                                                   .replace("%3", "0-3")
                                            << QStringLiteral("pid");
        QTest::newRow("a user's comm")
            << QByteArray(t).replace("%1", "5").replace("%2", "bash").replace("%3", "0-3")
            << QStringLiteral("comm");
        QTest::newRow("not a CPU list")
            << QByteArray(t).replace("%1", "5").replace("%2", "irq/5-x").replace("%3", "0-x")
            << QStringLiteral("previous");
        const QByteArray q = R"("queue_files": [{"interface": "%1", "queue": "%2", "file": "%3",
            "previous": "%4", "requested": "0\n", "state": "written"}])";
        auto qf = [&](const char *i, const char *qu, const char *fi, const char *prev) {
            return QByteArray(q).replace("%1", i).replace("%2", qu).replace("%3", fi).replace("%4",
                                                                                              prev);
        };
        QTest::newRow("interface ..")
            << qf("..", "rx-0", "rps_cpus", "0") << QStringLiteral("valid");
        QTest::newRow("interface with a slash")
            << qf("a/b", "rx-0", "rps_cpus", "0") << QStringLiteral("valid");
        QTest::newRow("queue rx-01")
            << qf("eth0", "rx-01", "rps_cpus", "0") << QStringLiteral("valid");
        QTest::newRow("another file") << qf("eth0", "rx-0", "mtu", "0") << QStringLiteral("valid");
        QTest::newRow("not a mask") << qf("eth0", "rx-0", "rps_cpus", "zz") << QString();
        QTest::newRow("not a count")
            << qf("eth0", "rx-0", "rps_flow_cnt", "-1") << QStringLiteral("count");
    }
    void hostileJournalRefused()
    {
        QFETCH(QByteArray, extra);
        QFETCH(QString, expected);
        const QByteArray bytes = R"({"format": "irqatlas-journal", "version": 1,
            "state": "applied", "created": "", "updated": "", "entries": [], )" +
                                 extra + "}";
        auto j = parseJournal(bytes, QStringLiteral("hostile.json"));
        QVERIFY(!j.ok());
        QVERIFY2(j.errorString().contains(expected), qPrintable(j.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestQueueApply)
#include "tst_queueapply.moc"
