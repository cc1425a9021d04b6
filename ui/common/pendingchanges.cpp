#include "ui/common/pendingchanges.h"

#include "model/irq.h"
#include "model/planfile.h"

#include <QPointer>
#include <QUndoCommand>
#include <QUndoStack>

namespace irqatlas {

namespace {

// One drop: the pending CPUs of a group of IRQs before and after.
class MoveIrqsCommand : public QUndoCommand
{
public:
    MoveIrqsCommand(PendingChanges *pending, std::map<int, std::optional<CpuSet>> before,
                    std::map<int, std::optional<CpuSet>> after, const QString &text)
        : m_pending(pending), m_before(std::move(before)), m_after(std::move(after))
    {
        setText(text);
    }
    void undo() override
    {
        if (m_pending)
            m_pending->set(m_before);
    }
    void redo() override
    {
        if (m_pending)
            m_pending->set(m_after);
    }

private:
    QPointer<PendingChanges> m_pending;
    std::map<int, std::optional<CpuSet>> m_before, m_after;
};

// An IRQ's threads unpinned from it, or made to follow it again.
class ThreadPlacementCommand : public QUndoCommand
{
public:
    ThreadPlacementCommand(PendingChanges *pending, int irq, ThreadPlacement before,
                           ThreadPlacement after, const QString &text)
        : m_pending(pending), m_irq(irq), m_before(before), m_after(after)
    {
        setText(text);
    }
    void undo() override
    {
        if (m_pending)
            m_pending->setThreadPlacement(m_irq, m_before);
    }
    void redo() override
    {
        if (m_pending)
            m_pending->setThreadPlacement(m_irq, m_after);
    }

private:
    QPointer<PendingChanges> m_pending;
    int m_irq;
    ThreadPlacement m_before, m_after;
};

// One queue's pending steering before and after an edit.
class QueueCommand : public QUndoCommand
{
public:
    QueueCommand(PendingChanges *pending, QueueKey key, std::optional<PlanQueue> before,
                 std::optional<PlanQueue> after, const QString &text)
        : m_pending(pending), m_key(std::move(key)), m_before(std::move(before)),
          m_after(std::move(after))
    {
        setText(text);
    }
    void undo() override
    {
        if (m_pending)
            m_pending->setQueue(m_key, m_before);
    }
    void redo() override
    {
        if (m_pending)
            m_pending->setQueue(m_key, m_after);
    }

private:
    QPointer<PendingChanges> m_pending;
    QueueKey m_key;
    std::optional<PlanQueue> m_before, m_after;
};

bool sameQueue(const std::optional<PlanQueue> &a, const std::optional<PlanQueue> &b)
{
    if (!a || !b)
        return !a && !b;
    return a->interface == b->interface && a->rx == b->rx && a->index == b->index &&
           a->rpsCpus == b->rpsCpus && a->rpsFlowCnt == b->rpsFlowCnt && a->xpsCpus == b->xpsCpus &&
           a->xpsRxqs == b->xpsRxqs && a->napiCpus == b->napiCpus;
}

} // namespace

PendingChanges::PendingChanges(QObject *parent) : QObject(parent) {}

std::optional<CpuSet> PendingChanges::target(int irq) const
{
    auto it = m_changes.find(irq);
    return it == m_changes.end() ? std::nullopt : std::optional<CpuSet>(it->second);
}

void PendingChanges::set(const std::map<int, std::optional<CpuSet>> &values)
{
    for (const auto &[irq, cpus] : values) {
        if (cpus)
            m_changes[irq] = *cpus;
        else
            m_changes.erase(irq);
    }
    emit changed();
}

void PendingChanges::clear()
{
    m_changes.clear();
    m_threads.clear();
    m_queues.clear();
    emit changed();
}

ThreadPlacement PendingChanges::threadPlacement(int irq) const
{
    auto it = m_threads.find(irq);
    return it == m_threads.end() ? ThreadPlacement::FollowIrq : it->second;
}

void PendingChanges::setThreadPlacement(int irq, ThreadPlacement placement)
{
    if (placement == ThreadPlacement::FollowIrq)
        m_threads.erase(irq);
    else
        m_threads[irq] = placement;
    emit changed();
}

Status PendingChanges::proposeThreadPlacement(QUndoStack *stack, const IrqTable &table, int irq,
                                              ThreadPlacement placement)
{
    if (const QString why = refusal(table, irq); !why.isEmpty())
        return Error{why};
    const ThreadPlacement before = threadPlacement(irq);
    if (before == placement)
        return Error{placement == ThreadPlacement::Keep
                         ? tr("The threads of IRQ %1 stay where they are already.").arg(irq)
                         : tr("The threads of IRQ %1 move with it already.").arg(irq)};
    const QString text = placement == ThreadPlacement::Keep
                             ? tr("Keep the threads of IRQ %1 where they are").arg(irq)
                             : tr("Move the threads of IRQ %1 with it").arg(irq);
    auto *cmd = new ThreadPlacementCommand(this, irq, before, placement, text);
    if (stack)
        stack->push(cmd);
    else {
        cmd->redo();
        delete cmd;
    }
    return Ok{};
}

std::optional<PlanQueue> PendingChanges::queue(const QueueKey &key) const
{
    auto it = m_queues.find(key);
    return it == m_queues.end() ? std::nullopt : std::optional<PlanQueue>(it->second);
}

void PendingChanges::setQueue(const QueueKey &key, const std::optional<PlanQueue> &value)
{
    if (value)
        m_queues[key] = *value;
    else
        m_queues.erase(key);
    emit changed();
}

Status PendingChanges::proposeQueue(QUndoStack *stack, const QueueKey &key,
                                    const std::optional<PlanQueue> &value, const QString &text)
{
    const std::optional<PlanQueue> before = queue(key);
    if (sameQueue(before, value))
        return Error{tr("Nothing changes: the queue has these settings pending already.")};
    auto *cmd = new QueueCommand(this, key, before, value, text);
    if (stack)
        stack->push(cmd);
    else {
        cmd->redo();
        delete cmd;
    }
    return Ok{};
}

QString PendingChanges::refusal(const IrqTable &table, int irq)
{
    const Irq *row = table.find(irq);
    if (!row)
        return tr("IRQ %1 is not on this machine.").arg(irq);
    if (row->immovable) {
        const QString reason = row->immovableReason.empty()
                                   ? tr("the kernel does not allow changing its affinity")
                                   : QString::fromStdString(row->immovableReason);
        return tr("IRQ %1 (%2) cannot be moved: %3")
            .arg(irq)
            .arg(QString::fromStdString(row->name), reason);
    }
    return {};
}

Status PendingChanges::propose(QUndoStack *stack, const IrqTable &table, const QList<int> &irqs,
                               const CpuSet &target, const QString &targetName)
{
    if (irqs.isEmpty())
        return Error{tr("No IRQ to move.")};
    if (target.empty())
        return Error{tr("%1 has no online CPU to move IRQs to.").arg(targetName)};
    std::map<int, std::optional<CpuSet>> before, after;
    for (int irq : irqs) {
        const QString why = refusal(table, irq);
        if (!why.isEmpty())
            return Error{why};
        before[irq] = this->target(irq);
        const Irq *row = table.find(irq);
        // Moving an IRQ back where it already is cancels its pending change.
        if (row && row->affinity && *row->affinity == target)
            after[irq] = std::nullopt;
        else
            after[irq] = target;
    }
    // A move that changes nothing (onto the CPUs the IRQs already have, or
    // the same pending target again) is no step to undo.
    if (before == after)
        return Error{irqs.size() == 1
                         ? tr("IRQ %1 is on %2 already.").arg(irqs.front()).arg(targetName)
                         : tr("These IRQs are on %1 already.").arg(targetName)};
    const QString text = irqs.size() == 1
                             ? tr("Move IRQ %1 to %2").arg(irqs.front()).arg(targetName)
                             : tr("Move %n IRQs to %1", nullptr, int(irqs.size())).arg(targetName);
    auto *cmd = new MoveIrqsCommand(this, std::move(before), std::move(after), text);
    if (stack)
        stack->push(cmd); // push() runs redo()
    else {
        cmd->redo();
        delete cmd;
    }
    return Ok{};
}

Plan PendingChanges::toPlan(const IrqTable &table, const Topology &topology,
                            const QString &kernel) const
{
    Plan plan;
    plan.algorithm = QStringLiteral("manual");
    for (const auto &[irq, cpus] : m_changes) {
        PlanAssignment a;
        a.irq = irq;
        if (const Irq *row = table.find(irq))
            a.match = row->matchKey();
        a.cpus = cpus;
        a.threads = threadPlacement(irq);
        plan.assignments.push_back(std::move(a));
    }
    for (const auto &[key, q] : m_queues)
        plan.queues.push_back(q);
    stampPlan(plan, topology, kernel);
    return plan;
}

Status PendingChanges::proposePlan(QUndoStack *stack, const IrqTable &table, const Plan &plan,
                                   const QString &name)
{
    const PlanResolution res = resolvePlan(plan, table);
    if (!res.complete())
        return Error{tr("%1: %2").arg(name, res.problems().join(QStringLiteral("; ")))};
    std::map<int, std::optional<CpuSet>> before, after;
    for (const ResolvedEntry &e : res.entries) {
        const Irq &irq = table.irqs[std::size_t(e.tableIndex)];
        const QString why = refusal(table, irq.number);
        if (!why.isEmpty())
            return Error{tr("%1: IRQ %2 cannot be moved: %3").arg(name).arg(irq.number).arg(why)};
        before[irq.number] = target(irq.number);
        after[irq.number] = plan.assignments[std::size_t(e.index)].cpus;
    }
    if (after.empty())
        return Error{tr("%1 holds no assignment").arg(name)};
    stack->push(new MoveIrqsCommand(this, std::move(before), std::move(after),
                                    tr("Load plan %1").arg(name)));
    return Ok{};
}

} // namespace irqatlas
