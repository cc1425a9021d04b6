#include "snapshot/snapshotwriter.h"

#include "model/safefile.h"
#include "procfs/irqbalance.h"
#include "procfs/kthreads.h"
#include "snapshot/snapshot.h"
#include "topology/topologyloader.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

namespace irqatlas {
namespace {

class Writer
{
public:
    Writer(const HostSource &host, QString dir) : m_host(host), m_dir(std::move(dir)) {}

    Status put(const QString &path, const QByteArray &bytes)
    {
        const QString local = m_dir + path;
        if (!QDir().mkpath(QFileInfo(local).absolutePath()))
            return Error{QCoreApplication::translate("Snapshot", "cannot create directory for %1")
                             .arg(local)};
        QFile f(local);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return Error{QCoreApplication::translate("Snapshot", "cannot write %1: %2")
                             .arg(local, f.errorString())};
        ++m_files;
        return Ok{};
    }

    // Copies a file when the host has it; absent files are simply not saved
    // (readers treat them as unknown).
    Status copy(const QString &path) { return copyAs(path, path); }
    // The same, saved under another name (a class link's device folder).
    Status copyAs(const QString &path, const QString &savedAs)
    {
        auto b = m_host.tryRead(path);
        if (!b)
            return Ok{};
        return put(savedAs, *b);
    }

    Status mkdir(const QString &path)
    {
        if (!QDir().mkpath(m_dir + path))
            return Error{QCoreApplication::translate("Snapshot", "cannot create directory %1")
                             .arg(m_dir + path)};
        return Ok{};
    }

    // Recursive copy of a sysfs subtree of a saved machine (symlinks become
    // what they point to; sysfs trees from hwloc's tests have none that loop).
    Status copyTree(const QString &path, int depth = 0)
    {
        if (depth > 12)
            return Ok{};
        auto entries = m_host.listDir(path);
        if (!entries.ok())
            return copy(path);
        for (const QString &e : *entries) {
            const QString child = path + QLatin1Char('/') + e;
            if (m_host.listDir(child).ok()) {
                if (Status s = copyTree(child, depth + 1); !s.ok())
                    return s;
            } else if (Status s = copy(child); !s.ok()) {
                return s;
            }
        }
        return Ok{};
    }

    // Keeps a symlink as a symlink with the same text (class directories
    // point into the device tree; readers only read the link text).
    Status copyLink(const QString &path)
    {
        auto target = m_host.linkTarget(path);
        if (!target)
            return Ok{};
        const QString local = m_dir + path;
        if (!QDir().mkpath(QFileInfo(local).absolutePath()) || !QFile::link(*target, local))
            return Error{
                QCoreApplication::translate("Snapshot", "cannot create link %1").arg(local)};
        ++m_files;
        return Ok{};
    }

