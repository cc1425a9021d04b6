#pragma once

#include <QTableView>

namespace irqatlas {

class DistanceModel;
class EmptyHint;
class Topology;

// The NUMA distance matrix dock: picking a row tints the graph by distance
// from that node, and a node picked elsewhere (graph, --select-node) is
// marked here without echoing back.
class DistanceView : public QTableView
{
    Q_OBJECT
public:
    explicit DistanceView(QWidget *parent = nullptr);
    void setTopology(const Topology &topology);
    // Marks the node's row; -1 clears the mark. Emits nothing.
    void showNode(int node);
    // What the empty matrix says instead of nothing ("" when it has rows).
    QString emptyText() const;

signals:
    void nodePicked(int node);

private:
    DistanceModel *m_model;
    EmptyHint *m_hint;
};

} // namespace irqatlas
