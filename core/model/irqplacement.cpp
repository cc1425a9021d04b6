#include "model/irqplacement.h"

#include <unordered_map>

namespace irqatlas {

PlacementJoin joinPlacement(IrqTable &counts, const IrqTable &placement)
{
    std::unordered_map<std::string_view, const Irq *> byKey;
    byKey.reserve(placement.irqs.size());
    for (const Irq &irq : placement.irqs)
        if (!irq.symbolic())
            byKey.emplace(irq.key, &irq);
    PlacementJoin join;
    for (Irq &irq : counts.irqs) {
        if (irq.symbolic())
            continue;
        ++join.numbered;
        const auto it = byKey.find(irq.key);
        if (it == byKey.end()) {
            join.absent.push_back(irq.key);
            continue;
        }
        const Irq &from = *it->second;
        // An exporter without the action names (empty) cannot tell; any
        // other difference is another device on the same number.
        if (!irq.name.empty() && irq.name != from.name) {
            join.renamed.push_back(irq.key);
            continue;
        }
        irq.affinity = from.affinity;
        irq.effective = from.effective;
        irq.affinityHint = from.affinityHint;
        irq.node = from.node;
        irq.wakeup = from.wakeup;
        irq.sysType = from.sysType;
        irq.device = from.device;
        irq.deviceNode = from.deviceNode;
        irq.interfaces = from.interfaces;
        irq.immovable = from.immovable;
        irq.immovableReason = from.immovableReason;
        ++join.matched;
    }
    counts.defaultAffinity = placement.defaultAffinity;
    return join;
}

} // namespace irqatlas
