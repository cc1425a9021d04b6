#pragma once

#include "helperclient.h"

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QString>

class QTimer;

namespace irqatlas {

// How an apply from the GUI ended.
enum class ApplyOutcome
{
    Kept,               // applied and confirmed (or applied without a confirmation wait)
    Reverted,           // applied, then undone: no confirmation in time, or "Revert now"
    RolledBack,         // a write failed; every IRQ written before was restored
    RollbackIncomplete, // a write failed and some restores failed too
    Refused,            // the helper refused the plan or its journal: nothing written
    NotRun,             // no way to run the helper (pkexec missing, helper not found)
    PkexecRefused,      // pkexec said no or could not authenticate
    Failed,             // the helper could not start, crashed, or ended in a way not listed
};

struct ApplyResult
{
    ApplyOutcome outcome = ApplyOutcome::Failed;
    int exitCode = -1;
    HelperOutput output;
    QString errorText;   // the helper's stderr, or why it did not run
    QString message;     // one line for the user, translated
    QString sudoCommand; // set for NotRun/PkexecRefused when a helper was found
};

// Runs irqatlas-helper apply with a confirmation wait on a QProcess: the UI
// thread never waits. The helper's stdin stays open so confirm() and revert()
// can answer it; when neither comes, the helper rolls back by itself after
// the timeout, also when this program dies.
class ApplyController : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Idle,
        Applying,
        AwaitingConfirm,
        Finishing,
        Finished
    };

    explicit ApplyController(QObject *parent = nullptr);
    // An apply still waiting is reverted (the helper is told, then given a moment).
    ~ApplyController() override;

    void setLocation(const HelperLocation &where) { m_where = where; }
    const HelperLocation &location() const { return m_where; }
    void setJournal(const QString &path) { m_journal = path; }   // empty: the helper's default
    void setConfirmTimeout(int seconds) { m_timeout = seconds; } // 0: no wait, kept at once
    int confirmTimeout() const { return m_timeout; }

    // What start() would run (problem set when it cannot).
    HelperCommand command() const;

    State state() const { return m_state; }
    const ApplyResult &result() const { return m_result; }

    // Starts the helper with the plan file bytes (IRQ numbers of this machine).
    // Returns at once; the end always comes as finished().
    void start(const QByteArray &planBytes);
    // Keeps the new placement (only while AwaitingConfirm).
    void confirm();
    // Undoes it now (only while AwaitingConfirm).
    void revert();

signals:
    void irqReported(const irqatlas::HelperIrqLine &line);
    // The writes are done and read back; the helper now waits for an answer.
    void awaitingConfirm(int seconds);
    void countdown(int secondsLeft);
    void finished(const irqatlas::ApplyResult &result);

private:
    void readOutput();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onError(QProcess::ProcessError error);
    void answer(const QByteArray &line);
    void finish(ApplyResult r);

    HelperLocation m_where;
    QString m_journal;
    int m_timeout = 20;
    State m_state = State::Idle;
    HelperCommand m_cmd;
    QByteArray m_plan;
    QProcess *m_process = nullptr;
    QTimer *m_tick;
    int m_left = 0;
    QByteArray m_pendingOut;
    ApplyResult m_result;
};

QString applyOutcomeText(ApplyOutcome outcome);

} // namespace irqatlas
