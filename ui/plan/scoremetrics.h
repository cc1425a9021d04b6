#pragma once

#include "plan/planscore.h"

#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

// One line of a plan's score as the GUI shows it: the panel lists them with
// their explanation, the compare view puts plans side by side and marks the best.
struct ScoreMetric
{
    enum class Better
    {
        Lower,
        Neither
    };
    QString label;       // translated
    QString explanation; // translated, one or two sentences
    Better better = Better::Lower;
    int decimals = 0;
    std::optional<double> (*value)(const PlanScore &) = nullptr;
    bool distance = false; // a NUMA distance: marked when the distances were assumed

    QString format(const PlanScore &score) const; // "-" when there is no value
    // The explanation, and for a distance that was assumed, that it was.
    QString toolTip(const PlanScore &score) const;
};

const std::vector<ScoreMetric> &scoreMetrics();

// Per plan (same order as scores): whether it holds the best value of metric.
// Nothing is best when every plan has the same value or the metric has no
// better direction.
std::vector<bool> bestOf(const ScoreMetric &metric, const std::vector<const PlanScore *> &scores);

} // namespace irqatlas
