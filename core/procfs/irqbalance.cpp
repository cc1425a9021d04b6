#include "procfs/irqbalance.h"

#include "procfs/irqbalancesocket.h"

#include <QProcess>
#include <QStandardPaths>
#include <algorithm>

namespace irqatlas {

bool irqbalanceRunning(const HostSource &host)
{
    // A saved snapshot records it; a live machine is asked through /proc.
    if (auto meta = host.tryRead(QStringLiteral("/irqatlas-snapshot.json")))
        return meta->contains("\"irqbalance_running\": true") ||
               meta->contains("\"irqbalance_running\":true");
    return !irqbalancePids(host).empty();
}

IrqbalanceState detectIrqbalance(const HostSource &host, bool askSystemd)
{
    IrqbalanceState s;
    s.process = irqbalanceRunning(host);
    if (s.process && !host.tryRead(QStringLiteral("/irqatlas-snapshot.json"))) {
        s.pids = irqbalancePids(host);
        s.everyDaemonHasSocket = std::all_of(s.pids.begin(), s.pids.end(), [&](int pid) {
            return irqbalanceSocketListed(host, pid);
        });
    }
    if (!askSystemd || !host.isLocalMachine())
        return s;
    const QString systemctl = QStandardPaths::findExecutable(QStringLiteral("systemctl"));
    if (systemctl.isEmpty())
        return s;
    QProcess p;
    p.start(systemctl,
            {QStringLiteral("is-active"), QStringLiteral("--quiet"), QStringLiteral("irqbalance")});
    if (!p.waitForFinished(5000)) {
        p.kill();
        p.waitForFinished(1000);
        return s;
    }
    s.unitChecked = true;
    s.unitActive = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    return s;
}

bool irqbalanceSocketListed(const HostSource &host, int pid)
{
    const auto table = host.tryRead(QStringLiteral("/proc/net/unix"));
    if (!table)
        return false;
    // The path is the last column: a line ends with it.
    const QByteArray name = "irqbalance" + QByteArray::number(pid) + ".sock";
    const QByteArray file = QByteArray(" /run/irqbalance/") + name;
    const QByteArray abstract = QByteArray(" @") + name;
    for (const QByteArray &line : table->split('\n')) {
        const QByteArray t = line.trimmed();
        if (t.endsWith(file) || t.endsWith(abstract))
            return true;
    }
    return false;
}

QString irqbalanceStopCommand(const IrqbalanceState &state)
{
    if (state.unitActive || state.unitChecked)
        return QStringLiteral("sudo systemctl disable --now irqbalance");
    return QStringLiteral("sudo pkill -x irqbalance");
}

namespace {
std::vector<int> sorted(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}
} // namespace

QByteArray irqbalanceBanLines(const std::vector<int> &irqs)
{
    QByteArray out =
        "# /etc/default/irqbalance: keep irqbalance away from the IRQs irqatlas placed\n"
        "IRQBALANCE_ARGS=\"";
    bool first = true;
    for (int irq : sorted(irqs)) {
        if (!first)
            out += ' ';
        out += "--banirq=" + QByteArray::number(irq);
        first = false;
    }
    out += "\"\n";
    return out;
}

QByteArray irqbalancePolicyScript(const std::vector<int> &irqs)
{
    QByteArray out = "#!/bin/sh\n"
                     "# irqbalance --policyscript: called as SCRIPT DEVPATH IRQ; bans the IRQs\n"
                     "# placed by irqatlas so irqbalance leaves their affinity alone.\n"
                     "case \"$2\" in\n";
    const auto v = sorted(irqs);
    if (!v.empty()) {
        out += "    ";
        for (std::size_t i = 0; i < v.size(); ++i)
            out += (i ? "|" : "") + QByteArray::number(v[i]);
        out += ") echo ban=true ;;\n";
    }
    out += "esac\nexit 0\n";
    return out;
}

} // namespace irqatlas
