#pragma once

#include "model/result.h"
#include "model/topology.h"

#include <vector>

namespace irqatlas {

class HostSource;

// The PCI functions of a machine from its sysfs files, for a topology that
// hwloc read from a sysfs tree (its Linux component alone lists no PCI):
// /sys/bus/pci/devices/<bdf>/{class,vendor,device,numa_node,local_cpulist}
// and the last component of the <bdf>/driver link (never followed).
//
// The files are hostile (a remote host's, a saved tree's): each is read
// through the host with limits::kMaxSysfsAttributeBytes as its cap, and a
// file past it, or one that is not what the kernel prints, is an error
// naming the host's file. Entries whose name is not a PCI address are
// skipped; more than limits::kMaxPciDevices is an error. What a file does
// not say stays unknown: a missing numa_node is node -1, a node the topology
// lacks too, and local CPUs keep only PUs of the topology.
Result<std::vector<PciDevice>> readSysfsPciDevices(const HostSource &host,
                                                   const Topology &topology);

} // namespace irqatlas
