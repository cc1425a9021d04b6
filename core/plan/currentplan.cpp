#include "plan/currentplan.h"

#include "model/planfile.h"

#include <QCoreApplication>
#include <set>

namespace irqatlas {

CpuSet firedCpus(const Irq &irq, const std::vector<int> &columns)
{
    CpuSet out;
    for (std::size_t c = 0; c < irq.counts.size() && c < columns.size(); ++c)
        if (irq.counts[c] != 0)
            out.set(columns[c]);
    return out;
}

CurrentCpus currentCpus(const Irq &irq, const std::vector<int> &columns)
{
    if (irq.effective && !irq.effective->empty())
        return {*irq.effective, CurrentCpus::From::Effective};
    if (irq.affinity && !irq.affinity->empty())
        return {*irq.affinity, CurrentCpus::From::Affinity};
    CpuSet fired = firedCpus(irq, columns);
    if (!fired.empty())
        return {std::move(fired), CurrentCpus::From::Fired};
    return {};
}

bool deliversToOneCpu(const IrqTable &table)
{
    int multi = 0, single = 0;
    for (const Irq &irq : table.irqs) {
        if (irq.symbolic() || !irq.affinity || !irq.effective || irq.effective->empty() ||
            irq.affinity->count() < 2)
            continue;
        ++multi;
        single += irq.effective->count() == 1 ? 1 : 0;
    }
    return multi > 0 && single * 10 >= multi * 9;
}

Plan deliveredPlacement(const Plan &plan, const IrqTable &table, const CpuSet *possible)
{
    Plan out = plan;
    std::vector<int> load;
    for (const ResolvedEntry &r : resolvePlan(plan, table).entries) {
        if (r.tableIndex < 0)
            continue;
        CpuSet &cpus = out.assignments[std::size_t(r.index)].cpus;
        int best = -1;
        for (int c : cpus) {
            if (possible && !possible->test(c))
                continue;
            if (std::size_t(c) >= load.size())
                load.resize(std::size_t(c) + 1, 0);
            if (best < 0 || load[std::size_t(c)] < load[std::size_t(best)])
                best = c;
        }
        if (best < 0)
            continue;
        ++load[std::size_t(best)];
        cpus = CpuSet{best};
    }
    return out;
}

namespace {

// The machine's steering of one queue, limited to the fields set in want.
PlanQueue currentQueue(const NetInterface &ni, const NetQueue &nq, const PlanQueue &want)
{
    PlanQueue q;
    q.interface = ni.name;
    q.rx = nq.rx;
    q.index = nq.index;
    if (want.rpsCpus)
        q.rpsCpus = nq.rpsCpus.value;
    if (want.rpsFlowCnt)
        q.rpsFlowCnt = nq.rpsFlowCnt.value;
    if (want.xpsCpus)
        q.xpsCpus = nq.xpsCpus.value;
    if (want.xpsRxqs)
        q.xpsRxqs = nq.xpsRxqs.value;
    return q;
}

bool hasSteering(const PlanQueue &q)
{
    return q.rpsCpus || q.rpsFlowCnt || q.xpsCpus || q.xpsRxqs || q.napiCpus;
}

// Every queue the plans steer, with the fields any of them sets, as it is now.
std::vector<PlanQueue> currentQueues(const std::vector<NetInterface> &net,
                                     const std::vector<const Plan *> &plans)
{
    std::vector<PlanQueue> out;
    for (const NetInterface &ni : net)
        for (const NetQueue &nq : ni.queues) {
            PlanQueue want;
            for (const Plan *p : plans)
                if (const PlanQueue *q = p ? p->findQueue(ni.name, nq.rx, nq.index) : nullptr) {
                    want.rpsCpus = want.rpsCpus ? want.rpsCpus : q->rpsCpus;
                    want.rpsFlowCnt = want.rpsFlowCnt ? want.rpsFlowCnt : q->rpsFlowCnt;
                    want.xpsCpus = want.xpsCpus ? want.xpsCpus : q->xpsCpus;
                    want.xpsRxqs = want.xpsRxqs ? want.xpsRxqs : q->xpsRxqs;
                }
            PlanQueue now = currentQueue(ni, nq, want);
            if (hasSteering(now))
                out.push_back(std::move(now));
        }
    return out;
}

} // namespace

Plan currentPlacement(const IrqTable &table, const std::vector<const Plan *> &plans,
                      const std::vector<NetInterface> *netQueues)
{
    std::set<int> rows;
    for (const Plan *p : plans) {
        if (!p)
            continue;
        for (const ResolvedEntry &r : resolvePlan(*p, table).entries)
            if (r.tableIndex >= 0)
                rows.insert(r.tableIndex);
    }
    Plan out;
    out.algorithm = QStringLiteral("current");
    int unknown = 0;
    for (int row : rows) {
        const Irq &irq = table.irqs[std::size_t(row)];
        CurrentCpus now = currentCpus(irq, table.cpus);
        if (now.from == CurrentCpus::From::Unknown) {
            ++unknown;
            continue;
        }
        out.assignments.emplace_back(irq.number, irq.matchKey(), std::move(now.cpus));
    }
    if (unknown > 0)
        out.notes << QCoreApplication::translate(
            "CurrentPlacement",
            "%n IRQ(s) have no known placement (no affinity, no counts) and are left out", nullptr,
            unknown);
    if (netQueues)
        out.queues = currentQueues(*netQueues, plans);
    return out;
}

} // namespace irqatlas
