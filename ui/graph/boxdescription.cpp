#include "ui/graph/boxdescription.h"

#include "layout/boxtitles.h"
#include "layout/devicetitle.h"
#include "layout/topologylayout.h"
#include "model/topology.h"
#include "ui/common/graphstate.h"
#include "ui/graph/paintbits.h"
#include "ui/graph/structurepaint.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>

// What a box of the graph is, in words: one function per kind of box.
namespace irqatlas {

namespace {

QString describePackage(const Topology &topo, const LayoutBox &b)
{
    return QCoreApplication::translate("TopologyPainter", "Package %1: CPUs %2").arg(b.id).arg([&] {
        for (const Package &pk : topo.packages)
            if (pk.id == b.id)
                return pk.cpus.toListString();
        return QString();
    }());
}

// The node's row of the distance matrix, nodes grouped by distance, and
// whether the numbers were measured or assumed.
QString nodeDistances(const Topology &topo, int node)
{
    std::map<int, CpuSet> byDistance;
    for (const NumaNode &n : topo.nodes)
        byDistance[topo.dist(node, n.id)].set(n.id);
    QStringList parts;
    for (const auto &[d, nodes] : byDistance)
        parts << QCoreApplication::translate("TopologyPainter", "%1 to node(s) %2")
                     .arg(d)
                     .arg(nodes.toListString());
    return (topo.distanceFromFirmware
                ? QCoreApplication::translate("TopologyPainter", "Distances: %1")
                : QCoreApplication::translate("TopologyPainter",
                                              "Distances (assumed: no firmware table): %1"))
        .arg(parts.join(QStringLiteral("; ")));
}

QString describeNode(const Topology &topo, const LayoutBox &b)
{
    QString t = nodeTitle(topo, b);
    if (const NumaNode *n = topo.node(b.id); n && !n->memoryCaches.empty())
        t += QStringLiteral("\n") + describeMemoryCaches(*n);
    if (b.id >= 0)
        t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter", "CPUs: %1")
                                        .arg(topo.nodeCpus(b.id).toListString());
    if (b.id >= 0 && topo.nodes.size() > 1)
        t += QStringLiteral("\n") + nodeDistances(topo, b.id);
    return t + QStringLiteral("\n") +
           QCoreApplication::translate("TopologyPainter",
                                       "Drop IRQs here to move them to every CPU of this node.");
}

QString describeCore(const Topology &topo, const LayoutBox &b)
{
    const Core *core = topo.coreById(b.id);
    return QCoreApplication::translate("TopologyPainter", "Core %1: CPUs %2")
               .arg(b.id)
               .arg(core ? core->cpus.toListString() : QString()) +
           QStringLiteral("\n") +
           QCoreApplication::translate("TopologyPainter",
                                       "Drop IRQs here to move them to this core's SMT siblings.");
}

// Where the CPU sits and what it is: core, package, node, kind, shared cache, state.
void appendPuFacts(QString &t, const Topology &topo, int cpu, const Pu &pu)
{
    t += QStringLiteral("\n") +
         QCoreApplication::translate("TopologyPainter", "Core %1, package %2, NUMA node %3")
             .arg(pu.core)
             .arg(pu.package)
             .arg(pu.node);
    if (const QString kind = kindLabel(topo, pu.kind); !kind.isEmpty())
        t += QStringLiteral("\n") + kind;
    if (const Cache *llc = topo.lastLevelCacheOf(cpu))
        t += QStringLiteral("\n") +
             QCoreApplication::translate("TopologyPainter", "L%1 shared with CPUs %2")
                 .arg(llc->level)
                 .arg(llc->cpus.toListString());
    if (!pu.online)
        t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter", "Offline");
    if (!pu.allowed)
        t += QStringLiteral("\n") + QCoreApplication::translate(
                                        "TopologyPainter", "Not allowed for this process (cgroup)");
}

// The IRQs that target the CPU now, after the pending changes and with the
// previewed plan.
void appendPuCounts(QString &t, const GraphState &st, int cpu)
{
    const int now = countAt(st.irqCount, cpu);
    t += QStringLiteral("\n") +
         QCoreApplication::translate("TopologyPainter", "%n IRQs target this CPU", nullptr, now);
    const int later = countAt(st.pendingCount, cpu);
    if (later != now)
        t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter",
                                                                "%n after the pending changes",
                                                                nullptr, later);
    if (st.preview.active) {
        // Counts in locals: lupdate's parser loops on a call with a
        // comma as the count argument of a %n translation.
        const int withPlan = countAt(st.preview.count, cpu);
        const int planIrqs = countAt(st.preview.planIrqs, cpu);
        t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter",
                                                                "%n with the previewed plan",
                                                                nullptr, withPlan);
        t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter",
                                                                "%n of the plan's IRQs", nullptr,
                                                                planIrqs);
    }
}

