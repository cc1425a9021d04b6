#include "ui/graph/distanceview.h"

#include "ui/common/emptyhint.h"
#include "ui/graph/distancemodel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QSignalBlocker>

namespace irqatlas {

DistanceView::DistanceView(QWidget *parent) : QTableView(parent), m_model(new DistanceModel(this))
{
    setObjectName(QStringLiteral("distanceView"));
    setModel(m_model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setToolTip(tr("Select a node to tint the graph by distance from it"));
    m_hint = new EmptyHint(this, [] {
        return tr("No NUMA information in this source: there are no nodes to measure "
                  "distances between.");
    });
    connect(
        selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { emit nodePicked(m_model->nodeAt(current.row())); });
}

void DistanceView::setTopology(const Topology &topology)
{
    m_model->setTopology(topology);
}

void DistanceView::showNode(int node)
{
    const QSignalBlocker block(selectionModel());
    const int row = m_model->rowOf(node);
    if (row >= 0)
        selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                          QItemSelectionModel::ClearAndSelect |
                                              QItemSelectionModel::Rows);
    else
        selectionModel()->clear();
}

QString DistanceView::emptyText() const
{
    return m_hint->shownText();
}

} // namespace irqatlas
