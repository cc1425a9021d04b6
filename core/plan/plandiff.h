#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "model/planfile.h"

#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

// What applying a plan to a machine would change, entry by entry.
struct PlanDiffEntry
{
    enum class Kind
    {
        Changed,    // the IRQ exists, is movable, and its affinity differs (or is unknown)
        Unchanged,  // the IRQ's current affinity already equals the plan's
        NotPresent, // no IRQ matches the entry (missing or ambiguous)
        Immovable,  // the IRQ exists but its affinity cannot be written
    };
    Kind kind = Kind::NotPresent;
    int index = -1;             // plan entry
    int irq = -1;               // the IRQ number on this machine (plan's number when not present)
    std::string name;           // action names on this machine
    std::optional<CpuSet> from; // current smp_affinity, when known
    // Without smp_affinity (a source with no /proc/irq): the CPUs whose count
    // is not 0, evidence of where it went, not its affinity. Empty otherwise.
    CpuSet fired;
    CpuSet to;
    ResolvedEntry::How how = ResolvedEntry::How::Missing;
    QString note; // resolution remark, or why immovable
};

struct PlanDiff
{
    std::vector<PlanDiffEntry> entries;
    int count(PlanDiffEntry::Kind kind) const;
};

PlanDiff diffPlan(const Plan &plan, const IrqTable &table);
// "changed", "unchanged", "not-present", "immovable" (stable, for JSON/CSV).
QString kindName(PlanDiffEntry::Kind kind);

} // namespace irqatlas
