#include "snapshot/snapshot.h"

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
#include <unistd.h>

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

// Routes a present but unusable file: an error that ends a strict read, a
// warning of a lenient one.
struct Reading
{
    const HostSource &host;
    const SnapshotOptions &options;
    Snapshot &snap;
    Error error;

    // False when the read must stop with error.
    bool problem(Error e)
    {
        if (!options.lenient) {
            error = std::move(e);
            return false;
        }
        snap.warnings << e.message;
        return true;
    }
};

bool readInterruptsTable(Reading &r)
{
    auto bytes = r.host.readFile(QStringLiteral("/proc/interrupts"));
    if (!bytes.ok())
        return r.problem(bytes.error());
    auto table =
        parseInterrupts(bytesView(*bytes), shownPath(r.host, QStringLiteral("/proc/interrupts")));
    if (!table.ok())
        return r.problem(table.error());
    r.snap.irqs = std::move(table).value();
    r.snap.hasIrqs = true;
    return true;
}

bool readTopology(Reading &r)
{
    const HostSource &host = r.host;
    Snapshot &snap = r.snap;
    Result<Topology> topo = Error{};
    if (host.isLocalMachine()) {
        topo = loadLocalTopology();
    } else if (!host.localRoot().isEmpty() &&
               (host.exists(QStringLiteral("/topology.xml")) || hasSysfsCpus(host))) {
        // Its messages name the host's files (a remote host's, not the copy's).
        topo = loadHostTopology(host);
    } else {
        snap.topologyError =
            QCoreApplication::translate(
                "Snapshot", "%1 holds neither topology.xml nor sys/devices/system/cpu/cpuN")
                .arg(host.displayName());
        if (r.options.requireTopology)
            return r.problem(Error{snap.topologyError});
        if (r.options.lenient)
            snap.warnings << snap.topologyError;
        return true;
    }
    if (!topo.ok()) {
        snap.topologyError = topo.errorString();
        return r.problem(topo.error());
    }
    snap.topology = std::move(topo).value();
    snap.hasTopology = true;
    if (snap.hostname.isEmpty())
        snap.hostname = snap.topology.hostname;
    return true;
}

// /proc/stat or /proc/softirqs into target. A lenient read leaves a garbled
// table out without a warning: the live monitor names it when it reads it.
template <typename Table, typename Parse>
bool readTable(Reading &r, const QString &path, std::optional<Table> &target, Parse parse)
{
    auto bytes = readIfPresent(r.host, path);
    if (!bytes.ok())
        return r.options.lenient || r.problem(bytes.error());
    if (!*bytes)
        return true;
    auto table = parse(bytesView(**bytes), shownPath(r.host, path));
    if (!table.ok())
        return r.options.lenient || r.problem(table.error());
    target = std::move(table).value();
    return true;
}

bool readStatTables(Reading &r)
{
    return readTable(r, QStringLiteral("/proc/stat"), r.snap.stat, parseProcStat) &&
           readTable(r, QStringLiteral("/proc/softirqs"), r.snap.softirqs, parseSoftirqs);
}

bool readIsolation(Reading &r)
{
    auto iso = readCpuIsolation(r.host, r.options.lenient ? &r.snap.warnings : nullptr);
    if (!iso.ok())
        return r.problem(iso.error());
    r.snap.isolated = std::move(iso->isolated);
    r.snap.nohzFull = std::move(iso->nohzFull);
    return true;
}

// Affinity, effective CPU, device and node from the per-IRQ files; a saved
// tree may lack them (counts only).
bool readDetails(Reading &r)
{
    Snapshot &snap = r.snap;
    if (!r.options.irqDetails || !snap.hasIrqs)
        return true;
    Status st = readIrqDetails(r.host, snap.irqs, snap.hasTopology ? &snap.topology : nullptr,
                               &snap.warnings);
    return st.ok() || r.problem(st.error());
}

// USER_HZ: this machine's, else the 100 every Linux architecture but alpha
// and ia64 reports to user space.
long ticksPerSecondOf(const HostSource &host)
{
    return host.isLocalMachine() ? std::max(1L, ::sysconf(_SC_CLK_TCK)) : 100L;
}

bool hasTasks(const HostSource &host)
{
    auto names = host.listDir(QStringLiteral("/proc"));
    return names.ok() && std::any_of(names->begin(), names->end(), [](const QString &n) {
               return !n.isEmpty() && n.at(0).isDigit();
           });
}

// Threads and queues are extra to what a snapshot is for: one that cannot be
// read (a hostile interface name, a thread file cut short) stays unknown and
// is named among the warnings, and the IRQ table still opens.
void readThreadsAndQueues(Reading &r)
{
    if (!r.options.threadsAndQueues)
        return;
    if (hasTasks(r.host)) {
        auto threads = readKernelThreads(r.host, ticksPerSecondOf(r.host));
        if (threads.ok())
            r.snap.threads = std::move(threads).value();
        else
            r.snap.warnings << threads.errorString();
    }
    if (!r.host.exists(QStringLiteral("/sys/class/net")))
        return;
    auto queues = readNetQueues(r.host);
    if (queues.ok())
        r.snap.netQueues = std::move(queues).value();
    else
        r.snap.warnings << queues.errorString();
}

} // namespace

Result<CpuIsolation> readCpuIsolation(const HostSource &host, QStringList *warnings)
{
    CpuIsolation iso;
    for (const auto &[path, target] :
         {std::pair{QStringLiteral("/sys/devices/system/cpu/isolated"), &iso.isolated},
          std::pair{QStringLiteral("/sys/devices/system/cpu/nohz_full"), &iso.nohzFull}}) {
        auto b = host.tryRead(path);
        if (!b)
            continue;
        auto set = parseCpuListFile(bytesView(*b), shownPath(host, path));
        if (set.ok())
            *target = std::move(set).value();
        else if (warnings)
            *warnings << set.errorString();
        else
            return set.error();
    }
    return iso;
}

Result<Snapshot> readSnapshot(const HostSource &host, const SnapshotOptions &options)
{
    Snapshot snap;
    snap.source = host.displayName();
    snap.time = QDateTime::currentDateTimeUtc();
    Reading r{host, options, snap, {}};
    if (!readInterruptsTable(r))
        return r.error;
    if (auto h = host.tryRead(QStringLiteral("/proc/sys/kernel/hostname")))
        snap.hostname = trimmedText(*h);
    if (auto k = host.tryRead(QStringLiteral("/proc/sys/kernel/osrelease")))
        snap.kernel = trimmedText(*k);
    if (options.topology && !readTopology(r))
        return r.error;
    if (options.stat && !readStatTables(r))
        return r.error;
    if (!readIsolation(r) || !readDetails(r))
        return r.error;
    readThreadsAndQueues(r);
    snap.irqbalanceRunning = irqbalanceRunning(host);
    return snap;
}

} // namespace irqatlas
