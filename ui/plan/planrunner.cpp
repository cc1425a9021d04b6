#include "ui/plan/planrunner.h"

#include "plan/currentplan.h"
#include "plan/planner.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QPointer>
#include <QThread>

Q_LOGGING_CATEGORY(lcPlanRunner, "irqatlas.ui.planrunner", QtWarningMsg)

namespace irqatlas {

std::map<int, CpuSet> GeneratedPlan::assignments() const
{
    std::map<int, CpuSet> out;
    for (const PlanAssignment &a : plan.assignments)
        out[a.irq] = a.cpus;
    return out;
}

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
    return g;
}

PlanRunner::PlanRunner(QObject *parent)
    : QObject(parent), m_generation(std::make_shared<std::atomic<int>>(0))
{
}

PlanRunner::~PlanRunner()
{
    // Orphaned workers finish on their own and find the generation moved on.
    ++*m_generation;
}

void PlanRunner::start(std::shared_ptr<const PlanMachine> machine, const QString &algorithm,
                       const PlanRequest &request, const QString &weights)
{
    const int gen = ++*m_generation;
    auto generation = m_generation;
    QPointer<PlanRunner> self(this);
    m_active = true;
    ++m_running;
    emit started();
    QThread *thread =
        QThread::create([machine, algorithm, request, weights, gen, generation, self] {
            Result<GeneratedPlan> r = generatePlan(*machine, algorithm, request);
            if (r)
                r->weights = weights;
            if (generation->load() != gen)
                return; // superseded or cancelled
            QMetaObject::invokeMethod(
                qApp,
                [r = std::move(r), gen, generation, self]() mutable {
                    if (!self || generation->load() != gen)
                        return;
                    self->m_active = false;
                    if (r)
                        emit self->generated(r.value());
                    else
                        emit self->failed(r.errorString());
                    emit self->finished();
                },
                Qt::QueuedConnection);
        });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    connect(thread, &QThread::finished, this, [this] { --m_running; });
    thread->start();
    qCDebug(lcPlanRunner) << "generating" << algorithm << request.irqs;
}

void PlanRunner::cancel()
{
    ++*m_generation;
    if (m_active) {
        m_active = false;
        emit finished();
    }
}

} // namespace irqatlas
