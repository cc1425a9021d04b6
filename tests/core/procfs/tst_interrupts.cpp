#include "procfs/interrupts.h"
#include "procfs/irqdevice.h"
#include "testdata.h"

#include <QTest>
#include <numeric>

using namespace irqatlas;
using irqatlas::test::readData;
using irqatlas::test::view;

namespace {

QString dir(const QString &file)
{
    return QStringLiteral("proc-interrupts/") + file;
}

// The n-th (0-based) row with that key: POWER prints LOC twice.
const Irq *row(const IrqTable &t, const QString &key, int nth = 0)
{
    const std::string k = key.toStdString();
    for (const Irq &irq : t.irqs) {
        if (irq.key == k && nth-- == 0)
            return &irq;
    }
    return nullptr;
}

QByteArray replaceLine(const QByteArray &text, int lineNo, const QByteArray &from,
                       const QByteArray &to)
{
    QList<QByteArray> lines = text.split('\n');
    lines[lineNo - 1].replace(from, to);
    return lines.join('\n');
}

} // namespace

class TestInterrupts : public QObject
{
    Q_OBJECT
private slots:
    void everyFile_data();
    void everyFile();
    void trickyRows_data();
    void trickyRows();
    void singleValueRows();
    void duplicateKeys();
    void cpuGap();
    void garbled_data();
    void garbled();
    void repeatedCpuIds_data();
    void repeatedCpuIds();
    void placeholderText_data();
    void placeholderText();
    void reuseTable();
    void streamInChunks_data();
    void streamInChunks();
    void streamGarbled_data();
    void streamGarbled();
    void deviceFromNames_data();
    void deviceFromNames();
    void matchKey();
};

void TestInterrupts::everyFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("lastCpu");
    QTest::addColumn<int>("rows");
    // Rows = non-blank lines minus the header (counted with grep -c -v '^\s*$').
    const struct
    {
        const char *file;
        int columns, lastCpu, rows;
    } files[] = {
        {"D2000-armv4-sep4020-1cpu.txt", 1, 0, 10},
        {"coreos-sosreport-hyperv-2cpu.txt", 2, 1, 24},
        {"firedancer-example_proc_interrupts.txt", 63, 63, 53},
        {"intel-stats-collect-adl0.txt", 16, 15, 60},
        {"intel-stats-collect-bdwup0.txt", 8, 7, 43},
        {"intel-stats-collect-genoa0.txt", 128, 127, 482},
        {"intel-stats-collect-knl0.txt", 272, 271, 42},
        {"intel-stats-collect-milan0.txt", 128, 127, 377},
        {"intel-stats-collect-rpl0.txt", 16, 15, 64},
        {"intel-stats-collect-snr0.txt", 24, 23, 235},
        {"jc-linux-proc-interrupts.txt", 2, 1, 65},
        {"lkml-riscv64-visionfive2-jh7110-4cpu.txt", 4, 3, 13},
        {"lool-irqbalance-interrupts-data-tegra.txt", 12, 11, 186},
        {"lool-irqbalance-interrupts-data-vm.txt", 2, 1, 63},
        {"node_exporter-interrupts-x86_64.txt", 4, 3, 30},
        {"node_exporter-interrupts_aarch64-graviton.txt", 8, 7, 59},
        {"pcp-interrupts-1152cpu-x86_64.txt.bz2", 1152, 1151, 1056},
        {"pcp-interrupts-16cpu-s390x.txt", 16, 15, 58},
        {"pcp-interrupts-1cpu-i686.txt", 1, 0, 33},
        {"pcp-interrupts-2cpu-s390x.txt", 2, 1, 2},
        {"pcp-interrupts-8cpu-x86_64.txt", 8, 7, 38},
        {"prometheus-procfs-fixtures-interrupts.txt", 4, 3, 47},
        {"qemu-devel-ppc64-pseries-xive-1cpu.txt", 1, 0, 21},
        {"sysstat-tests-root1-interrupts.txt", 9, 8, 43},
        {"sysstat-tests-root3-interrupts.txt", 7, 7, 43},
        {"sysstat-tests-root6-interrupts.txt", 10, 9, 43},
    };
    for (const auto &f : files)
        QTest::newRow(f.file) << QString::fromLatin1(f.file) << f.columns << f.lastCpu << f.rows;
}

