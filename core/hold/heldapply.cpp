#include "hold/heldapply.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QProcess>
#include <QThread>
#include <atomic>

Q_LOGGING_CATEGORY(lcHeldApply, "irqatlas.hold", QtWarningMsg)

namespace irqatlas {

QString unsettledText(const HelperOutput &out)
{
    if (out.journalState == QLatin1String("rolled-back"))
        return QCoreApplication::translate(
                   "irqatlas::ApplyController",
                   "Its watchdog (pid %1) has rolled the plan back: the journal says rolled-back.")
            .arg(out.watchdogPid);
    return QCoreApplication::translate(
               "irqatlas::ApplyController",
               "The plan may still be applied (journal: %1): its watchdog (pid %2) rolls it "
               "back at the deadline unless it was confirmed.")
        .arg(out.journalState.isEmpty()
                 ? QCoreApplication::translate("irqatlas::ApplyController", "not readable here")
                 : out.journalState)
        .arg(out.watchdogPid);
}

ApplyOutcome applyOutcomeFor(int exitCode, const HelperOutput &out, bool awaitConfirm)
{
    switch (exitCode) {
    case 0: {
        const HelperSummary *s = out.summary ? &*out.summary : nullptr;
        if (s && s->result == QLatin1String("applied") && (out.confirmed || !awaitConfirm))
            return ApplyOutcome::Kept;
        if (s && s->result == QLatin1String("dry-run"))
            return ApplyOutcome::DryRun;
        return ApplyOutcome::Failed;
    }
    // 2 is a usage error; the only words of it not chosen here are the
    // journal's name, so it is the journal that was refused.
    case 2:
    case 3:
    case 4:
    case 5:
        return ApplyOutcome::Refused;
    case 6:
        return ApplyOutcome::RolledBack;
    case 7:
        return ApplyOutcome::RollbackIncomplete;
    case 8:
        // The journal's state as the helper read it back, when it said it.
        if (!out.journalState.isEmpty() && out.journalState != QLatin1String("rolled-back"))
            return ApplyOutcome::RollbackIncomplete;
        return ApplyOutcome::Reverted;
    default:
        return ApplyOutcome::Failed;
    }
}

QString applyOutcomeText(ApplyOutcome outcome)
{
    // The Apply dialog's words, in the context they were first translated in.
    switch (outcome) {
    case ApplyOutcome::Kept:
        return QCoreApplication::translate("irqatlas::ApplyBackend",
                                           "The new placement is applied and kept.");
    case ApplyOutcome::Reverted:
        return QCoreApplication::translate(
            "irqatlas::ApplyBackend",
            "The new placement was undone: every IRQ is back where it was.");
    case ApplyOutcome::RolledBack:
        return QCoreApplication::translate(
            "irqatlas::ApplyBackend", "A write failed; every IRQ written before it was restored.");
    case ApplyOutcome::RollbackIncomplete:
        return QCoreApplication::translate(
            "irqatlas::ApplyBackend", "A write failed and some IRQs could not be restored: run "
                                      "\"irqatlas-cli rollback\" as root.");
    case ApplyOutcome::DryRun:
        return QCoreApplication::translate("irqatlas::ApplyBackend",
                                           "The plan was checked against the machine; nothing was "
                                           "written (dry run).");
    case ApplyOutcome::Refused:
        return QCoreApplication::translate("irqatlas::ApplyBackend",
                                           "The helper refused the plan; nothing was written.");
    case ApplyOutcome::NotRun:
        return QCoreApplication::translate("irqatlas::ApplyBackend",
                                           "The helper could not be run from here.");
    case ApplyOutcome::PkexecRefused:
        return QCoreApplication::translate(
            "irqatlas::ApplyBackend",
            "pkexec refused or could not authenticate; nothing was written.");
    case ApplyOutcome::Failed:
        return QCoreApplication::translate("irqatlas::ApplyBackend", "The helper failed.");
    }
    return {};
}

// What the remote worker and this object share. The worker never touches
// the object: it posts to the application object's thread, and the posted
// calls find the object there (or not, once it is gone).
struct HeldApply::Shared
{
    std::atomic<bool> confirm{false};
    std::atomic<bool> revert{false};
    std::atomic<bool> abandoned{false};
    QPointer<HeldApply> owner; // read on the owner's thread only

