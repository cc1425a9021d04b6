// Planner timings on a synthetic big machine: 8192 PUs (64 NUMA nodes of 64
// SMT2 cores, x86 numbering), 16384 IRQs of 256 devices. Prints the median of
// several runs per planner; the budget is 20 ms each for policy, isolate and
// balance (judged on thread CPU time, wall time is printed too).
// Usage: bench_planners [RUNS] [PLANNER]
#include "benchutil.h"
#include "live/allocator.h"
#include "plan/planner.h"
#include "plan/planscore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>

using namespace irqatlas;

namespace {

constexpr int kNodes = 64;
constexpr int kCoresPerNode = 64;
constexpr int kPus = kNodes * kCoresPerNode * 2; // 8192
constexpr int kDevices = 256;
constexpr int kQueues = 64; // 16384 IRQs

Topology bigTopology()
{
    Topology t;
    const int firstThreads = kPus / 2;
    for (int id = 0; id < kPus; ++id) {
        Pu p;
        p.id = id;
        p.core = id % firstThreads; // second threads start at 4096
        p.node = p.core / kCoresPerNode;
        p.package = p.node / 8; // 8 nodes per package
        t.pus.push_back(p);
    }
    t.distance.assign(kNodes, std::vector<int>(kNodes, 32));
    for (int a = 0; a < kNodes; ++a)
        for (int b = 0; b < kNodes; ++b)
            t.distance[std::size_t(a)][std::size_t(b)] = a == b ? 10 : a / 8 == b / 8 ? 16 : 32;
    t.distanceFromFirmware = true;
    t.rebuildIndex();
    return t;
}

IrqTable bigTable(const Topology &topo)
{
    IrqTable t;
    std::uint64_t seed = 12345;
    const CpuSet all = topo.allCpus();
    for (int d = 0; d < kDevices; ++d) {
        char bdf[16];
        std::snprintf(bdf, sizeof bdf, "0000:%02x:00.%d", d / 2, d % 2);
        for (int q = 0; q < kQueues; ++q) {
            Irq irq;
            irq.number = 100 + d * kQueues + q;
            irq.key = std::to_string(irq.number);
            irq.device = bdf;
            irq.deviceNode = d % kNodes;
            irq.name = "dev" + std::to_string(d) + "-q" + std::to_string(q);
            irq.affinity = all;
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            irq.total = (seed >> 33) % 1000000;
            t.irqs.push_back(std::move(irq));
        }
    }
    return t;
}

} // namespace

int main(int argc, char *argv[])
{
    irqatlas::keepFreedMemoryForReuse();
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const Topology topo = bigTopology();
    const IrqTable table = bigTable(topo);

    struct Case
    {
        const char *algorithm;
        const char *params; // k=v
        double budgetMs;    // 0 = informative
    };
    const Case cases[] = {
        {"policy-local", "", 20}, {"policy-all", "", 20},  {"isolate", "cpus=0-1023", 20},
        {"balance", "", 20},      {"local-spread", "", 0}, {"mana", "", 0},
        {"group-evenly", "", 0},
    };
    std::printf("# %d PUs, %d nodes, SMT2, %zu IRQs; median of %d runs\n", kPus, kNodes,
                table.irqs.size(), runs);
    std::printf("%-14s %10s %10s %10s %8s %s\n", "planner", "wall ms", "cpu ms", "score ms",
                "budget", "assignments");
    int failures = 0;
    const QString only = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    for (const Case &c : cases) {
        if (!only.isEmpty() && only != QLatin1String(c.algorithm))
            continue;
        const Planner *p = findPlanner(QLatin1String(c.algorithm));
        if (!p) {
            std::printf("%-14s %10s\n", c.algorithm, "absent");
            continue;
        }
        PlanRequest req;
        req.irqs = QStringLiteral("all");
        if (*c.params) {
            const QString kv = QLatin1String(c.params);
            req.params.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
        }
        std::vector<double> ms, cpu, scoreMs;
        std::size_t n = 0;
        for (int r = 0; r < runs; ++r) {
            QElapsedTimer timer;
            timer.start();
            const double c0 = bench::threadCpuMs();
            auto plan = makePlan(*p, topo, table, req);
            cpu.push_back(bench::threadCpuMs() - c0);
            ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            if (!plan) {
                std::printf("%-14s error: %s\n", c.algorithm, qPrintable(plan.errorString()));
                ++failures;
                break;
            }
            n = plan->assignments.size();
            ScoreInput si;
            si.topology = &topo;
            si.table = &table;
            timer.restart();
            (void)scorePlan(*plan, si);
            scoreMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        if (ms.size() != std::size_t(runs))
            continue;
        const double m = bench::median(cpu);
        std::printf("%-14s %10.2f %10.2f %10.2f %8s %zu\n", c.algorithm, bench::median(ms), m,
                    bench::median(scoreMs),
                    c.budgetMs > 0 ? (m <= c.budgetMs ? "ok" : "OVER") : "-", n);
    }
    return failures ? 1 : 0;
}
