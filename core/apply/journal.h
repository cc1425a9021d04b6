#pragma once

#include "apply/irqbalanceban.h"
#include "apply/statedir.h"
#include "model/result.h"

#include <QString>
#include <cstdint>
#include <string>
#include <vector>

namespace irqatlas {

// What the applier is about to change, kept on disk before each write so a
// crash, a kill -9 or a lost SSH session can still be undone by `rollback`.
struct JournalEntry
{
    enum class State
    {
        Pending,       // not touched yet
        Writing,       // a write was started: the IRQ may hold either value
        Written,       // the new value is in place
        Restored,      // the previous value was written back
        RestoreFailed, // writing the previous value back failed
    };
    int irq = -1;
    std::string previous;  // the exact bytes of smp_affinity_list before the write
    std::string requested; // the bytes written
    State state = State::Pending;

    bool touched() const
    {
        return state == State::Writing || state == State::Written || state == State::RestoreFailed;
    }
};

// A network queue file written by the plan (steering.h names the files).
struct JournalQueueEntry
{
    std::string interface; // validInterfaceName()
    std::string queue;     // "rx-N" / "tx-N"
    std::string file;      // rps_cpus, rps_flow_cnt, xps_cpus, xps_rxqs
    std::string previous;  // the file's bytes before the write
    std::string requested; // the bytes written
    JournalEntry::State state = JournalEntry::State::Pending;

    bool touched() const
    {
        return state == JournalEntry::State::Writing || state == JournalEntry::State::Written ||
               state == JournalEntry::State::RestoreFailed;
    }
};

// A kernel thread moved by the plan, with what tells it from a later
// process that reuses its pid.
struct JournalThreadEntry
{
    int pid = 0;
    std::uint64_t startTime = 0; // /proc/PID/stat field 22
    std::string comm;            // "napi/eth0-8193": one of the three kinds
    std::string previous;        // CPU list (sched_getaffinity) before
    std::string requested;       // CPU list written
    JournalEntry::State state = JournalEntry::State::Pending;

    bool touched() const
    {
        return state == JournalEntry::State::Writing || state == JournalEntry::State::Written ||
               state == JournalEntry::State::RestoreFailed;
    }
};

struct Journal
{
    enum class State
    {
        Applying,        // a helper is writing (or died while writing)
        Applied,         // every entry written
        AwaitingConfirm, // applied, reverts by itself unless confirmed
        Confirmed,
        RolledBack,         // done: a second rollback does nothing
        RollbackIncomplete, // some restores failed; rollback may be retried
    };
    State state = State::Applying;
    QString created; // ISO 8601 UTC
    QString updated;
    std::vector<JournalEntry> entries; // in write order
    // Written after the IRQs, in this order (threads, then queue files);
    // both optional in the file: older journals have neither.
    std::vector<JournalThreadEntry> threads;
    std::vector<JournalQueueEntry> queueFiles;
    // The running irqbalance daemons asked to leave the plan's IRQs alone,
    // put back as they were by a rollback.
    std::vector<IrqbalanceBan> irqbalance;

    bool needsRollback() const { return state != State::RolledBack; }
};

QString journalStateName(Journal::State s);
QString journalEntryStateName(JournalEntry::State s);

QByteArray writeJournalJson(const Journal &journal);
// A journal on disk is hostile: besides the format, every "irq" must be an
// integer in [0, kMaxJournalIrq], "previous" and "requested" CPU lists
// (checked against the machine by validateJournalOnMachine before a
// rollback), no IRQ twice. "threads": pid in [1, kMaxJournalPid], a comm of
// the three kinds, CPU lists; "queue_files": a valid interface and queue
// name, one of the four files, values in the form the kernel prints; each at
// most kMaxJournalSteering entries, none twice.
Result<Journal> parseJournal(const QByteArray &bytes, const QString &origin);
inline constexpr int kMaxJournalIrq = 1 << 24;
inline constexpr int kMaxJournalPid = 4194304; // PID_MAX_LIMIT
inline constexpr qsizetype kMaxJournalSteering = 65536;

// Rewrites the whole journal in dir (StateDir::replace: temporary file,
// fsync, renameat, fsync of the directory).
Status saveJournal(const StateDir &dir, const QString &name, Journal &journal);
// At most kMaxJournalBytes, a regular file, never through a link; an error
// names the path; notFound is set when there is no journal.
Result<Journal> loadJournal(const StateDir &dir, const QString &name, bool *notFound = nullptr);

// The file in the state directory whose existence confirms an apply that
// waits for confirmation (`irqatlas-helper confirm`): ".NAME.confirm".
QString confirmMarkerName(const QString &journalName);

} // namespace irqatlas