// The live figures of the CPU's latest interval.
void appendPuHeat(QString &t, const GraphState &st, int cpu)
{
    const auto fig = [&](const std::vector<float> &v, int decimals, const QString &unit) {
        const bool has = std::size_t(cpu) < v.size() && !std::isnan(v[std::size_t(cpu)]);
        return has ? QString::number(double(v[std::size_t(cpu)]), 'f', decimals) + unit
                   : QCoreApplication::translate("TopologyPainter", "not accounted");
    };
    const QString pct = QStringLiteral(" %");
    t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter", "Hard IRQ time: %1")
                                    .arg(fig(st.heat.hardPct, 2, pct));
    t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter", "Soft IRQ time: %1")
                                    .arg(fig(st.heat.softPct, 2, pct));
    // Thread time only where the source has it at all (this machine).
    const bool anyThread = std::any_of(st.heat.threadPct.begin(), st.heat.threadPct.end(),
                                       [](float v) { return !std::isnan(v); });
    t += QStringLiteral("\n") +
         (anyThread
              ? QCoreApplication::translate("TopologyPainter", "IRQ thread time: %1")
                    .arg(fig(st.heat.threadPct, 2, pct))
              : QCoreApplication::translate("TopologyPainter", "IRQ thread time: no thread times"));
    t += QStringLiteral("\n") +
         QCoreApplication::translate("TopologyPainter", "Interrupts per second: %1")
             .arg(fig(st.heat.irqsPerSec, 0, QString()));
}

QString describePu(const Topology &topo, const GraphState &st, const LayoutBox &b)
{
    QString t = QCoreApplication::translate("TopologyPainter", "CPU %1").arg(b.id);
    if (const Pu *pu = topo.pu(b.id))
        appendPuFacts(t, topo, b.id, *pu);
    if (st.hasIrqs)
        appendPuCounts(t, st, b.id);
    if (st.heat.active)
        appendPuHeat(t, st, b.id);
    if (st.threadLast.test(b.id))
        t += QStringLiteral("\n") +
             QCoreApplication::translate("TopologyPainter",
                                         "A kernel thread of the selected IRQ last ran here");
    if (st.threadPlanned.test(b.id))
        t += QStringLiteral("\n") +
             QCoreApplication::translate("TopologyPainter",
                                         "The selected IRQ's kernel threads go here when the "
                                         "pending changes are applied");
    return t + QStringLiteral("\n") +
           QCoreApplication::translate(
               "TopologyPainter",
               "Click to list its IRQs; drop IRQs here to pin them to this CPU.");
}

QString describeDevice(const Topology &topo, const GraphState &st, const LayoutBox &b)
{
    const PciDevice &d = topo.devices[std::size_t(b.id)];
    const QString label = deviceLabel(d);
    QString t = label + QStringLiteral("\n") + d.bdf;
    // The class, unless the label already is it.
    if (const QString cls = pciClassTitle(d.className); !cls.isEmpty() && cls != label)
        t += QStringLiteral(" · ") + cls;
    if (!d.vendor.isEmpty() || !d.device.isEmpty())
        t += QStringLiteral("\n") + d.vendor + QStringLiteral(" ") + d.device;
    if (!d.driver.isEmpty())
        t += QStringLiteral("\n") +
             QCoreApplication::translate("TopologyPainter", "Driver: %1").arg(d.driver);
    t += QStringLiteral("\n") +
         (d.node >= 0 ? QCoreApplication::translate("TopologyPainter", "NUMA node %1").arg(d.node)
          : d.noNode  ? QCoreApplication::translate("TopologyPainter",
                                                    "No NUMA node (the kernel reports -1)")
                      : QCoreApplication::translate("TopologyPainter", "NUMA node unknown"));
    if (st.hasIrqs && std::size_t(b.id) < st.deviceIrqs.size())
        t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter", "%n IRQs",
                                                                nullptr,
                                                                st.deviceIrqs[std::size_t(b.id)]);
    return t;
}

} // namespace

QString describeBox(const Topology &topo, const TopologyLayout &layout, const GraphState &st,
                    int boxIndex)
{
    const LayoutBox *b = layout.box(boxIndex);
    if (!b)
        return {};
    switch (b->kind) {
    case BoxKind::Machine:
        return {};
    case BoxKind::CacheDomain:
        return describeCacheDomain(topo, layout, *b);
    case BoxKind::Package:
        return describePackage(topo, *b);
    case BoxKind::Node:
    case BoxKind::MemoryNode:
        return describeNode(topo, *b);
    case BoxKind::DeviceShelf:
        return QCoreApplication::translate("TopologyPainter",
                                           "PCI devices whose NUMA node is unknown.");
    case BoxKind::Core:
        return describeCore(topo, *b);
    case BoxKind::Pu:
        return describePu(topo, st, *b);
    case BoxKind::Device:
        return describeDevice(topo, st, *b);
    }
    return {};
}

} // namespace irqatlas
