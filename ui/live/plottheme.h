#pragma once

#include <QObject>

class QCustomPlot;

namespace irqatlas {

// QCustomPlot paints its own white background and black axes whatever the
// palette says: this takes the background, axes, grid and legend from the
// widget's palette, and again whenever the palette changes (View → Theme),
// so the plots follow the light and dark themes like every other widget.
class PlotTheme : public QObject
{
    Q_OBJECT
public:
    // Themes plot now and on every palette change; owned by plot.
    static void follow(QCustomPlot *plot);
    // Applies the palette once, and replots.
    static void apply(QCustomPlot *plot);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit PlotTheme(QCustomPlot *plot);
};

} // namespace irqatlas
