#include "ui/graph/graphlegend.h"

#include "ui/graph/graphcolors.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/tileink.h"

#include <QGridLayout>
#include <QLabel>
#include <QLinearGradient>
#include <QPainter>

namespace irqatlas {

namespace {

constexpr int kSwatch = 34;

struct Ring
{
    QColor color;
    double width = 0; // 0: none
    Qt::PenStyle style = Qt::SolidLine;
};

// A PU tile as the painter draws it: fill (or a gradient), hatching, a ring
// and a label.
QPixmap swatch(const QBrush &fill, bool hatched, const Ring &ring, const QString &label,
               const GraphColors &c, qreal dpr)
{
    QPixmap pm(QSize(kSwatch, kSwatch) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF tile(2, 2, kSwatch - 4, kSwatch - 4);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(tile, 2.5, 2.5);
    if (hatched) {
        p.setBrush(QBrush(c.mutedText, Qt::BDiagPattern));
        p.drawRoundedRect(tile, 2.5, 2.5);
    }
    if (ring.width > 0) {
        QPen pen(ring.color, ring.width);
        pen.setStyle(ring.style);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        const double in = ring.width / 2;
        p.drawRoundedRect(tile.adjusted(in, in, -in, -in), 2.5, 2.5);
    }
    if (!label.isEmpty()) {
        const QColor solid = fill.style() == Qt::SolidPattern ? fill.color() : c.puBase;
        p.setPen(inkOn(solid));
        QFont f;
        f.setPixelSize(label.size() > 2 ? 9 : 12);
        f.setBold(true);
        p.setFont(f);
        p.drawText(tile, Qt::AlignCenter, label);
    }
    return pm;
}

} // namespace

GraphLegend::GraphLegend(QWidget *parent) : QWidget(parent), m_grid(new QGridLayout(this))
{
    setObjectName(QStringLiteral("graphLegend"));
    m_grid->setColumnStretch(1, 1);
    rebuild();
}

void GraphLegend::setMode(bool hasIrqs, bool heat, HeatMode mode, bool dark)
{
    if (hasIrqs == m_hasIrqs && heat == m_heat && mode == m_mode && dark == m_dark)
        return;
    m_hasIrqs = hasIrqs;
    m_heat = heat;
    m_mode = mode;
    m_dark = dark;
    rebuild();
}

QString GraphLegend::rowText(const QString &name) const
{
    const auto *l = findChild<QLabel *>(name);
    return l ? l->text() : QString();
}

void GraphLegend::rebuild()
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const GraphColors c = m_dark ? GraphColors::dark() : GraphColors::light();
    const qreal dpr = devicePixelRatioF();
    int row = 0;
    auto heading = [&](const QString &text) { addHeading(text, row); };
    auto add = [&](const QString &name, const QPixmap &pm, const QString &text) {
        addRow(name, pm, text, row);
    };

