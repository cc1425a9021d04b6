#include "topology/hwlocstructure.h"

#include "topology/hwlocbits.h"

#include <QCoreApplication>
#include <algorithm>
#include <hwloc.h>
#include <map>
#include <string>

namespace irqatlas {

using hwlocbits::info;
using hwlocbits::kUnknownIndex;
using hwlocbits::toCpuSet;

namespace {

// The PUs of an object, offline ones included (complete_cpuset), so the CPU
// ids line up with the PU list, which keeps offline CPUs too.
CpuSet completeCpus(hwloc_obj_t o)
{
    CpuSet s;
    hwloc_const_bitmap_t b = o->complete_cpuset ? o->complete_cpuset : o->cpuset;
    if (!b || hwloc_bitmap_weight(b) < 0)
        return s;
    for (int i = hwloc_bitmap_first(b); i >= 0; i = hwloc_bitmap_next(b, i))
        s.set(i);
    return s;
}

// Every object of a type, at whatever depths it sits: groups (and, on odd
// machines, dies) can live at several depths, where hwloc's by-type
// iteration returns nothing at all.
template <typename F> void forEachOfType(hwloc_topology_t topo, hwloc_obj_type_t type, F &&f)
{
    for (int depth = 0, nr = hwloc_topology_get_depth(topo); depth < nr; ++depth)
        if (hwloc_get_depth_type(topo, depth) == type)
            for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_depth(topo, depth, o));)
                f(o);
}

// A name for a CPU kind: hwloc's CoreType on x86 hybrids, else the CPU model
// the PUs report (ARM big.LITTLE: model names differ per cluster).
QString kindName(hwloc_topology_t topo, const std::map<std::string, std::string> &infos,
                 hwloc_const_bitmap_t cpus)
{
    if (auto it = infos.find("CoreType"); it != infos.end())
        return QString::fromStdString(it->second);
    hwloc_obj_t pu = hwloc_get_pu_obj_by_os_index(topo, unsigned(hwloc_bitmap_first(cpus)));
    for (hwloc_obj_t o = pu; o; o = o->parent) {
        QString model = info(o, "CPUModel");
        if (!model.isEmpty())
            return model;
        const QString part = info(o, "CPUPart");
        if (!part.isEmpty())
            return QCoreApplication::translate("TopologyLoader", "ARM part %1").arg(part);
    }
    return {};
}

void fillCaches(hwloc_topology_t topo, Topology &t)
{
    for (int depth = 0, nr = hwloc_topology_get_depth(topo); depth < nr; ++depth) {
        const hwloc_obj_type_t type = hwloc_get_depth_type(topo, depth);
        // Data and unified caches only: instruction caches do not decide where
        // an interrupt's data lands.
        if (!hwloc_obj_type_is_dcache(type))
            continue;
        for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_depth(topo, depth, o));) {
            const auto &a = o->attr->cache;
            if (a.depth < 2 || a.type == HWLOC_OBJ_CACHE_INSTRUCTION)
                continue;
            Cache c;
            c.level = int(a.depth);
            c.type =
                a.type == HWLOC_OBJ_CACHE_DATA ? QStringLiteral("data") : QStringLiteral("unified");
            c.sizeBytes = a.size;
            c.cpus = completeCpus(o);
            if (!c.cpus.empty())
                t.caches.push_back(std::move(c));
        }
    }
}

void fillDies(hwloc_topology_t topo, Topology &t)
{
    forEachOfType(topo, HWLOC_OBJ_DIE, [&](hwloc_obj_t o) {
        Die d;
        d.cpus = completeCpus(o);
        if (d.cpus.empty())
            return;
        d.id = int(o->os_index != kUnknownIndex ? o->os_index : o->logical_index);
        if (const Pu *p = t.pu(d.cpus.first()))
            d.package = p->package;
        t.dies.push_back(std::move(d));
    });
}

