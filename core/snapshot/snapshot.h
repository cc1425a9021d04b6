#pragma once

#include "model/irq.h"
#include "model/result.h"
#include "model/topology.h"
#include "procfs/hostsource.h"
#include "procfs/irqdetails.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"
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
    // The kernel threads of interrupt work (/proc/PID) and the network
    // queues (/sys/class/net), where the source has them; one that cannot be
    // read is a warning and stays unknown, whether or not the read is lenient.
    bool threadsAndQueues = true;
    // A window opens whatever it can: a present file that cannot be used is
    // a warning instead of an error, and a machine without a usable
    // /proc/interrupts (hasIrqs false) or topology still opens. A garbled
    // /proc/stat or /proc/softirqs is left out (the live monitor names it).
    bool lenient = false;
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
    bool hasIrqs = false; // false only for a lenient read without a usable /proc/interrupts
    std::optional<ProcStat> stat;
    std::optional<SoftirqTable> softirqs;
    std::optional<CpuSet> isolated; // isolcpus (/sys/devices/system/cpu/isolated)
    std::optional<CpuSet> nohzFull; // /sys/devices/system/cpu/nohz_full
    bool irqbalanceRunning = false;
    // nullopt when the source has no /proc/PID entries (a recording, a
    // Prometheus instance, a tree saved before threads were kept) or no
    // /sys/class/net: unknown, not none.
    std::optional<std::vector<KernelThread>> threads;
    std::optional<std::vector<NetInterface>> netQueues;
    QStringList warnings; // files that were present but could not be used
};

// The host's isolcpus and nohz_full lists; a list the host lacks is nullopt.
struct CpuIsolation
{
    std::optional<CpuSet> isolated;
    std::optional<CpuSet> nohzFull;
};
// A garbled list is an error naming it, or with warnings a line there and
// the list unknown.
Result<CpuIsolation> readCpuIsolation(const HostSource &host, QStringList *warnings = nullptr);

// Reads a snapshot. Only /proc/interrupts is required; everything else that
// is missing stays empty (null in the CLI), and a file that is present but
// garbled is an error naming it (a warning when options.lenient).
Result<Snapshot> readSnapshot(const HostSource &host, const SnapshotOptions &options = {});

} // namespace irqatlas