    template <typename Fn> void post(Fn fn)
    {
        QMetaObject::invokeMethod(QCoreApplication::instance(), std::move(fn),
                                  Qt::QueuedConnection);
    }
};

HeldApply::HeldApply(QObject *parent) : QObject(parent), m_shared(std::make_shared<Shared>())
{
    m_shared->owner = this;
}

HeldApply::~HeldApply()
{
    m_shared->abandoned = true;
    m_shared->revert = true; // a waiting remote plan is undone rather than left to the timeout
    if (m_worker && !m_worker->wait(QDeadlineTimer(30000)))
        qCWarning(lcHeldApply) << "remote apply still running; the host rolls back by itself";
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    // Destroying a QProcess kills it, which would leave the plan in place
    // without anyone to confirm it: tell the helper to undo it instead.
    m_process->disconnect(this);
    m_process->write("revert\n");
    m_process->closeWriteChannel();
    if (!m_process->waitForFinished(30000)) {
        qCWarning(lcHeldApply) << "helper still running; left to roll back by itself";
        m_process->setParent(nullptr); // not deleted, so not killed
        m_process = nullptr;
    }
}

HelperCommand HeldApply::applyCommand(const HelperLocation &where, const HoldOptions &options)
{
    QStringList args{QStringLiteral("apply")};
    if (options.dryRun)
        args << QStringLiteral("--dry-run");
    if (!options.journal.isEmpty())
        args << QStringLiteral("--journal") << options.journal;
    if (options.confirmTimeout > 0)
        args << QStringLiteral("--confirm-timeout") << QString::number(options.confirmTimeout);
    return findHelper(where, args);
}

bool HeldApply::begin(const HoldOptions &options)
{
    if (running())
        return false;
    m_options = options;
    m_result = {};
    m_result.journal = options.journal;
    m_reader = {};
    m_decision = Decision::None;
    m_applied = false;
    m_answered = false;
    m_inputSent = false;
    m_hungUp = false;
    m_deadline = QDeadlineTimer();
    m_shared->confirm = false;
    m_shared->revert = false;
    m_state = State::Applying;
    return true;
}

void HeldApply::start(const HelperCommand &cmd, const QByteArray &planBytes,
                      const HoldOptions &options)
{
    if (!begin(options))
        return;
    m_cmd = cmd;
    m_remoteHost.clear();
    m_input = helperApplyInput(planBytes, options.confirmTimeout > 0);
    if (!cmd.problem.isEmpty()) {
        ApplyResult r = m_result;
        r.outcome = ApplyOutcome::NotRun;
        r.errorText = cmd.problem;
        r.error = cmd.problem;
        QMetaObject::invokeMethod(
            this, [this, r] { finish(r); }, Qt::QueuedConnection);
        return;
    }
    delete m_process;
    m_process = new QProcess(this);
    if (options.forwardStderr) {
        m_process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    } else {
        connect(m_process, &QProcess::readyReadStandardError, this, [this] {
            appendHelperStderr(m_result.errorText, m_process->readAllStandardError());
        });
    }
    connect(m_process, &QProcess::readyReadStandardOutput, this, &HeldApply::readOutput);
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        onProcessFinished(code, status == QProcess::NormalExit);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            onProcessFailed(); // the others end in finished()
    });
    connect(m_process, &QProcess::started, this, [this] {
        m_process->write(m_input);
        m_inputSent = true;
        if (m_options.confirmTimeout <= 0)
            m_process->closeWriteChannel();
        deliver();
    });
    qCDebug(lcHeldApply) << "running" << commandLine(m_cmd);
    m_process->start(m_cmd.program, m_cmd.args);
}

