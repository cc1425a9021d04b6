// The trial verdict on synthetic phases: an A/A trial is within noise, a
// clear shift is better or worse in the right direction, one interval of
// evidence never gives a judgement, and zero intervals or zero means give no
// inf or NaN.

#include "trial/verdict.h"

#include <QTest>
#include <cmath>
#include <random>

using namespace irqatlas;

namespace {

// One interval of a 4-CPU machine: node 0 = CPUs 0-1, node 1 = CPUs 2-3. The
// plan's IRQ 142 (device on node 1) fires planRate/s on planCpu; IRQ 7 is not
// in the plan. NET_RX softirqs run on netCpu.
struct Shape
{
    double hard = 2, soft = 5; // percent on every CPU, CPU 0 gets hot0 more
    double hot0 = 0;
    double planRate = 1000;
    int planCpu = 2;
    double otherRate = 300;
    int netCpu = 0;
    double netRate = 500;
};

Rates makeRates(const Shape &s, std::int64_t wallMs)
{
    Rates r;
    r.wallMs = wallMs;
    r.interval = 0.5;
    double hardSum = 0, softSum = 0;
    r.softirqNames = {"TIMER", "NET_RX"};
    for (int c = 0; c < 4; ++c) {
        CpuRate cr;
        cr.cpu = c;
        cr.hardirqPct = s.hard + (c == 0 ? s.hot0 : 0);
        cr.softirqPct = s.soft;
        cr.irqsPerSec = (c == s.planCpu ? s.planRate : 0) + (c == 1 ? s.otherRate : 0);
        hardSum += *cr.hardirqPct;
        softSum += *cr.softirqPct;
        r.cpus.push_back(cr);
        r.softirqPerSec.push_back(250.0f);
        r.softirqPerSec.push_back(c == s.netCpu ? float(s.netRate) : 0.0f);
    }
    r.machine.hardirqPct = hardSum / 4;
    r.machine.softirqPct = softSum / 4;
    r.machine.irqsPerSec = s.planRate + s.otherRate;
    IrqRate plan;
    plan.key = "142";
    plan.perSec = s.planRate;
    plan.cpus = {{s.planCpu, s.planRate}};
    IrqRate other;
    other.key = "7";
    other.perSec = s.otherRate;
    other.cpus = {{1, s.otherRate}};
    r.irqs = {plan, other};
    return r;
}

TrialScope scope()
{
    TrialScope s;
    s.planKeys = {"142"};
    s.keyNode = {{"142", 1}};
    s.cpuNode = {0, 0, 1, 1};
    return s;
}

// n intervals of shape with a relative jitter from rng on every figure.
void fill(TrialPhase &phase, Shape shape, int n, std::mt19937 &rng, double jitter)
{
    std::normal_distribution<double> noise(1.0, jitter);
    for (int i = 0; i < n; ++i) {
        Shape s = shape;
        s.hard *= noise(rng);
        s.soft *= noise(rng);
        s.planRate *= noise(rng);
        s.otherRate *= noise(rng);
        s.netRate *= noise(rng);
        phase.add(makeRates(s, 1000 * i));
    }
}

const MetricVerdict *find(const Verdict &v, const char *metric)
{
    for (const MetricVerdict &m : v.machine) {
        if (m.metric == metric)
            return &m;
    }
    return nullptr;
}

bool finite(const Comparison &c)
{
    return std::isfinite(c.change) && std::isfinite(c.threshold) && std::isfinite(c.before.mean) &&
           std::isfinite(c.after.mean) && (!c.relative || std::isfinite(*c.relative));
}

} // namespace

