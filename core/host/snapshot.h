#pragma once

#include "model/irq.h"
#include "model/result.h"
#include "model/topology.h"
#include "procfs/hostsource.h"
#include "procfs/irqdetails.h"
#include "procfs/procstat.h"
#include "procfs/softirqs.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>

namespace irqatlas {

// What to read besides /proc/interrupts.
struct SnapshotOptions
{
    bool topology = true;         // load the topology (hwloc)
    bool requireTopology = false; // fail when no topology can be found
    bool irqDetails = true;       // /proc/irq/N/*, /sys/kernel/irq/N/*, device mapping
    bool stat = true;             // /proc/stat and /proc/softirqs
};

// One consistent picture of a machine at one instant: topology, the IRQ table
// joined with the per-IRQ files, /proc/stat and /proc/softirqs.
struct Snapshot
{
    QString source;   // HostSource::displayName()
    QString hostname; // empty when unknown
    QString kernel;   // osrelease, empty when unknown
    QDateTime time;   // when it was read (UTC)

    Topology topology;
    bool hasTopology = false;
    QString topologyError; // why there is no topology, when hasTopology is false

    IrqTable irqs;
    std::optional<ProcStat> stat;
    std::optional<SoftirqTable> softirqs;
    std::optional<CpuSet> isolated; // isolcpus (/sys/devices/system/cpu/isolated)
    std::optional<CpuSet> nohzFull; // /sys/devices/system/cpu/nohz_full
    bool irqbalanceRunning = false;
    QStringList warnings; // files that were present but could not be used
};

// Reads a snapshot. Only /proc/interrupts is required; everything else that
// is missing stays empty (null in the CLI), and a file that is present but
// garbled is an error naming it.
Result<Snapshot> readSnapshot(const HostSource &host, const SnapshotOptions &options = {});

} // namespace irqatlas