void fillGroups(hwloc_topology_t topo, Topology &t)
{
    forEachOfType(topo, HWLOC_OBJ_GROUP, [&](hwloc_obj_t o) {
        CpuGroup g;
        g.cpus = completeCpus(o);
        if (g.cpus.empty())
            return; // I/O-only or memory-only groups say nothing about CPUs
        // hwloc names what it knows ("Cluster", "Book", "Drawer", "Module");
        // its numeric group kinds are internal and not part of its API.
        g.kind = o->subtype ? QString::fromUtf8(o->subtype).toLower() : QStringLiteral("group");
        t.groups.push_back(std::move(g));
    });
}

// Memory-side caches sit between a node and its parent in the memory
// children list: walk up from each node through its MemCache parents.
void fillNodeMemory(hwloc_topology_t topo, Topology &t)
{
    for (hwloc_obj_t n = nullptr; (n = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_NUMANODE, n));) {
        auto it = std::find_if(t.nodes.begin(), t.nodes.end(),
                               [&](const NumaNode &x) { return x.id == int(n->os_index); });
        if (it == t.nodes.end())
            continue;
        if (n->subtype && *n->subtype)
            it->tier = QString::fromUtf8(n->subtype);
        else if (const char *dax = hwloc_obj_get_info_by_name(n, "DAXType"); dax && *dax)
            it->tier = QString::fromUtf8(dax);
        std::vector<MemorySideCache> caches;
        for (hwloc_obj_t p = n->parent; p && p->type == HWLOC_OBJ_MEMCACHE; p = p->parent)
            caches.push_back(MemorySideCache{int(p->attr->cache.depth), p->attr->cache.size});
        // Collected nearest the memory first; the documented order is outermost first.
        it->memoryCaches.assign(caches.rbegin(), caches.rend());
    }
}

} // namespace

void fillCpuKinds(hwloc_topology_t topo, Topology &t)
{
    const int nr = hwloc_cpukinds_get_nr(topo, 0);
    if (nr < 2)
        return; // one kind: Pu::kind stays -1
    hwloc_bitmap_t cpus = hwloc_bitmap_alloc();
    for (int k = 0; k < nr; ++k) {
        int efficiency = -1;
        unsigned nrInfos = 0;
        hwloc_info_s *infos = nullptr;
        if (hwloc_cpukinds_get_info(topo, unsigned(k), cpus, &efficiency, &nrInfos, &infos, 0) != 0)
            continue;
        std::map<std::string, std::string> m;
        for (unsigned i = 0; i < nrInfos; ++i)
            m[infos[i].name] = infos[i].value;
        CpuKind kind;
        kind.cpus = toCpuSet(cpus);
        kind.efficiency = efficiency;
        kind.name = kindName(topo, m, cpus);
        if (auto it = m.find("CoreType"); it != m.end())
            kind.coreType = QString::fromStdString(it->second);
        if (auto it = m.find("FrequencyMaxMHz"); it != m.end()) {
            bool ok = false;
            const int mhz = QString::fromStdString(it->second).toInt(&ok);
            if (ok && mhz > 0)
                kind.frequencyMaxMhz = mhz;
        }
        const int index = int(t.cpuKinds.size());
        for (auto &p : t.pus)
            if (kind.cpus.test(p.id))
                p.kind = index;
        t.cpuKinds.push_back(std::move(kind));
    }
    hwloc_bitmap_free(cpus);
    // Without CoreType (sysfs copies have no CPUID) every kind may report the
    // same model name; a name that does not tell kinds apart is no name.
    for (std::size_t i = 0; i < t.cpuKinds.size(); ++i)
        for (std::size_t j = i + 1; j < t.cpuKinds.size(); ++j)
            if (t.cpuKinds[i].name == t.cpuKinds[j].name) {
                for (auto &k : t.cpuKinds)
                    k.name.clear();
                return;
            }
}

void fillStructure(hwloc_topology *topo, Topology &t)
{
    fillCaches(topo, t);
    fillDies(topo, t);
    fillGroups(topo, t);
    fillNodeMemory(topo, t);
    t.sortStructure();
}

} // namespace irqatlas
