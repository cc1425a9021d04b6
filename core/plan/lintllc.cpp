#include "plan/lintllc.h"

#include <QCoreApplication>
#include <map>
#include <string>

namespace irqatlas {

void lintLlcCrowding(const Topology &topo, const IrqTable &table,
                     const std::vector<const CpuSet *> &target, const std::vector<bool> &planned,
                     std::vector<LintFinding> &out, LlcView view)
{
    const std::vector<const Cache *> llcs = topo.lastLevelCaches();
    if (llcs.size() < 2)
        return;
    struct Device
    {
        int irqs = 0;
        int firstIrq = -1;
        CpuSet cpus;
    };
    std::map<std::string, Device> devices; // by BDF, in a stable order
    for (std::size_t i = 0; i < table.irqs.size(); ++i) {
        const Irq &q = table.irqs[i];
        if (!planned[i] || !target[i] || q.device.empty() || q.symbolic())
            continue;
        Device &d = devices[q.device];
        if (d.irqs++ == 0)
            d.firstIrq = q.number;
        d.cpus |= *target[i];
    }
    const CpuSet online = topo.onlineCpus();
    for (const auto &[bdf, d] : devices) {
        if (d.irqs < 2 || d.cpus.empty())
            continue;
        const Cache *shared = topo.lastLevelCacheOf(d.cpus.first());
        if (!shared || !d.cpus.isSubsetOf(shared->cpus))
            continue;
        const Pu *pu = topo.pu(d.cpus.first());
        if (!pu || pu->node < 0)
            continue;
        // The other domains of that node that could take some of the queues.
        CpuSet idle;
        for (const Cache *c : llcs)
            if (c != shared)
                idle |= c->cpus & topo.onlineNodeCpus(pu->node) & online;
        if (idle.empty())
            continue;
        const QString text =
            view == LlcView::Planned
                ? QCoreApplication::translate(
                      "Lint", "all %1 planned IRQs of device %2 share one L3 domain (CPUs %3) "
                              "while node %4 has other L3 domains with none of them (CPUs %5)")
                : QCoreApplication::translate(
                      "Lint", "all %1 IRQs of device %2 are delivered in one L3 domain (CPUs %3) "
                              "while node %4 has other L3 domains with none of them (CPUs %5)");
        out.push_back(LintFinding{LintFinding::Severity::Warning, QStringLiteral("llc-crowded"),
                                  d.firstIrq, -1,
                                  text.arg(d.irqs)
                                      .arg(QString::fromStdString(bdf), shared->cpus.toListString())
                                      .arg(pu->node)
                                      .arg(idle.toListString())});
    }
}

} // namespace irqatlas
