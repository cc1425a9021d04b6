// The compact per-CPU history of the Live dock: the hundredths it keeps are
// exactly what printf's %.2f prints for every double (so a CSV written from
// it is the CSV of the full figures), figures outside the compact range are
// kept whole, the ring is bounded and keeps its storage, and CPU lists that
// change (hotplug, a gap) come back as they were.

#include "live/cpufigurehistory.h"
#include "live/ratesexport.h"

#include <QRandomGenerator>
#include <QTest>
#include <cmath>
#include <cstdio>
#include <limits>

using namespace irqatlas;

namespace {

std::int64_t printfHundredths(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string digits;
    for (const char *c = buf; *c; ++c)
        if (*c != '.')
            digits += *c;
    return std::strtoll(digits.c_str(), nullptr, 10);
}

std::string csvOf(const Rates &r)
{
    std::string out;
    appendRatesCsv(out, r);
    return out;
}

CpuRate cpuRate(int cpu, std::optional<double> hard, std::optional<double> soft,
                std::optional<double> irqs, std::optional<double> softirqs,
                std::optional<double> thread = {})
{
    CpuRate c;
    c.cpu = cpu;
    c.threadPct = thread;
    c.hardirqPct = hard;
    c.softirqPct = soft;
    c.irqsPerSec = irqs;
    c.softirqsPerSec = softirqs;
    return c;
}

Rates ratesAt(std::int64_t second, std::vector<CpuRate> cpus)
{
    Rates r;
    r.monotonicNs = second * 1000000000;
    r.wallMs = 1764495600000 + second * 1000;
    r.interval = 1.000137;
    r.machine = cpuRate(-1, 1.0 / 3, 2.0 / 3, 123456.789, 98765.4321);
    r.cpus = std::move(cpus);
    return r;
}

} // namespace

class TestCpuFigureHistory : public QObject
{
    Q_OBJECT
private slots:
    void hundredthsArePrintf()
    {
        std::vector<double> values = {0.0,   -0.0,   0.125,  0.375, 0.145,    0.285,
                                      2.675, 1.005,  -0.001, -0.5,  -2.675,   99.995,
                                      100,   655.35, 1e13,   9e14,  1e15 - 1, 123456789.125};
        // Every value a quarter-hundredth apart up to 20, and its neighbours:
        // the halves are where a careless rounding goes wrong.
        for (int k = 0; k <= 8000; ++k) {
            const double v = k / 400.0;
            values.push_back(v);
            values.push_back(std::nextafter(v, 0.0));
            values.push_back(std::nextafter(v, 100.0));
            values.push_back(k / 1000.0 + 0.0005);
        }
        QRandomGenerator rng(42);
        for (int i = 0; i < 200000; ++i) {
            const double mantissa = rng.generateDouble();
            const int exponent = int(rng.bounded(14)) - 3;
            values.push_back(mantissa * std::pow(10.0, exponent));
        }
        for (double v : values) {
            const std::optional<std::int64_t> h = printedHundredths(v);
            QVERIFY2(h, qPrintable(QString::number(v, 'g', 17)));
            QVERIFY2(*h == printfHundredths(v), qPrintable(QString::number(v, 'g', 17)));
        }
        QVERIFY(!printedHundredths(std::numeric_limits<double>::quiet_NaN()));
        QVERIFY(!printedHundredths(std::numeric_limits<double>::infinity()));
        QVERIFY(!printedHundredths(1e300));
    }

