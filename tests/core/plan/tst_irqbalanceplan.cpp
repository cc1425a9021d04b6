// plan --algorithm irqbalance runs the real irqbalance (Debian's 1.9.2) once
// over a private copy of /proc/irq: this machine's affinities stay byte for
// byte; a saved two-node machine gets its NIC's IRQs on the NIC's node and
// its disk's on the disk's; a snapshot carries what irqbalance reads; a
// user runs it in a user namespace; and what cannot work says why.
#include "faketree.h"
#include "irqbalancedaemon.h"
#include "plan/irqbalancerun.h"
#include "procfs/hostsource.h"
#include "snapshot/snapshotwriter.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <set>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

QByteArray interruptsOf(const std::vector<std::pair<int, QByteArray>> &rows)
{
    QByteArray t = "           CPU0       CPU1       CPU2       CPU3       CPU4       CPU5       "
                   "CPU6       CPU7\n";
    for (const auto &[irq, name] : rows)
        t += QByteArray::number(irq).rightJustified(4) + ":" +
             QByteArray("          5").repeated(8) + "  PCI-MSI 1-edge      " + name + "\n";
    t += " LOC:" + QByteArray("        100").repeated(8) + "   Local timer interrupts\n";
    return t;
}

// Two packages, one NUMA node and one L3 each, four CPUs each, no SMT; a NIC
// with four MSI vectors on node 1 and an NVMe drive with two on node 0.
void writeTwoNodeMachine(FakeTree &t)
{
    t.write(QStringLiteral("/proc/stat"),
            "cpu  800 0 800 8000 0 0 0 0 0 0\n"
            "cpu0 100 0 100 1000 0 0 0 0 0 0\ncpu1 100 0 100 1000 0 0 0 0 0 0\n"
            "cpu2 100 0 100 1000 0 0 0 0 0 0\ncpu3 100 0 100 1000 0 0 0 0 0 0\n"
            "cpu4 100 0 100 1000 0 0 0 0 0 0\ncpu5 100 0 100 1000 0 0 0 0 0 0\n"
            "cpu6 100 0 100 1000 0 0 0 0 0 0\ncpu7 100 0 100 1000 0 0 0 0 0 0\n"
            "intr 0\nctxt 0\nbtime 0\nprocesses 1\nprocs_running 1\nprocs_blocked 0\n");
    const std::vector<std::pair<int, QByteArray>> rows = {{40, "eth0-TxRx-0"}, {41, "eth0-TxRx-1"},
                                                          {42, "eth0-TxRx-2"}, {43, "eth0-TxRx-3"},
                                                          {50, "nvme0q1"},     {51, "nvme0q2"}};
    t.write(QStringLiteral("/proc/interrupts"), interruptsOf(rows));
    t.write(QStringLiteral("/proc/irq/default_smp_affinity"), "ff\n");
    for (const auto &[irq, name] : rows) {
        const QString d = QStringLiteral("/proc/irq/%1/").arg(irq);
        t.write(d + QStringLiteral("smp_affinity"), "ff\n");
        t.write(d + QStringLiteral("smp_affinity_list"), "0-7\n");
        t.write(d + QStringLiteral("node"), irq < 50 ? "1\n" : "0\n");
    }
    const QString cpu = QStringLiteral("/sys/devices/system/cpu/");
    t.write(cpu + QStringLiteral("online"), "0-7\n");
    t.write(cpu + QStringLiteral("possible"), "0-7\n");
    t.write(cpu + QStringLiteral("isolated"), "\n");
    for (int c = 0; c < 8; ++c) {
        const int node = c / 4;
        const QString d = cpu + QStringLiteral("cpu%1/").arg(c);
        const QByteArray pkg = node ? "f0\n" : "0f\n";
        t.write(d + QStringLiteral("online"), "1\n");
        t.write(d + QStringLiteral("topology/physical_package_id"),
                QByteArray::number(node) + "\n");
        t.write(d + QStringLiteral("topology/core_siblings"), pkg);
        t.write(d + QStringLiteral("topology/thread_siblings"),
                QByteArray::number(1 << c, 16).rightJustified(2, '0') + "\n");
        t.write(d + QStringLiteral("cache/index3/level"), "3\n");
        t.write(d + QStringLiteral("cache/index3/shared_cpu_map"), pkg);
        t.mkdir(d + QStringLiteral("node%1").arg(node));
    }
    const QString node = QStringLiteral("/sys/devices/system/node/");
    t.write(node + QStringLiteral("online"), "0-1\n");
    t.write(node + QStringLiteral("possible"), "0-1\n");
    for (int n = 0; n < 2; ++n) {
        const QString d = node + QStringLiteral("node%1/").arg(n);
        t.write(d + QStringLiteral("cpumap"), n ? "f0\n" : "0f\n");
        t.write(d + QStringLiteral("cpulist"), n ? "4-7\n" : "0-3\n");
        t.write(d + QStringLiteral("meminfo"), "Node 0 MemTotal:       16000000 kB\n");
    }
    const auto device = [&t](const QString &bdf, const QByteArray &cls, int nodeId,
                             const QByteArray &local, const std::vector<int> &msi) {
        const QString d = QStringLiteral("/sys/bus/pci/devices/") + bdf + QLatin1Char('/');
        t.write(d + QStringLiteral("class"), cls + "\n");
        t.write(d + QStringLiteral("vendor"), "0x8086\n");
        t.write(d + QStringLiteral("device"), "0x1572\n");
        t.write(d + QStringLiteral("subsystem_vendor"), "0x8086\n");
        t.write(d + QStringLiteral("subsystem_device"), "0x0000\n");
        t.write(d + QStringLiteral("numa_node"), QByteArray::number(nodeId) + "\n");
        t.write(d + QStringLiteral("local_cpus"), local + "\n");
        t.write(d + QStringLiteral("irq"), "0\n");
        for (int v : msi)
            t.write(d + QStringLiteral("msi_irqs/%1").arg(v), "msi\n");
    };
    device(QStringLiteral("0000:81:00.0"), "0x020000", 1, "f0", {40, 41, 42, 43});
    device(QStringLiteral("0000:01:00.0"), "0x010802", 0, "0f", {50, 51});
}

} // namespace

