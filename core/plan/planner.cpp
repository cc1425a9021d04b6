#include "plan/planner.h"

#include "plan/planner_balance.h"
#include "plan/planner_irqbalance.h"
#include "plan/planner_isolate.h"
#include "plan/planner_kernel.h"
#include "plan/planner_policy.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

std::vector<std::unique_ptr<Planner>> buildRegistry()
{
    std::vector<std::unique_ptr<Planner>> r;
    for (auto mode :
         {PolicyPlanner::Mode::Param, PolicyPlanner::Mode::Local, PolicyPlanner::Mode::Remote,
          PolicyPlanner::Mode::All, PolicyPlanner::Mode::One, PolicyPlanner::Mode::CpuList})
        r.push_back(std::make_unique<PolicyPlanner>(mode));
    r.push_back(std::make_unique<IsolatePlanner>());
    r.push_back(std::make_unique<BalancePlanner>());
    r.push_back(std::make_unique<IrqbalancePlanner>());
    for (auto &k : kernelPlanners())
        r.push_back(std::move(k));
    return r;
}
} // namespace

QString PlannerParam::kindName() const
{
    switch (kind) {
    case Kind::Integer:
        return QCoreApplication::translate("PlannerParam", "integer");
    case Kind::Number:
        return QCoreApplication::translate("PlannerParam", "number");
    case Kind::Boolean:
        return QCoreApplication::translate("PlannerParam", "true or false");
    case Kind::CpuList:
        return QCoreApplication::translate("PlannerParam", "CPU list");
    case Kind::Choice:
        return choices.join(QLatin1Char('|'));
    case Kind::Program:
        return QCoreApplication::translate("PlannerParam", "program");
    }
    return {};
}

QStringList Planner::params() const
{
    QStringList keys;
    for (const PlannerParam &p : paramInfo())
        keys << p.key;
    return keys;
}

const std::vector<std::unique_ptr<Planner>> &planners()
{
    static const std::vector<std::unique_ptr<Planner>> r = buildRegistry();
    return r;
}

const Planner *findPlanner(const QString &name)
{
    for (const auto &p : planners())
        if (p->name() == name)
            return p.get();
    return nullptr;
}

QStringList plannerNames()
{
    QStringList out;
    for (const auto &p : planners())
        out << p->name();
    return out;
}

Result<Plan> makePlan(const Planner &planner, const Topology &topology, const IrqTable &table,
                      const PlanRequest &request)
{
    auto in = preparePlan(topology, table, request, planner.params());
    if (!in)
        return Error{QStringLiteral("%1: %2").arg(planner.name(), in.errorString())};
    auto plan = planner.plan(*in);
    if (!plan)
        return Error{QStringLiteral("%1: %2").arg(planner.name(), plan.errorString())};
    plan->algorithm = planner.name();
    plan->params = planner_detail::generatorParams(*in);
    return plan;
}

namespace planner_detail {

QJsonObject generatorParams(const PlanInput &in)
{
    QJsonObject o;
    const PlanRequest &r = *in.request;
    o.insert(QStringLiteral("irqs"), r.irqs);
    if (r.node)
        o.insert(QStringLiteral("node"), *r.node);
    if (r.cpus)
        o.insert(QStringLiteral("cpus"), r.cpus->toListString());
    if (!r.exclude.empty())
        o.insert(QStringLiteral("exclude"), r.exclude.toListString());
    o.insert(QStringLiteral("candidates"), in.candidates.toListString());
    o.insert(QStringLiteral("weights"),
             r.rates ? QStringLiteral("rates") : QStringLiteral("counts"));
    for (auto it = r.params.cbegin(); it != r.params.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

void assign(Plan &plan, const PlanInput &in, std::size_t k, const CpuSet &cpus)
{
    const Irq &q = in.irq(k);
    if (plan.assignments.capacity() == 0)
        plan.assignments.reserve(in.selected.size());
    plan.assignments.emplace_back(q.number, q.matchKey(), cpus);
}

Result<int> intParam(const PlanInput &in, const QString &key, int def)
{
    const QString v = in.param(key);
    if (v.isEmpty())
        return def;
    bool ok = false;
    const int n = v.toInt(&ok);
    if (!ok)
        return Error{
            QCoreApplication::translate("Planner", "parameter %1=\"%2\": expected an integer")
                .arg(key, v)};
    return n;
}

Result<bool> boolParam(const PlanInput &in, const QString &key, bool def)
{
    const QString v = in.param(key).toLower();
    if (v.isEmpty())
        return def;
    if (v == QLatin1String("1") || v == QLatin1String("true") || v == QLatin1String("yes"))
        return true;
    if (v == QLatin1String("0") || v == QLatin1String("false") || v == QLatin1String("no"))
        return false;
    return Error{
        QCoreApplication::translate("Planner", "parameter %1=\"%2\": expected true or false")
            .arg(key, in.param(key))};
}

Result<CpuSet> cpusParam(const PlanInput &in, const QString &key)
{
    const QByteArray b = in.param(key).toUtf8();
    auto s = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    if (!s)
        return Error{
            QCoreApplication::translate("Planner", "parameter %1: %2").arg(key, s.errorString())};
    return s;
}

} // namespace planner_detail
} // namespace irqatlas
