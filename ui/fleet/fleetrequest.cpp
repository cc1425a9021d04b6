#include "ui/fleet/fleetrequest.h"

#include "fleet/ansibleinventory.h"
#include "fleet/promfleet.h"
#include "machine/promsource.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>

namespace irqatlas {
namespace {

Result<FleetReport> readFromPrometheus(const FleetRequest &r)
{
    auto server = promServerFrom({.url = r.url,
                                  .user = r.user,
                                  .passwordFile = r.passwordFile,
                                  .passwordEnv = r.passwordEnv,
                                  .timeoutMs = r.timeoutSeconds * 1000});
    if (!server)
        return server.error();
    return readPromFleet(*server, r.windowSeconds);
}

Result<std::vector<FleetHost>> requestedHosts(const FleetRequest &r)
{
    Result<std::vector<FleetHost>> hosts = std::vector<FleetHost>();
    if (r.kind == FleetRequest::Kind::Inventory) {
        InventoryOptions o;
        o.file = r.file;
        o.limit = r.limit;
        hosts = readInventory(o);
    } else {
        hosts = readHostsFile(r.file);
    }
    if (!hosts)
        return hosts;
    if (Status s = checkFleetHosts(*hosts, r.file); !s)
        return s.error();
    return hosts;
}

// A reading without what planning never looks at (the CPU and softirq
// counters, the ssh session, warnings): the window keeps the last read's.
FleetReading trimmedReading(const FleetReading &r)
{
    FleetReading t;
    t.host = r.host;
    t.status = r.status;
    t.error = r.error;
    if (!r.machine)
        return t;
    const MachineData &m = *r.machine;
    MachineData kept;
    kept.source = m.source;
    kept.hostname = m.hostname;
    kept.kernel = m.kernel;
    kept.time = m.time;
    kept.topology = m.topology;
    kept.hasTopology = m.hasTopology;
    kept.irqs = m.irqs;
    kept.hasIrqs = m.hasIrqs;
    kept.isolated = m.isolated;
    kept.nohzFull = m.nohzFull;
    // The planners steer the network queues and the plan is checked against
    // every host's (fleet plan).
    kept.netQueues = m.netQueues;
    kept.title = m.title;
    t.machine = std::move(kept);
    return t;
}

} // namespace

QString FleetRequest::displayName() const
{
    return kind == Kind::Prometheus ? url : QFileInfo(file).fileName();
}

void FleetRequest::save(const QString &group) const
{
    QSettings s;
    s.beginGroup(group);
    s.setValue(QStringLiteral("kind"), int(kind));
    s.setValue(QStringLiteral("file"), file);
    s.setValue(QStringLiteral("limit"), limit);
    s.setValue(QStringLiteral("sshConfig"), sshConfig);
    s.setValue(QStringLiteral("jobs"), jobs);
    s.setValue(QStringLiteral("timeout"), timeoutSeconds);
    s.setValue(QStringLiteral("url"), url);
    s.setValue(QStringLiteral("user"), user);
    s.setValue(QStringLiteral("passwordFile"), passwordFile);
    s.setValue(QStringLiteral("passwordEnv"), passwordEnv);
    s.setValue(QStringLiteral("window"), windowSeconds);
}

FleetRequest FleetRequest::load(const QString &group)
{
    QSettings s;
    s.beginGroup(group);
    FleetRequest r;
    const int kind = s.value(QStringLiteral("kind"), int(r.kind)).toInt();
    if (kind >= int(Kind::Inventory) && kind <= int(Kind::Prometheus))
        r.kind = Kind(kind);
    r.file = s.value(QStringLiteral("file")).toString();
    r.limit = s.value(QStringLiteral("limit")).toString();
    r.sshConfig = s.value(QStringLiteral("sshConfig")).toString();
    r.jobs = std::clamp(s.value(QStringLiteral("jobs"), r.jobs).toInt(), 1, 256);
    r.timeoutSeconds = std::clamp(s.value(QStringLiteral("timeout"), 30).toInt(), 1, 3600);
    r.url = s.value(QStringLiteral("url")).toString();
    r.user = s.value(QStringLiteral("user")).toString();
    r.passwordFile = s.value(QStringLiteral("passwordFile")).toString();
    r.passwordEnv = s.value(QStringLiteral("passwordEnv"), r.passwordEnv).toString();
    r.windowSeconds = std::clamp(s.value(QStringLiteral("window"), 60).toInt(), 1, 86400);
    return r;
}

Result<FleetReport> readFleetRequest(const FleetRequest &request,
                                     const std::function<void(int, int)> &progress,
                                     std::vector<FleetReading> *readings)
{
    if (request.kind == FleetRequest::Kind::Prometheus)
        return readFromPrometheus(request);
    if (!request.sshConfig.isEmpty() && !QFileInfo(request.sshConfig).isFile())
        return Error{
            QCoreApplication::translate("irqatlas::FleetRequest", "ssh config %1: no such file")
                .arg(request.sshConfig)};
    auto hosts = requestedHosts(request);
    if (!hosts)
        return hosts.error();
    if (progress)
        progress(0, int(hosts->size()));
    FleetReadOptions o;
    o.sshConfig = request.sshConfig;
    o.jobs = request.jobs;
    o.timeoutMs = request.timeoutSeconds * 1000;
    const std::vector<FleetReading> read = readFleet(*hosts, o, progress);
    if (readings) {
        readings->clear();
        readings->reserve(read.size());
        for (const FleetReading &r : read)
            readings->push_back(trimmedReading(r));
    }
    return makeFleetReport(read);
}

} // namespace irqatlas
