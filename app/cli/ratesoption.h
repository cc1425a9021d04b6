#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "plan/costweights.h"
#include "plan/planrequest.h"
#include "plan/recordedweights.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <optional>

namespace irqatlas::cli {

// --rates-from FILE [--rates-window A..B] of plan and compare: weigh the IRQs
// by the mean rates of a recording instead of their counts since boot.
void addRatesOptions(QCommandLineParser &p);

// Checks the options before anything is read; false (message printed, code
// set to the usage exit status) on a usage error.
bool ratesOptionsValid(const QCommandLineParser &p, RatesWindow &window, int &code);

// The recording's weights into req.rates (nothing without --rates-from);
// an error names the file.
Result<std::optional<RecordedWeights>> loadRates(const QCommandLineParser &p,
                                                 const RatesWindow &window, const IrqTable &table,
                                                 PlanRequest &req);

// What the weights were, as JSON fields: "weights": "rates" or "counts" and,
// from a recording, "rates_from", "rates_seconds", "rates_intervals",
// "rates_window".
QJsonObject weightsFields(const RecordedWeights *w);

// Says in the plan which weights it used: weightsFields in its generator
// params, the description and remarks first in its notes.
void markWeights(Plan &plan, const RecordedWeights &w);

// --weights-from COST.json of plan: weigh the IRQs by the handler time an
// `irqatlas-cli cost` measurement found (ns/s) instead of counts or rates.
void addCostWeightsOption(QCommandLineParser &p);
// Usage: --weights-from and --rates-from exclude each other.
bool costWeightsOptionValid(const QCommandLineParser &p, int &code);
// The measurement's weights into req.rates (nothing without --weights-from);
// an error names the file.
Result<std::optional<CostWeights>> loadCostWeights(const QCommandLineParser &p,
                                                   const IrqTable &table, PlanRequest &req);
// "weights": "cost" and "weights_from" in the plan's params, the
// description and remarks first in its notes.
void markCostWeights(Plan &plan, const CostWeights &w);

} // namespace irqatlas::cli
