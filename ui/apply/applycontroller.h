#pragma once

#include "apply/helperclient.h"
#include "ui/apply/applybackend.h"

#include <QByteArray>
#include <QProcess>
#include <QString>

namespace irqatlas {

// Runs irqatlas-helper apply on this machine with a confirmation wait on a
// QProcess: the UI thread never waits. The helper's stdin stays open so
// confirm() and revert() can answer it; when neither comes, the helper rolls
// back by itself after the timeout, also when this program dies.
class ApplyController : public ApplyBackend
{
    Q_OBJECT
public:
    explicit ApplyController(QObject *parent = nullptr);
    // An apply still waiting is reverted (the helper is told, then given a moment).
    ~ApplyController() override;

    void setLocation(const HelperLocation &where) { m_where = where; }
    const HelperLocation &location() const { return m_where; }
    void setJournal(const QString &path) { m_journal = path; } // empty: the helper's default

    // What start() would run (problem set when it cannot).
    HelperCommand command() const;

    QString description() const override;
    QString applyingText() const override;
    void start(const Plan &plan) override;
    // Starts the helper with the plan file bytes (IRQ numbers of this machine).
    void start(const QByteArray &planBytes);
    void confirm() override;
    void revert() override;

protected:
    void completeResult(ApplyResult &r) override;

private:
    void readOutput();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onError(QProcess::ProcessError error);
    void answer(const QByteArray &line);

    HelperLocation m_where;
    QString m_journal;
    HelperCommand m_cmd;
    QByteArray m_plan;
    QProcess *m_process = nullptr;
    HelperOutputReader m_reader; // the helper's stdout, capped
};

// The review's line about the helper command (rich text).
QString helperCommandText(const HelperCommand &cmd);

} // namespace irqatlas
