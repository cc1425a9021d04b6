#pragma once

#include "apply/helperclient.h"
#include "model/plan.h"

#include <QByteArray>
#include <QObject>
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
    NotRun,             // no way to run the helper (pkexec missing, helper not found, ssh, sudo)
    PkexecRefused,      // pkexec said no or could not authenticate
    Failed,             // the helper could not start, crashed, or ended in a way not listed
};

struct ApplyResult
{
    ApplyOutcome outcome = ApplyOutcome::Failed;
    int exitCode = -1;
    HelperOutput output;
    QByteArray outputLines; // the helper's JSON lines as they came (a trial's helper.jsonl)
    QString errorText;      // the helper's stderr, or why it did not run
    QString message;        // one line for the user, translated
    QString sudoCommand;    // set for NotRun/PkexecRefused when a helper was found
};

QString applyOutcomeText(ApplyOutcome outcome);
// The outcome for a helper exit code (docs/HELPER.md) and its output.
ApplyOutcome applyOutcomeFor(int exitCode, const HelperOutput &out, bool awaitConfirm);

// What the Apply dialog drives: one apply with a confirmation wait, on this
// machine (ApplyController) or on a remote host (RemoteApplyBackend). The UI
// thread never waits; without confirm() the target undoes the plan by itself.
class ApplyBackend : public QObject
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

    explicit ApplyBackend(QObject *parent = nullptr);

    void setConfirmTimeout(int seconds) { m_timeout = seconds; } // 0: no wait, kept at once
    int confirmTimeout() const { return m_timeout; }
    State state() const { return m_state; }
    const ApplyResult &result() const { return m_result; }

    // Rich text for the review: where the plan goes and how (may change once
    // prepare() has learned more, see descriptionChanged()).
    virtual QString description() const = 0;
    // What the applying page says while the target works.
    virtual QString applyingText() const = 0;
    // Looks at the target before the apply (the review shows the answer); no-op by default.
    virtual void prepare() {}

    // Returns at once; the end always comes as finished().
    virtual void start(const Plan &plan) = 0;
    // Keeps the new placement (only while AwaitingConfirm).
    virtual void confirm() = 0;
    // Undoes it now (only while AwaitingConfirm).
    virtual void revert() = 0;

signals:
    void descriptionChanged();
    void irqReported(const irqatlas::HelperIrqLine &line);
    // The writes are done and read back; the target now waits for an answer.
    void awaitingConfirm(int seconds);
    void countdown(int secondsLeft);
    void finished(const irqatlas::ApplyResult &result);

protected:
    // Feeds one line of the helper's JSON output: reports IRQs and starts
    // the countdown when the summary says the plan waits for confirmation.
    void takeLine(const QByteArray &line);
    void setState(State s) { m_state = s; }
    void stopCountdown();
    // Completes the message and emits finished().
    void finish(ApplyResult r);
    // Adds what only this backend knows to a result about to be reported.
    virtual void completeResult(ApplyResult &) {}

    ApplyResult m_result;

private:
    int m_timeout = 20;
    State m_state = State::Idle;
    QTimer *m_tick;
    int m_left = 0;
};

} // namespace irqatlas
