#include "cost/costreport.h"
#include "cost/tracereader.h"
#include "model/inputlimits.h"
#include "procfs/interrupts.h"
#include "procfs/procstat.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace irqatlas;
using irqatlas::test::readData;
using irqatlas::test::view;

namespace {

CostFigures readFixture(const QString &name)
{
    const QByteArray text = readData(QStringLiteral("trace/") + name);
    auto r = readTraceText(view(text), name);
    if (!r.ok())
        qFatal("%s", qPrintable(r.errorString()));
    return std::move(*r);
}

const IrqCost *irq(const CostFigures &f, const std::string &key)
{
    for (const IrqCost &c : f.irqs) {
        if (c.irq == key)
            return &c;
    }
    return nullptr;
}

const SoftirqCost *soft(const CostFigures &f, int cpu, const std::string &type)
{
    for (const SoftirqCost &s : f.softirqs) {
        if (s.cpu == cpu && s.type == type)
            return &s;
    }
    return nullptr;
}

const CpuCost *cpu(const CostFigures &f, int id)
{
    for (const CpuCost &c : f.cpus) {
        if (c.cpu == id)
            return &c;
    }
    return nullptr;
}

} // namespace

class TestTraceReader : public QObject
{
    Q_OBJECT
private slots:
    void lineShapes_data();
    void lineShapes();
    void nestedHardIrqInSoftirq();
    void windowEdges();
    void severalCpus();
    void lostEvents();
    void sharedLine();
    void garbageNamesLine();
    void overCap();
    void chunksOfAnySize();
    void reportJoinsProc();
    void reportWithoutWindow();
};

void TestTraceReader::lineShapes_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("result");
    QTest::addColumn<int>("cpu");
    QTest::addColumn<quint64>("ns");
    QTest::addColumn<QString>("name");
    const int ev = int(TraceLineResult::Event);
    QTest::newRow("usecs") << "  a-1 [003] d.h1. 12.000005: irq_handler_entry: irq=7 name=x y" << ev
                           << 3 << quint64(12000005000) << "x y";
    QTest::newRow("nsecs") << "a-1 [000] ..s.. 1.123456789: softirq_entry: vec=3 [action=NET_RX]"
                           << ev << 0 << quint64(1123456789) << "NET_RX";
    QTest::newRow("counter clock") << "a-1 [001] d.h.. 987654: local_timer_entry: vector=236" << ev
                                   << 1 << quint64(987654) << "LOC";
    QTest::newRow("old 4 flags") << "a-1 [002] d.h. 5.5: irq_handler_exit: irq=7 ret=handled" << ev
                                 << 2 << quint64(5500000000) << "";
    QTest::newRow("comment") << "# tracer: nop" << int(TraceLineResult::Skipped) << -1 << quint64(0)
                             << "";
    QTest::newRow("blank") << "   " << int(TraceLineResult::Skipped) << -1 << quint64(0) << "";
    QTest::newRow("no cpu") << "a-1 003 d.h1. 12.000005: irq_handler_entry: irq=7 name=x"
                            << int(TraceLineResult::NoCpu) << -1 << quint64(0) << "";
    QTest::newRow("cpu too big") << "a-1 [99999] d.h1. 1.0: irq_handler_entry: irq=7 name=x"
                                 << int(TraceLineResult::BadCpu) << -1 << quint64(0) << "";
    QTest::newRow("bad fields") << "a-1 [000] d.h1. 1.0: irq_handler_entry: irq=x name=x"
                                << int(TraceLineResult::BadFields) << 0 << quint64(1000000000)
                                << "";
    QTest::newRow("bad lost") << "CPU:1 [LOST many EVENTS]" << int(TraceLineResult::BadLost) << -1
                              << quint64(0) << "";
    QTest::newRow("frac too long") << "a-1 [000] d.h1. 1.0123456789: irq_handler_exit: irq=1 ret=x"
                                   << int(TraceLineResult::NoCpu) << -1 << quint64(0) << "";
}

