#pragma once

#include "ui/common/graphstate.h"

#include <QColor>
#include <QImage>
#include <QWidget>

namespace irqatlas {

// The heat colour of a share t in [0, 1] of the legend's scale. Shared by
// the PU tiles and the legend so the two always agree.
QColor heatColor(double t, bool dark);
// The colour of a change t in [-1, 1] of the largest change between two
// ranges: the heat colours for more IRQ time, green for less, the cool end
// of the heat scale for none.
QColor deltaHeatColor(double t, bool dark);
// The colour of a PU without a figure: not a point on the heat scale.
QColor noHeatColor(bool dark);

// A colour bar with the scale's end labels and a "no data" swatch.
class HeatLegend : public QWidget
{
    Q_OBJECT
public:
    explicit HeatLegend(QWidget *parent = nullptr);

    void setHeat(const HeatState &heat);
    bool isShowingHeat() const { return m_heat.active; }
    double scaleMax() const { return m_heat.scaleMax; }
    HeatMode mode() const { return m_heat.mode; }
    // "IRQ time 0–12.5 %" etc., as painted.
    QString caption() const;
    // Where the scale's top comes from, for the tooltip.
    QString scaleDescription() const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int widthFor(const QString &caption) const;

    HeatState m_heat;
    // The caption changes with every interval; a width that only grows keeps
    // the status bar (and the window around it) from a relayout per tick.
    int m_width = 0;
    QImage m_bar; // the colour bar, painted once per size and palette
    bool m_barDark = false;
    bool m_barDelta = false;
};

} // namespace irqatlas