class TestVerdict : public QObject
{
    Q_OBJECT

private slots:
    void aaIsWithinNoise_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed = 1; seed <= 20; ++seed)
            QTest::addRow("seed %u", seed) << seed;
    }

    void aaIsWithinNoise()
    {
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        const TrialScope sc = scope();
        TrialPhase before(sc), after(sc);
        fill(before, Shape{}, 8, rng, 0.1);
        fill(after, Shape{}, 8, rng, 0.1);
        const Verdict v = computeVerdict(before, after);
        QCOMPARE(v.machine.size(), std::size_t(7));
        for (const MetricVerdict &m : v.machine) {
            QVERIFY2(m.comparison.judgement == Judgement::WithinNoise, m.metric.c_str());
            QVERIFY(finite(m.comparison));
        }
        for (const CpuVerdict &c : v.cpus)
            QVERIFY2(!c.changed(), qPrintable(QString::number(c.cpu)));
        for (const SoftirqMove &m : v.softirqs)
            QVERIFY2(!m.moved, m.type.c_str());
    }

    void clearShiftIsJudged()
    {
        std::mt19937 rng(7);
        const TrialScope sc = scope();
        TrialPhase before(sc), after(sc);
        Shape b;
        b.planCpu = 0; // remote: node 0 for a node-1 device
        b.hot0 = 40;   // CPU 0 carries the IRQ time
        Shape a;
        a.planCpu = 3; // local
        a.hot0 = 0;
        a.soft = 12; // more softirq time: worse
        a.planRate = 3000;
        a.netCpu = 3;
        fill(before, b, 6, rng, 0.02);
        fill(after, a, 6, rng, 0.02);
        const Verdict v = computeVerdict(before, after);
        QCOMPARE(find(v, "hardirq_pct")->comparison.judgement, Judgement::Better);
        QCOMPARE(find(v, "softirq_pct")->comparison.judgement, Judgement::Worse);
        QCOMPARE(find(v, "irq_time_imbalance")->comparison.judgement, Judgement::Better);
        QCOMPARE(find(v, "busiest_cpu_irq_pct")->comparison.judgement, Judgement::Better);
        QCOMPARE(find(v, "plan_local_share")->comparison.judgement, Judgement::Better);
        QVERIFY(std::fabs(find(v, "plan_local_share")->comparison.before.mean) < 1e-9);
        QVERIFY(std::fabs(find(v, "plan_local_share")->comparison.after.mean - 1) < 1e-9);
        // IRQ/s have no better direction: a change is "changed", with the reason.
        const MetricVerdict *plan = find(v, "irqs_per_sec_plan");
        QCOMPARE(plan->comparison.judgement, Judgement::Changed);
        QVERIFY(!plan->comparison.note.isEmpty());
        QCOMPARE(QByteArray(judgementName(plan->comparison.judgement)), QByteArray("changed"));
        // Per CPU: CPU 0 lost its hard-IRQ time.
        QCOMPARE(v.cpus.size(), std::size_t(4));
        QCOMPARE(v.cpus[0].metrics[0].comparison.judgement, Judgement::Better);
        bool netMoved = false, timerMoved = true;
        for (const SoftirqMove &m : v.softirqs) {
            if (m.type == "NET_RX") {
                netMoved = m.moved;
                QCOMPARE(m.busiestBefore, 0);
                QCOMPARE(m.busiestAfter, 3);
                QVERIFY(std::fabs(m.distance - 1) < 1e-6);
            }
            if (m.type == "TIMER")
                timerMoved = m.moved;
        }
        QVERIFY(netMoved);
        QVERIFY(!timerMoved);
        // The same trial the other way round is worse where it was better.
        const Verdict back = computeVerdict(after, before);
        QCOMPARE(find(back, "hardirq_pct")->comparison.judgement, Judgement::Worse);
        QCOMPARE(find(back, "plan_local_share")->comparison.judgement, Judgement::Worse);
    }

    void oneIntervalNeverJudges_data()
    {
        QTest::addColumn<int>("nBefore");
        QTest::addColumn<int>("nAfter");
        QTest::newRow("1/1") << 1 << 1;
        QTest::newRow("1/10") << 1 << 10;
        QTest::newRow("10/1") << 10 << 1;
        QTest::newRow("0/10") << 0 << 10;
        QTest::newRow("0/0") << 0 << 0;
    }

    void oneIntervalNeverJudges()
    {
        QFETCH(int, nBefore);
        QFETCH(int, nAfter);
        std::mt19937 rng(3);
        const TrialScope sc = scope();
        TrialPhase before(sc), after(sc);
        Shape b;
        b.hot0 = 80;
        Shape a;
        a.planCpu = 3;
        fill(before, b, nBefore, rng, 0.0);
        fill(after, a, nAfter, rng, 0.0);
        const Verdict v = computeVerdict(before, after);
        for (const MetricVerdict &m : v.machine) {
            QVERIFY2(m.comparison.judgement == Judgement::WithinNoise, m.metric.c_str());
            QVERIFY(!m.comparison.note.isEmpty());
            QVERIFY(finite(m.comparison));
        }
        for (const CpuVerdict &c : v.cpus)
            QVERIFY(!c.changed());
        for (const SoftirqMove &m : v.softirqs)
            QVERIFY(!m.moved);
    }

    // Static files (a saved tree, a tickless idle machine): every share is 0,
    // no IRQ fires; nothing is inf, NaN or judged.
    void zeroMeansAreNotDivided()
    {
        const TrialScope sc = scope();
        TrialPhase before(sc), after(sc);
        Shape z;
        z.hard = z.soft = 0;
        z.planRate = z.otherRate = z.netRate = 0;
        for (int i = 0; i < 4; ++i) {
            before.add(makeRates(z, i));
            after.add(makeRates(z, i));
        }
        Rates gap;
        gap.gapReason = QStringLiteral("cannot read");
        before.add(gap);
        QCOMPARE(before.gaps(), 1);
        QCOMPARE(before.intervals().size(), std::size_t(4));
        QVERIFY(!before.intervals()[0].imbalance);
        QVERIFY(!before.intervals()[0].localShare);
        const Verdict v = computeVerdict(before, after);
        for (const MetricVerdict &m : v.machine) {
            QVERIFY2(m.comparison.judgement == Judgement::WithinNoise, m.metric.c_str());
            QVERIFY(finite(m.comparison));
            QVERIFY(!m.comparison.relative);
        }
        for (const SoftirqMove &m : v.softirqs) {
            QVERIFY(!m.moved);
            QVERIFY(std::isfinite(m.distance) && std::isfinite(m.noise));
        }
    }

    void welchThreshold()
    {
        // No spread at all in either phase: the floor decides.
        Comparison c =
            compareSeries({10, 10, 10}, {5, 5, 5}, Direction::LowerIsBetter, {0.1, 0.05});
        QCOMPARE(c.judgement, Judgement::Better);
        c = compareSeries({10, 10, 10}, {10, 10, 10}, Direction::LowerIsBetter, {0.1, 0.05});
        QCOMPARE(c.judgement, Judgement::WithinNoise);
        // Below the relative floor: 2 % of 100 is not a change.
        c = compareSeries({100, 100}, {102, 102}, Direction::HigherIsBetter, {0.1, 0.05});
        QCOMPARE(c.judgement, Judgement::WithinNoise);
        // A wide spread hides a shift of the same size.
        c = compareSeries({0, 20, 0, 20}, {5, 25, 5, 25}, Direction::HigherIsBetter, {0.1, 0.05});
        QCOMPARE(c.judgement, Judgement::WithinNoise);
        QVERIFY(c.threshold > 5);
        // NaN values are not evidence.
        c = compareSeries({NAN, 1}, {2, 2}, Direction::HigherIsBetter, {0.1, 0.05});
        QCOMPARE(c.before.n, 1);
        QCOMPARE(c.judgement, Judgement::WithinNoise);
        QVERIFY(tCritical999(1) > tCritical999(5));
        QVERIFY(tCritical999(5) > tCritical999(1e12) - 1e-9);
        QVERIFY(std::fabs(tCritical999(1e12) - 3.291) < 1e-9);
    }

    void scopeResolvesThePlan()
    {
        IrqTable t;
        t.cpus = {0, 1, 2, 3};
        Irq a;
        a.key = "142";
        a.number = 142;
        a.name = "mlx5_comp3";
        a.device = "0000:3b:00.0";
        a.deviceNode = 1;
        a.counts = {0, 0, 0, 0};
        Irq b = a;
        b.key = "143";
        b.number = 143;
        b.name = "mlx5_comp4";
        b.deviceNode = std::nullopt;
        b.node = 0;
        t.irqs = {a, b};
        Plan p;
        // Renumbered: the key finds 142 although the plan says 99.
        p.assignments.emplace_back(99, a.matchKey(), CpuSet::fromVector({2}));
        p.assignments.emplace_back(143, b.matchKey(), CpuSet::fromVector({0}));
        p.assignments.emplace_back(500, "gone@pci:0000:00:00.0", CpuSet::fromVector({0}));
        Topology topo;
        for (int c = 0; c < 4; ++c) {
            Pu pu;
            pu.id = c;
            pu.node = c / 2;
            topo.pus.push_back(pu);
        }
        const TrialScope s = trialScope(p, t, &topo);
        QCOMPARE(s.planKeys, (std::vector<std::string>{"142", "143"}));
        QCOMPARE(s.keyNode.at("142"), 1);
        QCOMPARE(s.keyNode.at("143"), 0); // from /proc/irq/N/node
        QCOMPARE(s.nodeOfCpu(3), 1);
        QCOMPARE(s.nodeOfCpu(99), -1);
        QCOMPARE(trialScope(p, t, nullptr).nodeOfCpu(0), -1);
    }
};

QTEST_GUILESS_MAIN(TestVerdict)
#include "tst_verdict.moc"
