#pragma once

#include "applyclient/helperclient.h"
#include "ui/apply/applybackend.h"

#include <QByteArray>
#include <QString>

namespace irqatlas {

// Applies on this machine: irqatlas-helper apply with a confirmation wait,
// run by the held apply on a QProcess. When neither confirm() nor revert()
// comes, the helper rolls back by itself after the timeout, also when this
// program dies.
class ApplyController : public ApplyBackend
{
    Q_OBJECT
public:
    explicit ApplyController(QObject *parent = nullptr);

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

protected:
    void completeResult(ApplyResult &r) override;

private:
    HoldOptions options() const;

    HelperLocation m_where;
    QString m_journal;
    QByteArray m_plan;
};

// The review's line about the helper command (rich text).
QString helperCommandText(const HelperCommand &cmd);

} // namespace irqatlas
