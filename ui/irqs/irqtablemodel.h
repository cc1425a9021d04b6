#pragma once

#include "model/cpuset.h"
#include "model/irq.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace irqatlas {

struct Rates;
struct CostReport;
struct CostIrqRow;

// The interrupts of one snapshot, one row per /proc/interrupts line. The
// whole table is replaced at once (setIrqTable); pending edits and live rates
// only repaint their column, so selection and sort survive every tick.
class IrqTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        ColIrq,
        ColName,
        ColDevice,
        ColNode,
        ColAffinity,
        ColEffective,
        ColPending,
        ColTotal,
        ColRate,
        ColFired,   // the CPUs whose count is above zero, as irqatlas-cli irqs prints them
        ColCpuTime, // handler time per second of the last cost measurement
        ColPerRun,  // handler time per run of the last cost measurement
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        IrqNumberRole,
        TargetsRole,
        MismatchRole,
        ToolTipBaseRole,
        ThreadFlagRole // why a thread of the IRQ may run off its CPUs; empty when none
    };

    explicit IrqTableModel(QObject *parent = nullptr);

    void setIrqTable(const IrqTable &table);
    void setPending(const std::map<int, CpuSet> &pending);
    // IRQs whose kernel threads stay where they are when the IRQ moves
    // (the user unpinned them): said in the Pending cell's tooltip.
    void setThreadsKept(std::set<int> irqs);
    // The CPUs an apply just requested per IRQ: rows whose affinity or
    // effective affinity disagrees are flagged (MismatchRole, colour, tooltip)
    // until the next setIrqTable.
    void setApplied(const std::map<int, CpuSet> &requested);
    bool appliedMismatch(const Irq &irq) const;
    // IRQ number -> why one of its kernel threads may run where the IRQ is
    // not delivered: a warning icon on its number, the text in its tooltip.
    void setThreadFlags(std::map<int, QString> flags);
    const IrqTable &irqTable() const { return m_table; }
    // True when no numbered IRQ has an affinity, effective affinity or node:
    // the source has no /proc/irq (a lone /proc/interrupts), so those columns
    // are blank for a reason the headers and cells give.
    bool lacksIrqFiles() const { return m_lacksIrqFiles; }
    // Why a cell of Node, Affinity or Effective is blank; empty when it is not.
    QString blankReason(const Irq &irq, int column) const;
    const Irq *irqAt(int row) const;
    // IRQ/s of the last interval, rows joined by key and occurrence. Rows the
    // rates leave out did not change (0/s); a gap interval or a row whose
    // rate is unknown has no figure.
    void setRates(const Rates &rates);
    void clearRates();
    // nullopt: no rates yet, a gap, or a row without a figure.
    std::optional<double> rateAt(int row) const;
    // The last interrupt cost measurement: its handler time per second and
    // per run on the rows it joins by key (numbers and x86 vector symbols);
    // null clears the columns.
    void setCost(std::shared_ptr<const CostReport> cost);
    bool hasCost() const { return m_cost != nullptr; }
    // Handler ns per second of the measurement and ns per run; nullopt for
    // a row it did not trace.
    std::optional<double> cpuTimeAt(int row) const;
    std::optional<double> perRunAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }

private:
    void joinCost();
    QString costHeaderTip(const QString &base) const;

    IrqTable m_table;
    bool m_lacksIrqFiles = false;
    std::map<int, CpuSet> m_pending;
    std::map<int, CpuSet> m_applied;
    std::map<int, QString> m_threadFlags;
    std::set<int> m_threadsKept;
    // Rows of each key in table order: the n-th is the row of occurrence n.
    std::unordered_map<std::string, std::vector<int>> m_rowsByKey;
    std::vector<double> m_rate;     // per row, NaN: no figure; empty: no rates yet
    std::vector<double> m_nextRate; // recycled between ticks
    std::shared_ptr<const CostReport> m_cost;
    std::vector<const CostIrqRow *> m_costRow; // per row, null: not traced
};

// Filters by free text (IRQ number, name, chip or device) and by CPUs: a row
// passes the CPU filter when its effective (else requested) affinity or its
// pending CPUs touch the set.
class IrqFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit IrqFilterProxy(QObject *parent = nullptr);
    void setText(const QString &text);
    void setCpuFilter(const CpuSet &cpus);
    const CpuSet &cpuFilter() const { return m_cpus; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    CpuSet m_cpus;
};

} // namespace irqatlas
