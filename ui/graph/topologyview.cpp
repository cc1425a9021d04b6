#include "ui/graph/topologyview.h"

#include "ui/common/irqmime.h"
#include "ui/graph/boxdescription.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/topologyaccessible.h"
#include "ui/graph/topologypainter.h"

#include <QApplication>
#include <QDrag>
#include <QHelpEvent>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>

namespace irqatlas {

TopologyItem::TopologyItem(const Topology *topology, const TopologyLayout *layout,
                           const GraphState *state)
    : m_topology(topology), m_layout(layout), m_state(state)
{
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption, true);
}

QRectF TopologyItem::boundingRect() const
{
    return m_layout->bounds;
}

void TopologyItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    paintTopology(painter, *m_topology, *m_layout, *m_state, option->exposedRect, lod);
    paintFocusRing(painter);
}

TopologyView::TopologyView(QWidget *parent) : QGraphicsView(parent)
{
    installTopologyAccessibility(); // one accessible child per box
    setScene(&m_scene);
    m_item = new TopologyItem(&m_topology, &m_layout, &m_state);
    m_scene.addItem(m_item);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setAcceptDrops(true);
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    updateBackground();
}

void TopologyView::updateBackground()
{
    const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
    m_state.dark = dark;
    // setBackgroundBrush repaints the whole viewport, even with the same brush.
    const QBrush brush(dark ? GraphColors::dark().background : GraphColors::light().background);
    if (backgroundBrush() != brush)
        setBackgroundBrush(brush);
}

void TopologyView::setTopology(const Topology &topology)
{
    m_topology = topology;
    m_layoutAspect = 0;
    m_layoutSettled = false;
    m_focusBox = -1;
    m_item->setFocusRing(-1, {});
    relayout();
    m_state = GraphState::compute(m_topology, nullptr, {});
    updateBackground();
    m_fitted = true;
    fitToWindow();
    updatePlaceholder();
}

void TopologyView::setPlaceholderText(const QString &text)
{
    if (!m_placeholder) {
        m_placeholder = new QLabel(viewport());
        m_placeholder->setObjectName(QStringLiteral("placeholder"));
        m_placeholder->setAlignment(Qt::AlignCenter);
        m_placeholder->setWordWrap(true);
        m_placeholder->setTextFormat(Qt::PlainText);
        m_placeholder->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_placeholder->setMargin(24);
        QFont f = m_placeholder->font();
        f.setPointSizeF(f.pointSizeF() * 1.2);
        m_placeholder->setFont(f);
    }
    m_placeholder->setText(text);
    updatePlaceholder();
}

QString TopologyView::placeholderText() const
{
    return m_placeholder ? m_placeholder->text() : QString();
}

void TopologyView::updatePlaceholder()
{
    if (!m_placeholder)
        return;
    m_placeholder->setGeometry(viewport()->rect());
    m_placeholder->setVisible(m_topology.pus.empty() && !m_placeholder->text().isEmpty());
}

// Shapes the machine like the viewport, so fitting it wastes little space.
void TopologyView::relayout()
{
    const QSize vp = viewport()->size();
    const bool real = vp.height() > 50 && vp.width() > 50;
    const double aspect = real ? double(vp.width()) / vp.height() : 1.6;
    if (m_layoutSettled)
        return;
    const bool settle = real && isVisible();
    if (m_layoutAspect > 0 && std::abs(std::log(aspect / m_layoutAspect)) < 0.25) {
        m_layoutSettled = settle;
        return;
    }
    m_layoutAspect = aspect;
    m_layoutSettled = settle;
    LayoutOptions o;
    o.targetAspect = std::clamp(aspect, 0.6, 3.0);
    o.showCacheDomains = m_showCacheDomains;
    m_layout = computeLayout(m_topology, o);
    m_item->layoutChanged();
    // No machine yet (or it failed to load): no empty "0 CPUs" box either.
    m_item->setVisible(!m_topology.pus.empty());
    m_scene.setSceneRect(m_layout.bounds.adjusted(-12, -12, 12, 12));
    m_item->update();
}

void TopologyView::setShowCacheDomains(bool show)
{
    if (show == m_showCacheDomains)
        return;
    m_showCacheDomains = show;
    m_layoutAspect = 0; // force a new layout
    relayout();
    if (m_fitted)
        fitToWindow();
}

