// The plan script (export --format sh, and the remote apply path without the
// helper) at the size of a big machine: 1000 IRQs applied and rolled back
// byte-exact, a write failing mid-batch, key resolution for the whole plan
// at once, and a process count that does not grow with the plan. Every case
// runs under the system sh (dash on Debian) and under busybox sh when it is
// installed.

#include "applyclient/scriptreport.h"
#include "applytree.h"
#include "faketree.h"
#include "model/planfile.h"
#include "plan/planexport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

struct Run
{
    int code = -1;
    QByteArray out, err;
};

Run run(const QStringList &command)
{
    QProcess p;
    p.start(command.first(), command.mid(1));
    Run r;
    if (!p.waitForStarted())
        return r;
    p.closeWriteChannel();
    if (!p.waitForFinished(300000))
        return r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// The replaced values vary, so a rollback that restored the wrong line or
// lost a comma would show.
const char *const kPrevious[] = {"0-3\n", "1-2\n", "0,2\n", "3\n", "0-1,3\n"};

// IRQ i moves to CPU i % 4, every third one to 1-3.
bool makeBigTree(const QString &root, int n, Plan &plan)
{
    return makeNamedIrqTree(
        root, n, [](int i) { return QByteArray(kPrevious[i % 5]); },
        [](int i) { return i % 3 ? std::to_string(i % 4) : std::string("1-3"); }, plan);
}

QString writeScript(const QString &dir, const Plan &plan)
{
    auto s = planShellScript(plan, false);
    const QString path = dir + QStringLiteral("/plan.sh");
    return s.ok() && writeTreeFile(path, *s) ? path : QString();
}

int countLines(const QByteArray &text, const QByteArray &prefix)
{
    int n = 0;
    for (const QByteArray &l : text.split('\n'))
        n += l.startsWith(prefix) ? 1 : 0;
    return n;
}

constexpr unsigned kKthread = 2129984;  // has PF_KTHREAD (0x00200000)
constexpr unsigned kUserTask = 4194560; // has not

// A /proc/PID/stat line with the fields the script reads: flags (9) and
// the start time (22).
QByteArray threadStat(int pid, const char *comm, unsigned flags, int start)
{
    return QByteArray::number(pid) + " (" + comm + ") S 2 0 0 0 -1 " + QByteArray::number(flags) +
           " 0 0 0 0 0 0 0 0 20 0 1 0 " + QByteArray::number(start) + " 0 0\n";
}

QByteArray threadStatus(const QByteArray &cpus)
{
    return "State:\tS (sleeping)\nCpus_allowed_list:\t" + cpus + "\nMems_allowed_list:\t0\n";
}

// Three IRQs (makeBigTree), IRQ 1's threaded handler (pid 100, a kernel
// thread) moved to 2-3, IRQ 2's kept; a user process named like a handler
// (pid 101); eth0 with rx-0 and tx-0 and all four steering files; and a
// taskset that logs its calls and sets the thread's Cpus_allowed_list, to
// `forced` the first time when given (a kernel that kept other CPUs).
struct SteerTree
{
    QTemporaryDir dir;
    QString root, script, log;
    Plan plan;

    bool make(const QByteArray &forced = {})
    {
        root = dir.filePath(QStringLiteral("t"));
        log = dir.filePath(QStringLiteral("taskset.log"));
        if (!makeBigTree(root, 3, plan))
            return false;
        plan.assignments[1].threads = ThreadPlacement::Cpus;
        plan.assignments[1].threadCpus = CpuSet{2, 3};
        plan.assignments[2].threads = ThreadPlacement::Keep;
        PlanQueue rx0;
        rx0.interface = "eth0";
        rx0.rpsCpus = CpuSet{0, 1, 2, 3};
        rx0.rpsFlowCnt = 4096;
        rx0.napiCpus = CpuSet{3}; // not a file: the script leaves NAPI threads
        PlanQueue tx0;
        tx0.interface = "eth0";
        tx0.rx = false;
        tx0.xpsCpus = CpuSet{33};
        tx0.xpsRxqs = CpuSet{};
        plan.queues = {rx0, tx0};
        const QString q = root + QStringLiteral("/sys/class/net/eth0/queues/");
        const QString taskset = dir.filePath(QStringLiteral("taskset"));
        const QByteArray l = QFile::encodeName(log), r = QFile::encodeName(root);
        const bool ok =
            writeTreeFile(q + QStringLiteral("rx-0/rps_cpus"), "00000000\n") &&
            writeTreeFile(q + QStringLiteral("rx-0/rps_flow_cnt"), "0\n") &&
            writeTreeFile(q + QStringLiteral("tx-0/xps_cpus"), "00000001\n") &&
            writeTreeFile(q + QStringLiteral("tx-0/xps_rxqs"), "00000003,00000000\n") &&
            writeTreeFile(root + QStringLiteral("/proc/100/stat"),
                          threadStat(100, "irq/1-dev1", kKthread, 4242)) &&
            writeTreeFile(root + QStringLiteral("/proc/100/status"), threadStatus("0-3")) &&
            writeTreeFile(root + QStringLiteral("/proc/101/stat"),
                          threadStat(101, "irq/1-fake) x", kUserTask, 4243)) &&
            writeTreeFile(root + QStringLiteral("/proc/101/status"), threadStatus("0-3")) &&
            writeTreeFile(root + QStringLiteral("/proc/102/stat"),
                          threadStat(102, "irq/2-dev2", kKthread, 4244)) &&
            writeTreeFile(root + QStringLiteral("/proc/102/status"), threadStatus("0-3")) &&
            writeTreeFile(
                taskset,
                "#!/bin/sh\nl=$3\n" +
                    (forced.isEmpty() ? QByteArray() : "[ -e '" + l + "' ] || l=" + forced + "\n") +
                    "printf '%s\\n' \"$*\" >>'" + l +
                    "'\nprintf 'State:\\tS (sleeping)\\nCpus_allowed_list:\\t%"
                    "s\\nMems_allowed_list:\\t0\\n' \"$l\" >'" +
                    r + "/proc/'\"$4\"/status\n") &&
            QFile::setPermissions(taskset, QFile::ReadOwner | QFile::ExeOwner);
        script = writeScript(dir.path(), plan);
        qputenv("IRQATLAS_TASKSET", taskset.toUtf8());
        return ok && !script.isEmpty();
    }
    ~SteerTree() { qunsetenv("IRQATLAS_TASKSET"); }

    QByteArray file(const char *rel) const { return treeFile(root, QString::fromLatin1(rel)); }
    QByteArray journal() const { return file("/var/lib/irqatlas/journal.sh"); }
    QByteArray tasksetCalls() const { return fileBytes(log); }
};

} // namespace

