#pragma once

#include "cpuset.h"
#include "irq.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <map>

namespace irqatlas {

inline constexpr char kIrqMimeType[] = "application/x-irqatlas-irqs";

// The interrupts of one snapshot, one row per /proc/interrupts line. The
// whole table is replaced at once (setIrqTable); pending edits only repaint
// their column.
class IrqTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ColIrq, ColName, ColDevice, ColNode, ColAffinity, ColEffective, ColPending, ColTotal, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, IrqNumberRole, TargetsRole, MismatchRole };

    explicit IrqTableModel(QObject *parent = nullptr);

    void setIrqTable(const IrqTable &table);
    void setPending(const std::map<int, CpuSet> &pending);
    // The CPUs an apply just requested per IRQ: rows whose affinity or
    // effective affinity disagrees are flagged (MismatchRole, colour, tooltip)
    // until the next setIrqTable.
    void setApplied(const std::map<int, CpuSet> &requested);
    bool appliedMismatch(const Irq &irq) const;
    const IrqTable &irqTable() const { return m_table; }
    const Irq *irqAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }

private:
    IrqTable m_table;
    std::map<int, CpuSet> m_pending;
    std::map<int, CpuSet> m_applied;
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

// Encodes/decodes dragged IRQ numbers.
QByteArray encodeIrqs(const QList<int> &irqs);
QList<int> decodeIrqs(const QByteArray &bytes);

} // namespace irqatlas
