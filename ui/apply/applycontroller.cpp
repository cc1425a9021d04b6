#include "ui/apply/applycontroller.h"

#include "model/planfile.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcApply, "irqatlas.ui.apply.local", QtWarningMsg)

namespace irqatlas {

QString helperCommandText(const HelperCommand &cmd)
{
    const QString mono = QStringLiteral("<code>%1</code>");
    if (cmd.problem.isEmpty())
        return ApplyController::tr("<b>Runs</b> %1 <br>with the plan on its standard input.")
            .arg(mono.arg(commandLine(cmd).toHtmlEscaped()));
    return ApplyController::tr("<b>Cannot run the helper from here:</b> %1.<br>Apply shows the "
                               "equivalent command to run as root.")
        .arg(cmd.problem.toHtmlEscaped());
}

ApplyController::ApplyController(QObject *parent) : ApplyBackend(parent) {}

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
    if (confirmTimeout() > 0)
        args << QStringLiteral("--confirm-timeout") << QString::number(confirmTimeout());
    return findHelper(m_where, args);
}

QString ApplyController::description() const
{
    return helperCommandText(command());
}

QString ApplyController::applyingText() const
{
    return tr("<h3>Applying…</h3>The helper checks the plan against the running kernel, keeps a "
              "journal, writes each IRQ and reads it back. pkexec may ask for a password.");
}

void ApplyController::start(const Plan &plan)
{
    start(writePlan(plan));
}

void ApplyController::start(const QByteArray &planBytes)
{
    if (state() != State::Idle && state() != State::Finished)
        return;
    m_result = {};
    m_reader = {};
    m_plan = planBytes;
    m_cmd = command();
    setState(State::Applying);
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
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QByteArray err = m_process->readAllStandardError();
        // The helper's messages are a few lines; more is dropped, not kept.
        const qsizetype room = kMaxHelperStderrBytes - m_result.errorText.size();
        if (room > 0)
            m_result.errorText += QString::fromUtf8(err.left(room));
    });
    connect(m_process, &QProcess::finished, this, &ApplyController::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &ApplyController::onError);
    connect(m_process, &QProcess::started, this, [this] {
        m_process->write(helperApplyInput(m_plan, confirmTimeout() > 0));
        if (confirmTimeout() <= 0)
            m_process->closeWriteChannel();
    });
    qCDebug(lcApply) << "running" << commandLine(m_cmd);
    m_process->start(m_cmd.program, m_cmd.args);
}

void ApplyController::answer(const QByteArray &line)
{
    if (state() != State::AwaitingConfirm || !m_process)
        return;
    stopCountdown();
    setState(State::Finishing);
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
    const bool fine = m_reader.error().isEmpty();
    QList<QByteArray> lines;
    m_reader.feed(m_process->readAllStandardOutput(), lines);
    for (const QByteArray &line : lines)
        takeLine(line);
    if (fine && !m_reader.error().isEmpty() && confirmTimeout() > 0) {
        // Not the helper speaking: nothing is confirmed to it any more, so a
        // waiting apply rolls back by itself.
        stopCountdown();
        m_process->closeWriteChannel();
    }
}

void ApplyController::onFinished(int exitCode, QProcess::ExitStatus status)
{
    readOutput();
    if (const QByteArray rest = m_reader.takeRest(); !rest.isEmpty())
        m_result.output.addLine(rest);
    ApplyResult r = m_result;
    r.exitCode = status == QProcess::NormalExit ? exitCode : -1;
    if (status != QProcess::NormalExit) {
        r.outcome = ApplyOutcome::Failed;
        r.message = tr("%1 crashed").arg(m_cmd.program);
    } else if (!m_reader.error().isEmpty()) {
        r.outcome = ApplyOutcome::Failed;
        r.message = m_reader.error();
    } else if (pkexecRefused(m_cmd, exitCode)) {
        r.outcome = ApplyOutcome::PkexecRefused;
    } else {
        r.outcome = applyOutcomeFor(exitCode, r.output, confirmTimeout() > 0);
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

void ApplyController::completeResult(ApplyResult &r)
{
    if ((r.outcome == ApplyOutcome::NotRun || r.outcome == ApplyOutcome::PkexecRefused) &&
        !m_cmd.helper.isEmpty()) {
        // Exactly what would have run, as root, with the plan kept in a file.
        r.sudoCommand = sudoEquivalent(m_cmd, savePlanForSudo(m_plan));
        if (confirmTimeout() > 0) {
            QStringList confirmArgs{QStringLiteral("confirm")};
            if (!m_journal.isEmpty())
                confirmArgs << QStringLiteral("--journal") << m_journal;
            r.sudoCommand +=
                QLatin1Char('\n') + sudoEquivalent(findHelper(m_where, confirmArgs), {});
        }
    }
}

} // namespace irqatlas
