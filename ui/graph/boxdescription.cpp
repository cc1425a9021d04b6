#include "ui/graph/boxdescription.h"

#include "layout/boxtitles.h"
#include "layout/devicetitle.h"
#include "layout/topologylayout.h"
#include "model/topology.h"
#include "ui/common/graphstate.h"
#include "ui/graph/paintbits.h"
#include "ui/graph/structurepaint.h"

#include <QCoreApplication>
#include <cmath>
#include <map>

// The tooltip half of topologypainter.h: what a box is, in words.
namespace irqatlas {

namespace {

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
        return QCoreApplication::translate("TopologyPainter", "Package %1: CPUs %2")
            .arg(b->id)
            .arg([&] {
                for (const Package &pk : topo.packages)
                    if (pk.id == b->id)
                        return pk.cpus.toListString();
                return QString();
            }());
    case BoxKind::Node:
    case BoxKind::MemoryNode: {
        QString t = nodeTitle(topo, *b);
        if (const NumaNode *n = topo.node(b->id); n && !n->memoryCaches.empty())
            t += QStringLiteral("\n") + describeMemoryCaches(*n);
        if (b->id >= 0)
            t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter", "CPUs: %1")
                                            .arg(topo.nodeCpus(b->id).toListString());
        if (b->id >= 0 && topo.nodes.size() > 1) {
            // Its row of the distance matrix, nodes grouped by distance, and
            // whether the numbers were measured or assumed.
            std::map<int, CpuSet> byDistance;
            for (const NumaNode &n : topo.nodes)
                byDistance[topo.dist(b->id, n.id)].set(n.id);
            QStringList parts;
            for (const auto &[d, nodes] : byDistance)
                parts << QCoreApplication::translate("TopologyPainter", "%1 to node(s) %2")
                             .arg(d)
                             .arg(nodes.toListString());
            t += QStringLiteral("\n") +
                 (topo.distanceFromFirmware
                      ? QCoreApplication::translate("TopologyPainter", "Distances: %1")
                      : QCoreApplication::translate("TopologyPainter",
                                                    "Distances (assumed: no firmware table): %1"))
                     .arg(parts.join(QStringLiteral("; ")));
        }
        return t + QStringLiteral("\n") +
               QCoreApplication::translate(
                   "TopologyPainter", "Drop IRQs here to move them to every CPU of this node.");
    }
    case BoxKind::DeviceShelf:
        return QCoreApplication::translate("TopologyPainter",
                                           "PCI devices whose NUMA node is unknown.");
    case BoxKind::Core: {
        const Core *core = topo.coreById(b->id);
        return QCoreApplication::translate("TopologyPainter", "Core %1: CPUs %2")
                   .arg(b->id)
                   .arg(core ? core->cpus.toListString() : QString()) +
               QStringLiteral("\n") +
               QCoreApplication::translate(
                   "TopologyPainter", "Drop IRQs here to move them to this core's SMT siblings.");
    }
    case BoxKind::Pu: {
        const Pu *pu = topo.pu(b->id);
        QString t = QCoreApplication::translate("TopologyPainter", "CPU %1").arg(b->id);
        if (pu) {
            t += QStringLiteral("\n") +
                 QCoreApplication::translate("TopologyPainter", "Core %1, package %2, NUMA node %3")
                     .arg(pu->core)
                     .arg(pu->package)
                     .arg(pu->node);
            if (const QString kind = kindLabel(topo, pu->kind); !kind.isEmpty())
                t += QStringLiteral("\n") + kind;
            if (const Cache *llc = topo.lastLevelCacheOf(b->id))
                t += QStringLiteral("\n") +
                     QCoreApplication::translate("TopologyPainter", "L%1 shared with CPUs %2")
                         .arg(llc->level)
                         .arg(llc->cpus.toListString());
            if (!pu->online)
                t += QStringLiteral("\n") +
                     QCoreApplication::translate("TopologyPainter", "Offline");
            if (!pu->allowed)
                t += QStringLiteral("\n") +
                     QCoreApplication::translate("TopologyPainter",
                                                 "Not allowed for this process (cgroup)");
        }
        if (st.hasIrqs) {
            const int now = countAt(st.irqCount, b->id);
            t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter",
                                                                    "%n IRQs target this CPU",
                                                                    nullptr, now);
            const int later = countAt(st.pendingCount, b->id);
            if (later != now)
                t += QStringLiteral("\n") +
                     QCoreApplication::translate("TopologyPainter", "%n after the pending changes",
                                                 nullptr, later);
            if (st.preview.active) {
                // Counts in locals: lupdate's parser loops on a call with a
                // comma as the count argument of a %n translation.
                const int withPlan = countAt(st.preview.count, b->id);
                const int planIrqs = countAt(st.preview.planIrqs, b->id);
                t += QStringLiteral("\n") +
                     QCoreApplication::translate("TopologyPainter", "%n with the previewed plan",
                                                 nullptr, withPlan);
                t += QStringLiteral("\n") + QCoreApplication::translate("TopologyPainter",
                                                                        "%n of the plan's IRQs",
                                                                        nullptr, planIrqs);
            }
        }
        if (st.heat.active) {
            const auto fig = [&](const std::vector<float> &v, int decimals, const QString &unit) {
                const bool has =
                    std::size_t(b->id) < v.size() && !std::isnan(v[std::size_t(b->id)]);
                return has ? QString::number(double(v[std::size_t(b->id)]), 'f', decimals) + unit
                           : QCoreApplication::translate("TopologyPainter", "not accounted");
            };
            const QString pct = QStringLiteral(" %");
            t += QStringLiteral("\n") +
                 QCoreApplication::translate("TopologyPainter", "Hard IRQ time: %1")
                     .arg(fig(st.heat.hardPct, 2, pct));
            t += QStringLiteral("\n") +
                 QCoreApplication::translate("TopologyPainter", "Soft IRQ time: %1")
                     .arg(fig(st.heat.softPct, 2, pct));
            t += QStringLiteral("\n") +
                 QCoreApplication::translate("TopologyPainter", "Interrupts per second: %1")
                     .arg(fig(st.heat.irqsPerSec, 0, QString()));
        }
        return t + QStringLiteral("\n") +
               QCoreApplication::translate(
                   "TopologyPainter",
                   "Click to list its IRQs; drop IRQs here to pin them to this CPU.");
    }
    case BoxKind::Device: {
        const PciDevice &d = topo.devices[std::size_t(b->id)];
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
             (d.node >= 0
                  ? QCoreApplication::translate("TopologyPainter", "NUMA node %1").arg(d.node)
                  : QCoreApplication::translate("TopologyPainter", "NUMA node unknown"));
        if (st.hasIrqs && std::size_t(b->id) < st.deviceIrqs.size())
            t += QStringLiteral("\n") +
                 QCoreApplication::translate("TopologyPainter", "%n IRQs", nullptr,
                                             st.deviceIrqs[std::size_t(b->id)]);
        return t;
    }
    }
    return {};
}

} // namespace irqatlas
