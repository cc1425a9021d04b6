#pragma once

#include "model/topology.h"

// Internal to the topology loader (the part is the one place that includes
// hwloc): the structure between package and PU, read from a loaded hwloc
// topology into caches, dies, groups, node tiers and memory-side caches, and
// the CPU kinds.

struct hwloc_topology;

namespace irqatlas {

// Call after the PUs, packages and nodes are filled (dies take their
// package from their PUs). Leaves out what the source does not report.
void fillStructure(hwloc_topology *topo, Topology &t);

// CPU kinds (hybrid machines) with their efficiency, name, CoreType and
// FrequencyMaxMHz; nothing when the machine has one kind. Sets Pu::kind.
void fillCpuKinds(hwloc_topology *topo, Topology &t);

} // namespace irqatlas