void TestInterrupts::everyFile()
{
    QFETCH(QString, file);
    QFETCH(int, columns);
    QFETCH(int, lastCpu);
    QFETCH(int, rows);
    const QByteArray bytes = readData(dir(file));
    auto r = parseInterrupts(view(bytes), file);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(int(r->cpus.size()), columns);
    QCOMPARE(r->cpus.front(), 0);
    QCOMPARE(r->cpus.back(), lastCpu);
    QCOMPARE(int(r->irqs.size()), rows);
    for (const Irq &irq : r->irqs) {
        QVERIFY(!irq.key.empty());
        // Every row's total is the sum of its counts (single-value rows have
        // no per-CPU counts and keep the value in total).
        if (!irq.counts.empty())
            QCOMPARE(std::accumulate(irq.counts.begin(), irq.counts.end(), std::uint64_t(0)),
                     irq.total);
        if (!irq.symbolic()) {
            QCOMPARE(int(irq.counts.size()), columns);
            QCOMPARE(QString::fromStdString(irq.key), QString::number(irq.number));
            QVERIFY(irq.description.empty());
            QVERIFY2(!irq.name.empty() || !irq.chip.empty(), irq.key.c_str());
        } else {
            QVERIFY(irq.chip.empty() && irq.name.empty());
        }
    }
}

