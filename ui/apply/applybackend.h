#pragma once

#include "hold/heldapply.h"
#include "model/plan.h"

#include <QObject>
#include <QString>

class QTimer;

namespace irqatlas {

// What the Apply and Try Plan dialogs drive: one held apply (core/hold) to
// this machine (ApplyController) or to a remote host (RemoteApplyBackend),
// with what the dialogs show about it: where and how it applies, and a
// countdown while the target waits. The UI thread never waits; without
// confirm() the target undoes the plan by itself.
class ApplyBackend : public QObject
{
    Q_OBJECT
public:
    using State = HeldApply::State;

    explicit ApplyBackend(QObject *parent = nullptr);

    void setConfirmTimeout(int seconds) { m_timeout = seconds; } // 0: no wait, kept at once
    int confirmTimeout() const { return m_timeout; }
    State state() const { return m_held->state(); }
    const ApplyResult &result() const { return m_result; }
    HeldApply *held() const { return m_held; }

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
    void confirm();
    // Undoes it now (only while AwaitingConfirm).
    void revert();

signals:
    void descriptionChanged();
    void irqReported(const irqatlas::HelperIrqLine &line);
    // The writes are done and read back; the target now waits for an answer.
    void awaitingConfirm(int seconds);
    void countdown(int secondsLeft);
    void finished(const irqatlas::ApplyResult &result);

protected:
    // Adds what only this backend knows to a result about to be reported.
    virtual void completeResult(ApplyResult &) {}

private:
    void onFinished(const ApplyResult &result);

    HeldApply *m_held;
    ApplyResult m_result;
    int m_timeout = 20;
    QTimer *m_tick;
    int m_left = 0;
};

} // namespace irqatlas
