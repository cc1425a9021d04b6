#pragma once

#include "model/cpuset.h"
#include "model/result.h"

#include <QList>
#include <QObject>
#include <QString>
#include <map>
#include <optional>

class QUndoStack;

namespace irqatlas {

struct IrqTable;
struct Plan;
class Topology;

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
    bool isEmpty() const { return m_changes.empty(); }

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
    // with the IRQ's match key so the plan survives renumbering.
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
};

} // namespace irqatlas
