#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "model/planfile.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"

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

// A kernel thread of a planned IRQ (plan/planqueues.h, threadsOfIrq) and
// where the plan puts it: Changed or Unchanged.
struct ThreadDiffEntry
{
    PlanDiffEntry::Kind kind = PlanDiffEntry::Kind::Changed;
    int index = -1; // plan entry (assignment)
    int irq = -1;   // the IRQ number on this machine
    int pid = 0;
    std::string comm;
    CpuSet from; // Cpus_allowed_list now
    CpuSet to;
};

// One field a "queues" entry sets ("rps_cpus", "rps_flow_cnt", "napi_cpus",
// "xps_cpus", "xps_rxqs"), its value now and in the plan, as the plan file
// writes them (CPU lists, a number; "" is off). Changed when they differ
// or now is unknown, Unchanged, or NotPresent when the queue does not
// resolve (note says why).
struct QueueDiffEntry
{
    PlanDiffEntry::Kind kind = PlanDiffEntry::Kind::Changed;
    int index = -1; // into Plan::queues
    std::string interface;
    std::string queue; // "rx-0"
    std::string field;
    std::optional<std::string> from; // unknown: nullopt
    std::string to;
    QString note;
};

struct PlanDiff
{
    std::vector<PlanDiffEntry> entries;
    // Only with the machine's threads (PlanDiffMachine::threads): the threads
    // of the resolved IRQs whose placement is not "keep".
    std::vector<ThreadDiffEntry> threads;
    std::vector<QueueDiffEntry> queues; // every field of every queue entry, in plan order
    bool threadsKnown = false;
    bool queuesKnown = false;
    QString queuesNote; // when the plan has queues and the machine's are unknown
    int count(PlanDiffEntry::Kind kind) const;
};

// What a diff knows of the machine besides its IRQ table (Snapshot::threads,
// Snapshot::netQueues, the online CPUs); null or nullopt: unknown.
struct PlanDiffMachine
{
    const std::optional<std::vector<KernelThread>> *threads = nullptr;
    const std::optional<std::vector<NetInterface>> *netQueues = nullptr;
    const CpuSet *online = nullptr;
};

PlanDiff diffPlan(const Plan &plan, const IrqTable &table, const PlanDiffMachine &machine = {});
// "changed", "unchanged", "not-present", "immovable" (stable, for JSON/CSV).
QString kindName(PlanDiffEntry::Kind kind);

} // namespace irqatlas
