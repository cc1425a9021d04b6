#pragma once

#include <QWidget>

class QLabel;

namespace irqatlas {

class DistanceView;
class Topology;

// The NUMA distances dock: a line that says what the matrix holds (one line
// for a uniform matrix, which then needs no table; "assumed" when the source
// had no firmware table) above the matrix itself.
class DistancePanel : public QWidget
{
    Q_OBJECT
public:
    explicit DistancePanel(QWidget *parent = nullptr);
    void setTopology(const Topology &topology);
    void showNode(int node);
    QString emptyText() const;
    // The line above the matrix, empty when it has nothing to add.
    QString summary() const;
    DistanceView *matrix() const { return m_view; }

signals:
    void nodePicked(int node);

private:
    QLabel *m_summary;
    DistanceView *m_view;
};

} // namespace irqatlas
