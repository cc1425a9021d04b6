#include "applycontroller.h"

#include <QLoggingCategory>
#include <QTimer>

Q_LOGGING_CATEGORY(lcApply, "irqatlas.ui.apply", QtWarningMsg)

namespace irqatlas {
namespace {

// Helper exit codes (docs/HELPER.md).
ApplyOutcome outcomeFor(int exitCode, const HelperOutput &out, bool awaitConfirm)
{
    switch (exitCode) {
    case 0: {
        const HelperSummary *s = out.summary ? &*out.summary : nullptr;
        if (s && s->result == QLatin1String("applied") && (out.confirmed || !awaitConfirm))
            return ApplyOutcome::Kept;
        return ApplyOutcome::Failed;
    }
    case 3:
    case 4:
    case 5:
        return ApplyOutcome::Refused;
    case 6:
        return ApplyOutcome::RolledBack;
    case 7:
        return ApplyOutcome::RollbackIncomplete;
    case 8:
        return ApplyOutcome::Reverted;
    default:
        return ApplyOutcome::Failed;
    }
}

} // namespace

QString applyOutcomeText(ApplyOutcome outcome)
{
    switch (outcome) {
    case ApplyOutcome::Kept:
        return ApplyController::tr("The new placement is applied and kept.");
    case ApplyOutcome::Reverted:
        return ApplyController::tr("The new placement was undone: every IRQ is back where it was.");
    case ApplyOutcome::RolledBack:
        return ApplyController::tr("A write failed; every IRQ written before it was restored.");
    case ApplyOutcome::RollbackIncomplete:
        return ApplyController::tr("A write failed and some IRQs could not be restored: run "
                                   "\"irqatlas-cli rollback\" as root.");
    case ApplyOutcome::Refused:
        return ApplyController::tr("The helper refused the plan; nothing was written.");
    case ApplyOutcome::NotRun:
        return ApplyController::tr("The helper could not be run from here.");
    case ApplyOutcome::PkexecRefused:
        return ApplyController::tr(
            "pkexec refused or could not authenticate; nothing was written.");
    case ApplyOutcome::Failed:
        return ApplyController::tr("The helper failed.");
    }
    return {};
}

ApplyController::ApplyController(QObject *parent) : QObject(parent), m_tick(new QTimer(this))
{
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] {
        m_left = std::max(0, m_left - 1);
        emit countdown(m_left);
        if (m_left == 0)
            m_tick->stop(); // the helper itself rolls back now
    });
}

ApplyController::~ApplyController()
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    // Destroying a QProcess kills it, which would leave the plan in place
    // without anyone to confirm it: tell the helper to undo it instead.
    m_process->disconnect(this);
    m_process->write("revert\n");
    m_process->closeWriteChannel();
    if (!m_process->waitForFinished(30000)) {
        qCWarning(lcApply) << "helper still running; left to roll back by itself";
        m_process->setParent(nullptr); // not deleted, so not killed
        m_process = nullptr;
    }
}

HelperCommand ApplyController::command() const
{
    QStringList args{QStringLiteral("apply")};
    if (!m_journal.isEmpty())
        args << QStringLiteral("--journal") << m_journal;
    if (m_timeout > 0)
        args << QStringLiteral("--confirm-timeout") << QString::number(m_timeout);
    return findHelper(m_where, args);
}

void ApplyController::start(const QByteArray &planBytes)
{
    if (m_state != State::Idle && m_state != State::Finished)
        return;
    m_result = {};
    m_pendingOut.clear();
    m_plan = planBytes;
    m_cmd = command();
    m_state = State::Applying;
    if (!m_cmd.problem.isEmpty()) {
        ApplyResult r;
        r.outcome = ApplyOutcome::NotRun;
        r.errorText = m_cmd.problem;
        QMetaObject::invokeMethod(
            this, [this, r] { finish(r); }, Qt::QueuedConnection);
        return;
    }
    delete m_process;
    m_process = new QProcess(this);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &ApplyController::readOutput);
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { m_result.errorText += QString::fromUtf8(m_process->readAllStandardError()); });
    connect(m_process, &QProcess::finished, this, &ApplyController::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &ApplyController::onError);
    connect(m_process, &QProcess::started, this, [this] {
        m_process->write(helperApplyInput(m_plan, m_timeout > 0));
        if (m_timeout <= 0)
            m_process->closeWriteChannel();
    });
    qCDebug(lcApply) << "running" << commandLine(m_cmd);
    m_process->start(m_cmd.program, m_cmd.args);
}

