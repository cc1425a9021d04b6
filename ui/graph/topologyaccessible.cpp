#include "ui/graph/topologyaccessible.h"

#include "layout/devicetitle.h"
#include "ui/graph/topologyview.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

// The boxes a user can point at: not the machine frame or the device shelf.
bool named(const LayoutBox &b)
{
    return b.kind != BoxKind::Machine && b.kind != BoxKind::DeviceShelf;
}

// One box of the graph; reads the view's current layout every time, so a
// new machine never leaves it pointing at freed memory.
class BoxAccessible : public QAccessibleInterface
{
public:
    BoxAccessible(TopologyView *view, int box) : m_view(view), m_box(box) {}

    bool isValid() const override { return box() != nullptr; }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override
    {
        return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    void setText(QAccessible::Text, const QString &) override {}

    QString text(QAccessible::Text t) const override
    {
        const LayoutBox *b = box();
        if (!b)
            return {};
        if (t == QAccessible::Name) {
            if (b->kind == BoxKind::Device) {
                const auto &devices = m_view->topology().devices;
                if (b->id >= 0 && std::size_t(b->id) < devices.size())
                    return deviceLabel(devices[std::size_t(b->id)]) + QLatin1Char(' ') +
                           devices[std::size_t(b->id)].bdf;
                return {};
            }
            return m_view->boxName(m_box);
        }
        if (t == QAccessible::Description && b->kind == BoxKind::Pu) {
            QStringList parts;
            const GraphState &st = m_view->state();
            if (st.hasIrqs && b->id >= 0 && std::size_t(b->id) < st.irqCount.size())
                parts << QCoreApplication::translate("TopologyAccessible",
                                                     "%n IRQ(s) target this CPU", nullptr,
                                                     st.irqCount[std::size_t(b->id)]);
            if (const Pu *p = m_view->topology().pu(b->id); p && !p->online)
                parts << QCoreApplication::translate("TopologyAccessible", "offline");
            if (st.selectedCpus.test(b->id))
                parts << QCoreApplication::translate("TopologyAccessible", "selected");
            return parts.join(QStringLiteral(", "));
        }
        return {};
    }

    QRect rect() const override
    {
        const LayoutBox *b = box();
        if (!b)
            return {};
        const QRect inView = m_view->mapFromScene(b->rect).boundingRect();
        return QRect(m_view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
    }

    QAccessible::Role role() const override
    {
        const LayoutBox *b = box();
        return b && (b->kind == BoxKind::Pu || b->kind == BoxKind::Device) ? QAccessible::Button
                                                                           : QAccessible::Grouping;
    }

    QAccessible::State state() const override
    {
        QAccessible::State s;
        const LayoutBox *b = box();
        if (!b || !m_view) {
            s.invalid = true;
            return s;
        }
        const QRect inView = m_view->mapFromScene(b->rect).boundingRect();
        s.offscreen = !m_view->viewport()->rect().intersects(inView);
        s.invisible = !m_view->isVisible();
        const GraphState &st = m_view->state();
        s.selected = (b->kind == BoxKind::Pu && st.selectedCpus.test(b->id)) ||
                     (b->kind == BoxKind::Device && st.selectedDevice == b->id);
        s.selectable = b->kind == BoxKind::Pu || b->kind == BoxKind::Device;
        s.focusable = TopologyView::focusableKind(b->kind);
        s.focused = s.focusable && m_view->hasFocus() && m_view->focusBox() == m_box;
        return s;
    }

private:
    const LayoutBox *box() const { return m_view ? m_view->layout().box(m_box) : nullptr; }

    QPointer<TopologyView> m_view;
    int m_box;
};

QAccessibleInterface *factory(const QString &className, QObject *object)
{
    if (className == QLatin1String("irqatlas::TopologyView") && object && object->isWidgetType())
        if (auto *view = qobject_cast<TopologyView *>(object))
            return new TopologyAccessible(view);
    return nullptr;
}

} // namespace

TopologyAccessible::TopologyAccessible(TopologyView *view)
    : QAccessibleWidget(view, QAccessible::Graphic)
{
}

TopologyAccessible::~TopologyAccessible()
{
    for (const auto &[box, id] : m_children)
        QAccessible::deleteAccessibleInterface(id);
}

TopologyView *TopologyAccessible::view() const
{
    return static_cast<TopologyView *>(widget());
}

int TopologyAccessible::boxOfChild(int index) const
{
    if (index < 0)
        return -1;
    const auto &boxes = view()->layout().boxes;
    int n = 0;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (named(boxes[i]) && n++ == index)
            return int(i);
    return -1;
}

int TopologyAccessible::childCount() const
{
    int n = 0;
    for (const LayoutBox &b : view()->layout().boxes)
        n += named(b) ? 1 : 0;
    return n;
}

QAccessibleInterface *TopologyAccessible::child(int index) const
{
    const int box = boxOfChild(index);
    if (box < 0)
        return nullptr;
    auto it = m_children.find(box);
    if (it == m_children.end()) {
        auto *iface = new BoxAccessible(view(), box);
        it = m_children.emplace(box, QAccessible::registerAccessibleInterface(iface)).first;
    }
    return QAccessible::accessibleInterface(it->second);
}

int TopologyAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    for (const auto &[box, id] : m_children)
        if (QAccessible::accessibleInterface(id) == child)
            return accessibleChildOfBox(view()->layout(), box);
    return -1;
}

QAccessibleInterface *TopologyAccessible::childAt(int x, int y) const
{
    const QPoint inView = view()->viewport()->mapFromGlobal(QPoint(x, y));
    // The innermost box under the point: boxAt answers with the deepest one.
    const int n = accessibleChildOfBox(view()->layout(), view()->boxAt(inView));
    return n >= 0 ? child(n) : nullptr;
}

QAccessibleInterface *TopologyAccessible::focusChild() const
{
    const int n = view()->accessibleFocusChild();
    return n >= 0 ? child(n) : nullptr;
}

int accessibleChildOfBox(const TopologyLayout &layout, int box)
{
    const auto &boxes = layout.boxes;
    if (box < 0 || std::size_t(box) >= boxes.size() || !named(boxes[std::size_t(box)]))
        return -1;
    int n = 0;
    for (int i = 0; i < box; ++i)
        n += named(boxes[std::size_t(i)]) ? 1 : 0;
    return n;
}

QString TopologyAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name && view()->accessibleName().isEmpty())
        return QCoreApplication::translate("TopologyAccessible", "Topology of %1")
            .arg(view()->topology().hostname.isEmpty() ? view()->topology().source
                                                       : view()->topology().hostname);
    return QAccessibleWidget::text(t);
}

void installTopologyAccessibility()
{
    static const bool once = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(once);
}

} // namespace irqatlas
