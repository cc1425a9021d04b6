#pragma once

#include "model/topology.h"
#include "procfs/hostsource.h"
#include "procfs/sourcecheck.h"
#include "remote/sshsession.h"
#include "snapshot/snapshot.h"

#include <QString>
#include <memory>
#include <vector>

namespace irqatlas {

// A machine as every front end sees it: the snapshot of its host (topology,
// IRQ table, /proc/stat, /proc/softirqs, hostname, isolation, irqbalance)
// and what loading it found out besides.
struct MachineData : Snapshot
{
    QString title; // the source's name as the user knows it
    // Where the topology and the /proc files of the source disagree (CPU ids,
    // hostnames); empty when they agree or there is no topology to disagree
    // with. The GUI shows them in a banner, the CLI on stderr.
    std::vector<SourceDifference> differences;
    // Ssh sources: the connection the snapshot came over, for the live
    // monitor to sample through the same control master. Used by one thread
    // at a time (the loader's, then the sampler's).
    std::shared_ptr<SshSession> session;
    // Ssh sources read with MachineOptions::keepHost: the collected copy.
    std::shared_ptr<const HostSource> host;
};

// A topology with one PU per CPU id and nothing else, for sources that only
// have /proc/interrupts.
Topology cpuOnlyTopology(const std::vector<int> &cpus, const QString &source);

} // namespace irqatlas
