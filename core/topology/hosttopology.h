#pragma once

#include "model/result.h"
#include "model/topology.h"

namespace irqatlas {

class HostSource;

// The topology of a machine whose files are on this machine's filesystem
// below host.localRoot() (a saved tree, a remote host's collected copy): its
// topology.xml when present (a remote lstopo's, a snapshot's), else the
// sysfs tree read by hwloc (CPUs, caches, memory) plus the PCI functions
// read from the host's /sys/bus/pci/devices (readSysfsPciDevices: hwloc is
// kept away from a tree's PCI files). The driver links name every device's
// driver either way. Topology::source is the host's name, and errors name
// the host's files (loadTopologyForRoot does the same by the copy's path).
Result<Topology> loadHostTopology(const HostSource &host);

} // namespace irqatlas
