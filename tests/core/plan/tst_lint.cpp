#include "model/planfile.h"
#include "plan/lint.h"
#include "testdata.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"

#include <QTest>

using namespace irqatlas;

namespace {

Irq mkIrq(int number, const char *name, std::optional<int> node, const char *affinity,
          const char *effective = nullptr)
{
    Irq q;
    q.number = number;
    q.key = std::to_string(number);
    q.name = name;
    q.chip = "IR-PCI-MSIX-0000:3b:00.0";
    q.deviceNode = node;
    if (affinity)
        q.affinity = CpuSet::parseList(affinity).value();
    if (effective)
        q.effective = CpuSet::parseList(effective).value();
    return q;
}

struct Scenario
{
    Topology topo;
    IrqTable table;
    Plan plan;
};

// One machine and plan that trigger every rule once (two-node-smt2, 8 CPUs).
Scenario scenario()
{
    Scenario s;
    auto t = topologyFromJson(test::readData(QStringLiteral("plans/two-node-smt2.json")),
                              QStringLiteral("two-node-smt2.json"));
    if (!t)
        qFatal("%s", qPrintable(t.errorString()));
    s.topo = t.value();
    Irq managed = mkIrq(60, "nvme0q1", 0, "0", "0");
    managed.immovable = true;
    managed.immovableReason = "managed";
    s.table.irqs.push_back(managed);
    Irq nodeless = mkIrq(61, "ahci", -1, "0-7", "0");
    nodeless.device = "0000:00:17.0";
    s.table.irqs.push_back(nodeless);
    s.table.irqs.push_back(
        mkIrq(62, "eth0-rx", 1, "2", "3")); // planned; effective outside affinity
    s.table.irqs.push_back(mkIrq(63, "eth0-tx", 1, "0-7", "6"));
    s.table.irqs.push_back(mkIrq(64, "i915", 0, "0", "1")); // not planned; effective outside
    // 200 vectors already on CPU 4 and 179 on CPU 5.
    for (int i = 0; i < 200; ++i)
        s.table.irqs.push_back(mkIrq(1000 + i, "q", 0, "4", "4"));
    for (int i = 0; i < 179; ++i)
        s.table.irqs.push_back(mkIrq(2000 + i, "q", 0, "5", "5"));
    s.plan.assignments = {
        {60, "nvme0q1", CpuSet{1}},
        {61, "ahci@0000:00:17.0", CpuSet{2}},
        {62, "eth0-rx", CpuSet{1}},
        {63, "eth0-tx", CpuSet{4, 5}}, // 4 is full: the model puts it on 5 (-> 180)
        {77, "gone", CpuSet{0}}};
    return s;
}

} // namespace

class TestLint : public QObject
{
    Q_OBJECT
private slots:
    void rules_data();
    void rules();
    void quietPlan();
    void llcCrowded();
    void queueRules();
    void offlineCpus();
};

void TestLint::rules_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<int>("irq");
    QTest::addColumn<int>("cpu");
    QTest::addColumn<QString>("message");
    QTest::newRow("immovable") << "immovable"
                               << "error" << 60 << -1 << "EIO";
    QTest::newRow("unknown node") << "unknown-node"
                                  << "warning" << 61 << -1 << "NUMA node -1";
    QTest::newRow("isolated") << "isolated"
                              << "warning" << 62 << -1 << "isolated/nohz_full CPUs 1";
    QTest::newRow("irqbalance") << "irqbalance"
                                << "warning" << -1 << -1 << "irqbalance is running";
    QTest::newRow("vector budget full") << "vector-budget"
                                        << "error" << -1 << 4 << "CPU 4 would serve 200";
    QTest::newRow("vector budget near") << "vector-budget"
                                        << "warning" << -1 << 5 << "CPU 5 would serve 180";
    QTest::newRow("mismatch planned") << "effective-mismatch"
                                      << "warning" << 62 << -1 << "effective affinity 3";
    QTest::newRow("mismatch other") << "effective-mismatch"
                                    << "info" << 64 << -1 << "effective affinity 1";
    QTest::newRow("unresolved") << "unresolved"
                                << "warning" << 77 << -1 << "no such interrupt";
}

