// Tracing across intervals (cost/costtracer.h) without root: the aggregator's
// per-interval CPU times add up to the whole measurement's, and the traced
// shares replace /proc/stat's in an interval's rates, by CPU id.
#include "cost/costtracer.h"
#include "cost/tracereader.h"
#include "testdata.h"

#include <QTest>
#include <unistd.h>

using namespace irqatlas;

class TestCostTracer : public QObject
{
    Q_OBJECT
private slots:
    // multicpu.txt cut after its call_function_exit: CPU 1 ran IRQ 36
    // (10 µs) and a call function (3 µs) before the cut, a reschedule (1 µs)
    // and BLOCK (40 µs) after it; CPU 0 IRQ 36 (5 µs) and a call function
    // (1 µs) before, BLOCK (10 µs) after.
    void takeSplitsTheTime()
    {
        const QByteArray text = test::readData(QStringLiteral("trace/multicpu.txt"));
        const qsizetype cut = text.indexOf("call_function_exit");
        const qsizetype lineEnd = text.indexOf('\n', cut) + 1;
        QVERIFY(cut > 0 && lineEnd > cut);
        CostAggregator agg;
        TraceReader reader(QStringLiteral("multicpu.txt"), agg);
        QVERIFY(reader.feed(std::string_view(text.constData(), std::size_t(lineEnd))).ok());
        // Cut inside a line: the part is carried, not lost.
        const std::string_view rest(text.constData() + lineEnd, std::size_t(text.size() - lineEnd));
        const std::vector<CpuCost> first = agg.takeCpuTimes();
        reader.restartBudget();
        QVERIFY(reader.feed(rest.substr(0, 7)).ok());
        QVERIFY(reader.feed(rest.substr(7)).ok());
        QVERIFY(reader.finish().ok());
        const std::vector<CpuCost> second = agg.takeCpuTimes();
        QCOMPARE(first.size(), std::size_t(2));
        QCOMPARE(first[0].hardirqNs, std::uint64_t(6000));
        QCOMPARE(first[0].softirqNs, std::uint64_t(0));
        QCOMPARE(first[1].hardirqNs, std::uint64_t(13000));
        QCOMPARE(second[0].hardirqNs, std::uint64_t(0));
        QCOMPARE(second[0].softirqNs, std::uint64_t(10000));
        QCOMPARE(second[1].hardirqNs, std::uint64_t(1000));
        QCOMPARE(second[1].softirqNs, std::uint64_t(40000));
        // The same as the whole text measured at once.
        auto whole = readTraceText(std::string_view(text.constData(), std::size_t(text.size())),
                                   QStringLiteral("multicpu.txt"));
        QVERIFY(whole.ok());
        for (const CpuCost &c : whole->cpus) {
            const std::size_t i = std::size_t(c.cpu);
            QCOMPARE(first[i].hardirqNs + second[i].hardirqNs, c.hardirqNs);
            QCOMPARE(first[i].softirqNs + second[i].softirqNs, c.softirqNs);
        }
    }

    void appliedByCpuId()
    {
        Rates r;
        r.interval = 1;
        for (int id : {0, 2, 5}) {
            CpuRate c;
            c.cpu = id;
            r.cpus.push_back(c);
        }
        TracedInterval t;
        t.seconds = 0.5;
        t.cpus[2] = CpuCost{2, 50'000'000, 100'000'000}; // 10 % and 20 % of 0.5 s
        t.cpus[7] = CpuCost{7, 1, 1};                    // not in the rates: skipped
        applyTracedTimes(r, t);
        QVERIFY(r.irqTimeTraced);
        QCOMPARE(*r.cpus[0].hardirqPct, 0.0);
        QCOMPARE(*r.cpus[1].hardirqPct, 10.0);
        QCOMPARE(*r.cpus[1].softirqPct, 20.0);
        QCOMPARE(*r.cpus[2].softirqPct, 0.0);
        QCOMPARE(*r.machine.hardirqPct, 10.0 / 3);
        QCOMPARE(*r.machine.softirqPct, 20.0 / 3);
    }

    // A gap, an interval of no length and a stopped tracer change nothing.
    void nothingToApply()
    {
        Rates gap;
        gap.gapReason = QStringLiteral("read failed");
        TracedInterval t;
        t.seconds = 1;
        applyTracedTimes(gap, t);
        QVERIFY(!gap.irqTimeTraced);

        Rates r;
        CpuRate c;
        c.cpu = 0;
        r.cpus.push_back(c);
        TracedInterval none;
        applyTracedTimes(r, none);
        QVERIFY(!r.irqTimeTraced);
        QVERIFY(!r.cpus[0].hardirqPct);
        TracedInterval stopped;
        stopped.seconds = 1;
        stopped.stoppedEarly = QStringLiteral("too many events");
        applyTracedTimes(r, stopped);
        QVERIFY(!r.irqTimeTraced);
    }

    void startNeedsRoot()
    {
        if (::geteuid() == 0)
            QSKIP("run as root: start() may succeed");
        auto t = CostTracer::start({});
        QVERIFY(!t.ok());
        QVERIFY(t.errorString().contains(QStringLiteral("root")));
    }
};

QTEST_GUILESS_MAIN(TestCostTracer)
#include "tst_costtracer.moc"