void TestInterrupts::trickyRows_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("chip");
    QTest::addColumn<QString>("hwirq");
    QTest::addColumn<QString>("trigger");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("column"); // a count to check, -1 for none
    QTest::addColumn<quint64>("count");
    QTest::addColumn<quint64>("total");

    const QString graviton = QStringLiteral("node_exporter-interrupts_aarch64-graviton.txt");
    // Counts wider than their column: "IPI0:2768808080 2844211768 ...".
    QTest::newRow("arm64 IPI0 no space after colon")
        << graviton << "IPI0"
        << ""
        << ""
        << ""
        << "" << 0 << quint64(2768808080u) << quint64(22166462124ull);
    QTest::newRow("arm64 GIC level above 2^31")
        << graviton << "10"
        << "GICv3"
        << "27"
        << "level"
        << "arch_timer" << 0 << quint64(3287008667u) << quint64(26767542953ull);
    QTest::newRow("arm64 chip with colon") << graviton << "50"
                                           << "ARMH0061:00"
                                           << "3"
                                           << "edge"
                                           << "ACPI:Event" << -1 << quint64(0) << quint64(0);
    QTest::newRow("arm64 ITS-MSI") << graviton << "51"
                                   << "ITS-MSI"
                                   << "65536"
                                   << "edge"
                                   << "nvme0q0" << 3 << quint64(20) << quint64(37);
    QTest::newRow("arm64 ITS-MSI pci name")
        << graviton << "57"
        << "ITS-MSI"
        << "81920"
        << "edge"
        << "ena-mgmnt@pci:0000:00:05.0" << 5 << quint64(32479308) << quint64(32479359);

    const QString riscv = QStringLiteral("lkml-riscv64-visionfive2-jh7110-4cpu.txt");
    QTest::newRow("riscv chip with space") << riscv << "5"
                                           << "RISC-V INTC"
                                           << "5"
                                           << "edge"
                                           << "riscv-timer" << 2 << quint64(411) << quint64(4663);
    QTest::newRow("riscv plic") << riscv << "6"
                                << "SiFive PLIC"
                                << "81"
                                << "edge"
                                << "120e0000.temperature-sensor" << 0 << quint64(32093)
                                << quint64(32093);

    const QString tegra = QStringLiteral("lool-irqbalance-interrupts-data-tegra.txt");
    QTest::newRow("tegra gpio name with space")
        << tegra << "234"
        << "2200000.gpio"
        << "35"
        << "edge"
        << "Force Recovery" << -1 << quint64(0) << quint64(0);
    QTest::newRow("tegra chip with dashes") << tegra << "291"
                                            << "nvvrs-pseq-irq"
                                            << "3"
                                            << "edge"
                                            << "rtc-alarm" << -1 << quint64(0) << quint64(0);

    const QString xive = QStringLiteral("qemu-devel-ppc64-pseries-xive-1cpu.txt");
    QTest::newRow("xive level with spaced name") << xive << "19"
                                                 << "XIVE-IRQ"
                                                 << "4610"
                                                 << "level"
                                                 << "NPU Device" << 0 << quint64(0) << quint64(0);
    QTest::newRow("xive ibmvscsi") << xive << "257"
                                   << "XIVE-IRQ"
                                   << "4353"
                                   << "edge"
                                   << "ibmvscsi" << 0 << quint64(11833) << quint64(11833);

    const QString fd = QStringLiteral("firedancer-example_proc_interrupts.txt");
    QTest::newRow("x86 MSI chip with BDF, comma list")
        << fd << "57"
        << "IR-PCI-MSI-0000:c0:03.1"
        << "0"
        << "edge"
        << "PCIe PME, pciehp, PCIe bwctrl" << -1 << quint64(0) << quint64(0);
    QTest::newRow("x86 MSIX name is a BDF") << fd << "436"
                                            << "IR-PCI-MSIX-0000:02:00.2"
                                            << "0"
                                            << "edge"
                                            << "0000:02:00.2" << -1 << quint64(0) << quint64(0);
    QTest::newRow("x86 ice ctrl with colons")
        << QStringLiteral("intel-stats-collect-snr0.txt") << "111"
        << "IR-PCI-MSIX-0000:ec:00.0"
        << "25"
        << "edge"
        << "ice-0000:ec:00.0:ctrl-TxRx-0" << -1 << quint64(0) << quint64(0);

    const QString old = QStringLiteral("node_exporter-interrupts-x86_64.txt");
    QTest::newRow("old x86 single token chip") << old << "0"
                                               << "IR-IO-APIC"
                                               << ""
                                               << "edge"
                                               << "timer" << 0 << quint64(18) << quint64(18);
    QTest::newRow("old x86 fasteoi shared")
        << old << "16"
        << "IR-IO-APIC"
        << ""
        << "fasteoi"
        << "ehci_hcd:usb1, mmc0" << 3 << quint64(351412) << quint64(1296584);
    QTest::newRow("old x86 DMAR_MSI") << old << "40"
                                      << "DMAR_MSI"
                                      << ""
                                      << "edge"
                                      << "dmar0" << -1 << quint64(0) << quint64(0);

    const QString s390 = QStringLiteral("pcp-interrupts-16cpu-s390x.txt");
    QTest::newRow("s390 chip without hwirq")
        << s390 << "3"
        << "PCI-MSI"
        << ""
        << ""
        << "mlx5_async@pci:0002:00:00.0" << 2 << quint64(43) << quint64(406);
    QTest::newRow("s390 name is a BDF") << s390 << "24"
                                        << "PCI-MSI"
                                        << ""
                                        << ""
                                        << "0001:00:00.0" << -1 << quint64(0) << quint64(0);
    QTest::newRow("s390 EXT no description")
        << QStringLiteral("pcp-interrupts-2cpu-s390x.txt") << "EXT"
        << ""
        << ""
        << ""
        << "" << 1 << quint64(57022) << quint64(88925);

    QTest::newRow("ARM9 no chip columns")
        << QStringLiteral("D2000-armv4-sep4020-1cpu.txt") << "27"
        << ""
        << ""
        << ""
        << "sep4020 Timer Tick" << 0 << quint64(18210) << quint64(18210);
    QTest::newRow("ARM9 bare name") << QStringLiteral("D2000-armv4-sep4020-1cpu.txt") << "1"
                                    << ""
                                    << ""
                                    << ""
                                    << "4020KEY" << 0 << quint64(0) << quint64(0);
    QTest::newRow("i686 ahci") << QStringLiteral("pcp-interrupts-1cpu-i686.txt") << "24"
                               << "PCI-MSI"
                               << "81920"
                               << "edge"
                               << "ahci[0000:00:05.0]" << 0 << quint64(0) << quint64(0);
    QTest::newRow("x86 name is a BDF")
        << QStringLiteral("pcp-interrupts-8cpu-x86_64.txt") << "27"
        << "IR-PCI-MSI"
        << "512000"
        << "edge"
        << "0000:00:1f.2" << 0 << quint64(836947) << quint64(1616143);
    QTest::newRow("1152 cpus timer")
        << QStringLiteral("pcp-interrupts-1152cpu-x86_64.txt.bz2") << "0"
        << "IR-IO-APIC"
        << "2"
        << "edge"
        << "timer" << -1 << quint64(0) << quint64(844);
    QTest::newRow("1152 cpus LOC")
        << QStringLiteral("pcp-interrupts-1152cpu-x86_64.txt.bz2") << "LOC"
        << ""
        << ""
        << ""
        << "" << 0 << quint64(6342723) << quint64(509807994);
    QTest::newRow("root3 LOC over gap")
        << QStringLiteral("sysstat-tests-root3-interrupts.txt") << "LOC"
        << ""
        << ""
        << ""
        << "" << 6 << quint64(12540126) << quint64(78385094);
}

