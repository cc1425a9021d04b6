#include "ui/live/plottheme.h"

#include <QEvent>
#include <qcustomplot.h>

namespace irqatlas {

namespace {

QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

void themeAxis(QCPAxis *axis, const QColor &text, const QColor &line, const QColor &grid)
{
    axis->setBasePen(QPen(line, 0));
    axis->setTickPen(QPen(line, 0));
    axis->setSubTickPen(QPen(line, 0));
    axis->setTickLabelColor(text);
    axis->setLabelColor(text);
    // Solid, as the plots were made: a dotted pen is stroked dash by dash.
    axis->grid()->setPen(QPen(grid, 0));
}

} // namespace

PlotTheme::PlotTheme(QCustomPlot *plot) : QObject(plot) {}

void PlotTheme::follow(QCustomPlot *plot)
{
    plot->installEventFilter(new PlotTheme(plot));
    apply(plot);
}

void PlotTheme::apply(QCustomPlot *plot)
{
    const QPalette pal = plot->palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    plot->setBackground(base);
    const QColor line = blend(base, text, 0.6);
    const QColor grid = blend(base, text, 0.12);
    for (QCPAxisRect *rect : plot->axisRects()) {
        rect->setBackground(base);
        for (QCPAxis *axis : rect->axes())
            themeAxis(axis, text, line, grid);
    }
    if (plot->legend) {
        plot->legend->setBrush(base);
        plot->legend->setTextColor(text);
    }
    plot->replot(QCustomPlot::rpQueuedReplot);
}

bool PlotTheme::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        if (auto *plot = qobject_cast<QCustomPlot *>(watched))
            apply(plot);
    return QObject::eventFilter(watched, event);
}

} // namespace irqatlas
