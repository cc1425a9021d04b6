#include "plan/irqweights.h"
#include "plan/planner.h"
#include "plan/planner_policy.h"
#include "plan/planscore.h"
#include "planinput.h"
#include "testdata.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"

#include <QTest>
#include <cmath>
#include <optional>
#include <set>

using namespace irqatlas;
using irqatlas::test::makeIrq;
using irqatlas::test::planTopology;

namespace {

// Five mlx5 completion IRQs 40-44 of the NIC on node 1, plus unrelated rows.
IrqTable nicTable(int n = 5)
{
    IrqTable t;
    t.irqs.push_back(makeIrq(9, "acpi", "", std::nullopt, "0-7"));
    Irq loc;
    loc.key = "LOC";
    t.irqs.push_back(loc);
    for (int i = 0; i < n; ++i)
        t.irqs.push_back(makeIrq(40 + i, "mlx5_comp" + std::to_string(i) + "@pci:0000:3b:00.0",
                                 "0000:3b:00.0", 1, "0-7"));
    return t;
}

// "cpus" of each assignment, joined by spaces ("2 3 6-7").
QString cpusOf(const Plan &p)
{
    QStringList out;
    for (const auto &a : p.assignments)
        out << a.cpus.toListString();
    return out.join(QLatin1Char(' '));
}

QString irqsOf(const Plan &p)
{
    QStringList out;
    for (const auto &a : p.assignments)
        out << QString::number(a.irq);
    return out.join(QLatin1Char(' '));
}

Result<Plan> run(const char *algorithm, const Topology &topo, const IrqTable &table,
                 const PlanRequest &req)
{
    const Planner *p = findPlanner(QLatin1String(algorithm));
    if (!p)
        return Error{QStringLiteral("no planner %1").arg(QLatin1String(algorithm))};
    return makePlan(*p, topo, table, req);
}

} // namespace

class TestPlanners : public QObject
{
    Q_OBJECT
private slots:
    void policyQueuesFollowIrqs();
    void selector_data();
    void selector();
    void siblingOrderInterleaved();
    void spreadOverZen4_data();
    void spreadOverZen4();
    void policy_data();
    void policy();
    void isolate();
    void balanceHeaviestFirstAndSiblings();
    void balanceTiesAndDeterminism();
    void balanceImmovable();
    void balanceIdleIrqsSpread();
    void balanceSpreadsOverCacheDomains();
    void requestErrors_data();
    void requestErrors();
    void kernelLocalSpread();
    void kernelMana();
    void paramInfo();
    void liveRatesAsWeights();
};

void TestPlanners::selector_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QString>("irqs"); // selected numbers or "error:<fragment>"
    QTest::newRow("number and range") << "9,41-42"
                                      << "9 41 42";
    QTest::newRow("regex") << "name:comp[13]"
                           << "41 43";
    QTest::newRow("regex with escaped comma") << "name:comp[0-9]{1\\,1}@"
                                              << "40 41 42 43 44";
    QTest::newRow("device") << "dev:3b:00.0"
                            << "40 41 42 43 44";
    QTest::newRow("driver") << "driver:mlx5_comp"
                            << "40 41 42 43 44";
    QTest::newRow("interface") << "if:eth0"
                               << "40 41 42 43 44";
    QTest::newRow("all skips LOC") << "all"
                                   << "9 40 41 42 43 44";
    QTest::newRow("bad regex") << "name:comp["
                               << "error:term \"name:comp[\": invalid regular expression";
    QTest::newRow("empty term") << "40,,41"
                                << "error:empty term";
    QTest::newRow("no match") << "40,dev:0000:99:00.0"
                              << "error:term \"dev:0000:99:00.0\" selects no interrupt";
    QTest::newRow("garbage") << "eth0"
                             << "error:term \"eth0\": expected an IRQ number";
}

