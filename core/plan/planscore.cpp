#include "plan/planscore.h"

#include "model/planfile.h"
#include "plan/currentplan.h"
#include "plan/planrequest.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace irqatlas {

namespace {

// Each CPU's node and index into Topology::cores (-1 for none), by CPU id.
struct CpuMaps
{
    std::vector<int> node;
    std::vector<int> core;
};

CpuMaps cpuMaps(const Topology &topo, int nCpuIds)
{
    std::unordered_map<int, int> coreIndex;
    for (std::size_t i = 0; i < topo.cores.size(); ++i)
        coreIndex.emplace(topo.cores[i].id, int(i));
    CpuMaps m{std::vector<int>(std::size_t(nCpuIds), -1),
              std::vector<int>(std::size_t(nCpuIds), -1)};
    for (const Pu &p : topo.pus) {
        m.node[std::size_t(p.id)] = p.node;
        auto it = coreIndex.find(p.core);
        m.core[std::size_t(p.id)] = it == coreIndex.end() ? -1 : it->second;
    }
    return m;
}

struct SetGroup
{
    const CpuSet *cpus = nullptr;
    long long irqs = 0;
    double weight = 0;
    std::vector<int> nodeCount; // CPUs of the set per node id
};

// Plans often give many IRQs the same set (isolate keeps "all but the
// isolated CPUs"); each distinct set is walked once, with its multiplicity.
class SetGroups
{
public:
    SetGroups(const std::vector<int> &cpuNode, int nNodes, int nCpuIds)
        : m_cpuNode(cpuNode), m_nNodes(nNodes), m_nCpuIds(nCpuIds)
    {
    }

    // The group of cpus, made on first sight; cpus must outlive it.
    SetGroup &groupFor(const CpuSet &cpus);
    const std::vector<SetGroup> &groups() const { return m_groups; }

private:
    const std::vector<int> &m_cpuNode;
    int m_nNodes;
    int m_nCpuIds;
    std::vector<SetGroup> m_groups;
    std::unordered_multimap<std::uint64_t, std::size_t> m_index;
};

SetGroup &SetGroups::groupFor(const CpuSet &cpus)
{
    const std::uint64_t key = (std::uint64_t(cpus.count()) << 40) ^
                              (std::uint64_t(std::uint32_t(cpus.first())) << 20) ^
                              std::uint64_t(std::uint32_t(cpus.last()));
    auto [b, e] = m_index.equal_range(key);
    for (auto it = b; it != e; ++it)
        if (*m_groups[it->second].cpus == cpus)
            return m_groups[it->second];
    SetGroup g;
    g.cpus = &cpus;
    g.nodeCount.assign(std::size_t(m_nNodes), 0);
    for (int c : cpus)
        if (c < m_nCpuIds && m_cpuNode[std::size_t(c)] >= 0 && m_cpuNode[std::size_t(c)] < m_nNodes)
            ++g.nodeCount[std::size_t(m_cpuNode[std::size_t(c)])];
    m_index.emplace(key, m_groups.size());
    m_groups.push_back(std::move(g));
    return m_groups.back();
}

// Sum of the entries' mean distances, and how many entries had one.
struct DistanceSum
{
    double sum = 0;
    int irqs = 0;
};

// Mean distance from origin to the CPUs of g; false when none has a node.
bool meanDistance(const Topology &topo, const SetGroup &g, int origin, int nNodes, double &mean,
                  int &maxDistance)
{
    long long dsum = 0, dn = 0;
    for (int n = 0; n < nNodes; ++n) {
        const int k = g.nodeCount[std::size_t(n)];
        if (k == 0)
            continue;
        const int d = topo.dist(origin, n);
        dsum += static_cast<long long>(d) * k;
        dn += k;
        maxDistance = std::max(maxDistance, d);
    }
    if (dn == 0)
        return false;
    mean = double(dsum) / double(dn);
    return true;
}

// The per-IRQ figures (counts, isolated CPUs, distances) and each entry's
// set in its group; `delivered` holds the delivered CPU per entry when the
// machine delivers to one CPU of a mask.
DistanceSum scoreEntries(PlanScore &s, const Plan &plan, const Plan &delivered,
                         const PlanResolution &res, const ScoreInput &in, const CpuSet &quiet,
                         SetGroups &groups, int nNodes)
{
    const Topology &topo = *in.topology;
    const IrqTable &table = *in.table;
    DistanceSum dist;
    for (std::size_t e = 0; e < res.entries.size(); ++e) {
        const ResolvedEntry &r = res.entries[e];
        if (r.tableIndex < 0) {
            ++s.unresolved;
            continue;
        }
        const PlanAssignment &a = plan.assignments[std::size_t(r.index)];
        const CpuSet &cpus =
            in.oneCpuOfMask ? delivered.assignments[std::size_t(r.index)].cpus : a.cpus;
        const Irq &q = table.irqs[std::size_t(r.tableIndex)];
        ++s.irqs;
        if (q.immovable)
            ++s.immovable;
        // Any CPU of the mask may be picked: an isolated one counts.
        if (a.cpus.intersects(quiet))
            ++s.onIsolated;
        SetGroup &g = groups.groupFor(cpus);
        ++g.irqs;
        g.weight += in.rates && std::size_t(r.tableIndex) < in.rates->size()
                        ? (*in.rates)[std::size_t(r.tableIndex)]
                        : double(q.total);

        const int origin = irqNode(q, topo, in.node);
        if (origin < 0) {
            ++s.withoutNode;
            continue;
        }
        double mean = 0;
        if (meanDistance(topo, g, origin, nNodes, mean, s.maxDistance)) {
            dist.sum += mean;
            ++dist.irqs;
        }
    }
    return dist;
}

// IRQs and weight per CPU and per core, from the groups.
struct CpuLoad
{
    std::vector<int> perCpu;
    std::vector<int> single; // per CPU: IRQs whose set holds only this CPU of its core
    std::vector<double> weight;
    std::vector<int> perCore;
    CpuSet used;
};

CpuLoad spreadLoad(const std::vector<SetGroup> &groups, const std::vector<int> &cpuCore,
                   int nCpuIds, std::size_t nCores)
{
    CpuLoad l{std::vector<int>(std::size_t(nCpuIds), 0), std::vector<int>(std::size_t(nCpuIds), 0),
              std::vector<double>(std::size_t(nCpuIds), 0.0), std::vector<int>(nCores, 0),
              CpuSet()};
    std::vector<int> partCount(nCores, 0), partCpu(nCores, -1);
    std::vector<int> lastIrq(nCores, -1);
    std::vector<int> touched;
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const SetGroup &g = groups[gi];
        l.used |= *g.cpus;
        const double share = g.weight / double(std::max(1, g.cpus->count()));
        const int k = int(gi);
        touched.clear();
        for (int c : *g.cpus) {
            if (c >= nCpuIds)
                continue;
            l.perCpu[std::size_t(c)] += int(g.irqs);
            l.weight[std::size_t(c)] += share;
            const int ci = cpuCore[std::size_t(c)];
            if (ci < 0)
                continue;
            if (lastIrq[std::size_t(ci)] != k) {
                lastIrq[std::size_t(ci)] = k;
                l.perCore[std::size_t(ci)] += int(g.irqs);
                partCount[std::size_t(ci)] = 1;
                partCpu[std::size_t(ci)] = c;
                touched.push_back(ci);
            } else {
                ++partCount[std::size_t(ci)];
            }
        }
        for (int ci : touched)
            if (partCount[std::size_t(ci)] == 1)
                l.single[std::size_t(partCpu[std::size_t(ci)])] += int(g.irqs);
    }
    return l;
}

