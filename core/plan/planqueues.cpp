#include "plan/planqueues.h"

#include "model/planfile.h"
#include "model/plantext.h"

#include <QCoreApplication>
#include <algorithm>
#include <unordered_map>

namespace irqatlas {
namespace {

QString queueWhere(const Plan &plan, std::size_t i)
{
    const PlanQueue &q = plan.queues[i];
    return QStringLiteral("queues[%1] (%2 %3)")
        .arg(i)
        .arg(QString::fromStdString(q.interface), QString::fromStdString(q.name()));
}

int countQueues(const NetInterface &ni, bool rx)
{
    return int(std::count_if(ni.queues.begin(), ni.queues.end(),
                             [rx](const NetQueue &q) { return q.rx == rx; }));
}

// Why the CPU lists of q cannot be written on a machine with these online
// CPUs and this interface, or an empty string.
QString queueCpuProblem(const PlanQueue &q, const NetInterface &ni, const CpuSet *online)
{
    if (online) {
        const std::pair<const char *, const std::optional<CpuSet> *> lists[] = {
            {"rps_cpus", &q.rpsCpus}, {"napi_cpus", &q.napiCpus}, {"xps_cpus", &q.xpsCpus}};
        for (const auto &[key, cpus] : lists) {
            if (!*cpus)
                continue;
            const CpuSet offline = **cpus - *online;
            if (!offline.empty())
                return QCoreApplication::translate("PlanQueues",
                                                   "%1: CPU %2 is not online (online CPUs %3)")
                    .arg(QLatin1String(key), offline.toListString(), online->toListString());
        }
    }
    if (q.xpsRxqs && !q.xpsRxqs->empty()) {
        const int rxCount = countQueues(ni, true);
        if (q.xpsRxqs->last() >= rxCount)
            return QCoreApplication::translate(
                       "PlanQueues", "xps_rxqs: receive queue %1 does not exist (%2 has %3)")
                .arg(q.xpsRxqs->last())
                .arg(QString::fromStdString(ni.name))
                .arg(rxCount);
    }
    return {};
}

ResolvedQueue resolveOneQueue(const Plan &plan, std::size_t i, const std::vector<NetInterface> &net,
                              const CpuSet *online)
{
    const PlanQueue &q = plan.queues[i];
    ResolvedQueue r;
    r.index = int(i);
    const auto ni = std::find_if(net.begin(), net.end(),
                                 [&](const NetInterface &n) { return n.name == q.interface; });
    if (ni == net.end()) {
        r.note = QCoreApplication::translate("PlanQueues", "%1: no interface %2 on this machine")
                     .arg(queueWhere(plan, i), QString::fromStdString(q.interface));
        return r;
    }
    const auto nq = std::find_if(ni->queues.begin(), ni->queues.end(), [&](const NetQueue &x) {
        return x.rx == q.rx && x.index == q.index;
    });
    if (nq == ni->queues.end()) {
        const int count = countQueues(*ni, q.rx);
        r.note = QCoreApplication::translate(
                     "PlanQueues", "%1: no such queue (%2 has %n %3 queue(s))", nullptr, count)
                     .arg(queueWhere(plan, i), QString::fromStdString(q.interface),
                          q.rx ? QStringLiteral("rx") : QStringLiteral("tx"));
        return r;
    }
    if (QString why = queueCpuProblem(q, *ni, online); !why.isEmpty()) {
        r.note = QStringLiteral("%1: %2").arg(queueWhere(plan, i), why);
        return r;
    }
    r.interface = int(ni - net.begin());
    r.queue = int(nq - ni->queues.begin());
    return r;
}

// The plan's assignments with the numbers their keys have in table (those
// found there), and the XPS steering they make on net.
Plan steeredHere(const Plan &plan, const IrqTable &table, const std::vector<NetInterface> &net)
{
    Plan here;
    const PlanResolution r = resolvePlan(plan, table);
    for (const ResolvedEntry &e : r.entries)
        if (e.tableIndex >= 0)
            here.assignments.emplace_back(table.irqs[std::size_t(e.tableIndex)].number,
                                          std::string(),
                                          plan.assignments[std::size_t(e.index)].cpus);
    steerQueuesWithIrqs(here, net);
    return here;
}

} // namespace

QStringList QueueResolution::problems() const
{
    QStringList out;
    if (!known)
        return out;
    for (const ResolvedQueue &e : entries)
        if (!e.resolved())
            out << e.note;
    return out;
}

QueueResolution resolveQueues(const Plan &plan, const std::optional<std::vector<NetInterface>> &net,
                              const CpuSet *online)
{
    QueueResolution r;
    r.known = net.has_value();
    r.entries.reserve(plan.queues.size());
    if (!net) {
        if (!plan.queues.empty())
            r.unknownNote = QCoreApplication::translate(
                "PlanQueues",
                "the source has no network queues (/sys/class/net): the plan's %n "
                "queue(s) are not checked",
                nullptr, int(plan.queues.size()));
        for (std::size_t i = 0; i < plan.queues.size(); ++i) {
            ResolvedQueue e;
            e.index = int(i);
            r.entries.push_back(e);
        }
        return r;
    }
    for (std::size_t i = 0; i < plan.queues.size(); ++i)
        r.entries.push_back(resolveOneQueue(plan, i, *net, online));
    return r;
}

void steerQueuesWithIrqs(Plan &plan, const std::vector<NetInterface> &net)
{
    // A planner's numbers are those of the machine's table, as are the queues'.
    std::unordered_map<std::string, const CpuSet *> planned;
    for (const PlanAssignment &a : plan.assignments)
        planned.emplace(std::to_string(a.irq), &a.cpus);
    for (const NetInterface &ni : net) {
        if (!validInterfaceName(ni.name) ||
            !unsafeTextProblem(QByteArrayView(ni.name.data(), qsizetype(ni.name.size()))).isEmpty())
            continue;
        for (const NetQueue &q : ni.queues) {
            // A queue whose xps_cpus the kernel does not offer (a
            // single-queue device) cannot be steered.
            if (q.rx || q.irq.empty() || !q.xpsCpus.value)
                continue;
            const auto it = planned.find(q.irq);
            if (it == planned.end())
                continue;
            PlanQueue *entry = nullptr;
            for (PlanQueue &e : plan.queues)
                if (e.interface == ni.name && !e.rx && e.index == q.index)
                    entry = &e;
            if (!entry) {
                PlanQueue e;
                e.interface = ni.name;
                e.rx = false;
                e.index = q.index;
                plan.queues.push_back(std::move(e));
                entry = &plan.queues.back();
            }
            entry->xpsCpus = *it->second;
        }
    }
}

QStringList steeringDifferences(const Plan &plan, const IrqTable &table,
                                const std::vector<NetInterface> &net)
{
    const Plan here = steeredHere(plan, table, net);
    QStringList out;
    for (std::size_t i = 0; i < plan.queues.size(); ++i) {
        const PlanQueue &q = plan.queues[i];
        if (q.rx || !q.xpsCpus || !machineQueue(net, q))
            continue;
        const PlanQueue *mine = here.findQueue(q.interface, false, q.index);
        if (!mine)
            out << QCoreApplication::translate("PlanQueues",
                                               "%1: xps_cpus %2, but no IRQ the plan places "
                                               "serves this queue on this machine")
                       .arg(queueWhere(plan, i), q.xpsCpus->toListString());
        else if (*mine->xpsCpus != *q.xpsCpus)
            out << QCoreApplication::translate("PlanQueues",
                                               "%1: xps_cpus %2, but the IRQ serving this queue "
                                               "on this machine is planned on CPUs %3")
                       .arg(queueWhere(plan, i), q.xpsCpus->toListString(),
                            mine->xpsCpus->toListString());
    }
    for (const PlanQueue &mine : here.queues)
        if (!plan.findQueue(mine.interface, false, mine.index))
            out << QCoreApplication::translate("PlanQueues",
                                               "%1 %2: the plan leaves it alone, but the IRQ "
                                               "serving it on this machine is planned on CPUs %3")
                       .arg(QString::fromStdString(mine.interface),
                            QString::fromStdString(mine.name()), mine.xpsCpus->toListString());
    return out;
}

const NetQueue *queueOfNapiThread(const KernelThread &t, const std::vector<NetInterface> &net)
{
    for (const NetInterface &ni : net)
        for (const NetQueue &q : ni.queues)
            if (isNapiThreadOf(t, ni.name, q))
                return &q;
    return nullptr;
}

bool isNapiThreadOf(const KernelThread &t, const std::string &iface, const NetQueue &q)
{
    // The thread's name may cut the interface's: a prefix must match.
    return t.kind == KThreadKind::Napi && t.napiId && q.rx && q.napiId == t.napiId &&
           !t.interface.empty() && iface.compare(0, t.interface.size(), t.interface) == 0;
}

const NetQueue *machineQueue(const std::vector<NetInterface> &net, const PlanQueue &pq)
{
    for (const NetInterface &ni : net)
        if (ni.name == pq.interface)
            for (const NetQueue &q : ni.queues)
                if (q.rx == pq.rx && q.index == pq.index)
                    return &q;
    return nullptr;
}

std::vector<const KernelThread *> threadsOfIrq(int irq, const std::vector<KernelThread> &threads,
                                               const std::optional<std::vector<NetInterface>> &net)
{
    const std::string number = std::to_string(irq);
    std::vector<const KernelThread *> out;
    for (const KernelThread &t : threads) {
        if (t.kind == KThreadKind::Irq && t.irq == number) {
            out.push_back(&t);
        } else if (t.kind == KThreadKind::Napi && net) {
            const NetQueue *q = queueOfNapiThread(t, *net);
            if (q && q->irq == number)
                out.push_back(&t);
        }
    }
    return out;
}

} // namespace irqatlas