void TopologyView::setState(const GraphState &state)
{
    const int drop = m_state.dropBox;
    const bool refused = m_state.dropRefused;
    m_state = state;
    m_state.dropBox = drop;
    m_state.dropRefused = refused;
    updateBackground();
    m_item->update();
}

void TopologyView::setHeat(const HeatState &heat)
{
    const bool wasActive = m_state.heat.active;
    m_state.heat = heat;
    if (heat.active != wasActive) {
        m_item->update();
        return;
    }
    // The scene unites the rects into one; the painter skips boxes outside it.
    for (const LayoutBox &b : m_layout.boxes)
        if (b.kind == BoxKind::Pu)
            m_item->update(b.rect.adjusted(-2, -2, 2, 2));
}

CpuSet TopologyView::dropTargetCpus(int box) const
{
    const LayoutBox *b = m_layout.box(box);
    if (!b)
        return {};
    switch (b->kind) {
    case BoxKind::Pu: {
        const Pu *pu = m_topology.pu(b->id);
        return pu && pu->online ? CpuSet{b->id} : CpuSet{};
    }
    case BoxKind::Core: {
        CpuSet s;
        // The core's PUs are the children of its box: works for made-up cores too.
        for (std::size_t i = std::size_t(box) + 1;
             i < m_layout.boxes.size() && m_layout.boxes[i].parent == box; ++i)
            if (const Pu *pu = m_topology.pu(m_layout.boxes[i].id); pu && pu->online)
                s.set(pu->id);
        return s;
    }
    case BoxKind::Node:
    case BoxKind::MemoryNode:
        return b->id >= 0 ? m_topology.onlineNodeCpus(b->id) : CpuSet{};
    case BoxKind::Package: {
        CpuSet s;
        for (const Pu &pu : m_topology.pus)
            if (pu.package == b->id && pu.online)
                s.set(pu.id);
        return s;
    }
    case BoxKind::CacheDomain:
        return std::size_t(b->id) < m_layout.domains.size()
                   ? m_layout.domains[std::size_t(b->id)].cpus & m_topology.onlineCpus()
                   : CpuSet{};
    default:
        return {};
    }
}

QString TopologyView::boxName(int box) const
{
    const LayoutBox *b = m_layout.box(box);
    if (!b)
        return {};
    switch (b->kind) {
    case BoxKind::Pu:
        return tr("CPU %1").arg(b->id);
    case BoxKind::Core:
        return tr("core %1 (CPUs %2)").arg(b->id).arg(dropTargetCpus(box).toListString());
    case BoxKind::Node:
    case BoxKind::MemoryNode:
        return tr("NUMA node %1").arg(b->id);
    case BoxKind::Package:
        return tr("package %1").arg(b->id);
    case BoxKind::CacheDomain:
        return std::size_t(b->id) < m_layout.domains.size()
                   ? tr("%1 (CPUs %2)")
                         .arg(cacheDomainTitle(m_layout.domains[std::size_t(b->id)]),
                              dropTargetCpus(box).toListString())
                   : QString();
    default:
        return {};
    }
}

void TopologyView::scaleBy(double factor)
{
    const double current = transform().m11();
    const double next = std::clamp(current * factor, 0.05, 12.0);
    scale(next / current, next / current);
    m_fitted = false;
    emit zoomChanged(next);
}

void TopologyView::zoomIn()
{
    scaleBy(1.25);
}
void TopologyView::zoomOut()
{
    scaleBy(1 / 1.25);
}

void TopologyView::resetZoom()
{
    resetTransform();
    m_fitted = false;
    emit zoomChanged(1.0);
}

void TopologyView::fitToWindow()
{
    if (m_layout.bounds.isEmpty())
        return;
    fitInView(m_scene.sceneRect(), Qt::KeepAspectRatio);
    m_fitted = true;
    emit zoomChanged(transform().m11());
}

void TopologyView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    updatePlaceholder();
    if (m_fitted) {
        relayout();
        fitToWindow();
    }
}

void TopologyView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    // Opened at any window size (a 4K screen included): the whole machine,
    // not 100 % with scroll bars, until the user zooms.
    if (m_fitted) {
        relayout();
        fitToWindow();
    }
}

void TopologyView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        updateBackground();
        m_item->update();
    }
}

void TopologyView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0)
        scaleBy(std::pow(1.2, steps));
    event->accept();
}

int TopologyView::boxAtView(const QPoint &pos) const
{
    return m_layout.boxAt(mapToScene(pos));
}

