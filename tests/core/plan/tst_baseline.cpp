// Plans are judged against the machine as it is now, CPU counts count the
// CPU an IRQ is delivered to where the hardware picks one of the mask, and a
// score over nothing has no value rather than a perfect 0.
#include "plan/currentplan.h"
#include "plan/planner.h"
#include "plan/planscore.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QTest>

using namespace irqatlas;

class TestBaseline : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void firedAndCurrentCpus();
    void deliveryToOneCpu();
    void deliveredCounts();
    void groupEvenlyCountsDeliveredCpus();
    void currentPlacementOfThePlans();
    void noValueWithoutIrqs();

private:
    Topology m_24;
};

namespace {

// n numbered x86-like IRQs: affinity all 24 CPUs, delivered to one each
// (as the vector allocator spreads them), fired on that one.
IrqTable x86Table(int n)
{
    IrqTable t;
    for (int c = 0; c < 24; ++c)
        t.cpus.push_back(c);
    for (int i = 0; i < n; ++i) {
        Irq q;
        q.number = 100 + i;
        q.key = std::to_string(q.number);
        q.name = "ice-eno5np0-TxRx-" + std::to_string(i);
        q.counts.assign(24, 0);
        q.counts[std::size_t(i % 24)] = 1000;
        q.total = 1000;
        q.affinity = CpuSet::range(0, 23);
        q.effective = CpuSet{i % 24};
        t.irqs.push_back(q);
    }
    return t;
}

Plan maskPlan(const IrqTable &t, const CpuSet &mask)
{
    Plan p;
    for (const Irq &q : t.irqs)
        p.assignments.emplace_back(q.number, q.matchKey(), mask);
    return p;
}

} // namespace

void TestBaseline::initTestCase()
{
    auto t = loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")));
    if (!t.ok())
        QFAIL(qPrintable(t.errorString()));
    m_24 = std::move(t).value();
}

void TestBaseline::firedAndCurrentCpus()
{
    Irq q;
    q.number = 5;
    q.counts = {0, 3, 0, 7};
    const std::vector<int> cols{0, 2, 5, 9}; // ids with gaps, as /proc/interrupts has them
    QCOMPARE(firedCpus(q, cols), (CpuSet{2, 9}));
    CurrentCpus c = currentCpus(q, cols);
    QCOMPARE(c.from, CurrentCpus::From::Fired);
    QCOMPARE(c.cpus, (CpuSet{2, 9}));
    q.affinity = CpuSet{0, 2};
    QCOMPARE(currentCpus(q, cols).from, CurrentCpus::From::Affinity);
    q.effective = CpuSet{2};
    c = currentCpus(q, cols);
    QCOMPARE(c.from, CurrentCpus::From::Effective);
    QCOMPARE(c.cpus, CpuSet{2});
    Irq never;
    never.number = 6;
    never.counts = {0, 0, 0, 0};
    QCOMPARE(currentCpus(never, cols).from, CurrentCpus::From::Unknown);
}

void TestBaseline::deliveryToOneCpu()
{
    IrqTable t = x86Table(9);
    QVERIFY(deliversToOneCpu(t));
    // No effective affinity (older kernel, saved /proc/interrupts): cannot tell.
    IrqTable none = t;
    for (Irq &q : none.irqs)
        q.effective.reset();
    QVERIFY(!deliversToOneCpu(none));
    // A chip that delivers to the whole mask.
    IrqTable whole = t;
    for (Irq &q : whole.irqs)
        q.effective = q.affinity;
    QVERIFY(!deliversToOneCpu(whole));
    // One odd IRQ among many does not change the machine's rule.
    IrqTable many = x86Table(20);
    many.irqs[0].effective = CpuSet{0, 1};
    QVERIFY(deliversToOneCpu(many));
}

void TestBaseline::deliveredCounts()
{
    // 9 IRQs each allowed on all 24 CPUs: by masks every CPU holds 9 of them;
    // delivered, each goes to one CPU, the allocator's least-used one.
    const IrqTable t = x86Table(9);
    const Plan p = maskPlan(t, CpuSet::range(0, 23));
    ScoreInput in;
    in.topology = &m_24;
    in.table = &t;
    const PlanScore masks = scorePlan(p, in);
    QVERIFY(!masks.oneCpuOfMask);
    QCOMPARE(masks.cpusUsed, 24);
    QCOMPARE(masks.maxIrqsPerCpu, 9);
    QCOMPARE(masks.sharedCpuPairs, 24LL * 36);
    in.oneCpuOfMask = true;
    const PlanScore delivered = scorePlan(p, in);
    QVERIFY(delivered.oneCpuOfMask);
    QCOMPARE(delivered.cpusUsed, 9);
    QCOMPARE(delivered.maxIrqsPerCpu, 1);
    QCOMPARE(delivered.sharedCpuPairs, 0LL);
    // The placement the scores count, as a plan (the compare view draws it).
    const Plan where = deliveredPlacement(p, t);
    CpuSet landed;
    for (const PlanAssignment &a : where.assignments) {
        QCOMPARE(a.cpus.count(), 1);
        landed |= a.cpus;
    }
    QCOMPARE(landed, CpuSet::range(0, 8));
    const CpuSet possible = CpuSet::range(20, 23);
    QCOMPARE(deliveredPlacement(p, t, &possible).assignments[4].cpus, CpuSet{20});
    // Isolated CPUs count by mask: the kernel may pick any CPU of it.
    in.isolated = CpuSet{23};
    QCOMPARE(scorePlan(p, in).onIsolated, 9);
    // scoreInputFor sees how the machine delivers.
    PlanRequest req;
    req.irqs = QStringLiteral("all");
    QVERIFY(scoreInputFor(m_24, t, req, {}).oneCpuOfMask);
}

