#pragma once

#include "model/topology.h"
#include "ui/common/graphstate.h"
#include "ui/graph/topologylayout.h"

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

private:
    const Topology *m_topology;
    const TopologyLayout *m_layout;
    const GraphState *m_state;
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
    const TopologyLayout &layout() const { return m_layout; }
    const GraphState &state() const { return m_state; }

    // CPUs an edit dropped on a box moves IRQs to: a PU, a core's online
    // SMT siblings, a node's or package's online CPUs. Empty for other boxes.
    CpuSet dropTargetCpus(int box) const;
    QString boxName(int box) const;
    // What a click at a viewport point picks: a box, or -1 for empty space
    // (outside the machine, or a package's inside below its title strip).
    int clickTargetAt(const QPoint &pos) const;
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
    // Shaped once for a visible viewport: afterwards a resize (a dock that
    // opens, the window growing) only refits the scale, so packages side by
    // side never turn into a stack under the user's eyes.
    bool m_layoutSettled = false;
    bool m_fitted = true; // keep fitting on resize until the user zooms
    QPoint m_pressPos;
    int m_pressBox = -1;
    bool m_panning = false;
    QPoint m_lastPan;
};

} // namespace irqatlas
