#include "model/planfile.h"

#include "model/inputlimits.h"
#include "model/netname.h"
#include "model/plantext.h"
#include "model/printable.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <cmath>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace irqatlas {
namespace {

QLatin1String kFormat("irqatlas-plan");

// IRQ numbers are bounded by the kernel's NR_IRQS (well below 2^24); refuse
// anything else so a typo cannot address a nonsensical /proc/irq entry.
constexpr double kMaxIrq = 1 << 24;

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QCoreApplication::translate("PlanFile", "null");
    case QJsonValue::Bool:
        return QCoreApplication::translate("PlanFile", "a boolean");
    case QJsonValue::Double:
        return QCoreApplication::translate("PlanFile", "a number");
    case QJsonValue::String:
        return QCoreApplication::translate("PlanFile", "a string");
    case QJsonValue::Array:
        return QCoreApplication::translate("PlanFile", "an array");
    case QJsonValue::Object:
        return QCoreApplication::translate("PlanFile", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("PlanFile", "missing");
}

// ---- size caps (model/inputlimits.h) -------------------------------------
// Plans travel in tickets and reach the root helper: what one may cost is
// bounded before anything is built from it.

Status checkPlanBytes(qsizetype size)
{
    if (std::size_t(size) > limits::kMaxPlanBytes)
        return Error{QCoreApplication::translate(
                         "PlanFile", "the plan is %1 bytes, more than the supported maximum of %2")
                         .arg(size)
                         .arg(qulonglong(limits::kMaxPlanBytes))};
    return Ok{};
}

Status checkAssignmentCount(qsizetype count)
{
    if (count > limits::kMaxPlanAssignments)
        return Error{QCoreApplication::translate(
                         "PlanFile", "%1 assignments, more than the supported maximum of %2")
                         .arg(count)
                         .arg(limits::kMaxPlanAssignments)};
    return Ok{};
}

// The CPUs all lists of a plan name together, each list counted from its
// lowest to its highest CPU: that span is what its bitmap costs, so
// "0,16383" counts as 16384 (and is as dear as "0-16383").
class PlanCpuBudget
{
public:
    Status add(const CpuSet &cpus)
    {
        m_used += std::int64_t(cpus.last()) - cpus.first() + 1;
        if (m_used > limits::kMaxPlanCpus)
            return Error{
                QCoreApplication::translate(
                    "PlanFile",
                    "the plan's CPU lists name more than %1 CPUs in total, the supported maximum "
                    "(each list counts from its lowest to its highest CPU)")
                    .arg(limits::kMaxPlanCpus)};
        return Ok{};
    }

private:
    std::int64_t m_used = 0;
};

// One "queues" entry: only the fields of the queue's direction that are set
// (QJsonObject orders the keys, so the text is stable).
QJsonObject planQueueJson(const PlanQueue &q)
{
    QJsonObject o;
    o.insert(QStringLiteral("interface"), QString::fromStdString(q.interface));
    o.insert(QStringLiteral("queue"), QString::fromStdString(q.name()));
    auto put = [&o](const char *key, const std::optional<CpuSet> &cpus) {
        if (cpus)
            o.insert(QLatin1String(key), cpus->toListString());
    };
    if (q.rx) {
        put("rps_cpus", q.rpsCpus);
        if (q.rpsFlowCnt)
            o.insert(QStringLiteral("rps_flow_cnt"), double(*q.rpsFlowCnt));
        put("napi_cpus", q.napiCpus);
    } else {
        put("xps_cpus", q.xpsCpus);
        put("xps_rxqs", q.xpsRxqs);
    }
    return o;
}

} // namespace