void TestTraceReader::lineShapes()
{
    QFETCH(QString, line);
    QFETCH(int, result);
    QFETCH(int, cpu);
    QFETCH(quint64, ns);
    QFETCH(QString, name);
    const QByteArray b = line.toUtf8();
    TraceEvent ev;
    QCOMPARE(int(parseTraceLine(view(b), ev)), result);
    if (result != int(TraceLineResult::Event) && result != int(TraceLineResult::BadFields))
        return;
    QCOMPARE(ev.cpu, cpu);
    QCOMPARE(quint64(ev.ns), ns);
    QCOMPARE(QString::fromUtf8(ev.name.data(), qsizetype(ev.name.size())), name);
}

void TestTraceReader::nestedHardIrqInSoftirq()
{
    const CostFigures f = readFixture(QStringLiteral("nested.txt"));
    const IrqCost *i41 = irq(f, "41");
    QVERIFY(i41);
    QCOMPARE(i41->count, 2u);
    QCOMPARE(i41->ns, 30000u);
    QCOMPARE(i41->name, std::string("virtio3-rx"));
    const IrqCost *loc = irq(f, "LOC");
    QVERIFY(loc);
    QCOMPARE(loc->ns, 10000u);
    // 200 µs between entry and exit, of which the two handlers took 30 µs.
    const SoftirqCost *rx = soft(f, 0, "NET_RX");
    QVERIFY(rx);
    QCOMPARE(rx->count, 1u);
    QCOMPARE(rx->ns, 170000u);
    QCOMPARE(cpu(f, 0)->hardirqNs, 40000u);
    QCOMPARE(cpu(f, 0)->softirqNs, 170000u);
    QCOMPARE(f.unpaired, 0u);
    QCOMPARE(f.irqs.front().irq, std::string("41")); // numbers before vectors
}

void TestTraceReader::windowEdges()
{
    const CostFigures f = readFixture(QStringLiteral("edges.txt"));
    // An exit before the first entry (IRQ 42, RCU), an entry after the last exit (42, RCU).
    QCOMPARE(f.unpaired, 4u);
    const IrqCost *i42 = irq(f, "42");
    QVERIFY(i42);
    QCOMPARE(i42->count, 2u);
    QCOMPARE(i42->paired, 1u);
    QCOMPARE(i42->ns, 9000u);
    QVERIFY(!soft(f, 0, "RCU"));
    QCOMPARE(soft(f, 0, "TIMER")->ns, 10000u);
}

void TestTraceReader::severalCpus()
{
    const CostFigures f = readFixture(QStringLiteral("multicpu.txt"));
    const IrqCost *i36 = irq(f, "36");
    QVERIFY(i36);
    QCOMPARE(i36->count, 2u);
    QCOMPARE(i36->ns, 15000u);
    QCOMPARE(i36->cpuNs.at(0), 5000u);
    QCOMPARE(i36->cpuNs.at(1), 10000u);
    // call_function and call_function_single are both CAL in /proc/interrupts.
    const IrqCost *cal = irq(f, "CAL");
    QVERIFY(cal);
    QCOMPARE(cal->count, 2u);
    QCOMPARE(cal->ns, 4000u);
    QCOMPARE(irq(f, "RES")->ns, 1000u);
    QCOMPARE(soft(f, 1, "BLOCK")->ns, 40000u);
    QCOMPARE(soft(f, 0, "BLOCK")->ns, 10000u);
    QCOMPARE(f.unpaired, 0u);
    QCOMPARE(f.cpus.size(), std::size_t(2));
}

void TestTraceReader::lostEvents()
{
    const CostFigures f = readFixture(QStringLiteral("lost.txt"));
    QCOMPARE(f.lostEvents, 42u);
    // The entry before the gap and the exit after it do not pair.
    QCOMPARE(f.unpaired, 2u);
    const IrqCost *i42 = irq(f, "42");
    QCOMPARE(i42->paired, 1u);
    QCOMPARE(i42->ns, 3000u);
    QCOMPARE(irq(f, "41")->ns, 4000u);
}

