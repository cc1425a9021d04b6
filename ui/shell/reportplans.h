#pragma once

#include "report/reportdata.h"

#include <optional>
#include <vector>

namespace irqatlas {

struct MachineData;
class PendingChanges;
class PlanPanel;

// The plans of a window as Export Report… puts them in the report: the
// pending changes (named by the algorithm of the plan they came from, when
// they still are that plan), then the Plan dock's kept plans; and their
// scores as the dock and the compare view show them: the same metrics,
// units, "current" column and marks of the best value.
struct ReportPlans
{
    std::vector<PlanSection> sections;
    std::optional<ShownScores> scores; // none without a plan
};

ReportPlans reportPlans(const PlanPanel &panel, const PendingChanges &pending,
                        const MachineData &machine, const Snapshot &snapshot,
                        bool irqbalanceRunning);

} // namespace irqatlas
