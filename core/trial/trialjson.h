#pragma once

#include "trial/verdict.h"

#include <QJsonArray>
#include <QJsonObject>
#include <optional>

namespace irqatlas {

// The JSON of docs/CLI.md, trial: one verdict entry
//   {"metric", "before", "after", "change", "judgement", ...}
// (null for a mean no interval had), the machine-wide entries, the per-CPU
// entries and the softirq moves.
QJsonObject metricJson(const MetricVerdict &m);
QJsonArray machineVerdictJson(const Verdict &v);
QJsonArray cpuVerdictJson(const Verdict &v);
QJsonArray softirqMovesJson(const Verdict &v);

// A phase: {"intervals", "gaps", "seconds", "means": {metric: mean|null}}.
QJsonObject phaseJson(const TrialPhase &p);

// The entry of the --metric command's figure: one value per phase is never
// judged (docs/ALGORITHMS.md), but the change is shown.
MetricVerdict figureVerdict(std::optional<double> before, std::optional<double> after);

} // namespace irqatlas