void TestLint::rules()
{
    QFETCH(QString, rule);
    QFETCH(QString, severity);
    QFETCH(int, irq);
    QFETCH(int, cpu);
    QFETCH(QString, message);
    const Scenario s = scenario();
    LintInput in;
    in.topology = &s.topo;
    in.table = &s.table;
    in.isolated = CpuSet{1};
    in.irqbalanceRunning = true;
    const auto findings = lintPlan(s.plan, in);
    int hits = 0;
    for (const LintFinding &f : findings) {
        if (f.rule != rule || f.irq != irq || f.cpu != cpu)
            continue;
        ++hits;
        QCOMPARE(severityName(f.severity), severity);
        QVERIFY2(f.message.contains(message), qPrintable(f.message));
    }
    QCOMPARE(hits, 1);
    // No finding for the CPUs under 90% of the budget.
    for (const LintFinding &f : findings)
        QVERIFY(f.rule != QLatin1String("vector-budget") || f.cpu == 4 || f.cpu == 5);
}

// A multi-queue device whose queues all land in one L3 domain of a node that
// has eleven more (Zen 4) is warned about; spread over domains, a single
// queue, or a machine without cache information is not.
void TestLint::llcCrowded()
{
    auto topo = loadTopologyXml(
        test::dataPath(QStringLiteral("ui/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml")));
    QVERIFY(topo.ok());
    IrqTable table;
    for (int i = 0; i < 8; ++i) {
        Irq q = mkIrq(100 + i, "ice-eth0-TxRx", 0, "0-383");
        q.device = "0000:41:00.0";
        table.irqs.push_back(q);
    }
    Irq lone = mkIrq(200, "nvme0q1", 0, "0-383");
    lone.device = "0000:42:00.0";
    table.irqs.push_back(lone);
    auto crowded = [&](const Topology &t, const std::vector<int> &cpus) {
        Plan plan;
        for (int i = 0; i < 8; ++i)
            plan.assignments.emplace_back(100 + i, "ice-eth0-TxRx", CpuSet{cpus[std::size_t(i)]});
        plan.assignments.emplace_back(200, "nvme0q1", CpuSet{3});
        LintInput in;
        in.topology = &t;
        in.table = &table;
        in.x86 = false;
        QStringList hits;
        for (const LintFinding &f : lintPlan(plan, in))
            if (f.rule == QLatin1String("llc-crowded"))
                hits << QStringLiteral("%1 %2 %3")
                            .arg(severityName(f.severity))
                            .arg(f.irq)
                            .arg(f.message);
        return hits;
    };
    const QStringList one = crowded(*topo, {0, 1, 2, 3, 4, 5, 6, 192});
    QCOMPARE(one.size(), 1);
    QVERIFY2(one.front().startsWith(
                 QLatin1String("warning 100 all 8 planned IRQs of device 0000:41:00.0")) &&
                 one.front().contains(QLatin1String("(CPUs 0-7,192-199)")) &&
                 one.front().contains(QLatin1String("node 0")) &&
                 one.front().contains(QLatin1String("8-95,200-287")),
             qPrintable(one.front()));
    QVERIFY(crowded(*topo, {0, 8, 16, 24, 32, 40, 48, 56}).isEmpty());
    Topology noCaches = *topo;
    noCaches.caches.clear();
    QVERIFY(crowded(noCaches, {0, 1, 2, 3, 4, 5, 6, 7}).isEmpty());
}

void TestLint::quietPlan()
{
    // Without isolcpus and irqbalance, on a non-x86 table, only the mismatch and
    // per-IRQ rules remain.
    Scenario s = scenario();
    for (Irq &q : s.table.irqs)
        q.chip = "GICv3";
    LintInput in;
    in.topology = &s.topo;
    in.table = &s.table;
    const auto findings = lintPlan(s.plan, in);
    QStringList rules;
    for (const LintFinding &f : findings)
        rules << f.rule;
    QVERIFY(!rules.contains(QStringLiteral("vector-budget")));
    QVERIFY(!rules.contains(QStringLiteral("irqbalance")));
    QVERIFY(!rules.contains(QStringLiteral("isolated")));
    QVERIFY(!rules.contains(QStringLiteral("offline")));
    QVERIFY(rules.contains(QStringLiteral("immovable")));
    in.x86 = true; // explicit override
    bool budget = false;
    for (const LintFinding &f : lintPlan(s.plan, in))
        budget = budget || f.rule == QLatin1String("vector-budget");
    QVERIFY(budget);
}