class TestPlanScript : public QObject
{
    Q_OBJECT

    QStringList shell() const
    {
        QFETCH(QStringList, sh);
        return sh;
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
            QSKIP("no sh on this machine");
    }

    void init()
    {
        if (QTest::currentDataTag() && shell().isEmpty())
            QSKIP("busybox is not installed");
    }

    void thousandIrqsByteExact_data() { addShells(); }
    void thousandIrqsByteExact()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("t"));
        Plan plan;
        QVERIFY(makeBigTree(root, 1000, plan));
        const auto before = treeFiles(root);
        const QString script = writeScript(dir.path(), plan);
        QVERIFY(!script.isEmpty());

        const Run a = run(shell() + QStringList{script, QStringLiteral("apply"),
                                                QStringLiteral("--records"), root});
        QVERIFY2(a.code == 0, a.err.right(2000).constData());
        QCOMPARE(countLines(a.out, "IRQATLAS-APPLY\tplanned\t"), 1000);
        QCOMPARE(countLines(a.out, "IRQATLAS-APPLY\twritten\t"), 1000);
        QVERIFY(a.out.contains("IRQATLAS-APPLY\tplanned\t4\t0\t0-1,3\n"));
        QVERIFY(a.out.contains("IRQATLAS-APPLY\twritten\t999\t1-3\t0\t1\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/998/smp_affinity_list")),
                 QByteArray("2\n"));
        const QByteArray journal = treeFile(root, QStringLiteral("/var/lib/irqatlas/journal.sh"));
        QCOMPARE(countLines(journal, "writing\t"), 1000);
        QVERIFY(journal.contains("writing\t4\t0-1;3\n"));
        QVERIFY(journal.endsWith("\napplied\n"));
        // No leftover next to the journal (its private directory is gone).
        const auto leftovers = [&] {
            return QDir(root + QStringLiteral("/var/lib/irqatlas"))
                .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
        };
        QCOMPARE(leftovers(), QStringList{QStringLiteral("journal.sh")});

        const Run b = run(shell() + QStringList{script, QStringLiteral("rollback"),
                                                QStringLiteral("--records"), root});
        QVERIFY2(b.code == 0, b.err.right(2000).constData());
        QCOMPARE(countLines(b.out, "IRQATLAS-APPLY\trestored\t"), 1000);
        // Newest first.
        QVERIFY(b.out.indexOf("\trestored\t999\t") < b.out.indexOf("\trestored\t0\t"));
        QVERIFY(b.out.contains("IRQATLAS-APPLY\trestored\t4\t0-1,3\t0-1,3\t0\n"));
        QCOMPARE(treeFiles(root), before);
        QCOMPARE(leftovers(), QStringList{QStringLiteral("journal.sh")});
        QVERIFY(treeFile(root, QStringLiteral("/var/lib/irqatlas/journal.sh"))
                    .endsWith("\napplied\nrolled-back\n"));
    }

    void writeFailsMidBatch_data() { addShells(); }
    void writeFailsMidBatch()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("t"));
        Plan plan;
        QVERIFY(makeBigTree(root, 1000, plan));
        const auto before = treeFiles(root);
        const QString script = writeScript(dir.path(), plan);
        // An immutable file refuses the write as the kernel refuses a managed IRQ.
        const Immutable locked(root + QStringLiteral("/proc/irq/500/smp_affinity_list"));
        if (!locked.on)
            QSKIP("chattr +i does not work here");

        const Run a = run(shell() + QStringList{script, QStringLiteral("--records"), root});
        QVERIFY2(a.code == 6, a.err.right(2000).constData());
        QCOMPARE(countLines(a.out, "IRQATLAS-APPLY\twritten\t"), 500);
        QVERIFY(a.out.contains("IRQATLAS-APPLY\tfailed\t500\t0\t\twriting 0 failed: "));
        QVERIFY(a.err.contains("IRQ 500: writing 0 failed: "));
        // Everything before it restored, newest first; nothing after it touched.
        QCOMPARE(countLines(a.out, "IRQATLAS-APPLY\trestored\t"), 500);
        QVERIFY(a.out.indexOf("\trestored\t499\t") < a.out.indexOf("\trestored\t0\t"));
        QCOMPARE(treeFiles(root), before);
        const QByteArray journal = treeFile(root, QStringLiteral("/var/lib/irqatlas/journal.sh"));
        QCOMPARE(countLines(journal, "writing\t"), 501);
        QVERIFY(journal.endsWith("\nrefused\t500\nrolled-back\n"));
        const Run again = run(shell() + QStringList{script, QStringLiteral("rollback"), root});
        QCOMPARE(again.code, 0);
        QVERIFY(again.err.contains("already rolled back"));
    }

    // The keys of the whole plan are resolved at once: the same answers as
    // one entry at a time, in plan order.
    void keysResolvedTogether_data() { addShells(); }
    void keysResolvedTogether()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("t"));
        Plan plan;
        QVERIFY(makeBigTree(root, 40, plan));
        QByteArray interrupts = treeFile(root, QStringLiteral("/proc/interrupts"));
        interrupts.replace("      dev7\n", "      eth0\n");
        interrupts.replace("      dev8\n", "      eth0\n");
        interrupts.replace("      dev9\n", "      nvme0q1\n");
        interrupts.replace("      dev10\n", "      ahci[0000:00:1f.2]  \n");
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/interrupts"), interrupts));
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/irq/13/smp_affinity_list"), "zz\n"));
        const auto before = treeFiles(root);
        Plan p;
        auto add = [&](int irq, const char *match, const char *cpus) {
            PlanAssignment a;
            a.irq = irq;
            a.match = match;
            a.cpus = *CpuSet::parseList(cpus);
            p.assignments.push_back(a);
        };
        add(33, "eth0", "1");                 // two rows, neither 33
        add(8, "eth0", "1");                  // two rows, one is 8
        add(20, "nvme0q1@0000:01:00.0", "2"); // by name without the PCI address: 9
        add(21, "ahci[0000:00:1f.2]", "3");   // trailing blanks on the row: 10
        add(9, "", "1");                      // 9 again
        add(12, "dev12", "0-5");              // CPUs 4 and 5 are offline
        add(13, "dev13", "1");                // holds no CPU list
        add(14, "no such name", "3");         // falls back to its number
        const QString script = writeScript(dir.path(), p);
        const Run a = run(shell() + QStringList{script, root});
        QCOMPARE(a.code, 4);
        QCOMPARE(countLines(a.err, "irqatlas-plan: assignment "), 4);
        QVERIFY2(
            a.err.contains(
                "assignment 0 (irq 33): ambiguous: 2 interrupts are named eth0 and none is 33\n"),
            a.err.constData());
        QVERIFY(a.err.contains("assignment 4 (irq 9): IRQ 9 already in the plan\n"));
        QVERIFY(a.err.contains("assignment 5 (irq 12): CPU 4 not online (online: 0-3)\n"));
        const QByteArray badFile = QFile::encodeName(root) + "/proc/irq/13/smp_affinity_list";
        QVERIFY(a.err.contains(
            QByteArray("assignment 6 (irq 13): " + badFile + ": unexpected content \"zz\"\n")));
        QVERIFY(a.err.contains("plan refused, nothing written: 4 problem(s)"));
        QCOMPARE(treeFiles(root), before);

        // Without the refused entries it applies where the keys point.
        p.assignments.erase(p.assignments.begin() + 4, p.assignments.begin() + 7);
        p.assignments.erase(p.assignments.begin());
        const Run b = run(shell() + QStringList{writeScript(dir.path(), p), root});
        QVERIFY2(b.code == 0, b.err.constData());
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/8/smp_affinity_list")),
                 QByteArray("1\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/9/smp_affinity_list")),
                 QByteArray("2\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/10/smp_affinity_list")),
                 QByteArray("3\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/14/smp_affinity_list")),
                 QByteArray("3\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/20/smp_affinity_list")), kPrevious[0]);
    }

    // The programs the script starts (awk, sync, tail, ...) are a fixed set:
    // the same for 20 IRQs as for 400, for apply and for rollback.
    void processesDoNotGrowWithThePlan_data() { addShells(); }
    void processesDoNotGrowWithThePlan()
    {
        const QString strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
        if (strace.isEmpty())
            QSKIP("strace is not installed");
        QTemporaryDir dir;
        QList<int> counts;
        for (const int n : {20, 400}) {
            const QString root = dir.filePath(QStringLiteral("t%1").arg(n));
            Plan plan;
            QVERIFY(makeBigTree(root, n, plan));
            const QString script = writeScript(root, plan);
            for (const QString &action : {QStringLiteral("apply"), QStringLiteral("rollback")}) {
                const QString log = root + QStringLiteral("/strace-") + action;
                const Run r =
                    run(QStringList{strace, QStringLiteral("-f"), QStringLiteral("-qq"),
                                    QStringLiteral("--seccomp-bpf"), QStringLiteral("-e"),
                                    QStringLiteral("trace=execve"), QStringLiteral("-o"), log} +
                        shell() + QStringList{script, action, QStringLiteral("--records"), root});
                if (r.code != 0 && r.err.contains("ptrace"))
                    QSKIP("ptrace is not allowed here");
                QVERIFY2(r.code == 0, r.err.right(2000).constData());
                const QByteArray trace = treeFile(log, QString());
                const int execs = int(trace.count(QByteArrayView("execve(")));
                QVERIFY(execs > 1);
                counts << execs;
            }
        }
        QCOMPARE(counts.at(2), counts.at(0)); // apply
        QCOMPARE(counts.at(3), counts.at(1)); // rollback
    }

    // Queue files get sysfs's hex masks, a threaded handler with its own
    // CPUs is moved with taskset when it is a kernel thread; a dry run
    // touches neither; the journal holds all of it and a rollback restores
    // every file byte for byte and every thread's CPUs.
    void queuesAndThreads_data() { addShells(); }
    void queuesAndThreads()
    {
        SteerTree t;
        QVERIFY(t.make());
        const auto before = treeFiles(t.root);

        const Run dry = run(shell() + QStringList{t.script, QStringLiteral("--dry-run"), t.root});
        QVERIFY2(dry.code == 0, dry.err.constData());
        QVERIFY2(dry.out.contains("eth0 tx-0 xps_cpus: 00000001 -> 00000002,00000000 (dry run)"),
                 dry.out.constData());
        QVERIFY(dry.out.contains("IRQ thread 100 (irq/1-dev1): CPUs 0-3 -> 2-3 (dry run)"));
        QVERIFY(!dry.out.contains("irq/1-fake") && !dry.out.contains("irq/2-dev2"));
        QVERIFY(!QFile::exists(t.log));
        QCOMPARE(treeFiles(t.root), before);

        const Run a = run(shell() + QStringList{t.script, QStringLiteral("apply"), t.root});
        QVERIFY2(a.code == 0, a.err.constData());
        QCOMPARE(t.file("/sys/class/net/eth0/queues/rx-0/rps_cpus"), QByteArray("0000000f\n"));
        QCOMPARE(t.file("/sys/class/net/eth0/queues/rx-0/rps_flow_cnt"), QByteArray("4096\n"));
        QCOMPARE(t.file("/sys/class/net/eth0/queues/tx-0/xps_cpus"),
                 QByteArray("00000002,00000000\n"));
        QCOMPARE(t.file("/sys/class/net/eth0/queues/tx-0/xps_rxqs"), QByteArray("00000000\n"));
        QCOMPARE(t.tasksetCalls(), QByteArray("-p -c 2-3 100\n"));
        // Written in the helper's order: IRQs, threads, queue files.
        QCOMPARE(t.journal(), QByteArray("irqatlas-journal-sh\t2\n"
                                         "writing\t0\t0-3\nwriting\t1\t1-2\nwriting\t2\t0;2\n"
                                         "thread\t100\t4242\tirq/1-dev1\t0-3\n"
                                         "queue\teth0\trx-0\trps_cpus\t00000000\n"
                                         "queue\teth0\trx-0\trps_flow_cnt\t0\n"
                                         "queue\teth0\ttx-0\txps_cpus\t00000001\n"
                                         "queue\teth0\ttx-0\txps_rxqs\t00000003;00000000\n"
                                         "applied\n"));

        const Run r = run(shell() + QStringList{t.script, QStringLiteral("rollback"), t.root});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("3 IRQ(s) and 5 thread(s) or queue file(s) restored"),
                 r.err.constData());
        QCOMPARE(treeFiles(t.root), before);
        QCOMPARE(t.tasksetCalls(), QByteArray("-p -c 2-3 100\n-p -c 0-3 100\n"));
        QVERIFY(t.journal().endsWith("\nrolled-back\n"));
    }

    // A queue file the kernel refuses, after the IRQs and the thread went
    // in: everything is restored, newest first, and the tree is as before.
    void steeringWriteFailsRestoresAll_data() { addShells(); }
    void steeringWriteFailsRestoresAll()
    {
        SteerTree t;
        QVERIFY(t.make());
        const auto before = treeFiles(t.root);
        const Immutable locked(t.root + QStringLiteral("/sys/class/net/eth0/queues/tx-0/xps_cpus"));
        if (!locked.on)
            QSKIP("chattr +i does not work here");

        const Run a = run(shell() + QStringList{t.script, QStringLiteral("--records"), t.root});
        QVERIFY2(a.code == 6, a.err.constData());
        QVERIFY(a.err.contains("eth0 tx-0 xps_cpus: writing 00000002,00000000 failed: "));
        QVERIFY(a.out.contains("IRQATLAS-APPLY\tqueue-failed\teth0\ttx-0\txps_cpus\t0\t\t"));
        QCOMPARE(countLines(a.out, "IRQATLAS-APPLY\trestored\t"), 3);
        QCOMPARE(countLines(a.out, "IRQATLAS-APPLY\tthread-restored\t"), 1);
        QCOMPARE(countLines(a.out, "IRQATLAS-APPLY\tqueue-restored\t"), 2);
        QVERIFY(a.out.indexOf("\tqueue-restored\teth0\trx-0\trps_flow_cnt\t") <
                a.out.indexOf("\tthread-restored\t100\t"));
        QVERIFY(a.out.indexOf("\tthread-restored\t100\t") < a.out.indexOf("\trestored\t2\t"));
        QCOMPARE(treeFiles(t.root), before);
        QCOMPARE(t.tasksetCalls(), QByteArray("-p -c 2-3 100\n-p -c 0-3 100\n"));
        QVERIFY(t.journal().endsWith("\nqueue\teth0\ttx-0\txps_cpus\t00000001\n"
                                     "refused-queue\teth0\ttx-0\txps_cpus\nrolled-back\n"));
        QCOMPARE(run(shell() + QStringList{t.script, QStringLiteral("rollback"), t.root}).code, 0);
    }

    // The kernel kept other CPUs for the thread than those asked for: a
    // failed write like any other, and everything goes back.
    void threadReadBackMismatchRestoresAll_data() { addShells(); }
    void threadReadBackMismatchRestoresAll()
    {
        SteerTree t;
        QVERIFY(t.make("3"));
        const auto before = treeFiles(t.root);
        const Run a = run(shell() + QStringList{t.script, t.root});
        QVERIFY2(a.code == 6, a.err.constData());
        QVERIFY2(a.err.contains("IRQ thread 100 (irq/1-dev1): CPUs allowed read back \"3\" after "
                                "moving it to 2-3"),
                 a.err.constData());
        QCOMPARE(treeFiles(t.root), before);
        QVERIFY(t.journal().endsWith("\nthread\t100\t4242\tirq/1-dev1\t0-3\nrolled-back\n"));
    }

    // Between apply and rollback the thread exited, or its pid went to
    // another task, or a queue's interface was removed: each is left alone
    // and said so, none is a failed restore, and the rest goes back.
    void rollbackLeavesOtherTasksAlone_data()
    {
        QTest::addColumn<QStringList>("sh");
        QTest::addColumn<QString>("change");
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        for (const char *change : {"exited", "pid reused", "user process", "interface removed"}) {
            QTest::addRow("sh: %s", change)
                << QStringList{QStandardPaths::findExecutable(QStringLiteral("sh"))}
                << QString::fromLatin1(change);
            QTest::addRow("busybox sh: %s", change)
                << (busybox.isEmpty() ? QStringList{} : QStringList{busybox, QStringLiteral("sh")})
                << QString::fromLatin1(change);
        }
    }
    void rollbackLeavesOtherTasksAlone()
    {
        QFETCH(QString, change);
        SteerTree t;
        QVERIFY(t.make());
        QCOMPARE(run(shell() + QStringList{t.script, t.root}).code, 0);
        const QString stat = t.root + QStringLiteral("/proc/100/stat");
        if (change == QLatin1String("exited"))
            QVERIFY(QDir(t.root + QStringLiteral("/proc/100")).removeRecursively());
        else if (change == QLatin1String("pid reused"))
            QVERIFY(writeTreeFile(stat, threadStat(100, "irq/1-dev1", kKthread, 5000)));
        else if (change == QLatin1String("user process"))
            QVERIFY(writeTreeFile(stat, threadStat(100, "irq/1-dev1", kUserTask, 4242)));
        else
            QVERIFY(QDir(t.root + QStringLiteral("/sys/class/net/eth0")).removeRecursively());

        const Run r = run(shell() + QStringList{t.script, QStringLiteral("rollback"),
                                                QStringLiteral("--records"), t.root});
        QVERIFY2(r.code == 0, r.err.constData());
        if (change == QLatin1String("interface removed")) {
            QCOMPARE(countLines(r.out, "IRQATLAS-APPLY\tqueue-gone\teth0\t"), 4);
            QCOMPARE(t.tasksetCalls(), QByteArray("-p -c 2-3 100\n-p -c 0-3 100\n"));
        } else {
            QVERIFY2(r.err.contains("IRQ thread 100 (irq/1-dev1): gone, nothing to restore"),
                     r.err.constData());
            QVERIFY(r.out.contains("IRQATLAS-APPLY\tthread-gone\t100\tirq/1-dev1\n"));
            QCOMPARE(t.tasksetCalls(), QByteArray("-p -c 2-3 100\n"));
            QCOMPARE(countLines(r.out, "IRQATLAS-APPLY\tqueue-restored\t"), 4);
        }
        QCOMPARE(countLines(r.out, "IRQATLAS-APPLY\trestored\t"), 3);
        QVERIFY(t.journal().endsWith("\nrolled-back\n"));
    }

    // "revert" instead of a confirmation: the automatic rollback restores
    // the threads and queue files too.
    void revertRestoresSteering_data() { addShells(); }
    void revertRestoresSteering()
    {
        SteerTree t;
        QVERIFY(t.make());
        const auto before = treeFiles(t.root);
        const ProgramRun r =
            runWithInput(shell().constFirst(),
                         shell().mid(1) + QStringList{t.script, QStringLiteral("--confirm-timeout"),
                                                      QStringLiteral("600"), t.root},
                         "revert\n");
        QVERIFY2(r.code == 8, r.err.constData());
        QCOMPARE(treeFiles(t.root), before);
        QCOMPARE(t.tasksetCalls(), QByteArray("-p -c 2-3 100\n-p -c 0-3 100\n"));
    }

    // The records of an apply through the script read as the helper's JSON
    // lines, steering included (the remote apply without the helper).
    void recordsReadLikeTheHelper()
    {
        SteerTree t;
        QVERIFY(t.make());
        const Run a = run({QStringLiteral("sh"), t.script, QStringLiteral("--records"), t.root});
        QCOMPARE(a.code, 0);
        ScriptReport report(false, false);
        QByteArray json;
        for (const QByteArray &line : a.out.split('\n'))
            json += report.addLine(line);
        json += report.finish(a.code);
        QList<QJsonObject> threads, files;
        QJsonObject summary;
        for (const QByteArray &line : json.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.contains(QStringLiteral("thread")))
                threads << o.value(QStringLiteral("thread")).toObject();
            else if (o.contains(QStringLiteral("queue_file")))
                files << o.value(QStringLiteral("queue_file")).toObject();
            else if (o.contains(QStringLiteral("summary")))
                summary = o.value(QStringLiteral("summary")).toObject();
        }
        QCOMPARE(threads.size(), 1);
        QCOMPARE(threads[0].value(QStringLiteral("pid")).toInt(), 100);
        QCOMPARE(threads[0].value(QStringLiteral("comm")).toString(), QStringLiteral("irq/1-dev1"));
        QCOMPARE(threads[0].value(QStringLiteral("previous")).toString(), QStringLiteral("0-3"));
        QCOMPARE(threads[0].value(QStringLiteral("cpus_allowed_list")).toString(),
                 QStringLiteral("2-3"));
        QVERIFY(threads[0].value(QStringLiteral("written")).toBool());
        QCOMPARE(files.size(), 4);
        QCOMPARE(files[2].value(QStringLiteral("file")).toString(), QStringLiteral("xps_cpus"));
        QCOMPARE(files[2].value(QStringLiteral("previous")).toString(), QStringLiteral("00000001"));
        QCOMPARE(files[2].value(QStringLiteral("read_back")).toString(),
                 QStringLiteral("00000002,00000000"));
        QCOMPARE(summary.value(QStringLiteral("result")).toString(), QStringLiteral("applied"));
        QCOMPARE(summary.value(QStringLiteral("threads_written")).toInt(), 1);
        QCOMPARE(summary.value(QStringLiteral("queue_files_written")).toInt(), 4);
        QCOMPARE(summary.value(QStringLiteral("steering_failed")).toInt(), 0);

        // Reverted instead of confirmed: the rollback's lines list what it restored.
        SteerTree again;
        QVERIFY(again.make());
        const ProgramRun rv =
            runWithInput(QStringLiteral("sh"),
                         {again.script, QStringLiteral("--records"),
                          QStringLiteral("--confirm-timeout"), QStringLiteral("600"), again.root},
                         "revert\n");
        QCOMPARE(rv.code, 8);
        ScriptReport reverted(false, false);
        QByteArray lines;
        for (const QByteArray &line : rv.out.split('\n'))
            lines += reverted.addLine(line);
        lines += reverted.finish(rv.code);
        QByteArray last;
        for (const QByteArray &line : lines.split('\n'))
            if (line.startsWith("{\"summary\""))
                last = line;
        const QJsonObject rs =
            QJsonDocument::fromJson(last).object().value(QStringLiteral("summary")).toObject();
        QCOMPARE(rs.value(QStringLiteral("result")).toString(), QStringLiteral("reverted"));
        QCOMPARE(rs.value(QStringLiteral("threads_restored")).toInt(), 1);
        QCOMPARE(rs.value(QStringLiteral("queue_files_restored")).toInt(), 4);
        QCOMPARE(rs.value(QStringLiteral("steering_failed")).toInt(), 0);
    }

    // A queue the machine lacks, or a queue file whose value could not be
    // restored, refuses the plan before any write.
    void queueProblemsRefuseThePlan_data() { addShells(); }
    void queueProblemsRefuseThePlan()
    {
        SteerTree t;
        QVERIFY(t.make());
        PlanQueue tx9;
        tx9.interface = "eth0";
        tx9.rx = false;
        tx9.index = 9;
        tx9.xpsCpus = CpuSet{1};
        t.plan.queues = {tx9};
        QVERIFY(QDir().mkpath(t.dir.filePath(QStringLiteral("bad"))));
        const QString bad = writeScript(t.dir.filePath(QStringLiteral("bad")), t.plan);
        const Run r = run(shell() + QStringList{bad, QStringLiteral("--dry-run"), t.root});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("eth0 tx-9 xps_cpus: ") && r.err.contains("no such queue file"),
                 r.err.constData());

        // Empty, as a single-queue device's xps files read: nothing to restore.
        QVERIFY(
            writeTreeFile(t.root + QStringLiteral("/sys/class/net/eth0/queues/tx-0/xps_rxqs"), ""));
        const auto before = treeFiles(t.root);
        const Run e = run(shell() + QStringList{t.script, t.root});
        QCOMPARE(e.code, 4);
        QVERIFY2(e.err.contains("eth0 tx-0 xps_rxqs: ") && e.err.contains("unexpected content"),
                 e.err.constData());
        QCOMPARE(treeFiles(t.root), before);
        QVERIFY(!QFile::exists(t.log));
    }

    // POSIX sh only: Debian's checkbashisms finds nothing in the script.
    void noBashisms()
    {
        const QString checker = QStandardPaths::findExecutable(QStringLiteral("checkbashisms"));
        if (checker.isEmpty())
            QSKIP("checkbashisms (devscripts) is not installed");
        QTemporaryDir dir;
        Plan plan;
        QVERIFY(makeBigTree(dir.filePath(QStringLiteral("t")), 3, plan));
        const Run r = run({checker, QStringLiteral("--force"), QStringLiteral("--posix"),
                           QStringLiteral("--extra"), writeScript(dir.path(), plan)});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    }

private:
    void addShells()
    {
        QTest::addColumn<QStringList>("sh");
        QTest::newRow("sh") << QStringList{QStandardPaths::findExecutable(QStringLiteral("sh"))};
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        QTest::newRow("busybox sh")
            << (busybox.isEmpty() ? QStringList{} : QStringList{busybox, QStringLiteral("sh")});
    }
};

QTEST_GUILESS_MAIN(TestPlanScript)
#include "tst_planscript.moc"
