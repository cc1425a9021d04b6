#include "ui/live/timeplot.h"

#include "ui/live/plottheme.h"

#include <QCoreApplication>
#include <algorithm>
#include <qcustomplot.h>

namespace irqatlas {

QCustomPlot *makeTimePlot(QWidget *parent, const QString &yLabel)
{
    auto *plot = new QCustomPlot(parent);
    plot->setMinimumHeight(100);
    plot->xAxis->setLabel(QCoreApplication::translate("LivePlots", "seconds"));
    plot->yAxis->setLabel(yLabel);
    // Solid grid lines: the raster engine strokes the default dotted pen
    // dash by dash, which was a large part of every replot.
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->grid()->setPen(QPen(QColor(0xe5, 0xe7, 0xeb), 0));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    // The legend sits right of the axis rect: inside, it would hide the
    // newest points of a short dock.
    plot->legend->setVisible(true);
    plot->legend->setFont(QFont(plot->font().family(), 8));
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setRowSpacing(0);
    plot->axisRect()->insetLayout()->take(plot->legend);
    // A column of its own, legend at the top, empty space below it.
    auto *side = new QCPLayoutGrid;
    plot->plotLayout()->addElement(0, 1, side);
    plot->plotLayout()->setColumnStretchFactor(1, 0.001);
    side->addElement(0, 0, plot->legend);
    side->addElement(1, 0, new QCPLayoutElement(plot));
    side->setRowStretchFactor(0, 0.001);
    PlotTheme::follow(plot);
    return plot;
}

void fitValueAxis(QCustomPlot *plot, const QCPRange &keys, double floor)
{
    double top = 0;
    for (int g = 0; g < plot->graphCount(); ++g) {
        bool found = false;
        const QCPRange r = plot->graph(g)->getValueRange(found, QCP::sdBoth, keys);
        if (found)
            top = std::max(top, r.upper);
    }
    plot->yAxis->setRange(0, std::max(top * 1.05, floor));
}

} // namespace irqatlas
