#pragma once

#include "machine/machinedata.h"

#include <QString>
#include <vector>

namespace irqatlas {

// Something worth a look on one host, from what one read of it shows.
struct FleetFinding
{
    QString code;    // stable id (docs/CLI.md, "fleet")
    QString message; // translated
};

// The checks of one host as it is now:
//   queues-on-one-llc   every IRQ of a multi-queue device is delivered in one
//                       L3 domain while its node has others (plan lint's
//                       llc-crowded rule on the current placement)
//   irqs-on-isolated    movable IRQs delivered to isolcpus/nohz_full CPUs
//   device-irqs-remote  a device whose IRQs all go to CPUs off its own node
//   cpus-offline        CPUs the machine has that are offline
std::vector<FleetFinding> fleetFindings(const MachineData &machine);

// The share of the busiest CPU's time since boot spent in hard and soft
// IRQs (/proc/stat's irq + softirq over its total), in percent; nullopt
// without /proc/stat. One read, so a share since boot, not a rate.
std::optional<double> busiestCpuIrqPercent(const MachineData &machine);

// One CPU of /proc/stat and that same share of its time since boot.
struct CpuIrqShare
{
    int cpu = -1;
    double pct = 0;
};
// Every CPU of /proc/stat with any time counted, in its order; empty without
// /proc/stat.
std::vector<CpuIrqShare> cpuIrqPercents(const MachineData &machine);

} // namespace irqatlas
