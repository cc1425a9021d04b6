// Rates between two samples: hand-made /proc texts for each robustness rule
// (wrap, reset, hotplug, appearing/vanishing/duplicate IRQs, zero interval,
// kernels without IRQ time accounting) and real files from tests/data/monitor.

#include "live/rates.h"
#include "live/sample.h"
#include "testdata.h"

#include <QTest>
#include <cmath>
#include <limits>
#include <numeric>

using namespace irqatlas;

namespace {

constexpr std::int64_t kSec = 1000000000;

Sample makeSample(const QByteArray &interrupts, const QByteArray &stat, const QByteArray &softirqs,
                  std::int64_t monoNs)
{
    Sample s;
    s.monotonicNs = monoNs;
    s.wallMs = 1764495600000 + monoNs / 1000000;
    s.interruptsText = interrupts;
    s.statText = stat;
    s.softirqsText = softirqs;
    const Status st = parseSample(s, QStringLiteral("test"));
    if (!st.ok())
        qWarning() << st.errorString();
    return s;
}

// A /proc/stat whose CPU lines all read "1 0 1 1 0 0 0 0 0 0": enough for
// IRQ-only fixtures.
QByteArray flatStat(const std::vector<int> &cpus)
{
    QByteArray s = "cpu  1 0 1 1 0 0 0 0 0 0\n";
    for (int c : cpus)
        s += "cpu" + QByteArray::number(c) + " 1 0 1 1 0 0 0 0 0 0\n";
    return s;
}

const IrqRate *findIrq(const Rates &r, const char *key, int occurrence = 0)
{
    for (const IrqRate &i : r.irqs) {
        if (i.key == key && i.occurrence == occurrence)
            return &i;
    }
    return nullptr;
}

// No figure in r is infinite or NaN (softirqPerSec marks a gap with NaN by
// design; an infinity there is a division by a zero interval).
bool allFinite(const Rates &r)
{
    auto ok = [](const std::optional<double> &v) { return !v || std::isfinite(*v); };
    auto cpuOk = [&](const CpuRate &c) {
        return ok(c.irqsPerSec) && ok(c.hardirqPct) && ok(c.softirqPct) && ok(c.softirqsPerSec);
    };
    if (!std::isfinite(r.interval) || !cpuOk(r.machine))
        return false;
    for (const CpuRate &c : r.cpus)
        if (!cpuOk(c))
            return false;
    for (const IrqRate &i : r.irqs) {
        if (!ok(i.perSec))
            return false;
        for (const auto &c : i.cpus)
            if (!std::isfinite(c.perSec))
                return false;
    }
    for (float v : r.softirqPerSec)
        if (std::isinf(v))
            return false;
    return true;
}

double cell(const IrqRate &i, int cpu)
{
    for (const auto &c : i.cpus) {
        if (c.cpu == cpu)
            return c.perSec;
    }
    return 0;
}

const QByteArray kIrqA = "           CPU0       CPU1\n"
                         "  0:         10          0   IO-APIC   2-edge      timer\n"
                         " 24:       1000       2000   PCI-MSI 65536-edge      eth0-rx\n"
                         "LOC:        500        600   Local timer interrupts\n"
                         "ERR:          0\n";
const QByteArray kIrqB = "           CPU0       CPU1\n"
                         "  0:         10          0   IO-APIC   2-edge      timer\n"
                         " 24:       3000       2400   PCI-MSI 65536-edge      eth0-rx\n"
                         "LOC:        700       1000   Local timer interrupts\n"
                         "ERR:          2\n";
const QByteArray kStatA = "cpu  200 0 100 1000 0 10 20 0 0 0\n"
                          "cpu0 100 0 50 500 0 5 10 0 0 0\n"
                          "cpu1 100 0 50 500 0 5 10 0 0 0\n";
const QByteArray kStatB = "cpu  270 0 130 1200 0 20 45 0 0 0\n"
                          "cpu0 150 0 70 560 0 15 15 0 0 0\n"
                          "cpu1 120 0 60 640 0 5 30 0 0 0\n";
const QByteArray kSoftA = "                    CPU0       CPU1\n"
                          "          HI:          0          0\n"
                          "       TIMER:        100        200\n"
                          "      NET_RX:         10         20\n";
const QByteArray kSoftB = "                    CPU0       CPU1\n"
                          "          HI:          0          0\n"
                          "       TIMER:        300        260\n"
                          "      NET_RX:         10        420\n";

} // namespace