// L3 domains: how many the plan's sets touch, and how many IRQs touch each.
void scoreLlcs(PlanScore &s, const Topology &topo, const std::vector<SetGroup> &groups, int nCpuIds)
{
    const std::vector<const Cache *> llcs = topo.lastLevelCaches();
    if (llcs.empty())
        return;
    std::vector<int> cpuLlc(std::size_t(nCpuIds), -1);
    for (std::size_t d = 0; d < llcs.size(); ++d)
        for (int c : llcs[d]->cpus)
            if (c < nCpuIds)
                cpuLlc[std::size_t(c)] = int(d);
    std::vector<long long> perLlc(llcs.size(), 0);
    std::vector<std::size_t> seenBy(llcs.size(), groups.size());
    for (std::size_t gi = 0; gi < groups.size(); ++gi)
        for (int c : *groups[gi].cpus) {
            const int d = c < nCpuIds ? cpuLlc[std::size_t(c)] : -1;
            if (d >= 0 && seenBy[std::size_t(d)] != gi) {
                seenBy[std::size_t(d)] = gi;
                perLlc[std::size_t(d)] += groups[gi].irqs;
            }
        }
    int usedDomains = 0;
    long long most = 0, sum = 0;
    for (long long n : perLlc)
        if (n > 0) {
            ++usedDomains;
            most = std::max(most, n);
            sum += n;
        }
    s.llcDomainsUsed = usedDomains;
    s.maxIrqsPerLlc = int(most);
    if (usedDomains > 0)
        s.meanIrqsPerLlc = double(sum) / usedDomains;
}

// IRQs per CPU and core, and the pairs of IRQs that share a CPU or a core's
// siblings.
void scorePairs(PlanScore &s, const Topology &topo, const CpuLoad &l, int nCpuIds)
{
    auto pairs = [](long long n) { return n * (n - 1) / 2; };
    for (int c = 0; c < nCpuIds; ++c) {
        s.maxIrqsPerCpu = std::max(s.maxIrqsPerCpu, l.perCpu[std::size_t(c)]);
        s.sharedCpuPairs += pairs(l.perCpu[std::size_t(c)]);
    }
    for (std::size_t ci = 0; ci < l.perCore.size(); ++ci) {
        s.maxIrqsPerCore = std::max(s.maxIrqsPerCore, l.perCore[ci]);
        long long p = pairs(l.perCore[ci]);
        for (int c : topo.cores[ci].cpus)
            if (c < nCpuIds)
                p -= pairs(l.single[std::size_t(c)]);
        s.siblingPairs += p;
    }
}

