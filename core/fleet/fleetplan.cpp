#include "fleet/fleetplan.h"

#include "model/planfile.h"
#include "model/plantext.h"
#include "plan/planqueues.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace irqatlas {
namespace {

// The members of a class in name order: the first is its representative,
// whatever order the host list had.
std::vector<std::size_t> membersByName(const MachineClass &c,
                                       const std::vector<FleetReading> &readings)
{
    std::vector<std::size_t> members = c.members;
    std::sort(members.begin(), members.end(), [&readings](std::size_t a, std::size_t b) {
        return readings[a].host.name < readings[b].host.name;
    });
    return members;
}

// The plan `plan` would make on the representative.
Result<Plan> planOnRepresentative(const MachineData &m, const FleetPlanRequest &request)
{
    PlanRequest req = request.request;
    req.isolated = m.isolated;
    req.nohzFull = m.nohzFull;
    // The collected copy of the host, kept only for planners that read its
    // files (irqbalance); plan --host has none and gives none either.
    req.machineRoot = m.host ? m.host->localRoot() : QString();
    req.netQueues = m.netQueues;
    auto plan = makePlan(*request.planner, m.topology, m.irqs, req);
    if (!plan)
        return plan;
    stampPlan(*plan, m.topology, m.kernel);
    if (plan->host.hostname.isEmpty() && isPlanHostname(m.hostname))
        plan->host.hostname = m.hostname;
    return plan;
}

// Whether the planner steers queues with this request: it takes the
// "queues" parameter and it is not turned off.
bool steersQueues(const FleetPlanRequest &request)
{
    if (!request.planner->params().contains(QStringLiteral("queues")))
        return false;
    PlanInput in;
    in.request = &request.request;
    const auto on = planner_detail::boolParam(in, QStringLiteral("queues"), true);
    return on && *on;
}

// Why the class's plan does not steer host m's queues as `plan` would
// there, and what was not checked (notes).
QStringList hostQueueProblems(const Plan &plan, const MachineData &m, const MachineData &rep,
                              bool steers, QStringList &notes)
{
    if (!m.netQueues) {
        if (&m == &rep && steers)
            notes << QCoreApplication::translate("FleetPlan",
                                                 "the host has no network queues "
                                                 "(/sys/class/net): the plan steers none");
        else if (!plan.queues.empty())
            notes << resolveQueues(plan, std::nullopt).unknownNote;
        return {};
    }
    const CpuSet online = m.topology.onlineCpus();
    QStringList problems =
        resolveQueues(plan, m.netQueues, m.hasTopology ? &online : nullptr).problems();
    // With no queues on the representative there is nothing to compare with.
    if (steers && rep.netQueues)
        problems << steeringDifferences(plan, m.irqs, *m.netQueues);
    return problems;
}

// The class's plan against every host of it, the representative included.
void checkClassHosts(ClassPlan &cp, const std::vector<std::size_t> &members,
                     const std::vector<FleetReading> &readings, bool steers)
{
    const MachineData &rep = *readings[members.front()].machine;
    for (std::size_t i : members) {
        const MachineData &m = *readings[i].machine;
        QStringList notes;
        QStringList problems = fleetPlanProblems(*cp.plan, m.irqs);
        problems << hostQueueProblems(*cp.plan, m, rep, steers, notes);
        if (problems.isEmpty())
            cp.resolves << readings[i].host.name;
        else
            cp.unresolved.push_back({readings[i].host.name, problems});
        if (!notes.isEmpty())
            cp.notes.push_back({readings[i].host.name, notes});
    }
}

ClassPlan planClass(const MachineClass &c, const std::vector<FleetReading> &readings,
                    const FleetPlanRequest &request)
{
    ClassPlan cp;
    cp.classId = c.id;
    cp.file = classPlanFile(c.id);
    const std::vector<std::size_t> members = membersByName(c, readings);
    for (std::size_t i : members)
        cp.hosts << readings[i].host.name;
    if (members.empty())
        return cp;
    const FleetReading &rep = readings[members.front()];
    cp.representative = rep.host.name;
    auto plan = planOnRepresentative(*rep.machine, request);
    if (!plan) {
        cp.error = plan.errorString();
        return cp;
    }
    cp.plan = std::move(plan).value();
    checkClassHosts(cp, members, readings, steersQueues(request));
    return cp;
}

QJsonValue fpTextOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

const ClassPlan *classOfHost(const FleetPlan &plan, const QString &classId)
{
    for (const ClassPlan &c : plan.classes)
        if (c.classId == classId)
            return &c;
    return nullptr;
}

QJsonObject fpHostJson(const FleetPlan &plan, const FleetPlanHost &h)
{
    const ClassPlan *c = h.classId.isEmpty() ? nullptr : classOfHost(plan, h.classId);
    const bool planned = c && c->plan;
    QJsonValue resolves;
    if (planned)
        resolves = c->resolves.contains(h.name);
    return QJsonObject{
        {QStringLiteral("name"), h.name},
        {QStringLiteral("target"), h.target},
        {QStringLiteral("status"), statusName(h.status)},
        {QStringLiteral("error"),
         h.status == FleetReading::Status::Ok ? QJsonValue(QJsonValue::Null) : QJsonValue(h.error)},
        {QStringLiteral("class"), fpTextOrNull(h.classId)},
        {QStringLiteral("plan"), planned ? QJsonValue(c->file) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("resolves"), resolves},
    };
}

QJsonObject fpClassJson(const ClassPlan &c, bool ansible)
{
    QJsonArray unresolved;
    for (const FleetPlanMiss &m : c.unresolved)
        unresolved.append(
            QJsonObject{{QStringLiteral("host"), m.host},
                        {QStringLiteral("problems"), QJsonArray::fromStringList(m.problems)}});
    QJsonArray notes;
    for (const FleetPlanNotes &n : c.notes)
        notes.append(QJsonObject{{QStringLiteral("host"), n.host},
                                 {QStringLiteral("notes"), QJsonArray::fromStringList(n.notes)}});
    const bool planned = c.plan.has_value();
    return QJsonObject{
        {QStringLiteral("id"), c.classId},
        {QStringLiteral("plan"), planned ? QJsonValue(c.file) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("representative"), c.representative},
        {QStringLiteral("hosts"), QJsonArray::fromStringList(c.hosts)},
        {QStringLiteral("assignments"),
         planned ? QJsonValue(qint64(c.plan->assignments.size())) : QJsonValue()},
        {QStringLiteral("error"), fpTextOrNull(c.error)},
        {QStringLiteral("resolves"), QJsonArray::fromStringList(c.resolves)},
        {QStringLiteral("unresolved"), unresolved},
        {QStringLiteral("ansible"), planned && ansible
                                        ? QJsonValue(classPlanFolder(c.classId) + QLatin1Char('/'))
                                        : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("queues"),
         planned ? QJsonValue(qint64(c.plan->queues.size())) : QJsonValue()},
        {QStringLiteral("notes"), notes},
    };
}

} // namespace

