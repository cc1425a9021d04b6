#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <vector>

namespace irqatlas {

// A running irqbalance moves every IRQ it has not banned within one of its
// intervals, so a plan applied beside it would hold for seconds. While a
// plan holds, its IRQs are added to the daemon's ban list through its
// control socket ("settings ban irqs"), and the list it had is put back when
// the plan is rolled back. The journal keeps one of these per daemon.
struct IrqbalanceBan
{
    enum class State
    {
        Pending,       // the daemon was asked for its list; nothing sent yet
        Sending,       // the new list was (being) sent: the daemon may hold it
        Banned,        // sent and read back
        Restored,      // the previous list was sent back (or the daemon is gone)
        RestoreFailed, // sending it back failed; a rollback may retry
        Unreachable,   // no control socket: nothing sent (never in a journal)
    };
    int pid = -1;
    // The daemon's start time (/proc/PID/stat, clock ticks after boot): a
    // pid reused by a restarted irqbalance is not the daemon that was asked.
    quint64 started = 0;
    std::vector<int> previous; // its ban list before, ascending
    std::vector<int> banned;   // the list sent: previous ∪ the plan's IRQs
    State state = State::Pending;
    QString note; // why it was restored without sending, or what failed
};

inline constexpr int kMaxBanListIrqs = 8192;

QString irqbalanceBanStateName(IrqbalanceBan::State s);

// "settings ban irqs 0 5 41" (ascending, one space between words; "NONE"
// for an empty list): irqbalance stops reading the list at a 0 that is not
// first, and reads "settings ban irqs  NONE" (two spaces) as IRQ 0. Fails
// when the command would not fit the daemon's 16 KiB receive buffer.
Result<QByteArray> irqbalanceBanCommand(const std::vector<int> &irqs);

// Asks the daemon of ban.pid for its ban list, then bans previous ∪ irqs and
// reads the list back. *unreachable is set when the daemon has no socket to
// connect to (irqbalance before 1.8, or one started without it): nothing
// was sent then. save() runs before the new list is sent, with the state
// Sending, so a crash after the send still leaves a journal that restores.
Status banIrqsInIrqbalance(IrqbalanceBan &ban, const std::vector<int> &irqs,
                           const std::function<Status()> &save, bool *unreachable,
                           int timeoutMs = 5000);

// Sends ban.previous back when the daemon ban.pid still runs (an irqbalance
// by /proc/PID/comm): a daemon that ended or restarted lost the ban with
// it. Sets the state to Restored or RestoreFailed.
Status restoreIrqbalanceBan(IrqbalanceBan &ban, int timeoutMs = 5000);

QJsonObject irqbalanceBanJson(const IrqbalanceBan &ban);
// A journal's entry (hostile: a file): pid a positive integer, lists of
// IRQ numbers in range without repeats, at most kMaxBanListIrqs each.
Result<IrqbalanceBan> parseIrqbalanceBan(const QJsonObject &o, const QString &where);

} // namespace irqatlas