class TestRates : public QObject
{
    Q_OBJECT
private slots:
    void counterDelta_data()
    {
        QTest::addColumn<quint64>("prev");
        QTest::addColumn<quint64>("cur");
        QTest::addColumn<bool>("known");
        QTest::addColumn<quint64>("delta");
        QTest::newRow("up") << quint64(10) << quint64(25) << true << quint64(15);
        QTest::newRow("same") << quint64(7) << quint64(7) << true << quint64(0);
        QTest::newRow("32-bit wrap")
            << quint64(4294967000u) << quint64(200) << true << quint64(496);
        QTest::newRow("wrap at the top")
            << quint64(4294967295u) << quint64(0) << true << quint64(1);
        QTest::newRow("64-bit reset")
            << quint64(5000000000ull) << quint64(10) << false << quint64(0);
    }
    void counterDelta()
    {
        QFETCH(quint64, prev);
        QFETCH(quint64, cur);
        QFETCH(bool, known);
        QFETCH(quint64, delta);
        const auto d = irqatlas::counterDelta(prev, cur);
        QCOMPARE(d.has_value(), known);
        if (known)
            QCOMPARE(quint64(*d), delta);
    }

    void normalDelta()
    {
        const Sample a = makeSample(kIrqA, kStatA, kSoftA, 100 * kSec);
        const Sample b = makeSample(kIrqB, kStatB, kSoftB, 102 * kSec);
        QVERIFY(a.ok() && b.ok());
        const Rates r = computeRates(a, b);
        QVERIFY(!r.isGap());
        QCOMPARE(r.interval, 2.0);
        QCOMPARE(r.cpus.size(), std::size_t(2));
        QCOMPARE(r.irqRows, 4);
        // IRQ 0 did not change and is left out; 24, LOC and ERR remain.
        QCOMPARE(r.irqs.size(), std::size_t(3));
        const IrqRate *eth = findIrq(r, "24");
        QVERIFY(eth);
        QCOMPARE(eth->name, std::string("eth0-rx"));
        QCOMPARE(*eth->perSec, 1200.0); // (2000 + 400) / 2 s
        QCOMPARE(cell(*eth, 0), 1000.0);
        QCOMPARE(cell(*eth, 1), 200.0);
        const IrqRate *loc = findIrq(r, "LOC");
        QVERIFY(loc);
        QCOMPARE(*loc->perSec, 300.0);
        QCOMPARE(loc->name, std::string("Local timer interrupts"));
        const IrqRate *errRow = findIrq(r, "ERR");
        QVERIFY(errRow);
        QCOMPARE(*errRow->perSec, 1.0);
        QVERIFY(errRow->cpus.empty());
        // Per CPU: every row with per-CPU counts.
        QCOMPARE(*r.cpu(0)->irqsPerSec, 1100.0);
        QCOMPARE(*r.cpu(1)->irqsPerSec, 400.0);
        QCOMPARE(*r.machine.irqsPerSec, 1500.0);
        // mpstat %irq/%soft: cpu0 user+50 sys+20 idle+60 irq+10 soft+5 = 145.
        QCOMPARE(*r.cpu(0)->hardirqPct, 10.0 / 145 * 100);
        QCOMPARE(*r.cpu(0)->softirqPct, 5.0 / 145 * 100);
        // cpu1: irq did not move while the machine accounts it: a real 0.
        QCOMPARE(*r.cpu(1)->hardirqPct, 0.0);
        QCOMPARE(*r.cpu(1)->softirqPct, 20.0 / 190 * 100);
        QCOMPARE(*r.machine.hardirqPct, 10.0 / 335 * 100);
        QCOMPARE(*r.machine.softirqPct, 25.0 / 335 * 100);
        // softirq/s per type per CPU.
        QCOMPARE(r.softirqNames, (std::vector<std::string>{"HI", "TIMER", "NET_RX"}));
        QCOMPARE(*r.softirqRate(0, 1), 100.0);
        QCOMPARE(*r.softirqRate(1, 1), 30.0);
        QCOMPARE(*r.softirqRate(0, 2), 0.0);
        QCOMPARE(*r.softirqRate(1, 2), 200.0);
        QCOMPARE(*r.cpu(0)->softirqsPerSec, 100.0);
        QCOMPARE(*r.cpu(1)->softirqsPerSec, 230.0);
        QCOMPARE(*r.machine.softirqsPerSec, 330.0);
    }