void TestInterrupts::trickyRows()
{
    QFETCH(QString, file);
    QFETCH(QString, key);
    QFETCH(QString, chip);
    QFETCH(QString, hwirq);
    QFETCH(QString, trigger);
    QFETCH(QString, name);
    QFETCH(int, column);
    QFETCH(quint64, count);
    QFETCH(quint64, total);
    const QByteArray bytes = readData(dir(file));
    auto r = parseInterrupts(view(bytes), file);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    const Irq *irq = row(*r, key);
    QVERIFY(irq);
    QCOMPARE(QString::fromStdString(irq->chip), chip);
    QCOMPARE(QString::fromStdString(irq->hwirq), hwirq);
    QCOMPARE(QString::fromStdString(irq->trigger), trigger);
    QCOMPARE(QString::fromStdString(irq->name), name);
    if (column >= 0)
        QCOMPARE(quint64(irq->counts.at(std::size_t(column))), count);
    QCOMPARE(quint64(irq->total), total);
}

void TestInterrupts::singleValueRows()
{
    // ERR/MIS/Err are machine-wide: no per-CPU counts, value in total.
    for (const char *f :
         {"coreos-sosreport-hyperv-2cpu.txt", "node_exporter-interrupts_aarch64-graviton.txt",
          "D2000-armv4-sep4020-1cpu.txt", "jc-linux-proc-interrupts.txt"}) {
        const QByteArray bytes = readData(dir(QString::fromLatin1(f)));
        auto r = parseInterrupts(view(bytes), QString::fromLatin1(f));
        QVERIFY2(r.ok(), f);
        const Irq *err = r->findKey("ERR") ? r->findKey("ERR") : r->findKey("Err");
        QVERIFY2(err, f);
        QVERIFY(err->symbolic());
        QVERIFY(err->counts.empty());
        QCOMPARE(err->total, std::uint64_t(0));
    }
    // The blank line between MIS: and PIN: is skipped, PIN keeps its counts.
    const QByteArray b = readData(dir(QStringLiteral("prometheus-procfs-fixtures-interrupts.txt")));
    auto r = parseInterrupts(view(b), QStringLiteral("prometheus"));
    QVERIFY(r.ok());
    QVERIFY(r->findKey("MIS") && r->findKey("MIS")->counts.empty());
    QCOMPARE(int(r->findKey("PIN")->counts.size()), 4);
    QCOMPARE(QString::fromStdString(r->findKey("PIN")->description),
             QStringLiteral("Posted-interrupt notification event"));
}

void TestInterrupts::duplicateKeys()
{
    const QByteArray b = readData(dir(QStringLiteral("qemu-devel-ppc64-pseries-xive-1cpu.txt")));
    auto r = parseInterrupts(view(b), QStringLiteral("xive"));
    QVERIFY(r.ok());
    const Irq *first = row(*r, QStringLiteral("LOC"), 0);
    const Irq *second = row(*r, QStringLiteral("LOC"), 1);
    QVERIFY(first && second);
    QCOMPARE(first->total, std::uint64_t(2236));
    QCOMPARE(QString::fromStdString(second->description),
             QStringLiteral("Local timer interrupts for others"));
    QCOMPARE(second->total, std::uint64_t(0));
    QCOMPARE(r->findKey("LOC"), first);
    QCOMPARE(r->find(257)->name, std::string("ibmvscsi"));
    QVERIFY(!r->find(23));
}