    heading(tr("A CPU tile"));
    QLinearGradient ramp(0, 0, kSwatch, 0);
    if (m_heat) {
        ramp.setColorAt(0, heatColor(0, m_dark));
        ramp.setColorAt(1, heatColor(1, m_dark));
        add(QStringLiteral("shading"), swatch(ramp, false, {}, {}, c, dpr),
            m_mode == HeatMode::IrqRate
                ? tr("Shading: interrupts per second the CPU took in the last interval; the "
                     "hottest colour is the top of the scale in the status bar.")
            : m_mode == HeatMode::MeasuredTime
                ? tr("Shading: the share of the last cost measurement the CPU spent in hard "
                     "and soft IRQs (%), timed from the kernel's tracepoints; the hottest colour "
                     "is the top of the scale in the status bar.")
            : m_mode == HeatMode::IrqThreadPercent
                ? tr("Shading: the share of the last interval the CPU spent in hard and soft "
                     "IRQs and in the irq/, napi/ and ksoftirqd/ kernel threads (%); the "
                     "hottest colour is the top of the scale in the status bar.")
                : tr("Shading: the share of the last interval the CPU spent in hard and soft "
                     "IRQs (%); the hottest colour is the top of the scale in the status bar."));
        add(QStringLiteral("noFigure"), swatch(noHeatColor(m_dark), true, {}, {}, c, dpr),
            tr("Hatched: no figure for this interval (not accounted, a gap, or offline)."));
    } else {
        ramp.setColorAt(0, c.puBase);
        ramp.setColorAt(1, c.puHeat);
        add(QStringLiteral("shading"), swatch(ramp, false, {}, {}, c, dpr),
            m_hasIrqs ? tr("Shading: how many IRQs may be delivered to the CPU, darker for more "
                           "(square-root scale, against the busiest CPU).")
                      : tr("Shading: none; this source has no IRQ table."));
    }
    add(QStringLiteral("number"), swatch(c.puBase, false, {}, QStringLiteral("12"), c, dpr),
        m_hasIrqs ? tr("Large number: the IRQs delivered to the CPU: their effective CPU, "
                       "else (when the source has none) their affinity, else the CPUs they "
                       "fired on. Small number in the corner: the CPU id.")
                  : tr("Number: the CPU id."));

    heading(tr("Overlays"));
    add(QStringLiteral("pending"),
        swatch(c.puBase, false, {c.pending, 2, Qt::DashLine}, QStringLiteral("3→5"), c, dpr),
        tr("Pending: a change not yet applied; the number reads now→after."));
    add(QStringLiteral("preview"),
        swatch(c.puBase, false, {c.preview, 2.5, Qt::SolidLine}, QStringLiteral("3→1"), c, dpr),
        tr("Preview: where the plan being previewed would put the IRQs."));
    add(QStringLiteral("selection"),
        swatch(c.puBase, false, {c.affinity, 2, Qt::SolidLine}, {}, c, dpr),
        tr("Selection: the affinity of the IRQs selected in the list."));
    add(QStringLiteral("effective"),
        swatch(c.puBase, false, {c.effective, 4, Qt::SolidLine}, {}, c, dpr),
        tr("Effective: the CPU the hardware delivers a selected IRQ to."));
    {
        // The triangle the painter puts in a tile's corner (puThreadMarker).
        QPixmap pm = swatch(c.puBase, false, {}, {}, c, dpr);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        const double side = (kSwatch - 4) * 0.3;
        const QPointF br(kSwatch - 2 - (kSwatch - 4) * 0.06, kSwatch - 2 - (kSwatch - 4) * 0.06);
        const QPointF tri[3] = {br, br - QPointF(side, 0), br - QPointF(0, side)};
        p.setPen(QPen(c.background, 1));
        p.setBrush(c.threadMark);
        p.drawPolygon(tri, 3);
        p.end();
        add(QStringLiteral("threadMark"), pm,
            tr("Corner triangle: a kernel thread of the selected IRQ (irq/N or its NAPI thread) "
               "last ran on this CPU."));
    }
    {
        // The outlined one in the other corner (puPlannedThreadMarker).
        QPixmap pm = swatch(c.puBase, false, {}, {}, c, dpr);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        const double side = (kSwatch - 4) * 0.3;
        const QPointF bl(2 + (kSwatch - 4) * 0.06, kSwatch - 2 - (kSwatch - 4) * 0.06);
        const QPointF tri[3] = {bl, bl + QPointF(side, 0), bl - QPointF(0, side)};
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(c.threadMark, 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolygon(tri, 3);
        p.end();
        add(QStringLiteral("threadPlanned"), pm,
            tr("Outlined corner triangle: where the selected IRQ's kernel threads go when the "
               "pending changes are applied (they follow the moved IRQ, or take the CPUs set "
               "for them). Threads kept where they are get none."));
    }
    add(QStringLiteral("scope"),
        swatch(c.puBase, false, {c.selection, 3, Qt::SolidLine}, {}, c, dpr),
        tr("Scope: CPUs picked on the graph; the list shows their IRQs. Click empty space to "
           "clear it."));
    add(QStringLiteral("offline"), swatch(c.offline, true, {}, tr("off"), c, dpr),
        tr("Offline: the CPU is not running."));
    add(QStringLiteral("isolated"),
        swatch(c.puBase, false, {c.mutedText, 2, Qt::DotLine}, {}, c, dpr),
        tr("Isolated: kept from the scheduler by isolcpus."));
    add(QStringLiteral("disallowed"),
        swatch(c.puBase, false, {c.disallowed, 2, Qt::DashLine}, {}, c, dpr),
        tr("Not allowed: outside the CPUs this process may use (cgroup cpuset)."));
    boxRows(c, dpr, row);
    m_grid->setRowStretch(row, 1);
}

void GraphLegend::addHeading(const QString &text, int &row)
{
    auto *l = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), this);
    m_grid->addWidget(l, row++, 0, 1, 2);
}

