#include "planscore.h"

#include "planfile.h"
#include "planrequest.h"

#include <algorithm>
#include <unordered_map>

namespace irqatlas {

PlanScore scorePlan(const Plan &plan, const ScoreInput &in)
{
    const Topology &topo = *in.topology;
    const IrqTable &table = *in.table;
    PlanScore s;

    const PlanResolution res = resolvePlan(plan, table);
    const int nCpuIds = topo.nrCpuIds();
    std::unordered_map<int, int> coreIndex;
    for (std::size_t i = 0; i < topo.cores.size(); ++i)
        coreIndex.emplace(topo.cores[i].id, int(i));
    std::vector<int> cpuNode(std::size_t(nCpuIds), -1), cpuCore(std::size_t(nCpuIds), -1);
    for (const Pu &p : topo.pus) {
        cpuNode[std::size_t(p.id)] = p.node;
        auto it = coreIndex.find(p.core);
        cpuCore[std::size_t(p.id)] = it == coreIndex.end() ? -1 : it->second;
    }
    const std::size_t nCores = topo.cores.size();
    std::vector<int> perCpu(std::size_t(nCpuIds), 0), single(std::size_t(nCpuIds), 0);
    std::vector<double> cpuWeight(std::size_t(nCpuIds), 0.0);
    std::vector<int> perCore(nCores, 0), partCount(nCores, 0), partCpu(nCores, -1);
    std::vector<int> lastIrq(nCores, -1);
    std::vector<int> touched;
    CpuSet used;
    CpuSet quiet;
    if (in.isolated)
        quiet |= *in.isolated;
    if (in.nohzFull)
        quiet |= *in.nohzFull;

    double distSum = 0;
    int distIrqs = 0;
    for (const ResolvedEntry &r : res.entries) {
        if (r.tableIndex < 0) {
            ++s.unresolved;
            continue;
        }
        const PlanAssignment &a = plan.assignments[std::size_t(r.index)];
        const Irq &q = table.irqs[std::size_t(r.tableIndex)];
        const int k = s.irqs++;
        used |= a.cpus;
        if (q.immovable)
            ++s.immovable;
        if (a.cpus.intersects(quiet))
            ++s.onIsolated;

        const int origin = irqNode(q, topo, std::nullopt);
        int dsum = 0, dn = 0;
        const double w = in.rates && std::size_t(r.tableIndex) < in.rates->size()
                             ? (*in.rates)[std::size_t(r.tableIndex)]
                             : double(q.total);
        const double share = w / double(std::max(1, a.cpus.count()));
        touched.clear();
        for (int c : a.cpus) {
            if (c >= nCpuIds)
                continue;
            ++perCpu[std::size_t(c)];
            cpuWeight[std::size_t(c)] += share;
            if (origin >= 0 && cpuNode[std::size_t(c)] >= 0) {
                const int d = topo.dist(origin, cpuNode[std::size_t(c)]);
                dsum += d;
                ++dn;
                s.maxDistance = std::max(s.maxDistance, d);
            }
            const int ci = cpuCore[std::size_t(c)];
            if (ci < 0)
                continue;
            if (lastIrq[std::size_t(ci)] != k) {
                lastIrq[std::size_t(ci)] = k;
                ++perCore[std::size_t(ci)];
                partCount[std::size_t(ci)] = 1;
                partCpu[std::size_t(ci)] = c;
                touched.push_back(ci);
            } else {
                ++partCount[std::size_t(ci)];
            }
        }
        for (int ci : touched)
            if (partCount[std::size_t(ci)] == 1)
                ++single[std::size_t(partCpu[std::size_t(ci)])];
        if (origin < 0)
            ++s.withoutNode;
        else if (dn > 0) {
            distSum += double(dsum) / dn;
            ++distIrqs;
        }
    }
    s.meanDistance = distIrqs ? distSum / distIrqs : 0.0;
    s.cpusUsed = used.count();

    auto pairs = [](long long n) { return n * (n - 1) / 2; };
    for (int c = 0; c < nCpuIds; ++c) {
        s.maxIrqsPerCpu = std::max(s.maxIrqsPerCpu, perCpu[std::size_t(c)]);
        s.sharedCpuPairs += pairs(perCpu[std::size_t(c)]);
    }
    for (std::size_t ci = 0; ci < nCores; ++ci) {
        s.maxIrqsPerCore = std::max(s.maxIrqsPerCore, perCore[ci]);
        long long p = pairs(perCore[ci]);
        for (int c : topo.cores[ci].cpus)
            if (c < nCpuIds)
                p -= pairs(single[std::size_t(c)]);
        s.siblingPairs += p;
    }

    const CpuSet over = in.over ? *in.over : topo.onlineCpus();
    double total = 0, maxW = 0;
    int n = 0;
    for (int c : over) {
        const double w = c < nCpuIds ? cpuWeight[std::size_t(c)] : 0.0;
        total += w;
        maxW = std::max(maxW, w);
        ++n;
    }
    // Weight placed outside `over` still counts towards the maximum.
    for (int c : used - over)
        if (c < nCpuIds)
            maxW = std::max(maxW, cpuWeight[std::size_t(c)]);
    if (total > 0 && n > 0)
        s.imbalance = maxW / (total / n);
    return s;
}

} // namespace irqatlas
