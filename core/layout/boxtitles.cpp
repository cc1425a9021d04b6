#include "layout/boxtitles.h"

#include "layout/topologylayout.h"
#include "model/topology.h"

#include <QCoreApplication>

namespace irqatlas {

QString formatBytes(double bytes)
{
    static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int u = 0;
    while (bytes >= 1024 && u < 5) {
        bytes /= 1024;
        ++u;
    }
    return QStringLiteral("%1 %2").arg(QString::number(bytes, 'f', bytes < 10 && u > 0 ? 1 : 0),
                                       QLatin1String(units[u]));
}

QString packageTitle(int packageId)
{
    return packageId >= 0
               ? QCoreApplication::translate("TopologyPainter", "Package %1").arg(packageId)
               : QCoreApplication::translate("TopologyPainter", "CPUs");
}

QString nodeTitle(const Topology &topo, const LayoutBox &b)
{
    if (b.id < 0)
        return QCoreApplication::translate("TopologyPainter", "No NUMA information");
    QString t = QCoreApplication::translate("TopologyPainter", "NUMA node %1").arg(b.id);
    if (const NumaNode *n = topo.node(b.id)) {
        if (n->memoryBytes)
            t += QStringLiteral(" · ") + formatBytes(double(n->memoryBytes));
        // The memory tier (HBM, NVM, CXL...), else hwloc's subtype.
        if (const QString &tier = n->tier.isEmpty() ? n->subtype : n->tier; !tier.isEmpty())
            t += QStringLiteral(" · ") + tier;
    }
    if (b.kind == BoxKind::MemoryNode)
        t += QStringLiteral(" · ") + QCoreApplication::translate("TopologyPainter", "no CPUs");
    if (b.partial)
        t += QStringLiteral(" ") + QCoreApplication::translate("TopologyPainter", "(part)");
    return t;
}

} // namespace irqatlas
