#pragma once

#include "model/cpuset.h"
#include "model/irq.h"
#include "model/result.h"
#include "model/topology.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"
#include "ui/common/pendingchanges.h"

#include <QAbstractItemModel>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QUndoStack;

namespace irqatlas {

struct MachineData;

// A CPU list typed into a queue's cell: the kernel's cpulist syntax, every
// CPU on the machine (empty: the steering off). The error says which CPU
// is not there.
Result<CpuSet> parseQueueCpus(const QString &text, const Topology &topology);

// View → Queues: per network interface its queues, each with its IRQ, the
// CPUs the IRQ is delivered to, its NAPI thread, and the steering the
// kernel offers (rps_cpus, rps_flow_cnt, xps_cpus, xps_rxqs). Interfaces
// are the top rows (with the threaded NAPI flag), queues their children.
// The steering cells and the NAPI thread's CPUs are editable: an edit is
// checked, then pushed to the pending changes as a PlanQueue (undoable).
class QueueModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        ColQueue,
        ColIrq,
        ColIrqCpus,
        ColNapi,
        ColNapiCpus,
        ColRpsCpus,
        ColRpsFlows,
        ColXpsCpus,
        ColXpsRxqs,
        ColumnCount
    };

    QueueModel(PendingChanges *pending, QUndoStack *undo, QObject *parent = nullptr);

    // The machine's interfaces, threads, IRQ table and topology (copied).
    void setMachine(const MachineData &machine);
    // The source has queues at all (false: nullopt, the hint says why).
    bool known() const { return m_known; }
    int interfaceCount() const { return int(m_ifaces.size()); }
    // The index of a queue's cell; invalid when there is no such queue.
    QModelIndex queueIndex(const QString &interface, bool rx, int index, int column) const;

    // Checks text for a cell and pushes it; the error names the queue and the field.
    Status edit(const QModelIndex &index, const QString &text);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    // An edit was refused: why, for the panel to show.
    void editRefused(const QString &message);

private:
    const NetQueue *queueAt(const QModelIndex &index, const NetInterface **iface = nullptr) const;
    const KernelThread *napiThread(const NetInterface &iface, const NetQueue &q) const;
    bool editable(const NetQueue &q, int column) const;
    QString currentText(const NetInterface &iface, const NetQueue &q, int column) const;
    std::optional<QString> pendingText(const NetInterface &iface, const NetQueue &q,
                                       int column) const;
    QString tooltip(const NetInterface &iface, const NetQueue &q, int column) const;
    QVariant interfaceData(const NetInterface &iface, int column, int role) const;

    PendingChanges *m_pending;
    QUndoStack *m_undo;
    bool m_known = false;
    std::vector<NetInterface> m_ifaces;
    std::vector<KernelThread> m_threads;
    // (interface, NAPI id) -> index in m_threads: cells are painted often,
    // and a big machine has thousands of ksoftirqd/ threads to skip.
    std::map<std::pair<std::string, std::uint32_t>, std::size_t> m_napiThreads;
    IrqTable m_irqs;
    Topology m_topology;
};

} // namespace irqatlas
