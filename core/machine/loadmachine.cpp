#include "machine/loadmachine.h"

#include "live/backoffsource.h"
#include "machine/promsource.h"
#include "machine/sshdefaults.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "procfs/interrupts.h"
#include "procfs/irqdevice.h"
#include "procfs/sourcecheck.h"
#include "prometheus/promhost.h"
#include "prometheus/promsamplesource.h"
#include "remote/sshhostsource.h"
#include "snapshot/savedhost.h"
#include "topology/hosttopology.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"

#include <QCoreApplication>
#include <QFile>

namespace irqatlas {
namespace {

// A file the user named, read up to its cap (model/inputlimits.h): past it
// is an error naming the file, never a truncated read.
Result<QByteArray> readAll(const QString &path, std::size_t cap)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("MachineLoader", "Cannot read %1: %2")
                         .arg(path, f.errorString())};
    return readCapped(f, cap, path);
}

Result<IrqTable> readInterruptsFile(const QString &path)
{
    auto bytes = readAll(path, limits::kMaxInterruptsBytes);
    if (!bytes)
        return bytes.error();
    auto table = parseInterrupts(bytesView(*bytes), path);
    if (!table)
        return table;
    // Without /proc/irq and /sys the chip and action names are all there is
    // to tell the owner by: the same rule a snapshot falls back to.
    for (Irq &irq : table->irqs)
        if (irq.device.empty() && !irq.symbolic())
            irq.device = deviceFromChipOrName(irq.chip, irq.name);
    return table;
}

Result<Topology> readTopologyFile(bool xml, const QString &path)
{
    if (xml)
        return loadTopologyXml(path);
    auto bytes = readAll(path, limits::kMaxTopologyJsonBytes);
    if (!bytes)
        return bytes.error();
    return topologyFromJson(bytes.value(), path);
}

bool hasTopologyOverride(const MachineSource &source)
{
    return !source.topologyXml.isEmpty() || !source.topologyJson.isEmpty();
}

Result<Topology> readTopologyOverride(const MachineSource &source)
{
    return source.topologyXml.isEmpty() ? readTopologyFile(false, source.topologyJson)
                                        : readTopologyFile(true, source.topologyXml);
}

Result<MachineData> fromHost(const HostSource &host, const MachineSource &source,
                             const MachineOptions &options)
{
    SnapshotOptions read = options.read;
    if (hasTopologyOverride(source))
        read.topology = false;
    auto snap = readSnapshot(host, read);
    if (!snap)
        return snap.error();
    MachineData m;
    static_cast<Snapshot &>(m) = std::move(snap).value();
    return m;
}

Result<MachineData> loadLocal(const MachineSource &source, const MachineOptions &options)
{
    auto m = fromHost(*openLocalHost(), source, options);
    if (m && m->topology.source.isEmpty())
        m->topology.source = QCoreApplication::translate("MachineLoader", "this machine");
    return m;
}

Result<MachineData> loadSaved(const MachineSource &source, const MachineOptions &options)
{
    auto host = openRootDir(source.path);
    if (!host)
        return host.error();
    auto m = fromHost(**host, source, options);
    if (m && !m->hasTopology && !m->hasIrqs && !hasTopologyOverride(source))
        return Error{QCoreApplication::translate("MachineLoader",
                                                 "%1 holds neither a topology nor /proc/interrupts")
                         .arg(source.path)};
    return m;
}

// The remote host's own topology: its lstopo's XML when it has one, else the
// sysfs subset read back through hwloc. Named after the host, not the copy.
Result<MachineData> loadRemote(const MachineSource &source, const MachineOptions &options)
{
    auto session = sshSessionFor(source);
    if (!session)
        return session.error();
    CollectOptions collect;
    collect.topology = options.read.topology && !hasTopologyOverride(source);
    collect.irqs = options.read.irqDetails;
    auto host = options.remoteTimeoutMs > 0
                    ? SshHostSource::open(*session, collect, options.remoteTimeoutMs)
                    : SshHostSource::open(*session, collect);
    if (!host)
        return host.error();
    auto m = fromHost(**host, source, options);
    if (!m)
        return m;
    if (!m->hasTopology && !m->hasIrqs)
        return Error{m->warnings.join(QLatin1Char('\n'))};
    m->topology.source = m->source;
    if (options.keepHost)
        m->host = std::shared_ptr<const HostSource>(std::move(host).value());
    m->session = std::move(session).value();
    return m;
}

