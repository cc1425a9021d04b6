#pragma once

#include "plan/planner.h"

namespace irqatlas {

// The vendor-script policies (mlnx set_irq_affinity*, Intel set_irq_affinity.sh),
// made SMT-aware. Each IRQ gets exactly one CPU.
//
// Pool per IRQ (always within the candidate CPUs):
//   local   the online CPUs of the IRQ's node (no node or none left: all candidates)
//   remote  the candidates outside the IRQ's node (none or no node: all candidates)
//   all     every candidate
//   one     a single CPU: param cpu=N, default the first CPU of the local pool
//   cpulist param cpus=LIST (∩ candidates)
// Order within a pool: each CPU's rank is the number of pool CPUs of its core
// with a lower id (0 = the core's first thread in the pool); sort by (rank, id).
// So every core gets one IRQ before any core gets a second, as on x86 where
// the first threads are numbered first, but also with interleaved numbering.
// The k-th selected IRQ using a pool (counted per pool, in selection order)
// gets pool[k mod |pool|]: devices sharing a node rotate together instead of
// all starting at the same CPU. Immovable IRQs get no entry (noted).
//
// spread_over=llc|core|pu (--spread-over) sets the granularity of that order:
// core is the order above; llc deals the first threads round-robin over the
// last-level cache domains of the pool (the k-th core of every domain before
// any domain's k+1-th), then the second threads the same way; pu is plain CPU
// id order. Without cache information llc is the same as core.
class PolicyPlanner final : public Planner
{
public:
    enum class Mode
    {
        Param,
        Local,
        Remote,
        All,
        One,
        CpuList
    };
    explicit PolicyPlanner(Mode mode) : m_mode(mode) {}

    QString name() const override;
    QString summary() const override;
    std::vector<PlannerParam> paramInfo() const override;
    Result<Plan> plan(const PlanInput &input) const override;

    // Pool order as documented above (exposed for tests and the UI).
    static std::vector<int> siblingOrder(const Topology &topology, const CpuSet &pool);
    static std::vector<int> cacheDomainOrder(const Topology &topology, const CpuSet &pool);

private:
    Mode m_mode;
};

} // namespace irqatlas
