#pragma once

#include "plan/planner.h"

namespace irqatlas {

// Load-aware placement, one CPU per IRQ.
//
// Weight of an IRQ: its measured rate when the request carries rates, else its
// total count since boot. Heavy IRQ: weight > 0 and weight >= the mean weight
// of the selected IRQs.
//
// IRQs are placed heaviest first (ties: lower IRQ number first). Each CPU has
// a load (sum of the weights placed on it) and an IRQ count. Fair share
// T = total weight / number of candidate CPUs; an IRQ of weight w "fits" on a
// CPU when load + w <= max(T * slack, w) (param slack, default 1.0), so one
// heavy IRQ on an idle CPU always fits.
//
// For an IRQ with node o, nodes with candidate CPUs are walked by
// (distance[o][n], n). In the first node where the least-loaded CPU fits, the
// IRQ goes to the CPU with the smallest (load, IRQ count, IRQs already in its
// last-level cache, CPU id), so equal CPUs are taken one L3 domain after
// another rather than in id order — for a heavy IRQ first among CPUs whose core
// holds no heavy IRQ yet (SMT siblings of a heavy IRQ are avoided), then among
// the others. When no node fits, or the IRQ has no node, the IRQ goes to the
// CPU with the smallest (load, core holds a heavy IRQ (heavy only), IRQ count,
// IRQs in its L3, node walk position, CPU id) over all candidates. An IRQ of
// weight 0 adds no load, so where others compare (load, IRQ count, ...) it
// compares (IRQ count, load, ...) instead, among the CPUs within the fair
// share: IRQs idle so far are spread, not piled onto the least-loaded CPU. Only
// candidate CPUs are used, so excluded, isolated and nohz_full CPUs never
// receive an IRQ. Immovable IRQs get no entry; their weight is put on their
// effective CPUs first. The result is fully deterministic.
class BalancePlanner final : public Planner
{
public:
    QString name() const override { return QStringLiteral("balance"); }
    QString summary() const override;
    std::vector<PlannerParam> paramInfo() const override;
    Result<Plan> plan(const PlanInput &input) const override;
};

} // namespace irqatlas
