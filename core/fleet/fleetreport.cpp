#include "fleet/fleetreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace irqatlas {
namespace {

FleetRow rowOf(const FleetReading &r)
{
    FleetRow row;
    row.name = r.host.name;
    row.target = r.host.target;
    row.status = r.status;
    row.error = r.error;
    if (!r.machine)
        return row;
    const MachineData &m = *r.machine;
    row.hostname = m.hostname;
    row.kernel = m.kernel;
    row.cpus = m.topology.allCpus().count();
    row.onlineCpus = m.topology.onlineCpus().count();
    row.nodes = int(m.topology.nodes.size());
    row.packages = int(m.topology.packages.size());
    row.irqbalance = m.irqbalanceRunning;
    int irqs = 0;
    for (const Irq &q : m.irqs.irqs)
        if (!q.symbolic())
            ++irqs;
    row.irqs = irqs;
    row.cpuIrqPct = cpuIrqPercents(m);
    row.busiestCpuIrqPct = busiestCpuIrqPercent(m);
    row.findings = fleetFindings(m);
    return row;
}

QJsonValue textOrNull(const QString &s, bool known)
{
    return known ? QJsonValue(s) : QJsonValue(QJsonValue::Null);
}

QJsonObject hostJson(const FleetRow &h)
{
    const bool ok = h.status == FleetReading::Status::Ok;
    const auto number = [ok](const std::optional<int> &n) {
        return ok && n ? QJsonValue(*n) : QJsonValue(QJsonValue::Null);
    };
    QJsonArray findings;
    for (const FleetFinding &f : h.findings)
        findings.append(
            QJsonObject{{QStringLiteral("code"), f.code}, {QStringLiteral("message"), f.message}});
    QJsonObject o{
        {QStringLiteral("name"), h.name},
        {QStringLiteral("target"), h.target},
        {QStringLiteral("status"), statusName(h.status)},
        {QStringLiteral("error"), textOrNull(h.error, !ok)},
        {QStringLiteral("hostname"), textOrNull(h.hostname, ok && !h.hostname.isEmpty())},
        {QStringLiteral("kernel"), textOrNull(h.kernel, ok && !h.kernel.isEmpty())},
        {QStringLiteral("cpus"), number(h.cpus)},
        {QStringLiteral("online_cpus"), number(h.onlineCpus)},
        {QStringLiteral("nodes"), number(h.nodes)},
        {QStringLiteral("packages"), number(h.packages)},
        {QStringLiteral("class"), textOrNull(h.classId, ok && !h.classId.isEmpty())},
        {QStringLiteral("irqbalance"),
         ok && h.irqbalance ? QJsonValue(*h.irqbalance) : QJsonValue()},
        {QStringLiteral("irqs"), number(h.irqs)},
        {QStringLiteral("busiest_cpu_irq_pct"),
         h.busiestCpuIrqPct ? QJsonValue(*h.busiestCpuIrqPct) : QJsonValue()},
        {QStringLiteral("findings"), h.findingsKnown ? QJsonValue(findings) : QJsonValue()},
    };
    return o;
}

QJsonObject classJson(const MachineClass &c, const FleetReport &r)
{
    QJsonArray hosts;
    for (std::size_t i : c.members)
        hosts.append(r.hosts[i].name);
    QJsonArray diffs;
    for (const ClassDifference &d : c.differences)
        diffs.append(QJsonObject{{QStringLiteral("host"), d.host},
                                 {QStringLiteral("what"), d.what},
                                 {QStringLiteral("value"), d.value},
                                 {QStringLiteral("majority"), d.majority}});
    return QJsonObject{{QStringLiteral("id"), c.id},
                       {QStringLiteral("hosts"), hosts},
                       {QStringLiteral("description"), c.description},
                       {QStringLiteral("differences"), diffs}};
}

} // namespace

bool FleetReport::allRead() const
{
    for (const FleetRow &h : hosts)
        if (h.status != FleetReading::Status::Ok)
            return false;
    return true;
}

FleetReport makeFleetReport(const std::vector<FleetReading> &readings)
{
    FleetReport report;
    report.hosts.reserve(readings.size());
    std::vector<std::optional<MachineFacts>> facts;
    facts.reserve(readings.size());
    std::vector<QString> names;
    names.reserve(readings.size());
    for (const FleetReading &r : readings) {
        report.hosts.push_back(rowOf(r));
        facts.push_back(r.machine ? std::optional(machineFacts(*r.machine)) : std::nullopt);
        names.push_back(r.host.name);
    }
    report.classes = classifyFleet(facts, names);
    for (const MachineClass &c : report.classes)
        for (std::size_t i : c.members)
            report.hosts[i].classId = c.id;
    return report;
}

QByteArray fleetJson(const FleetReport &report)
{
    QJsonArray hosts;
    for (const FleetRow &h : report.hosts)
        hosts.append(hostJson(h));
    QJsonArray classes;
    for (const MachineClass &c : report.classes)
        classes.append(classJson(c, report));
    const QJsonObject o{{QStringLiteral("format"), QStringLiteral("irqatlas-fleet")},
                        {QStringLiteral("version"), 1},
                        {QStringLiteral("source"), report.source},
                        {QStringLiteral("hosts"), hosts},
                        {QStringLiteral("classes"), classes}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace irqatlas