    void csvRoundTrip()
    {
        // Plain figures, missing ones, and ones beyond the compact cells:
        // each prints as the full figure prints.
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        const Rates in =
            ratesAt(1, {cpuRate(0, 0.125, 99.995, 1520.004999, 120.0, 12.345),
                        cpuRate(1, {}, 0.0, {}, 0.0), cpuRate(2, 655.34, -0.001, 3e7, -1e9, 700.0),
                        cpuRate(3, -1.0, 1e300, nan, inf, 0.0),
                        cpuRate(5, 100.0, 655.33, 21474836.47, -21474836.46)});
        CpuFigureHistory h(4);
        h.append(in);
        QCOMPARE(h.size(), std::size_t(1));
        Rates out;
        h.rates(0, out);
        QCOMPARE(out.cpus.size(), in.cpus.size());
        QCOMPARE(out.cpus[4].cpu, 5);
        QVERIFY(!out.cpus[1].hardirqPct);
        QCOMPARE(QByteArray::fromStdString(csvOf(out)), QByteArray::fromStdString(csvOf(in)));
        // Kept whole, not clipped to the cells.
        QCOMPARE(*out.cpus[2].irqsPerSec, 3e7);
        QCOMPARE(*out.cpus[3].softirqPct, 1e300);
        QCOMPARE(*out.cpus[2].threadPct, 700.0); // past 655.33: kept whole
        QVERIFY(!out.cpus[1].threadPct);
    }

    void boundedRing()
    {
        CpuFigureHistory h(3);
        QVERIFY(h.isEmpty());
        std::size_t full = 0;
        for (int i = 0; i < 7; ++i) {
            h.append(ratesAt(i, {cpuRate(0, i, 1, 2, 3), cpuRate(1, 4, 5, 6, i * 1.5)}));
            if (i == 2)
                full = h.bytes();
        }
        QCOMPARE(h.size(), std::size_t(3));
        QCOMPARE(h.capacity(), std::size_t(3));
        // The oldest left; what is held did not grow once the ring was full.
        QCOMPARE(h.monotonicNs(0), std::int64_t(4) * 1000000000);
        QCOMPARE(h.monotonicNs(2), std::int64_t(6) * 1000000000);
        QCOMPARE(h.bytes(), full);
        Rates out;
        h.rates(1, out);
        QCOMPARE(*out.cpus[0].hardirqPct, 5.0);
        QCOMPARE(*out.cpus[1].softirqsPerSec, 7.5);

        h.clear();
        QVERIFY(h.isEmpty());
        QCOMPARE(h.bytes(), full);
        h.append(ratesAt(9, {cpuRate(0, 1, 1, 1, 1)}));
        QCOMPARE(h.size(), std::size_t(1));
        QCOMPARE(h.monotonicNs(0), std::int64_t(9) * 1000000000);
    }

    void changingCpus()
    {
        // Two CPUs, a gap, four (more than the cells were laid out for),
        // then three with other ids: each interval keeps its own.
        CpuFigureHistory h(8);
        const Rates two = ratesAt(1, {cpuRate(0, 1, 2, 3, 4), cpuRate(1, 5, 6, 7, 8)});
        Rates gap = ratesAt(2, {});
        gap.gapReason = QStringLiteral("cannot read /proc/stat");
        gap.interval = 0;
        const Rates four = ratesAt(3, {cpuRate(0, 1.25, 2, 3, 4), cpuRate(1, 5, 6, 7, 8),
                                       cpuRate(2, 9, 10, 11, 12), cpuRate(3, 13, 14, 15, 16.75)});
        const Rates three =
            ratesAt(4, {cpuRate(0, 1, 2, 3, 4), cpuRate(2, 9, 10, 11, 12), cpuRate(7, 1, 1, 1, 1)});
        const Rates *want[] = {&two, &gap, &four, &three};
        for (const Rates *r : want)
            h.append(*r);
        QCOMPARE(h.size(), std::size_t(4));
        Rates out;
        for (std::size_t i = 0; i < 4; ++i) {
            h.rates(i, out);
            QCOMPARE(out.isGap(), want[i]->isGap());
            QCOMPARE(out.gapReason, want[i]->gapReason);
            QCOMPARE(out.cpus.size(), want[i]->cpus.size());
            for (std::size_t k = 0; k < out.cpus.size(); ++k)
                QCOMPARE(out.cpus[k].cpu, want[i]->cpus[k].cpu);
            QCOMPARE(QByteArray::fromStdString(csvOf(out)),
                     QByteArray::fromStdString(csvOf(*want[i])));
        }
    }
};

QTEST_GUILESS_MAIN(TestCpuFigureHistory)
#include "tst_cpufigurehistory.moc"
