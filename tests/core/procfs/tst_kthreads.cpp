// Kernel threads of interrupt work (procfs/kthreads.h): names classified,
// /proc/PID/stat read at its last ')', only PF_KTHREAD tasks counted, bad
// files refused with their name; and this machine's own threads read live.
#include "applytree.h"
#include "faketree.h"
#include "procfs/hostsource.h"
#include "procfs/kthreads.h"
#include "treefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// A stat line of a kernel thread (flags 0x208040), as Linux 6.1 prints it.
QByteArray statLine(int pid, const QByteArray &comm, unsigned long flags, int cpu, int rt,
                    int policy, int utime = 150, int stime = 50)
{
    return QByteArray::number(pid) + " (" + comm + ") S 2 0 0 0 -1 " +
           QByteArray::number(qulonglong(flags)) + " 0 0 0 0 " + QByteArray::number(utime) + " " +
           QByteArray::number(stime) +
           " 0 0 -51 0 1 0 17 0 0 18446744073709551615 0 0 0 0 0 0 0 2147483647 0 0 0 0 17 " +
           QByteArray::number(cpu) + " " + QByteArray::number(rt) + " " +
           QByteArray::number(policy) + " 0 0 0 0 0 0 0 0 0 0 0\n";
}

bool addTask(const QString &root, int pid, const QByteArray &comm, unsigned long flags, int cpu,
             int rt, int policy, const QByteArray &allowed)
{
    const QString dir = root + QStringLiteral("/proc/%1").arg(pid);
    return writeTreeFile(dir + QStringLiteral("/comm"), comm + "\n") &&
           writeTreeFile(dir + QStringLiteral("/stat"),
                         statLine(pid, comm, flags, cpu, rt, policy)) &&
           writeTreeFile(dir + QStringLiteral("/status"),
                         "Name:\t" + comm + "\nCpus_allowed:\tf\nCpus_allowed_list:\t" + allowed +
                             "\n");
}

constexpr unsigned long kKthread = 0x208040;

} // namespace

class TestKThreads : public QObject
{
    Q_OBJECT
private slots:
    void names_data()
    {
        QTest::addColumn<QString>("comm");
        QTest::addColumn<QString>("kind"); // empty: not ours
        QTest::addColumn<QString>("serves");
        QTest::newRow("irq") << "irq/41-eth0-TxRx"
                             << "irq"
                             << "41 eth0-TxRx";
        QTest::newRow("irq cut") << "irq/120-xhci_hc"
                                 << "irq"
                                 << "120 xhci_hc";
        QTest::newRow("irq acpi") << "irq/24-ACPI:Ged"
                                  << "irq"
                                  << "24 ACPI:Ged";
        QTest::newRow("irq no number") << "irq/x-foo"
                                       << ""
                                       << "";
        QTest::newRow("napi") << "napi/eth0-8193"
                              << "napi"
                              << "eth0 8193";
        QTest::newRow("napi dash in name") << "napi/br-lan-819"
                                           << "napi"
                                           << "br-lan 819";
        QTest::newRow("napi cut") << "napi/enp59s0f0n"
                                  << "napi"
                                  << "enp59s0f0n -";
        QTest::newRow("ksoftirqd") << "ksoftirqd/17"
                                   << "softirq"
                                   << "17";
        QTest::newRow("ksoftirqd huge") << "ksoftirqd/99999999"
                                        << ""
                                        << "";
        QTest::newRow("kworker") << "kworker/0:1"
                                 << ""
                                 << "";
    }