void TestPlanners::selector()
{
    QFETCH(QString, selector);
    QFETCH(QString, irqs);
    IrqTable t = nicTable();
    for (std::size_t i = 2; i < t.irqs.size(); ++i)
        t.irqs[i].interfaces = {"eth0"};
    auto sel = IrqSelector::parse(selector);
    Result<std::vector<std::size_t>> rows =
        sel ? sel->select(t) : Result<std::vector<std::size_t>>(sel.error());
    if (irqs.startsWith(QLatin1String("error:"))) {
        QVERIFY(!rows.ok());
        QVERIFY2(rows.errorString().contains(irqs.mid(6)), qPrintable(rows.errorString()));
        return;
    }
    QVERIFY2(rows.ok(), qPrintable(rows.ok() ? QString() : rows.errorString()));
    QStringList got;
    for (std::size_t r : *rows)
        got << QString::number(t.irqs[r].number);
    QCOMPARE(got.join(QLatin1Char(' ')), irqs);
}

void TestPlanners::siblingOrderInterleaved()
{
    // AMD-style numbering: siblings are adjacent (core 0 = CPUs 0,1; core 1 = 2,3).
    auto t = topologyFromJson(
        R"({"cpus": [{"id": 0, "node": 0, "core": 0}, {"id": 1, "node": 0, "core": 0},
                                           {"id": 2, "node": 0, "core": 1}, {"id": 3, "node": 0, "core": 1}]})",
        QStringLiteral("inline"));
    QVERIFY(t.ok());
    QCOMPARE(PolicyPlanner::siblingOrder(*t, CpuSet{0, 1, 2, 3}), (std::vector<int>{0, 2, 1, 3}));
    // Pool without CPU 0: CPU 1 is the first thread of core 0 within the pool.
    QCOMPARE(PolicyPlanner::siblingOrder(*t, CpuSet{1, 2, 3}), (std::vector<int>{1, 2, 3}));
}

void TestPlanners::spreadOverZen4_data()
{
    QTest::addColumn<QString>("spread");
    QTest::addColumn<QString>("cpus");
    QTest::addColumn<int>("domains"); // L3 domains the 16 queues land in
    // Node 0 of 2x EPYC 9654: 12 L3 domains of 8 cores, CPUs 8d..8d+7 and
    // their siblings 192+8d..; llc deals one queue per domain, then the
    // second core of each, siblings only after all 96 cores.
    QTest::newRow("llc") << "llc"
                         << "0 8 16 24 32 40 48 56 64 72 80 88 1 9 17 25" << 12;
    QTest::newRow("core") << "core"
                          << "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" << 2;
    QTest::newRow("pu") << "pu"
                        << "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" << 2;
    QTest::newRow("default is core") << ""
                                     << "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" << 2;
}