    void wrapAndReset()
    {
        const QByteArray a = "           CPU0       CPU1\n"
                             " 24: 4294967000       5000000000   PCI-MSI 65536-edge      eth0-rx\n"
                             " 25:          5          5   PCI-MSI 65537-edge      eth0-tx\n";
        const QByteArray b = "           CPU0       CPU1\n"
                             " 24:        200         10   PCI-MSI 65536-edge      eth0-rx\n"
                             " 25:          9          5   PCI-MSI 65537-edge      eth0-tx\n";
        const Rates r = computeRates(makeSample(a, flatStat({0, 1}), {}, kSec),
                                     makeSample(b, flatStat({0, 1}), {}, 2 * kSec));
        QVERIFY(!r.isGap());
        const IrqRate *rx = findIrq(r, "24");
        QVERIFY(rx);
        // CPU0 wrapped at 32 bits: 296 + 200; CPU1 was reset: a gap.
        QCOMPARE(cell(*rx, 0), 496.0);
        QVERIFY(!rx->perSec.has_value());
        QCOMPARE(rx->gapCpus, std::vector<int>{1});
        QCOMPARE(*r.cpu(0)->irqsPerSec, 500.0); // 496 + 4 from eth0-tx
        QVERIFY(!r.cpu(1)->irqsPerSec.has_value());
        QVERIFY(!r.machine.irqsPerSec.has_value());
        QCOMPARE(*findIrq(r, "25")->perSec, 4.0);
        for (const IrqRate &i : r.irqs) {
            for (const auto &c : i.cpus)
                QVERIFY(c.perSec >= 0);
        }
    }

    void hotplug()
    {
        // CPU1 goes offline: its column disappears. Joined by CPU id, CPU2's
        // 300 -> 330 is +30, not 200 -> 330.
        const QByteArray three = "           CPU0       CPU1       CPU2\n"
                                 " 24:        100        200        300   PCI-MSI 1-edge  q\n";
        const QByteArray two = "           CPU0       CPU2\n"
                               " 24:        150        330   PCI-MSI 1-edge  q\n";
        const QByteArray statThree = "cpu  3 0 3 3 0 1 1 0 0 0\ncpu0 1 0 1 1 0 1 1 0 0 0\n"
                                     "cpu1 1 0 1 1 0 0 0 0 0 0\ncpu2 1 0 1 1 0 0 0 0 0 0\n";
        const QByteArray statTwo = "cpu  4 0 3 3 0 1 1 0 0 0\ncpu0 2 0 1 1 0 1 1 0 0 0\n"
                                   "cpu2 1 0 1 1 0 0 0 0 0 0\n";
        const Rates off = computeRates(makeSample(three, statThree, {}, kSec),
                                       makeSample(two, statTwo, {}, 2 * kSec));
        QCOMPARE(off.cpus.size(), std::size_t(2));
        QCOMPARE(off.cpus[1].cpu, 2);
        const IrqRate *q = findIrq(off, "24");
        QCOMPARE(cell(*q, 0), 50.0);
        QCOMPARE(cell(*q, 2), 30.0);
        QCOMPARE(*q->perSec, 80.0);
        QVERIFY(!q->partial);
        QCOMPARE(*off.cpu(2)->irqsPerSec, 30.0);
        // cpu0: user +1 of a 1-tick total; irq did not move.
        QCOMPARE(*off.cpu(0)->hardirqPct, 0.0);

        // CPU1 comes back: it has no previous column, so its rate is a gap.
        const Rates on = computeRates(makeSample(two, statTwo, {}, 2 * kSec),
                                      makeSample(three, statThree, {}, 3 * kSec));
        QCOMPARE(on.cpus.size(), std::size_t(3));
        const IrqRate *q2 = findIrq(on, "24");
        QVERIFY(q2->partial);
        QCOMPARE(q2->gapCpus, std::vector<int>{1});
        QVERIFY(!on.cpu(1)->irqsPerSec.has_value());
        QVERIFY(!on.cpu(1)->hardirqPct.has_value());
        QVERIFY(!on.machine.irqsPerSec.has_value());
        for (const IrqRate &i : on.irqs) {
            for (const auto &c : i.cpus)
                QVERIFY(c.perSec >= 0);
        }
    }

