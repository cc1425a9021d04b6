#include "plan/planner_balance.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <tuple>
#include <unordered_map>

namespace irqatlas {
namespace {

// (load, IRQ count, CPU id): the order in which a node offers its CPUs.
using Slot = std::tuple<double, int, int>;

struct Group
{
    int node = -1;
    std::set<Slot> clear;  // CPUs whose core holds no heavy IRQ
    std::set<Slot> shared; // CPUs whose core holds a heavy IRQ
};
} // namespace

QString BalancePlanner::summary() const
{
    return QCoreApplication::translate(
        "BalancePlanner",
        "heaviest IRQ first onto the least-loaded CPU near its device, avoiding SMT "
        "siblings of heavy IRQs");
}

std::vector<PlannerParam> BalancePlanner::paramInfo() const
{
    return {{QStringLiteral("slack"),
             QCoreApplication::translate(
                 "BalancePlanner",
                 "How far past the fair share of load a CPU near the "
                 "device may go before an IRQ looks further away (1.0 = the fair share)."),
             PlannerParam::Kind::Number,
             QStringLiteral("1.0"),
             {}}};
}

Result<Plan> BalancePlanner::plan(const PlanInput &in) const
{
    const Topology &topo = *in.topology;
    double slack = 1.0;
    if (const QString s = in.param(QStringLiteral("slack")); !s.isEmpty()) {
        bool ok = false;
        slack = s.toDouble(&ok);
        if (!ok || slack <= 0)
            return Error{QCoreApplication::translate(
                             "BalancePlanner", "parameter slack=\"%1\": expected a positive number")
                             .arg(s)};
    }

    const std::size_t n = in.selected.size();
    std::vector<double> w(n);
    for (std::size_t k = 0; k < n; ++k)
        w[k] = std::max(0.0, in.weight(k));
    const double total = std::accumulate(w.begin(), w.end(), 0.0);
    const double mean = n ? total / double(n) : 0.0;
    const double fair = total / double(in.candidates.count()) * slack;

    // Groups by node, in node-id order (-1 first for CPUs without a node).
    // Everything per CPU and per core lives in dense vectors: this loop runs
    // once per IRQ on machines with thousands of both.
    const int nCpuIds = topo.nrCpuIds();
    std::vector<double> load(std::size_t(nCpuIds), 0.0);
    std::vector<int> count(std::size_t(nCpuIds), 0);
    std::vector<int> cpuGroup(std::size_t(nCpuIds), -1), cpuCore(std::size_t(nCpuIds), -1);
    std::vector<Group> groupStore;
    std::map<int, int> groupOfNode;
    std::unordered_map<int, int> coreOfId;
    std::vector<std::vector<int>> coreCpus; // candidate CPUs per dense core index
    for (int c : in.candidates) {
        const Pu *p = topo.pu(c);
        groupOfNode.emplace(p ? p->node : -1, 0);
    }
    for (auto &[node, index] : groupOfNode) {
        index = int(groupStore.size());
        groupStore.push_back(Group{node, {}, {}});
    }
    for (int c : in.candidates) {
        const Pu *p = topo.pu(c);
        const int g = groupOfNode[p ? p->node : -1];
        cpuGroup[std::size_t(c)] = g;
        const int coreId = p && p->core >= 0 ? p->core : -1 - c; // unknown core: its own
        auto [it, inserted] = coreOfId.try_emplace(coreId, int(coreCpus.size()));
        if (inserted)
            coreCpus.emplace_back();
        cpuCore[std::size_t(c)] = it->second;
        coreCpus[std::size_t(it->second)].push_back(c);
        groupStore[std::size_t(g)].clear.emplace_hint(groupStore[std::size_t(g)].clear.end(), 0.0,
                                                      0, c);
    }
    std::vector<Group *> groups;
    groups.reserve(groupStore.size());
    for (Group &g : groupStore)
        groups.push_back(&g);
    std::vector<char> coreHeavy(coreCpus.size(), 0);

    // Node walk per origin, cached: nodes sorted by (distance, id).
    std::unordered_map<int, std::vector<Group *>> walks;
    auto walkFor = [&](int origin) -> const std::vector<Group *> & {
        auto it = walks.find(origin);
        if (it != walks.end())
            return it->second;
        std::vector<Group *> order = groups;
        if (origin >= 0)
            std::stable_sort(order.begin(), order.end(), [&](const Group *a, const Group *b) {
                return topo.dist(origin, a->node) < topo.dist(origin, b->node);
            });
        return walks.emplace(origin, std::move(order)).first->second;
    };

    auto place = [&](int cpu, double weight, bool heavy) {
        Group &g = groupStore[std::size_t(cpuGroup[std::size_t(cpu)])];
        const int core = cpuCore[std::size_t(cpu)];
        const bool wasHeavy = coreHeavy[std::size_t(core)];
        std::set<Slot> &from = wasHeavy ? g.shared : g.clear;
        auto node = from.extract(Slot{load[std::size_t(cpu)], count[std::size_t(cpu)], cpu});
        load[std::size_t(cpu)] += weight;
        count[std::size_t(cpu)] += 1;
        node.value() = Slot{load[std::size_t(cpu)], count[std::size_t(cpu)], cpu};
        from.insert(std::move(node));
        if (heavy && !wasHeavy) {
            coreHeavy[std::size_t(core)] = 1;
            for (int s : coreCpus[std::size_t(core)]) {
                Group &sg = groupStore[std::size_t(cpuGroup[std::size_t(s)])];
                sg.shared.insert(
                    sg.clear.extract(Slot{load[std::size_t(s)], count[std::size_t(s)], s}));
            }
        }
    };

    // Immovable IRQs stay where they are, but their load is real: count it on
    // their effective CPUs (else their affinity) before placing the others.
    int immovable = 0;
    for (std::size_t k = 0; k < n; ++k) {
        const Irq &q = in.irq(k);
        if (!q.immovable)
            continue;
        ++immovable;
        const CpuSet &on = q.effective && !q.effective->empty() ? *q.effective
                           : q.affinity                         ? *q.affinity
                                                                : CpuSet{};
        const CpuSet there = on & in.candidates;
        for (int c : there)
            place(c, w[k] / there.count(), w[k] > 0 && w[k] >= mean);
    }

    std::vector<std::size_t> order;
    order.reserve(n);
    for (std::size_t k = 0; k < n; ++k)
        if (!in.irq(k).immovable)
            order.push_back(k);
    // Selection is in table order (ascending IRQ number), so a stable sort
    // breaks weight ties by IRQ number.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return w[a] > w[b]; });

    Plan plan;
    std::vector<int> chosen(n, -1);
    int spilled = 0;
    for (std::size_t k : order) {
        const bool heavy = w[k] > 0 && w[k] >= mean;
        const double cap = std::max(fair, w[k]) * (1 + 1e-12);
        const int origin = in.nodes[k];
        int cpu = -1;
        const auto &walk = walkFor(origin);
        if (origin >= 0) {
            for (Group *g : walk) {
                const Slot *best = nullptr;
                if (heavy) {
                    if (!g->clear.empty() && std::get<0>(*g->clear.begin()) + w[k] <= cap)
                        best = &*g->clear.begin();
                    else if (!g->shared.empty() && std::get<0>(*g->shared.begin()) + w[k] <= cap)
                        best = &*g->shared.begin();
                } else {
                    const Slot *a = g->clear.empty() ? nullptr : &*g->clear.begin();
                    const Slot *b = g->shared.empty() ? nullptr : &*g->shared.begin();
                    best = !a ? b : !b ? a : (*b < *a ? b : a);
                    if (best && std::get<0>(*best) + w[k] > cap)
                        best = nullptr;
                }
                if (best) {
                    cpu = std::get<2>(*best);
                    break;
                }
            }
            if (cpu < 0)
                ++spilled;
        }
        if (cpu < 0) {
            // (load, heavy core, count, walk position, cpu)
            std::tuple<double, int, int, int, int> bestKey{0, 0, 0, 0, -1};
            for (std::size_t pos = 0; pos < walk.size(); ++pos) {
                for (const std::set<Slot> *s : {&walk[pos]->clear, &walk[pos]->shared}) {
                    if (s->empty())
                        continue;
                    const auto &[l, c, id] = *s->begin();
                    const int sharedFlag = heavy && s == &walk[pos]->shared ? 1 : 0;
                    std::tuple<double, int, int, int, int> key{l, sharedFlag, c, int(pos), id};
                    if (cpu < 0 || key < bestKey) {
                        bestKey = key;
                        cpu = id;
                    }
                }
            }
        }
        chosen[k] = cpu;
        place(cpu, w[k], heavy);
    }
    for (std::size_t k = 0; k < n; ++k)
        if (chosen[k] >= 0)
            planner_detail::assign(plan, in, k, CpuSet{chosen[k]});
    if (immovable > 0)
        plan.notes << QCoreApplication::translate(
                          "BalancePlanner",
                          "%1 immovable IRQs are left in place; their load is counted")
                          .arg(immovable);
    plan.notes << QCoreApplication::translate("BalancePlanner",
                                              "weights: %1, total %2, fair share per CPU %3")
                      .arg(in.request->rates
                               ? QCoreApplication::translate("BalancePlanner", "measured rates")
                               : QCoreApplication::translate("BalancePlanner", "total counts"))
                      .arg(total, 0, 'g', 6)
                      .arg(total / double(in.candidates.count()), 0, 'g', 6);
    if (spilled > 0)
        plan.notes << QCoreApplication::translate(
                          "BalancePlanner",
                          "%1 IRQs did not fit near their device and went to the least-loaded CPU")
                          .arg(spilled);
    return plan;
}

} // namespace irqatlas
