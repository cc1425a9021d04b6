#pragma once

#include "cost/costreport.h"
#include "model/irq.h"
#include "model/result.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace irqatlas {

// Planner weights from a cost measurement (`irqatlas-cli cost --format json`,
// format "irqatlas-cost"): per IrqTable row its handler time over the
// measurement as ns per second, so a 20 µs completion outweighs a 50 ns timer
// that fires as often. Joined by the IRQ's key ("41", "LOC"); a row the file
// does not hold weighs 0 (it did not fire while measured).
struct CostWeights
{
    std::vector<double> perRow; // ns of handler time per second (PlanRequest::rates)
    QString file;
    double seconds = 0;
    int tableIrqs = 0;   // numbered IRQs of the table
    int matchedIrqs = 0; // of those, the ones the file holds

    // Translated: "IRQ time measured over 5.0 s (cost.json)".
    QString description() const;
    // Translated: numbered IRQs the file does not hold.
    QStringList remarks() const;
};

// Errors naming the file: readCostFile's (unreadable, past its cap, not a
// measurement, an entry that fails its checks), or none of the table's
// numbered IRQs in it (a measurement of another machine).
Result<CostWeights> costWeights(const QString &path, const IrqTable &table);
// The same from a measurement already read; `path` names it in messages.
Result<CostWeights> costWeights(const CostReport &report, const QString &path,
                                const IrqTable &table);

} // namespace irqatlas