bool FleetPlan::complete() const
{
    for (const FleetPlanHost &h : hosts)
        if (h.status != FleetReading::Status::Ok)
            return false;
    for (const ClassPlan &c : classes)
        if (!c.plan || !c.unresolved.empty())
            return false;
    return true;
}

QString classPlanFolder(const QString &classId)
{
    return QStringLiteral("class-") + classId;
}

QString classPlanFile(const QString &classId)
{
    return classPlanFolder(classId) + QStringLiteral(".json");
}

QStringList fleetPlanProblems(const Plan &plan, const IrqTable &table)
{
    const PlanResolution r = resolvePlan(plan, table);
    QStringList problems = r.problems();
    // A number match with a note is an IRQ that now has another key: on
    // another host of the class, another device.
    for (const ResolvedEntry &e : r.entries)
        if (e.tableIndex >= 0 && e.how == ResolvedEntry::How::Number && !e.note.isEmpty())
            problems << e.note;
    return problems;
}

FleetPlan planFleet(const std::vector<FleetReading> &readings, const FleetReport &report,
                    const FleetPlanRequest &request)
{
    FleetPlan fp;
    fp.algorithm = request.planner ? request.planner->name() : QString();
    fp.irqs = request.request.irqs;
    for (std::size_t i = 0; i < readings.size(); ++i) {
        const FleetReading &r = readings[i];
        fp.hosts.push_back({r.host.name, r.host.target, r.status, r.error,
                            i < report.hosts.size() ? report.hosts[i].classId : QString()});
    }
    if (!request.planner)
        return fp;
    for (const MachineClass &c : report.classes)
        fp.classes.push_back(planClass(c, readings, request));
    return fp;
}

QByteArray fleetPlanManifest(const FleetPlan &plan, bool ansible)
{
    QJsonArray hosts;
    for (const FleetPlanHost &h : plan.hosts)
        hosts.append(fpHostJson(plan, h));
    QJsonArray classes;
    for (const ClassPlan &c : plan.classes)
        classes.append(fpClassJson(c, ansible));
    const QJsonObject o{
        {QStringLiteral("format"), QStringLiteral("irqatlas-fleet-plan")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("algorithm"), plan.algorithm},
        {QStringLiteral("irqs"), plan.irqs},
        {QStringLiteral("complete"), plan.complete()},
        {QStringLiteral("hosts"), hosts},
        {QStringLiteral("classes"), classes},
    };
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<std::vector<ExportFile>> classAnsiblePlay(const ClassPlan &plan, AnsiblePlayOptions options)
{
    if (!plan.plan)
        return Error{plan.error};
    options.hosts = plan.hosts.join(QLatin1Char(','));
    if (Status s = checkAnsibleHosts(options.hosts); !s)
        return s.error();
    // Exactly what `export PLAN --format ansible` does with the class's file.
    auto read = readPlan(writePlan(*plan.plan), plan.file);
    if (!read)
        return read.error();
    return exportAnsiblePlay(*read, options);
}

} // namespace irqatlas
