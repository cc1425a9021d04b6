#pragma once

#include "live/samplesource.h"
#include "machine/machinedata.h"
#include "model/result.h"
#include "model/topology.h"
#include "procfs/hostsource.h"
#include "remote/sshsession.h"
#include "snapshot/snapshot.h"

#include <QCommandLineParser>
#include <memory>
#include <optional>

namespace irqatlas::cli {

// The machine a command works on, from the source flags of docs/CLI.md:
// --root DIR (or a snapshot .tar.gz), --host (SSH), or this machine.
Result<std::unique_ptr<HostSource>> openHost(const QCommandLineParser &p);

// Topology from --topology FILE (JSON), --xml FILE, --root DIR (its
// topology.xml, else its sysfs tree), or this machine, in that order.
Result<Topology> loadTopology(const QCommandLineParser &p);

// A snapshot of the chosen machine, read strictly (core/machine); a topology
// flag overrides the topology the source would give. Where the sources
// disagree is said on stderr.
Result<MachineData> loadSnapshot(const QCommandLineParser &p, const SnapshotOptions &options = {});

// The machine a planner works on (plan, compare): its topology required,
// /proc/stat and /proc/softirqs left out; "no topology: …" when it has none.
Result<MachineData> loadPlanningMachine(const QCommandLineParser &p);

// The host loadSnapshot reads (with --host: one collection of just what the
// options need), for commands that stream instead of holding a Snapshot.
Result<std::unique_ptr<HostSource>> openSnapshotHost(const QCommandLineParser &p,
                                                     const SnapshotOptions &options);
// The topology named by --topology or --xml; nullopt when neither is given.
Result<std::optional<Topology>> topologyFromFlags(const QCommandLineParser &p);
// The machine's own files for planners that run a program over them
// (irqbalance): this machine, or --root (an archive unpacked for as long as
// the result lives); null for --host and for a topology flag (its files are
// not the topology's machine).
Result<std::shared_ptr<const HostSource>> openMachineFiles(const QCommandLineParser &p);
// The SSH session --host and --ssh-config name (refused together with --root).
Result<std::shared_ptr<SshSession>> openSshSession(const QCommandLineParser &p);

// The live sampler's source for the chosen machine: with --host, one
// long-running remote loop that streams the three tables (a tick costs no new
// connection); otherwise the host's files read at every tick. (A --host
// HostSource from openHost() is a one-time copy: sampling it gives zero rates.)
Result<std::unique_ptr<SampleSource>> openLiveSource(const QCommandLineParser &p);

} // namespace irqatlas::cli
