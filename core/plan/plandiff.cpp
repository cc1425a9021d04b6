#include "plan/plandiff.h"

#include "plan/currentplan.h"

#include <QCoreApplication>
#include <algorithm>

namespace irqatlas {

int PlanDiff::count(PlanDiffEntry::Kind kind) const
{
    return int(std::count_if(entries.begin(), entries.end(),
                             [kind](const PlanDiffEntry &e) { return e.kind == kind; }));
}

QString kindName(PlanDiffEntry::Kind kind)
{
    switch (kind) {
    case PlanDiffEntry::Kind::Changed:
        return QStringLiteral("changed");
    case PlanDiffEntry::Kind::Unchanged:
        return QStringLiteral("unchanged");
    case PlanDiffEntry::Kind::NotPresent:
        return QStringLiteral("not-present");
    case PlanDiffEntry::Kind::Immovable:
        return QStringLiteral("immovable");
    }
    return {};
}

PlanDiff diffPlan(const Plan &plan, const IrqTable &table)
{
    const PlanResolution res = resolvePlan(plan, table);
    PlanDiff d;
    d.entries.reserve(res.entries.size());
    for (const ResolvedEntry &r : res.entries) {
        const PlanAssignment &a = plan.assignments[std::size_t(r.index)];
        PlanDiffEntry e;
        e.index = r.index;
        e.to = a.cpus;
        e.how = r.how;
        e.note = r.note;
        e.irq = a.irq;
        if (r.tableIndex < 0) {
            e.kind = PlanDiffEntry::Kind::NotPresent;
            e.name = a.match;
        } else {
            const Irq &q = table.irqs[std::size_t(r.tableIndex)];
            e.irq = q.number;
            e.name = q.name;
            e.from = q.affinity;
            if (!e.from)
                e.fired = firedCpus(q, table.cpus);
            if (q.immovable) {
                e.kind = PlanDiffEntry::Kind::Immovable;
                const QString why =
                    q.immovableReason.empty()
                        ? QCoreApplication::translate("PlanDiff", "affinity cannot be changed")
                        : QString::fromStdString(q.immovableReason);
                e.note = e.note.isEmpty() ? why : e.note + QStringLiteral("; ") + why;
            } else if (q.affinity && *q.affinity == a.cpus) {
                e.kind = PlanDiffEntry::Kind::Unchanged;
            } else {
                e.kind = PlanDiffEntry::Kind::Changed;
            }
        }
        d.entries.push_back(std::move(e));
    }
    return d;
}

} // namespace irqatlas