void HeldApply::start(RemoteHoldTarget target, const Plan &plan, const HoldOptions &options)
{
    if (!begin(options))
        return;
    m_cmd = {};
    m_remoteHost = target.session ? target.session->displayName() : target.target.text();
    RemoteApplyOptions opt;
    opt.dryRun = options.dryRun;
    opt.confirmTimeoutSec = options.confirmTimeout;
    opt.journalPath = options.journal;
    opt.method = options.method;
    const std::shared_ptr<Shared> s = m_shared;
    QThread *t = QThread::create(
        [s, target = std::move(target), plan, opt] { runRemote(s, target, plan, opt); });
    connect(t, &QThread::finished, t, &QObject::deleteLater);
    t->start();
    m_worker = t;
}

void HeldApply::runRemote(const std::shared_ptr<Shared> &s, RemoteHoldTarget target,
                          const Plan &plan, const RemoteApplyOptions &options)
{
    std::shared_ptr<SshSession> session =
        target.session ? target.session
                       : std::make_shared<SshSession>(target.target, target.options);
    RemoteApply ra =
        target.testRoot ? RemoteApply(*session, *target.testRoot) : RemoteApply(*session);
    RemoteApplyHooks hooks;
    hooks.password = [s](const QString &prompt) -> std::optional<QByteArray> {
        if (s->abandoned)
            return std::nullopt;
        std::optional<QByteArray> answer;
        // A prompt is shown by the owner's thread; this thread waits for it.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [&answer, &prompt, s] {
                if (HeldApply *h = s->owner.data(); h && h->m_prompt)
                    answer = h->m_prompt(prompt);
            },
            Qt::BlockingQueuedConnection);
        return answer;
    };
    hooks.confirm = [s] { return s->confirm.load(); };
    hooks.revert = [s] { return s->revert.load(); };
    hooks.message = [s](const QString &line) {
        s->post([s, line] {
            if (HeldApply *h = s->owner.data()) {
                h->m_result.errorText += line + QLatin1Char('\n');
                emit h->message(line);
            }
        });
    };
    hooks.output = [s](const QByteArray &line) {
        s->post([s, line] {
            if (HeldApply *h = s->owner.data())
                h->takeLine(line);
        });
    };
    const RemoteResult rr = ra.apply(plan, options, hooks);
    s->post([s, rr] {
        if (HeldApply *h = s->owner.data())
            h->onRemoteDone(rr);
    });
}

void HeldApply::confirm()
{
    decide(Decision::Keep);
}

void HeldApply::revert()
{
    decide(Decision::Undo);
}

void HeldApply::decide(Decision d)
{
    if (!running() || m_decision != Decision::None)
        return;
    m_decision = d;
    if (m_state == State::AwaitingConfirm) {
        m_state = State::Finishing;
        m_deadline = QDeadlineTimer();
    }
    deliver();
}

void HeldApply::deliver()
{
    if (!m_process) {
        // The remote side reads them only once it waits (with sh -s, earlier
        // bytes could reach the shell's parser).
        if (m_decision != Decision::None)
            (m_decision == Decision::Keep ? m_shared->confirm : m_shared->revert) = true;
        return;
    }
    // The plan ended with a "." line, so the helper keeps what follows for
    // its wait, however early it comes; nothing goes before the plan.
    if (m_answered || !m_inputSent || m_options.confirmTimeout <= 0)
        return;
    if (m_decision != Decision::None)
        m_process->write(m_decision == Decision::Keep ? "confirm\n" : "revert\n");
    else if (!m_hungUp)
        return;
    m_answered = true;
    m_process->closeWriteChannel();
}

void HeldApply::hangUp()
{
    m_hungUp = true;
    deliver();
}

void HeldApply::takeLine(const QByteArray &line)
{
    if (m_state == State::Finished)
        return;
    const bool hadSummary = m_result.output.summary.has_value();
    const std::size_t irqs = m_result.output.irqs.size();
    m_result.outputLines += line;
    m_result.outputLines += '\n';
    if (!m_result.output.addLine(line))
        return;
    if (m_result.output.irqs.size() > irqs)
        emit irqReported(m_result.output.irqs.back());
    if (hadSummary || !m_result.output.summary || m_options.confirmTimeout <= 0 ||
        m_options.dryRun || m_result.output.summary->result != QLatin1String("applied"))
        return;
    m_applied = true;
    if (m_state != State::Applying)
        return;
    if (m_decision != Decision::None) {
        m_state = State::Finishing; // answered before it asked
        return;
    }
    m_state = State::AwaitingConfirm;
    m_deadline = QDeadlineTimer(std::chrono::seconds(m_options.confirmTimeout));
    emit awaitingConfirm(m_options.confirmTimeout);
}

