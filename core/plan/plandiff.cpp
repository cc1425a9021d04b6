#include "plan/plandiff.h"

#include "plan/currentplan.h"
#include "plan/planqueues.h"

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

namespace {

using DiffKind = PlanDiffEntry::Kind;

// Where the plan puts the threads of assignment a.
const CpuSet &threadTarget(const PlanAssignment &a)
{
    return a.threads == ThreadPlacement::Cpus ? a.threadCpus : a.cpus;
}

void diffThreads(const Plan &plan, const IrqTable &table, const PlanResolution &res,
                 const PlanDiffMachine &m, PlanDiff &d)
{
    if (!m.threads || !*m.threads)
        return;
    d.threadsKnown = true;
    static const std::optional<std::vector<NetInterface>> noNet;
    const auto &net = m.netQueues ? *m.netQueues : noNet;
    for (const ResolvedEntry &r : res.entries) {
        const PlanAssignment &a = plan.assignments[std::size_t(r.index)];
        if (r.tableIndex < 0 || a.threads == ThreadPlacement::Keep)
            continue;
        const int irq = table.irqs[std::size_t(r.tableIndex)].number;
        for (const KernelThread *t : threadsOfIrq(irq, **m.threads, net)) {
            ThreadDiffEntry e;
            e.index = r.index;
            e.irq = irq;
            e.pid = t->pid;
            e.comm = t->comm;
            e.from = t->cpus;
            e.to = threadTarget(a);
            e.kind = e.from == e.to ? DiffKind::Unchanged : DiffKind::Changed;
            d.threads.push_back(std::move(e));
        }
    }
}

std::optional<std::string> listValue(const QueueValue<CpuSet> &v)
{
    return v.value ? std::optional<std::string>(v.value->toList()) : std::nullopt;
}

// The CPUs of the NAPI thread of queue q of iface now, when known.
std::optional<std::string> napiThreadCpus(const std::string &iface, const NetQueue &q,
                                          const PlanDiffMachine &m)
{
    if (!m.threads || !*m.threads)
        return std::nullopt;
    for (const KernelThread &t : **m.threads)
        if (isNapiThreadOf(t, iface, q))
            return t.cpus.toList();
    return std::nullopt;
}

// The fields queue entry pq sets, with their values now (nq: the machine's
// queue, null when unresolved or unknown).
void diffQueueFields(const PlanQueue &pq, int index, const NetQueue *nq, const PlanDiffMachine &m,
                     const QString &note, DiffKind unresolved, PlanDiff &d)
{
    auto add = [&](const char *field, const std::optional<std::string> &to,
                   const std::optional<std::string> &from, const QString &reason) {
        if (!to)
            return;
        QueueDiffEntry e;
        e.index = index;
        e.interface = pq.interface;
        e.queue = pq.name();
        e.field = field;
        e.to = *to;
        if (!nq) {
            e.kind = unresolved;
            e.note = note;
        } else {
            e.from = from;
            e.note = from ? QString() : reason;
            e.kind = from && *from == *to ? DiffKind::Unchanged : DiffKind::Changed;
        }
        d.queues.push_back(std::move(e));
    };
    auto list = [](const std::optional<CpuSet> &c) {
        return c ? std::optional<std::string>(c->toList()) : std::nullopt;
    };
    const NetQueue none;
    const NetQueue &q = nq ? *nq : none;
    add("rps_cpus", list(pq.rpsCpus), listValue(q.rpsCpus), q.rpsCpus.reason);
    add("rps_flow_cnt",
        pq.rpsFlowCnt ? std::optional<std::string>(std::to_string(*pq.rpsFlowCnt)) : std::nullopt,
        q.rpsFlowCnt.value ? std::optional<std::string>(std::to_string(*q.rpsFlowCnt.value))
                           : std::nullopt,
        q.rpsFlowCnt.reason);
    add("napi_cpus", list(pq.napiCpus), napiThreadCpus(pq.interface, q, m),
        QCoreApplication::translate("PlanDiff", "no NAPI thread of this queue is known"));
    add("xps_cpus", list(pq.xpsCpus), listValue(q.xpsCpus), q.xpsCpus.reason);
    add("xps_rxqs", list(pq.xpsRxqs), listValue(q.xpsRxqs), q.xpsRxqs.reason);
}

void diffQueues(const Plan &plan, const PlanDiffMachine &m, PlanDiff &d)
{
    static const std::optional<std::vector<NetInterface>> noNet;
    const auto &net = m.netQueues ? *m.netQueues : noNet;
    const QueueResolution res = resolveQueues(plan, net, m.online);
    d.queuesKnown = res.known;
    d.queuesNote = res.unknownNote;
    for (const ResolvedQueue &r : res.entries) {
        const NetQueue *nq =
            r.resolved() ? &(*net)[std::size_t(r.interface)].queues[std::size_t(r.queue)] : nullptr;
        diffQueueFields(plan.queues[std::size_t(r.index)], r.index, nq, m,
                        res.known ? r.note : res.unknownNote,
                        res.known ? DiffKind::NotPresent : DiffKind::Changed, d);
    }
}

} // namespace

PlanDiff diffPlan(const Plan &plan, const IrqTable &table, const PlanDiffMachine &machine)
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
    diffThreads(plan, table, res, machine, d);
    diffQueues(plan, machine, d);
    return d;
}

} // namespace irqatlas