QByteArray writePlan(const Plan &plan)
{
    QJsonObject host;
    host.insert(QStringLiteral("hostname"), plan.host.hostname);
    host.insert(QStringLiteral("kernel"), plan.host.kernel);
    host.insert(QStringLiteral("cpus"), plan.host.cpus);
    host.insert(QStringLiteral("topology"), plan.host.topology);
    QJsonObject gen;
    gen.insert(QStringLiteral("algorithm"), plan.algorithm);
    gen.insert(QStringLiteral("params"), plan.params);
    QJsonArray as;
    for (const auto &a : plan.assignments) {
        QJsonObject o;
        o.insert(QStringLiteral("irq"), a.irq);
        o.insert(QStringLiteral("match"), QString::fromStdString(a.match));
        o.insert(QStringLiteral("cpus"), a.cpus.toListString());
        // Absent is FollowIrq, so plans without thread placement stay as they were.
        if (a.threads == ThreadPlacement::Keep)
            o.insert(QStringLiteral("thread_cpus"), QStringLiteral("keep"));
        else if (a.threads == ThreadPlacement::Cpus)
            o.insert(QStringLiteral("thread_cpus"), a.threadCpus.toListString());
        as.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), Plan::kFormatVersion);
    root.insert(QStringLiteral("host"), host);
    root.insert(QStringLiteral("generator"), gen);
    root.insert(QStringLiteral("created"), plan.created);
    root.insert(QStringLiteral("assignments"), as);
    if (!plan.notes.isEmpty())
        root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(plan.notes));
    if (!plan.queues.empty()) {
        QJsonArray qs;
        for (const PlanQueue &q : plan.queues)
            qs.append(planQueueJson(q));
        root.insert(QStringLiteral("queues"), qs);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// The object at the top of a plan file, its format and version checked.
Result<QJsonObject> planRoot(const QByteArray &bytes)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("PlanFile", "not valid JSON at offset %1: %2")
                         .arg(pe.offset)
                         .arg(pe.errorString())};
    if (!doc.isObject())
        return Error{QCoreApplication::translate("PlanFile", "the plan must be a JSON object")};
    const QJsonObject root = doc.object();

    for (const char *key : {"format", "version", "assignments"})
        if (!root.contains(QLatin1String(key)))
            return Error{QCoreApplication::translate("PlanFile", "missing field \"%1\"")
                             .arg(QLatin1String(key))};
    const QJsonValue fmt = root.value(QStringLiteral("format"));
    if (!fmt.isString())
        return Error{
            QCoreApplication::translate("PlanFile", "\"format\" must be a string, found %1")
                .arg(typeName(fmt))};
    if (fmt.toString() != kFormat)
        return Error{QCoreApplication::translate(
                         "PlanFile", "unknown format \"%1\" (expected \"irqatlas-plan\")")
                         .arg(fmt.toString())};
    const QJsonValue ver = root.value(QStringLiteral("version"));
    if (!ver.isDouble() || ver.toDouble() != std::floor(ver.toDouble()))
        return Error{
            QCoreApplication::translate("PlanFile", "\"version\" must be an integer, found %1")
                .arg(typeName(ver))};
    if (ver.toDouble() > Plan::kFormatVersion)
        return Error{QCoreApplication::translate(
                         "PlanFile", "plan version %1 is newer than this program understands (%2)")
                         .arg(ver.toInt())
                         .arg(Plan::kFormatVersion)};
    if (ver.toDouble() < 1)
        return Error{
            QCoreApplication::translate("PlanFile", "invalid plan version %1").arg(ver.toInt())};
    return root;
}

Status readHost(const QJsonValue &hv, PlanHost &host)
{
    if (!hv.isObject())
        return Error{QCoreApplication::translate("PlanFile", "\"host\" must be an object, found %1")
                         .arg(typeName(hv))};
    const QJsonObject h = hv.toObject();
    for (const char *key : {"hostname", "kernel", "topology"}) {
        const QJsonValue v = h.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isString())
            return Error{
                QCoreApplication::translate("PlanFile", "\"host.%1\" must be a string, found %2")
                    .arg(QLatin1String(key), typeName(v))};
    }
    const QJsonValue c = h.value(QStringLiteral("cpus"));
    if (!c.isUndefined() && !c.isDouble())
        return Error{
            QCoreApplication::translate("PlanFile", "\"host.cpus\" must be a number, found %1")
                .arg(typeName(c))};
    host.hostname = h.value(QStringLiteral("hostname")).toString();
    host.kernel = h.value(QStringLiteral("kernel")).toString();
    host.topology = h.value(QStringLiteral("topology")).toString();
    host.cpus = c.toInt();
    return Ok{};
}