    void irqsComeAndGo()
    {
        const QByteArray a = "           CPU0\n"
                             " 24:        100   PCI-MSI 1-edge  old\n"
                             " 25:        100   PCI-MSI 2-edge  stays\n";
        // 24 vanished, 26 appeared before 25: positions shifted.
        const QByteArray b = "           CPU0\n"
                             " 26:         40   PCI-MSI 3-edge  new\n"
                             " 25:        110   PCI-MSI 2-edge  stays\n";
        const Rates r = computeRates(makeSample(a, flatStat({0}), {}, kSec),
                                     makeSample(b, flatStat({0}), {}, 2 * kSec));
        QCOMPARE(r.vanishedIrqs, 1);
        QCOMPARE(r.newIrqs, 1);
        QVERIFY(!findIrq(r, "24"));
        const IrqRate *n = findIrq(r, "26");
        QVERIFY(n);
        QVERIFY(!n->perSec.has_value()); // no previous count: a gap, not 40/s
        QCOMPARE(*findIrq(r, "25")->perSec, 10.0);
        // The CPU total covers rows present in both samples.
        QCOMPARE(*r.cpu(0)->irqsPerSec, 10.0);
    }

    void duplicateKeys()
    {
        // POWER prints LOC twice; a row inserted before them shifts positions.
        const QByteArray a = "           CPU0\n"
                             "LOC:        100   Local timer interrupts for timer event device\n"
                             "LOC:          5   Local timer interrupts for others\n";
        const QByteArray b = "           CPU0\n"
                             " 16:          0  XIVE-IPI   0 Edge      IPI\n"
                             "LOC:        150   Local timer interrupts for timer event device\n"
                             "LOC:          6   Local timer interrupts for others\n";
        const Rates r = computeRates(makeSample(a, flatStat({0}), {}, kSec),
                                     makeSample(b, flatStat({0}), {}, 2 * kSec));
        QCOMPARE(*findIrq(r, "LOC", 0)->perSec, 50.0);
        QCOMPARE(*findIrq(r, "LOC", 1)->perSec, 1.0);
        QCOMPARE(r.newIrqs, 1);
        QCOMPARE(r.vanishedIrqs, 0);
    }

    void gaps_data()
    {
        QTest::addColumn<qint64>("dt");
        QTest::addColumn<bool>("prevFails");
        QTest::addColumn<bool>("curFails");
        QTest::newRow("zero interval") << qint64(0) << false << false;
        QTest::newRow("negative interval") << qint64(-kSec) << false << false;
        QTest::newRow("previous read failed") << qint64(kSec) << true << false;
        QTest::newRow("current read failed") << qint64(kSec) << false << true;
    }
    void gaps()
    {
        QFETCH(qint64, dt);
        QFETCH(bool, prevFails);
        QFETCH(bool, curFails);
        Sample a = makeSample(kIrqA, kStatA, kSoftA, 10 * kSec);
        Sample b = makeSample(kIrqB, kStatB, kSoftB, 10 * kSec + dt);
        if (prevFails)
            a = makeSample("garbage", kStatA, kSoftA, 10 * kSec);
        if (curFails) {
            b = Sample{};
            b.error = QStringLiteral("cannot open /proc/interrupts: No such file or directory");
        }
        QVERIFY(!prevFails || !a.ok());
        const Rates r = computeRates(a, b);
        QVERIFY(r.isGap());
        QVERIFY(r.cpus.empty());
        QVERIFY(r.irqs.empty());
        QVERIFY(!r.machine.irqsPerSec.has_value());
        QVERIFY(!r.machine.hardirqPct.has_value());
    }

