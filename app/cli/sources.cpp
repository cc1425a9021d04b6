#include "sources.h"

#include "command.h"
#include "host/sshhostsource.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "procfs/sourcecheck.h"
#include "topology/hosttopology.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace irqatlas::cli {
namespace {

bool hasTopologyFlag(const QCommandLineParser &p)
{
    return p.isSet(QStringLiteral("topology")) || p.isSet(QStringLiteral("xml"));
}

Result<Topology> loadTopologyFlag(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("topology")) && p.isSet(QStringLiteral("xml")))
        return Error{QCoreApplication::translate(
            "irqatlas-cli", "--topology and --xml both name a topology; give one")};
    if (p.isSet(QStringLiteral("topology"))) {
        const QString path = p.value(QStringLiteral("topology"));
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return Error{
                QCoreApplication::translate("irqatlas-cli", "cannot open topology file %1: %2")
                    .arg(path, f.errorString())};
        auto json = readCapped(f, limits::kMaxTopologyJsonBytes, path);
        if (!json.ok())
            return json.error();
        return topologyFromJson(*json, path);
    }
    return loadTopologyXml(p.value(QStringLiteral("xml")));
}

Result<SshOptions> sshOptions(const QCommandLineParser &p)
{
    SshOptions ssh;
    if (p.isSet(QStringLiteral("ssh-config"))) {
        ssh.configFile = p.value(QStringLiteral("ssh-config"));
        if (!QFileInfo(ssh.configFile).isFile())
            return Error{
                QCoreApplication::translate("irqatlas-cli", "--ssh-config %1: no such file")
                    .arg(ssh.configFile)};
    }
    return ssh;
}

// --host: one SSH round trip collects what the command needs. The CLI runs
// unattended, so ssh runs in batch mode: it never prompts, and an unknown or
// changed host key is an error for the user to resolve with ssh itself.
Result<std::unique_ptr<SshHostSource>> openSsh(const QCommandLineParser &p,
                                               const CollectOptions &collect)
{
    if (p.isSet(QStringLiteral("root")))
        return Error{QCoreApplication::translate(
            "irqatlas-cli", "--host and --root both name a machine; give one")};
    auto ssh = sshOptions(p);
    if (!ssh.ok())
        return ssh.error();
    return openSshHost(p.value(QStringLiteral("host")), *ssh, collect);
}

// The remote topology, named after the host rather than the local copy.
Result<Topology> remoteTopology(const SshHostSource &host)
{
    return loadHostTopology(host);
}

} // namespace

Result<std::shared_ptr<SshSession>> openSshSession(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("root")))
        return Error{QCoreApplication::translate(
            "irqatlas-cli", "--host and --root both name a machine; give one")};
    auto ssh = sshOptions(p);
    if (!ssh.ok())
        return ssh.error();
    auto t = SshTarget::parse(p.value(QStringLiteral("host")));
    if (!t.ok())
        return t.error();
    return std::make_shared<SshSession>(std::move(t).value(), *ssh);
}

Result<std::unique_ptr<HostSource>> openHost(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("host"))) {
        auto host = openSsh(p, CollectOptions{});
        if (!host.ok())
            return host.error();
        return std::unique_ptr<HostSource>(std::move(host).value());
    }
    if (p.isSet(QStringLiteral("ssh-config")))
        return Error{QCoreApplication::translate("irqatlas-cli", "--ssh-config needs --host")};
    if (p.isSet(QStringLiteral("root")))
        return openRootDir(p.value(QStringLiteral("root")));
    return openLocalHost();
}

Result<Topology> loadTopology(const QCommandLineParser &p)
{
    if (hasTopologyFlag(p))
        return loadTopologyFlag(p);
    if (p.isSet(QStringLiteral("host"))) {
        CollectOptions topologyOnly;
        topologyOnly.irqs = false;
        auto host = openSsh(p, topologyOnly);
        if (!host.ok())
            return host.error();
        return remoteTopology(**host);
    }
    auto host = openHost(p);
    if (!host.ok())
        return host.error();
    if ((*host)->isLocalMachine())
        return loadLocalTopology();
    return loadTopologyForRoot((*host)->localRoot());
}

Result<std::unique_ptr<HostSource>> openSnapshotHost(const QCommandLineParser &p,
                                                     const SnapshotOptions &options)
{
    if (!p.isSet(QStringLiteral("host")))
        return openHost(p);
    // Collect only what this snapshot will read.
    CollectOptions collect;
    collect.topology = options.topology && !hasTopologyFlag(p);
    collect.irqs = options.irqDetails;
    auto h = openSsh(p, collect);
    if (!h.ok())
        return h.error();
    return std::unique_ptr<HostSource>(std::move(h).value());
}

Result<std::optional<Topology>> topologyFromFlags(const QCommandLineParser &p)
{
    if (!hasTopologyFlag(p))
        return std::optional<Topology>();
    auto topo = loadTopologyFlag(p);
    if (!topo.ok())
        return topo.error();
    return std::optional<Topology>(std::move(topo).value());
}

namespace {

// A topology of one machine with the tables of another loses what the
// topology has no CPU for: say so on stderr (stdout stays the documented
// output), one line per difference.
void warnDifferences(const Snapshot &snap)
{
    if (!snap.hasTopology)
        return;
    const auto diffs =
        compareSources(snap.topology, {&snap.irqs, snap.stat ? &*snap.stat : nullptr,
                                       snap.softirqs ? &*snap.softirqs : nullptr, snap.hostname});
    for (const QString &line : describeDifferences(diffs))
        err(QCoreApplication::translate("irqatlas-cli",
                                        "irqatlas-cli: warning: sources disagree: %1")
                .arg(line));
}

} // namespace

Result<Snapshot> loadSnapshot(const QCommandLineParser &p, SnapshotOptions options)
{
    const bool flag = hasTopologyFlag(p);
    if (flag)
        options.topology = false;
    auto host = openSnapshotHost(p, options);
    if (!host.ok())
        return host.error();
    auto snap = readSnapshot(**host, options);
    if (snap.ok() && p.isSet(QStringLiteral("host")) && snap->hasTopology)
        snap->topology.source = snap->source; // not the local copy's folder
    if (!snap.ok())
        return snap;
    if (flag) {
        auto topo = loadTopologyFlag(p);
        if (!topo.ok())
            return topo.error();
        snap->topology = std::move(topo).value();
        snap->hasTopology = true;
        snap->topologyError.clear();
    }
    warnDifferences(*snap);
    return snap;
}

Result<std::unique_ptr<SampleSource>> openLiveSource(const QCommandLineParser &p)
{
    if (!p.isSet(QStringLiteral("host"))) {
        auto host = openHost(p);
        if (!host.ok())
            return host.error();
        std::shared_ptr<const HostSource> shared(std::move(host).value());
        return std::unique_ptr<SampleSource>(std::make_unique<HostSampleSource>(std::move(shared)));
    }
    if (p.isSet(QStringLiteral("root")))
        return Error{QCoreApplication::translate(
            "irqatlas-cli", "--host and --root both name a machine; give one")};
    auto target = SshTarget::parse(p.value(QStringLiteral("host")));
    if (!target.ok())
        return target.error();
    auto ssh = sshOptions(p);
    if (!ssh.ok())
        return ssh.error();
    auto session = std::make_shared<SshSession>(std::move(target).value(), *ssh);
    // Fail early on a wrong host, key or login rather than at the first tick.
    if (Status s = session->connect(); !s.ok())
        return s.error();
    return std::unique_ptr<SampleSource>(std::make_unique<SshSampleSource>(std::move(session)));
}

} // namespace irqatlas::cli
