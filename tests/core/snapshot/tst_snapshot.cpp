#include "faketree.h"
#include "model/inputlimits.h"
#include "model/irqexport.h"
#include "procfs/hostsource.h"
#include "procfs/irqstream.h"
#include "snapshot/savedhost.h"
#include "snapshot/snapshot.h"
#include "snapshot/snapshotwriter.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kInterrupts =
    "           CPU0       CPU1       CPU2       CPU3\n"
    "  0:         44          0          0          0   IO-APIC   2-edge      timer\n"
    " 30:          0       1000          0          0  IR-PCI-MSIX-0000:3b:00.0    0-edge      "
    "mlx5_comp0@pci:0000:3b:00.0\n"
    " 31:          5          0        700          0  IR-PCI-MSIX-0000:3b:00.0    1-edge      "
    "mlx5_comp1@pci:0000:3b:00.0\n"
    " 40:          0          0          0         90  IR-PCI-MSIX-0000:5e:00.0    1-edge      "
    "nvme0q1\n"
    " 50:         10          0          0          0  IR-PCI-MSI-0000:00:17.0    0-edge      "
    "ahci[0000:00:17.0]\n"
    "NMI:          1          2          3          4   Non-maskable interrupts\n"
    "LOC:        100        200        300        400   Local timer interrupts\n"
    "ERR:          0\n";

// A 4-CPU machine with a NIC on node 0, an NVMe drive whose firmware gives no
// node (-1), and a SATA controller that only has the old hex mask files.
void buildMachine(FakeTree &t)
{
    t.write(QStringLiteral("/proc/interrupts"), kInterrupts);
    t.write(QStringLiteral("/proc/sys/kernel/hostname"), "db7\n");
    t.write(QStringLiteral("/proc/sys/kernel/osrelease"), "6.8.0-test\n");
    t.write(QStringLiteral("/proc/irq/default_smp_affinity"), "f\n");
    t.write(QStringLiteral("/proc/irq/0/smp_affinity"), "1\n");
    t.write(QStringLiteral("/proc/irq/0/smp_affinity_list"), "0\n");
    t.write(QStringLiteral("/proc/irq/30/smp_affinity"), "2\n");
    t.write(QStringLiteral("/proc/irq/30/smp_affinity_list"), "1\n");
    t.write(QStringLiteral("/proc/irq/30/effective_affinity_list"), "1\n");
    t.write(QStringLiteral("/proc/irq/30/affinity_hint"), "00000002\n");
    t.write(QStringLiteral("/proc/irq/30/node"), "0\n");
    t.write(QStringLiteral("/proc/irq/31/smp_affinity"), "c\n");
    t.write(QStringLiteral("/proc/irq/31/smp_affinity_list"), "2-3\n");
    t.write(QStringLiteral("/proc/irq/31/effective_affinity_list"), "2\n");
    t.write(QStringLiteral("/proc/irq/31/affinity_hint"), "00000000\n");
    t.write(QStringLiteral("/proc/irq/31/node"), "0\n");
    t.write(QStringLiteral("/proc/irq/40/smp_affinity"), "8\n");
    t.write(QStringLiteral("/proc/irq/40/smp_affinity_list"), "3\n");
    t.write(QStringLiteral("/proc/irq/40/effective_affinity_list"), "3\n");
    t.write(QStringLiteral("/proc/irq/40/node"), "1\n");
    t.write(QStringLiteral("/proc/irq/50/smp_affinity"), "f\n");
    t.write(QStringLiteral("/proc/irq/50/effective_affinity"), "1\n");
    t.write(QStringLiteral("/sys/kernel/irq/30/actions"), "mlx5_comp0@pci:0000:3b:00.0\n");
    t.write(QStringLiteral("/sys/kernel/irq/30/chip_name"), "IR-PCI-MSIX-0000:3b:00.0\n");
    t.write(QStringLiteral("/sys/kernel/irq/30/hwirq"), "0\n");
    t.write(QStringLiteral("/sys/kernel/irq/30/type"), "edge\n");
    t.write(QStringLiteral("/sys/kernel/irq/30/wakeup"), "disabled\n");
    t.write(QStringLiteral("/sys/bus/pci/devices/0000:3b:00.0/numa_node"), "0\n");
    t.write(QStringLiteral("/sys/bus/pci/devices/0000:3b:00.0/msi_irqs/30"), "msix\n");
    t.write(QStringLiteral("/sys/bus/pci/devices/0000:3b:00.0/msi_irqs/31"), "msix\n");
    t.write(QStringLiteral("/sys/bus/pci/devices/0000:5e:00.0/numa_node"), "-1\n");
    t.write(QStringLiteral("/sys/bus/pci/devices/0000:5e:00.0/msi_irqs/40"), "msix\n");
    t.mkdir(QStringLiteral("/sys/bus/pci/devices/0000:5e:00.0/nvme/nvme0"));
    t.write(QStringLiteral("/sys/bus/pci/devices/0000:00:17.0/numa_node"), "0\n");
    t.symlink(QStringLiteral("/sys/bus/pci/devices/0000:3b:00.0/driver"),
              QStringLiteral("../../../bus/pci/drivers/mlx5_core"));
    t.symlink(QStringLiteral("/sys/class/net/ens1f0"),
              QStringLiteral("../../devices/pci0000:3a/0000:3a:00.0/0000:3b:00.0/net/ens1f0"));
    t.symlink(QStringLiteral("/sys/class/net/lo"), QStringLiteral("../../devices/virtual/net/lo"));
    t.write(QStringLiteral("/sys/devices/system/cpu/isolated"), "3\n");
    t.write(QStringLiteral("/sys/devices/system/cpu/nohz_full"), "(null)\n");
}

