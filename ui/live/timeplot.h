#pragma once

#include <QString>

class QCPRange;
class QCustomPlot;
class QWidget;

namespace irqatlas {

// A plot over time in seconds as the Live dock shows it: light solid grid,
// legend in a column right of the axis rect (inside, it would hide the
// newest points of a short dock).
QCustomPlot *makeTimePlot(QWidget *parent, const QString &yLabel);

// The value axis over what the key range shows, from 0; at least `floor`
// so an idle machine does not magnify noise.
void fitValueAxis(QCustomPlot *plot, const QCPRange &keys, double floor);

} // namespace irqatlas
