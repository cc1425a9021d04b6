#pragma once

#include "plan/planner.h"

namespace irqatlas {

// Moves every movable selected IRQ off a set of CPUs I: param cpus=LIST, by
// default the machine's isolcpus ∪ nohz_full. Remaining CPUs R = candidates − I.
//
// Rule, per selected IRQ with current affinity A (smp_affinity; else the
// effective affinity; else the default affinity; else all online CPUs):
//   1. A ∩ I empty: nothing to do, no entry.
//   2. A ∩ R not empty: new affinity A ∩ R (only the forbidden CPUs are
//      dropped, the rest of the user's or kernel's choice is kept).
//   3. otherwise the origin node o is the IRQ's node (device node or the
//      override); without one, the node holding most of A (ties: lowest id).
//      The new affinity is every CPU of R on the nodes nearest to o by
//      distance[o][n] (all nodes at the minimal distance, so equal choices are
//      left to the kernel). Without any origin node: all of R.
// Immovable IRQs are never planned; the plan notes how many were skipped.
class IsolatePlanner final : public Planner
{
public:
    QString name() const override { return QStringLiteral("isolate"); }
    QString summary() const override;
    std::vector<PlannerParam> paramInfo() const override;
    Result<Plan> plan(const PlanInput &input) const override;
};

} // namespace irqatlas
