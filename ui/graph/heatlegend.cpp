#include "ui/graph/heatlegend.h"

#include "ui/common/theme.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace irqatlas {

QColor heatColor(double t, bool dark)
{
    t = std::clamp(t, 0.0, 1.0);
    // Pale to deep magenta: a hue that no border, ring or selection of the
    // graph uses (those are blue, violet, teal, amber and orange-red), so a
    // hot tile never reads as "effective" or "selected". The cool end stays
    // distinct from "no data"; in the dark palette heat grows brighter.
    const QColor stops[] = {dark ? QColor(0x24, 0x2b, 0x36) : QColor(0xf1, 0xf3, 0xf6),
                            dark ? QColor(0x86, 0x19, 0x8f) : QColor(0xf0, 0xab, 0xfc),
                            dark ? QColor(0xf0, 0xab, 0xfc) : QColor(0x86, 0x19, 0x8f)};
    const double x = t * 2;
    const int i = std::min(int(x), 1);
    const double f = x - i;
    const QColor &a = stops[i], &b = stops[i + 1];
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f),
                            float(a.greenF() + (b.greenF() - a.greenF()) * f),
                            float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

QColor deltaHeatColor(double t, bool dark)
{
    t = std::clamp(t, -1.0, 1.0);
    // A square root, as for the heat: small changes still show.
    if (t >= 0)
        return heatColor(std::sqrt(t), dark);
    const QColor a = heatColor(0, dark);
    const QColor b = dark ? QColor(0x4a, 0xde, 0x80) : QColor(0x15, 0x80, 0x3d);
    const double f = std::sqrt(-t);
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
    setToolTip(scaleDescription());
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
    if (m_heat.delta)
        return tr("range B − range A: −%1 to +%1 points of IRQ time")
            .arg(QString::number(m_heat.scaleMax, 'f', 1));
    const QString top = QString::number(m_heat.scaleMax, 'f', 1);
    const QString range = m_heat.mode == HeatMode::IrqRate
                              ? tr("IRQs/s 0–%1").arg(QString::number(m_heat.scaleMax, 'f', 0))
                          : m_heat.mode == HeatMode::MeasuredTime
                              ? tr("measured hard+soft IRQ time 0–%1 %").arg(top)
                          : m_heat.mode == HeatMode::IrqThreadPercent
                              ? tr("hard+soft IRQ + IRQ thread time 0–%1 %").arg(top)
                              : tr("hard+soft IRQ time 0–%1 %").arg(top);
    switch (m_heat.scaleKind) {
    case HeatScale::Kind::Fit:
        return tr("%1 (fit to data)").arg(range);
    case HeatScale::Kind::Pinned:
        return tr("%1 (pinned)").arg(range);
    case HeatScale::Kind::Fixed:
        break;
    }
    return tr("%1 (fixed)").arg(range);
}

QString HeatLegend::scaleDescription() const
{
    if (m_heat.delta)
        return tr("Each CPU's hard+soft IRQ time in range B minus that in range A: green for "
                  "less time in IRQs during B, magenta for more");
    switch (m_heat.scaleKind) {
    case HeatScale::Kind::Fit:
        return tr("Heat on the CPU tiles: the scale follows the busiest CPU of the last "
                  "interval (View → Heat)");
    case HeatScale::Kind::Pinned:
        return tr("Heat on the CPU tiles: the scale is pinned to the range shown when it was "
                  "pinned (View → Heat)");
    case HeatScale::Kind::Fixed:
        break;
    }
    return tr("Heat on the CPU tiles: a fixed scale, so a colour means the same figure in every "
              "interval (View → Heat)");
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
    if (m_bar.size() != QSize(barW, h) || m_barDark != dark || m_barDelta != m_heat.delta) {
        m_barDelta = m_heat.delta;
        m_bar = QImage(barW, std::max(h, 1), QImage::Format_RGB32);
        m_barDark = dark;
        QPainter bp(&m_bar);
        for (int i = 0; i < barW; ++i) {
            // The tiles use a square-root scale so quiet CPUs still show.
            const double t = double(i) / (barW - 1);
            bp.fillRect(QRect(i, 0, 1, h), m_heat.delta ? deltaHeatColor(2 * t - 1, dark)
                                                        : heatColor(std::sqrt(t), dark));
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