std::string irqsJson(const Snapshot &s)
{
    std::string out;
    appendIrqsJson(out, s.irqs);
    return out;
}

} // namespace

class TestSnapshot : public QObject
{
    Q_OBJECT
private slots:
    void joinsPerIrqFiles();
    void onlyInterrupts();
    void garbledFileNamesIt();
    void unreadableStatNamesIt_data();
    void unreadableStatNamesIt();
    void missingInterrupts();
    void archiveErrorsNameTheArchive();
    void streamedCsvEqualsTable_data();
    void streamedCsvEqualsTable();
    void streamedCsvGarbled();
    void writerRoundTrip_data();
    void writerRoundTrip();
    void writerRefusesExistingTarget();
    void localMachineRoundTrip();
};

void TestSnapshot::joinsPerIrqFiles()
{
    FakeTree t;
    buildMachine(t);
    DirHostSource host(t.root());
    auto r = readSnapshot(host);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    const Snapshot &s = *r;
    QCOMPARE(s.hostname, QStringLiteral("db7"));
    QCOMPARE(s.kernel, QStringLiteral("6.8.0-test"));
    QVERIFY(!s.hasTopology);
    QVERIFY(s.topologyError.contains(t.root()));
    QCOMPARE(s.irqs.defaultAffinity->toList(), std::string("0-3"));
    QCOMPARE(s.isolated->toList(), std::string("3"));
    QVERIFY(s.nohzFull && s.nohzFull->empty());

    const Irq *nic = s.irqs.find(30);
    QVERIFY(nic);
    QCOMPARE(nic->affinity->toList(), std::string("1"));
    QCOMPARE(nic->effective->toList(), std::string("1"));
    QCOMPARE(nic->affinityHint->toList(), std::string("1"));
    QCOMPARE(nic->device, std::string("0000:3b:00.0"));
    QCOMPARE(nic->deviceNode.value(), 0);
    QCOMPARE(nic->interfaces, std::vector<std::string>{"ens1f0"});
    QCOMPARE(*nic->wakeup, std::string("disabled"));
    QVERIFY(!nic->immovable);
    QCOMPARE(nic->matchKey(), std::string("mlx5_comp0@pci:0000:3b:00.0"));

    // An all-zero hint is "no hint", an empty set rather than absent.
    QVERIFY(s.irqs.find(31)->affinityHint->empty());

    // NVMe: node -1 is kept as unknown, never turned into node 0; its I/O
    // queue is kernel-managed.
    const Irq *nvme = s.irqs.find(40);
    QCOMPARE(nvme->device, std::string("0000:5e:00.0"));
    QCOMPARE(nvme->deviceNode.value(), -1);
    QCOMPARE(*nvme->node, 1);
    QCOMPARE(nvme->interfaces, std::vector<std::string>{"nvme0"});
    QVERIFY(nvme->immovable);
    QCOMPARE(displayNode(*nvme).value(), -1);

    // Only the hex mask files: the masks are used.
    const Irq *sata = s.irqs.find(50);
    QCOMPARE(sata->affinity->toList(), std::string("0-3"));
    QCOMPARE(sata->effective->toList(), std::string("0"));
    QCOMPARE(sata->device, std::string("0000:00:17.0"));
    QVERIFY(!sata->node);

    QVERIFY(s.irqs.find(0)->immovable); // x86 timer
    const Irq *nmi = s.irqs.findKey("NMI");
    QVERIFY(nmi && nmi->immovable && !nmi->affinity);
    QVERIFY(!s.irqbalanceRunning);
}