void HeldApply::readOutput()
{
    const bool fine = m_reader.error().isEmpty();
    QList<QByteArray> lines;
    m_reader.feed(m_process->readAllStandardOutput(), lines);
    for (const QByteArray &line : lines)
        takeLine(line);
    if (fine && !m_reader.error().isEmpty() && m_state != State::Finished) {
        // Not the helper speaking: nothing is confirmed to it any more, so a
        // waiting apply rolls back by itself.
        m_deadline = QDeadlineTimer();
        hangUp();
    }
}

void HeldApply::onProcessFinished(int exitCode, bool normalExit)
{
    readOutput();
    if (const QByteArray rest = m_reader.takeRest(); !rest.isEmpty()) {
        m_result.outputLines += rest;
        m_result.output.addLine(rest);
    }
    ApplyResult r = m_result;
    r.ran = true;
    r.exitCode = normalExit ? exitCode : -1;
    if (!normalExit) {
        r.outcome = ApplyOutcome::Failed;
        r.message = QCoreApplication::translate("irqatlas::ApplyController", "%1 crashed")
                        .arg(m_cmd.program);
        if (m_applied && r.output.watchdogPid > 0) {
            // Killed while it held the plan: what is true now is the
            // journal's, and its watchdog's job.
            r.output.journalState = readJournalState(m_cmd);
            r.message += QStringLiteral(". ") + unsettledText(r.output);
        }
        r.error = r.message;
    } else if (!m_reader.error().isEmpty()) {
        r.outcome = ApplyOutcome::Failed;
        r.message = m_reader.error();
        r.error = r.message;
    } else if (pkexecRefused(m_cmd, exitCode)) {
        r.outcome = ApplyOutcome::PkexecRefused;
    } else {
        r.outcome = applyOutcomeFor(exitCode, r.output, m_options.confirmTimeout > 0);
    }
    finish(r);
}

void HeldApply::onProcessFailed()
{
    ApplyResult r = m_result;
    r.outcome = m_cmd.viaPkexec ? ApplyOutcome::NotRun : ApplyOutcome::Failed;
    r.errorText = QCoreApplication::translate("irqatlas::ApplyController", "cannot start %1: %2")
                      .arg(m_cmd.program, m_process->errorString());
    r.error = r.errorText;
    finish(r);
}

void HeldApply::onRemoteDone(const RemoteResult &rr)
{
    ApplyResult r;
    r.journal = m_result.journal;
    r.errorText = m_result.errorText;
    // The whole output, also the lines only the end adds (the plan script's
    // rollback report).
    r.outputLines = rr.jsonLines.isEmpty() ? m_result.outputLines : rr.jsonLines;
    r.output = parseHelperOutput(r.outputLines);
    r.ran = rr.ran;
    r.error = rr.error;
    if (rr.ran) {
        r.exitCode = rr.exitCode;
        r.outcome = applyOutcomeFor(rr.exitCode, r.output, m_options.confirmTimeout > 0);
    } else {
        // Nothing ran (ssh, sudo, a cancelled password) unless the connection
        // dropped after writes began; the error says which.
        r.outcome = r.output.irqs.empty() ? ApplyOutcome::NotRun : ApplyOutcome::Failed;
        r.message = rr.error;
    }
    finish(r);
}

void HeldApply::finish(ApplyResult r)
{
    r.remoteHost = m_remoteHost;
    if (r.message.isEmpty()) {
        r.message = applyOutcomeText(r.outcome);
        if (const HelperSummary *s = r.output.lastSummary(); s && !s->message.isEmpty())
            r.message += QLatin1Char(' ') + s->message;
    }
    m_result = r;
    m_state = State::Finished;
    m_deadline = QDeadlineTimer();
    qCDebug(lcHeldApply) << "finished" << int(r.outcome) << r.exitCode << r.message;
    emit finished(m_result);
}

} // namespace irqatlas
