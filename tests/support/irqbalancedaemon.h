#pragma once

// A real irqbalance daemon for tests: started over a private copy of this
// machine's /proc/irq in a mount namespace of its own (so it never moves
// this machine's interrupts), asked only through its control socket.
// Root only; the caller skips with why() when start() fails for a reason
// that is not the test's.

#include "procfs/irqbalancetree.h"

#include <QByteArray>
#include <QMap>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <vector>

namespace irqatlas::test {

// The CPUs in an irqbalance tree object and below it.
std::size_t irqbalanceCpuCount(const IrqbalanceObject &o);

// Every /proc/irq/N/smp_affinity of this machine, path -> bytes: taken
// before and after a test that runs irqbalance, to show it moved nothing.
QMap<QString, QByteArray> machineAffinities();

class IrqbalanceDaemon
{
public:
    IrqbalanceDaemon() = default;
    ~IrqbalanceDaemon();
    IrqbalanceDaemon(const IrqbalanceDaemon &) = delete;
    IrqbalanceDaemon &operator=(const IrqbalanceDaemon &) = delete;

    // Why this machine cannot run one (not root, no irqbalance or unshare,
    // one runs already); empty when it can.
    static QString cannotRun();
    static QString program();

    // Starts it with --foreground --interval=1 and extra arguments, and
    // waits (on its socket and its answers, not on a clock) until its tree
    // has CPUs in it. False with error() set when it did not come up.
    bool start(const QStringList &extraArgs = {});
    int pid() const { return m_pid; }
    QString error() const { return m_error; }
    // The IRQs it bans now ("setup"), ascending; empty with error() set
    // when it did not answer.
    std::vector<int> bannedIrqs();

private:
    QTemporaryDir m_irqDir;
    QProcess m_process;
    int m_pid = 0;
    bool m_madeRunDir = false;
    QString m_error;
};

} // namespace irqatlas::test