void TestInterrupts::cpuGap()
{
    const QByteArray b = readData(dir(QStringLiteral("firedancer-example_proc_interrupts.txt")));
    auto r = parseInterrupts(view(b), QStringLiteral("firedancer"));
    QVERIFY(r.ok());
    QCOMPARE(r->cpus[9], 9);
    QCOMPARE(r->cpus[10], 11);
    QCOMPARE(r->cpus.back(), 63);
    const QByteArray b3 = readData(dir(QStringLiteral("sysstat-tests-root3-interrupts.txt")));
    auto r3 = parseInterrupts(view(b3), QStringLiteral("root3"));
    QVERIFY(r3.ok());
    QCOMPARE(r3->cpus, (std::vector<int>{0, 1, 2, 3, 4, 5, 7}));
}

void TestInterrupts::garbled_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("where");

    const QString x86 = QStringLiteral("pcp-interrupts-8cpu-x86_64.txt");
    const QByteArray b = readData(dir(x86));
    // Line 5 is IRQ 9: "  9:        322         79 ...".
    QTest::newRow("non-numeric count")
        << x86 << replaceLine(b, 5, "     79 ", "    7x9 ") << (x86 + QStringLiteral(":5:"));
    QTest::newRow("key without colon")
        << x86 << replaceLine(b, 7, "16:", "16 ") << (x86 + QStringLiteral(":7:"));
    QTest::newRow("header missing")
        << x86 << b.mid(b.indexOf('\n') + 1) << (x86 + QStringLiteral(":1:"));
    // Cut in the middle of IRQ 12 (line 6), after three counts.
    const int line6 = b.indexOf("\n 12:") + 1;
    QTest::newRow("cut mid numeric row")
        << x86 << b.left(line6 + 35) << (x86 + QStringLiteral(":6:"));
    // Cut inside the LOC row (line 22) after two counts: no description.
    const int loc = b.indexOf("LOC:");
    QTest::newRow("cut mid symbolic row")
        << x86 << b.left(loc + 26) << (x86 + QStringLiteral(":22:"));
    QTest::newRow("garbled symbolic count")
        << x86 << replaceLine(b, 22, "5791007", "579x007") << (x86 + QStringLiteral(":22:"));
    QTest::newRow("empty") << x86 << QByteArray() << x86;
    QTest::newRow("overflow") << x86 << replaceLine(b, 5, "    322 ", "99999999999999999999999 ")
                              << (x86 + QStringLiteral(":5:"));

    const QString arm = QStringLiteral("node_exporter-interrupts_aarch64-graviton.txt");
    const QByteArray a = readData(dir(arm));
    // The last row of a file cut off mid-row: "IPI6:  0  0" of 8 columns.
    const int ipi6 = a.indexOf("IPI6:");
    QTest::newRow("arm cut in IPI6") << arm << a.left(ipi6 + 26) << (arm + QStringLiteral(":59:"));
    QTest::newRow("bad header token")
        << arm << replaceLine(a, 1, "CPU3", "CPX3") << (arm + QStringLiteral(":1:"));
}

void TestInterrupts::garbled()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    auto r = parseInterrupts(view(text), file);
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(where), qPrintable(r.errorString()));
}

// Counts are joined with other files and samples by CPU id: a header naming
// one CPU twice or going backwards would put one CPU's counts under another.
// Every path that parses the file refuses it the same way.
void TestInterrupts::repeatedCpuIds_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("CPU0 CPU0")
        << QByteArray("  CPU0 CPU0\n  1:  1 2 IO-APIC 1-edge i8042\n")
        << QStringLiteral("irqs:1: header column 2: CPU0 repeats or goes backwards (after CPU0)");
    QTest::newRow("CPU0 CPU1 CPU0")
        << QByteArray("  CPU0 CPU1 CPU0\n  1:  1 2 3 IO-APIC 1-edge i8042\n")
        << QStringLiteral("irqs:1: header column 3: CPU0 repeats or goes backwards (after CPU1)");
    QTest::newRow("descending")
        << QByteArray("\n  CPU3 CPU2\n  1:  1 2 IO-APIC 1-edge i8042\n")
        << QStringLiteral("irqs:2: header column 2: CPU2 repeats or goes backwards (after CPU3)");
}

void TestInterrupts::repeatedCpuIds()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    auto r = parseInterrupts(view(text), QStringLiteral("irqs"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(), error);
    InterruptsStream stream(QStringLiteral("irqs"), [](Irq &) -> Status { return Ok{}; });
    Status s = stream.feed(view(text));
    if (s.ok())
        s = stream.finish();
    QVERIFY(!s.ok());
    QCOMPARE(s.errorString(), error);
}

