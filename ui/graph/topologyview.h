#pragma once

#include "layout/topologylayout.h"
#include "model/topology.h"
#include "ui/common/graphstate.h"

#include <QGraphicsObject>
#include <QGraphicsView>

class QLabel;

#include <functional>

namespace irqatlas {

// The whole machine as one scene item: painting goes through paintTopology,
// which skips boxes outside the exposed area and labels too small to read, so
// a 1152-PU machine scrolls as smoothly as a laptop.
class TopologyItem : public QGraphicsObject
{
    Q_OBJECT
public:
    TopologyItem(const Topology *topology, const TopologyLayout *layout, const GraphState *state);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    void layoutChanged() { prepareGeometryChange(); }
    // The keyboard focus ring around a box (topologyfocus.cpp); -1 for none.
    // Only on screen: exports paint through paintTopology and never show it.
    void setFocusRing(int box, const QColor &color);
    void paintFocusRing(QPainter *painter) const;

private:
    const Topology *m_topology;
    const TopologyLayout *m_layout;
    const GraphState *m_state;
    int m_focusBox = -1;
    QColor m_focusColor;
};

class TopologyView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit TopologyView(QWidget *parent = nullptr);

    void setTopology(const Topology &topology);
    void setState(const GraphState &state);
    // Live heat only recolours the PU tiles: repaints them, not the machine.
    void setHeat(const HeatState &heat);
    const Topology &topology() const { return m_topology; }
    // Boxes for L3 domains / clusters / dies inside the nodes (on by default).
    void setShowCacheDomains(bool show);
    bool showCacheDomains() const { return m_showCacheDomains; }
    const TopologyLayout &layout() const { return m_layout; }
    const GraphState &state() const { return m_state; }

    // CPUs an edit dropped on a box moves IRQs to: a PU, a core's online
    // SMT siblings, a node's or package's online CPUs. Empty for other boxes.
    CpuSet dropTargetCpus(int box) const;
    QString boxName(int box) const;
    // What a click at a viewport point picks: a box, or -1 for empty space
    // (outside the machine, or a package's inside below its title strip).
    int clickTargetAt(const QPoint &pos) const;
    // Keyboard: the box with the focus ring (topologyfocus.cpp). Arrows move
    // it to the nearest box of the same kind that way, Alt+Up/Alt+Down to the
    // enclosing box or the first one inside, Home/End to the first/last CPU;
    // Space or Enter clicks it (Ctrl adds a CPU to the scope), Escape clears
    // the scope. Tab leaves the graph, as everywhere else.
    int focusBox() const { return m_focusBox; }
    void setFocusBox(int box);
    // The kinds of box the ring can rest on (CPUs, cores, nodes, packages, devices).
    static bool focusableKind(BoxKind kind);
    // Index of the view's accessible child that has the keyboard focus (the
    // box with the ring while the view has the focus), -1 for none. Screen
    // readers get a focus event for this child whenever it changes.
    int accessibleFocusChild() const;
    // The layout box under a point of the viewport, -1 when none.
    int boxAt(const QPoint &viewportPos) const { return boxAtView(viewportPos); }

    // Shown in place of the graph while there is no machine (why a source
    // could not be read); selectable, so a path or an ssh error can be copied.
    void setPlaceholderText(const QString &text);
    QString placeholderText() const;

    // Supplies the IRQs a drag from a PU carries, and says why a drop would
    // be refused (empty = accepted).
    std::function<QList<int>(int cpu)> irqsOfCpu;
    std::function<QString(const QList<int> &irqs, int box)> refusalFor;

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    void resetZoom();

signals:
    void boxClicked(int box, Qt::KeyboardModifiers modifiers);
    void irqsDropped(const QList<int> &irqs, int box);
    void zoomChanged(double factor);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void scaleBy(double factor);
    int boxAtView(const QPoint &pos) const;
    void setDropBox(int box, bool refused);
    void updateBackground();
    void relayout();
    void updatePlaceholder();

    Topology m_topology;
    TopologyLayout m_layout;
    GraphState m_state;
    QGraphicsScene m_scene;
    TopologyItem *m_item = nullptr;
    QLabel *m_placeholder = nullptr;
    double m_layoutAspect = 0;
    bool m_showCacheDomains = true;
    // Shaped once for a visible viewport: afterwards a resize (a dock that
    // opens, the window growing) only refits the scale, so packages side by
    // side never turn into a stack under the user's eyes.
    bool m_layoutSettled = false;
    int m_focusBox = -1;
    void updateFocusRing();
    // Tells screen readers which box has the ring: a focus event for the
    // view's accessible child of that box, so they read "CPU 5", not the graph.
    void announceFocusBox();
    int nextFocusBox(int from, int dx, int dy) const;
    bool m_fitted = true; // keep fitting on resize until the user zooms
    QPoint m_pressPos;
    int m_pressBox = -1;
    bool m_panning = false;
    QPoint m_lastPan;
};

} // namespace irqatlas
