#include "ui/common/threadplan.h"

#include "model/irq.h"
#include "plan/planqueues.h"
#include "ui/common/irqthreads.h"

#include <algorithm>
#include <charconv>
#include <map>

namespace irqatlas {

namespace {

int irqNumberOf(const std::string &text)
{
    int n = -1;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    return ec == std::errc() && end == text.data() + text.size() ? n : -1;
}

// pid -> the placement a queue's napi_cpus gives its NAPI thread. Only the
// queues whose NAPI id the kernel told and whose thread is known.
std::map<int, PlannedThread>
queueNapiPlacements(const Plan &plan, const std::vector<KernelThread> &threads,
                    const std::optional<std::vector<NetInterface>> &queues)
{
    std::map<int, PlannedThread> out;
    if (!queues)
        return out;
    for (const PlanQueue &pq : plan.queues) {
        const NetQueue *q = pq.napiCpus ? machineQueue(*queues, pq) : nullptr;
        if (!q)
            continue;
        for (const KernelThread &t : threads)
            if (isNapiThreadOf(t, pq.interface, *q)) {
                PlannedThread p;
                p.irq = irqNumberOf(q->irq);
                p.thread = t;
                p.queue = QString::fromStdString(pq.interface + '/' + pq.name());
                p.how = PlannedThread::How::QueueNapi;
                p.planned = *pq.napiCpus;
                out[t.pid] = std::move(p);
            }
    }
    return out;
}

PlannedThread assignmentPlacement(const PlanAssignment &a)
{
    PlannedThread p;
    p.irq = a.irq;
    switch (a.threads) {
    case ThreadPlacement::FollowIrq:
        p.how = PlannedThread::How::FollowsIrq;
        p.planned = a.cpus;
        break;
    case ThreadPlacement::Keep:
        p.how = PlannedThread::How::Keep;
        break;
    case ThreadPlacement::Cpus:
        p.how = PlannedThread::How::Cpus;
        p.planned = a.threadCpus;
        break;
    }
    return p;
}

} // namespace

std::vector<PlannedThread> plannedThreads(const Plan &plan, const IrqTable &table,
                                          const std::optional<std::vector<KernelThread>> &threads,
                                          const std::optional<std::vector<NetInterface>> &queues)
{
    std::vector<PlannedThread> out;
    std::map<int, PlannedThread> napi =
        threads ? queueNapiPlacements(plan, *threads, queues) : std::map<int, PlannedThread>{};
    for (const PlanAssignment &a : plan.assignments) {
        const PlannedThread base = assignmentPlacement(a);
        if (!threads) {
            // Unknown here, found by the helper: one row says what happens to them.
            out.push_back(base);
            continue;
        }
        const Irq *irq = table.find(a.irq);
        if (!irq)
            continue;
        for (IrqThread &t : threadsOfIrq(*irq, table, threads, queues)) {
            if (auto it = napi.find(t.thread.pid); it != napi.end()) {
                out.push_back(std::move(it->second));
                napi.erase(it);
                continue;
            }
            PlannedThread p = base;
            p.thread = std::move(t.thread);
            out.push_back(std::move(p));
        }
    }
    for (auto &[pid, p] : napi)
        out.push_back(std::move(p));
    return out;
}

CpuSet plannedThreadCpus(const std::vector<PlannedThread> &planned, const std::vector<int> &irqs)
{
    CpuSet out;
    for (const PlannedThread &p : planned)
        if (p.thread && p.how != PlannedThread::How::Keep &&
            std::find(irqs.begin(), irqs.end(), p.irq) != irqs.end())
            out |= p.planned;
    return out;
}

} // namespace irqatlas
