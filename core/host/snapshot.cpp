#include "host/snapshot.h"

#include "procfs/interrupts.h"
#include "procfs/irqbalance.h"
#include "procfs/irqdevice.h"
#include "procfs/irqfiles.h"
#include "topology/hosttopology.h"
#include "topology/topologyloader.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <algorithm>
#include <map>
#include <set>

Q_LOGGING_CATEGORY(lcSnapshot, "irqatlas.snapshot", QtWarningMsg)

namespace irqatlas {
namespace {

// A saved tree holds a topology only when it has per-CPU directories, not
// just the isolated/nohz_full lists that live next to them.
bool hasSysfsCpus(const HostSource &host)
{
    auto entries = host.listDir(QStringLiteral("/sys/devices/system/cpu"));
    if (!entries.ok())
        return false;
    static const QRegularExpression cpuDir(QStringLiteral("^cpu\\d+$"));
    return std::any_of(entries->begin(), entries->end(),
                       [](const QString &e) { return cpuDir.match(e).hasMatch(); });
}

// A file that does not exist is unknown (an old kernel, a copy without it);
// one that exists but cannot be read (past its cap, not a regular file,
// refused by the source) is an error naming it, as garbled bytes are:
// HostSource::tryRead would take both for absent.
Result<std::optional<QByteArray>> readIfPresent(const HostSource &host, const QString &path)
{
    if (!host.exists(path))
        return std::optional<QByteArray>();
    auto bytes = host.readFile(path);
    if (!bytes.ok())
        return bytes.error();
    return std::optional<QByteArray>(std::move(bytes).value());
}

} // namespace

Result<Snapshot> readSnapshot(const HostSource &host, const SnapshotOptions &options)
{
    Snapshot snap;
    snap.source = host.displayName();
    snap.time = QDateTime::currentDateTimeUtc();

    auto interruptsBytes = host.readFile(QStringLiteral("/proc/interrupts"));
    if (!interruptsBytes.ok())
        return interruptsBytes.error();
    {
        auto table = parseInterrupts(bytesView(*interruptsBytes),
                                     shownPath(host, QStringLiteral("/proc/interrupts")));
        if (!table.ok())
            return table.error();
        snap.irqs = std::move(table).value();
    }

    if (auto h = host.tryRead(QStringLiteral("/proc/sys/kernel/hostname")))
        snap.hostname = trimmedText(*h);
    if (auto k = host.tryRead(QStringLiteral("/proc/sys/kernel/osrelease")))
        snap.kernel = trimmedText(*k);

    if (options.topology) {
        Result<Topology> topo = Error{};
        bool attempted = true;
        if (host.isLocalMachine()) {
            topo = loadLocalTopology();
        } else if (!host.localRoot().isEmpty() &&
                   (host.exists(QStringLiteral("/topology.xml")) || hasSysfsCpus(host))) {
            // Its messages name the host's files (a remote host's, not the copy's).
            topo = loadHostTopology(host);
        } else {
            attempted = false;
            snap.topologyError =
                QCoreApplication::translate(
                    "Snapshot", "%1 holds neither topology.xml nor sys/devices/system/cpu/cpuN")
                    .arg(host.displayName());
        }
        if (attempted) {
            if (!topo.ok())
                return topo.error();
            snap.topology = std::move(topo).value();
            snap.hasTopology = true;
            if (snap.hostname.isEmpty())
                snap.hostname = snap.topology.hostname;
        } else if (options.requireTopology) {
            return Error{snap.topologyError};
        }
    }

    if (options.stat) {
        auto stat = readIfPresent(host, QStringLiteral("/proc/stat"));
        if (!stat.ok())
            return stat.error();
        if (*stat) {
            auto st =
                parseProcStat(bytesView(**stat), shownPath(host, QStringLiteral("/proc/stat")));
            if (!st.ok())
                return st.error();
            snap.stat = std::move(st).value();
        }
        auto softirqs = readIfPresent(host, QStringLiteral("/proc/softirqs"));
        if (!softirqs.ok())
            return softirqs.error();
        if (*softirqs) {
            auto si = parseSoftirqs(bytesView(**softirqs),
                                    shownPath(host, QStringLiteral("/proc/softirqs")));
            if (!si.ok())
                return si.error();
            snap.softirqs = std::move(si).value();
        }
    }

    for (const auto &[path, target] :
         {std::pair{QStringLiteral("/sys/devices/system/cpu/isolated"), &snap.isolated},
          std::pair{QStringLiteral("/sys/devices/system/cpu/nohz_full"), &snap.nohzFull}}) {
        if (auto b = host.tryRead(path)) {
            auto set = parseCpuListFile(bytesView(*b), shownPath(host, path));
            if (!set.ok())
                return set.error();
            *target = std::move(set).value();
        }
    }

    if (options.irqDetails) {
        Status st = readIrqDetails(host, snap.irqs, snap.hasTopology ? &snap.topology : nullptr,
                                   &snap.warnings);
        if (!st.ok())
            return st.error();
    }

    snap.irqbalanceRunning = irqbalanceRunning(host);
    return snap;
}

} // namespace irqatlas
