#include "ui/shell/reportplans.h"

#include "machine/machinedata.h"
#include "ui/common/pendingchanges.h"
#include "ui/plan/plancompare.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/scoremetrics.h"

#include <QCoreApplication>
#include <algorithm>

namespace irqatlas {

namespace {

// Hand-made pending changes have no request: they are scored as a plan
// over the machine's own settings, the way the dock scores a plan.
GeneratedPlan manualPlan(const PendingChanges &pending, const MachineData &machine)
{
    GeneratedPlan g;
    g.algorithm = QStringLiteral("manual");
    g.plan = pending.toPlan(machine.irqs, machine.topology, QString());
    g.request.isolated = machine.isolated;
    g.request.nohzFull = machine.nohzFull;
    // Scored as the dock scores: over the CPUs the window shows, with or
    // without a topology file behind them.
    g.score = scorePlan(g.plan, scoreInputFor(machine.topology, machine.irqs, g.request, {}));
    return g;
}

PlanSection section(const GeneratedPlan &g, const QString &name, const Snapshot &snapshot,
                    bool irqbalanceRunning)
{
    PlanSection s = planSection(g.plan, name, snapshot, irqbalanceRunning);
    s.plan.algorithm = g.algorithm;
    // The figures the dock showed, not a second scoring with other weights.
    s.score = g.score;
    // And the warnings about what came out (nothing placed, no load), which
    // the dock adds to the lint of the plan file.
    for (const LintFinding &f : g.lint)
        if (std::none_of(s.lint.begin(), s.lint.end(),
                         [&](const LintFinding &l) { return l.rule == f.rule; }))
            s.lint.push_back(f);
    return s;
}

ShownScores shownScores(const PlanScore &current, const QStringList &titles,
                        const std::vector<const PlanScore *> &scores)
{
    ShownScores out;
    out.columns << QCoreApplication::translate("ReportPlans", "current") << titles;
    for (const ScoreMetric &m : scoreMetrics()) {
        ShownScores::Row row;
        row.label = m.heading(current.oneCpuOfMask);
        row.values << m.format(current);
        row.best.push_back(false); // "current" is never marked best
        for (const PlanScore *s : scores)
            row.values << m.format(*s);
        for (bool b : bestOf(m, scores))
            row.best.push_back(b);
        out.rows.push_back(std::move(row));
    }
    out.note = QCoreApplication::translate(
        "ReportPlans", "\"current\" is the machine as it is now, over the IRQs the plans place. "
                       "Lower is better in every marked row; the best plan is in bold, never on a "
                       "row where a plan has no value (–).");
    return out;
}

} // namespace

ReportPlans reportPlans(const PlanPanel &panel, const PendingChanges &pending,
                        const MachineData &machine, const Snapshot &snapshot,
                        bool irqbalanceRunning)
{
    ReportPlans out;
    std::vector<const GeneratedPlan *> plans;
    QStringList titles;
    std::optional<GeneratedPlan> manual;
    if (!pending.isEmpty()) {
        const GeneratedPlan *g = panel.pendingPlan();
        if (!g) {
            manual = manualPlan(pending, machine);
            g = &*manual;
        }
        const QString name = QCoreApplication::translate("ReportPlans", "pending changes");
        out.sections.push_back(section(*g, name, snapshot, irqbalanceRunning));
        plans.push_back(g);
        titles << QStringLiteral("%1 · %2").arg(name, g->algorithm);
    }
    for (int slot = 0; slot < PlanPanel::kSlots; ++slot)
        if (const GeneratedPlan *g = panel.kept(slot)) {
            const QString name = QCoreApplication::translate("ReportPlans", "plan %1")
                                     .arg(PlanPanel::slotName(slot));
            out.sections.push_back(section(*g, name, snapshot, irqbalanceRunning));
            plans.push_back(g);
            titles << QStringLiteral("%1 · %2").arg(PlanPanel::slotName(slot), g->algorithm);
        }
    const auto planMachine = panel.planMachine();
    if (plans.empty() || !planMachine)
        return out;
    std::vector<const PlanScore *> scores;
    scores.reserve(plans.size());
    for (const GeneratedPlan *g : plans)
        scores.push_back(&g->score);
    out.scores = shownScores(currentScoreOf(*planMachine, plans), titles, scores);
    return out;
}

} // namespace irqatlas