void TestPlanners::spreadOverZen4()
{
    QFETCH(QString, spread);
    QFETCH(QString, cpus);
    QFETCH(int, domains);
    auto topo = loadTopologyXml(
        test::dataPath(QStringLiteral("ui/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml")));
    QVERIFY(topo.ok());
    IrqTable t;
    for (int i = 0; i < 16; ++i)
        t.irqs.push_back(
            makeIrq(100 + i, "ice-eth0-TxRx-" + std::to_string(i), "0000:41:00.0", 0, "0-383"));
    PlanRequest req;
    req.irqs = QStringLiteral("all");
    if (!spread.isEmpty())
        req.params.insert(QStringLiteral("spread_over"), spread);
    auto plan = run("policy-local", *topo, t, req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    QCOMPARE(cpusOf(*plan), cpus);
    std::set<int> used;
    for (const auto &a : plan->assignments)
        used.insert(topo->lastLevelCacheOf(a.cpus.first())->cpus.first());
    QCOMPARE(int(used.size()), domains);
    // The plan scores say the same: domains used, IRQs per domain (max, mean).
    ScoreInput si;
    si.topology = &*topo;
    si.table = &t;
    const PlanScore score = scorePlan(*plan, si);
    QCOMPARE(score.llcDomainsUsed, std::optional<int>(domains));
    QCOMPARE(score.maxIrqsPerLlc, std::optional<int>(domains == 12 ? 2 : 8));
    QVERIFY(score.meanIrqsPerLlc && std::abs(*score.meanIrqsPerLlc - 16.0 / domains) < 1e-9);
    // No cache information: the rows are absent, not 0.
    Topology noCaches = *topo;
    noCaches.caches.clear();
    si.topology = &noCaches;
    const PlanScore unknown = scorePlan(*plan, si);
    QVERIFY(!unknown.llcDomainsUsed && !unknown.maxIrqsPerLlc && !unknown.meanIrqsPerLlc);

    // The whole order: first threads of all 96 cores, 12 domains in turn,
    // then the 96 siblings the same way.
    const std::vector<int> order = PolicyPlanner::cacheDomainOrder(*topo, topo->onlineNodeCpus(0));
    QCOMPARE(order.size(), std::size_t(192));
    QCOMPARE(order[11], 88);
    QCOMPARE(order[12], 1);
    QCOMPARE(order[95], 95);
    QCOMPARE(order[96], 192);
    QCOMPARE(order[97], 200);
    // Without caches llc is the core order.
    Topology bare = *topo;
    bare.caches.clear();
    QCOMPARE(PolicyPlanner::cacheDomainOrder(bare, CpuSet::range(0, 15) | CpuSet::range(192, 207)),
             PolicyPlanner::siblingOrder(bare, CpuSet::range(0, 15) | CpuSet::range(192, 207)));
    // A value it does not know is an error naming it.
    req.params.insert(QStringLiteral("spread_over"), QStringLiteral("numa"));
    auto bad = run("policy-local", *topo, t, req);
    QVERIFY(!bad.ok());
    QVERIFY2(bad.errorString().contains(QLatin1String("spread_over=\"numa\"")),
             qPrintable(bad.errorString()));
}

void TestPlanners::policy_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("params"); // k=v;k=v
    QTest::addColumn<QString>("cpus");
    // two-node-smt2: node 0 cores {0,4} {1,5}; node 1 cores {2,6} {3,7}; the NIC is on node 1.
    QTest::newRow("local") << "policy-local"
                           << ""
                           << "2 3 6 7 2";
    QTest::newRow("local by param") << "policy"
                                    << "policy=local"
                                    << "2 3 6 7 2";
    QTest::newRow("remote") << "policy-remote"
                            << ""
                            << "0 1 4 5 0";
    QTest::newRow("all") << "policy-all"
                         << ""
                         << "0 1 2 3 4";
    QTest::newRow("one default") << "policy-one"
                                 << ""
                                 << "2 2 2 2 2";
    QTest::newRow("one cpu=5") << "policy-one"
                               << "cpu=5"
                               << "5 5 5 5 5";
    // Pool {0,4,5,6}: ranks 0 (core 0), 4 (core 0, 2nd), 5 (core 1), 6 (core 2) -> 0 5 6 4.
    QTest::newRow("cpulist") << "policy-cpulist"
                             << "cpus=0,4-6"
                             << "0 5 6 4 0";
    QTest::newRow("cpulist by param") << "policy"
                                      << "policy=cpulist;cpus=0,4-6"
                                      << "0 5 6 4 0";
}

void TestPlanners::policy()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, params);
    QFETCH(QString, cpus);
    const Topology topo = planTopology("two-node-smt2.json");
    const IrqTable table = nicTable();
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    for (const QString &kv : params.split(QLatin1Char(';'), Qt::SkipEmptyParts))
        req.params.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    const QByteArray alg = algorithm.toLatin1();
    auto plan = run(alg.constData(), topo, table, req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    QCOMPARE(irqsOf(*plan), QStringLiteral("40 41 42 43 44"));
    QCOMPARE(cpusOf(*plan), cpus);
    QCOMPARE(plan->algorithm, algorithm);
    QCOMPARE(plan->assignments[0].match, std::string("mlx5_comp0@pci:0000:3b:00.0"));
}

