#include "model/plan.h"

namespace irqatlas {

const PlanAssignment *Plan::find(int irq) const
{
    for (const auto &a : assignments)
        if (a.irq == irq)
            return &a;
    return nullptr;
}

const PlanQueue *Plan::findQueue(const std::string &interface, bool rx, int index) const
{
    for (const auto &q : queues)
        if (q.interface == interface && q.rx == rx && q.index == index)
            return &q;
    return nullptr;
}

} // namespace irqatlas
