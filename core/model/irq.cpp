#include "model/irq.h"

namespace irqatlas {

std::string Irq::matchKey() const
{
    if (!name.empty()) {
        if (!device.empty() && name.find(device) == std::string::npos)
            return name + '@' + device;
        return name;
    }
    if (!chip.empty() && !hwirq.empty())
        return chip + ':' + hwirq;
    return key;
}

const Irq *IrqTable::find(int number) const
{
    if (number < 0)
        return nullptr;
    for (const Irq &irq : irqs) {
        if (irq.number == number)
            return &irq;
    }
    return nullptr;
}

const Irq *IrqTable::findKey(std::string_view k) const
{
    for (const Irq &irq : irqs) {
        if (irq.key == k)
            return &irq;
    }
    return nullptr;
}

} // namespace irqatlas
