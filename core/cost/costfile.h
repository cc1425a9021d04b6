#pragma once

#include "cost/costreport.h"
#include "model/result.h"

#include <QByteArray>
#include <QString>

namespace irqatlas {

// A measurement read back from the JSON `irqatlas-cli cost --format json`
// writes (format "irqatlas-cost", version 1), for planning weights, the
// report and the GUI. The file travels in tickets: every field is checked
// (types, ranges, CPU ids, string lengths, entry counts) and an error names
// the file and the entry ("cost.json: irqs[3].cpus: ..."). Fields a reader
// does not need may be absent (name, count, ns_per_run, per-CPU figures,
// cpus, softirqs); "seconds" above 0 and each IRQ's "irq" and "ns" may not.
Result<CostReport> parseCostJson(const QByteArray &bytes, const QString &name);

// parseCostJson of a file of at most limits::kMaxPlanBytes.
Result<CostReport> readCostFile(const QString &path);

} // namespace irqatlas
