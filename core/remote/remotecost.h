#pragma once

#include "cost/costreport.h"
#include "model/result.h"

#include <QByteArray>
#include <QString>

namespace irqatlas {

class SshSession;

// What a remote measurement may send at most: the trace text (the remote
// `head -c` stops there, and the measurement says it was cut) and the /proc
// files around it.
inline constexpr qint64 kMaxRemoteTraceBytes = qint64(128) << 20;

// The POSIX sh script that measures interrupt cost on a remote host for
// `seconds` (as root: the caller runs it through sudo when the login is not
// root). It makes a tracefs instance of its own, instances/irqatlas-ssh-<its
// pid> (removed on exit and on INT, TERM and HUP; instances of such scripts
// whose process is gone are removed first), prints /proc/stat and
// /proc/interrupts, the trace text for `seconds` (at most
// kMaxRemoteTraceBytes), the same /proc files again, the window's length
// from /proc/uptime and the instance's lost-event counts, each section after
// a line "<boundary> <name>". Needs sh, cat, mkdir, timeout and head.
QByteArray remoteCostScript(double seconds, const QByteArray &boundary);

// The command that runs the script fed on stdin as root: directly when the
// login is root, else through `sudo -n` (never a password prompt).
QString remoteCostCommand();

// Turns the script's output into a report: only what follows the first
// "<boundary> start" line counts (a login shell may print anything before);
// every section is parsed by the readers of its local file, the trace text
// by TraceReader, under their caps. Errors name `origin` (the host) and the
// section; a script that could not trace says why ("<boundary> error ...").
Result<CostReport> parseRemoteCost(const QByteArray &output, const QByteArray &boundary,
                                   const QString &origin, double requestedSeconds);

// Runs the measurement over session (blocking: a worker thread or the CLI).
Result<CostReport> measureRemoteCost(SshSession &session, double seconds);

} // namespace irqatlas