// eth0 on node 1 (IRQs 62 and 63 serve rx-0 and tx-0): steering that sends
// work to node 0 is flagged, and RPS onto the CPUs its IRQ lands on is noted.
void TestLint::queueRules()
{
    Scenario s = scenario();
    NetInterface ni;
    ni.name = "eth0";
    NetQueue rx;
    rx.irq = "62";
    NetQueue tx = rx;
    tx.rx = false;
    tx.irq = "63";
    ni.queues = {rx, tx};
    const std::vector<NetInterface> net{ni};
    PlanQueue prx;
    prx.interface = "eth0";
    prx.rpsCpus = CpuSet{1}; // IRQ 62 is planned on CPU 1 (node 0)
    PlanQueue ptx;
    ptx.interface = "eth0";
    ptx.rx = false;
    ptx.xpsCpus = CpuSet{6, 7};
    s.plan.queues = {prx, ptx};
    LintInput in;
    in.topology = &s.topo;
    in.table = &s.table;
    in.netQueues = &net;
    auto findings = lintPlan(s.plan, in);
    auto rule = [&](const char *name) {
        std::vector<LintFinding> out;
        for (const LintFinding &f : findings)
            if (f.rule == QLatin1String(name))
                out.push_back(f);
        return out;
    };
    auto off = rule("queue-off-node");
    QCOMPARE(off.size(), std::size_t(1));
    QCOMPARE(off[0].severity, LintFinding::Severity::Warning);
    QCOMPARE(off[0].irq, 62);
    QVERIFY2(off[0].message.contains(QStringLiteral("eth0 rx-0: rps_cpus 1 sends work off the "
                                                    "NIC's node 1")),
             qPrintable(off[0].message));
    auto redundant = rule("rps-redundant");
    QCOMPARE(redundant.size(), std::size_t(1));
    QCOMPARE(redundant[0].severity, LintFinding::Severity::Info);
    QVERIFY(redundant[0].message.contains(QStringLiteral("eth0 rx-0: rps_cpus 1 are the CPUs")));

    // On the node and spread: nothing; without the machine's queues: nothing.
    s.plan.queues[0].rpsCpus = CpuSet{2, 3, 6, 7};
    s.plan.queues[1].xpsCpus = CpuSet{0};
    findings = lintPlan(s.plan, in);
    QCOMPARE(rule("rps-redundant").size(), std::size_t(0));
    off = rule("queue-off-node");
    QCOMPARE(off.size(), std::size_t(1));
    QVERIFY(off[0].message.startsWith(QStringLiteral("eth0 tx-0: xps_cpus 0 ")));
    in.netQueues = nullptr;
    findings = lintPlan(s.plan, in);
    QCOMPARE(rule("queue-off-node").size(), std::size_t(0));
}

// CPUs that are not online, wherever the plan names them (an IRQ's CPUs, its
// thread_cpus, a queue's CPUs), are errors: the helper refuses such a plan.
void TestLint::offlineCpus()
{
    Scenario s = scenario();
    s.plan.assignments[1].cpus = CpuSet{2, 9};
    s.plan.assignments[2].threads = ThreadPlacement::Cpus;
    s.plan.assignments[2].threadCpus = CpuSet{8};
    s.plan.assignments[3].threads = ThreadPlacement::Keep;
    PlanQueue rx;
    rx.interface = "eth0";
    rx.rpsCpus = CpuSet{1, 12, 13};
    rx.napiCpus = CpuSet{3};
    s.plan.queues = {rx};
    LintInput in;
    in.topology = &s.topo;
    in.table = &s.table;
    QStringList offline;
    for (const LintFinding &f : lintPlan(s.plan, in))
        if (f.rule == QLatin1String("offline")) {
            QCOMPARE(f.severity, LintFinding::Severity::Error);
            offline << QStringLiteral("%1 %2: %3").arg(f.irq).arg(f.cpu).arg(f.message);
        }
    QCOMPARE(
        offline,
        (QStringList{QStringLiteral("61 9: IRQ 61: CPU(s) 9 not online (online: 0-7)"),
                     QStringLiteral("62 8: IRQ 62 thread_cpus: CPU(s) 8 not online (online: 0-7)"),
                     QStringLiteral("-1 12: eth0 rx-0 rps_cpus: CPU(s) 12-13 not online "
                                    "(online: 0-7)")}));
}

QTEST_GUILESS_MAIN(TestLint)
#include "tst_lint.moc"