    void names()
    {
        QFETCH(QString, comm);
        QFETCH(QString, kind);
        QFETCH(QString, serves);
        const QByteArray c = comm.toUtf8();
        const auto t = classifyThreadName(std::string_view(c.constData(), std::size_t(c.size())));
        QCOMPARE(bool(t), !kind.isEmpty());
        if (!t)
            return;
        QCOMPARE(QString::fromLatin1(threadKindName(t->kind)), kind);
        QString got;
        if (t->kind == KThreadKind::Irq)
            got = QString::fromStdString(t->irq + " " + t->action);
        else if (t->kind == KThreadKind::Napi)
            got = QString::fromStdString(t->interface) + QLatin1Char(' ') +
                  (t->napiId ? QString::number(*t->napiId) : QStringLiteral("-"));
        else
            got = QString::number(t->softirqCpu);
        QCOMPARE(got, serves);
    }

    // The command may hold blanks and parentheses: fields start after the last ')'.
    void statWithParentheses()
    {
        const QByteArray line = statLine(77, "a) (b) c", kKthread, 3, 50, 1);
        auto st = parseThreadStat(std::string_view(line.constData(), std::size_t(line.size())),
                                  QStringLiteral("/proc/77/stat"));
        QVERIFY2(st.ok(), qPrintable(st.ok() ? QString() : st.errorString()));
        QCOMPARE(st->comm, std::string("a) (b) c"));
        QCOMPARE(st->processor, 3);
        QCOMPARE(st->rtPriority, 50u);
        QCOMPARE(st->policy, 1u);
        QCOMPARE(st->utime, std::uint64_t(150));
    }

