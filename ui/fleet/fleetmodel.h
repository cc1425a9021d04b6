#pragma once

#include "fleet/fleetreport.h"

#include <QAbstractItemModel>
#include <vector>

namespace irqatlas {

// A fleet as a tree: one row per machine class (its id, size and description)
// with its hosts below, then the hosts read without a class (Prometheus knows
// no topology) and last the hosts that could not be read, whose error is
// their findings and tooltip. A host that differs from most of its class says
// how in the Differs column.
class FleetModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        StatusColumn,
        ClassColumn,
        CpusColumn,
        NodesColumn,
        IrqbalanceColumn,
        BusiestColumn,
        HeatColumn,
        DiffersColumn,
        FindingsColumn, // last: an error's words take the room they need
        ColumnCount
    };
    enum Role
    {
        HostRole = Qt::UserRole + 1, // int: the row's index in report().hosts, -1 for a group
        ErrorRole,                   // QString: the host's error (ssh's or the server's words)
        HeatRole,                    // QVariantList of double: IRQ % per CPU, in CPU order
    };

    explicit FleetModel(QObject *parent = nullptr);

    void setReport(FleetReport report);
    const FleetReport &report() const { return m_report; }
    // The host a row stands for; nullptr for a group row.
    const FleetRow *host(const QModelIndex &index) const;
    // The row of the host named name, column 0; invalid when there is none.
    QModelIndex hostIndex(const QString &name) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Group
    {
        QString title;
        QString description;
        std::vector<std::size_t> hosts;
        bool failed = false;
    };
    QVariant groupData(const Group &g, int column, int role) const;
    QVariant hostData(const FleetRow &h, int column, int role) const;
    QVariant hostText(const FleetRow &h, int column) const;
    QVariant hostTip(const FleetRow &h, int column) const;
    QString differences(const FleetRow &h) const;

    FleetReport m_report;
    std::vector<Group> m_groups;
};

} // namespace irqatlas
