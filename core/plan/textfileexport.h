#pragma once

#include "model/irq.h"
#include "model/topology.h"
#include "plan/plandiff.h"

#include <QByteArray>

namespace irqatlas {

// What a machine's IRQ placement is, in node_exporter's textfile-collector
// format (the Prometheus text exposition format, for
// --collector.textfile.directory), so a fleet's dashboards show placement and
// not only counts:
//   irqatlas_irq_affinity_info{irq,name,affinity,effective,node} 1   per numbered IRQ
//   irqatlas_irq_off_node{irq,name,node} 0|1   per IRQ whose device's node is
//       known: 1 when it is delivered (effective, else affinity) to a CPU
//       outside that node's CPUs (topology needed; left out without one)
//   irqatlas_plan_drift{irq,name,plan,affinity} 0|1   with a plan: per entry
//       that resolves, 1 when the IRQ's affinity differs from the plan's
//   irqatlas_plan_drift_irqs N   with a plan: how many differ
//   irqatlas_irqbalance_running 0|1
// Label values are escaped as the format says (\\, \", \n); an unknown value
// is the empty string. Samples carry no timestamp (the collector's own time).
struct TextfileInput
{
    const IrqTable *irqs = nullptr;
    const Topology *topology = nullptr; // null: no off-node figures
    bool irqbalanceRunning = false;
    const PlanDiff *drift = nullptr; // null: no plan given
};
QByteArray irqTextfile(const TextfileInput &in);

// A label value as the exposition format writes it between its quotes.
QByteArray promLabelValue(std::string_view text);

} // namespace irqatlas
