#include "ui/apply/applybackend.h"

#include <QTimer>

namespace irqatlas {

ApplyBackend::ApplyBackend(QObject *parent)
    : QObject(parent), m_held(new HeldApply(this)), m_tick(new QTimer(this))
{
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] {
        if (state() != State::AwaitingConfirm) {
            m_tick->stop(); // answered (also by a trial's keep or revert)
            return;
        }
        m_left = std::max(0, m_left - 1);
        emit countdown(m_left);
        if (m_left == 0)
            m_tick->stop(); // the target itself rolls back now
    });
    connect(m_held, &HeldApply::irqReported, this, &ApplyBackend::irqReported);
    connect(m_held, &HeldApply::awaitingConfirm, this, [this](int seconds) {
        m_left = seconds;
        m_tick->start();
        emit awaitingConfirm(seconds);
    });
    connect(m_held, &HeldApply::finished, this, &ApplyBackend::onFinished);
}

void ApplyBackend::confirm()
{
    if (state() != State::AwaitingConfirm)
        return;
    m_tick->stop();
    m_held->confirm();
}

void ApplyBackend::revert()
{
    if (state() != State::AwaitingConfirm)
        return;
    m_tick->stop();
    m_held->revert();
}

void ApplyBackend::onFinished(const ApplyResult &result)
{
    m_tick->stop();
    ApplyResult r = result;
    completeResult(r);
    m_result = r;
    emit finished(m_result);
}

} // namespace irqatlas