Status readGenerator(const QJsonValue &gv, Plan &plan)
{
    if (!gv.isObject())
        return Error{
            QCoreApplication::translate("PlanFile", "\"generator\" must be an object, found %1")
                .arg(typeName(gv))};
    const QJsonObject g = gv.toObject();
    const QJsonValue alg = g.value(QStringLiteral("algorithm"));
    if (!alg.isUndefined() && !alg.isString())
        return Error{QCoreApplication::translate(
                         "PlanFile", "\"generator.algorithm\" must be a string, found %1")
                         .arg(typeName(alg))};
    const QJsonValue par = g.value(QStringLiteral("params"));
    if (!par.isUndefined() && !par.isObject())
        return Error{QCoreApplication::translate("PlanFile",
                                                 "\"generator.params\" must be an object, found %1")
                         .arg(typeName(par))};
    plan.algorithm = alg.toString();
    plan.params = par.toObject();
    return Ok{};
}

// The optional fields around the assignments: host, generator, created, notes.
Status readPlanFields(const QJsonObject &root, Plan &plan)
{
    if (root.contains(QStringLiteral("host")))
        if (Status s = readHost(root.value(QStringLiteral("host")), plan.host); !s)
            return s;
    if (root.contains(QStringLiteral("generator")))
        if (Status s = readGenerator(root.value(QStringLiteral("generator")), plan); !s)
            return s;
    if (root.contains(QStringLiteral("created"))) {
        const QJsonValue cv = root.value(QStringLiteral("created"));
        if (!cv.isString())
            return Error{
                QCoreApplication::translate("PlanFile", "\"created\" must be a string, found %1")
                    .arg(typeName(cv))};
        plan.created = cv.toString();
    }
    if (root.contains(QStringLiteral("notes"))) {
        const QJsonValue nv = root.value(QStringLiteral("notes"));
        if (!nv.isArray())
            return Error{
                QCoreApplication::translate("PlanFile", "\"notes\" must be an array, found %1")
                    .arg(typeName(nv))};
        const QJsonArray notes = nv.toArray();
        for (const auto &n : notes)
            plan.notes << n.toString();
    }
    return Ok{};
}

// What every assignment is checked against: the CPUs all lists may name
// together, and the machine's CPUs when there is a machine.
struct AssignmentChecks
{
    PlanCpuBudget cpuBudget;
    const Topology *machine;
    CpuSet possible;
};

// The "irq" of assignment i.
Status readIrq(const QJsonObject &e, qsizetype i, int &irq)
{
    const QJsonValue irqv = e.value(QStringLiteral("irq"));
    if (irqv.isUndefined())
        return Error{
            QCoreApplication::translate("PlanFile", "assignment %1: missing field \"irq\"").arg(i)};
    const double d = irqv.toDouble(-1);
    if (!irqv.isDouble() || d != std::floor(d) || d < 0 || d >= kMaxIrq)
        return Error{
            QCoreApplication::translate(
                "PlanFile", "assignment %1: \"irq\" must be a non-negative integer, found %2")
                .arg(i)
                .arg(irqv.isDouble() ? QString::number(d) : typeName(irqv))};
    irq = int(d);
    return Ok{};
}

// The "cpus" of an assignment (where names it in messages).
Status readCpus(const QJsonObject &e, const QString &where, AssignmentChecks &checks, CpuSet &out)
{
    const QJsonValue cv = e.value(QStringLiteral("cpus"));
    if (cv.isUndefined())
        return Error{
            QCoreApplication::translate("PlanFile", "%1: missing field \"cpus\"").arg(where)};
    if (!cv.isString())
        return Error{QCoreApplication::translate("PlanFile",
                                                 "%1: \"cpus\" must be a CPU list string, found %2")
                         .arg(where, typeName(cv))};
    const QByteArray cb = cv.toString().toUtf8();
    auto cpus = CpuSet::parseList(std::string_view(cb.constData(), std::size_t(cb.size())));
    if (!cpus)
        return Error{QStringLiteral("%1: %2").arg(where, cpus.errorString())};
    if (cpus->empty())
        return Error{QCoreApplication::translate("PlanFile", "%1: empty CPU list").arg(where)};
    if (Status s = checks.cpuBudget.add(*cpus); !s)
        return Error{QStringLiteral("%1: %2").arg(where, s.errorString())};
    if (checks.machine) {
        const CpuSet unknown = *cpus - checks.possible;
        if (!unknown.empty())
            return Error{QCoreApplication::translate(
                             "PlanFile", "%1: CPU %2 does not exist on this machine (CPUs %3)")
                             .arg(where, unknown.toListString(), checks.possible.toListString())};
    }
    out = std::move(cpus.value());
    return Ok{};
}

