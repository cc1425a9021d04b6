#include "plan/planner_balance.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <tuple>
#include <unordered_map>

namespace irqatlas {
namespace {

// (load, IRQ count, IRQs in its last-level cache, CPU id): the order in which
// a node offers its CPUs. Between CPUs equal in load and count, the one whose
// L3 holds fewer IRQs: ties otherwise fill CPUs in id order, so one cache
// domain after another.
using Slot = std::tuple<double, int, int, int>;

struct Group
{
    int node = -1;
    std::set<Slot> clear;  // CPUs whose core holds no heavy IRQ
    std::set<Slot> shared; // CPUs whose core holds a heavy IRQ
};

// The candidate CPUs grouped by node, in node-id order (-1 first for CPUs
// without a node), each CPU's load and IRQ count, and which cores hold a
// heavy IRQ. Everything per CPU and per core lives in dense vectors: a
// placement runs once per IRQ on machines with thousands of both.
class CpuSlots
{
public:
    CpuSlots(const Topology &topo, const CpuSet &candidates);
    CpuSlots(const CpuSlots &) = delete; // groups point into groupStore
    CpuSlots &operator=(const CpuSlots &) = delete;

    // Node walk from origin, cached: nodes sorted by (distance, id).
    const std::vector<Group *> &walkFor(int origin);
    // Adds an IRQ of weight to cpu; a heavy one moves its core's CPUs to shared.
    void place(int cpu, double weight, bool heavy);

private:
    const Topology &m_topo;
    std::vector<double> m_load;
    std::vector<int> m_count;
    std::vector<int> m_cpuGroup;
    std::vector<int> m_cpuCore;
    std::vector<Group> m_groupStore;
    std::vector<Group *> m_groups;
    std::vector<std::vector<int>> m_coreCpus; // candidate CPUs per dense core index
    std::vector<char> m_coreHeavy;
    std::vector<int> m_cpuLlc;               // dense last-level cache index, -1: none
    std::vector<std::vector<int>> m_llcCpus; // candidate CPUs per last-level cache
    std::vector<int> m_llcCount;             // IRQs placed in each last-level cache

