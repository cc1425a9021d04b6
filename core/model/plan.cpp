#include "model/plan.h"

namespace irqatlas {

const PlanAssignment *Plan::find(int irq) const
{
    for (const auto &a : assignments)
        if (a.irq == irq)
            return &a;
    return nullptr;
}

} // namespace irqatlas