// A CPU list in a string (field names it with its entry: "queues[3] (eth0
// tx-2): xps_cpus"). An empty list is left to the caller; a non-empty one
// counts against the budget and, when machineCpus, must exist on the machine.
Status readCpuListText(const QJsonValue &v, const QString &field, AssignmentChecks &checks,
                       bool machineCpus, CpuSet &out)
{
    if (!v.isString())
        return Error{
            QCoreApplication::translate("PlanFile", "%1: must be a CPU list string, found %2")
                .arg(field, typeName(v))};
    const QByteArray cb = v.toString().toUtf8();
    auto cpus = CpuSet::parseList(std::string_view(cb.constData(), std::size_t(cb.size())));
    if (!cpus)
        return Error{QStringLiteral("%1: %2").arg(field, cpus.errorString())};
    if (cpus->empty()) {
        out = CpuSet{};
        return Ok{};
    }
    if (Status s = checks.cpuBudget.add(*cpus); !s)
        return Error{QStringLiteral("%1: %2").arg(field, s.errorString())};
    if (machineCpus && checks.machine) {
        const CpuSet unknown = *cpus - checks.possible;
        if (!unknown.empty())
            return Error{QCoreApplication::translate(
                             "PlanFile", "%1: CPU %2 does not exist on this machine (CPUs %3)")
                             .arg(field, unknown.toListString(), checks.possible.toListString())};
    }
    out = std::move(cpus.value());
    return Ok{};
}

// The optional "thread_cpus" of an assignment: absent follows the IRQ.
Status readThreadCpus(const QJsonObject &e, const QString &where, AssignmentChecks &checks,
                      PlanAssignment &a)
{
    const QJsonValue tv = e.value(QStringLiteral("thread_cpus"));
    if (tv.isUndefined())
        return Ok{};
    const QString field = QStringLiteral("%1: thread_cpus").arg(where);
    if (tv.isString() && tv.toString() == QLatin1String("keep")) {
        a.threads = ThreadPlacement::Keep;
        return Ok{};
    }
    if (!tv.isString())
        return Error{QCoreApplication::translate(
                         "PlanFile", "%1: must be \"keep\" or a CPU list string, found %2")
                         .arg(field, typeName(tv))};
    if (Status s = readCpuListText(tv, field, checks, true, a.threadCpus); !s)
        return s;
    if (a.threadCpus.empty())
        return Error{QCoreApplication::translate(
                         "PlanFile",
                         "%1: empty CPU list (leave the field out to follow the IRQ, or write "
                         "\"keep\")")
                         .arg(field)};
    a.threads = ThreadPlacement::Cpus;
    return Ok{};
}

// Assignment i of the file, checked; its irq is not checked for duplicates.
Status readAssignment(const QJsonValue &ev, qsizetype i, AssignmentChecks &checks,
                      PlanAssignment &a, QString &where)
{
    if (!ev.isObject())
        return Error{
            QCoreApplication::translate("PlanFile", "assignment %1: must be an object, found %2")
                .arg(i)
                .arg(typeName(ev))};
    const QJsonObject e = ev.toObject();
    if (Status s = readIrq(e, i, a.irq); !s)
        return s;
    where = QCoreApplication::translate("PlanFile", "assignment %1 (irq %2)").arg(i).arg(a.irq);
    const QJsonValue mv = e.value(QStringLiteral("match"));
    if (mv.isUndefined())
        return Error{
            QCoreApplication::translate("PlanFile", "%1: missing field \"match\"").arg(where)};
    if (!mv.isString())
        return Error{
            QCoreApplication::translate("PlanFile", "%1: \"match\" must be a string, found %2")
                .arg(where, typeName(mv))};
    a.match = mv.toString().toStdString();
    if (Status s = readCpus(e, where, checks, a.cpus); !s)
        return s;
    return readThreadCpus(e, where, checks, a);
}

Status readAssignments(const QJsonValue &av, AssignmentChecks &checks, Plan &plan)
{
    if (!av.isArray())
        return Error{
            QCoreApplication::translate("PlanFile", "\"assignments\" must be an array, found %1")
                .arg(typeName(av))};
    const QJsonArray arr = av.toArray();
    if (Status s = checkAssignmentCount(arr.size()); !s)
        return s;
    std::unordered_map<int, int> seen; // irq -> entry index
    plan.assignments.reserve(std::size_t(arr.size()));
    for (qsizetype i = 0; i < arr.size(); ++i) {
        PlanAssignment a;
        QString where;
        if (Status s = readAssignment(arr.at(i), i, checks, a, where); !s)
            return s;
        const auto [it, inserted] = seen.emplace(a.irq, int(i));
        if (!inserted)
            return Error{QCoreApplication::translate("PlanFile",
                                                     "%1: duplicate IRQ, already in assignment %2")
                             .arg(where)
                             .arg(it->second)};
        plan.assignments.push_back(std::move(a));
    }
    return Ok{};
}

