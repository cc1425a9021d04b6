#include "plan/planner_isolate.h"

#include <QCoreApplication>
#include <limits>
#include <unordered_map>

namespace irqatlas {
namespace {
} // namespace

QString IsolatePlanner::summary() const
{
    return QCoreApplication::translate(
        "IsolatePlanner",
        "move IRQs off isolated / nohz_full CPUs (or cpus=LIST) to the nearest remaining CPUs");
}

std::vector<PlannerParam> IsolatePlanner::paramInfo() const
{
    return {
        {QStringLiteral("cpus"),
         QCoreApplication::translate("IsolatePlanner", "The CPUs to move the IRQs off."),
         PlannerParam::Kind::CpuList,
         QCoreApplication::translate("IsolatePlanner", "the machine's isolcpus and nohz_full CPUs"),
         {}}};
}

Result<Plan> IsolatePlanner::plan(const PlanInput &in) const
{
    using namespace planner_detail;
    const Topology &topo = *in.topology;
    const PlanRequest &req = *in.request;

    CpuSet vacate;
    if (!in.param(QStringLiteral("cpus")).isEmpty()) {
        auto c = cpusParam(in, QStringLiteral("cpus"));
        if (!c)
            return c.error();
        vacate = *c;
    } else {
        if (req.isolated)
            vacate |= *req.isolated;
        if (req.nohzFull)
            vacate |= *req.nohzFull;
    }
    if (vacate.empty())
        return Error{QCoreApplication::translate(
            "IsolatePlanner", "no CPU to vacate: the machine has no isolcpus or nohz_full CPUs; "
                              "give cpus=LIST")};
    const CpuSet remaining = in.candidates - vacate;
    if (remaining.empty())
        return Error{
            QCoreApplication::translate("IsolatePlanner", "no CPU left outside %1 (candidates %2)")
                .arg(vacate.toListString(), in.candidates.toListString())};

    // Remaining CPUs per node, and the nodes that have any.
    std::vector<std::pair<int, CpuSet>> nodeRemaining;
    for (const auto &n : topo.nodes) {
        CpuSet r = remaining & n.cpus;
        if (!r.empty())
            nodeRemaining.emplace_back(n.id, std::move(r));
    }
    std::unordered_map<int, CpuSet> nearestCache;
    auto nearest = [&](int origin) -> const CpuSet & {
        auto it = nearestCache.find(origin);
        if (it != nearestCache.end())
            return it->second;
        int best = std::numeric_limits<int>::max();
        for (const auto &[id, cpus] : nodeRemaining)
            best = std::min(best, topo.dist(origin, id));
        CpuSet s;
        for (const auto &[id, cpus] : nodeRemaining)
            if (topo.dist(origin, id) == best)
                s |= cpus;
        if (s.empty()) // CPUs without a node only
            s = remaining;
        return nearestCache.emplace(origin, std::move(s)).first->second;
    };

    const CpuSet online = topo.onlineCpus();
    const CpuSet fallbackCurrent = in.table->defaultAffinity ? *in.table->defaultAffinity : online;
    Plan plan;
    int immovable = 0;
    QStringList immovableIds;
    for (std::size_t k = 0; k < in.selected.size(); ++k) {
        const Irq &q = in.irq(k);
        const CpuSet &current = q.affinity    ? *q.affinity
                                : q.effective ? *q.effective
                                              : fallbackCurrent;
        if (!current.intersects(vacate))
            continue;
        if (q.immovable) {
            ++immovable;
            if (immovableIds.size() < 10)
                immovableIds << QString::number(q.number);
            continue;
        }
        CpuSet keep = current & remaining;
        if (!keep.empty()) {
            assign(plan, in, k, keep);
            continue;
        }
        int origin = in.nodes[k];
        if (origin < 0) {
            int most = 0;
            for (const auto &n : topo.nodes) {
                const int c = (current & n.cpus).count();
                if (c > most) {
                    most = c;
                    origin = n.id;
                }
            }
        }
        assign(plan, in, k, origin < 0 ? remaining : nearest(origin));
    }
    if (immovable > 0)
        plan.notes << QCoreApplication::translate(
                          "IsolatePlanner", "%1 immovable IRQs stay on the CPUs to vacate (%2%3)")
                          .arg(QString::number(immovable), immovableIds.join(QStringLiteral(", ")),
                               immovable > immovableIds.size() ? QStringLiteral(", …") : QString());
    plan.notes << QCoreApplication::translate("IsolatePlanner", "vacated CPUs %1")
                      .arg(vacate.toListString());
    return plan;
}

} // namespace irqatlas
