#include "sources.h"

#include "topologyjson.h"
#include "topologyloader.h"

#include <QCoreApplication>
#include <QFile>

namespace irqatlas::cli {
namespace {

QString tr(const char *s) { return QCoreApplication::translate("irqatlas-cli", s); }

bool hasTopologyFlag(const QCommandLineParser &p)
{
    return p.isSet(QStringLiteral("topology")) || p.isSet(QStringLiteral("xml"));
}

Result<Topology> loadTopologyFlag(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("topology")) && p.isSet(QStringLiteral("xml")))
        return Error{tr("--topology and --xml both name a topology; give one")};
    if (p.isSet(QStringLiteral("topology"))) {
        const QString path = p.value(QStringLiteral("topology"));
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return Error{tr("cannot open topology file %1: %2").arg(path, f.errorString())};
        return topologyFromJson(f.readAll(), path);
    }
    return loadTopologyXml(p.value(QStringLiteral("xml")));
}

} // namespace

Result<std::unique_ptr<HostSource>> openHost(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("host"))) {
        if (p.isSet(QStringLiteral("root")))
            return Error{tr("--host and --root both name a machine; give one")};
        return Error{tr("--host %1: remote hosts over SSH are not available in this build yet")
                         .arg(p.value(QStringLiteral("host")))};
    }
    if (p.isSet(QStringLiteral("ssh-config")))
        return Error{tr("--ssh-config needs --host")};
    if (p.isSet(QStringLiteral("root")))
        return openRootDir(p.value(QStringLiteral("root")));
    return openLocalHost();
}

Result<Topology> loadTopology(const QCommandLineParser &p)
{
    if (hasTopologyFlag(p))
        return loadTopologyFlag(p);
    auto host = openHost(p);
    if (!host.ok())
        return host.error();
    if ((*host)->isLocalMachine())
        return loadLocalTopology();
    return loadTopologyForRoot((*host)->localRoot());
}

Result<Snapshot> loadSnapshot(const QCommandLineParser &p, SnapshotOptions options)
{
    auto host = openHost(p);
    if (!host.ok())
        return host.error();
    const bool flag = hasTopologyFlag(p);
    if (flag)
        options.topology = false;
    auto snap = readSnapshot(**host, options);
    if (!snap.ok() || !flag)
        return snap;
    auto topo = loadTopologyFlag(p);
    if (!topo.ok())
        return topo.error();
    snap->topology = std::move(topo).value();
    snap->hasTopology = true;
    snap->topologyError.clear();
    return snap;
}

} // namespace irqatlas::cli
