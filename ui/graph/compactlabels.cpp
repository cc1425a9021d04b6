#include "ui/graph/compactlabels.h"

#include "ui/graph/topologylayout.h"

#include <QCoreApplication>

namespace irqatlas {

double idMinPixels(bool hasIrqs)
{
    // With IRQs the id shares the tile with the count (see paintTopology).
    return hasIrqs ? 22 : 11;
}

CpuSet cpusInBox(const TopologyLayout &layout, int box)
{
    CpuSet out;
    for (const LayoutBox &b : layout.boxes) {
        if (b.kind != BoxKind::Pu)
            continue;
        for (int p = b.parent; p >= 0; p = layout.boxes[std::size_t(p)].parent) {
            if (p == box) {
                out.set(b.id);
                break;
            }
        }
    }
    return out;
}

QString cpuRangeTitle(const CpuSet &cpus)
{
    QString list = cpus.toListString();
    list.replace(QLatin1Char('-'), QChar(0x2013)).replace(QLatin1Char(','), QStringLiteral(", "));
    return QCoreApplication::translate("TopologyPainter", "CPUs %1").arg(list);
}

} // namespace irqatlas