// "rx-N" or "tx-N", N a decimal number without leading zeros up to
// kMaxPlanQueueIndex: the names of /sys/class/net/IF/queues.
bool parsePlanQueueName(std::string_view name, bool &rx, int &index)
{
    if (name.size() < 4 || name.size() > 8 || name[2] != '-')
        return false;
    if (name.substr(0, 2) == "rx")
        rx = true;
    else if (name.substr(0, 2) == "tx")
        rx = false;
    else
        return false;
    const std::string_view digits = name.substr(3);
    if (digits.size() > 1 && digits[0] == '0')
        return false;
    int n = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9')
            return false;
        n = n * 10 + (c - '0');
        if (n > limits::kMaxPlanQueueIndex)
            return false;
    }
    index = n;
    return true;
}

// The "interface" and "queue" of queue entry i ("queues[i]" in messages).
Status readQueueName(const QJsonObject &e, const QString &entry, PlanQueue &q)
{
    for (const char *key : {"interface", "queue"}) {
        const QJsonValue v = e.value(QLatin1String(key));
        if (v.isUndefined())
            return Error{QCoreApplication::translate("PlanFile", "%1: missing field \"%2\"")
                             .arg(entry, QLatin1String(key))};
        if (!v.isString())
            return Error{
                QCoreApplication::translate("PlanFile", "%1: \"%2\" must be a string, found %3")
                    .arg(entry, QLatin1String(key), typeName(v))};
    }
    const QString ifname = e.value(QStringLiteral("interface")).toString();
    const QByteArray ib = ifname.toUtf8();
    // The name reaches scripts run as root: the kernel's rule, and nothing a
    // terminal acts on (the kernel allows escape characters).
    if (!validInterfaceName(std::string_view(ib.constData(), std::size_t(ib.size()))) ||
        !unsafeTextProblem(ifname).isEmpty())
        return Error{QCoreApplication::translate(
                         "PlanFile", "%1: interface \"%2\" is not an interface name (1 to 15 "
                                     "bytes, no '/', ':', white space or control characters)")
                         .arg(entry, printableText(ifname))};
    const QString qname = e.value(QStringLiteral("queue")).toString();
    const QByteArray qb = qname.toUtf8();
    if (!parsePlanQueueName(std::string_view(qb.constData(), std::size_t(qb.size())), q.rx,
                            q.index))
        return Error{QCoreApplication::translate(
                         "PlanFile", "%1: queue \"%2\" is not rx-N or tx-N (N from 0 to %3, "
                                     "without leading zeros)")
                         .arg(entry, printableText(qname))
                         .arg(limits::kMaxPlanQueueIndex)};
    q.interface = ib.toStdString();
    return Ok{};
}

// rps_flow_cnt: an exact non-negative integer up to kMaxPlanRpsFlowCnt.
Status readRpsFlowCnt(const QJsonValue &v, const QString &where, PlanQueue &q)
{
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d != std::floor(d) || d < 0 || d > double(limits::kMaxPlanRpsFlowCnt))
        return Error{QCoreApplication::translate(
                         "PlanFile", "%1: rps_flow_cnt: must be an integer from 0 to %2, found %3")
                         .arg(where)
                         .arg(qulonglong(limits::kMaxPlanRpsFlowCnt))
                         .arg(v.isDouble() ? QString::number(d, 'g', 17) : typeName(v))};
    q.rpsFlowCnt = std::uint64_t(d);
    return Ok{};
}

