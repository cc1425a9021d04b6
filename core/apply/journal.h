#pragma once

#include "model/result.h"

#include <QString>

#include <string>
#include <vector>

namespace irqatlas {

// What the applier is about to change, kept on disk before each write so a
// crash, a kill -9 or a lost SSH session can still be undone by `rollback`.
struct JournalEntry
{
    enum class State {
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

    bool touched() const { return state == State::Writing || state == State::Written || state == State::RestoreFailed; }
};

struct Journal
{
    enum class State {
        Applying,        // a helper is writing (or died while writing)
        Applied,         // every entry written
        AwaitingConfirm, // applied, reverts by itself unless confirmed
        Confirmed,
        RolledBack,      // done: a second rollback does nothing
        RollbackIncomplete, // some restores failed; rollback may be retried
    };
    State state = State::Applying;
    QString created; // ISO 8601 UTC
    QString updated;
    std::vector<JournalEntry> entries; // in write order

    bool needsRollback() const { return state != State::RolledBack; }
};

QString journalStateName(Journal::State s);
QString journalEntryStateName(JournalEntry::State s);

QByteArray writeJournalJson(const Journal &journal);
Result<Journal> parseJournal(const QByteArray &bytes, const QString &origin);

// Durable replace: a temporary file next to path, fsync, rename over path,
// fsync of the directory. Files are opened with O_NOFOLLOW, mode 0600.
Status saveJournal(const QString &path, Journal &journal);
// An error whose message names the path; notFound is set when there is no journal.
Result<Journal> loadJournal(const QString &path, bool *notFound = nullptr);

// A file next to the journal whose existence confirms an apply that waits
// for confirmation (`irqatlas-helper confirm`).
QString confirmFilePath(const QString &journalPath);

} // namespace irqatlas
