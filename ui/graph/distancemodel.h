#pragma once

#include "model/topology.h"

#include <QAbstractTableModel>

namespace irqatlas {

// One line that says what the matrix holds when a table would say less:
// a uniform matrix (every node the same distance from every other) in one
// line ("All remote distances 20, local 10"), and distances that were
// assumed rather than read from the firmware marked as such. Empty for a
// firmware matrix with more than one remote distance, or fewer than 2 nodes.
QString distanceSummary(const Topology &topology);
// True when the matrix has at least 2 nodes and one local and one remote value.
bool distanceUniform(const Topology &topology);

// The NUMA distance matrix of a topology, one row and column per node,
// coloured from near (cool) to far (warm).
class DistanceModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit DistanceModel(QObject *parent = nullptr);
    void setTopology(const Topology &topology);
    int nodeAt(int row) const;
    int rowOf(int node) const; // -1 when the node has no row

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<int> m_nodes;
    std::vector<std::vector<int>> m_distance;
    bool m_fromFirmware = false;
    int m_min = 10, m_max = 10;
};

} // namespace irqatlas
