#include "ui/common/recordedmachine.h"

#include "procfs/sourcecheck.h"

namespace irqatlas {

MachineData recordedMachine(const MachineData &current, const ParsedSample &first,
                            const QString &name)
{
    MachineData m;
    if (current.hasTopology) {
        m.topology = current.topology;
        m.hasTopology = true;
    }
    m.irqs = first.irqs;
    m.hasIrqs = true;
    m.title = name;
    if (m.hasTopology)
        m.differences =
            compareSources(m.topology, {&m.irqs, &first.stat,
                                        first.hasSoftirqs ? &first.softirqs : nullptr, QString()});
    else
        m.topology = cpuOnlyTopology(m.irqs.cpus, name);
    return m;
}

} // namespace irqatlas