void TestBaseline::groupEvenlyCountsDeliveredCpus()
{
    // The case: group-evenly gives 9 IRQs masks that together cover
    // every CPU; on a machine that delivers to one CPU it uses 9, not 24.
    const Planner *ge = findPlanner(QStringLiteral("group-evenly"));
    if (!ge)
        QSKIP("group-evenly is not built");
    const IrqTable t = x86Table(9);
    PlanRequest req;
    req.irqs = QStringLiteral("all");
    auto plan = makePlan(*ge, m_24, t, req);
    QVERIFY(plan.ok());
    CpuSet covered;
    for (const PlanAssignment &a : plan->assignments)
        covered |= a.cpus;
    QCOMPARE(covered.count(), 24);
    const PlanScore s = scorePlan(*plan, scoreInputFor(m_24, t, req, ge->params()));
    QVERIFY(s.oneCpuOfMask);
    QCOMPARE(s.cpusUsed, 9);
}

void TestBaseline::currentPlacementOfThePlans()
{
    IrqTable t = x86Table(4);
    t.irqs[1].effective.reset(); // affinity only
    t.irqs[2].effective.reset();
    t.irqs[2].affinity.reset(); // fired only
    t.irqs[3].effective.reset();
    t.irqs[3].affinity.reset();
    t.irqs[3].counts.assign(24, 0); // nothing known
    Plan a, b;
    a.assignments = {{100, t.irqs[0].matchKey(), CpuSet{5}},
                     {101, t.irqs[1].matchKey(), CpuSet{6}}};
    b.assignments = {{101, t.irqs[1].matchKey(), CpuSet{7}},
                     {102, t.irqs[2].matchKey(), CpuSet{8}},
                     {103, t.irqs[3].matchKey(), CpuSet{9}},
                     {999, "nothing", CpuSet{1}}};
    const Plan now = currentPlacement(t, {&a, &b});
    QCOMPARE(now.algorithm, QStringLiteral("current"));
    QCOMPARE(int(now.assignments.size()), 3); // the union, known placements only
    QCOMPARE(now.assignments[0].irq, 100);
    QCOMPARE(now.assignments[0].cpus, CpuSet{0});            // effective
    QCOMPARE(now.assignments[1].cpus, CpuSet::range(0, 23)); // affinity
    QCOMPARE(now.assignments[2].cpus, CpuSet{2});            // fired
    QCOMPARE(now.notes.size(), 1);
    QVERIFY(now.notes[0].contains(QLatin1String("1 IRQ")));
}

void TestBaseline::noValueWithoutIrqs()
{
    // A plan that resolves to nothing scores 0 everywhere: none of those 0s
    // is a value.
    const IrqTable t = x86Table(3);
    Plan p;
    p.assignments = {{999, "gone", CpuSet{1}}};
    ScoreInput in;
    in.topology = &m_24;
    in.table = &t;
    const PlanScore s = scorePlan(p, in);
    QCOMPARE(s.irqs, 0);
    QCOMPARE(s.unresolved, 1);
    QVERIFY(noValueReason(s, ScoreField::Irqs).isEmpty());
    QVERIFY(noValueReason(s, ScoreField::Unresolved).isEmpty());
    for (ScoreField f : {ScoreField::MeanDistance, ScoreField::MaxDistance, ScoreField::WithoutNode,
                         ScoreField::MaxIrqsPerCpu, ScoreField::MaxIrqsPerCore,
                         ScoreField::SiblingPairs, ScoreField::SharedCpuPairs, ScoreField::CpusUsed,
                         ScoreField::Imbalance, ScoreField::OnIsolated, ScoreField::Immovable})
        QVERIFY(noValueReason(s, f).contains(QLatin1String("no IRQ of the plan")));

    // IRQs without any node: the distances have no value, the rest do.
    const PlanScore some = scorePlan(maskPlan(t, CpuSet{3}), in);
    QCOMPARE(some.irqs, 3);
    QCOMPARE(some.distanceIrqs, 0);
    QVERIFY(noValueReason(some, ScoreField::MeanDistance).contains(QLatin1String("NUMA node")));
    QVERIFY(noValueReason(some, ScoreField::CpusUsed).isEmpty());
    QVERIFY(noValueReason(some, ScoreField::Imbalance).isEmpty());
    // With a node to measure from they have one.
    in.node = 0;
    const PlanScore measured = scorePlan(maskPlan(t, CpuSet{3}), in);
    QCOMPARE(measured.distanceIrqs, 3);
    QVERIFY(noValueReason(measured, ScoreField::MeanDistance).isEmpty());
    // No load at all: no imbalance.
    IrqTable quiet = t;
    for (Irq &q : quiet.irqs) {
        q.total = 0;
        q.counts.assign(24, 0);
    }
    in.table = &quiet;
    QVERIFY(noValueReason(scorePlan(maskPlan(quiet, CpuSet{3}), in), ScoreField::Imbalance)
                .contains(QLatin1String("no load")));
}

QTEST_GUILESS_MAIN(TestBaseline)
#include "tst_baseline.moc"
