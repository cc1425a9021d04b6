#pragma once

#include "applyclient/helperclient.h"
#include "model/plan.h"
#include "remote/remoteapply.h"
#include "remote/sshsession.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

class QProcess;
class QThread;

namespace irqatlas {

// How an apply ended, for every front end.
enum class ApplyOutcome
{
    Kept,               // applied and confirmed (or applied without a confirmation wait)
    DryRun,             // checked against the machine with --dry-run: nothing written
    Reverted,           // applied, then undone: no confirmation in time, or "revert"
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
    bool ran = false; // the helper or the plan script ran: exitCode is its own
    HelperOutput output;
    QByteArray outputLines; // the helper's lines as they came (a trial's helper.jsonl)
    QString journal;        // the journal as the caller named it (HoldOptions::journal)
    QString remoteHost;     // the host that applied (its SSH target); empty: this machine
    QString error;          // why it did not run or did not end normally; empty when it answered
    QString errorText;      // the helper's stderr (unless forwarded), or why it did not run
    QString message;        // one line for the user, translated
    QString sudoCommand;    // set by the GUI for NotRun/PkexecRefused when a helper was found
};

QString applyOutcomeText(ApplyOutcome outcome);
// A helper that held a plan ended without settling it (killed): what its
// journal says, or that its watchdog rolls the plan back at the deadline.
QString unsettledText(const HelperOutput &out);
// The outcome for a helper exit code (docs/HELPER.md) and its output.
ApplyOutcome applyOutcomeFor(int exitCode, const HelperOutput &out, bool awaitConfirm);

struct HoldOptions
{
    bool dryRun = false;
    // > 0: once written, the target holds the plan this long waiting for
    // confirm() and undoes it by itself without; 0: kept at once.
    int confirmTimeout = 0;
    // Locally the helper's --journal argument (helperJournalArg()), on a
    // remote host a path there; empty: the target's default.
    QString journal;
    RemoteMethod method = RemoteMethod::Auto; // remote only
    // Locally: the helper's stderr goes straight to ours (a terminal)
    // instead of into ApplyResult::errorText.
    bool forwardStderr = false;
};

// A remote host: an open session, or a target and options to open one on
// the worker thread that runs the apply.
struct RemoteHoldTarget
{
    std::shared_ptr<SshSession> session;
    SshTarget target;
    SshOptions options;
    std::optional<RemoteTestRoot> testRoot; // tests only
};

// The one apply with a confirmation wait for every front end: this
// machine's helper on a QProcess, or a remote host's helper or plan script
// (sudo over SSH) on a worker thread. Nothing here blocks the thread it
// lives on; everything it reports comes as signals on that thread. The
// target holds the plan until confirm() or revert(), and without an answer
// undoes it by itself, also when this process dies or the connection drops.
class HeldApply : public QObject
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
    // Asks for sudo's password on this object's thread; nullopt cancels.
    using PasswordPrompt = std::function<std::optional<QByteArray>(const QString &prompt)>;

    explicit HeldApply(QObject *parent = nullptr);
    // What is still held is reverted; the target is given a moment to do so.
    ~HeldApply() override;

    // irqatlas-helper apply with the options' arguments, found at where.
    static HelperCommand applyCommand(const HelperLocation &where, const HoldOptions &options);

    // Runs cmd (applyCommand(), or any helper command) with planBytes on its
    // stdin. A command with a problem ends at once as NotRun.
    void start(const HelperCommand &cmd, const QByteArray &planBytes, const HoldOptions &options);
    // Applies plan (IRQ numbers of that host) on a remote host.
    void start(RemoteHoldTarget target, const Plan &plan, const HoldOptions &options);
    void setPasswordPrompt(PasswordPrompt prompt) { m_prompt = std::move(prompt); }

    // Keeps the plan, or undoes it now. Either is remembered until the target
    // waits for it; the first one counts.
    void confirm();
    void revert();
    // Sends nothing more: the target undoes the plan at its deadline.
    void hangUp();

    State state() const { return m_state; }
    bool running() const { return m_state != State::Idle && m_state != State::Finished; }
    // The plan was written and held (it may be undone since).
    bool applied() const { return m_applied; }
    // While AwaitingConfirm: when the target undoes the plan by itself.
    QDeadlineTimer deadline() const { return m_deadline; }
    const HelperCommand &command() const { return m_cmd; }
    const ApplyResult &result() const { return m_result; }

signals:
    void irqReported(const irqatlas::HelperIrqLine &line);
    // The writes are done and read back; the target now waits for an answer.
    void awaitingConfirm(int seconds);
    // The remote side's human messages, one line at a time.
    void message(const QString &line);
    void finished(const irqatlas::ApplyResult &result);

private:
    struct Shared;
    enum class Decision
    {
        None,
        Keep,
        Undo
    };
    bool begin(const HoldOptions &options);
    void decide(Decision d);
    void deliver();
    void takeLine(const QByteArray &line);
    void readOutput();
    void onProcessFinished(int exitCode, bool normalExit);
    void onProcessFailed();
    void onRemoteDone(const RemoteResult &rr);
    void finish(ApplyResult r);
    static void runRemote(const std::shared_ptr<Shared> &s, RemoteHoldTarget target,
                          const Plan &plan, const RemoteApplyOptions &options);

    HoldOptions m_options;
    State m_state = State::Idle;
    Decision m_decision = Decision::None;
    bool m_applied = false;
    bool m_inputSent = false; // the plan went to the local helper
    bool m_hungUp = false;
    bool m_answered = false; // its stdin is closed, after the decision if there was one
    QDeadlineTimer m_deadline;
    ApplyResult m_result;
    PasswordPrompt m_prompt;
    // Local
    HelperCommand m_cmd;
    QByteArray m_input;
    QProcess *m_process = nullptr;
    HelperOutputReader m_reader;
    // Remote
    QString m_remoteHost; // empty: this machine's helper
    std::shared_ptr<Shared> m_shared;
    QPointer<QThread> m_worker;
};

} // namespace irqatlas
