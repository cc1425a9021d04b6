#pragma once

#include "live/rates.h"
#include "model/irq.h"

#include <optional>
#include <vector>

namespace irqatlas {

// One interval of the live monitor as planner weights (PlanRequest::rates).
struct IrqWeights
{
    std::vector<double> perRow;           // irq/s per IrqTable::irqs row
    double interval = 0;                  // seconds the rates were measured over
    int unknown = 0;                      // rows whose rate is unknown (new row, counter reset): 0
    std::vector<std::size_t> unknownRows; // those rows, ascending
};

// Joins the rates to the table by key and the row's occurrence among rows
// with that key, as computeRates joins samples. Rows the interval leaves out
// did not change: 0 irq/s. A partial rate counts the CPUs it covers. A table
// row the rates do not know (the table was read before an IRQ appeared) is 0.
// Gap rates give nothing: no weights at all rather than all zeros.
std::optional<IrqWeights> irqWeights(const IrqTable &table, const Rates &rates);

} // namespace irqatlas
