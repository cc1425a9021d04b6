#pragma once

#include <QColor>
#include <QStyledItemDelegate>

namespace irqatlas {

// The IRQ % per CPU column: one cell per CPU, coloured from cool (no IRQ
// time) to hot (kHotPercent or more), so a host whose interrupts pile on a
// few CPUs stands out in a column of hosts. Rows without per-CPU figures
// show a dash.
class FleetHeatDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    static constexpr double kHotPercent = 20.0;

    explicit FleetHeatDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static QColor heatColour(double percent);
};

} // namespace irqatlas
