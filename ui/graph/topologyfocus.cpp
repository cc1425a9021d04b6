// Keyboard focus on the graph's boxes and the ring that shows it.
#include "ui/graph/topologyaccessible.h"
#include "ui/graph/topologyview.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QPainter>
#include <cmath>
#include <limits>

namespace irqatlas {

namespace {
bool focusable(BoxKind k)
{
    return k == BoxKind::Pu || k == BoxKind::Core || k == BoxKind::Node ||
           k == BoxKind::MemoryNode || k == BoxKind::Package || k == BoxKind::Device;
}
} // namespace

bool TopologyView::focusableKind(BoxKind kind)
{
    return focusable(kind);
}

void TopologyItem::setFocusRing(int box, const QColor &color)
{
    const LayoutBox *old = m_layout->box(m_focusBox);
    if (old)
        update(old->rect.adjusted(-8, -8, 8, 8));
    m_focusBox = box;
    m_focusColor = color;
    if (const LayoutBox *b = m_layout->box(box))
        update(b->rect.adjusted(-8, -8, 8, 8));
}

void TopologyItem::paintFocusRing(QPainter *p) const
{
    const LayoutBox *b = m_layout->box(m_focusBox);
    if (!b)
        return;
    p->save();
    p->setBrush(Qt::NoBrush);
    // Cosmetic pens: as thick at any zoom. The light inner line keeps the
    // ring visible on a tile of the highlight's own colour.
    QPen outer(m_focusColor, 3.5);
    outer.setCosmetic(true);
    p->setPen(outer);
    p->drawRoundedRect(b->rect.adjusted(-2, -2, 2, 2), 3, 3);
    QPen inner(Qt::white, 1.2);
    inner.setCosmetic(true);
    p->setPen(inner);
    p->drawRoundedRect(b->rect.adjusted(-0.5, -0.5, 0.5, 0.5), 2.5, 2.5);
    p->restore();
}

void TopologyView::setFocusBox(int box)
{
    const LayoutBox *b = m_layout.box(box);
    m_focusBox = b && focusable(b->kind) ? box : -1;
    updateFocusRing();
    if (b && m_focusBox >= 0) {
        ensureVisible(b->rect, 16, 16);
        announceFocusBox();
    }
}

int TopologyView::accessibleFocusChild() const
{
    return hasFocus() ? accessibleChildOfBox(m_layout, m_focusBox) : -1;
}

void TopologyView::announceFocusBox()
{
    // Only the widget with the keyboard focus may claim it for a child;
    // a ring moved while the focus is elsewhere stays quiet. Like Qt's own
    // widgets, not gated on QAccessible::isActive(): an event with nobody
    // listening costs next to nothing.
    const int child = accessibleFocusChild();
    if (child < 0)
        return;
    QAccessibleEvent ev(this, QAccessible::Focus);
    ev.setChild(child);
    QAccessible::updateAccessibility(&ev);
}

void TopologyView::updateFocusRing()
{
    m_item->setFocusRing(hasFocus() ? m_focusBox : -1, palette().color(QPalette::Highlight));
}

int TopologyView::nextFocusBox(int from, int dx, int dy) const
{
    const LayoutBox *b = m_layout.box(from);
    if (!b)
        return -1;
    const QPointF c = b->rect.center();
    int best = -1;
    double bestScore = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < m_layout.boxes.size(); ++i) {
        const LayoutBox &o = m_layout.boxes[i];
        if (int(i) == from || o.kind != b->kind)
            continue;
        const QPointF d = o.rect.center() - c;
        const double along = d.x() * dx + d.y() * dy; // distance in the key's direction
        const double across = std::abs(d.x() * dy) + std::abs(d.y() * dx);
        if (along <= 0.5)
            continue;
        // The next box on the same row (or column) wins over a nearer one off it.
        const double score = along + 3 * across;
        if (score < bestScore) {
            bestScore = score;
            best = int(i);
        }
    }
    return best;
}

void TopologyView::keyPressEvent(QKeyEvent *event)
{
    const auto firstOf = [this](BoxKind kind, bool last) {
        int found = -1;
        for (std::size_t i = 0; i < m_layout.boxes.size(); ++i)
            if (m_layout.boxes[i].kind == kind) {
                found = int(i);
                if (!last)
                    break;
            }
        return found;
    };
    const LayoutBox *b = m_layout.box(m_focusBox);
    const bool alt = event->modifiers() & Qt::AltModifier;
    int next = -2; // -2: not a navigation key
    switch (event->key()) {
    case Qt::Key_Left:
        next = nextFocusBox(m_focusBox, -1, 0);
        break;
    case Qt::Key_Right:
        next = nextFocusBox(m_focusBox, 1, 0);
        break;
    case Qt::Key_Up:
        if (alt && b) {
            next = b->parent;
            while (m_layout.box(next) && !focusable(m_layout.box(next)->kind))
                next = m_layout.box(next)->parent;
        } else {
            next = nextFocusBox(m_focusBox, 0, -1);
        }
        break;
    case Qt::Key_Down:
        if (alt && b) {
            // The first focusable box inside, through boxes the ring skips
            // (a node's L3 boxes): boxes follow their parents depth first.
            next = -1;
            for (std::size_t i = std::size_t(m_focusBox) + 1; i < m_layout.boxes.size(); ++i) {
                int up = m_layout.boxes[i].parent;
                while (up > m_focusBox)
                    up = m_layout.boxes[std::size_t(up)].parent;
                if (up != m_focusBox)
                    break; // past the box's descendants
                if (focusable(m_layout.boxes[i].kind)) {
                    next = int(i);
                    break;
                }
            }
        } else {
            next = nextFocusBox(m_focusBox, 0, 1);
        }
        break;
    case Qt::Key_Home:
        next = firstOf(BoxKind::Pu, false);
        break;
    case Qt::Key_End:
        next = firstOf(BoxKind::Pu, true);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_focusBox >= 0) {
            emit boxClicked(m_focusBox, event->modifiers());
            event->accept();
            return;
        }
        break;
    case Qt::Key_Escape:
        emit boxClicked(-1, event->modifiers());
        event->accept();
        return;
    default:
        break;
    }
    if (next == -2) {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    if (next >= 0)
        setFocusBox(next);
    event->accept(); // at the edge the ring stays put; the view does not scroll away
}

void TopologyView::focusInEvent(QFocusEvent *event)
{
    QGraphicsView::focusInEvent(event);
    if (!m_layout.box(m_focusBox)) {
        for (std::size_t i = 0; i < m_layout.boxes.size(); ++i)
            if (m_layout.boxes[i].kind == BoxKind::Pu) {
                m_focusBox = int(i);
                break;
            }
    }
    updateFocusRing();
    // Qt announces the view itself after this handler returns; the box with
    // the ring is announced after that, so it is what the reader says last.
    QMetaObject::invokeMethod(this, &TopologyView::announceFocusBox, Qt::QueuedConnection);
}

void TopologyView::focusOutEvent(QFocusEvent *event)
{
    QGraphicsView::focusOutEvent(event);
    updateFocusRing();
}

} // namespace irqatlas
