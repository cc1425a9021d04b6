#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "model/result.h"
#include "model/topology.h"
#include "plan/lint.h"
#include "plan/plandiff.h"
#include "plan/planrequest.h"
#include "plan/planscore.h"
#include "ui/common/latestworker.h"

#include <QObject>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace irqatlas {

// The machine a plan is generated for, shared read-only with worker threads.
struct PlanMachine
{
    Topology topology;
    IrqTable irqs;
    // The host's settings (MachineData): requests leave isolcpus and
    // nohz_full out of the default candidates, the lint warns about irqbalance.
    std::optional<CpuSet> isolated;
    std::optional<CpuSet> nohzFull;
    bool irqbalanceRunning = false;
    // The machine's own files for planners that run a program over them
    // (irqbalance): "/" for this machine, a saved folder; empty when none.
    QString machineRoot;
};

// One generated plan with everything the panel shows about it.
struct GeneratedPlan
{
    QString algorithm;
    PlanRequest request;
    Plan plan;
    PlanDiff diff;
    PlanScore score;
    // The machine as it is now over the same IRQs, scored alike: what the
    // plan is judged against.
    Plan current;
    PlanScore currentScore;
    std::vector<LintFinding> lint;
    QString weights; // translated: what the IRQs were weighed by (PlanRequestForm::weightsText)

    // irq number -> CPUs, the form the graph and the pending changes use.
    std::map<int, CpuSet> assignments() const;
};

// makePlan, then its diff, score and lint against the same machine. Blocking;
// errors name the planner.
Result<GeneratedPlan> generatePlan(const PlanMachine &machine, const QString &algorithm,
                                   const PlanRequest &request);

// Runs generatePlan on a worker thread. A newer start() or cancel() drops the
// result of an older run: a planner cannot be interrupted, but the window
// never waits for it and never shows a stale plan.
class PlanRunner : public QObject
{
    Q_OBJECT
public:
    explicit PlanRunner(QObject *parent = nullptr);
    ~PlanRunner() override;

    void start(std::shared_ptr<const PlanMachine> machine, const QString &algorithm,
               const PlanRequest &request, const QString &weights = {});
    void cancel();
    bool busy() const { return m_worker->active(); }
    // Worker threads still running, dropped ones included.
    int running() const { return m_worker->running(); }

signals:
    void started();
    void generated(const irqatlas::GeneratedPlan &plan);
    void failed(const QString &message);
    void finished();

private:
    LatestWorker *m_worker;
};

} // namespace irqatlas
