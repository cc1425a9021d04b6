#include "layout/cachedomains.h"

#include "layout/boxtitles.h"
#include "model/topology.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>
#include <set>

namespace irqatlas {

namespace {

// Worth drawing: pairwise disjoint, some domain holds two cores or more, and
// some node block holds parts of two domains or more.
bool splitsANode(const Topology &t, const std::vector<CacheDomain> &domains)
{
    if (domains.size() < 2)
        return false;
    CpuSet seen;
    bool multiCore = false;
    for (const CacheDomain &d : domains) {
        if (!(seen & d.cpus).empty())
            return false;
        seen |= d.cpus;
        std::set<int> cores;
        for (int cpu : d.cpus)
            if (const Pu *p = t.pu(cpu))
                cores.insert(p->core);
        multiCore = multiCore || cores.size() > 1;
    }
    if (!multiCore)
        return false;
    // The graph draws one block per package and node: a domain box is worth
    // it when such a block holds parts of two domains.
    std::map<std::pair<int, int>, CpuSet> blocks;
    for (const Pu &p : t.pus)
        blocks[{p.package, p.node}].set(p.id);
    for (const auto &[key, cpus] : blocks) {
        int parts = 0;
        for (const CacheDomain &d : domains)
            parts += !(d.cpus & cpus).empty();
        if (parts > 1)
            return true;
    }
    return false;
}

// The cache (highest level first) whose CPUs are exactly cpus, to label a
// cluster or die with what it shares.
void labelWithCache(const Topology &t, CacheDomain &d)
{
    for (auto it = t.caches.rbegin(); it != t.caches.rend(); ++it)
        if (it->cpus == d.cpus) {
            d.level = it->level;
            d.sizeBytes = it->sizeBytes;
            return;
        }
}

// Names each last-level cache domain: by the die it is the whole of when a
// package holds several such dies (an AMD CCD: hwloc's Die, one L3 each),
// else by its place among the machine's last-level caches, so two boxes of
// "L3 32 MiB" side by side are told apart.
void numberCacheDomains(const Topology &t, std::vector<CacheDomain> &llc)
{
    std::map<int, int> diesPerPackage;
    for (const Die &die : t.dies)
        ++diesPerPackage[die.package];
    for (std::size_t i = 0; i < llc.size(); ++i) {
        llc[i].index = int(i);
        for (const Die &die : t.dies)
            if (die.cpus == llc[i].cpus && diesPerPackage[die.package] > 1)
                llc[i].dieId = die.id;
    }
}

void sortByFirstCpu(std::vector<CacheDomain> &v)
{
    std::sort(v.begin(), v.end(), [](const CacheDomain &a, const CacheDomain &b) {
        return a.cpus.first() < b.cpus.first();
    });
}

} // namespace

std::vector<CacheDomain> chooseCacheDomains(const Topology &t)
{
    std::vector<CacheDomain> llc;
    for (const Cache *c : t.lastLevelCaches())
        llc.push_back(CacheDomain{DomainKind::Cache, c->cpus, c->level, c->sizeBytes, -1});
    sortByFirstCpu(llc);
    if (splitsANode(t, llc)) {
        numberCacheDomains(t, llc);
        return llc;
    }

    std::vector<CacheDomain> clusters;
    for (const CpuGroup &g : t.groups)
        if (g.kind == QLatin1String("cluster")) {
            CacheDomain d{DomainKind::Cluster, g.cpus, 0, 0, -1};
            labelWithCache(t, d);
            clusters.push_back(std::move(d));
        }
    sortByFirstCpu(clusters);
    if (splitsANode(t, clusters))
        return clusters;

    std::vector<CacheDomain> dies;
    for (const Die &die : t.dies) {
        CacheDomain d{DomainKind::Die, die.cpus, 0, 0, die.id};
        labelWithCache(t, d);
        dies.push_back(std::move(d));
    }
    sortByFirstCpu(dies);
    if (splitsANode(t, dies))
        return dies;

    // Modules: a cache below the last level shared by several cores (the
    // four E-cores behind one L2 on Intel hybrids, KNL tiles). Cores with a
    // cache of their own stay bare, and a module is laid out as one box, so
    // no row of tiles splits it.
    std::vector<CacheDomain> modules;
    for (const Cache &c : t.caches) {
        if (c.level >= 3)
            continue;
        std::set<int> cores;
        for (int cpu : c.cpus)
            if (const Pu *p = t.pu(cpu))
                cores.insert(p->core);
        if (cores.size() > 1)
            modules.push_back(CacheDomain{DomainKind::Cache, c.cpus, c.level, c.sizeBytes, -1});
    }
    sortByFirstCpu(modules);
    if (splitsANode(t, modules))
        return modules;
    return {};
}

QString cacheDomainTitle(const CacheDomain &d)
{
    QString cache;
    if (d.level > 0)
        cache = d.sizeBytes > 0 ? QCoreApplication::translate("CacheDomains", "L%1 %2")
                                      .arg(d.level)
                                      .arg(formatBytes(double(d.sizeBytes)))
                                : QCoreApplication::translate("CacheDomains", "L%1").arg(d.level);
    switch (d.kind) {
    case DomainKind::Cache:
        if (d.dieId >= 0)
            return QCoreApplication::translate("CacheDomains", "CCD %1 · %2")
                .arg(d.dieId)
                .arg(cache);
        if (d.index >= 0)
            return QCoreApplication::translate("CacheDomains", "#%1 · %2").arg(d.index).arg(cache);
        return cache;
    case DomainKind::Cluster:
        return cache.isEmpty()
                   ? QCoreApplication::translate("CacheDomains", "Cluster")
                   : QCoreApplication::translate("CacheDomains", "Cluster · %1").arg(cache);
    case DomainKind::Die:
        return cache.isEmpty() ? QCoreApplication::translate("CacheDomains", "Die %1").arg(d.dieId)
                               : QCoreApplication::translate("CacheDomains", "Die %1 · %2")
                                     .arg(d.dieId)
                                     .arg(cache);
    }
    return cache;
}

} // namespace irqatlas
