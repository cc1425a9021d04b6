#pragma once

#include "ui/common/irqthreads.h"

#include <QWidget>
#include <vector>

class QTreeWidget;

namespace irqatlas {

class EmptyHint;

// The detail under the IRQ list: the kernel threads of the selected IRQ,
// one row each (pid, thread, what it serves, CPUs, last CPU, policy and
// priority), with a warning icon and its reason on a thread that may run
// where the IRQ is not delivered.
class IrqThreadList : public QWidget
{
    Q_OBJECT
public:
    explicit IrqThreadList(QWidget *parent = nullptr);

    enum Column
    {
        ColPid,
        ColThread,
        ColServes,
        ColCpus,
        ColLastCpu,
        ColPolicy,
        ColumnCount
    };

    // The threads of irq (its CPUs for the flags' text); known: whether the
    // source has thread data at all.
    void setThreads(int irq, const CpuSet &irqCpus, const std::vector<IrqThread> &threads,
                    bool known);
    // No single IRQ selected.
    void clearThreads();
    QTreeWidget *tree() const { return m_tree; }
    // Why the list is empty (the hint across it); empty when it has rows.
    QString emptyText() const;

private:
    void setTitle(const QString &thread, const QString &why);

    QTreeWidget *m_tree;
    EmptyHint *m_hint;
    QString m_empty;
};

} // namespace irqatlas