    Slot slotOf(int cpu) const;
    std::set<Slot> &setOf(int cpu);
    std::unordered_map<int, std::vector<Group *>> m_walks;
};

CpuSlots::CpuSlots(const Topology &topo, const CpuSet &candidates)
    : m_topo(topo), m_load(std::size_t(topo.nrCpuIds()), 0.0),
      m_count(std::size_t(topo.nrCpuIds()), 0), m_cpuGroup(std::size_t(topo.nrCpuIds()), -1),
      m_cpuCore(std::size_t(topo.nrCpuIds()), -1), m_cpuLlc(std::size_t(topo.nrCpuIds()), -1)
{
    for (const Cache *llc : topo.lastLevelCaches()) {
        std::vector<int> cpus;
        for (int c : llc->cpus &candidates)
            if (m_cpuLlc[std::size_t(c)] < 0) {
                m_cpuLlc[std::size_t(c)] = int(m_llcCpus.size());
                cpus.push_back(c);
            }
        if (!cpus.empty())
            m_llcCpus.push_back(std::move(cpus));
    }
    m_llcCount.assign(m_llcCpus.size(), 0);
    std::map<int, int> groupOfNode;
    std::unordered_map<int, int> coreOfId;
    for (int c : candidates) {
        const Pu *p = topo.pu(c);
        groupOfNode.emplace(p ? p->node : -1, 0);
    }
    for (auto &[node, index] : groupOfNode) {
        index = int(m_groupStore.size());
        m_groupStore.push_back(Group{node, {}, {}});
    }
    for (int c : candidates) {
        const Pu *p = topo.pu(c);
        const int g = groupOfNode[p ? p->node : -1];
        m_cpuGroup[std::size_t(c)] = g;
        const int coreId = p && p->core >= 0 ? p->core : -1 - c; // unknown core: its own
        auto [it, inserted] = coreOfId.try_emplace(coreId, int(m_coreCpus.size()));
        if (inserted)
            m_coreCpus.emplace_back();
        m_cpuCore[std::size_t(c)] = it->second;
        m_coreCpus[std::size_t(it->second)].push_back(c);
        m_groupStore[std::size_t(g)].clear.emplace_hint(m_groupStore[std::size_t(g)].clear.end(),
                                                        0.0, 0, 0, c);
    }
    m_groups.reserve(m_groupStore.size());
    for (Group &g : m_groupStore)
        m_groups.push_back(&g);
    m_coreHeavy.assign(m_coreCpus.size(), 0);
}

const std::vector<Group *> &CpuSlots::walkFor(int origin)
{
    auto it = m_walks.find(origin);
    if (it != m_walks.end())
        return it->second;
    std::vector<Group *> order = m_groups;
    if (origin >= 0)
        std::stable_sort(order.begin(), order.end(), [&](const Group *a, const Group *b) {
            return m_topo.dist(origin, a->node) < m_topo.dist(origin, b->node);
        });
    return m_walks.emplace(origin, std::move(order)).first->second;
}

Slot CpuSlots::slotOf(int cpu) const
{
    const int llc = m_cpuLlc[std::size_t(cpu)];
    return Slot{m_load[std::size_t(cpu)], m_count[std::size_t(cpu)],
                llc < 0 ? 0 : m_llcCount[std::size_t(llc)], cpu};
}

std::set<Slot> &CpuSlots::setOf(int cpu)
{
    Group &g = m_groupStore[std::size_t(m_cpuGroup[std::size_t(cpu)])];
    return m_coreHeavy[std::size_t(m_cpuCore[std::size_t(cpu)])] ? g.shared : g.clear;
}

void CpuSlots::place(int cpu, double weight, bool heavy)
{
    const int core = m_cpuCore[std::size_t(cpu)];
    const int llc = m_cpuLlc[std::size_t(cpu)];
    const bool turnsHeavy = heavy && !m_coreHeavy[std::size_t(core)];
    // The CPUs whose slot changes, each once: this one, the others of its L3
    // (its IRQ count), and its core's when the core turns heavy (they move
    // to shared). No list is built: this runs once per IRQ.
    const auto forTouched = [&](auto &&f) {
        if (llc < 0)
            f(cpu);
        else
            for (int s : m_llcCpus[std::size_t(llc)])
                f(s);
        if (turnsHeavy)
            for (int s : m_coreCpus[std::size_t(core)])
                if (llc < 0 ? s != cpu : m_cpuLlc[std::size_t(s)] != llc)
                    f(s);
    };
    forTouched([&](int s) { setOf(s).erase(slotOf(s)); });
    m_load[std::size_t(cpu)] += weight;
    m_count[std::size_t(cpu)] += 1;
    if (llc >= 0)
        ++m_llcCount[std::size_t(llc)];
    if (turnsHeavy)
        m_coreHeavy[std::size_t(core)] = 1;
    forTouched([&](int s) { setOf(s).insert(slotOf(s)); });
}

// The first CPU along the walk that takes weight without passing cap: a
// heavy IRQ prefers a core without one; -1 when none fits.
int nearestFit(const std::vector<Group *> &walk, double weight, double cap, bool heavy)
{
    for (Group *g : walk) {
        const Slot *best = nullptr;
        if (heavy) {
            if (!g->clear.empty() && std::get<0>(*g->clear.begin()) + weight <= cap)
                best = &*g->clear.begin();
            else if (!g->shared.empty() && std::get<0>(*g->shared.begin()) + weight <= cap)
                best = &*g->shared.begin();
        } else {
            const Slot *a = g->clear.empty() ? nullptr : &*g->clear.begin();
            const Slot *b = g->shared.empty() ? nullptr : &*g->shared.begin();
            best = !a ? b : !b ? a : (*b < *a ? b : a);
            if (best && std::get<0>(*best) + weight > cap)
                best = nullptr;
        }
        if (best)
            return std::get<3>(*best);
    }
    return -1;
}

// An IRQ without load changes no CPU's load, so (load, count, id) would send
// every such IRQ to the same least-loaded CPU. Instead: the CPU with the fewest
// IRQs (then load, IRQs in its L3, walk position, id) among those within cap,
// in the first node along the walk that has one, or anywhere with acrossNodes.
int fewestIrqs(const std::vector<Group *> &walk, double cap, bool acrossNodes)
{
    int cpu = -1;
    std::tuple<int, double, int, int, int> bestKey{0, 0, 0, 0, -1};
    for (std::size_t pos = 0; pos < walk.size(); ++pos) {
        for (const std::set<Slot> *s : {&walk[pos]->clear, &walk[pos]->shared})
            for (const auto &[l, c, inLlc, id] : *s) {
                if (l > cap)
                    break; // ordered by load: the rest are further past it
                const std::tuple<int, double, int, int, int> key{c, l, inLlc, int(pos), id};
                if (cpu < 0 || key < bestKey) {
                    bestKey = key;
                    cpu = id;
                }
            }
        if (cpu >= 0 && !acrossNodes)
            break;
    }
    return cpu;
}

// The least-loaded CPU anywhere, ties broken by (heavy core, count, IRQs in its
// L3, walk position, cpu).
int leastLoaded(const std::vector<Group *> &walk, bool heavy)
{
    int cpu = -1;
    std::tuple<double, int, int, int, int, int> bestKey{0, 0, 0, 0, 0, -1};
    for (std::size_t pos = 0; pos < walk.size(); ++pos) {
        for (const std::set<Slot> *s : {&walk[pos]->clear, &walk[pos]->shared}) {
            if (s->empty())
                continue;
            const auto &[l, c, inLlc, id] = *s->begin();
            const int sharedFlag = heavy && s == &walk[pos]->shared ? 1 : 0;
            std::tuple<double, int, int, int, int, int> key{l, sharedFlag, c, inLlc, int(pos), id};
            if (cpu < 0 || key < bestKey) {
                bestKey = key;
                cpu = id;
            }
        }
    }
    return cpu;
}

// Immovable IRQs stay where they are, but their load is real: it is counted
// on their effective CPUs (else their affinity) before the others are
// placed. Returns how many there are.
int placeImmovable(CpuSlots &cpuSlots, const PlanInput &in, const std::vector<double> &w,
                   double mean)
{
    int immovable = 0;
    for (std::size_t k = 0; k < w.size(); ++k) {
        const Irq &q = in.irq(k);
        if (!q.immovable)
            continue;
        ++immovable;
        const CpuSet &on = q.effective && !q.effective->empty() ? *q.effective
                           : q.affinity                         ? *q.affinity
                                                                : CpuSet{};
        const CpuSet there = on & in.candidates;
        for (int c : there)
            cpuSlots.place(c, w[k] / there.count(), w[k] > 0 && w[k] >= mean);
    }
    return immovable;
}

// The movable IRQs, heaviest first. Selection is in table order (ascending
// IRQ number), so a stable sort breaks weight ties by IRQ number.
std::vector<std::size_t> heaviestFirst(const PlanInput &in, const std::vector<double> &w)
{
    std::vector<std::size_t> order;
    order.reserve(w.size());
    for (std::size_t k = 0; k < w.size(); ++k)
        if (!in.irq(k).immovable)
            order.push_back(k);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return w[a] > w[b]; });
    return order;
}

