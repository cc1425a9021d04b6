#pragma once

#include "model/result.h"
#include "model/topology.h"

#include <QByteArray>
#include <QString>

// The only door to hwloc: everything else in irqatlas sees a Topology.
//
// Every loader keeps offline PUs (in hwloc's complete cpuset but not in its
// cpuset) as Pu entries with online = false, keeps CPUs outside this process'
// cgroup with allowed = false, and returns a Topology that passed validate().
// hwloc state is process-global (environment variables select the sysfs root
// and the discovery components), so all loads are serialised internally and
// the functions are safe to call from any thread.

namespace irqatlas {

// This machine, with its PCI devices.
Result<Topology> loadLocalTopology();

// An hwloc XML file (format 2.0, or the older 1.x format). A file written in
// the 3.0 format by hwloc 3 is refused with a message that says how to export
// a 2.0 file.
Result<Topology> loadTopologyXml(const QString &path);
// Same, from bytes; sourceName names the input in messages and Topology::source.
Result<Topology> loadTopologyXmlBuffer(const QByteArray &xml, const QString &sourceName);

// A copied Linux sysfs/procfs tree (rootDir/sys/devices/system/cpu, ...)
// read through hwloc's fsroot with only the Linux component enabled, so
// nothing of the machine running the code leaks in. No PCI devices: hwloc
// does not read a tree's PCI files (readSysfsPciDevices does).
Result<Topology> loadTopologyFsRoot(const QString &rootDir);

// A saved machine: rootDir/topology.xml when present, else the sysfs tree
// under rootDir with its PCI functions (readSysfsPciDevices).
Result<Topology> loadTopologyForRoot(const QString &rootDir);

// This machine's topology as hwloc XML 2.0, I/O devices included (what
// `snapshot` stores as topology.xml).
Result<QByteArray> localTopologyXml();

} // namespace irqatlas
