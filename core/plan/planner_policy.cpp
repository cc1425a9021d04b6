#include "plan/planner_policy.h"

#include "plan/planqueues.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>

namespace irqatlas {
namespace {

struct Pool
{
    std::vector<int> order;
    std::size_t next = 0;
    bool fellBack = false; // no node, or nothing left on/off it
};
} // namespace

QString PolicyPlanner::name() const
{
    switch (m_mode) {
    case Mode::Param:
        return QStringLiteral("policy");
    case Mode::Local:
        return QStringLiteral("policy-local");
    case Mode::Remote:
        return QStringLiteral("policy-remote");
    case Mode::All:
        return QStringLiteral("policy-all");
    case Mode::One:
        return QStringLiteral("policy-one");
    case Mode::CpuList:
        return QStringLiteral("policy-cpulist");
    }
    return {};
}

QString PolicyPlanner::summary() const
{
    switch (m_mode) {
    case Mode::Param:
        return QCoreApplication::translate(
            "PolicyPlanner",
            "vendor-script policy chosen with policy=local|remote|all|one|cpulist");
    case Mode::Local:
        return QCoreApplication::translate(
            "PolicyPlanner", "one CPU per IRQ on the device's node, cores before SMT siblings");
    case Mode::Remote:
        return QCoreApplication::translate(
            "PolicyPlanner",
            "one CPU per IRQ outside the device's node, cores before SMT siblings");
    case Mode::All:
        return QCoreApplication::translate(
            "PolicyPlanner", "one CPU per IRQ over all candidates, cores before SMT siblings");
    case Mode::One:
        return QCoreApplication::translate("PolicyPlanner", "every IRQ on one CPU (cpu=N)");
    case Mode::CpuList:
        return QCoreApplication::translate(
            "PolicyPlanner", "one CPU per IRQ over cpus=LIST, cores before SMT siblings");
    }
    return {};
}

std::vector<PlannerParam> PolicyPlanner::paramInfo() const
{
    using K = PlannerParam::Kind;
    const PlannerParam policy{
        QStringLiteral("policy"),
        QCoreApplication::translate(
            "PolicyPlanner", "Which vendor-script policy to follow (see the policy-* algorithms)."),
        K::Choice,
        QStringLiteral("local"),
        {QStringLiteral("local"), QStringLiteral("remote"), QStringLiteral("all"),
         QStringLiteral("one"), QStringLiteral("cpulist")}};
    const PlannerParam cpu{
        QStringLiteral("cpu"),
        m_mode == Mode::Param
            ? QCoreApplication::translate("PolicyPlanner",
                                          "The one CPU every IRQ goes to (policy=one).")
            : QCoreApplication::translate("PolicyPlanner", "The one CPU every IRQ goes to."),
        K::Integer,
        QCoreApplication::translate("PolicyPlanner", "the first CPU of the device's node"),
        {}};
    const PlannerParam cpus{
        QStringLiteral("cpus"),
        m_mode == Mode::Param
            ? QCoreApplication::translate(
                  "PolicyPlanner",
                  "The CPUs to deal the IRQs over (policy=cpulist), within the candidates.")
            : QCoreApplication::translate("PolicyPlanner",
                                          "The CPUs to deal the IRQs over, within the candidates."),
        K::CpuList,
        m_mode == Mode::Param
            ? QCoreApplication::translate("PolicyPlanner", "none (policy=cpulist needs it)")
            : QString(),
        {}};
    const PlannerParam spread{
        QStringLiteral("spread_over"),
        QCoreApplication::translate(
            "PolicyPlanner", "What consecutive IRQs are spread over: L3 domains first (llc), cores "
                             "before SMT siblings (core), or CPUs in id order (pu)."),
        K::Choice,
        QStringLiteral("core"),
        {QStringLiteral("llc"), QStringLiteral("core"), QStringLiteral("pu")}};
    const PlannerParam queues{
        QStringLiteral("queues"),
        QCoreApplication::translate(
            "PolicyPlanner", "Set the XPS CPUs of each transmit queue whose IRQ is known to the "
                             "CPUs planned for that IRQ."),
        K::Boolean,
        QStringLiteral("true"),
        {}};
    switch (m_mode) {
    case Mode::Param:
        return {policy, cpu, cpus, spread, queues};
    case Mode::One:
        return {cpu, queues};
    case Mode::CpuList:
        return {cpus, spread, queues};
    default:
        return {spread, queues};
    }
}

std::vector<int> PolicyPlanner::cacheDomainOrder(const Topology &topology, const CpuSet &pool)
{
    // Per CPU: (thread rank in its core, core rank in its domain, domain
    // rank), ranks in order of first appearance in the pool.
    std::unordered_map<int, int> seenPerCore, coresPerDomain, coreRank, domainRank;
    std::vector<std::tuple<int, int, int, int>> ranked; // (thread, core, domain, cpu)
    ranked.reserve(std::size_t(pool.count()));
    for (int c : pool) {
        const Pu *p = topology.pu(c);
        const int core = p && p->core >= 0 ? p->core : -1 - c;
        const Cache *llc = topology.lastLevelCacheOf(c);
        // Without a cache the core is its own domain: the core order.
        const int domain = llc ? llc->cpus.first() : -1 - (p && p->core >= 0 ? p->core : c);
        auto d = domainRank.try_emplace(domain, int(domainRank.size())).first->second;
        auto [it, fresh] = coreRank.try_emplace(core, 0);
        if (fresh)
            it->second = coresPerDomain[domain]++;
        ranked.emplace_back(seenPerCore[core]++, it->second, d, c);
    }
    std::stable_sort(ranked.begin(), ranked.end());
    std::vector<int> out;
    out.reserve(ranked.size());
    for (const auto &r : ranked)
        out.push_back(std::get<3>(r));
    return out;
}

std::vector<int> PolicyPlanner::siblingOrder(const Topology &topology, const CpuSet &pool)
{
    std::unordered_map<int, int> seenPerCore;
    std::vector<std::pair<int, int>> ranked; // (rank, cpu)
    ranked.reserve(std::size_t(pool.count()));
    for (int c : pool) {
        const Pu *p = topology.pu(c);
        // A CPU without a known core is its own core.
        const int rank = p && p->core >= 0 ? seenPerCore[p->core]++ : 0;
        ranked.emplace_back(rank, c);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<int> out;
    out.reserve(ranked.size());
    for (const auto &r : ranked)
        out.push_back(r.second);
    return out;
}

Result<Plan> PolicyPlanner::plan(const PlanInput &in) const
{
    using namespace planner_detail;
    Mode mode = m_mode;
    if (mode == Mode::Param) {
        const QString p = in.param(QStringLiteral("policy"), QStringLiteral("local"));
        if (p == QLatin1String("local"))
            mode = Mode::Local;
        else if (p == QLatin1String("remote"))
            mode = Mode::Remote;
        else if (p == QLatin1String("all"))
            mode = Mode::All;
        else if (p == QLatin1String("one"))
            mode = Mode::One;
        else if (p == QLatin1String("cpulist"))
            mode = Mode::CpuList;
        else
            return Error{QCoreApplication::translate(
                             "PolicyPlanner",
                             "parameter policy=\"%1\": expected local, remote, all, one or cpulist")
                             .arg(p)};
    }
    const Topology &topo = *in.topology;
    const QString spreadOver = in.param(QStringLiteral("spread_over"), QStringLiteral("core"));
    if (spreadOver != QLatin1String("llc") && spreadOver != QLatin1String("core") &&
        spreadOver != QLatin1String("pu"))
        return Error{QCoreApplication::translate(
                         "PolicyPlanner", "parameter spread_over=\"%1\": expected llc, core or pu")
                         .arg(spreadOver)};
    auto orderOf = [&](const CpuSet &pool) {
        if (spreadOver == QLatin1String("llc"))
            return cacheDomainOrder(topo, pool);
        if (spreadOver == QLatin1String("pu")) {
            std::vector<int> ids;
            for (int c : pool)
                ids.push_back(c);
            return ids;
        }
        return siblingOrder(topo, pool);
    };

    CpuSet fixed; // pool for all/cpulist/explicit one
    int oneCpu = -1;
    if (mode == Mode::CpuList) {
        if (in.param(QStringLiteral("cpus")).isEmpty())
            return Error{
                QCoreApplication::translate("PolicyPlanner", "the cpulist policy needs cpus=LIST")};
        auto c = cpusParam(in, QStringLiteral("cpus"));
        if (!c)
            return c.error();
        fixed = *c & in.candidates;
        if (fixed.empty())
            return Error{QCoreApplication::translate("PolicyPlanner",
                                                     "cpus=%1 has no candidate CPU (candidates %2)")
                             .arg(c->toListString(), in.candidates.toListString())};
    } else if (mode == Mode::One && !in.param(QStringLiteral("cpu")).isEmpty()) {
        auto c = intParam(in, QStringLiteral("cpu"), -1);
        if (!c)
            return c.error();
        if (!in.candidates.test(*c))
            return Error{QCoreApplication::translate(
                             "PolicyPlanner", "cpu=%1 is not a candidate CPU (candidates %2)")
                             .arg(*c)
                             .arg(in.candidates.toListString())};
        oneCpu = *c;
    } else if (mode == Mode::All) {
        fixed = in.candidates;
    }

    Plan plan;
    std::map<int, Pool> pools; // by node (-2 for a fixed pool)
    int fallbacks = 0, immovable = 0;
    for (std::size_t k = 0; k < in.selected.size(); ++k) {
        if (in.irq(k).immovable) {
            ++immovable;
            continue;
        }
        if (oneCpu >= 0) {
            assign(plan, in, k, CpuSet{oneCpu});
            continue;
        }
        const int node = in.nodes[k];
        const int key = (mode == Mode::All || mode == Mode::CpuList) ? -2 : node;
        auto it = pools.find(key);
        if (it == pools.end()) {
            CpuSet pool = fixed;
            bool fellBack = false;
            if (key != -2) {
                if (node >= 0)
                    pool = mode == Mode::Remote ? in.candidates - topo.nodeCpus(node)
                                                : in.candidates & topo.onlineNodeCpus(node);
                if (pool.empty()) {
                    pool = in.candidates;
                    fellBack = true;
                }
            }
            it = pools.emplace(key, Pool{orderOf(pool), 0, fellBack}).first;
        }
        if (it->second.fellBack)
            ++fallbacks;
        Pool &p = it->second;
        if (mode == Mode::One) {
            assign(plan, in, k, CpuSet{p.order.front()});
            continue;
        }
        assign(plan, in, k, CpuSet{p.order[p.next % p.order.size()]});
        ++p.next;
    }
    if (fallbacks > 0 && (mode == Mode::Local || mode == Mode::Remote || mode == Mode::One))
        plan.notes << QCoreApplication::translate(
                          "PolicyPlanner",
                          "%1 IRQs had no device node or no usable CPU for the policy and use all "
                          "candidate CPUs")
                          .arg(fallbacks);
    if (immovable > 0)
        plan.notes << QCoreApplication::translate("PolicyPlanner",
                                                  "%1 immovable IRQs are left in place")
                          .arg(immovable);
    auto queues = boolParam(in, QStringLiteral("queues"), true);
    if (!queues)
        return queues.error();
    if (*queues && in.request->netQueues)
        steerQueuesWithIrqs(plan, *in.request->netQueues);
    return plan;
}

} // namespace irqatlas
