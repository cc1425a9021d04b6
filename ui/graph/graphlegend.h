#pragma once

#include "ui/common/graphstate.h"

#include <QWidget>

class QGridLayout;

namespace irqatlas {

struct GraphColors;

// What the graph's marks mean (View → Legend): a tile's number and shading in
// the current mode (IRQ counts, or the live heat in % or interrupts/s), then
// every overlay with a swatch drawn in the graph's own colours and pen
// styles: pending, preview, selected IRQs, scope, offline, isolated, not
// allowed. Each row is a QLabel named "legend-<what>" (tests, accessibility).
class GraphLegend : public QWidget
{
    Q_OBJECT
public:
    explicit GraphLegend(QWidget *parent = nullptr);

    // hasIrqs: the source has an IRQ table; heat: live figures are on show.
    void setMode(bool hasIrqs, bool heat, HeatMode mode, bool dark);
    // The text of a row ("legend-pending"), empty when absent.
    QString rowText(const QString &name) const;

private:
    void rebuild();
    // A bold heading over both columns, or a swatch and its text, at row (advanced).
    void addHeading(const QString &text, int &row);
    void addRow(const QString &name, const QPixmap &pm, const QString &text, int &row);
    void boxRows(const GraphColors &c, qreal dpr, int &row);

    QGridLayout *m_grid;
    bool m_hasIrqs = false;
    bool m_heat = false;
    HeatMode m_mode = HeatMode::IrqPercent;
    bool m_dark = false;
};

} // namespace irqatlas