    void statRefusals_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("no comm") << QByteArray("77 S 2 0\n");
        QTest::newRow("short") << QByteArray("77 (x) S 2 0 0 0 -1 2097152 0 0\n");
        QByteArray badCpu = statLine(77, "x", kKthread, 3, 0, 0);
        badCpu.replace(" 17 3 0 0 ", " 17 99999 0 0 ");
        QTest::newRow("cpu past the cap") << badCpu;
        QByteArray notNumber = statLine(77, "x", kKthread, 3, 0, 0);
        notNumber.replace(" 150 50 ", " 1x0 50 ");
        QTest::newRow("time not a number") << notNumber;
    }

    void statRefusals()
    {
        QFETCH(QByteArray, line);
        auto st = parseThreadStat(std::string_view(line.constData(), std::size_t(line.size())),
                                  QStringLiteral("/proc/77/stat"));
        QVERIFY(!st.ok());
        QVERIFY2(st.errorString().startsWith(QStringLiteral("/proc/77/stat: ")),
                 qPrintable(st.errorString()));
    }

    void savedTree()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        QVERIFY(addTask(root, 50, "irq/24-ACPI:Ged", kKthread, 0, 50, 1, "0"));
        QVERIFY(addTask(root, 812, "napi/eth0-8193", kKthread, 3, 0, 0, "3"));
        QVERIFY(addTask(root, 14, "ksoftirqd/0", kKthread, 0, 0, 0, "0"));
        // A user process that names itself like a kernel thread is not one.
        QVERIFY(addTask(root, 4000, "irq/9-fake", 0x400000, 1, 0, 0, "0-3"));
        QVERIFY(addTask(root, 4001, "bash", 0x400000, 1, 0, 0, "0-3"));
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/self/comm"), "x\n"));
        auto threads = readKernelThreads(DirHostSource(root), 100);
        QVERIFY2(threads.ok(), qPrintable(threads.ok() ? QString() : threads.errorString()));
        QCOMPARE(threads->size(), std::size_t(3));
        const KernelThread &ksoft = threads->at(0);
        QCOMPARE(ksoft.pid, 14);
        QCOMPARE(ksoft.softirqCpu, 0);
        const KernelThread &irq = threads->at(1);
        QCOMPARE(irq.irq, std::string("24"));
        QCOMPARE(irq.policy, std::string("fifo"));
        QCOMPARE(irq.priority, 50);
        QCOMPARE(irq.cpus.toList(), std::string("0"));
        QCOMPARE(irq.cpuSeconds, 2.0);
        const KernelThread &napi = threads->at(2);
        QCOMPARE(napi.interface, std::string("eth0"));
        QCOMPARE(napi.napiId.value_or(0), 8193u);
        QCOMPARE(napi.lastCpu, 3);
    }

    void badFileIsNamed()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        QVERIFY(addTask(root, 50, "irq/24-ACPI:Ged", kKthread, 0, 50, 1, "0"));
        QVERIFY(
            writeTreeFile(root + QStringLiteral("/proc/50/status"), "Cpus_allowed_list:\t0-x\n"));
        auto threads = readKernelThreads(DirHostSource(root), 100);
        QVERIFY(!threads.ok());
        QVERIFY2(threads.errorString().contains(QStringLiteral("/proc/50/status")),
                 qPrintable(threads.errorString()));
    }

    // irqs: each IRQ's handler threads, and a thread that may run outside
    // the CPUs the IRQ is delivered to flagged in the table.
    void irqsListsThreads()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        QVERIFY(makeVirtioTree(root)); // IRQs 25-28, effective CPU 0
        const ProgramRun bare = runCli({QStringLiteral("irqs"), QStringLiteral("--root"), root,
                                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(bare.code == 0, bare.err.constData());
        const QJsonArray noTasks =
            QJsonDocument::fromJson(bare.out).object().value(QStringLiteral("irqs")).toArray();
        // No /proc/PID in the tree: nothing is known, which is not "none".
        QVERIFY(noTasks.at(0).toObject().value(QStringLiteral("threads")).isNull());

        QVERIFY(addTask(root, 50, "irq/25-virtio0-c", kKthread, 2, 50, 1, "0-3"));
        const ProgramRun json = runCli({QStringLiteral("irqs"), QStringLiteral("--root"), root,
                                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.code == 0, json.err.constData());
        const QJsonArray irqs =
            QJsonDocument::fromJson(json.out).object().value(QStringLiteral("irqs")).toArray();
        bool found = false;
        for (const auto &v : irqs) {
            const QJsonObject o = v.toObject();
            const QJsonArray threads = o.value(QStringLiteral("threads")).toArray();
            QVERIFY(o.value(QStringLiteral("threads")).isArray());
            if (o.value(QStringLiteral("irq")).toString() != QLatin1String("25")) {
                QVERIFY(threads.isEmpty());
                continue;
            }
            found = true;
            QCOMPARE(threads.size(), 1);
            const QJsonObject t = threads.at(0).toObject();
            QCOMPARE(t.value(QStringLiteral("pid")).toInt(), 50);
            QCOMPARE(t.value(QStringLiteral("cpus")).toString(), QStringLiteral("0-3"));
            QCOMPARE(t.value(QStringLiteral("policy")).toString(), QStringLiteral("fifo"));
            QCOMPARE(t.value(QStringLiteral("priority")).toInt(), 50);
        }
        QVERIFY(found);
        const ProgramRun table = runCli({QStringLiteral("irqs"), QStringLiteral("--root"), root});
        QVERIFY2(table.code == 0, table.err.constData());
        QVERIFY2(table.out.contains("[thread irq/25-virtio0-c may run on 0-3, outside 0]"),
                 table.out.constData());
    }

    // This machine: every ksoftirqd/N is a kernel thread of its own CPU.
    void thisMachine()
    {
        auto threads =
            readKernelThreads(DirHostSource(QStringLiteral("/")), ::sysconf(_SC_CLK_TCK));
        QVERIFY2(threads.ok(), qPrintable(threads.ok() ? QString() : threads.errorString()));
        int softirq = 0;
        for (const KernelThread &t : *threads) {
            QVERIFY(t.pid > 0);
            QVERIFY(t.cpuSeconds >= 0);
            if (t.kind == KThreadKind::Softirq) {
                ++softirq;
                QVERIFY(t.cpus.test(t.softirqCpu));
            }
        }
        if (softirq == 0)
            QSKIP("no ksoftirqd threads visible here (a PID namespace?)");
    }
};

QTEST_GUILESS_MAIN(TestKThreads)
#include "tst_kthreads.moc"