class TestIrqbalancePlan : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (IrqbalanceDaemon::program().isEmpty())
            QSKIP("no irqbalance program (Debian: apt install irqbalance)");
    }

    void thisMachineStaysAsItIs()
    {
        const auto before = test::machineAffinities();
        IrqbalanceRunOptions o;
        auto run = runIrqbalance(o);
        if (!run.ok() && run.errorString().contains(QStringLiteral("namespace")))
            QSKIP(qPrintable(run.errorString()));
        QVERIFY2(run.ok(), qPrintable(run.ok() ? QString() : run.errorString()));
        QCOMPARE(test::machineAffinities(), before);
        QVERIFY(run->tree.contains(QStringLiteral("Package")));
        for (const auto &[irq, cpus] : run->masks) {
            QVERIFY(irq >= 0);
            QVERIFY(!cpus.empty());
        }
    }

    void savedTwoNodeMachine()
    {
        FakeTree t;
        writeTwoNodeMachine(t);
        IrqbalanceRunOptions o;
        o.root = t.root();
        auto run = runIrqbalance(o);
        if (!run.ok() && run.errorString().contains(QStringLiteral("namespace")))
            QSKIP(qPrintable(run.errorString()));
        QVERIFY2(run.ok(), qPrintable(run.ok() ? QString() : run.errorString()));
        CpuSet node0, node1;
        for (int c = 0; c < 4; ++c) {
            node0.set(c);
            node1.set(c + 4);
        }
        for (int irq : {40, 41, 42, 43, 50, 51}) {
            QVERIFY2(run->masks.count(irq), qPrintable(run->tree));
            const CpuSet &m = run->masks.at(irq);
            QVERIFY(!m.empty());
            QVERIFY2((m - (irq < 50 ? node1 : node0)).empty(),
                     qPrintable(QStringLiteral("IRQ %1 on %2").arg(irq).arg(m.toListString())));
        }
        // The saved machine's files are as they were.
        QFile f(t.root() + QStringLiteral("/proc/irq/40/smp_affinity"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("ff\n"));
    }

    void snapshotCarriesWhatItReads()
    {
        IrqbalanceRunOptions live;
        auto onMachine = runIrqbalance(live);
        if (!onMachine.ok())
            QSKIP(qPrintable(onMachine.errorString()));
        QTemporaryDir dir;
        const QString snap = dir.filePath(QStringLiteral("snap"));
        QVERIFY(writeSnapshot(*openLocalHost(), snap).ok());
        IrqbalanceRunOptions saved;
        saved.root = snap;
        auto onSnapshot = runIrqbalance(saved);
        QVERIFY2(onSnapshot.ok(),
                 qPrintable(onSnapshot.ok() ? QString() : onSnapshot.errorString()));
        // The same IRQs placed (which CPU gets which may differ with the
        // order directories list in).
        std::set<int> a, b;
        for (const auto &m : onMachine->masks)
            a.insert(m.first);
        for (const auto &m : onSnapshot->masks)
            b.insert(m.first);
        QCOMPARE(b, a);
    }

    void asUserInAUserNamespace()
    {
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (::geteuid() != 0 || setpriv.isEmpty())
            QSKIP("needs root and setpriv to run the CLI as another user");
        const auto before = test::machineAffinities();
        ProgramRun r = runWithInput(
            setpriv, {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                      QStringLiteral("--clear-groups"), QStringLiteral(IRQATLAS_CLI_PATH),
                      QStringLiteral("plan"), QStringLiteral("--algorithm"),
                      QStringLiteral("irqbalance"), QStringLiteral("--irqs"), QStringLiteral("all"),
                      QStringLiteral("--format"), QStringLiteral("json")});
        if (r.code == 126 || r.code == 127)
            QSKIP("the build tree is not reachable for an unprivileged user");
        if (r.code != 0 && r.err.contains("user namespaces"))
            QSKIP("this kernel does not give users a namespace");
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject plan = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(plan.value(QStringLiteral("generator"))
                     .toObject()
                     .value(QStringLiteral("algorithm"))
                     .toString(),
                 QStringLiteral("irqbalance"));
        QCOMPARE(test::machineAffinities(), before);
    }

    void refusals()
    {
        IrqbalanceRunOptions o;
        o.binary = QStringLiteral("/nonexistent/irqbalance");
        auto run = runIrqbalance(o);
        QVERIFY(!run.ok());
        QVERIFY2(run.errorString().contains(QStringLiteral("/nonexistent/irqbalance")),
                 qPrintable(run.errorString()));
        o.binary = QStringLiteral("bin/irqbalance");
        QVERIFY(!runIrqbalance(o).ok());

        FakeTree empty;
        o.binary.clear();
        o.root = empty.root();
        run = runIrqbalance(o);
        QVERIFY(!run.ok());
        QVERIFY2(run.errorString().contains(QStringLiteral("proc/irq")),
                 qPrintable(run.errorString()));

        // A topology file alone has no machine files to run it over.
        ProgramRun cli = runCli(
            {QStringLiteral("plan"), QStringLiteral("--algorithm"), QStringLiteral("irqbalance"),
             QStringLiteral("--irqs"), QStringLiteral("all"), QStringLiteral("--xml"),
             QStringLiteral(IRQATLAS_TEST_DATA) +
                 QStringLiteral("/topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml")});
        QCOMPARE(cli.code, 1);
        QVERIFY2(cli.err.contains("machine's own files"), cli.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestIrqbalancePlan)
#include "tst_irqbalanceplan.moc"
