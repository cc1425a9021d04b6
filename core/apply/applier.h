#pragma once

#include "apply/irqwriter.h"
#include "apply/journal.h"
#include "apply/statedir.h"
#include "apply/steering.h"
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
enum class ApplyStatus
{
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
    // Written after the IRQs, threads first (steering.h); same order rules.
    std::vector<ThreadOutcome> threads;
    std::vector<QueueFileOutcome> queueFiles;
    QStringList errors; // validation errors, one per problem, naming the entry
    QString message;    // one-line summary, translated
    QString journalPath;
    // The irqbalance daemons whose ban list holds the plan's IRQs (or held
    // them, after a rollback), and those that could not be asked.
    std::vector<IrqbalanceBan> irqbalance;
    std::vector<IrqbalanceBan> unbannedIrqbalance;
};

struct ApplyOptions
{
    bool dryRun = false;
    const StateDir *stateDir = nullptr; // where the journal lives; required unless dryRun
    QString journalName;                // a name in stateDir (isJournalName)
    bool awaitConfirm = false;          // leave the journal in state awaiting-confirm
    // Running irqbalance daemons: the plan's IRQs are added to each one's
    // ban list before the first write, and its list put back by a rollback.
    std::vector<int> irqbalancePids;
};

// The rule a CPU list must meet to be written, whether it comes from a plan
// or from a journal's "previous": not empty and every CPU online. Empty
// when it does, else the problem, prefixed by where.
QString cpuListProblem(const CpuSet &cpus, const CpuSet &online, const QString &where);

// Strict reading of helper input: size cap, then readPlan (format, version,
// cpulists, duplicates).
Result<Plan> readPlanInput(const QByteArray &bytes, const QString &origin);

// Checks everything the writes will need before the first one: each IRQ is a
// real /proc/irq/<n> directory with a readable smp_affinity_list, each CPU
// list is within the online CPUs, each queue file is there and each kernel
// thread to move is found and is one (validateSteering). Fills irqs,
// threads, queueFiles (previous values) and errors.
ApplyReport validatePlanOnMachine(const Plan &plan, IrqWriter &writer);

// Validates, journals, writes, reads back (IRQs, then kernel threads, then
// queue files); on the first failure restores everything already written,
// in reverse order. A thread that is no longer the one validated when its
// turn comes is skipped with an error, not written. The journal is written once
// before the first write (every entry "writing": it may change from then
// on), once when done and once after a rollback: three rewrites whatever the
// number of IRQs, and one more per irqbalance daemon banned.
ApplyReport applyPlan(const Plan &plan, IrqWriter &writer, const ApplyOptions &options);

// Checks a journal (hostile: it is a file) against the machine before a
// rollback writes anything: each touched entry's "previous" is held to
// cpuListProblem() like a plan's CPU list, and its IRQ to the same probe.
// Fills errors; PlanDoesNotFit when there is any.
ApplyReport validateJournalOnMachine(const Journal &journal, IrqWriter &writer);

// Validates, then restores the journal's touched entries in reverse order
// and marks it rolled back (one rewrite of the journal). Nothing is written
// when validation fails. Restoring an entry that was not written yet writes
// the value it still holds, so "writing" entries are simply restored.
ApplyReport rollbackJournal(Journal &journal, const StateDir &dir, const QString &name,
                            IrqWriter &writer);
// Loads the journal first; NothingToRollBack when absent or done.
ApplyReport rollbackJournalFile(const StateDir &dir, const QString &name, IrqWriter &writer);

// Marks an awaiting-confirm journal confirmed.
Status confirmJournal(const StateDir &dir, const QString &name);

// Machine-readable result: one JSON object per IRQ, one per line, then one
// {"thread": {...}} per kernel thread and one {"queue_file": {...}} per
// queue file, then {"summary": {...}} (docs/HELPER.md).
QByteArray reportJsonLines(const ApplyReport &report);
QString applyStatusName(ApplyStatus s);

} // namespace irqatlas
