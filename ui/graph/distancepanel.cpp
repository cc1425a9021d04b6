#include "ui/graph/distancepanel.h"

#include "model/topology.h"
#include "ui/graph/distancemodel.h"
#include "ui/graph/distanceview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace irqatlas {

DistancePanel::DistancePanel(QWidget *parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("distanceSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->hide();
    m_view = new DistanceView(this);
    connect(m_view, &DistanceView::nodePicked, this, &DistancePanel::nodePicked);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
}

void DistancePanel::setTopology(const Topology &topology)
{
    m_view->setTopology(topology);
    const QString line = distanceSummary(topology);
    m_summary->setText(line);
    m_summary->setVisible(!line.isEmpty());
    // One line says all a uniform matrix would; the table stays for node
    // picking by keyboard and the graph's selection, but takes no room.
    m_view->setVisible(!distanceUniform(topology));
    m_summary->setAlignment(m_view->isVisibleTo(this) ? Qt::AlignLeft
                                                      : Qt::AlignLeft | Qt::AlignTop);
}

void DistancePanel::showNode(int node)
{
    m_view->showNode(node);
}

QString DistancePanel::emptyText() const
{
    return m_view->emptyText();
}

QString DistancePanel::summary() const
{
    return m_summary->text();
}

} // namespace irqatlas
