#include "layout/cpukinds.h"

#include "model/topology.h"

#include <QCoreApplication>
#include <algorithm>

namespace irqatlas {

namespace {

int bestEfficiency(const Topology &t)
{
    int best = -1;
    for (const CpuKind &k : t.cpuKinds)
        best = std::max(best, k.efficiency);
    return best;
}

} // namespace

bool isEfficiencyCpu(const Topology &t, int cpu)
{
    const Pu *p = t.pu(cpu);
    if (!p || p->kind < 0 || std::size_t(p->kind) >= t.cpuKinds.size() || t.cpuKinds.size() < 2)
        return false;
    const int e = t.cpuKinds[std::size_t(p->kind)].efficiency;
    return e >= 0 && e < bestEfficiency(t);
}

QString kindLabel(const Topology &t, int kindIndex)
{
    if (t.cpuKinds.size() < 2 || kindIndex < 0 || std::size_t(kindIndex) >= t.cpuKinds.size())
        return {};
    const CpuKind &k = t.cpuKinds[std::size_t(kindIndex)];
    const QString name = k.coreType.isEmpty() ? k.name : k.coreType;
    if (t.cpuKinds.size() == 2) {
        const bool efficient = k.efficiency >= 0 && k.efficiency < bestEfficiency(t);
        const QString role = efficient ? QCoreApplication::translate("StructurePaint", "E-core")
                                       : QCoreApplication::translate("StructurePaint", "P-core");
        return name.isEmpty() ? role : QStringLiteral("%1 (%2)").arg(role, name);
    }
    // hwloc lists kinds least efficient first: rank 1 is the slowest.
    return name.isEmpty()
               ? QCoreApplication::translate("StructurePaint", "Kind %1").arg(kindIndex + 1)
               : QCoreApplication::translate("StructurePaint", "Kind %1 (%2)")
                     .arg(kindIndex + 1)
                     .arg(name);
}

} // namespace irqatlas