void TestSnapshot::onlyInterrupts()
{
    // A file from a bug report: everything else is unknown (null), nothing
    // invented, and no topology is needed.
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"),
            readData(QStringLiteral("proc-interrupts/firedancer-example_proc_interrupts.txt")));
    DirHostSource host(t.root());
    auto r = readSnapshot(host);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QVERIFY(!r->hasTopology);
    QVERIFY(!r->stat && !r->softirqs && !r->isolated);
    QCOMPARE(int(r->irqs.cpus.size()), 63);
    QVERIFY(std::find(r->irqs.cpus.begin(), r->irqs.cpus.end(), 10) == r->irqs.cpus.end());
    for (const Irq &irq : r->irqs.irqs) {
        QVERIFY(!irq.affinity);
        QVERIFY(!irq.effective);
        QVERIFY(!irq.node);
    }
    const std::string json = irqsJson(*r);
    QVERIFY(json.find("\"affinity\": null") != std::string::npos);
    QVERIFY(json.find("\"affinity\": \"") == std::string::npos);
}

void TestSnapshot::garbledFileNamesIt()
{
    FakeTree t;
    buildMachine(t);
    t.write(QStringLiteral("/proc/irq/31/smp_affinity_list"), "2-x\n");
    DirHostSource host(t.root());
    auto r = readSnapshot(host);
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().contains(t.root() + QStringLiteral("/proc/irq/31/smp_affinity_list")),
             qPrintable(r.errorString()));

    FakeTree t2;
    buildMachine(t2);
    t2.write(QStringLiteral("/proc/stat"), "cpu  1 2 3\nintr x\n");
    auto r2 = readSnapshot(DirHostSource(t2.root()));
    QVERIFY(!r2.ok());
    QVERIFY2(r2.errorString().contains(QStringLiteral("/proc/stat")), qPrintable(r2.errorString()));
}

// /proc/stat and /proc/softirqs that exist but cannot be read (past their
// cap, not a regular file) are errors naming them, as garbled ones are; only
// a file that does not exist leaves the counters unknown.
void TestSnapshot::unreadableStatNamesIt_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("size"); // -1: a directory in place of the file
    QTest::addColumn<QString>("why");
    QTest::newRow("stat over its cap")
        << QStringLiteral("/proc/stat") << qint64(limits::kMaxStatBytes) + 1
        << QStringLiteral("larger than the supported maximum");
    QTest::newRow("softirqs over its cap")
        << QStringLiteral("/proc/softirqs") << qint64(limits::kMaxSoftirqsBytes) + 1
        << QStringLiteral("larger than the supported maximum");
    QTest::newRow("stat a directory")
        << QStringLiteral("/proc/stat") << qint64(-1) << QStringLiteral("cannot open");
    QTest::newRow("softirqs a directory")
        << QStringLiteral("/proc/softirqs") << qint64(-1) << QStringLiteral("cannot open");
}

void TestSnapshot::unreadableStatNamesIt()
{
    QFETCH(QString, file);
    QFETCH(qint64, size);
    QFETCH(QString, why);
    FakeTree t;
    buildMachine(t);
    t.write(QStringLiteral("/proc/stat"), "cpu  1 2 3 4\ncpu0 1 2 3 4\n");
    t.write(QStringLiteral("/proc/softirqs"), "    CPU0\n  HI: 1\n");
    {
        auto ok = readSnapshot(DirHostSource(t.root()));
        QVERIFY2(ok.ok(), qPrintable(ok.ok() ? QString() : ok.errorString()));
        QVERIFY(ok->stat && ok->softirqs);
    }
    const QString local = t.root() + file;
    QVERIFY(QFile::remove(local));
    {
        // Absent: unknown, not an error.
        auto absent = readSnapshot(DirHostSource(t.root()));
        QVERIFY2(absent.ok(), qPrintable(absent.ok() ? QString() : absent.errorString()));
        QVERIFY(file == QLatin1String("/proc/stat") ? !absent->stat : !absent->softirqs);
    }
    if (size < 0) {
        t.mkdir(file);
    } else {
        // Sparse: the size is what counts, not the bytes on disk.
        QFile f(local);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(size));
    }
    auto r = readSnapshot(DirHostSource(t.root()));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().contains(local), qPrintable(r.errorString()));
    QVERIFY2(r.errorString().contains(why), qPrintable(r.errorString()));
}

