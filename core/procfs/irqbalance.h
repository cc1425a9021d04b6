#pragma once

#include "procfs/hostsource.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace irqatlas {

// A running irqbalance rewrites smp_affinity every few seconds, undoing any
// plan. The applier tells the user and offers the ways out below.
struct IrqbalanceState
{
    bool process = false;     // an "irqbalance" in /proc/*/comm
    bool unitActive = false;  // `systemctl is-active irqbalance` said active
    bool unitChecked = false; // systemctl was there and was asked
    // The daemons found in /proc, and whether each has a control socket
    // (in /proc/net/unix): then the helper bans a plan's IRQs in it while
    // the plan holds, and nothing needs --force.
    std::vector<int> pids;
    bool everyDaemonHasSocket = false;
    bool running() const { return process || unitActive; }
    bool bansThroughSocket() const { return running() && !pids.empty() && everyDaemonHasSocket; }
};

// True when an irqbalance daemon runs on the host (it would overwrite any
// affinity irqatlas sets). Saved snapshots record it in irqatlas-snapshot.json.
bool irqbalanceRunning(const HostSource &host);

// Looks at host's /proc; asks systemctl only when askSystemd and host is this machine.
IrqbalanceState detectIrqbalance(const HostSource &host, bool askSystemd);

// Whether /proc/net/unix lists irqbalance's control socket for pid (its
// file /run/irqbalance/irqbalance<pid>.sock or the abstract name).
bool irqbalanceSocketListed(const HostSource &host, int pid);

// The command that stops it for good (systemd) or for now.
QString irqbalanceStopCommand(const IrqbalanceState &state);
// IRQBALANCE_ARGS="--banirq=N ..." for /etc/default/irqbalance, with a comment line.
QByteArray irqbalanceBanLines(const std::vector<int> &irqs);
// A --policyscript script: irqbalance runs it per IRQ with the sysfs device
// path and the IRQ number; it prints ban=true for the plan's IRQs.
QByteArray irqbalancePolicyScript(const std::vector<int> &irqs);

} // namespace irqatlas
