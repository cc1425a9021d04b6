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
    // Ok only:
    QString hostname;
    QString kernel;
    int cpus = 0;
    int onlineCpus = 0;
    int nodes = 0;
    int packages = 0;
    QString classId;
    bool irqbalance = false;
    int irqs = 0; // numbered IRQs of /proc/interrupts
    std::optional<double> busiestCpuIrqPct;
    std::vector<FleetFinding> findings;
};

struct FleetReport
{
    std::vector<FleetRow> hosts; // in the order they were listed
    std::vector<MachineClass> classes;
    bool allRead() const;
};

FleetReport makeFleetReport(const std::vector<FleetReading> &readings);

// {"format": "irqatlas-fleet", "version": 1, "source": "ssh", "hosts": […], "classes": […]}
// (docs/CLI.md, "fleet").
QByteArray fleetJson(const FleetReport &report);

} // namespace irqatlas