void scoreImbalance(PlanScore &s, const Topology &topo, const ScoreInput &in, const CpuLoad &l,
                    int nCpuIds)
{
    const CpuSet over = in.over ? *in.over : topo.onlineCpus();
    double total = 0, maxW = 0;
    int n = 0, maxCpu = -1;
    auto consider = [&](int c, double w) {
        if (maxCpu < 0 || w > maxW) {
            maxW = w;
            maxCpu = c;
        }
    };
    for (int c : over) {
        const double w = c < nCpuIds ? l.weight[std::size_t(c)] : 0.0;
        total += w;
        consider(c, w);
        ++n;
    }
    // Weight placed outside `over` still counts towards the maximum.
    for (int c : l.used - over)
        if (c < nCpuIds)
            consider(c, l.weight[std::size_t(c)]);
    if (total > 0 && n > 0) {
        s.imbalance = maxW / (total / n);
        s.busiestCpuWeight = maxW;
        s.busiestCpu = maxCpu;
    }
}

} // namespace

PlanScore scorePlan(const Plan &plan, const ScoreInput &in)
{
    const Topology &topo = *in.topology;
    const IrqTable &table = *in.table;
    PlanScore s;
    s.distanceAssumed = !topo.distanceFromFirmware;
    s.oneCpuOfMask = in.oneCpuOfMask;

    const PlanResolution res = resolvePlan(plan, table);
    const int nCpuIds = topo.nrCpuIds();
    const CpuMaps maps = cpuMaps(topo, nCpuIds);
    CpuSet quiet;
    if (in.isolated)
        quiet |= *in.isolated;
    if (in.nohzFull)
        quiet |= *in.nohzFull;
    const int nNodes = std::max(0, topo.nrNodeIds());
    SetGroups groups(maps.node, nNodes, nCpuIds);

    // Where each entry is delivered: its set, or the one CPU of it the
    // allocator would pick (the same rule the compare view draws).
    const CpuSet possible = topo.allCpus();
    const Plan delivered = in.oneCpuOfMask ? deliveredPlacement(plan, table, &possible) : Plan{};
    const DistanceSum dist = scoreEntries(s, plan, delivered, res, in, quiet, groups, nNodes);

    const CpuLoad load = spreadLoad(groups.groups(), maps.core, nCpuIds, topo.cores.size());
    scoreLlcs(s, topo, groups.groups(), nCpuIds);
    s.meanDistance = dist.irqs ? dist.sum / dist.irqs : 0.0;
    s.distanceIrqs = dist.irqs;
    s.cpusUsed = load.used.count();
    scorePairs(s, topo, load, nCpuIds);
    scoreImbalance(s, topo, in, load, nCpuIds);
    return s;
}

QString noValueReason(const PlanScore &s, ScoreField field)
{
    if (field == ScoreField::Irqs || field == ScoreField::Unresolved)
        return {};
    if (s.irqs == 0)
        return QCoreApplication::translate(
            "PlanScore", "no IRQ of the plan is on this machine: nothing to score");
    switch (field) {
    case ScoreField::MeanDistance:
    case ScoreField::MaxDistance:
        if (s.distanceIrqs == 0)
            return QCoreApplication::translate(
                "PlanScore",
                "no IRQ has a NUMA node to measure from (no device node, and no Node asked for)");
        return {};
    case ScoreField::Imbalance:
        if (!s.imbalance)
            return QCoreApplication::translate(
                "PlanScore", "the IRQs carry no load (no counts and no rates) to balance");
        return {};
    case ScoreField::LlcDomainsUsed:
    case ScoreField::MaxIrqsPerLlc:
    case ScoreField::MeanIrqsPerLlc:
        if (!s.llcDomainsUsed)
            return QCoreApplication::translate(
                "PlanScore", "the source has no cache information: its L3 domains are unknown");
        return {};
    default:
        return {};
    }
}

ScoreInput scoreInputFor(const Topology &topology, const IrqTable &table,
                         const PlanRequest &request, const QStringList &params)
{
    ScoreInput si;
    si.topology = &topology;
    si.table = &table;
    si.rates = request.rates ? &*request.rates : nullptr;
    si.node = request.node;
    si.isolated = request.isolated;
    si.nohzFull = request.nohzFull;
    if (auto in = preparePlan(topology, table, request, params))
        si.over = in->candidates;
    si.oneCpuOfMask = deliversToOneCpu(table);
    return si;
}

} // namespace irqatlas