void TestInterrupts::reuseTable()
{
    const QByteArray big = readData(dir(QStringLiteral("intel-stats-collect-genoa0.txt")));
    const QByteArray small =
        readData(dir(QStringLiteral("lkml-riscv64-visionfive2-jh7110-4cpu.txt")));
    IrqTable t;
    QVERIFY(parseInterruptsInto(view(big), QStringLiteral("genoa"), t).ok());
    QCOMPARE(int(t.irqs.size()), 482);
    QVERIFY(parseInterruptsInto(view(small), QStringLiteral("riscv"), t).ok());
    QCOMPARE(int(t.irqs.size()), 13);
    QCOMPARE(int(t.cpus.size()), 4);
    auto fresh = parseInterrupts(view(small), QStringLiteral("riscv"));
    for (std::size_t i = 0; i < t.irqs.size(); ++i) {
        QCOMPARE(t.irqs[i].counts, fresh->irqs[i].counts);
        QCOMPARE(t.irqs[i].chip, fresh->irqs[i].chip);
        QCOMPARE(t.irqs[i].description, fresh->irqs[i].description);
    }
}

namespace {

// Streams text through InterruptsStream in pieces of `chunk` bytes.
Result<IrqTable> streamed(const QByteArray &text, const QString &source, std::size_t chunk)
{
    IrqTable t;
    InterruptsStream stream(source, [&](Irq &irq) -> Status {
        t.irqs.push_back(irq);
        return Ok{};
    });
    const std::string_view all = view(text);
    for (std::size_t at = 0; at < all.size(); at += chunk) {
        if (Status s = stream.feed(all.substr(at, chunk)); !s.ok())
            return s.error();
    }
    if (Status s = stream.finish(); !s.ok())
        return s.error();
    t.cpus = stream.cpus();
    return t;
}

} // namespace

void TestInterrupts::streamInChunks_data()
{
    everyFile_data();
}

// Any chunking, down to one byte at a time, gives exactly the rows of the
// whole-buffer parser: lines split across reads are joined, not lost.
void TestInterrupts::streamInChunks()
{
    QFETCH(QString, file);
    const QByteArray bytes = readData(dir(file));
    auto whole = parseInterrupts(view(bytes), file);
    QVERIFY(whole.ok());
    std::vector<std::size_t> chunks = {4096, 131072, std::size_t(bytes.size()) + 1};
    if (bytes.size() < 64 * 1024) {
        chunks.push_back(1);
        chunks.push_back(7);
    } else {
        chunks.push_back(997); // a prime: row boundaries fall everywhere
    }
    for (std::size_t chunk : chunks) {
        auto r = streamed(bytes, file, chunk);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QCOMPARE(r->cpus, whole->cpus);
        QCOMPARE(r->irqs.size(), whole->irqs.size());
        for (std::size_t i = 0; i < r->irqs.size(); ++i) {
            const Irq &a = r->irqs[i];
            const Irq &b = whole->irqs[i];
            QCOMPARE(a.key, b.key);
            QCOMPARE(a.counts, b.counts);
            QCOMPARE(a.total, b.total);
            QCOMPARE(a.chip, b.chip);
            QCOMPARE(a.hwirq, b.hwirq);
            QCOMPARE(a.trigger, b.trigger);
            QCOMPARE(a.name, b.name);
            QCOMPARE(a.description, b.description);
        }
    }
}

void TestInterrupts::streamGarbled_data()
{
    garbled_data();
}

// The streamed parser names the same file and line as the whole-buffer one.
void TestInterrupts::streamGarbled()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    for (std::size_t chunk : {std::size_t(1), std::size_t(13), std::size_t(4096)}) {
        auto r = streamed(text, file, chunk);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().startsWith(where), qPrintable(r.errorString()));
    }
}