// The steering fields of a queue entry: those of its direction only, and
// at least one.
Status readQueueFields(const QJsonObject &e, const QString &where, AssignmentChecks &checks,
                       PlanQueue &q)
{
    struct Field
    {
        const char *key;
        bool rx;
        std::optional<CpuSet> PlanQueue::*member;
        bool cpus;       // CPU numbers (checked against the machine), else queue numbers
        bool emptyIsOff; // "" turns the steering off
    };
    static const Field fields[] = {
        {"rps_cpus", true, &PlanQueue::rpsCpus, true, true},
        {"napi_cpus", true, &PlanQueue::napiCpus, true, false},
        {"xps_cpus", false, &PlanQueue::xpsCpus, true, true},
        {"xps_rxqs", false, &PlanQueue::xpsRxqs, false, true},
    };
    bool any = false;
    for (const char *key : {"rps_cpus", "rps_flow_cnt", "napi_cpus", "xps_cpus", "xps_rxqs"}) {
        const bool rxKey = key[0] != 'x';
        if (!e.contains(QLatin1String(key)) || rxKey == q.rx)
            continue;
        return Error{QCoreApplication::translate("PlanFile", "%1: %2: only %3 queues take it")
                         .arg(where, QLatin1String(key),
                              rxKey ? QStringLiteral("rx") : QStringLiteral("tx"))};
    }
    for (const Field &f : fields) {
        const QJsonValue v = e.value(QLatin1String(f.key));
        if (f.rx != q.rx || v.isUndefined())
            continue;
        const QString field = QStringLiteral("%1: %2").arg(where, QLatin1String(f.key));
        CpuSet set;
        if (Status s = readCpuListText(v, field, checks, f.cpus, set); !s)
            return s;
        if (set.empty() && !f.emptyIsOff)
            return Error{QCoreApplication::translate("PlanFile", "%1: empty CPU list").arg(field)};
        q.*f.member = std::move(set);
        any = true;
    }
    if (q.rx && e.contains(QStringLiteral("rps_flow_cnt"))) {
        if (Status s = readRpsFlowCnt(e.value(QStringLiteral("rps_flow_cnt")), where, q); !s)
            return s;
        any = true;
    }
    if (!any)
        return Error{QCoreApplication::translate("PlanFile", "%1: no steering field (%2)")
                         .arg(where, q.rx ? QStringLiteral("rps_cpus, rps_flow_cnt, napi_cpus")
                                          : QStringLiteral("xps_cpus, xps_rxqs"))};
    return Ok{};
}

Status readQueues(const QJsonValue &qv, AssignmentChecks &checks, Plan &plan)
{
    if (!qv.isArray())
        return Error{
            QCoreApplication::translate("PlanFile", "\"queues\" must be an array, found %1")
                .arg(typeName(qv))};
    const QJsonArray arr = qv.toArray();
    if (arr.size() > limits::kMaxPlanQueues)
        return Error{QCoreApplication::translate(
                         "PlanFile", "%1 queue entries, more than the supported maximum of %2")
                         .arg(arr.size())
                         .arg(limits::kMaxPlanQueues)};
    std::map<std::tuple<std::string, bool, int>, qsizetype> seen;
    plan.queues.reserve(std::size_t(arr.size()));
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString entry = QStringLiteral("queues[%1]").arg(i);
        const QJsonValue ev = arr.at(i);
        if (!ev.isObject())
            return Error{QCoreApplication::translate("PlanFile", "%1: must be an object, found %2")
                             .arg(entry, typeName(ev))};
        const QJsonObject e = ev.toObject();
        PlanQueue q;
        if (Status s = readQueueName(e, entry, q); !s)
            return s;
        const QString where =
            QStringLiteral("%1 (%2 %3)")
                .arg(entry, QString::fromStdString(q.interface), QString::fromStdString(q.name()));
        const auto [it, inserted] = seen.emplace(std::tuple(q.interface, q.rx, q.index), i);
        if (!inserted)
            return Error{QCoreApplication::translate("PlanFile",
                                                     "%1: duplicate queue, already in queues[%2]")
                             .arg(where)
                             .arg(it->second)};
        if (Status s = readQueueFields(e, where, checks, q); !s)
            return s;
        plan.queues.push_back(std::move(q));
    }
    return Ok{};
}

} // namespace

