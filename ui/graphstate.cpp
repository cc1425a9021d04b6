#include "graphstate.h"

#include "irq.h"
#include "topology.h"

#include <algorithm>

namespace irqatlas {

CpuSet irqTargets(const Irq &irq, const std::vector<int> &cpus)
{
    if (irq.effective && !irq.effective->empty())
        return *irq.effective;
    if (irq.affinity)
        return *irq.affinity;
    CpuSet fired;
    for (std::size_t i = 0; i < irq.counts.size() && i < cpus.size(); ++i)
        if (irq.counts[i] > 0)
            fired.set(cpus[i]);
    return fired;
}

GraphState GraphState::compute(const Topology &topology, const IrqTable *irqs,
                               const std::map<int, CpuSet> &pending)
{
    GraphState s;
    int nCpus = topology.nrCpuIds();
    if (irqs)
        for (int c : irqs->cpus)
            nCpus = std::max(nCpus, c + 1);
    s.irqCount.assign(std::size_t(nCpus), 0);
    s.pendingCount.assign(std::size_t(nCpus), 0);
    s.deviceIrqs.assign(topology.devices.size(), 0);
    if (!irqs)
        return s;
    s.hasIrqs = true;
    auto add = [&](std::vector<int> &v, const CpuSet &cpus) {
        for (int c : cpus)
            if (c >= 0 && std::size_t(c) < v.size())
                ++v[std::size_t(c)];
    };
    for (const Irq &irq : irqs->irqs) {
        // Per-CPU symbolic rows (LOC, NMI) land everywhere and would drown the picture.
        if (irq.symbolic())
            continue;
        ++s.totalIrqs;
        const CpuSet now = irqTargets(irq, irqs->cpus);
        add(s.irqCount, now);
        auto p = pending.find(irq.number);
        add(s.pendingCount, p != pending.end() ? p->second : now);
        if (!irq.device.empty()) {
            const QString bdf = QString::fromStdString(irq.device);
            for (std::size_t i = 0; i < topology.devices.size(); ++i)
                if (topology.devices[i].bdf.compare(bdf, Qt::CaseInsensitive) == 0)
                    ++s.deviceIrqs[i];
        }
    }
    for (std::size_t i = 0; i < s.irqCount.size(); ++i)
        s.maxIrqCount = std::max({s.maxIrqCount, s.irqCount[i], s.pendingCount[i]});
    return s;
}

} // namespace irqatlas
