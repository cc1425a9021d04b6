#pragma once

#include "apply/irqwriter.h"
#include "apply/journal.h"
#include "model/cpuset.h"
#include "model/plan.h"
#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace irqatlas {

// A plan larger than this is refused before it is parsed (the helper reads it
// from an untrusted pipe).
constexpr qsizetype kMaxPlanBytes = 1024 * 1024;

// How an apply or a rollback ended. Each has its own helper exit code
// (docs/HELPER.md), so callers can tell a refused plan from a half-applied one.
enum class ApplyStatus {
    Applied,            // every IRQ written and read back
    DryRun,             // validated, nothing written
    InvalidPlan,        // the plan itself is wrong (format, size, cpulist)
    PlanDoesNotFit,     // IRQ missing, CPU offline, unreadable affinity: nothing written
    JournalFailed,      // the journal could not be written: nothing (more) written
    RolledBack,         // a write failed; everything written was restored
    RollbackIncomplete, // a write failed and some restores failed too
    Reverted,           // applied, then undone (confirmation timeout)
    NothingToRollBack,  // no journal, or it was rolled back already
    SystemError,        // /proc/irq or the CPU list could not be opened
};

struct IrqOutcome
{
    int irq = -1;
    CpuSet requested;
    std::string previous;            // smp_affinity_list bytes before
    bool written = false;            // the new value went in
    std::optional<CpuSet> readBack;  // smp_affinity_list after the write
    std::optional<CpuSet> effective; // effective_affinity_list after the write
    bool effectiveMismatch = false;  // effective not within requested
    bool restored = false;           // the previous value was written back
    int err = 0;                     // errno of the failing write, 0 when none
    QString error;                   // what went wrong with this IRQ, empty when nothing
};

struct ApplyReport
{
    ApplyStatus status = ApplyStatus::Applied;
    std::vector<IrqOutcome> irqs; // plan order (rollback: restore order)
    QStringList errors;           // validation errors, one per problem, naming the entry
    QString message;              // one-line summary, translated
    QString journalPath;
};

struct ApplyOptions
{
    bool dryRun = false;
    QString journalPath;         // required unless dryRun
    bool awaitConfirm = false;   // leave the journal in state awaiting-confirm
};

// Strict reading of helper input: size cap, then readPlan (format, version,
// cpulists, duplicates).
Result<Plan> readPlanInput(const QByteArray &bytes, const QString &origin);

// Checks everything the writes will need before the first one: each IRQ is a
// real /proc/irq/<n> directory with a readable smp_affinity_list, each CPU
// list is within the online CPUs. Fills irqs (previous values) and errors.
ApplyReport validatePlanOnMachine(const Plan &plan, IrqWriter &writer);

// Validates, journals, writes, reads back; on the first failure restores
// every IRQ already written, in reverse order.
ApplyReport applyPlan(const Plan &plan, IrqWriter &writer, const ApplyOptions &options);

// Restores the journal's touched entries in reverse order and marks it
// rolled back. Saves the journal after each restore.
ApplyReport rollbackJournal(Journal &journal, const QString &journalPath, IrqWriter &writer);
// Loads the journal at path first; NothingToRollBack when absent or done.
ApplyReport rollbackJournalFile(const QString &journalPath, IrqWriter &writer);

// Marks an awaiting-confirm journal confirmed.
Status confirmJournal(const QString &journalPath);

// Machine-readable result: one JSON object per IRQ, one per line, then
// {"summary": {...}}.
QByteArray reportJsonLines(const ApplyReport &report);
QString applyStatusName(ApplyStatus s);

} // namespace irqatlas
