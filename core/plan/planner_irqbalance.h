#pragma once

#include "plan/planner.h"

namespace irqatlas {

// What irqbalance would do with this machine: the real program run once
// (irqbalance --oneshot) over a private copy of the machine's /proc/irq
// (plan/irqbalancerun.h), its masks taken as the plan. It needs the
// machine's own files (PlanRequest::machineRoot: this machine, or a saved
// one); the machine's affinities never change. Selected IRQs irqbalance
// leaves out of its tree (banned, or a class it does not move) get no
// entry and a note; its tree is kept in the notes.
class IrqbalancePlanner final : public Planner
{
public:
    QString name() const override { return QStringLiteral("irqbalance"); }
    QString summary() const override;
    std::vector<PlannerParam> paramInfo() const override;
    Result<Plan> plan(const PlanInput &input) const override;
};

} // namespace irqatlas
