#include "sources.h"

#include "command.h"
#include "machine/loadmachine.h"
#include "machine/sshdefaults.h"
#include "procfs/sourcecheck.h"
#include "remote/sshhostsource.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace irqatlas::cli {
namespace {

bool hasTopologyFlag(const QCommandLineParser &p)
{
    return p.isSet(QStringLiteral("topology")) || p.isSet(QStringLiteral("xml"));
}

Error twoMachines()
{
    return Error{QCoreApplication::translate("irqatlas-cli",
                                             "--host and --root both name a machine; give one")};
}

// --host, --root or this machine, with a topology file from --topology or
// --xml in place of its own. The CLI runs unattended, so ssh runs in batch
// mode: it never prompts, and an unknown or changed host key is an error for
// the user to resolve with ssh itself.
Result<MachineSource> sourceFromFlags(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("topology")) && p.isSet(QStringLiteral("xml")))
        return Error{QCoreApplication::translate(
            "irqatlas-cli", "--topology and --xml both name a topology; give one")};
    MachineSource source;
    if (p.isSet(QStringLiteral("host"))) {
        if (p.isSet(QStringLiteral("root")))
            return twoMachines();
        const QString config = p.value(QStringLiteral("ssh-config"));
        if (p.isSet(QStringLiteral("ssh-config")) && !QFileInfo(config).isFile())
            return Error{
                QCoreApplication::translate("irqatlas-cli", "--ssh-config %1: no such file")
                    .arg(config)};
        source = MachineSource::ssh(p.value(QStringLiteral("host")), config);
    } else if (p.isSet(QStringLiteral("ssh-config"))) {
        return Error{QCoreApplication::translate("irqatlas-cli", "--ssh-config needs --host")};
    } else if (p.isSet(QStringLiteral("root"))) {
        source = MachineSource(MachineSource::RootDir, p.value(QStringLiteral("root")));
    }
    source.topologyJson = p.value(QStringLiteral("topology"));
    source.topologyXml = p.value(QStringLiteral("xml"));
    return source;
}

// A topology of one machine with the tables of another loses what the
// topology has no CPU for: say so on stderr (stdout stays the documented
// output), one line per difference.
void warnDifferences(const MachineData &machine)
{
    for (const QString &line : describeDifferences(machine.differences))
        err(QCoreApplication::translate("irqatlas-cli",
                                        "irqatlas-cli: warning: sources disagree: %1")
                .arg(line));
}

} // namespace

Result<std::shared_ptr<SshSession>> openSshSession(const QCommandLineParser &p)
{
    auto source = sourceFromFlags(p);
    if (!source.ok())
        return source.error();
    return sshSessionFor(*source);
}

Result<std::unique_ptr<HostSource>> openHost(const QCommandLineParser &p)
{
    auto source = sourceFromFlags(p);
    if (!source.ok())
        return source.error();
    return openMachineHost(*source);
}

Result<Topology> loadTopology(const QCommandLineParser &p)
{
    auto source = sourceFromFlags(p);
    if (!source.ok())
        return source.error();
    return loadMachineTopology(*source);
}

Result<std::unique_ptr<HostSource>> openSnapshotHost(const QCommandLineParser &p,
                                                     const SnapshotOptions &options)
{
    auto source = sourceFromFlags(p);
    if (!source.ok())
        return source.error();
    // Collect only what this snapshot will read.
    CollectOptions collect;
    collect.topology = options.topology && !hasTopologyFlag(p);
    collect.irqs = options.irqDetails;
    return openMachineHost(*source, collect);
}

Result<std::shared_ptr<const HostSource>> openMachineFiles(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("host")) || hasTopologyFlag(p))
        return std::shared_ptr<const HostSource>();
    auto host = openHost(p);
    if (!host.ok())
        return host.error();
    return std::shared_ptr<const HostSource>(std::move(host).value());
}

Result<std::optional<Topology>> topologyFromFlags(const QCommandLineParser &p)
{
    if (!hasTopologyFlag(p))
        return std::optional<Topology>();
    auto topo = loadTopology(p);
    if (!topo.ok())
        return topo.error();
    return std::optional<Topology>(std::move(topo).value());
}

Result<MachineData> loadSnapshot(const QCommandLineParser &p, const SnapshotOptions &options)
{
    auto source = sourceFromFlags(p);
    if (!source.ok())
        return source.error();
    auto machine = loadMachine(*source, MachineOptions::strict(options));
    if (machine.ok())
        warnDifferences(*machine);
    return machine;
}

Result<MachineData> loadPlanningMachine(const QCommandLineParser &p)
{
    SnapshotOptions opt;
    opt.stat = false;
    opt.requireTopology = true;
    auto snap = loadSnapshot(p, opt);
    if (snap.ok() && !snap->hasTopology)
        return Error{QCoreApplication::translate("irqatlas-cli", "no topology: %1")
                         .arg(snap->topologyError)};
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
    auto session = openSshSession(p);
    if (!session.ok())
        return session.error();
    // Fail early on a wrong host, key or login rather than at the first tick.
    if (Status s = (*session)->connect(); !s.ok())
        return s.error();
    return std::unique_ptr<SampleSource>(
        std::make_unique<SshSampleSource>(std::move(session).value()));
}

} // namespace irqatlas::cli
