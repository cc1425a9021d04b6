#include "topology/hwlocstructure.h"

#include <hwloc.h>

#include <algorithm>

namespace irqatlas {

namespace {

constexpr unsigned kUnknownIndex = ~0u; // HWLOC_UNKNOWN_INDEX without its C cast

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
template <typename F>
void forEachOfType(hwloc_topology_t topo, hwloc_obj_type_t type, F &&f)
{
    for (int depth = 0, nr = hwloc_topology_get_depth(topo); depth < nr; ++depth)
        if (hwloc_get_depth_type(topo, depth) == type)
            for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_depth(topo, depth, o));)
                f(o);
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
            c.type = a.type == HWLOC_OBJ_CACHE_DATA ? QStringLiteral("data") : QStringLiteral("unified");
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

void fillStructure(hwloc_topology *topo, Topology &t)
{
    fillCaches(topo, t);
    fillDies(topo, t);
    fillGroups(topo, t);
    fillNodeMemory(topo, t);
    t.sortStructure();
}

} // namespace irqatlas