void TestPlanners::isolate()
{
    // four-node-chain: node n = CPUs {2n, 2n+1}; distance from 0: 10 16 22 28,
    // from 1: 16 10 16 22, from 3: 28 22 16 10. Vacate 0-4: remaining {5} (node 2), {6,7} (node 3).
    const Topology topo = planTopology("four-node-chain.json");
    IrqTable t;
    t.irqs.push_back(makeIrq(50, "a", "", 0, "0"));   // node 0 -> nearest node 2 (22 < 28) -> 5
    t.irqs.push_back(makeIrq(51, "b", "", 0, "0-7")); // keeps what remains: 5-7
    t.irqs.push_back(makeIrq(52, "c", "", 3, "4"));   // node 3 itself -> 6-7
    t.irqs.push_back(makeIrq(53, "d", "", std::nullopt,
                             "2-4")); // no node: most of A on node 1 -> node 2 (16) -> 5
    t.irqs.push_back(makeIrq(54, "e", "", std::nullopt, "6")); // already off the set: no entry
    Irq f = makeIrq(55, "f", "", 0, "1");
    f.immovable = true; // stays, noted
    t.irqs.push_back(f);
    Irq g = makeIrq(56, "g", "", std::nullopt, nullptr);
    g.effective = CpuSet{6, 7}; // no smp_affinity: effective is used
    t.irqs.push_back(g);

    PlanRequest req;
    req.irqs = QStringLiteral("all");
    req.params.insert(QStringLiteral("cpus"), QStringLiteral("0-4"));
    auto plan = run("isolate", topo, t, req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    QCOMPARE(irqsOf(*plan), QStringLiteral("50 51 52 53"));
    QCOMPARE(cpusOf(*plan), QStringLiteral("5 5-7 6-7 5"));
    QVERIFY2(plan->notes.join(QLatin1Char('|')).contains(QStringLiteral("1 immovable IRQs stay")),
             qPrintable(plan->notes.join(QLatin1Char('|'))));

    // Default set: the machine's isolcpus and nohz_full.
    PlanRequest req2;
    req2.irqs = QStringLiteral("50-52");
    req2.isolated = CpuSet{0, 1};
    req2.nohzFull = CpuSet{2, 3};
    auto plan2 = run("isolate", topo, t, req2);
    QVERIFY2(plan2.ok(), qPrintable(plan2.ok() ? QString() : plan2.errorString()));
    // 50 node 0 -> nearest remaining node 2 -> 4-5; 51 keeps 4-7; 52 (on 4) untouched.
    QCOMPARE(cpusOf(*plan2), QStringLiteral("4-5 4-7"));

    PlanRequest none;
    none.irqs = QStringLiteral("all");
    auto bad = run("isolate", topo, t, none);
    QVERIFY(!bad.ok());
    QVERIFY(bad.errorString().contains(QStringLiteral("no CPU to vacate")));
}

void TestPlanners::balanceHeaviestFirstAndSiblings()
{
    // NIC on node 1 (cores {2,6} {3,7}); CPU 3 excluded, so node 1 offers 2, 6, 7.
    const Topology topo = planTopology("two-node-smt2.json");
    IrqTable table = nicTable(4);
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    req.exclude = CpuSet{3};
    // Rates per table row (acpi, LOC, 40, 41, 42, 43): 100, 200, 300, 400 on 40-43.
    req.rates = std::vector<double>{5, 0, 100, 200, 300, 400};
    auto plan = run("balance", topo, table, req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    // Total 1000 over 7 candidates: fair share 142.9; mean 250, heavy = 43 (400), 42 (300).
    // 43 (400): node 1, least loaded 2 -> 2; core {2,6} now holds a heavy IRQ.
    // 42 (300): heavy, avoids 6 (sibling of 2) -> 7.
    // 41 (200): light, least loaded on node 1 is 6 (0) -> 6.
    // 40 (100): node 1 minimum is 6 at 200, 200 + 100 > 142.9 -> node 0, CPU 0.
    QCOMPARE(irqsOf(*plan), QStringLiteral("40 41 42 43"));
    QCOMPARE(cpusOf(*plan), QStringLiteral("0 6 7 2"));
    QVERIFY(plan->notes.join(QLatin1Char('|')).contains(QStringLiteral("measured rates")));
}

void TestPlanners::balanceTiesAndDeterminism()
{
    const Topology topo = planTopology("two-node-smt2.json");
    IrqTable table = nicTable(6);
    for (std::size_t i = 2; i < table.irqs.size(); ++i)
        table.irqs[i].total = 1000; // equal counts: ties broken by IRQ number, then CPU id
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    auto a = run("balance", topo, table, req);
    QVERIFY(a.ok());
    // Total 6000 over 8 CPUs: fair 750 < 1000, so each IRQ fits only on an idle CPU.
    // Node 1: 40 -> 2, 41 -> 3 (clear core), 42 -> 6, 43 -> 7 (only shared cores left);
    // then node 1 is full and node 0 takes 44 -> 0, 45 -> 1.
    QCOMPARE(cpusOf(*a), QStringLiteral("2 3 6 7 0 1"));
    QVERIFY(a->notes.join(QLatin1Char('|')).contains(QStringLiteral("total counts")));
    auto b = run("balance", topo, table, req);
    QVERIFY(b.ok());
    QCOMPARE(cpusOf(*b), cpusOf(*a));

    // All weights zero: spread by IRQ count on the device's node.
    for (std::size_t i = 2; i < table.irqs.size(); ++i)
        table.irqs[i].total = 0;
    auto z = run("balance", topo, table, req);
    QVERIFY(z.ok());
    QCOMPARE(cpusOf(*z), QStringLiteral("2 3 6 7 2 3"));
}

void TestPlanners::balanceIdleIrqsSpread()
{
    const Topology topo = planTopology("two-node-smt2.json");
    IrqTable table = nicTable(8);
    const std::uint64_t totals[] = {1000, 30, 20, 10, 0, 0, 0, 0};
    for (std::size_t i = 0; i < 8; ++i)
        table.irqs[i + 2].total = totals[i];
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    auto plan = run("balance", topo, table, req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    // Fair share 1060 / 8 = 132.5. 40 -> 2 (heavy), 41 -> 3, 42 -> 6, 43 -> 7:
    // node 1's loads 1000, 30, 20, 10. The four IRQs without load add none, so
    // by load alone all four would go to 7; they go by IRQ count among the
    // CPUs within the fair share (2 is past it): 7, 6, 3 (one each, lighter
    // first), then 7 again.
    QCOMPARE(cpusOf(*plan), QStringLiteral("2 3 6 7 7 6 3 7"));
}

void TestPlanners::balanceSpreadsOverCacheDomains()
{
    // Node 1's L3 domains cut across its cores: {2,3} and {6,7}, cores {2,6}
    // and {3,7}.
    Topology topo = planTopology("two-node-smt2.json");
    for (const CpuSet &cpus : {CpuSet{0, 1}, CpuSet{4, 5}, CpuSet{2, 3}, CpuSet{6, 7}})
        topo.caches.push_back(Cache{3, QStringLiteral("unified"), 0, cpus});
    IrqTable table = nicTable(4);
    for (std::size_t i = 2; i < table.irqs.size(); ++i)
        table.irqs[i].total = 100;
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    auto plan = run("balance", topo, table, req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    // All heavy, equal: 40 -> 2. Of the CPUs equal in load and count on a
    // clear core (3, 7), 7's domain holds no IRQ yet -> 7 (id order gave 3).
    // Then 3 (the last clear core), then 6.
    QCOMPARE(cpusOf(*plan), QStringLiteral("2 7 3 6"));
    ScoreInput si;
    si.topology = &topo;
    si.table = &table;
    const PlanScore score = scorePlan(*plan, si);
    QCOMPARE(score.maxIrqsPerLlc, std::optional<int>(2));
    QCOMPARE(score.siblingPairs, 2LL);
}

void TestPlanners::balanceImmovable()
{
    const Topology topo = planTopology("two-node-smt2.json");
    IrqTable table = nicTable(3);
    table.irqs[2].immovable = true; // IRQ 40, weight 1000, effective CPU 2
    table.irqs[2].effective = CpuSet{2};
    table.irqs[2].total = 1000;
    table.irqs[3].total = 100;
    table.irqs[4].total = 100;
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    auto plan = run("balance", topo, table, req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    // 40 stays (no entry) but loads CPU 2 with 1000. Fair share 1200 / 8 = 150.
    // 41 (100): node 1 offers 3, 6, 7 at load 0 and 2 at 1000: (load, count, id) -> 3.
    // 42 (100): 6 and 7 at load 0, 3 at 100 -> 6.
    QCOMPARE(irqsOf(*plan), QStringLiteral("41 42"));
    QCOMPARE(cpusOf(*plan), QStringLiteral("3 6"));
    QVERIFY(plan->notes.join(QLatin1Char('|')).contains(QStringLiteral("1 immovable IRQs")));

    auto policy = run("policy-local", topo, table, req);
    QVERIFY(policy.ok());
    QCOMPARE(irqsOf(*policy), QStringLiteral("41 42"));
    QCOMPARE(cpusOf(*policy), QStringLiteral("2 3"));
}

void TestPlanners::requestErrors_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("irqs");
    QTest::addColumn<QString>("param");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown param") << "balance"
                                   << "all"
                                   << "foo=1"
                                   << "unknown parameter \"foo\"";
    QTest::newRow("bad policy") << "policy"
                                << "all"
                                << "policy=near"
                                << "policy=\"near\"";
    QTest::newRow("cpu not candidate") << "policy-one"
                                       << "all"
                                       << "cpu=12"
                                       << "cpu=12 is not a candidate";
    QTest::newRow("empty selection") << "policy-all"
                                     << "name:^nothing$"
                                     << ""
                                     << "selects no interrupt";
    QTest::newRow("bad slack") << "balance"
                               << "all"
                               << "slack=-1"
                               << "slack=\"-1\"";
}

void TestPlanners::requestErrors()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, irqs);
    QFETCH(QString, param);
    QFETCH(QString, message);
    const Topology topo = planTopology("two-node-smt2.json");
    PlanRequest req;
    req.irqs = irqs;
    if (!param.isEmpty())
        req.params.insert(param.section(QLatin1Char('='), 0, 0),
                          param.section(QLatin1Char('='), 1));
    const QByteArray alg = algorithm.toLatin1();
    auto plan = run(alg.constData(), topo, nicTable(), req);
    QVERIFY(!plan.ok());
    QVERIFY2(plan.errorString().startsWith(algorithm + QStringLiteral(": ")),
             qPrintable(plan.errorString()));
    QVERIFY2(plan.errorString().contains(message), qPrintable(plan.errorString()));
}

void TestPlanners::kernelLocalSpread()
{
    if (!findPlanner(QStringLiteral("local-spread")))
        QSKIP("the kernel spreaders are not built in");
    const Topology topo = planTopology("two-node-smt2.json");
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    auto plan = run("local-spread", topo, nicTable(), req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    // v6.3+: node 1 by CPU id (2 3 6 7), then node 0 (0 ...).
    QCOMPARE(cpusOf(*plan), QStringLiteral("2 3 6 7 0"));
}

void TestPlanners::kernelMana()
{
    if (!findPlanner(QStringLiteral("mana")))
        QSKIP("the kernel spreaders are not built in");
    const Topology topo = planTopology("two-node-smt2.json");
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    // Hop 0 = node 1 {2,3,6,7}: 2 cores, 2 passes -> 2,6 3,7 2,6 3,7; hop 1 adds node 0 -> core
    // {0,4}.
    auto plan = run("mana", topo, nicTable(), req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    QCOMPARE(cpusOf(*plan), QStringLiteral("2,6 3,7 2,6 3,7 0,4"));
    // Nine IRQs on eight CPUs: irq_setup hands out eight masks, the ninth keeps its affinity.
    auto nine = run("mana", topo, nicTable(9), req);
    QVERIFY(nine.ok());
    QCOMPARE(nine->assignments.size(), std::size_t(8));
    QCOMPARE(irqsOf(*nine), QStringLiteral("40 41 42 43 44 45 46 47"));
    QVERIFY2(nine->notes.join(QLatin1Char('|')).contains(QStringLiteral("1 IRQs get no affinity")),
             qPrintable(nine->notes.join(QLatin1Char('|'))));
}

void TestPlanners::paramInfo()
{
    const Topology topo = planTopology("two-node-smt2.json");
    const IrqTable table = nicTable(4);
    int described = 0;
    for (const auto &p : planners()) {
        const std::vector<PlannerParam> info = p->paramInfo();
        QStringList keys;
        for (const PlannerParam &i : info) {
            keys << i.key;
            QVERIFY2(!i.description.isEmpty(), qPrintable(p->name() + QLatin1Char(' ') + i.key));
            QVERIFY(!i.kindName().isEmpty());
            if (i.kind == PlannerParam::Kind::Choice) {
                QVERIFY(i.choices.size() >= 2);
                QVERIFY(i.choices.contains(i.defaultValue));
            }
            ++described;
            // A default that is a value is the real default: spelling it out
            // gives the same plan as leaving it out.
            const bool literal = i.kind == PlannerParam::Kind::Number ||
                                 i.kind == PlannerParam::Kind::Boolean ||
                                 i.kind == PlannerParam::Kind::Choice;
            if (!literal)
                continue;
            PlanRequest req;
            req.irqs = QStringLiteral("driver:mlx5_comp");
            auto plain = makePlan(*p, topo, table, req);
            req.params.insert(i.key, i.defaultValue);
            auto spelled = makePlan(*p, topo, table, req);
            QCOMPARE(spelled.ok(), plain.ok());
            if (plain.ok())
                QVERIFY2(cpusOf(*plain) == cpusOf(*spelled),
                         qPrintable(p->name() + QLatin1Char(' ') + i.key));
        }
        QCOMPARE(p->params(), keys);
    }
    QVERIFY(described >= 6);
    const PlannerParam slack = findPlanner(QStringLiteral("balance"))->paramInfo().at(0);
    QCOMPARE(slack.key, QStringLiteral("slack"));
    QCOMPARE(slack.kind, PlannerParam::Kind::Number);
    QCOMPARE(slack.defaultValue, QStringLiteral("1.0"));
    // policy-cpulist's list has no default: required.
    QVERIFY(
        findPlanner(QStringLiteral("policy-cpulist"))->paramInfo().at(0).defaultValue.isEmpty());
}

void TestPlanners::liveRatesAsWeights()
{
    // Rows: 9, LOC, 40-43, LOC again (POWER prints it twice).
    IrqTable table = nicTable(4);
    Irq loc2;
    loc2.key = "LOC";
    table.irqs.push_back(loc2);
    Rates r;
    r.interval = 2.0;
    auto rate = [](const char *key, int occurrence, std::optional<double> perSec) {
        IrqRate x;
        x.key = key;
        x.occurrence = occurrence;
        x.perSec = perSec;
        return x;
    };
    // Rates list only the rows that moved; 41 did not, 43 is new (no rate).
    r.irqs = {rate("LOC", 0, 1000),        rate("40", 0, 50), rate("42", 0, 400),
              rate("43", 0, std::nullopt), rate("LOC", 1, 7), rate("99", 0, 5)};
    auto w = irqWeights(table, r);
    QVERIFY(w.has_value());
    QCOMPARE(w->interval, 2.0);
    QCOMPARE(w->unknown, 1);
    QCOMPARE(w->perRow, (std::vector<double>{0, 1000, 50, 0, 400, 0, 7}));

    // The balance planner weighs by them: 42 is the heavy one now, not by its count.
    for (std::size_t i = 2; i < 6; ++i)
        table.irqs[i].total = 1000 * (6 - i); // counts: 40 heaviest
    const Topology topo = planTopology("two-node-smt2.json");
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    req.node = 1;
    auto counts = run("balance", topo, table, req);
    req.rates = w->perRow;
    auto rates = run("balance", topo, table, req);
    QVERIFY(counts.ok() && rates.ok());
    QVERIFY(counts->notes.join(QLatin1Char('|')).contains(QStringLiteral("total counts")));
    QVERIFY(rates->notes.join(QLatin1Char('|')).contains(QStringLiteral("measured rates")));
    QCOMPARE(rates->params.value(QStringLiteral("weights")).toString(), QStringLiteral("rates"));
    // By rates 42 (400) goes first to CPU 2; by counts 40 does.
    QCOMPARE(rates->assignments[2].irq, 42);
    QCOMPARE(rates->assignments[2].cpus, CpuSet{2});
    QCOMPARE(counts->assignments[0].irq, 40);
    QCOMPARE(counts->assignments[0].cpus, CpuSet{2});

    // A gap gives no weights at all.
    Rates gap;
    gap.gapReason = QStringLiteral("counter reset");
    QVERIFY(!irqWeights(table, gap).has_value());
}

// XPS of tx-N follows the IRQ that serves it; rx queues and queues without a
// known IRQ are left out; queues=false leaves every queue alone.
void TestPlanners::policyQueuesFollowIrqs()
{
    const Topology topo = planTopology("two-node-smt2.json");
    const IrqTable table = nicTable(2);
    NetInterface ni;
    ni.name = "ens1f0np0";
    for (int i = 0; i < 3; ++i)
        for (bool rx : {true, false}) {
            NetQueue q;
            q.rx = rx;
            q.index = i;
            q.irq = i < 2 ? std::to_string(40 + i) : std::string(); // tx-2: IRQ unknown
            if (!rx)
                q.xpsCpus.value = CpuSet{};
            ni.queues.push_back(q);
        }
    PlanRequest req;
    req.irqs = QStringLiteral("driver:mlx5_comp");
    req.netQueues = std::vector<NetInterface>{ni};
    auto plan = run("policy-local", topo, table, req);
    QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.errorString()));
    QCOMPARE(plan->queues.size(), std::size_t(2));
    for (std::size_t i = 0; i < 2; ++i) {
        const PlanQueue &q = plan->queues[i];
        QCOMPARE(q.interface, std::string("ens1f0np0"));
        QVERIFY(!q.rx);
        QCOMPARE(q.index, int(i));
        const PlanAssignment *a = plan->find(40 + int(i));
        QVERIFY(a);
        QCOMPARE(q.xpsCpus, std::optional<CpuSet>(a->cpus));
        QVERIFY(!q.xpsRxqs && !q.rpsCpus && !q.napiCpus);
        QCOMPARE(a->threads, ThreadPlacement::FollowIrq);
    }
    req.params.insert(QStringLiteral("queues"), QStringLiteral("false"));
    plan = run("policy-local", topo, table, req);
    QVERIFY(plan.ok());
    QVERIFY(plan->queues.empty());
    // A single-queue device offers no xps_cpus: nothing to steer there.
    req.params.clear();
    for (NetQueue &q : req.netQueues->front().queues)
        q.xpsCpus = {std::nullopt, QStringLiteral("No such file or directory")};
    plan = run("policy-local", topo, table, req);
    QVERIFY(plan.ok());
    QVERIFY(plan->queues.empty());
    // Without the machine's queues, nothing to steer.
    PlanRequest plain;
    plain.irqs = req.irqs;
    plan = run("policy-local", topo, table, plain);
    QVERIFY(plan.ok());
    QVERIFY(plan->queues.empty());
}

QTEST_GUILESS_MAIN(TestPlanners)
#include "tst_planners.moc"