void TestSnapshot::streamedCsvEqualsTable_data()
{
    QTest::addColumn<QString>("interrupts"); // empty: the fake machine of buildMachine
    QTest::newRow("joined machine") << QString();
    QTest::newRow("1152 CPUs, interrupts only")
        << QStringLiteral("proc-interrupts/pcp-interrupts-1152cpu-x86_64.txt.bz2");
    QTest::newRow("arm64") << QStringLiteral(
        "proc-interrupts/node_exporter-interrupts_aarch64-graviton.txt");
    QTest::newRow("s390 two rows")
        << QStringLiteral("proc-interrupts/pcp-interrupts-2cpu-s390x.txt");
}

// `irqs --format csv` streams rows as it reads them; the bytes must be those
// of the whole-table writer over the same machine, per-IRQ files joined.
void TestSnapshot::streamedCsvEqualsTable()
{
    QFETCH(QString, interrupts);
    FakeTree t;
    if (interrupts.isEmpty())
        buildMachine(t);
    else
        t.write(QStringLiteral("/proc/interrupts"), readData(interrupts));
    DirHostSource host(t.root());
    SnapshotOptions opt;
    opt.topology = false;
    opt.stat = false;
    auto snap = readSnapshot(host, opt);
    QVERIFY2(snap.ok(), qPrintable(snap.ok() ? QString() : snap.errorString()));
    std::string expected;
    appendIrqsCsv(expected, snap->irqs);

    std::string got;
    int flushes = 0;
    Status s = streamIrqsCsv(host, nullptr, [&](std::string &chunk) {
        got += chunk;
        chunk.clear();
        ++flushes;
    });
    QVERIFY2(s.ok(), qPrintable(s.ok() ? QString() : s.errorString()));
    QVERIFY(got == expected);
    // A 13 MB table goes out in pieces, a small one in one.
    QCOMPARE(flushes > 1, expected.size() > kCsvFlushAt);
}

void TestSnapshot::streamedCsvGarbled()
{
    FakeTree t;
    buildMachine(t);
    t.write(QStringLiteral("/proc/irq/31/smp_affinity_list"), "2-x\n");
    std::string got;
    Status s = streamIrqsCsv(DirHostSource(t.root()), nullptr, [&](std::string &chunk) {
        got += chunk;
        chunk.clear();
    });
    QVERIFY(!s.ok());
    QVERIFY2(s.errorString().contains(t.root() + QStringLiteral("/proc/irq/31/smp_affinity_list")),
             qPrintable(s.errorString()));
    QVERIFY(got.empty()); // a small table is written whole or not at all

    FakeTree t2;
    QByteArray cut = kInterrupts;
    cut.replace(" 31:          5          0        700", " 31:          5          0        7x0");
    t2.write(QStringLiteral("/proc/interrupts"), cut);
    s = streamIrqsCsv(DirHostSource(t2.root()), nullptr,
                      [&](std::string &chunk) { chunk.clear(); });
    QVERIFY(!s.ok());
    QVERIFY2(s.errorString().contains(t2.root() + QStringLiteral("/proc/interrupts:4:")),
             qPrintable(s.errorString()));
}

void TestSnapshot::missingInterrupts()
{
    FakeTree t;
    t.write(QStringLiteral("/proc/stat"), "cpu  1 2 3 4\n");
    auto r = readSnapshot(DirHostSource(t.root()));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().contains(QStringLiteral("proc/interrupts")),
             qPrintable(r.errorString()));
    auto missing = openRootDir(t.root() + QStringLiteral("/nope"));
    QVERIFY(!missing.ok());
    QVERIFY(missing.errorString().contains(QStringLiteral("/nope")));
}

