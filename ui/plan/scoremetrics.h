#pragma once

#include "plan/planscore.h"

#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

// One line of a plan's score as the GUI shows it: the panel lists them with
// their explanation, the compare view puts the machine as it is now and the
// plans side by side and marks the best plan.
struct ScoreMetric
{
    enum class Better
    {
        Lower,
        Neither
    };
    QString label;       // translated
    QString explanation; // translated, one line
    Better better = Better::Lower;
    int decimals = 0;
    std::optional<double> (*value)(const PlanScore &) = nullptr;
    bool distance = false; // a NUMA distance: marked when the distances were assumed
    ScoreField field = ScoreField::Irqs;
    QString unit;            // translated: "IRQs", "CPUs", "× mean load", ...
    bool countsCpus = false; // counts CPUs: delivered ones or every CPU of the masks

    // "CPUs used [CPUs, delivered]": the label with its unit and, for rows that
    // count CPUs, which CPUs they count.
    QString heading(bool delivered) const;
    // "–" when the score has no value here (noValueReason), never a 0.
    QString format(const PlanScore &score) const;
    // The explanation with the unit, which CPUs are counted, why there is no
    // value, and whether distances were assumed.
    QString toolTip(const PlanScore &score) const;
    // The value, or nullopt when noValueReason says there is none.
    std::optional<double> valueOf(const PlanScore &score) const;
};

const std::vector<ScoreMetric> &scoreMetrics();

// Per plan (same order as scores): whether it holds the best value of metric.
// Nothing is best when every plan has the same value, the metric has no
// better direction, or a plan has no value on the row (a score over no IRQs
// must never make another plan look best).
std::vector<bool> bestOf(const ScoreMetric &metric, const std::vector<const PlanScore *> &scores);

} // namespace irqatlas