    // Two samples with the same timestamp, or a later one stamped earlier
    // (a hand-edited recording, a clock that went back), have no interval:
    // the counters moved, yet the result is a gap that says so, never an
    // infinite or made-up rate. The 64-bit extremes would overflow a plain
    // subtraction (to 1 ns: rates of billions per second).
    void noIntervalNoRate_data()
    {
        QTest::addColumn<qint64>("prevNs");
        QTest::addColumn<qint64>("curNs");
        QTest::newRow("same timestamp") << qint64(100 * kSec) << qint64(100 * kSec);
        QTest::newRow("backwards by 1 ns") << qint64(100 * kSec) << qint64(100 * kSec - 1);
        QTest::newRow("backwards by 10 s") << qint64(100 * kSec) << qint64(90 * kSec);
        QTest::newRow("max then min (overflow)")
            << std::numeric_limits<qint64>::max() << std::numeric_limits<qint64>::min();
        QTest::newRow("min then max (overflow)")
            << std::numeric_limits<qint64>::min() << std::numeric_limits<qint64>::max();
    }
    void noIntervalNoRate()
    {
        QFETCH(qint64, prevNs);
        QFETCH(qint64, curNs);
        QVERIFY(!irqatlas::elapsedSeconds(prevNs, curNs).has_value());
        const Sample a = makeSample(kIrqA, kStatA, kSoftA, prevNs);
        const Sample b = makeSample(kIrqB, kStatB, kSoftB, curNs);
        QVERIFY(a.ok() && b.ok());
        const Rates r = computeRates(a, b);
        QVERIFY(r.isGap());
        QVERIFY2(r.gapReason.contains(QStringLiteral("not positive")), qPrintable(r.gapReason));
        QCOMPARE(r.monotonicNs, curNs);
        QCOMPARE(r.interval, 0.0);
        QVERIFY(r.cpus.empty());
        QVERIFY(r.irqs.empty());
        QVERIFY(r.softirqPerSec.empty());
        QVERIFY(!r.machine.irqsPerSec && !r.machine.softirqsPerSec);
        QVERIFY(!r.machine.hardirqPct && !r.machine.softirqPct);
        QVERIFY(allFinite(r));
        // The next sample with a real interval has rates again, measured
        // from the earlier sample's own timestamp.
        if (curNs < std::numeric_limits<qint64>::max() - 2 * kSec) {
            const Sample c = makeSample(kIrqB, kStatB, kSoftB, curNs + 2 * kSec);
            const Rates next = computeRates(b, c);
            QVERIFY(!next.isGap());
            QCOMPARE(next.interval, 2.0);
            QVERIFY(allFinite(next));
        }
    }

