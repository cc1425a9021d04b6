#pragma once

#include "procfs/hostsource.h"
#include "procfs/irqbalancetree.h"

#include <QByteArray>
#include <vector>

namespace irqatlas {

// The pids of the irqbalance daemons running on host ("irqbalance" in
// /proc/PID/comm, real uid 0 in /proc/PID/status), ascending.
std::vector<int> irqbalancePids(const HostSource &host);

// Asks the irqbalance of pid over its control socket
// (/run/irqbalance/irqbalance<pid>.sock, else the abstract socket of that
// name), as its own irqbalance-ui does: the command with the caller's
// credentials (irqbalance answers root only), the answer read to its end
// under a 1 MiB cap and timeoutMs. The socket's owner (SO_PEERCRED) must be
// that pid, and root when the caller is root, so a socket someone else
// bound under the name gets nothing. Errors name the socket; *unreachable is
// set when there was no socket to connect to.
Result<QByteArray> askIrqbalance(int pid, const QByteArray &command, int timeoutMs = 5000,
                                 bool *unreachable = nullptr);

// Its "stats" and "setup" answers, parsed.
Result<IrqbalanceView> readIrqbalanceView(int pid, int timeoutMs = 5000);
Result<IrqbalanceView> parseIrqbalanceAnswers(int pid, const QByteArray &stats,
                                              const QByteArray &setup);

// The two answers as the root helper passes them on to a user (one JSON
// line, "irqatlas-irqbalance-answers"), and read back: at most 4 MiB, the
// format, a pid, both answers strings, then parsed as from the socket.
// Errors name origin.
QByteArray irqbalanceAnswersJson(int pid, const QByteArray &stats, const QByteArray &setup);
struct IrqbalanceAnswers
{
    int pid = 0;
    IrqbalanceView view;
};
Result<IrqbalanceAnswers> readIrqbalanceAnswersJson(const QByteArray &bytes, const QString &origin);

} // namespace irqatlas
