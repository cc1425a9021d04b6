#include "ui/apply/applybackend.h"

#include <QLoggingCategory>
#include <QTimer>

Q_LOGGING_CATEGORY(lcApplyBackend, "irqatlas.ui.apply", QtWarningMsg)

namespace irqatlas {

ApplyOutcome applyOutcomeFor(int exitCode, const HelperOutput &out, bool awaitConfirm)
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

QString applyOutcomeText(ApplyOutcome outcome)
{
    switch (outcome) {
    case ApplyOutcome::Kept:
        return ApplyBackend::tr("The new placement is applied and kept.");
    case ApplyOutcome::Reverted:
        return ApplyBackend::tr("The new placement was undone: every IRQ is back where it was.");
    case ApplyOutcome::RolledBack:
        return ApplyBackend::tr("A write failed; every IRQ written before it was restored.");
    case ApplyOutcome::RollbackIncomplete:
        return ApplyBackend::tr("A write failed and some IRQs could not be restored: run "
                                "\"irqatlas-cli rollback\" as root.");
    case ApplyOutcome::Refused:
        return ApplyBackend::tr("The helper refused the plan; nothing was written.");
    case ApplyOutcome::NotRun:
        return ApplyBackend::tr("The helper could not be run from here.");
    case ApplyOutcome::PkexecRefused:
        return ApplyBackend::tr("pkexec refused or could not authenticate; nothing was written.");
    case ApplyOutcome::Failed:
        return ApplyBackend::tr("The helper failed.");
    }
    return {};
}

ApplyBackend::ApplyBackend(QObject *parent) : QObject(parent), m_tick(new QTimer(this))
{
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] {
        m_left = std::max(0, m_left - 1);
        emit countdown(m_left);
        if (m_left == 0)
            m_tick->stop(); // the target itself rolls back now
    });
}

void ApplyBackend::takeLine(const QByteArray &line)
{
    const bool hadSummary = m_result.output.summary.has_value();
    const std::size_t irqs = m_result.output.irqs.size();
    if (!m_result.output.addLine(line))
        return;
    m_result.outputLines += line;
    m_result.outputLines += '\n';
    if (m_result.output.irqs.size() > irqs)
        emit irqReported(m_result.output.irqs.back());
    if (!hadSummary && m_result.output.summary && m_timeout > 0 &&
        m_result.output.summary->result == QLatin1String("applied") && m_state == State::Applying) {
        m_state = State::AwaitingConfirm;
        m_left = m_timeout;
        m_tick->start();
        emit awaitingConfirm(m_timeout);
    }
}

void ApplyBackend::stopCountdown()
{
    m_tick->stop();
}

void ApplyBackend::finish(ApplyResult r)
{
    m_tick->stop();
    if (r.message.isEmpty()) {
        r.message = applyOutcomeText(r.outcome);
        if (const HelperSummary *s = r.output.lastSummary(); s && !s->message.isEmpty())
            r.message += QLatin1Char(' ') + s->message;
    }
    completeResult(r);
    m_result = r;
    m_state = State::Finished;
    qCDebug(lcApplyBackend) << "finished" << int(r.outcome) << r.exitCode << r.message;
    emit finished(m_result);
}

} // namespace irqatlas
