#include "procfs/irqbalance.h"

#include "procfs/irqbalancesocket.h"

#include <QProcess>
#include <QStandardPaths>
#include <algorithm>
#include <optional>
#include <set>

namespace irqatlas {

namespace {

bool snapshotSaysIrqbalanceRuns(const QByteArray &meta)
{
    return meta.contains("\"irqbalance_running\": true") ||
           meta.contains("\"irqbalance_running\":true");
}

// The pids whose irqbalance control socket /proc/net/unix lists: the path
// is a line's last column, /run/irqbalance/irqbalance<PID>.sock or the
// abstract @irqbalance<PID>.sock.
std::set<int> irqbalanceSocketPidsIn(const QByteArray &table)
{
    std::set<int> pids;
    for (const QByteArray &line : table.split('\n')) {
        const QByteArray t = line.trimmed();
        const QByteArray path = t.mid(t.lastIndexOf(' ') + 1);
        if (t.size() == path.size() || !path.endsWith(".sock"))
            continue;
        QByteArray name;
        if (path.startsWith("/run/irqbalance/irqbalance"))
            name = path.mid(qsizetype(sizeof "/run/irqbalance/irqbalance") - 1);
        else if (path.startsWith("@irqbalance"))
            name = path.mid(qsizetype(sizeof "@irqbalance") - 1);
        name.chop(5);
        bool ok = false;
        const int pid = name.toInt(&ok);
        if (ok && pid > 0 && name == QByteArray::number(pid))
            pids.insert(pid);
    }
    return pids;
}

} // namespace

bool irqbalanceRunning(const HostSource &host)
{
    // A saved snapshot records it; a live machine is asked through /proc.
    if (auto meta = host.tryRead(QStringLiteral("/irqatlas-snapshot.json")))
        return snapshotSaysIrqbalanceRuns(*meta);
    return !irqbalancePids(host).empty();
}

IrqbalanceState detectIrqbalance(const HostSource &host, bool askSystemd)
{
    IrqbalanceState s;
    if (auto meta = host.tryRead(QStringLiteral("/irqatlas-snapshot.json"))) {
        s.process = snapshotSaysIrqbalanceRuns(*meta);
    } else {
        // /proc listed once, /proc/net/unix read once for every daemon.
        s.pids = irqbalancePids(host);
        s.process = !s.pids.empty();
        const auto table =
            s.process ? host.tryRead(QStringLiteral("/proc/net/unix")) : std::nullopt;
        const std::set<int> listed = table ? irqbalanceSocketPidsIn(*table) : std::set<int>{};
        s.everyDaemonHasSocket =
            s.process && std::all_of(s.pids.begin(), s.pids.end(),
                                     [&](int pid) { return listed.contains(pid); });
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
    return table && irqbalanceSocketPidsIn(*table).contains(pid);
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
