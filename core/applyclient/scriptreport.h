#pragma once

#include "apply/applier.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace irqatlas {

// Turns the plan script's --records lines ("IRQATLAS-APPLY\t<kind>\t...")
// into the JSON lines irqatlas-helper prints, so a remote apply through the
// script reads exactly like one through the helper. Lines without the
// marker (login shell noise) are ignored.
class ScriptReport
{
public:
    // rollbackMode: the script was run as `rollback`.
    ScriptReport(bool rollbackMode, bool dryRun);

    // Feeds one stdout line; returns the JSON lines due now (the apply
    // report when the script starts waiting, {"confirmed":true}).
    QByteArray addLine(QByteArrayView line);
    // The JSON lines still due once the script exited with exitCode.
    QByteArray finish(int exitCode);

    // The script has applied and now waits for a confirmation.
    bool awaiting() const { return m_awaiting; }
    bool confirmed() const { return m_confirmed; }

private:
    IrqOutcome *outcome(std::vector<IrqOutcome> &list, int irq);
    void addThreadLine(const QByteArray &kind, const QList<QByteArray> &f);
    void addQueueLine(const QByteArray &kind, const QList<QByteArray> &f);
    // The report a restore line goes to: the rollback's once the script waits.
    ApplyReport &lineReport();
    template <typename Outcome, typename Same, typename Fresh>
    Outcome *lineOutcome(const QByteArray &kind, std::vector<Outcome> ApplyReport::*list, Same same,
                         Fresh fresh);
    QByteArray finishApply(int exitCode);
    QByteArray finishRollback(int exitCode);

    bool m_rollbackMode;
    bool m_dryRun;
    bool m_awaiting = false;
    bool m_confirmed = false;
    ApplyReport m_apply;    // validation and writes
    ApplyReport m_rollback; // the restores of a rollback or of the automatic revert
    QString m_fatal;
    int m_failedIrq = -1;
    QString m_failedWhat; // the thread or queue file write that failed
};

} // namespace irqatlas
