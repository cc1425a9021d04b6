#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "procfs/netqueues.h"

#include <vector>

namespace irqatlas {

// Where an IRQ goes today, by the best evidence the source has.
struct CurrentCpus
{
    enum class From
    {
        Effective, // effective_affinity_list: the CPUs the kernel delivers to
        Affinity,  // smp_affinity_list: the CPUs it may deliver to
        Fired,     // no /proc/irq: the CPUs whose count is not 0 (since boot)
        Unknown,   // none of these
    };
    CpuSet cpus;
    From from = From::Unknown;
};

// The CPUs (ids of `columns`, IrqTable::cpus) whose count of irq is not 0.
CpuSet firedCpus(const Irq &irq, const std::vector<int> &columns);
CurrentCpus currentCpus(const Irq &irq, const std::vector<int> &columns);

// True when the machine delivers each IRQ to one CPU of its mask (x86 APIC,
// arm64 GIC): every numbered IRQ whose affinity has several CPUs and whose
// effective affinity is known (90 % of them, for the odd chip) is delivered
// to one. False when the source cannot tell (no effective_affinity_list).
bool deliversToOneCpu(const IrqTable &table);

// Where a plan's IRQs land on a machine that delivers each to one CPU of its
// mask (deliversToOneCpu): every entry that resolves on `table` gets the CPU
// the x86 vector allocator would pick, the one of its mask (within
// `possible`, when given) with the fewest IRQs so far, lowest id on a tie, in
// plan order. Entries that do not resolve, or whose mask has no possible CPU,
// keep their set. scorePlan and the compare view's graphs both use it.
Plan deliveredPlacement(const Plan &plan, const IrqTable &table, const CpuSet *possible = nullptr);

// The machine as it is now, written as a plan of the IRQs that `plans`
// resolve to on `table` (their union, in table order): the baseline every
// plan is judged against. IRQs whose placement is unknown are left out and
// counted in a note. Algorithm "current".
// With the machine's network queues, the baseline also lists the steering
// now of every queue the plans steer (the fields any of them sets, where the
// machine's value is known), so a diff or compare shows old -> new.
Plan currentPlacement(const IrqTable &table, const std::vector<const Plan *> &plans,
                      const std::vector<NetInterface> *netQueues = nullptr);

} // namespace irqatlas