    void elapsedSeconds_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::addColumn<double>("seconds"); // 0: none
        QTest::newRow("2 s") << qint64(kSec) << qint64(3 * kSec) << 2.0;
        QTest::newRow("1 ns") << qint64(5) << qint64(6) << 1e-9;
        QTest::newRow("across zero") << qint64(-kSec) << qint64(kSec) << 2.0;
        QTest::newRow("same") << qint64(7) << qint64(7) << 0.0;
        QTest::newRow("backwards") << qint64(7) << qint64(6) << 0.0;
        QTest::newRow("whole range (overflow)")
            << std::numeric_limits<qint64>::min() << std::numeric_limits<qint64>::max() << 0.0;
    }
    void elapsedSeconds()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        QFETCH(double, seconds);
        const std::optional<double> s = irqatlas::elapsedSeconds(from, to);
        QCOMPARE(s.has_value(), seconds > 0);
        if (s)
            QCOMPARE(*s, seconds);
    }

    // Kernels that print no irq/softirq fields, or never charge them.
    void notAccounted_data()
    {
        QTest::addColumn<QByteArray>("statA");
        QTest::addColumn<QByteArray>("statB");
        QTest::addColumn<bool>("hard");
        QTest::addColumn<bool>("soft");
        QTest::newRow("2.4: four fields")
            << QByteArray("cpu  100 0 50 1000\ncpu0 100 0 50 1000\n")
            << QByteArray("cpu  150 0 60 1090\ncpu0 150 0 60 1090\n") << false << false;
        // Real 2.6.0-2.6.10 line (tests/data/monitor/jc-linux-proc-stat2-kernel2.4.txt):
        // 7 fields, softirq 0 since boot.
        QTest::newRow("2.6.0: seven fields, softirq 0")
            << QByteArray(readDataStatFirstLines())
            << QByteArray("cpu  259266 7001 60200 34251063 137517 782 0\n"
                          "cpu0 259266 7001 60200 34251063 137517 782 0\n")
            << true << false;
        QTest::newRow("no IRQ time accounting: irq 0 since boot")
            << QByteArray("cpu  100 0 50 1000 0 0 30 0 0 0\ncpu0 100 0 50 1000 0 0 30 0 0 0\n")
            << QByteArray("cpu  150 0 60 1090 0 0 40 0 0 0\ncpu0 150 0 60 1090 0 0 40 0 0 0\n")
            << false << true;
    }
    void notAccounted()
    {
        QFETCH(QByteArray, statA);
        QFETCH(QByteArray, statB);
        QFETCH(bool, hard);
        QFETCH(bool, soft);
        const QByteArray irq = "           CPU0\n  0:          1   IO-APIC   2-edge      timer\n";
        const Rates r =
            computeRates(makeSample(irq, statA, {}, kSec), makeSample(irq, statB, {}, 2 * kSec));
        QVERIFY(!r.isGap());
        QCOMPARE(r.cpu(0)->hardirqPct.has_value(), hard);
        QCOMPARE(r.cpu(0)->softirqPct.has_value(), soft);
        QCOMPARE(r.machine.hardirqPct.has_value(), hard);
        QCOMPARE(r.machine.softirqPct.has_value(), soft);
        if (hard && statA.startsWith("cpu  259246")) {
            // total +20 user +10 sys +70 idle +10 irq = 110 ticks.
            QCOMPARE(*r.cpu(0)->hardirqPct, 10.0 / 110 * 100);
        }
    }

    // mpstat leaves guest out of the total (user already holds it) and adds
    // back what guest outgrew user by.
    void guestNotCountedTwice()
    {
        CpuTimes a, b;
        a.fieldCount = b.fieldCount = 10;
        a.values = {100, 0, 0, 100, 0, 0, 0, 0, 50, 0};
        b.values = {150, 0, 0, 150, 0, 10, 0, 0, 105, 0};
        // total = (150+150+10) - (100+100) + shift 5 = 115.
        QCOMPARE(*statFieldPercent(a, b, CpuTimes::Irq), 10.0 / 115 * 100);
        CpuTimes offline = b;
        offline.values = {};
        QVERIFY(!statFieldPercent(a, offline, CpuTimes::Irq).has_value());
    }

    // Real files paired with themselves: every rate is 0, nothing is a gap.
    void realSelfPair_data()
    {
        QTest::addColumn<QString>("interrupts");
        QTest::addColumn<QString>("softirqs");
        QTest::addColumn<QString>("stat");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cpus");
        QTest::newRow("pcp 8cpu") << "monitor/pcp-interrupts-8cpu-x86_64.txt"
                                  << "monitor/pcp-softirqs-8cpu-x86_64.txt" << QString() << 38 << 8;
        QTest::newRow("sysstat root1") << "monitor/sysstat-tests-root1-interrupts.txt"
                                       << "monitor/sysstat-tests-root1-softirqs.txt"
                                       << "monitor/sysstat-tests-root1-stat.txt" << 43 << 9;
        QTest::newRow("ppc64 xive") << "monitor/qemu-devel-ppc64-pseries-xive-1cpu.txt" << QString()
                                    << QString() << 21 << 1;
        QTest::newRow("pcp 1152cpu")
            << "monitor/pcp-interrupts-1152cpu-x86_64.txt.bz2"
            << "monitor/pcp-softirqs-1152cpu-x86_64.txt.bz2" << QString() << 1056 << 1152;
    }
    void realSelfPair()
    {
        QFETCH(QString, interrupts);
        QFETCH(QString, softirqs);
        QFETCH(QString, stat);
        QFETCH(int, rows);
        QFETCH(int, cpus);
        const QByteArray irq = test::readData(interrupts);
        const QByteArray soft = softirqs.isEmpty() ? QByteArray() : test::readData(softirqs);
        std::vector<int> ids(std::size_t(cpus), 0);
        std::iota(ids.begin(), ids.end(), 0);
        const QByteArray st = stat.isEmpty() ? flatStat(ids) : test::readData(stat);
        const Sample a = makeSample(irq, st, soft, kSec);
        const Sample b = makeSample(irq, st, soft, 2 * kSec);
        QVERIFY2(a.ok(), qPrintable(a.error));
        const Rates r = computeRates(a, b);
        QVERIFY(!r.isGap());
        QCOMPARE(r.irqRows, rows);
        QCOMPARE(int(r.cpus.size()), cpus);
        QVERIFY(r.irqs.empty());
        QCOMPARE(r.newIrqs, 0);
        QCOMPARE(r.vanishedIrqs, 0);
        QCOMPARE(*r.machine.irqsPerSec, 0.0);
        for (const CpuRate &c : r.cpus) {
            QCOMPARE(*c.irqsPerSec, 0.0);
            if (!soft.isEmpty())
                QCOMPARE(*c.softirqsPerSec, 0.0);
        }
    }

    // Real ppc64 file: the two LOC rows move independently.
    void realDuplicateLoc()
    {
        const QByteArray a =
            test::readData(QStringLiteral("monitor/qemu-devel-ppc64-pseries-xive-1cpu.txt"));
        QByteArray b = a;
        b.replace("LOC:       2236", "LOC:       2336");
        b.replace("LOC:          0   Local timer interrupts for others",
                  "LOC:         30   Local timer interrupts for others");
        QVERIFY(b != a);
        const Rates r = computeRates(makeSample(a, flatStat({0}), {}, kSec),
                                     makeSample(b, flatStat({0}), {}, 2 * kSec));
        QCOMPARE(*findIrq(r, "LOC", 0)->perSec, 100.0);
        QCOMPARE(*findIrq(r, "LOC", 1)->perSec, 30.0);
        QCOMPARE(findIrq(r, "LOC", 1)->name, std::string("Local timer interrupts for others"));
        QCOMPARE(*r.cpu(0)->irqsPerSec, 130.0);
    }

    // Copying unchanged rows from the previous sample gives exactly the table
    // a full parse gives.
    void changedRowsOnly_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("dropRow");
        for (bool drop : {false, true}) {
            const char *suffix = drop ? ", a row dropped" : "";
            QTest::addRow("pcp 8cpu%s", suffix) << "monitor/pcp-interrupts-8cpu-x86_64.txt" << drop;
            QTest::addRow("ppc64 duplicate LOC%s", suffix)
                << "monitor/qemu-devel-ppc64-pseries-xive-1cpu.txt" << drop;
            QTest::addRow("pcp 1152cpu%s", suffix)
                << "monitor/pcp-interrupts-1152cpu-x86_64.txt.bz2" << drop;
        }
    }
    void changedRowsOnly()
    {
        QFETCH(QString, file);
        QFETCH(bool, dropRow);
        const QByteArray a = test::readData(file);
        // Bump the last digit of counts ending in 1-8 on every 3rd line, and
        // drop a row (which shifts every later line against the previous text).
        QList<QByteArray> lines = a.split('\n');
        for (qsizetype l = 1; l < lines.size(); l += 3) {
            QByteArray &line = lines[l];
            for (qsizetype i = 0; i + 1 < line.size(); ++i) {
                if (line[i] >= '1' && line[i] <= '8' && line[i + 1] == ' ')
                    ++line[i];
            }
        }
        if (dropRow)
            lines.removeAt(2);
        QByteArray b = lines.join('\n');
        const Sample prev = makeSample(a, flatStat({0}), {}, kSec);
        QVERIFY(prev.ok());
        Sample full, quick;
        full.interruptsText = quick.interruptsText = b;
        full.statText = quick.statText = flatStat({0});
        QVERIFY(parseSample(full, QString()).ok());
        // The recycled table starts with unrelated rows: nothing may leak.
        const Sample other =
            makeSample(test::readData(QStringLiteral("monitor/sysstat-tests-root1-interrupts.txt")),
                       flatStat({0}), {}, 0);
        QVERIFY(parseSample(quick, QString(), other.parsed, &prev).ok());
        const IrqTable &x = full.parsed->irqs, &y = quick.parsed->irqs;
        QCOMPARE(y.cpus, x.cpus);
        QCOMPARE(y.irqs.size(), x.irqs.size());
        for (std::size_t i = 0; i < x.irqs.size(); ++i) {
            QCOMPARE(y.irqs[i].key, x.irqs[i].key);
            QCOMPARE(y.irqs[i].counts, x.irqs[i].counts);
            QCOMPARE(y.irqs[i].total, x.irqs[i].total);
            QCOMPARE(y.irqs[i].name, x.irqs[i].name);
            QCOMPARE(y.irqs[i].chip, x.irqs[i].chip);
            QCOMPARE(y.irqs[i].description, x.irqs[i].description);
        }
    }

private:
    static QByteArray readDataStatFirstLines()
    {
        // The first block of the real file: its "cpu" and "cpu0" lines.
        const QByteArray all =
            test::readData(QStringLiteral("monitor/jc-linux-proc-stat2-kernel2.4.txt"));
        const QList<QByteArray> lines = all.split('\n');
        return lines.at(0) + '\n' + lines.at(1) + '\n';
    }
};

QTEST_GUILESS_MAIN(TestRates)
#include "tst_rates.moc"