Result<Plan> readPlan(const QByteArray &bytes, const QString &origin, const Topology *machine)
{
    auto fail = [&](const QString &what) {
        return Error{QStringLiteral("%1: %2").arg(origin, what)};
    };
    if (Status s = checkPlanBytes(bytes.size()); !s)
        return fail(s.errorString());
    const Result<QJsonObject> root = planRoot(bytes);
    if (!root)
        return fail(root.errorString());
    Plan plan;
    if (Status s = readPlanFields(*root, plan); !s)
        return fail(s.errorString());
    // One budget for the CPU lists of assignments and queues together.
    AssignmentChecks checks{{}, machine, machine ? machine->allCpus() : CpuSet{}};
    if (Status s = readAssignments(root->value(QStringLiteral("assignments")), checks, plan); !s)
        return fail(s.errorString());
    if (root->contains(QStringLiteral("queues")))
        if (Status s = readQueues(root->value(QStringLiteral("queues")), checks, plan); !s)
            return fail(s.errorString());
    // Text goes into scripts and units that run as root (model/plantext.h).
    if (Status text = checkPlanText(plan); !text.ok())
        return fail(text.errorString());
    return plan;
}

void stampPlan(Plan &plan, const Topology &topology, const QString &kernel)
{
    // Both come from the machine, which may be hostile: a plan written here
    // must load again, so what does not fit its shape is left out.
    plan.host.hostname = isPlanHostname(topology.hostname) ? topology.hostname : QString();
    plan.host.kernel = isPlanKernel(kernel) ? kernel : QString();
    plan.host.cpus = topology.allCpus().count();
    plan.host.topology = topology.fingerprint();
    plan.created = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

bool PlanResolution::complete() const
{
    for (const auto &e : entries)
        if (e.tableIndex < 0)
            return false;
    return true;
}

QStringList PlanResolution::problems() const
{
    QStringList out;
    for (const auto &e : entries)
        if (e.tableIndex < 0)
            out << e.note;
    return out;
}

PlanResolution resolvePlan(const Plan &plan, const IrqTable &table)
{
    std::unordered_multimap<std::string, int> byKey;
    std::unordered_map<int, int> byNumber;
    for (std::size_t i = 0; i < table.irqs.size(); ++i) {
        const Irq &q = table.irqs[i];
        if (q.symbolic())
            continue;
        byKey.emplace(q.matchKey(), int(i));
        byNumber.emplace(q.number, int(i));
    }

    PlanResolution r;
    r.entries.reserve(plan.assignments.size());
    for (std::size_t i = 0; i < plan.assignments.size(); ++i) {
        const PlanAssignment &a = plan.assignments[i];
        // Only built for entries that need a message: plans can be large.
        auto where = [&] {
            return QCoreApplication::translate("PlanFile", "assignment %1 (irq %2, %3)")
                .arg(i)
                .arg(a.irq)
                .arg(QString::fromStdString(a.match));
        };
        ResolvedEntry e;
        e.index = int(i);
        if (!a.match.empty()) {
            auto [b, end] = byKey.equal_range(a.match);
            const auto n = std::distance(b, end);
            if (n == 1) {
                e.how = ResolvedEntry::How::Key;
                e.tableIndex = b->second;
            } else if (n > 1) {
                for (auto it = b; it != end; ++it)
                    if (table.irqs[std::size_t(it->second)].number == a.irq)
                        e.tableIndex = it->second;
                if (e.tableIndex >= 0) {
                    e.how = ResolvedEntry::How::Key;
                } else {
                    e.how = ResolvedEntry::How::Ambiguous;
                    e.note =
                        QCoreApplication::translate(
                            "PlanFile",
                            "%1: ambiguous, %2 interrupts share the key and none has number %3")
                            .arg(where())
                            .arg(n)
                            .arg(a.irq);
                }
            }
        }
        if (e.tableIndex < 0 && e.how != ResolvedEntry::How::Ambiguous) {
            auto it = byNumber.find(a.irq);
            if (it != byNumber.end()) {
                e.how = ResolvedEntry::How::Number;
                e.tableIndex = it->second;
                const std::string now = table.irqs[std::size_t(it->second)].matchKey();
                if (!a.match.empty() && now != a.match)
                    e.note = QCoreApplication::translate(
                                 "PlanFile",
                                 "%1: key not found, matched by number; IRQ %2 is now \"%3\"")
                                 .arg(where())
                                 .arg(a.irq)
                                 .arg(QString::fromStdString(now));
            } else {
                e.how = ResolvedEntry::How::Missing;
                e.note =
                    QCoreApplication::translate("PlanFile", "%1: no such interrupt on this machine")
                        .arg(where());
            }
        }
        r.entries.push_back(std::move(e));
    }
    return r;
}

} // namespace irqatlas
