#pragma once

#include "model/cpuset.h"
#include "model/result.h"
#include "model/topology.h"

#include <QString>
#include <vector>

// Shared by the spread_*.cpp algorithms; not part of the public interface.
namespace irqatlas::spread {

// The derived sets of ALGORITHMS.md §0.1, indexed once per call so that the
// algorithms never scan the whole PU list inside their loops.
class Model
{
public:
    explicit Model(const Topology &topology);

    const Topology &topo;
    int nrNodeIds = 0;
    CpuSet possible;
    CpuSet present;
    CpuSet online;
    std::vector<CpuSet> nodePossible; // by node id: cpumask_of_node over possible CPUs
    std::vector<CpuSet> nodeOnline;   // by node id: online CPUs only
    std::vector<int> cpuNodes;        // N_CPU: nodes with an online CPU, ascending

    bool isCpuNode(int node) const;
    int nodeOf(int cpu) const; // -1 when unknown
    int dist(int from, int to) const { return topo.dist(from, to); }
    // topology_sibling_cpumask: online CPUs of cpu's core, ascending; {cpu}
    // when offline; empty for an id that is not a CPU of the topology.
    const std::vector<int> &siblingList(int cpu) const;
    CpuSet siblings(int cpu) const;
    // numa_nearest_node(n, N_CPU): n itself when it has CPUs (or is -1), else
    // the CPU node with the smallest distance from n's row, lowest id on ties.
    int nearestCpuNode(int node) const;

private:
    std::vector<int> m_nodeOf;       // by CPU id
    std::vector<int> m_siblingIndex; // by CPU id -> m_siblingLists
    std::vector<std::vector<int>> m_siblingLists;
    std::vector<char> m_isCpuNode;
};

// Far above any device's MSI-X vector count; keeps a typo from allocating
// gigabytes of masks.
constexpr int kMaxEntries = 1 << 16;

// Common parameter checks; messages name the parameter.
Status checkNode(const Model &m, int node);
// 0 <= value <= kMaxEntries.
Status checkNonNegative(const char *param, int value);
// The kernel gives up on NUMA levels for distances outside [10, 255]
// between CPU nodes (sched_init_numa); hop-mask users then have no masks.
Status checkHopDistances(const Model &m);

// for_each_numa_hop_mask(node) (ALGORITHMS.md §3.3): the cumulative masks in
// order; one mask (online) for -1, none for a CPU-less node.
std::vector<CpuSet> hopMasks(const Model &m, int node);

// cpumask_local_spread v6.3+ order from node (§2b closed form): cpus sorted
// by (distance from nearest_cpu_node(node), id); node -1: ascending ids.
std::vector<int> localSpreadOrder(const Model &m, const CpuSet &cpus, int node);

} // namespace irqatlas::spread
