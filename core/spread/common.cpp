#include "spread/common.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>
#include <set>
#include <unordered_map>

namespace irqatlas::spread {

Model::Model(const Topology &topology) : topo(topology)
{
    nrNodeIds = topo.nrNodeIds();
    nodePossible.resize(std::size_t(nrNodeIds));
    nodeOnline.resize(std::size_t(nrNodeIds));
    m_isCpuNode.assign(std::size_t(nrNodeIds), 0);
    const int nrCpus = topo.pus.empty() ? 0 : topo.pus.back().id + 1;
    m_nodeOf.assign(std::size_t(std::max(nrCpus, 0)), -1);
    m_siblingIndex.assign(m_nodeOf.size(), -1);

    // Online CPUs grouped by core, in ascending CPU id (pus are sorted by id).
    std::unordered_map<int, int> coreIndex;
    for (const Pu &p : topo.pus) {
        if (p.id < 0)
            continue;
        if (std::size_t(p.id) >= m_nodeOf.size()) { // pus not sorted: grow
            m_nodeOf.resize(std::size_t(p.id) + 1, -1);
            m_siblingIndex.resize(std::size_t(p.id) + 1, -1);
        }
        m_nodeOf[std::size_t(p.id)] = p.node;
        possible.set(p.id);
        if (p.present)
            present.set(p.id);
        if (p.node >= 0 && p.node < nrNodeIds)
            nodePossible[std::size_t(p.node)].set(p.id);
        if (!p.online) {
            // x86 and arm64 clear the sibling map on offline, so an offline
            // CPU is its own only sibling (ALGORITHMS.md §0.1).
            m_siblingIndex[std::size_t(p.id)] = int(m_siblingLists.size());
            m_siblingLists.push_back({p.id});
            continue;
        }
        online.set(p.id);
        if (p.node >= 0 && p.node < nrNodeIds) {
            nodeOnline[std::size_t(p.node)].set(p.id);
            m_isCpuNode[std::size_t(p.node)] = 1;
        }
        auto [it, added] = coreIndex.try_emplace(p.core, int(m_siblingLists.size()));
        if (added)
            m_siblingLists.emplace_back();
        m_siblingLists[std::size_t(it->second)].push_back(p.id);
        m_siblingIndex[std::size_t(p.id)] = it->second;
    }
    for (auto &l : m_siblingLists)
        std::sort(l.begin(), l.end());
    for (int n = 0; n < nrNodeIds; ++n)
        if (m_isCpuNode[std::size_t(n)])
            cpuNodes.push_back(n);
}

bool Model::isCpuNode(int node) const
{
    return node >= 0 && node < nrNodeIds && m_isCpuNode[std::size_t(node)];
}

int Model::nodeOf(int cpu) const
{
    return cpu >= 0 && std::size_t(cpu) < m_nodeOf.size() ? m_nodeOf[std::size_t(cpu)] : -1;
}

const std::vector<int> &Model::siblingList(int cpu) const
{
    const int idx = cpu >= 0 && std::size_t(cpu) < m_siblingIndex.size()
                        ? m_siblingIndex[std::size_t(cpu)]
                        : -1;
    if (idx >= 0)
        return m_siblingLists[std::size_t(idx)];
    static const std::vector<int> none; // not a CPU of this topology
    return none;
}

CpuSet Model::siblings(int cpu) const
{
    CpuSet s;
    const auto &l = siblingList(cpu);
    // Setting the highest bit first sizes the word vector once.
    for (auto it = l.rbegin(); it != l.rend(); ++it)
        s.set(*it);
    return s;
}

int Model::nearestCpuNode(int node) const
{
    if (node == -1 || isCpuNode(node))
        return node;
    int best = node;
    int bestDist = std::numeric_limits<int>::max();
    for (int m : cpuNodes) {
        const int d = dist(node, m);
        if (d < bestDist) { // strict: lowest node id wins ties
            best = m;
            bestDist = d;
        }
    }
    return best;
}

Status checkNode(const Model &m, int node)
{
    if (node < -1)
        return Error{QCoreApplication::translate("Spreader",
                                                 "node: %1 is not a node id (use -1 for no node)")
                         .arg(node)};
    if (node >= m.nrNodeIds)
        return Error{QCoreApplication::translate(
                         "Spreader",
                         "node: %1 does not exist (node ids of this topology are 0..%2); the "
                         "kernel's behaviour is undefined")
                         .arg(node)
                         .arg(m.nrNodeIds - 1)};
    return Ok{};
}

Status checkNonNegative(const char *param, int value)
{
    if (value < 0)
        return Error{QCoreApplication::translate("Spreader", "%1: %2 is negative")
                         .arg(QLatin1String(param))
                         .arg(value)};
    if (value > kMaxEntries)
        return Error{QCoreApplication::translate(
                         "Spreader", "%1: %2 is more than the %3 entries irqatlas computes")
                         .arg(QLatin1String(param))
                         .arg(value)
                         .arg(kMaxEntries)};
    return Ok{};
}

Status checkHopDistances(const Model &m)
{
    for (int a : m.cpuNodes)
        for (int b : m.cpuNodes) {
            const int d = m.dist(a, b);
            if (d < 10 || d > 255)
                return Error{QCoreApplication::translate(
                                 "Spreader",
                                 "distance: distance[%1][%2] = %3 is outside [10, 255]; the kernel "
                                 "builds no NUMA hop masks for this topology")
                                 .arg(a)
                                 .arg(b)
                                 .arg(d)};
        }
    return Ok{};
}

std::vector<CpuSet> hopMasks(const Model &m, int node)
{
    if (node == -1)
        return {m.online};
    if (!m.isCpuNode(node))
        return {};
    std::set<int> levelSet;
    for (int a : m.cpuNodes)
        for (int b : m.cpuNodes)
            levelSet.insert(m.dist(a, b));
    const std::vector<int> levels(levelSet.begin(), levelSet.end());
    // CPU nodes by their distance from node; each hop adds those up to its level.
    std::vector<std::pair<int, int>> byDist;
    for (int k : m.cpuNodes)
        byDist.emplace_back(m.dist(node, k), k);
    std::sort(byDist.begin(), byDist.end());
    std::vector<CpuSet> out;
    out.reserve(levels.size());
    CpuSet acc;
    std::size_t next = 0;
    for (int level : levels) {
        while (next < byDist.size() && byDist[next].first <= level)
            acc |= m.nodeOnline[std::size_t(byDist[next++].second)];
        out.push_back(acc);
    }
    return out;
}

std::vector<int> localSpreadOrder(const Model &m, const CpuSet &cpus, int node)
{
    std::vector<int> order = cpus.toVector();
    if (node == -1)
        return order;
    const int from = m.nearestCpuNode(node);
    std::vector<int> rowDist(std::size_t(m.nrNodeIds));
    for (int n = 0; n < m.nrNodeIds; ++n)
        rowDist[std::size_t(n)] = m.dist(from, n);
    auto key = [&](int cpu) {
        const int n = m.nodeOf(cpu);
        return n >= 0 && n < m.nrNodeIds ? rowDist[std::size_t(n)]
                                         : std::numeric_limits<int>::max();
    };
    // Stable on ascending ids: equal distances stay merged by CPU id (§2b).
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return key(a) < key(b); });
    return order;
}

} // namespace irqatlas::spread