// One instance of a Prometheus server, read through PromHostSource: its
// IRQ table and /proc/stat from the series, no topology (a window draws one
// box per CPU of the table) and no placement, which the warnings say.
Result<MachineData> loadPrometheus(const MachineSource &source, const MachineOptions &options)
{
    auto server = promServerFor(source);
    if (!server)
        return server.error();
    const PromHostSource host(std::move(server).value(), source.promInstance);
    MachineOptions promOptions = options;
    promOptions.read.topology = false;
    auto m = fromHost(host, source, promOptions);
    if (!m)
        return m;
    if (!m->hasIrqs)
        return Error{m->warnings.isEmpty() ? QCoreApplication::translate(
                                                 "MachineLoader", "%1 has no interrupt counters")
                                                 .arg(source.promInstance)
                                           : m->warnings.join(QLatin1Char('\n'))};
    m->warnings << promNoPlacementNote();
    return m;
}

Result<MachineData> loadFile(const MachineSource &source)
{
    MachineData m;
    if (source.kind == MachineSource::InterruptsFile) {
        auto table = readInterruptsFile(source.path);
        if (!table)
            return table.error();
        m.irqs = std::move(table).value();
        m.hasIrqs = true;
        return m;
    }
    auto topo = readTopologyFile(source.kind == MachineSource::HwlocXml, source.path);
    if (!topo)
        return topo.error();
    m.topology = std::move(topo).value();
    m.hasTopology = true;
    return m;
}

Result<MachineData> loadByKind(const MachineSource &source, const MachineOptions &options)
{
    switch (source.kind) {
    case MachineSource::LocalMachine:
        return loadLocal(source, options);
    case MachineSource::RootDir:
        return loadSaved(source, options);
    case MachineSource::Ssh:
        return loadRemote(source, options);
    case MachineSource::Prometheus:
        return loadPrometheus(source, options);
    case MachineSource::HwlocXml:
    case MachineSource::TopologyJson:
    case MachineSource::InterruptsFile:
        break;
    }
    return loadFile(source);
}

// A topology file or a /proc/interrupts file of the same machine in place of
// the source's own.
Status applyOverrides(MachineData &m, const MachineSource &source)
{
    if (hasTopologyOverride(source)) {
        auto topo = readTopologyOverride(source);
        if (!topo)
            return topo.error();
        m.topology = std::move(topo).value();
        m.hasTopology = true;
        m.topologyError.clear();
    }
    if (!source.interrupts.isEmpty() && source.kind != MachineSource::InterruptsFile) {
        auto table = readInterruptsFile(source.interrupts);
        if (!table)
            return table.error();
        m.irqs = std::move(table).value();
        m.hasIrqs = true;
    }
    return Ok{};
}

// The check of the source's tables against its topology (compareSources),
// with the name the topology itself gives the host. A remote host is then
// called what its kernel calls itself, for the title, exports and plans.
void checkSources(MachineData &m, const MachineSource &source)
{
    if (!m.hasTopology)
        return;
    m.differences =
        compareSources(m.topology, {m.hasIrqs ? &m.irqs : nullptr, m.stat ? &*m.stat : nullptr,
                                    m.softirqs ? &*m.softirqs : nullptr, m.hostname});
    if (source.kind == MachineSource::Ssh && !m.hostname.isEmpty())
        m.topology.hostname = m.hostname;
}

} // namespace

