#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "model/result.h"
#include "model/topology.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace irqatlas {

// The plan file of ARCHITECTURE.md: JSON, "format": "irqatlas-plan",
// "version": 1. Writing is canonical (assignments in plan order, compact CPU
// lists); reading is strict and all-or-nothing.
QByteArray writePlan(const Plan &plan);

// Parses and validates a plan file. origin names the input in messages (a file
// path). With a machine, every CPU must exist on it (possible CPUs). Errors
// name the entry ("assignment 3 (irq 142): ..."). Caps (model/inputlimits.h):
// 64 MiB of JSON, kMaxPlanAssignments entries, CPUs above kMaxCpuId, and
// kMaxPlanCpus CPUs named by all lists together (each counted as the span
// from its lowest to its highest CPU, what its bitmap costs), and
// kMaxPlanQueues queue entries. Assignments may carry "thread_cpus", the
// plan "queues" (ARCHITECTURE.md); both are written only when set, so a plan
// without them is written as before they existed.
Result<Plan> readPlan(const QByteArray &bytes, const QString &origin,
                      const Topology *machine = nullptr);

// Fills host and created for a plan generated on this topology.
void stampPlan(Plan &plan, const Topology &topology, const QString &kernel = {});

// How one plan entry maps onto a machine's current IRQ table.
//
// Rule: an entry is matched by its key first. Exactly one numeric IRQ with that
// key -> that IRQ. Several -> the one among them with the entry's number, else
// the entry is ambiguous. No IRQ with the key (or an empty key) -> the IRQ with
// the entry's number, reported as matched by number (with a note when that IRQ
// now carries a different key). Symbolic rows (LOC, NMI) never match.
struct ResolvedEntry
{
    enum class How
    {
        Key,
        Number,
        Missing,
        Ambiguous
    };
    How how = How::Missing;
    int index = -1;      // index into Plan::assignments
    int tableIndex = -1; // index into IrqTable::irqs, -1 when unresolved
    QString note;        // why unresolved, or a remark on a number match
};

struct PlanResolution
{
    std::vector<ResolvedEntry> entries; // one per assignment, in plan order
    bool complete() const;              // every entry resolved
    QStringList problems() const;       // one message per unresolved entry
};

PlanResolution resolvePlan(const Plan &plan, const IrqTable &table);

} // namespace irqatlas