    int files() const { return m_files; }

private:
    const HostSource &m_host;
    QString m_dir;
    int m_files = 0;
};

// Each interface's threaded NAPI setting and its queues' RPS/XPS files,
// written at the device folder its class link names (the link itself is
// copied as a link), so `queues --root` reads them through the link as on
// the machine. A link that leads anywhere but into /sys/devices is left out.
Status copyNetQueues(const HostSource &host, Writer &w)
{
    auto names = host.listDir(QStringLiteral("/sys/class/net"));
    if (!names.ok())
        return Ok{};
    for (const QString &name : *names) {
        const QString cls = QStringLiteral("/sys/class/net/") + name;
        const auto target = host.linkTarget(cls);
        const QString dev =
            target ? QDir::cleanPath(QStringLiteral("/sys/class/net/") + *target) : cls;
        if (name == QLatin1String("lo") || name.contains(QLatin1Char('/')) ||
            (target && !dev.startsWith(QLatin1String("/sys/devices/"))))
            continue;
        auto queues = host.listDir(cls + QStringLiteral("/queues"));
        if (!queues.ok())
            continue;
        if (Status s =
                w.copyAs(cls + QStringLiteral("/threaded"), dev + QStringLiteral("/threaded"));
            !s.ok())
            return s;
        for (const QString &q : *queues) {
            if (!q.startsWith(QLatin1String("rx-")) && !q.startsWith(QLatin1String("tx-")))
                continue;
            for (const char *f : {"/rps_cpus", "/rps_flow_cnt", "/xps_cpus", "/xps_rxqs"}) {
                const QString rest = QStringLiteral("/queues/") + q + QLatin1String(f);
                if (Status s = w.copyAs(cls + rest, dev + rest); !s.ok())
                    return s;
            }
        }
    }
    return Ok{};
}

// The comm, stat and status of the kernel threads of interrupt work
// (irq/N, napi/, ksoftirqd/N) only, for `threads --root`.
Status copyKernelThreadFiles(const HostSource &host, Writer &w)
{
    auto pids = host.listDir(QStringLiteral("/proc"));
    if (!pids.ok())
        return Ok{};
    for (const QString &pid : *pids) {
        if (pid.isEmpty() || !pid.at(0).isDigit())
            continue;
        const QString dir = QStringLiteral("/proc/") + pid;
        const auto comm = host.tryRead(dir + QStringLiteral("/comm"));
        if (!comm)
            continue;
        const QByteArray name = comm->trimmed();
        if (!classifyThreadName(bytesView(name)))
            continue;
        for (const char *f : {"/comm", "/stat", "/status"})
            if (Status s = w.copy(dir + QLatin1String(f)); !s.ok())
                return s;
    }
    return Ok{};
}

#define TRY(expr)                                                                                  \
    do {                                                                                           \
        if (Status s_ = (expr); !s_.ok())                                                          \
            return s_.error();                                                                     \
    } while (0)

// The per-CPU and per-node files irqbalance reads (its packages, cache
// domains and nodes), so that it can be run over the snapshot. irqatlas
// itself reads the topology from topology.xml.
Status copyCpuTopology(const HostSource &host, Writer &w)
{
    const auto numbered = [](const QString &name, QLatin1String prefix) {
        bool ok = false;
        return name.startsWith(prefix) && QStringView(name).mid(prefix.size()).toInt(&ok) >= 0 &&
               ok;
    };
    const QString cpuDir = QStringLiteral("/sys/devices/system/cpu/");
    const auto names = [&host](const QString &dir) {
        auto listed = host.listDir(dir);
        return listed.ok() ? *listed : QStringList();
    };
    for (const QString &cpu : names(cpuDir)) {
        if (!numbered(cpu, QLatin1String("cpu")))
            continue;
        const QString p = cpuDir + cpu;
        TRY(w.copy(p + QStringLiteral("/online")));
        // cpuN/nodeM (a link into the node tree) is how irqbalance finds a
        // CPU's node: kept as an empty directory of that name.
        for (const QString &entry : names(p))
            if (numbered(entry, QLatin1String("node")))
                TRY(w.mkdir(p + QLatin1Char('/') + entry));
        for (const char *f : {"physical_package_id", "core_siblings", "thread_siblings", "core_id",
                              "die_id", "cluster_id"})
            TRY(w.copy(p + QStringLiteral("/topology/") + QLatin1String(f)));
        for (const QString &index : names(p + QStringLiteral("/cache"))) {
            if (!numbered(index, QLatin1String("index")))
                continue;
            for (const char *f : {"level", "type", "shared_cpu_map", "shared_cpu_list"})
                TRY(w.copy(p + QStringLiteral("/cache/") + index + QLatin1Char('/') +
                           QLatin1String(f)));
        }
    }
    const QString nodeDir = QStringLiteral("/sys/devices/system/node/");
    for (const char *f : {"online", "possible", "has_cpu", "has_normal_memory"})
        TRY(w.copy(nodeDir + QLatin1String(f)));
    for (const QString &node : names(nodeDir)) {
        if (!numbered(node, QLatin1String("node")))
            continue;
        for (const char *f : {"cpumap", "cpulist", "distance", "meminfo"})
            TRY(w.copy(nodeDir + node + QLatin1Char('/') + QLatin1String(f)));
    }
    return Ok{};
}

Result<int> writeTree(const HostSource &host, const QString &dir)
{
    Writer w(host, dir);
    // Required: without it there is nothing to reopen.
    auto interrupts = host.readFile(QStringLiteral("/proc/interrupts"));
    if (!interrupts.ok())
        return interrupts.error();
    TRY(w.put(QStringLiteral("/proc/interrupts"), *interrupts));
    for (const char *f :
         {"/proc/stat", "/proc/softirqs", "/proc/sys/kernel/hostname", "/proc/sys/kernel/osrelease",
          "/proc/version", "/proc/irq/default_smp_affinity", "/sys/devices/system/cpu/isolated",
          "/sys/devices/system/cpu/nohz_full", "/sys/devices/system/cpu/online",
          "/sys/devices/system/cpu/offline", "/sys/devices/system/cpu/possible",
          "/sys/devices/system/cpu/present"})
        TRY(w.copy(QLatin1String(f)));

    if (auto irqs = host.listDir(QStringLiteral("/proc/irq")); irqs.ok()) {
        for (const QString &n : *irqs) {
            bool ok = false;
            n.toInt(&ok);
            if (!ok)
                continue;
            const QString p = QStringLiteral("/proc/irq/") + n + QLatin1Char('/');
            for (const char *f : {"smp_affinity", "smp_affinity_list", "effective_affinity",
                                  "effective_affinity_list", "node", "affinity_hint"})
                TRY(w.copy(p + QLatin1String(f)));
        }
    }
    if (auto irqs = host.listDir(QStringLiteral("/sys/kernel/irq")); irqs.ok()) {
        for (const QString &n : *irqs) {
            const QString p = QStringLiteral("/sys/kernel/irq/") + n + QLatin1Char('/');
            for (const char *f :
                 {"actions", "chip_name", "hwirq", "name", "type", "per_cpu_count", "wakeup"})
                TRY(w.copy(p + QLatin1String(f)));
        }
    }
    if (auto devs = host.listDir(QStringLiteral("/sys/bus/pci/devices")); devs.ok()) {
        for (const QString &d : *devs) {
            const QString p = QStringLiteral("/sys/bus/pci/devices/") + d;
            // numa_node, irq and class for irqatlas; the ids and local_cpus
            // as well for irqbalance run over the snapshot (plan --algorithm
            // irqbalance --root).
            for (const char *f : {"/numa_node", "/irq", "/class", "/vendor", "/device",
                                  "/subsystem_vendor", "/subsystem_device", "/local_cpus"})
                TRY(w.copy(p + QLatin1String(f)));
            // The bound driver's link (its text only): names devices without a class.
            TRY(w.copyLink(p + QStringLiteral("/driver")));
            for (const char *sub : {"/msi_irqs", "/net", "/nvme", "/infiniband"}) {
                auto names = host.listDir(p + QLatin1String(sub));
                if (!names.ok())
                    continue;
                for (const QString &name : *names) {
                    if (QLatin1String(sub) == QLatin1String("/msi_irqs"))
                        TRY(w.copy(p + QLatin1String(sub) + QLatin1Char('/') + name));
                    else
                        TRY(w.mkdir(p + QLatin1String(sub) + QLatin1Char('/') + name));
                }
            }
        }
    }

    for (const char *cls :
         {"/sys/class/net", "/sys/class/block", "/sys/class/nvme", "/sys/class/infiniband"}) {
        auto names = host.listDir(QLatin1String(cls));
        if (!names.ok())
            continue;
        for (const QString &name : *names) {
            const QString p = QLatin1String(cls) + QLatin1Char('/') + name;
            TRY(w.copyLink(p));
            if (host.exists(p + QStringLiteral("/partition")))
                TRY(w.copy(p + QStringLiteral("/partition")));
        }
    }

    TRY(copyCpuTopology(host, w));
    TRY(copyNetQueues(host, w));
    TRY(copyKernelThreadFiles(host, w));

    // Topology: hwloc's own XML for this machine; a saved machine passes on
    // what it has.
    if (host.isLocalMachine()) {
        auto xml = localTopologyXml();
        if (!xml.ok())
            return xml.error();
        TRY(w.put(QStringLiteral("/topology.xml"), *xml));
    } else if (host.exists(QStringLiteral("/topology.xml"))) {
        TRY(w.copy(QStringLiteral("/topology.xml")));
    } else {
        TRY(w.copyTree(QStringLiteral("/sys/devices/system/cpu")));
        TRY(w.copyTree(QStringLiteral("/sys/devices/system/node")));
    }

    QJsonObject meta{
        {QStringLiteral("format"), QStringLiteral("irqatlas-snapshot")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("source"), host.displayName()},
        {QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {QStringLiteral("irqbalance_running"), irqbalanceRunning(host)}};
    TRY(w.put(QStringLiteral("/irqatlas-snapshot.json"),
              QJsonDocument(meta).toJson(QJsonDocument::Indented)));
    return w.files();
}

} // namespace

Result<int> writeSnapshot(const HostSource &host, const QString &target)
{
    const QFileInfo fi(target);
    const QString lower = target.toLower();
    const bool tarball =
        lower.endsWith(QLatin1String(".tar.gz")) || lower.endsWith(QLatin1String(".tgz"));
    if (!QFileInfo(fi.absolutePath()).isDir())
        return Error{
            QCoreApplication::translate("Snapshot", "the folder of %1 does not exist").arg(target)};
    // The snapshot is moved into place in the folder's descriptor without
    // replacing anything: a link at the name (dangling or not) counts as there.
    QString targetName;
    auto parent = OutputDir::openFolderOf(fi.absoluteFilePath(), targetName);
    if (!parent.ok())
        return parent.error();
    if (parent->holds(targetName))
        return Error{QCoreApplication::translate(
                         "Snapshot", "%1 already exists; choose a new name (nothing was written)")
                         .arg(target)};

    // Write next to the target, then move it into place: a failed snapshot
    // leaves nothing half-written behind.
    QTemporaryDir tmp(fi.absolutePath() + QStringLiteral("/.irqatlas-snapshot-XXXXXX"));
    if (!tmp.isValid())
        return Error{
            QCoreApplication::translate("Snapshot", "cannot create a temporary folder next to %1")
                .arg(target)};
    QString name = fi.fileName();
    if (tarball)
        name = name.left(name.size() - (lower.endsWith(QLatin1String(".tgz")) ? 4 : 7));
    const QString tree = tmp.path() + QLatin1Char('/') + name;
    auto n = writeTree(host, tree);
    if (!n.ok())
        return n;
    if (tarball) {
        QProcess tar;
        const QString part = tmp.path() + QStringLiteral("/out.tar.gz");
        tar.start(QStringLiteral("tar"),
                  {QStringLiteral("-czf"), part, QStringLiteral("-C"), tmp.path(), name});
        if (!tar.waitForFinished(300000) || tar.exitStatus() != QProcess::NormalExit ||
            tar.exitCode() != 0)
            return Error{QCoreApplication::translate("Snapshot", "tar failed writing %1: %2")
                             .arg(target, QString::fromLocal8Bit(tar.readAllStandardError()))};
    }
    const QString from = QFileInfo(tmp.path()).fileName() + QLatin1Char('/') +
                         (tarball ? QStringLiteral("out.tar.gz") : name);
    if (!parent->moveNew(from, targetName).ok())
        return Error{
            QCoreApplication::translate("Snapshot", "cannot move the snapshot into place at %1")
                .arg(target)};
    return n;
}

} // namespace irqatlas
