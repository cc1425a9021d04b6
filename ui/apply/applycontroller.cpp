#include "ui/apply/applycontroller.h"

#include "model/planfile.h"

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

HoldOptions ApplyController::options() const
{
    HoldOptions o;
    o.journal = m_journal;
    o.confirmTimeout = confirmTimeout();
    return o;
}

HelperCommand ApplyController::command() const
{
    return HeldApply::applyCommand(m_where, options());
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
    if (held()->running())
        return;
    m_plan = planBytes;
    held()->start(command(), planBytes, options());
}

void ApplyController::completeResult(ApplyResult &r)
{
    const HelperCommand &cmd = held()->command();
    if ((r.outcome == ApplyOutcome::NotRun || r.outcome == ApplyOutcome::PkexecRefused) &&
        !cmd.helper.isEmpty()) {
        // Exactly what would have run, as root, with the plan kept in a file.
        r.sudoCommand = sudoEquivalent(cmd, savePlanForSudo(m_plan));
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
