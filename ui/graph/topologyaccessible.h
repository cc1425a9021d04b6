#pragma once

#include <QAccessibleWidget>
#include <QPointer>
#include <map>

namespace irqatlas {

class TopologyView;
struct TopologyLayout;

// What a screen reader finds in the graph: the whole machine is one painted
// item, so the view itself answers with one child per box (package, NUMA
// node, core, CPU, device), each with a name ("CPU 5", "NUMA node 1"), a
// description (IRQs that target a CPU, offline) and its place on screen.
// Installed for every TopologyView by installTopologyAccessibility().
class TopologyAccessible : public QAccessibleWidget
{
public:
    explicit TopologyAccessible(TopologyView *view);
    ~TopologyAccessible() override;

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    // The box with the focus ring while the view has the keyboard focus.
    QAccessibleInterface *focusChild() const override;
    QString text(QAccessible::Text t) const override;

    TopologyView *view() const;
    // Layout box of the index-th child, -1 when out of range.
    int boxOfChild(int index) const;

private:
    mutable std::map<int, QAccessible::Id> m_children; // by layout box
};

// Index of the accessible child standing for a layout box, -1 for a box
// without one (the machine frame, the device shelf) or out of range.
int accessibleChildOfBox(const TopologyLayout &layout, int box);

// Registers the factory once; TopologyView calls it.
void installTopologyAccessibility();

} // namespace irqatlas
