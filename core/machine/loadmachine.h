#pragma once

#include "live/samplesource.h"
#include "machine/machinedata.h"
#include "machine/machinesource.h"
#include "model/result.h"
#include "procfs/hostsource.h"
#include "remote/remotecollect.h"
#include "snapshot/snapshot.h"

#include <memory>

namespace irqatlas {

// How a front end wants its machine read.
struct MachineOptions
{
    // What to read besides /proc/interrupts, and whether a present but
    // unusable file is an error (the CLI) or a warning (a window, lenient).
    SnapshotOptions read = windowRead();
    // A window draws every machine: without a topology it gets one box per
    // CPU of the IRQ table (cpuOnlyTopology), and a machine with no CPU at all
    // is an error. The CLI says "no topology" instead.
    bool drawable = true;
    // Ssh sources: how long the collection may take (0: the session's
    // default), and whether MachineData::host keeps the copy it was read
    // from (to save it as a snapshot).
    int remoteTimeoutMs = 0;
    bool keepHost = false;

    static SnapshotOptions windowRead()
    {
        SnapshotOptions o;
        o.lenient = true;
        return o;
    }
    // The CLI's: strict, and only what the command reads.
    static MachineOptions strict(SnapshotOptions read)
    {
        read.lenient = false;
        MachineOptions o;
        o.read = read;
        o.drawable = false;
        return o;
    }
};

// Reads a machine; blocking (hwloc, /proc, ssh, HTTP). One loader per source
// kind (this machine, a saved tree or archive, a topology file, a lone
// /proc/interrupts file, a remote host, a Prometheus instance: its series'
// IRQ table without topology or placement); the source's topology and
// interrupts overrides replace what the source itself holds. Errors name the
// source. Every front end reads machines through here.
Result<MachineData> loadMachine(const MachineSource &source, const MachineOptions &options = {});

// The host a source reads from, for commands that stream its files instead
// of holding a MachineData: this machine, a saved tree or archive, a
// remote host (one collection of what collect names) or a Prometheus
// instance (PromHostSource). Topology and
// interrupts files have no host.
Result<std::unique_ptr<HostSource>> openMachineHost(const MachineSource &source,
                                                    const CollectOptions &collect = {});

// The source's topology alone: its topology override, the file itself, a
// saved tree's topology.xml or sysfs tree, a remote host's (collecting only
// the topology), or this machine's.
Result<Topology> loadMachineTopology(const MachineSource &source);

// Where live samples of a loaded machine come from: this machine's /proc,
// the remote host through its session (a lost connection is retried with a
// growing wait, see BackoffSampleSource), or a Prometheus instance's scrapes
// (PromSampleSource). Null for saved files.
std::unique_ptr<SampleSource> liveSourceFor(const MachineData &machine,
                                            const MachineSource &source);

} // namespace irqatlas