void addNotes(Plan &plan, const PlanInput &in, int immovable, double total, int spilled)
{
    if (immovable > 0)
        plan.notes << QCoreApplication::translate(
                          "BalancePlanner",
                          "%1 immovable IRQs are left in place; their load is counted")
                          .arg(immovable);
    plan.notes << QCoreApplication::translate("BalancePlanner",
                                              "weights: %1, total %2, fair share per CPU %3")
                      .arg(!in.request->rates
                               ? QCoreApplication::translate("BalancePlanner", "total counts")
                           : in.request->ratesAreCost
                               ? QCoreApplication::translate("BalancePlanner",
                                                             "measured IRQ time (ns/s)")
                               : QCoreApplication::translate("BalancePlanner", "measured rates"))
                      .arg(total, 0, 'g', 6)
                      .arg(total / double(in.candidates.count()), 0, 'g', 6);
    if (spilled > 0)
        plan.notes << QCoreApplication::translate(
                          "BalancePlanner",
                          "%1 IRQs did not fit near their device and went to the least-loaded CPU")
                          .arg(spilled);
}

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

    CpuSlots cpuSlots(*in.topology, in.candidates);
    const int immovable = placeImmovable(cpuSlots, in, w, mean);
    Plan plan;
    std::vector<int> chosen(n, -1);
    int spilled = 0;
    for (std::size_t k : heaviestFirst(in, w)) {
        const bool heavy = w[k] > 0 && w[k] >= mean;
        const double cap = std::max(fair, w[k]) * (1 + 1e-12);
        const int origin = in.nodes[k];
        int cpu = -1;
        const auto &walk = cpuSlots.walkFor(origin);
        if (origin >= 0) {
            cpu = w[k] > 0 ? nearestFit(walk, w[k], cap, heavy) : fewestIrqs(walk, cap, false);
            if (cpu < 0)
                ++spilled;
        }
        if (cpu < 0)
            cpu = w[k] > 0 ? leastLoaded(walk, heavy)
                           : fewestIrqs(walk, std::numeric_limits<double>::infinity(), true);
        chosen[k] = cpu;
        cpuSlots.place(cpu, w[k], heavy);
    }
    for (std::size_t k = 0; k < n; ++k)
        if (chosen[k] >= 0)
            planner_detail::assign(plan, in, k, CpuSet{chosen[k]});
    addNotes(plan, in, immovable, total, spilled);
    return plan;
}

} // namespace irqatlas
