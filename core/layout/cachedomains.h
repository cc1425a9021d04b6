#pragma once

#include "model/cpuset.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace irqatlas {

class Topology;

// The boxes drawn between a NUMA node and its cores: the last-level cache
// domains (a CCX/CCD on AMD), else ARM clusters, else dies, else modules of
// cores sharing an L2 (Intel E-cores), whichever first splits a node into
// several parts (a box around all of a node's cores says
// nothing the node box does not).
enum class DomainKind
{
    Cache,
    Cluster,
    Die
};

struct CacheDomain
{
    DomainKind kind = DomainKind::Cache;
    CpuSet cpus;
    int level = 0;               // cache level (Cache; Cluster/Die when a cache covers exactly it)
    std::uint64_t sizeBytes = 0; // that cache's size, 0 unknown
    int dieId = -1;              // Die; Cache: the CCD its cache is the whole of
    int index = -1;              // Cache: its place among the machine's last-level caches
};

// Disjoint domains in the order of their first CPU; empty when the topology
// has no structure that splits a node.
std::vector<CacheDomain> chooseCacheDomains(const Topology &topology);

// "CCD 3 · L3 32 MiB", "#5 · L3 30 MiB", "Cluster · L3 4 MiB", "Die 2"
// (translated).
QString cacheDomainTitle(const CacheDomain &domain);

} // namespace irqatlas
