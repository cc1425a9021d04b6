#include "ui/fleet/fleetheatdelegate.h"

#include "ui/fleet/fleetmodel.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace irqatlas {
namespace {

constexpr int kHeatCellWidth = 4;
constexpr int kHeatMaxWidth = 192;

} // namespace

FleetHeatDelegate::FleetHeatDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QColor FleetHeatDelegate::heatColour(double percent)
{
    // A square root scale: 1 % already shows, 20 % and more is full red.
    const double t = std::sqrt(std::clamp(percent / kHotPercent, 0.0, 1.0));
    const QColor cool(0xd6, 0xea, 0xf8), hot(0xc0, 0x39, 0x2b);
    return QColor::fromRgbF(float(cool.redF() + t * (hot.redF() - cool.redF())),
                            float(cool.greenF() + t * (hot.greenF() - cool.greenF())),
                            float(cool.blueF() + t * (hot.blueF() - cool.blueF())));
}

void FleetHeatDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    const QVariantList shares = index.data(FleetModel::HeatRole).toList();
    if (shares.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    QStyledItemDelegate::paint(painter, background, index);
    const QRect area = option.rect.adjusted(3, 3, -3, -3);
    const int n = int(shares.size());
    // Cells shrink to fit a many-CPU host in the column; never under 1 px.
    const double w = std::max(1.0, std::min(double(kHeatCellWidth), double(area.width()) / n));
    painter->save();
    painter->setPen(Qt::NoPen);
    for (int i = 0; i < n; ++i) {
        const double x = area.left() + i * w;
        if (x >= area.right())
            break;
        painter->setBrush(heatColour(shares[i].toDouble()));
        painter->drawRect(QRectF(x, area.top(), std::max(1.0, w - (w > 2 ? 1 : 0)), area.height()));
    }
    painter->restore();
}

QSize FleetHeatDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    const int n = int(index.data(FleetModel::HeatRole).toList().size());
    if (n > 0)
        s.setWidth(std::max(s.width(), std::min(kHeatMaxWidth, n * kHeatCellWidth + 6)));
    return s;
}

} // namespace irqatlas
