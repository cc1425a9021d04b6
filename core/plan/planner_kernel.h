#pragma once

#include "plan/planner.h"

#include <memory>
#include <vector>

namespace irqatlas {

class Spreader;

// A kernel spreading algorithm (ALGORITHMS.md, core/spread/spreader.h) as a planner:
// "what the kernel or the driver would do with these IRQs".
//
// The selected IRQs are grouped by owning device (IRQs without a device form
// one group), because the kernel spreads per device; within a group, IRQs are
// in selection order i = 0..n-1 and the group's node is the node of its first
// IRQ (or the request's override):
//   local-spread, local-spread-v41, local-spread-2019: IRQ i -> {spread(i, node)},
//       with the candidate CPUs as the candidate set (the housekeeping mask)
//   mana, mana-v1: irq_setup(len = n, node): IRQ i -> the i-th mask; IRQs past
//       the output keep their affinity (no entry, noted); param skip-first-cpu
//   mana-driver: nvec = n; vector i -> its mask, null -> no entry; param
//       dynamic=true for the 2025 dynamic MSI-X path
//   group-evenly: groups = n; IRQ i -> group i; param sort=classic|modern
// mana*: CPUs outside the candidates are treated as offline. group-evenly
// covers every possible CPU, so its masks are intersected with the candidates
// afterwards (an IRQ whose mask becomes empty gets no entry, noted).
class KernelPlanner final : public Planner
{
public:
    explicit KernelPlanner(const Spreader *spreader) : m_spreader(spreader) {}
    QString name() const override;
    QString summary() const override;
    std::vector<PlannerParam> paramInfo() const override;
    Result<Plan> plan(const PlanInput &input) const override;

private:
    const Spreader *m_spreader;
};

std::vector<std::unique_ptr<Planner>> kernelPlanners();

} // namespace irqatlas
