#include "ui/graph/heatlegend.h"

#include "ui/common/theme.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace irqatlas {

QColor heatColor(double t, bool dark)
{
    t = std::clamp(t, 0.0, 1.0);
    // Cool to hot through amber; the cool end stays distinct from "no data".
    const QColor stops[] = {dark ? QColor(0x1e, 0x3a, 0x5f) : QColor(0xdb, 0xea, 0xfe),
                            QColor(0xfb, 0xbf, 0x24), QColor(0xdc, 0x26, 0x26)};
    const double x = t * 2;
    const int i = std::min(int(x), 1);
    const double f = x - i;
    const QColor &a = stops[i], &b = stops[i + 1];
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f),
                            float(a.greenF() + (b.greenF() - a.greenF()) * f),
                            float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

QColor noHeatColor(bool dark)
{
    return dark ? QColor(0x3a, 0x3f, 0x46) : QColor(0xd4, 0xd7, 0xdb);
}

HeatLegend::HeatLegend(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("heatLegend"));
    setToolTip(tr("Heat on the CPU tiles: the scale follows the busiest CPU of the last interval"));
    hide();
}

void HeatLegend::setHeat(const HeatState &heat)
{
    const bool wasActive = m_heat.active;
    m_heat = heat;
    m_heat.hardPct.clear();
    m_heat.softPct.clear();
    m_heat.irqsPerSec.clear();
    setVisible(heat.active);
    const int w = widthFor(caption());
    if (w > m_width || heat.active != wasActive) {
        m_width = std::max(m_width, w);
        updateGeometry();
    }
    update();
}

int HeatLegend::widthFor(const QString &caption) const
{
    const QFontMetrics fm(font());
    return fm.horizontalAdvance(caption + tr("no data")) + 180;
}

QString HeatLegend::caption() const
{
    if (!m_heat.active)
        return {};
    if (m_heat.mode == HeatMode::IrqRate)
        return tr("IRQs/s 0–%1").arg(QString::number(m_heat.scaleMax, 'f', 0));
    return tr("hard+soft IRQ time 0–%1 %").arg(QString::number(m_heat.scaleMax, 'f', 1));
}

QSize HeatLegend::sizeHint() const
{
    const QFontMetrics fm(font());
    return {std::max(m_width, widthFor(caption())), fm.height() + 6};
}

void HeatLegend::paintEvent(QPaintEvent *)
{
    if (!m_heat.active)
        return;
    QPainter p(this);
    const bool dark = paletteIsDark();
    const QFontMetrics fm(font());
    const int h = height() - 6;
    int x = 2;
    p.setPen(palette().color(QPalette::WindowText));
    const QString cap = caption();
    p.drawText(QRect(x, 0, fm.horizontalAdvance(cap), height()), Qt::AlignVCenter, cap);
    x += fm.horizontalAdvance(cap) + 6;
    const int barW = 100;
    if (m_bar.size() != QSize(barW, h) || m_barDark != dark) {
        m_bar = QImage(barW, std::max(h, 1), QImage::Format_RGB32);
        m_barDark = dark;
        QPainter bp(&m_bar);
        for (int i = 0; i < barW; ++i) {
            // The tiles use a square-root scale so quiet CPUs still show.
            bp.fillRect(QRect(i, 0, 1, h), heatColor(std::sqrt(double(i) / (barW - 1)), dark));
        }
    }
    p.drawImage(QPoint(x, 3), m_bar);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(QRect(x, 3, barW, h));
    x += barW + 10;
    p.fillRect(QRect(x, 3, h, h), noHeatColor(dark));
    p.fillRect(QRect(x, 3, h, h), QBrush(palette().color(QPalette::Mid), Qt::BDiagPattern));
    x += h + 4;
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(x, 0, width() - x, height()), Qt::AlignVCenter, tr("no data"));
}

} // namespace irqatlas
