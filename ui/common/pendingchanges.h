#pragma once

#include "model/cpuset.h"
#include "model/plan.h"
#include "model/result.h"

#include <QList>
#include <QObject>
#include <QString>
#include <map>
#include <optional>
#include <string>
#include <tuple>

class QUndoStack;

namespace irqatlas {

struct IrqTable;
class Topology;

// A network queue: interface, rx (else tx), index.
using QueueKey = std::tuple<std::string, bool, int>;

// Affinity edits the user made but has not applied: irq number -> the CPUs it
// should move to. The graph and the table draw these apart from the current
// state; together they form a plan.
class PendingChanges : public QObject
{
    Q_OBJECT
public:
    explicit PendingChanges(QObject *parent = nullptr);

    const std::map<int, CpuSet> &changes() const { return m_changes; }
    std::optional<CpuSet> target(int irq) const;
    bool isEmpty() const { return m_changes.empty() && m_queues.empty(); }

    // Where an IRQ's kernel threads go when it moves: FollowIrq unless the
    // user unpinned them (Keep). Only Keep is stored.
    ThreadPlacement threadPlacement(int irq) const;
    const std::map<int, ThreadPlacement> &threadPlacements() const { return m_threads; }
    void setThreadPlacement(int irq, ThreadPlacement placement);
    // Toggles one IRQ's threads between following it and staying, as one
    // undo step. Refused for an IRQ that cannot move.
    Status proposeThreadPlacement(QUndoStack *stack, const IrqTable &table, int irq,
                                  ThreadPlacement placement);

    // Network queue steering the user edited (rps/xps masks, flow count,
    // NAPI thread CPUs): one PlanQueue per queue, only its edited fields.
    const std::map<QueueKey, PlanQueue> &queues() const { return m_queues; }
    std::optional<PlanQueue> queue(const QueueKey &key) const;
    void setQueue(const QueueKey &key, const std::optional<PlanQueue> &value);
    // Pushes one queue's new pending steering (nullopt drops it) as one undo step.
    Status proposeQueue(QUndoStack *stack, const QueueKey &key,
                        const std::optional<PlanQueue> &value, const QString &text);

    // Sets or (nullopt) drops the pending CPUs of several IRQs in one step.
    void set(const std::map<int, std::optional<CpuSet>> &values);
    void clear();

    // Checks a move and, when every IRQ may move, pushes it on the undo stack
    // as one command. Refuses the whole move, with a message naming the IRQ
    // and the kernel's reason, when one IRQ is immovable or unknown, or when
    // the target has no CPU.
    Status propose(QUndoStack *stack, const IrqTable &table, const QList<int> &irqs,
                   const CpuSet &target, const QString &targetName);

    // Why an IRQ cannot be moved, empty when it can.
    static QString refusal(const IrqTable &table, int irq);

    // The pending changes as a plan file (generator "manual"), each entry
    // with the IRQ's match key so the plan survives renumbering, its thread
    // placement, and the edited queues.
    Plan toPlan(const IrqTable &table, const Topology &topology, const QString &kernel) const;
    // Resolves a plan against table and proposes all its entries as one undo
    // step; refuses the whole plan (nothing changes) when an entry does not
    // resolve or its IRQ cannot move, naming the entry.
    Status proposePlan(QUndoStack *stack, const IrqTable &table, const Plan &plan,
                       const QString &name);

signals:
    void changed();

private:
    std::map<int, CpuSet> m_changes;
    std::map<int, ThreadPlacement> m_threads;
    std::map<QueueKey, PlanQueue> m_queues;
};

} // namespace irqatlas