void ApplyController::answer(const QByteArray &line)
{
    if (m_state != State::AwaitingConfirm || !m_process)
        return;
    m_tick->stop();
    m_state = State::Finishing;
    m_process->write(line);
    m_process->closeWriteChannel();
}

void ApplyController::confirm()
{
    answer("confirm\n");
}

void ApplyController::revert()
{
    answer("revert\n");
}

void ApplyController::readOutput()
{
    m_pendingOut += m_process->readAllStandardOutput();
    for (qsizetype nl = m_pendingOut.indexOf('\n'); nl >= 0; nl = m_pendingOut.indexOf('\n')) {
        const QByteArray line = m_pendingOut.left(nl);
        m_pendingOut.remove(0, nl + 1);
        const bool hadSummary = m_result.output.summary.has_value();
        const std::size_t irqs = m_result.output.irqs.size();
        if (!m_result.output.addLine(line))
            continue;
        if (m_result.output.irqs.size() > irqs)
            emit irqReported(m_result.output.irqs.back());
        if (!hadSummary && m_result.output.summary && m_timeout > 0 &&
            m_result.output.summary->result == QLatin1String("applied") &&
            m_state == State::Applying) {
            m_state = State::AwaitingConfirm;
            m_left = m_timeout;
            m_tick->start();
            emit awaitingConfirm(m_timeout);
        }
    }
}

void ApplyController::onFinished(int exitCode, QProcess::ExitStatus status)
{
    readOutput();
    if (!m_pendingOut.isEmpty())
        m_result.output.addLine(m_pendingOut);
    m_pendingOut.clear();
    ApplyResult r = m_result;
    r.exitCode = status == QProcess::NormalExit ? exitCode : -1;
    if (status != QProcess::NormalExit) {
        r.outcome = ApplyOutcome::Failed;
        r.message = tr("%1 crashed").arg(m_cmd.program);
    } else if (pkexecRefused(m_cmd, exitCode)) {
        r.outcome = ApplyOutcome::PkexecRefused;
    } else {
        r.outcome = outcomeFor(exitCode, r.output, m_timeout > 0);
    }
    finish(r);
}

void ApplyController::onError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // the others end in finished()
    ApplyResult r = m_result;
    r.outcome = m_cmd.viaPkexec ? ApplyOutcome::NotRun : ApplyOutcome::Failed;
    r.errorText = tr("cannot start %1: %2").arg(m_cmd.program, m_process->errorString());
    finish(r);
}

void ApplyController::finish(ApplyResult r)
{
    m_tick->stop();
    if (r.message.isEmpty()) {
        r.message = applyOutcomeText(r.outcome);
        if (const HelperSummary *s = r.output.lastSummary(); s && !s->message.isEmpty())
            r.message += QLatin1Char(' ') + s->message;
    }
    if ((r.outcome == ApplyOutcome::NotRun || r.outcome == ApplyOutcome::PkexecRefused) &&
        !m_cmd.helper.isEmpty()) {
        // Exactly what would have run, as root, with the plan kept in a file.
        r.sudoCommand = sudoEquivalent(m_cmd, savePlanForSudo(m_plan));
        if (m_timeout > 0) {
            QStringList confirmArgs{QStringLiteral("confirm")};
            if (!m_journal.isEmpty())
                confirmArgs << QStringLiteral("--journal") << m_journal;
            r.sudoCommand +=
                QLatin1Char('\n') + sudoEquivalent(findHelper(m_where, confirmArgs), {});
        }
    }
    m_result = r;
    m_state = State::Finished;
    qCDebug(lcApply) << "finished" << int(r.outcome) << r.exitCode << r.message;
    emit finished(m_result);
}

} // namespace irqatlas
