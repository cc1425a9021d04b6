#include "machine/machinedata.h"

#include <algorithm>

namespace irqatlas {

Topology cpuOnlyTopology(const std::vector<int> &cpus, const QString &source)
{
    Topology t;
    for (int c : cpus) {
        Pu p;
        p.id = c;
        p.core = c;
        t.pus.push_back(p);
    }
    std::sort(t.pus.begin(), t.pus.end(), [](const Pu &a, const Pu &b) { return a.id < b.id; });
    t.source = source;
    t.rebuildIndex();
    return t;
}

} // namespace irqatlas
