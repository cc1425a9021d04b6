#include "plan/irqweights.h"

#include <map>
#include <string_view>
#include <utility>

namespace irqatlas {

std::optional<IrqWeights> irqWeights(const IrqTable &table, const Rates &rates)
{
    if (rates.isGap())
        return std::nullopt;
    // Rates keep only the rows that moved: a few hundred on a large machine.
    std::map<std::pair<std::string_view, int>, const IrqRate *> byKey;
    for (const IrqRate &r : rates.irqs)
        byKey.emplace(std::pair<std::string_view, int>(r.key, r.occurrence), &r);

    IrqWeights w;
    w.interval = rates.interval;
    w.perRow.assign(table.irqs.size(), 0.0);
    std::map<std::string_view, int> seen;
    for (std::size_t i = 0; i < table.irqs.size(); ++i) {
        const Irq &q = table.irqs[i];
        const int occurrence = seen[q.key]++;
        auto it = byKey.find({q.key, occurrence});
        if (it == byKey.end())
            continue;
        if (it->second->perSec)
            w.perRow[i] = *it->second->perSec;
        else
            w.unknownRows.push_back(i);
    }
    w.unknown = int(w.unknownRows.size());
    return w;
}

} // namespace irqatlas