int TopologyView::clickTargetAt(const QPoint &pos) const
{
    const QPointF at = mapToScene(pos);
    const int box = m_layout.boxAt(at);
    const LayoutBox *b = m_layout.box(box);
    // Inside a package, the space between its nodes is empty space: only its
    // title strip stands for the package.
    if (b && (b->kind == BoxKind::Machine ||
              (b->kind == BoxKind::Package && at.y() > b->rect.top() + m_layout.headerHeight)))
        return -1;
    return box;
}

void TopologyView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->pos();
    m_pressBox = boxAtView(event->pos());
    // Pan when grabbing empty space or with the middle button.
    if (event->button() == Qt::MiddleButton ||
        (event->button() == Qt::LeftButton && clickTargetAt(event->pos()) < 0)) {
        m_panning = true;
        m_lastPan = event->pos();
        viewport()->setCursor(Qt::ClosedHandCursor);
    }
    event->accept();
}

void TopologyView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint d = event->pos() - m_lastPan;
        m_lastPan = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        return;
    }
    if (!(event->buttons() & Qt::LeftButton) || m_pressBox < 0)
        return;
    if ((event->pos() - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    const LayoutBox *b = m_layout.box(m_pressBox);
    if (!b || b->kind != BoxKind::Pu || !irqsOfCpu)
        return;
    const QList<int> irqs = irqsOfCpu(b->id);
    m_pressBox = -1;
    if (irqs.isEmpty())
        return;
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(kIrqMimeType), encodeIrqs(irqs));
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->exec(Qt::MoveAction);
}

void TopologyView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        viewport()->unsetCursor();
        if ((event->pos() - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            return;
    }
    // A click on empty space (outside the machine, between the nodes of a
    // package) clears the scope; a box is clicked where it was pressed.
    const int target = clickTargetAt(event->pos());
    if (event->button() == Qt::LeftButton && target >= 0 && boxAtView(event->pos()) == m_pressBox)
        emit boxClicked(target, event->modifiers());
    else if (event->button() == Qt::LeftButton && target < 0)
        emit boxClicked(-1, event->modifiers());
    m_pressBox = -1;
}

void TopologyView::setDropBox(int box, bool refused)
{
    if (m_state.dropBox == box && m_state.dropRefused == refused)
        return;
    m_state.dropBox = box;
    m_state.dropRefused = refused;
    m_item->update();
}

void TopologyView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(QLatin1String(kIrqMimeType)))
        event->acceptProposedAction();
    else
        event->ignore();
}

void TopologyView::dragMoveEvent(QDragMoveEvent *event)
{
    const int box = boxAtView(event->position().toPoint());
    const QList<int> irqs = decodeIrqs(event->mimeData()->data(QLatin1String(kIrqMimeType)));
    if (dropTargetCpus(box).empty()) {
        setDropBox(-1, false);
        event->ignore();
        return;
    }
    const QString why = refusalFor ? refusalFor(irqs, box) : QString();
    setDropBox(box, !why.isEmpty());
    if (why.isEmpty()) {
        event->acceptProposedAction();
        QToolTip::showText(mapToGlobal(event->position().toPoint()) + QPoint(16, 16),
                           tr("Move to %1").arg(boxName(box)), this);
    } else {
        event->ignore();
        QToolTip::showText(mapToGlobal(event->position().toPoint()) + QPoint(16, 16), why, this);
    }
}

void TopologyView::dragLeaveEvent(QDragLeaveEvent *event)
{
    setDropBox(-1, false);
    QGraphicsView::dragLeaveEvent(event);
}

void TopologyView::dropEvent(QDropEvent *event)
{
    const int box = boxAtView(event->position().toPoint());
    setDropBox(-1, false);
    const QList<int> irqs = decodeIrqs(event->mimeData()->data(QLatin1String(kIrqMimeType)));
    if (irqs.isEmpty() || dropTargetCpus(box).empty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    emit irqsDropped(irqs, box);
}

bool TopologyView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        QString text = describeBox(m_topology, m_layout, m_state, boxAtView(help->pos()));
        // A row's label, in full: a long one may be shrunk or cut in its strip.
        const QPointF at = mapToScene(help->pos());
        for (const RowLabel &row : m_layout.rowLabels)
            if (row.rect.contains(at))
                text = rowLabelText(row);
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

} // namespace irqatlas