void TestInterrupts::deviceFromNames_data()
{
    QTest::addColumn<QString>("chip");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("interface");
    QTest::newRow("msix chip") << "IR-PCI-MSIX-0000:41:00.0"
                               << "i40e-ens3f0np0-TxRx-0"
                               << "0000:41:00.0"
                               << "ens3f0np0";
    QTest::newRow("msix chip upper") << "PCI-MSIX-0000:3B:00.0"
                                     << "mlx5_comp3"
                                     << "0000:3b:00.0"
                                     << "";
    QTest::newRow("mlx5 name") << "PCI-MSI"
                               << "mlx5_comp3@pci:0000:3b:00.0"
                               << "0000:3b:00.0"
                               << "";
    QTest::newRow("bare bdf") << "IR-PCI-MSI"
                              << "0000:00:1f.2"
                              << "0000:00:1f.2"
                              << "";
    QTest::newRow("ahci bracket") << "PCI-MSI"
                                  << "ahci[0000:00:05.0]"
                                  << "0000:00:05.0"
                                  << "";
    QTest::newRow("ice ctrl") << ""
                              << "ice-0000:ec:00.0:ctrl-TxRx-0"
                              << "0000:ec:00.0"
                              << "";
    QTest::newRow("nvme queue") << "ITS-MSI"
                                << "nvme0q3"
                                << ""
                                << "nvme0";
    QTest::newRow("eth queue") << "ITS-MSI"
                               << "eth0-TxRx-0"
                               << ""
                               << "eth0";
    QTest::newRow("eth Tx-Rx") << "ITS-MSI"
                               << "eth0-Tx-Rx-7"
                               << ""
                               << "eth0";
    QTest::newRow("i40e prefix") << "IR-PCI-MSI"
                                 << "i40e-eth0-TxRx-0"
                                 << ""
                                 << "eth0";
    QTest::newRow("rx queue") << "MSI"
                              << "ens160-rx-0"
                              << ""
                              << "ens160";
    QTest::newRow("plain netdev") << "IR-PCI-MSI"
                                  << "enp0s25"
                                  << ""
                                  << "enp0s25";
    QTest::newRow("driver only") << "IR-PCI-MSI"
                                 << "xhci_hcd"
                                 << ""
                                 << "";
    QTest::newRow("no chip") << ""
                             << "sep4020 Timer Tick"
                             << ""
                             << "";
    QTest::newRow("vmd domain") << "PCI-MSIX-10000:01:00.0"
                                << "nvme1q1"
                                << "10000:01:00.0"
                                << "nvme1";
}

void TestInterrupts::deviceFromNames()
{
    QFETCH(QString, chip);
    QFETCH(QString, name);
    QFETCH(QString, device);
    QFETCH(QString, interface);
    QCOMPARE(QString::fromStdString(deviceFromChipOrName(chip.toStdString(), name.toStdString())),
             device);
    QCOMPARE(QString::fromStdString(interfaceHint(name.toStdString())), interface);
}

void TestInterrupts::matchKey()
{
    Irq a;
    a.key = "142";
    a.number = 142;
    a.name = "mlx5_comp3";
    a.device = "0000:3b:00.0";
    QCOMPARE(a.matchKey(), std::string("mlx5_comp3@0000:3b:00.0"));
    a.name = "mlx5_comp3@pci:0000:3b:00.0";
    QCOMPARE(a.matchKey(), std::string("mlx5_comp3@pci:0000:3b:00.0"));
    a.device.clear();
    a.name = "nvme0q3";
    QCOMPARE(a.matchKey(), std::string("nvme0q3"));
    a.name.clear();
    a.chip = "GICv3";
    a.hwirq = "27";
    QCOMPARE(a.matchKey(), std::string("GICv3:27"));
    a.chip.clear();
    QCOMPARE(a.matchKey(), std::string("142"));
}

QTEST_GUILESS_MAIN(TestInterrupts)
// Text from the file that looks like a QString placeholder ("%4") is shown
// as it is: substituted one .arg() at a time, it would take the next value.
void TestInterrupts::placeholderText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("count token")
        << QByteArray("  CPU0 CPU1\n  1:  1 x%4 IO-APIC 1-edge i8042\n")
        << QStringLiteral("irqs:2: count 2 of IRQ \"1\" is not a number: \"x%4\" (column 9)");
    QTest::newRow("row name") << QByteArray("  CPU0 CPU1\nN%3:  5 7x\n")
                              << QStringLiteral(
                                     "irqs:2: count 2 of row \"N%3\" is not a number: \"7x\"");
}

void TestInterrupts::placeholderText()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    auto r = parseInterrupts(view(text), QStringLiteral("irqs"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(), error);
}

#include "tst_interrupts.moc"