void TestTraceReader::sharedLine()
{
    const CostFigures f = readFixture(QStringLiteral("shared.txt"));
    const IrqCost *i19 = irq(f, "19");
    QVERIFY(i19);
    // Three interrupts, five handler runs: /proc/interrupts says 3.
    QCOMPARE(i19->count, 3u);
    QCOMPARE(i19->paired, 5u);
    QCOMPARE(i19->ns, 20000u);
    QCOMPARE(i19->name, std::string("ehci_hcd:usb1,ata_piix"));
}

void TestTraceReader::garbageNamesLine()
{
    const QByteArray text = readData(QStringLiteral("trace/garbage.txt"));
    auto r = readTraceText(view(text), QStringLiteral("garbage.txt"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(QStringLiteral("garbage.txt:15: ")),
             qPrintable(r.errorString()));
}

void TestTraceReader::overCap()
{
    // A line longer than the cap, whole or split across chunks.
    const QByteArray longLine = "a-1 [000] d.h1. 1.0: irq_handler_entry: irq=7 name=" +
                                QByteArray(qsizetype(limits::kMaxTraceLineBytes), 'x') + '\n';
    auto r = readTraceText(view(longLine), QStringLiteral("long"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(QStringLiteral("long:1: ")), qPrintable(r.errorString()));
    CostAggregator agg;
    TraceReader split(QStringLiteral("split"), agg);
    Status s = Ok{};
    for (qsizetype i = 0; i < longLine.size() && s.ok(); i += 1000)
        s = split.feed(view(longLine.mid(i, 1000)));
    QVERIFY(!s.ok());
    QVERIFY(s.errorString().startsWith(QStringLiteral("split:1: ")));
    // More bytes in all than the reader takes.
    const QByteArray line = "a-1 [000] d.h1. 1.0: irq_handler_exit: irq=7 ret=handled\n";
    TraceReader capped(QStringLiteral("capped"), agg, 1000);
    s = Ok{};
    int fed = 0;
    while (s.ok() && fed < 100) {
        s = capped.feed(view(line));
        ++fed;
    }
    QVERIFY(!s.ok());
    QVERIFY(s.errorString().contains(QStringLiteral("1000")));
    QVERIFY(!capped.feed(view(line)).ok()); // nothing after an error
}

void TestTraceReader::chunksOfAnySize()
{
    const QByteArray text = readData(QStringLiteral("trace/nested.txt"));
    for (int size : {1, 7, 64}) {
        CostAggregator agg;
        TraceReader reader(QStringLiteral("nested.txt"), agg);
        for (qsizetype i = 0; i < text.size(); i += size)
            QVERIFY(reader.feed(view(text.mid(i, size))).ok());
        QVERIFY(reader.finish().ok());
        const CostFigures f = agg.finish();
        QCOMPARE(irq(f, "41")->ns, 30000u);
        QCOMPARE(soft(f, 0, "NET_RX")->ns, 170000u);
    }
}

void TestTraceReader::reportJoinsProc()
{
    CostFigures f = readFixture(QStringLiteral("multicpu.txt"));
    const QByteArray before = "           CPU0       CPU1\n"
                              " 36:        100        200   PCI-MSIX 1-edge virtio1-req.0\n"
                              " 37:          0          0   PCI-MSIX 1-edge virtio2-input.0\n"
                              "CAL:         10         10   Function call interrupts\n";
    const QByteArray after = "           CPU0       CPU1\n"
                             " 36:        101        201   PCI-MSIX 1-edge virtio1-req.0\n"
                             " 37:        500          0   PCI-MSIX 1-edge virtio2-input.0\n"
                             "CAL:         11         11   Function call interrupts\n";
    const QByteArray stat0 = "cpu  0 0 0 0\ncpu0 100 0 0 100 0 0 0 0\ncpu1 100 0 0 100\n";
    const QByteArray stat1 = "cpu  0 0 0 0\ncpu0 150 0 0 150 0 0 0 0\ncpu1 100 0 0 100\n";
    CostWindow w;
    w.seconds = 0.5;
    w.interruptsBefore = *parseInterrupts(view(before), QStringLiteral("before"));
    w.interruptsAfter = *parseInterrupts(view(after), QStringLiteral("after"));
    w.statBefore = *parseProcStat(view(stat0), QStringLiteral("stat0"));
    w.statAfter = *parseProcStat(view(stat1), QStringLiteral("stat1"));
    const CostReport r = buildCostReport(std::move(f), w);
    QCOMPARE(r.irqs.front().cost.irq, std::string("36")); // busiest first
    QCOMPARE(r.irqs.front().procInterrupts.value(), 2u);
    QCOMPARE(r.irqs.front().nsPerRun, 7500u);
    // IRQ 37 fired 500 times and was never traced: said, not hidden.
    QCOMPARE(r.disagreements.size(), 1);
    QVERIFY(r.disagreements.front().contains(QStringLiteral("IRQ 37")));
    QCOMPARE(r.cpus.size(), std::size_t(2));
    QCOMPARE(r.cpus[0].idlePct.value(), 50.0);
    QVERIFY(!r.cpus[1].idlePct); // /proc/stat did not advance: no share, no division
    // CPU 1: 10 µs of IRQ 36, 3 µs of CAL, 1 µs of RES in 0.5 s.
    QCOMPARE(r.cpus[1].hardirqNs, 14000u);
    QVERIFY(qFuzzyCompare(r.cpus[1].hardirqPct.value(), 0.0028));
    const QJsonObject o = QJsonDocument::fromJson(costJson(r)).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-cost"));
    QCOMPARE(o.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("tracepoints"));
    QCOMPARE(o.value(QStringLiteral("seconds")).toDouble(), 0.5);
    QCOMPARE(o.value(QStringLiteral("lost_events")).toInt(), 0);
    const QJsonObject first = o.value(QStringLiteral("irqs")).toArray().at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("irq")).toString(), QStringLiteral("36"));
    QCOMPARE(first.value(QStringLiteral("count")).toInt(), 2);
    QCOMPARE(first.value(QStringLiteral("ns")).toInt(), 15000);
    QCOMPARE(first.value(QStringLiteral("ns_per_run")).toInt(), 7500);
    QCOMPARE(first.value(QStringLiteral("cpus")).toObject().value(QStringLiteral("1")).toInt(),
             10000);
    const QJsonObject s0 = o.value(QStringLiteral("softirqs")).toArray().at(0).toObject();
    QCOMPARE(s0.value(QStringLiteral("type")).toString(), QStringLiteral("BLOCK"));
    QCOMPARE(s0.value(QStringLiteral("cpu")).toInt(), 0);
    QCOMPARE(s0.value(QStringLiteral("count")).toInt(), 1);
    QCOMPARE(s0.value(QStringLiteral("ns")).toInt(), 10000);
    const QJsonObject c0 = o.value(QStringLiteral("cpus")).toArray().at(0).toObject();
    QCOMPARE(c0.value(QStringLiteral("idle_pct")).toDouble(), 50.0);
}

void TestTraceReader::reportWithoutWindow()
{
    // A window of no length (or no /proc reads) gives no shares, never a division by zero.
    CostFigures f = readFixture(QStringLiteral("lost.txt"));
    CostWindow w;
    const CostReport r = buildCostReport(std::move(f), w);
    QCOMPARE(r.cpus.size(), std::size_t(2));
    QVERIFY(!r.cpus[0].hardirqPct);
    QVERIFY(!r.cpus[0].idlePct);
    QVERIFY(!r.irqs.front().procInterrupts);
    QCOMPARE(r.lostEvents, 42u);
    QCOMPARE(r.disagreements.size(), 1); // the lost events are said
    const QJsonObject o = QJsonDocument::fromJson(costJson(r)).object();
    QVERIFY(o.value(QStringLiteral("cpus"))
                .toArray()
                .at(0)
                .toObject()
                .value(QStringLiteral("hardirq_pct"))
                .isNull());
}

QTEST_GUILESS_MAIN(TestTraceReader)
#include "tst_tracereader.moc"
