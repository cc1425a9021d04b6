#include "ui/plan/planrunner.h"

#include "plan/currentplan.h"
#include "plan/planner.h"
#include "plan/planrequest.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcPlanRunner, "irqatlas.ui.planrunner", QtWarningMsg)

namespace irqatlas {

std::map<int, CpuSet> GeneratedPlan::assignments() const
{
    std::map<int, CpuSet> out;
    for (const PlanAssignment &a : plan.assignments)
        out[a.irq] = a.cpus;
    return out;
}

namespace {

// A plan that places nothing or weighs nothing is an outcome the user must
// see as a warning, not a count of zero findings: say why.
void addOutcomeWarnings(GeneratedPlan &g, const PlanMachine &machine, const Planner &planner)
{
    auto input = preparePlan(machine.topology, machine.irqs, g.request, planner.params());
    const int selected = input ? int(input->selected.size()) : 0;
    if (selected > 0 && g.plan.assignments.empty()) {
        QString why = g.plan.notes.join(QStringLiteral("; "));
        if (why.isEmpty())
            why = QCoreApplication::translate("PlanRunner", "no IRQ matched the groups it made");
        g.lint.push_back(
            {LintFinding::Severity::Warning, QStringLiteral("nothing-planned"), -1, -1,
             QCoreApplication::translate(
                 "PlanRunner", "%1 planned none of the %n selected IRQs: %2.", nullptr, selected)
                 .arg(g.algorithm, why)});
    }
    // Scoring found no load to share: every planned IRQ has a count (or
    // rate) of 0, so a planner that weighs IRQs had nothing to balance.
    if (g.score.irqs > 0 && !g.score.imbalance)
        g.lint.push_back(
            {LintFinding::Severity::Warning, QStringLiteral("no-load"), -1, -1,
             QCoreApplication::translate(
                 "PlanRunner",
                 "No load counted yet: the %n planned IRQs have not fired (no count or rate), "
                 "so the plan's balance cannot be judged, and a planner that weighs IRQs (as "
                 "balance does) had nothing to weigh. Let the machine run under load, or use "
                 "the live rates, then generate again.",
                 nullptr, g.score.irqs)});
}

} // namespace

Result<GeneratedPlan> generatePlan(const PlanMachine &machine, const QString &algorithm,
                                   const PlanRequest &request)
{
    const Planner *planner = findPlanner(algorithm);
    if (!planner)
        return Error{
            QCoreApplication::translate("PlanRunner", "Unknown algorithm \"%1\"").arg(algorithm)};
    auto plan = makePlan(*planner, machine.topology, machine.irqs, request);
    if (!plan)
        return plan.error();
    stampPlan(*plan, machine.topology);
    GeneratedPlan g;
    g.algorithm = algorithm;
    g.request = request;
    g.plan = std::move(plan.value());
    g.diff = diffPlan(g.plan, machine.irqs);

    // Scored as the CLI's compare scores it, beside the machine as it is now.
    const ScoreInput input =
        scoreInputFor(machine.topology, machine.irqs, g.request, planner->params());
    g.score = scorePlan(g.plan, input);
    g.current = currentPlacement(machine.irqs, {&g.plan});
    g.currentScore = scorePlan(g.current, input);

    LintInput li;
    li.topology = &machine.topology;
    li.table = &machine.irqs;
    li.isolated = request.isolated;
    li.nohzFull = request.nohzFull;
    li.irqbalanceRunning = machine.irqbalanceRunning;
    g.lint = lintPlan(g.plan, li);
    addOutcomeWarnings(g, machine, *planner);
    return g;
}

PlanRunner::PlanRunner(QObject *parent) : QObject(parent), m_worker(new LatestWorker(this)) {}

PlanRunner::~PlanRunner() = default;

void PlanRunner::start(std::shared_ptr<const PlanMachine> machine, const QString &algorithm,
                       const PlanRequest &request, const QString &weights)
{
    m_worker->run<Result<GeneratedPlan>>(
        [machine, algorithm, request, weights] {
            Result<GeneratedPlan> r = generatePlan(*machine, algorithm, request);
            if (r)
                r->weights = weights;
            return r;
        },
        [this](Result<GeneratedPlan> &&r) {
            if (r)
                emit generated(r.value());
            else
                emit failed(r.errorString());
            emit finished();
        });
    // After the run is under way, as busy() says; its result arrives through
    // the event loop, so always after this.
    emit started();
    qCDebug(lcPlanRunner) << "generating" << algorithm << request.irqs;
}

void PlanRunner::cancel()
{
    if (m_worker->cancel())
        emit finished();
}

} // namespace irqatlas
