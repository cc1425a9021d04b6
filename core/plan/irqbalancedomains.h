#pragma once

#include "model/cpuset.h"
#include "model/topology.h"
#include "procfs/irqbalancetree.h"

#include <QString>
#include <vector>

namespace irqatlas {

// One of irqbalance's cache domains beside the cache of ours that holds the
// same CPUs. irqbalance builds its domains from each CPU's
// cache/index*/shared_cpu_map at the deepest level it reads (the last level
// by default, --deepestcache), so a domain that matches none of ours means
// it balances over another grouping than the one the graph draws (a
// different --deepestcache, CPUs it bans, or CPUs that came online since).
struct IrqbalanceDomain
{
    int number = -1;  // irqbalance's cache domain number
    int node = -1;    // its NUMA node (-1: its unspecified node)
    int package = -1; // its package
    CpuSet cpus;      // the CPUs irqbalance put under it
    std::uint64_t load = 0;
    int irqs = 0;     // IRQs it placed on the domain and its CPUs
    int ourLevel = 0; // the level of our cache with exactly these CPUs (0: none)
    CpuSet ourCpus;   // our smallest cache (level 2 and up) holding all of cpus
    bool matches() const { return ourLevel > 0; }
};

// Every cache domain of view in tree order. Without topology caches
// ourLevel stays 0 and ourCpus empty.
std::vector<IrqbalanceDomain> irqbalanceDomains(const IrqbalanceView &view,
                                                const Topology &topology);

} // namespace irqatlas