void GraphLegend::addRow(const QString &name, const QPixmap &pm, const QString &text, int &row)
{
    auto *icon = new QLabel(this);
    icon->setPixmap(pm);
    auto *l = new QLabel(text, this);
    l->setObjectName(QStringLiteral("legend-") + name);
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    icon->setAccessibleName(text);
    m_grid->addWidget(icon, row, 0, Qt::AlignTop);
    m_grid->addWidget(l, row++, 1);
}

// The marks on boxes other than CPU tiles: every colour the graph paints
// with a meaning has its row.
void GraphLegend::boxRows(const GraphColors &c, qreal dpr, int &row)
{
    auto heading = [&](const QString &text) { addHeading(text, row); };
    auto add = [&](const QString &name, const QPixmap &pm, const QString &text) {
        addRow(name, pm, text, row);
    };
    heading(tr("Boxes"));
    add(QStringLiteral("device"), swatch(c.device, false, {c.deviceBorder, 1}, {}, c, dpr),
        tr("Device: a PCI device (NIC, storage, GPU) beside the CPUs it is local to."));
    add(QStringLiteral("deviceSelected"), swatch(c.device, false, {c.selection, 3}, {}, c, dpr),
        tr("Selected device: the device picked on the graph; the list shows its IRQs."));
    add(QStringLiteral("deviceLocal"),
        swatch(c.nodeHighlight, false, {c.nodeBorder, 1}, {}, c, dpr),
        tr("Amber: the NUMA node and the L3 domains local to the selected device, or to the "
           "device of the selected IRQs."));
    add(QStringLiteral("deviceDelivered"),
        swatch(c.nodeHighlight, false, {c.selection, 2}, {}, c, dpr),
        tr("Amber with a blue frame: an L3 domain the selected IRQs (or the selected device's "
           "IRQs) are delivered to."));
    QLinearGradient hops(0, 0, kSwatch, 0);
    // Four bands, one per hop, as the nodes are tinted: no blend between them.
    for (int hop = 0; hop < 4; ++hop) {
        hops.setColorAt(hop / 4.0, distanceHopColor(hop, m_dark));
        hops.setColorAt((hop + 1) / 4.0 - 0.001, distanceHopColor(hop, m_dark));
    }
    add(QStringLiteral("distance"), swatch(hops, false, {}, {}, c, dpr),
        tr("Green to violet: NUMA nodes tinted by distance from the node picked in the NUMA "
           "distances "
           "dock: itself, near, farther, far."));
    add(QStringLiteral("drop"), swatch(c.puBase, false, {c.selection, 3}, {}, c, dpr),
        tr("Blue frame while dragging: where the dragged IRQs would go."));
    add(QStringLiteral("refused"), swatch(c.puBase, false, {c.refused, 3}, {}, c, dpr),
        tr("Red frame while dragging: the IRQs cannot go there; a tooltip says why."));
}

} // namespace irqatlas
