#include "plan/lintqueues.h"

#include "model/planfile.h"
#include "plan/planqueues.h"
#include "plan/planrequest.h"

#include <QCoreApplication>
#include <unordered_map>

namespace irqatlas {
namespace {

// Per IRQ number: the table row, and the CPUs the plan gives it.
struct QueueLintIrqs
{
    std::unordered_map<std::string, const Irq *> rows;
    std::unordered_map<int, const CpuSet *> planned; // by machine IRQ number
};

QueueLintIrqs queueLintIrqs(const Plan &plan, const IrqTable &table)
{
    QueueLintIrqs out;
    for (const Irq &q : table.irqs)
        if (!q.symbolic())
            out.rows.emplace(std::to_string(q.number), &q);
    for (const ResolvedEntry &r : resolvePlan(plan, table).entries)
        if (r.tableIndex >= 0)
            out.planned.emplace(table.irqs[std::size_t(r.tableIndex)].number,
                                &plan.assignments[std::size_t(r.index)].cpus);
    return out;
}

// The NUMA node of an interface: that of the device of its queues' IRQs
// (-1 when none is known).
int interfaceNode(const NetInterface &ni, const QueueLintIrqs &irqs, const Topology &topology)
{
    for (const NetQueue &q : ni.queues) {
        const auto it = irqs.rows.find(q.irq);
        if (q.irq.empty() || it == irqs.rows.end())
            continue;
        if (const int node = irqNode(*it->second, topology, std::nullopt); node >= 0)
            return node;
    }
    return -1;
}

// Where the IRQ serving nq lands after the plan, or nullptr when unknown.
const CpuSet *irqLanding(const NetQueue &nq, const QueueLintIrqs &irqs)
{
    const auto row = irqs.rows.find(nq.irq);
    if (nq.irq.empty() || row == irqs.rows.end())
        return nullptr;
    const auto planned = irqs.planned.find(row->second->number);
    if (planned != irqs.planned.end())
        return planned->second;
    const Irq &q = *row->second;
    if (q.effective && !q.effective->empty())
        return &*q.effective;
    return q.affinity && !q.affinity->empty() ? &*q.affinity : nullptr;
}

} // namespace

void lintQueues(const Plan &plan, const LintInput &in, std::vector<LintFinding> &out)
{
    if (plan.queues.empty() || !in.netQueues || !in.table)
        return;
    const std::vector<NetInterface> &net = *in.netQueues;
    const QueueResolution res = resolveQueues(plan, net);
    const QueueLintIrqs irqs = queueLintIrqs(plan, *in.table);
    using S = LintFinding::Severity;
    for (const ResolvedQueue &r : res.entries) {
        if (!r.resolved())
            continue;
        const PlanQueue &pq = plan.queues[std::size_t(r.index)];
        const NetInterface &ni = net[std::size_t(r.interface)];
        const NetQueue &nq = ni.queues[std::size_t(r.queue)];
        const QString where = QStringLiteral("%1 %2").arg(QString::fromStdString(pq.interface),
                                                          QString::fromStdString(pq.name()));
        const int irq = nq.irq.empty()            ? -1
                        : irqs.rows.count(nq.irq) ? irqs.rows.at(nq.irq)->number
                                                  : -1;
        const int node = in.topology ? interfaceNode(ni, irqs, *in.topology) : -1;
        if (node >= 0) {
            const CpuSet local = in.topology->nodeCpus(node);
            for (const auto &[key, cpus] :
                 {std::pair{"rps_cpus", &pq.rpsCpus}, std::pair{"xps_cpus", &pq.xpsCpus}}) {
                if (!*cpus || (**cpus - local).empty())
                    continue;
                out.push_back(LintFinding{
                    S::Warning, QStringLiteral("queue-off-node"), irq, -1,
                    QCoreApplication::translate(
                        "Lint",
                        "%1: %2 %3 sends work off the NIC's node %4 (CPUs %5 are elsewhere)")
                        .arg(where, QLatin1String(key), (*cpus)->toListString())
                        .arg(node)
                        .arg((**cpus - local).toListString())});
            }
        }
        if (pq.rx && pq.rpsCpus && !pq.rpsCpus->empty())
            if (const CpuSet *lands = irqLanding(nq, irqs); lands && *lands == *pq.rpsCpus)
                out.push_back(LintFinding{
                    S::Info, QStringLiteral("rps-redundant"), irq, -1,
                    QCoreApplication::translate(
                        "Lint", "%1: rps_cpus %2 are the CPUs its IRQ %3 lands on: RPS only adds a "
                                "hop between CPUs")
                        .arg(where, pq.rpsCpus->toListString())
                        .arg(irq)});
    }
}

} // namespace irqatlas
