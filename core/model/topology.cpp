#include "model/topology.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <algorithm>
#include <map>
#include <set>

namespace irqatlas {

const Pu *Topology::pu(int id) const
{
    if (id >= 0 && std::size_t(id) < m_puIndex.size() && m_puIndex[std::size_t(id)] >= 0)
        return &pus[std::size_t(m_puIndex[std::size_t(id)])];
    // Index not built (or stale): fall back to a search.
    auto it =
        std::lower_bound(pus.begin(), pus.end(), id, [](const Pu &p, int v) { return p.id < v; });
    return it != pus.end() && it->id == id ? &*it : nullptr;
}

const NumaNode *Topology::node(int id) const
{
    for (const auto &n : nodes)
        if (n.id == id)
            return &n;
    return nullptr;
}

const Core *Topology::coreById(int id) const
{
    auto it = std::lower_bound(cores.begin(), cores.end(), id,
                               [](const Core &c, int v) { return c.id < v; });
    return it != cores.end() && it->id == id ? &*it : nullptr;
}

const PciDevice *Topology::device(const QString &bdf) const
{
    for (const auto &d : devices)
        if (d.bdf.compare(bdf, Qt::CaseInsensitive) == 0)
            return &d;
    return nullptr;
}

int Topology::nrNodeIds() const
{
    int m = -1;
    for (const auto &n : nodes)
        m = std::max(m, n.id);
    for (const auto &p : pus)
        m = std::max(m, p.node);
    return m + 1;
}

int Topology::nrCpuIds() const
{
    return pus.empty() ? 0 : pus.back().id + 1;
}

CpuSet Topology::allCpus() const
{
    CpuSet s;
    for (const auto &p : pus)
        s.set(p.id);
    return s;
}

CpuSet Topology::onlineCpus() const
{
    CpuSet s;
    for (const auto &p : pus)
        if (p.online)
            s.set(p.id);
    return s;
}

CpuSet Topology::presentCpus() const
{
    CpuSet s;
    for (const auto &p : pus)
        if (p.present)
            s.set(p.id);
    return s;
}

CpuSet Topology::allowedCpus() const
{
    CpuSet s;
    for (const auto &p : pus)
        if (p.allowed)
            s.set(p.id);
    return s;
}

CpuSet Topology::nodeCpus(int node) const
{
    CpuSet s;
    for (const auto &p : pus)
        if (p.node == node)
            s.set(p.id);
    return s;
}

CpuSet Topology::onlineNodeCpus(int node) const
{
    CpuSet s;
    for (const auto &p : pus)
        if (p.node == node && p.online)
            s.set(p.id);
    return s;
}

CpuSet Topology::siblings(int cpu) const
{
    const Pu *p = pu(cpu);
    if (!p || !p->online)
        return CpuSet{cpu};
    CpuSet s;
    if (const Core *c = coreById(p->core)) {
        for (int id : c->cpus) {
            const Pu *q = this->pu(id);
            if (q && q->online)
                s.set(id);
        }
    } else {
        for (const auto &q : pus)
            if (q.core == p->core && q.online)
                s.set(q.id);
    }
    s.set(cpu);
    return s;
}

std::vector<int> Topology::cpuNodes() const
{
    std::set<int> ids;
    for (const auto &p : pus)
        if (p.online && p.node >= 0)
            ids.insert(p.node);
    return {ids.begin(), ids.end()};
}

int Topology::dist(int from, int to) const
{
    if (from < 0 || to < 0 || std::size_t(from) >= distance.size() ||
        std::size_t(to) >= distance[std::size_t(from)].size())
        return 255;
    return distance[std::size_t(from)][std::size_t(to)];
}

int Topology::lastLevelCacheLevel() const
{
    int level = 0;
    for (const auto &c : caches)
        level = std::max(level, c.level);
    return level;
}

std::vector<const Cache *> Topology::lastLevelCaches() const
{
    const int level = lastLevelCacheLevel();
    std::vector<const Cache *> out;
    for (const auto &c : caches)
        if (c.level == level)
            out.push_back(&c);
    return out;
}

const Cache *Topology::lastLevelCacheOf(int cpu) const
{
    // Not every CPU has a cache of the top level (a hybrid part's E-core
    // cluster may stop at L2): the highest level holding it.
    const Cache *best = nullptr;
    for (const auto &c : caches)
        if (c.cpus.test(cpu) && (!best || c.level > best->level))
            best = &c;
    return best;
}

void Topology::sortStructure()
{
    std::stable_sort(caches.begin(), caches.end(), [](const Cache &a, const Cache &b) {
        return std::pair(a.level, a.cpus.first()) < std::pair(b.level, b.cpus.first());
    });
    std::stable_sort(dies.begin(), dies.end(), [](const Die &a, const Die &b) {
        return std::pair(a.package, a.cpus.first()) < std::pair(b.package, b.cpus.first());
    });
    // Outer first: a group holding another sorts before it (more CPUs first
    // when they start at the same CPU).
    std::stable_sort(groups.begin(), groups.end(), [](const CpuGroup &a, const CpuGroup &b) {
        return std::pair(a.cpus.first(), -a.cpus.count()) <
               std::pair(b.cpus.first(), -b.cpus.count());
    });
}

void Topology::assumeDefaultDistances()
{
    const int n = nrNodeIds();
    distance.assign(std::size_t(n), std::vector<int>(std::size_t(n), 20));
    for (int i = 0; i < n; ++i)
        distance[std::size_t(i)][std::size_t(i)] = 10;
    distanceFromFirmware = false;
}

void Topology::rebuildIndex()
{
    std::sort(pus.begin(), pus.end(), [](const Pu &a, const Pu &b) { return a.id < b.id; });
    m_puIndex.assign(std::size_t(nrCpuIds()), -1);
    for (std::size_t i = 0; i < pus.size(); ++i)
        m_puIndex[std::size_t(pus[i].id)] = int(i);

    // Cores: keep what the loader gave (package/node), refresh CPU sets.
    std::vector<Core> newCores;
    for (const auto &p : pus) {
        auto it = std::lower_bound(newCores.begin(), newCores.end(), p.core,
                                   [](const Core &c, int v) { return c.id < v; });
        if (it == newCores.end() || it->id != p.core) {
            Core c;
            c.id = p.core;
            c.package = p.package;
            c.node = p.node;
            it = newCores.insert(it, c);
        }
        it->cpus.set(p.id);
    }
    cores = std::move(newCores);

    for (auto &pkg : packages)
        pkg.cpus.clear();
    for (const auto &p : pus) {
        if (p.package < 0)
            continue;
        auto it = std::find_if(packages.begin(), packages.end(),
                               [&](const Package &k) { return k.id == p.package; });
        if (it == packages.end()) {
            packages.push_back(Package{p.package, {}});
            it = packages.end() - 1;
        }
        it->cpus.set(p.id);
    }
    std::sort(packages.begin(), packages.end(),
              [](const Package &a, const Package &b) { return a.id < b.id; });

    for (auto &n : nodes)
        n.cpus.clear();
    for (const auto &p : pus) {
        if (p.node < 0)
            continue;
        auto it = std::find_if(nodes.begin(), nodes.end(),
                               [&](const NumaNode &k) { return k.id == p.node; });
        if (it == nodes.end()) {
            NumaNode n;
            n.id = p.node;
            nodes.push_back(n);
            it = nodes.end() - 1;
        }
        it->cpus.set(p.id);
    }
    std::sort(nodes.begin(), nodes.end(),
              [](const NumaNode &a, const NumaNode &b) { return a.id < b.id; });
}

Status Topology::validate() const
{
    if (pus.empty())
        return Error{QCoreApplication::translate("Topology", "the topology has no CPUs")};
    for (std::size_t i = 0; i < pus.size(); ++i) {
        if (pus[i].id < 0)
            return Error{
                QCoreApplication::translate("Topology", "CPU with negative id %1").arg(pus[i].id)};
        if (i > 0 && pus[i].id == pus[i - 1].id)
            return Error{
                QCoreApplication::translate("Topology", "CPU %1 is listed twice").arg(pus[i].id)};
        if (pus[i].node < -1)
            return Error{QCoreApplication::translate("Topology", "CPU %1 has invalid node %2")
                             .arg(pus[i].id)
                             .arg(pus[i].node)};
        if (pus[i].online && !pus[i].present)
            return Error{QCoreApplication::translate("Topology", "CPU %1 is online but not present")
                             .arg(pus[i].id)};
    }
    const CpuSet all = allCpus();
    for (std::size_t i = 0; i < caches.size(); ++i) {
        if (caches[i].cpus.empty() || !caches[i].cpus.isSubsetOf(all))
            return Error{
                QCoreApplication::translate(
                    "Topology",
                    "cache %1 (L%2) lists CPUs \"%3\" that are not all CPUs of the topology")
                    .arg(i)
                    .arg(caches[i].level)
                    .arg(caches[i].cpus.toListString())};
    }
    for (std::size_t i = 0; i < dies.size(); ++i)
        if (dies[i].cpus.empty() || !dies[i].cpus.isSubsetOf(all))
            return Error{
                QCoreApplication::translate(
                    "Topology", "die %1 lists CPUs \"%2\" that are not all CPUs of the topology")
                    .arg(i)
                    .arg(dies[i].cpus.toListString())};
    for (std::size_t i = 0; i < groups.size(); ++i)
        if (groups[i].cpus.empty() || !groups[i].cpus.isSubsetOf(all))
            return Error{
                QCoreApplication::translate(
                    "Topology", "group %1 lists CPUs \"%2\" that are not all CPUs of the topology")
                    .arg(i)
                    .arg(groups[i].cpus.toListString())};
    const int n = nrNodeIds();
    if (int(distance.size()) != n)
        return Error{QCoreApplication::translate(
                         "Topology", "distance matrix has %1 rows, expected %2 (one per node id)")
                         .arg(distance.size())
                         .arg(n)};
    for (int r = 0; r < n; ++r) {
        if (int(distance[std::size_t(r)].size()) != n)
            return Error{QCoreApplication::translate(
                             "Topology", "distance matrix row %1 has %2 entries, expected %3")
                             .arg(r)
                             .arg(distance[std::size_t(r)].size())
                             .arg(n)};
        for (int c = 0; c < n; ++c)
            if (distance[std::size_t(r)][std::size_t(c)] < 0)
                return Error{QCoreApplication::translate("Topology", "distance[%1][%2] is negative")
                                 .arg(r)
                                 .arg(c)};
    }
    return Ok{};
}

QString Topology::fingerprint() const
{
    // Core ids are loader-specific (hwloc logical vs OS index), so a core is
    // named by its lowest CPU id: the same machine gives the same fingerprint
    // whichever way it was read.
    std::map<int, int> coreRep;
    for (const auto &p : pus) {
        auto it = coreRep.find(p.core);
        if (it == coreRep.end() || p.id < it->second)
            coreRep[p.core] = p.id;
    }
    QByteArray canon("irqatlas-topology-1\n");
    for (const auto &p : pus) {
        canon.append("cpu ");
        canon.append(QByteArray::number(p.id) + ' ' + QByteArray::number(p.node) + ' ' +
                     QByteArray::number(coreRep[p.core]) + ' ' + (p.online ? '1' : '0') +
                     (p.present ? '1' : '0') + '\n');
    }
    for (const auto &n : nodes) {
        const std::string l = n.cpus.toList();
        canon.append("node " + QByteArray::number(n.id) + ' ');
        canon.append(l.data(), qsizetype(l.size()));
        canon.append('\n');
    }
    for (const auto &row : distance) {
        canon.append("dist");
        for (int d : row)
            canon.append(' ' + QByteArray::number(d));
        canon.append('\n');
    }
    return QStringLiteral("sha256:") +
           QString::fromLatin1(QCryptographicHash::hash(canon, QCryptographicHash::Sha256).toHex());
}

} // namespace irqatlas