Result<MachineData> loadMachine(const MachineSource &source, const MachineOptions &options)
{
    auto loaded = loadByKind(source, options);
    if (!loaded)
        return loaded;
    MachineData m = std::move(loaded).value();
    m.title = source.displayName();
    if (Status s = applyOverrides(m, source); !s)
        return s.error();
    if (m.topology.source.isEmpty() && m.hasTopology)
        m.topology.source = source.path;
    checkSources(m, source);
    if (!options.drawable)
        return m;
    // A Prometheus source's boxes are named after the instance, not the server.
    if (!m.hasTopology)
        m.topology = cpuOnlyTopology(m.irqs.cpus, source.kind == MachineSource::Prometheus
                                                      ? source.promInstance
                                                      : source.path);
    if (m.topology.pus.empty())
        return Error{QCoreApplication::translate("MachineLoader", "%1 describes no CPU")
                         .arg(source.kind == MachineSource::LocalMachine
                                  ? QCoreApplication::translate("MachineLoader", "this machine")
                                  : source.path)};
    return m;
}

Result<std::unique_ptr<HostSource>> openMachineHost(const MachineSource &source,
                                                    const CollectOptions &collect)
{
    switch (source.kind) {
    case MachineSource::LocalMachine:
        return openLocalHost();
    case MachineSource::RootDir:
        return openRootDir(source.path);
    case MachineSource::Ssh: {
        auto session = sshSessionFor(source);
        if (!session)
            return session.error();
        auto host = SshHostSource::open(std::move(session).value(), collect);
        if (!host)
            return host.error();
        return std::unique_ptr<HostSource>(std::move(host).value());
    }
    case MachineSource::Prometheus: {
        auto server = promServerFor(source);
        if (!server)
            return server.error();
        return std::unique_ptr<HostSource>(
            std::make_unique<PromHostSource>(std::move(server).value(), source.promInstance));
    }
    case MachineSource::HwlocXml:
    case MachineSource::TopologyJson:
    case MachineSource::InterruptsFile:
        break;
    }
    return Error{QCoreApplication::translate("MachineLoader", "%1 is a file, not a host to read")
                     .arg(source.path)};
}

Result<Topology> loadMachineTopology(const MachineSource &source)
{
    if (hasTopologyOverride(source))
        return readTopologyOverride(source);
    switch (source.kind) {
    case MachineSource::LocalMachine:
        return loadLocalTopology();
    case MachineSource::RootDir: {
        auto host = openRootDir(source.path);
        if (!host)
            return host.error();
        return loadTopologyForRoot((*host)->localRoot());
    }
    case MachineSource::Ssh: {
        CollectOptions topologyOnly;
        topologyOnly.irqs = false;
        auto host = openMachineHost(source, topologyOnly);
        if (!host)
            return host.error();
        return loadHostTopology(**host);
    }
    case MachineSource::HwlocXml:
    case MachineSource::TopologyJson:
        return readTopologyFile(source.kind == MachineSource::HwlocXml, source.path);
    case MachineSource::InterruptsFile:
    case MachineSource::Prometheus:
        break;
    }
    return Error{
        QCoreApplication::translate("MachineLoader", "%1 holds no topology").arg(source.path)};
}

std::unique_ptr<SampleSource> liveSourceFor(const MachineData &machine, const MachineSource &source)
{
    if (source.kind == MachineSource::LocalMachine)
        return std::make_unique<HostSampleSource>(
            std::shared_ptr<const HostSource>(openLocalHost()));
    if (source.kind == MachineSource::Ssh && machine.session)
        return std::make_unique<BackoffSampleSource>(
            std::make_unique<SshSampleSource>(machine.session));
    // Each sample one scrape; the password is read again, as at the load.
    if (source.kind == MachineSource::Prometheus)
        if (auto server = promServerFor(source))
            return std::make_unique<PromSampleSource>(std::move(server).value(),
                                                      source.promInstance);
    return nullptr;
}

} // namespace irqatlas
