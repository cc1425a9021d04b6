#pragma once

#include "model/cpuset.h"
#include "model/irq.h"
#include "model/result.h"
#include "model/topology.h"
#include "plan/irqselector.h"
#include "procfs/netqueues.h"

#include <QMap>
#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

// What every planner is asked: the same request whatever the algorithm.
struct PlanRequest
{
    QString irqs;                   // IrqSelector text
    std::optional<int> node;        // device node override for every IRQ (-1 = none)
    std::optional<CpuSet> cpus;     // candidate CPUs; default below
    CpuSet exclude;                 // never placed on, whatever else is said
    std::optional<CpuSet> isolated; // isolcpus of the machine (Snapshot)
    std::optional<CpuSet> nohzFull; // nohz_full of the machine (Snapshot)
    // Measured IRQ rates (irq/s), one per IrqTable::irqs row; without them
    // planners that weigh IRQs use the total counts.
    std::optional<std::vector<double>> rates;
    // The rates are handler time (ns/s, from a cost measurement), not irq/s.
    bool ratesAreCost = false;
    QMap<QString, QString> params; // planner parameters, "--param k=v"
    // Where the machine's own files are, for planners that run a program
    // over them (irqbalance): "/" for this machine, a saved machine's root
    // directory, or empty when there are none (a remote host, a lone file).
    QString machineRoot;
    // The machine's network queues (Snapshot::netQueues): planners that steer
    // queues (param queues) use them; nullopt leaves queues alone.
    std::optional<std::vector<NetInterface>> netQueues;
};

// A request checked against one machine, ready for a planner.
struct PlanInput
{
    const Topology *topology = nullptr;
    const IrqTable *table = nullptr;
    const PlanRequest *request = nullptr;
    std::vector<std::size_t> selected; // indices into table->irqs, table order
    std::vector<int> nodes;            // per selected IRQ: its node, -1 = unknown
    // Default: online ∩ allowed, minus isolated and nohz_full; with
    // PlanRequest::cpus: those ∩ online. Excluded CPUs are always removed.
    CpuSet candidates;

    const Irq &irq(std::size_t k) const { return table->irqs[selected[k]]; }
    // Weight of selected IRQ k: its rate when rates were given, else its total count.
    double weight(std::size_t k) const;
    // Parameter lookup; an absent key gives def.
    QString param(const QString &key, const QString &def = {}) const;
};

// Where an IRQ's device lives: the override, else the device node the IRQ
// table gives, else /proc/irq/N/node, else the topology's PCI device, else -1.
int irqNode(const Irq &irq, const Topology &topology, const std::optional<int> &override);

// Selects the IRQs, computes candidates and nodes. Errors: bad selector, term
// without match, no candidate CPU left, node out of range, unknown parameter
// (allowedParams lists the planner's keys).
Result<PlanInput> preparePlan(const Topology &topology, const IrqTable &table,
                              const PlanRequest &request, const QStringList &allowedParams);

} // namespace irqatlas
