#pragma once

#include "model/plan.h"
#include "model/result.h"
#include "plan/planrequest.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace irqatlas {

// One "--param key=value" a planner accepts, described for the CLI's help
// and the GUI's form.
struct PlannerParam
{
    enum class Kind
    {
        Integer,
        Number,
        Boolean,
        CpuList,
        Choice,
        Program // a path or a name looked up on PATH
    };
    QString key;
    QString description; // translated, one sentence
    Kind kind = Kind::Integer;
    // What leaving the key out means: a value ("1.0", "false") or, when the
    // default depends on the machine, a translated phrase. Empty: required.
    QString defaultValue;
    QStringList choices; // Kind::Choice: the accepted values

    // Translated: "integer", "number", "true or false", "CPU list", "local|remote",
    // "program".
    QString kindName() const;
};

// One way of turning a PlanRequest into a Plan. Planners are stateless and
// deterministic: the same input gives the same plan.
class Planner
{
public:
    virtual ~Planner() = default;
    virtual QString name() const = 0;    // CLI --algorithm, plan generator.algorithm
    virtual QString summary() const = 0; // translated one-liner
    // Accepted --param keys with their descriptions, in the order to show them.
    virtual std::vector<PlannerParam> paramInfo() const = 0;
    QStringList params() const; // the keys of paramInfo()
    // Fills assignments, notes and generator; not host/created (stampPlan).
    virtual Result<Plan> plan(const PlanInput &input) const = 0;
};

// Every planner irqatlas knows, in a stable order (policy variants, isolate,
// balance, then the kernel algorithms when available).
const std::vector<std::unique_ptr<Planner>> &planners();
const Planner *findPlanner(const QString &name);
QStringList plannerNames();

// preparePlan + Planner::plan, with the generator filled in.
Result<Plan> makePlan(const Planner &planner, const Topology &topology, const IrqTable &table,
                      const PlanRequest &request);

// Helpers shared by the planners.
namespace planner_detail {
// Generator params of a plan: the request's node/cpus/exclude plus --param k=v.
QJsonObject generatorParams(const PlanInput &in);
// Adds an assignment for selected IRQ k.
void assign(Plan &plan, const PlanInput &in, std::size_t k, const CpuSet &cpus);
// Parses an integer/bool parameter with a message naming it.
Result<int> intParam(const PlanInput &in, const QString &key, int def);
Result<bool> boolParam(const PlanInput &in, const QString &key, bool def);
Result<CpuSet> cpusParam(const PlanInput &in, const QString &key);
} // namespace planner_detail

} // namespace irqatlas