// The temporary directory an archive is unpacked into means nothing to the
// user (and is gone when the message is read): errors name the archive.
void TestSnapshot::archiveErrorsNameTheArchive()
{
    FakeTree t;
    t.write(QStringLiteral("/proc/stat"), "cpu  1 2 3 4\n");
    const QTemporaryDir out;
    QVERIFY(out.isValid());
    const QString archive = out.path() + QStringLiteral("/saved.tar");
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("-cf"), archive, QStringLiteral("-C"),
                                      t.root(), QStringLiteral("proc")});
    QVERIFY(tar.waitForFinished(60000));
    QCOMPARE(tar.exitCode(), 0);
    auto host = openRootDir(archive);
    QVERIFY2(host.ok(), host.ok() ? "" : qPrintable(host.errorString()));
    auto r = readSnapshot(**host);
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().contains(archive + QStringLiteral("/proc/interrupts")),
             qPrintable(r.errorString()));
    QVERIFY2(!r.errorString().contains((*host)->localRoot()), qPrintable(r.errorString()));
}

void TestSnapshot::writerRoundTrip_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("directory") << QStringLiteral("snap");
    QTest::newRow("tarball") << QStringLiteral("snap.tar.gz");
}

void TestSnapshot::writerRoundTrip()
{
    QFETCH(QString, name);
    FakeTree t;
    buildMachine(t);
    QTemporaryDir out;
    const QString target = out.path() + QLatin1Char('/') + name;
    DirHostSource host(t.root());
    auto n = writeSnapshot(host, target);
    QVERIFY2(n.ok(), qPrintable(n.ok() ? QString() : n.errorString()));
    QVERIFY(*n > 20);
    // Nothing but the target is left next to it.
    QCOMPARE(QDir(out.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{name});

    auto reopened = openRootDir(target);
    QVERIFY2(reopened.ok(), qPrintable(reopened.ok() ? QString() : reopened.errorString()));
    auto a = readSnapshot(host);
    auto b = readSnapshot(**reopened);
    QVERIFY(a.ok());
    QVERIFY2(b.ok(), qPrintable(b.ok() ? QString() : b.errorString()));
    QCOMPARE(irqsJson(*b), irqsJson(*a));
    QCOMPARE(b->hostname, a->hostname);
    QCOMPARE(*b->isolated, *a->isolated);
    // The driver link is kept as a link (its text), so a saved machine names
    // its devices' drivers as the live one does.
    QCOMPARE(
        (*reopened)->linkTargetName(QStringLiteral("/sys/bus/pci/devices/0000:3b:00.0/driver")),
        std::optional<QString>(QStringLiteral("mlx5_core")));
}

void TestSnapshot::writerRefusesExistingTarget()
{
    FakeTree t;
    buildMachine(t);
    QTemporaryDir out;
    QFile f(out.path() + QStringLiteral("/taken"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("keep me");
    f.close();
    auto n = writeSnapshot(DirHostSource(t.root()), f.fileName());
    QVERIFY(!n.ok());
    QVERIFY(n.errorString().contains(f.fileName()));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("keep me"));
}

void TestSnapshot::localMachineRoundTrip()
{
    if (!QFile::exists(QStringLiteral("/proc/interrupts")))
        QSKIP("this machine has no /proc/interrupts");
    auto host = openLocalHost();
    QTemporaryDir out;
    const QString target = out.path() + QStringLiteral("/local");
    auto n = writeSnapshot(*host, target);
    QVERIFY2(n.ok(), qPrintable(n.ok() ? QString() : n.errorString()));
    QVERIFY(QFile::exists(target + QStringLiteral("/topology.xml")));
    auto saved = openRootDir(target);
    QVERIFY(saved.ok());
    auto s = readSnapshot(**saved);
    QVERIFY2(s.ok(), qPrintable(s.ok() ? QString() : s.errorString()));
    QVERIFY(s->hasTopology);
    auto live = readSnapshot(*host);
    QVERIFY(live.ok());
    QCOMPARE(s->topology.pus.size(), live->topology.pus.size());
    // Counters moved on since, but the rows and their placement did not.
    QCOMPARE(s->irqs.cpus, live->irqs.cpus);
    for (const Irq &irq : s->irqs.irqs) {
        if (irq.symbolic())
            continue;
        const Irq *now = live->irqs.find(irq.number);
        if (!now)
            continue; // an IRQ may vanish between the two reads
        QCOMPARE(irq.name, now->name);
        QCOMPARE(irq.device, now->device);
        QCOMPARE(bool(irq.affinity), bool(now->affinity));
    }
}

QTEST_GUILESS_MAIN(TestSnapshot)
#include "tst_snapshot.moc"
