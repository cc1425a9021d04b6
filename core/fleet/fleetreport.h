#pragma once

#include "fleet/fleetfindings.h"
#include "fleet/fleetread.h"
#include "fleet/machineclass.h"

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

// One host's row of the fleet: what reading it gave, in figures.
struct FleetRow
{
    QString name;
    QString target;
    FleetReading::Status status = FleetReading::Status::Error;
    QString error;
    // Ok only; empty where the source does not tell (Prometheus has no
    // topology, no irqbalance, no /proc/interrupts without its collector):
    QString hostname;
    QString kernel;
    std::optional<int> cpus;
    std::optional<int> onlineCpus;
    std::optional<int> nodes;
    std::optional<int> packages;
    QString classId;
    std::optional<bool> irqbalance;
    std::optional<int> irqs; // numbered IRQs of /proc/interrupts
    std::optional<double> busiestCpuIrqPct;
    // Every CPU's share of hard and soft IRQs, as busiestCpuIrqPct takes the
    // largest of them; empty where the source has no per-CPU figures
    // (Prometheus' fleet asks only for the busiest). Not in fleetJson.
    std::vector<CpuIrqShare> cpuIrqPct;
    std::vector<FleetFinding> findings;
    bool findingsKnown = true; // false: the source cannot tell (JSON null)
};

struct FleetReport
{
    // "ssh" (every host read as --host reads one) or "prometheus" (one host
    // per instance label of a Prometheus server's node_exporter series).
    QString source = QStringLiteral("ssh");
    std::vector<FleetRow> hosts; // in the order they were listed
    std::vector<MachineClass> classes;
    bool allRead() const;
};

FleetReport makeFleetReport(const std::vector<FleetReading> &readings);

// {"format": "irqatlas-fleet", "version": 1, "source": "ssh"|"prometheus", "hosts": […],
// "classes": […]}
// (docs/CLI.md, "fleet").
QByteArray fleetJson(const FleetReport &report);

} // namespace irqatlas
