#include "spread/localspread.h"

#include "spread/common.h"

#include <QCoreApplication>
#include <algorithm>

namespace irqatlas {
namespace {

// The candidate set of §1/§6: online CPUs, or the caller's housekeeping-like mask.
Result<CpuSet> candidateSet(const spread::Model &m, const SpreadParams &p)
{
    CpuSet cand = p.candidates ? (*p.candidates & m.possible) : m.online;
    if (cand.empty())
        return Error{p.candidates
                         ? QCoreApplication::translate(
                               "Spreader", "candidates: no CPU of the candidate set exists")
                         : QCoreApplication::translate("Spreader", "topology: no CPU is online")};
    return cand;
}

// Every variant is "the i-th element of a fixed order, i wrapping modulo the
// candidate count", so the order is built once and indexed.
SpreadResult fromOrder(const std::vector<int> &order, int count)
{
    SpreadResult r;
    r.assignments.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i) {
        CpuSet s;
        s.set(order[std::size_t(i) % order.size()]);
        r.assignments.emplace_back(std::move(s));
    }
    return r;
}

Status checkCommon(const spread::Model &m, const SpreadParams &p)
{
    if (Status s = spread::checkNode(m, p.node); !s)
        return s;
    return spread::checkNonNegative("count", p.count);
}

} // namespace

QString LocalSpreadV41::description() const
{
    return QCoreApplication::translate(
        "Spreader", "cpumask_local_spread, v4.1 to v6.2: the local node's CPUs, then all others in "
                    "CPU-id order (distances ignored)");
}

Result<SpreadResult> LocalSpreadV41::spread(const Topology &t, const SpreadParams &p) const
{
    const spread::Model m(t);
    if (Status s = checkCommon(m, p); !s)
        return s.error();
    auto cand = candidateSet(m, p);
    if (!cand)
        return cand.error();
    std::vector<int> order;
    QStringList warnings;
    if (p.node == -1) {
        order = cand->toVector();
    } else {
        const CpuSet &nodeCpus = m.nodePossible[std::size_t(p.node)];
        const CpuSet local = *cand & nodeCpus;
        if (local.empty())
            warnings << QCoreApplication::translate(
                            "Spreader",
                            "node %1 has no candidate CPU: every index falls through to the "
                            "CPU-id order, as for node -1")
                            .arg(p.node);
        order = local.toVector();
        for (int c : *cand - nodeCpus)
            order.push_back(c);
    }
    SpreadResult r = fromOrder(order, p.count);
    r.warnings = warnings;
    return r;
}

QString LocalSpread2019::description() const
{
    return QCoreApplication::translate(
        "Spreader", "the unmerged 2019 nearest-node-first cpumask_local_spread: whole nodes by "
                    "distance, ties by node id");
}

Result<SpreadResult> LocalSpread2019::spread(const Topology &t, const SpreadParams &p) const
{
    const spread::Model m(t);
    if (Status s = checkCommon(m, p); !s)
        return s.error();
    auto cand = candidateSet(m, p);
    if (!cand)
        return cand.error();
    std::vector<int> order;
    if (p.node == -1) {
        order = cand->toVector();
    } else {
        // "Nearest unused node, lowest id on ties" over all node ids, CPU-less
        // ones included, visits nodes in (distance, id) order.
        std::vector<int> nodes(std::size_t(m.nrNodeIds));
        for (int n = 0; n < m.nrNodeIds; ++n)
            nodes[std::size_t(n)] = n;
        std::stable_sort(nodes.begin(), nodes.end(),
                         [&](int a, int b) { return m.dist(p.node, a) < m.dist(p.node, b); });
        for (int n : nodes)
            for (int c : *cand &m.nodePossible[std::size_t(n)])
                order.push_back(c);
        // CPUs on no node are never reached by the node loop; the kernel then
        // falls back to cand[i] with what is left of i.
        const int visited = int(order.size());
        for (int i = 0; visited + i < cand->count(); ++i)
            order.push_back(cand->nth(i));
    }
    return fromOrder(order, p.count);
}

QString LocalSpread::description() const
{
    return QCoreApplication::translate(
        "Spreader",
        "cpumask_local_spread, v6.3+: CPUs by NUMA distance from the node, equally distant "
        "CPUs merged by CPU id");
}

Result<SpreadResult> LocalSpread::spread(const Topology &t, const SpreadParams &p) const
{
    const spread::Model m(t);
    if (Status s = checkCommon(m, p); !s)
        return s.error();
    if (m.online.empty())
        return Error{QCoreApplication::translate("Spreader", "topology: no CPU is online")};
    // Hop masks hold online CPUs only, so the candidates are online ones too.
    const CpuSet cpus = p.candidates ? (*p.candidates & m.online) : m.online;
    if (cpus.empty())
        return Error{QCoreApplication::translate("Spreader",
                                                 "candidates: no online CPU in the candidate set")};
    QStringList warnings;
    if (p.node >= 0 && !m.isCpuNode(p.node))
        warnings << QCoreApplication::translate(
                        "Spreader",
                        "node %1 has no online CPU: v6.7+ starts from the nearest CPU node %2 "
                        "(used here); on v6.3 to v6.6 the result is undefined")
                        .arg(p.node)
                        .arg(m.nearestCpuNode(p.node));
    if (p.node >= 0) {
        if (Status s = spread::checkHopDistances(m); !s)
            warnings << QCoreApplication::translate(
                            "Spreader",
                            "%1; the kernel result is undefined, distances used as given")
                            .arg(s.errorString());
    }
    SpreadResult r = fromOrder(spread::localSpreadOrder(m, cpus, p.node), p.count);
    r.warnings = warnings;
    return r;
}

} // namespace irqatlas
