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

Plan currentPlacement(const IrqTable &table, const std::vector<const Plan *> &plans)
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
        out.assignments.push_back({irq.number, irq.matchKey(), std::move(now.cpus)});
    }
    if (unknown > 0)
        out.notes << QCoreApplication::translate(
            "CurrentPlacement",
            "%n IRQ(s) have no known placement (no affinity, no counts) and are left out", nullptr,
            unknown);
    return out;
}

} // namespace irqatlas
