// The plan script (export --format sh, and the remote apply path without the
// helper) at the size of a big machine: 1000 IRQs applied and rolled back
// byte-exact, a write failing mid-batch, key resolution for the whole plan
// at once, and a process count that does not grow with the plan. Every case
// runs under the system sh (dash on Debian) and under busybox sh when it is
// installed.

#include "applytree.h"
#include "model/planfile.h"
#include "plan/planexport.h"

#include <QFile>
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

    // POSIX sh only: Debian's checkbashisms finds nothing in the script.
    // Queue files get sysfs's hex masks, a threaded handler with its own
    // CPUs is moved with taskset when it is a kernel thread, and neither is
    // touched by a dry run.
    void queuesAndThreads_data() { addShells(); }
    void queuesAndThreads()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("t"));
        Plan plan;
        QVERIFY(makeBigTree(root, 3, plan));
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
        QVERIFY(writeTreeFile(q + QStringLiteral("rx-0/rps_cpus"), "00000000\n"));
        QVERIFY(writeTreeFile(q + QStringLiteral("rx-0/rps_flow_cnt"), "0\n"));
        QVERIFY(writeTreeFile(q + QStringLiteral("tx-0/xps_cpus"), "00000001\n"));
        // Unreadable as a single-queue device's xps files are: no previous value.
        QVERIFY(writeTreeFile(q + QStringLiteral("tx-0/xps_rxqs"), ""));
        // 2129984 has PF_KTHREAD (0x00200000); 4194560 does not: a user
        // process that calls itself irq/1-fake is left alone.
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/100/stat"),
                              "100 (irq/1-dev1) S 2 0 0 0 -1 2129984 0 0 0 0 0 0\n"));
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/101/stat"),
                              "101 (irq/1-fake) x) S 1 0 0 0 -1 4194560 0 0 0 0 0 0\n"));
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/102/stat"),
                              "102 (irq/2-dev2) S 2 0 0 0 -1 2129984 0 0 0 0 0 0\n"));
        const QString log = dir.filePath(QStringLiteral("taskset.log"));
        const QString taskset = dir.filePath(QStringLiteral("taskset"));
        QVERIFY(
            writeTreeFile(taskset, "#!/bin/sh\nprintf '%s\\n' \"$*\" >>'" + log.toUtf8() + "'\n"));
        QVERIFY(QFile::setPermissions(taskset, QFile::ReadOwner | QFile::ExeOwner));
        const QString script = writeScript(dir.path(), plan);
        QVERIFY(!script.isEmpty());
        qputenv("IRQATLAS_TASKSET", taskset.toUtf8());

        const Run dry = run(shell() + QStringList{script, QStringLiteral("--dry-run"), root});
        QVERIFY2(dry.code == 0, dry.err.constData());
        QVERIFY2(dry.out.contains("eth0 tx-0 xps_cpus: 00000001 -> 00000002,00000000 (dry run)"),
                 dry.out.constData());
        QVERIFY(dry.out.contains("IRQ 1: threaded handlers -> CPUs 2-3 (dry run)"));
        QVERIFY2(dry.out.contains("eth0 tx-0 xps_rxqs: ? -> 00000000 (dry run)"),
                 dry.out.constData());
        QVERIFY(!QFile::exists(log));
        QCOMPARE(treeFile(root, QStringLiteral("/sys/class/net/eth0/queues/rx-0/rps_cpus")),
                 QByteArray("00000000\n"));

        const Run a = run(shell() + QStringList{script, QStringLiteral("apply"), root});
        qunsetenv("IRQATLAS_TASKSET");
        QVERIFY2(a.code == 0, a.err.constData());
        QCOMPARE(treeFile(root, QStringLiteral("/sys/class/net/eth0/queues/rx-0/rps_cpus")),
                 QByteArray("0000000f\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/sys/class/net/eth0/queues/rx-0/rps_flow_cnt")),
                 QByteArray("4096\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/sys/class/net/eth0/queues/tx-0/xps_cpus")),
                 QByteArray("00000002,00000000\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/sys/class/net/eth0/queues/tx-0/xps_rxqs")),
                 QByteArray("00000000\n"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("-p -c 2-3 100\n"));

        // A queue the machine lacks refuses the plan before any write.
        PlanQueue tx9 = tx0;
        tx9.index = 9;
        plan.queues = {tx9};
        const QString bad = writeScript(dir.path(), plan);
        const Run r = run(shell() + QStringList{bad, QStringLiteral("--dry-run"), root});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("eth0 tx-9 xps_cpus: ") && r.err.contains("no such queue file"),
                 r.err.constData());
    }

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
