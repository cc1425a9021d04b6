#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "model/topology.h"
#include "procfs/netqueues.h"

#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

struct LintFinding
{
    enum class Severity
    {
        Error,
        Warning,
        Info
    };
    Severity severity = Severity::Info;
    QString rule;    // stable id: "immovable", "unknown-node", "isolated", "irqbalance",
                     // "vector-budget", "effective-mismatch", "unresolved", "llc-crowded",
                     // "queue-off-node", "rps-redundant", "offline"
    int irq = -1;    // the IRQ concerned, -1 for machine-wide findings
    int cpu = -1;    // the CPU concerned (vector-budget), else -1
    QString message; // translated
};

struct LintInput
{
    const Topology *topology = nullptr; // may be null (no node checks from PCI devices)
    const IrqTable *table = nullptr;
    std::optional<CpuSet> isolated;
    std::optional<CpuSet> nohzFull;
    bool irqbalanceRunning = false;
    // Whether the per-CPU vector budget applies; default: guessed from the
    // table (APIC/IR-PCI/DMAR/HPET chips or x86-only rows such as MCE, TRM).
    std::optional<bool> x86;
    // The machine's network queues (Snapshot::netQueues), for the queue
    // rules; null: not checked.
    const std::vector<NetInterface> *netQueues = nullptr;
};

// x86 gives each CPU 256 interrupt vectors; the kernel reserves the
// exceptions (0-31), the system vectors (local timer, IPIs, thermal,
// spurious...) and keeps some for managed-IRQ reservations, leaving about 200
// for device interrupts (FIRST_EXTERNAL_VECTOR 0x20 .. FIRST_SYSTEM_VECTOR
// 0xec is 204). Past it, setting an affinity fails with ENOSPC.
constexpr int kX86VectorBudget = 200;
// Warn from 90% of the budget.
constexpr int kX86VectorWarn = kX86VectorBudget * 9 / 10;

// Checks a plan before it is applied, against the machine's current state:
//   immovable          error   managed/immovable IRQ in the plan (the write fails with EIO)
//   offline            error   a plan CPU (IRQ, thread_cpus, a queue's CPUs) not online
//   unresolved         warning a plan entry that matches no IRQ (resolvePlan)
//   unknown-node       warning a planned IRQ whose device reports NUMA node -1
//   isolated           warning a planned IRQ lands on isolcpus/nohz_full CPUs
//   irqbalance         warning a running irqbalance will overwrite the plan
//   vector-budget      x86 only: per CPU, IRQs whose effective affinity targets it
//                      after applying; warning at >= 90% of 200, error at >= 200.
//                      A planned multi-CPU set is modelled as the kernel's vector
//                      matrix does: the CPU of the set with the fewest vectors
//                      (ties: lowest id), after all single-CPU targets are counted.
//   effective-mismatch effective affinity not a subset of smp_affinity now:
//                      warning for a planned IRQ, info otherwise
//   llc-crowded        warning: every planned IRQ of a multi-queue device (two
//                      or more planned IRQs of one PCI device) lands in one
//                      L3 domain while its node has other L3 domains with
//                      online CPUs that get none of them (lintllc.h)
//   queue-off-node     warning: a queue's rps_cpus or xps_cpus outside its NIC's
//                      node (lintqueues.h; needs LintInput::netQueues)
//   rps-redundant      info: RPS on an rx queue whose IRQ lands on the same CPUs
std::vector<LintFinding> lintPlan(const Plan &plan, const LintInput &input);
QString severityName(LintFinding::Severity s); // "error", "warning", "info"

} // namespace irqatlas
