#include "ui/graph/topologypainter.h"

#include "layout/boxtitles.h"
#include "layout/compactlabels.h"
#include "layout/devicetitle.h"
#include "layout/topologylayout.h"
#include "model/topology.h"
#include "ui/common/graphstate.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/paintbits.h"
#include "ui/graph/rowlabelpaint.h"
#include "ui/graph/structurepaint.h"
#include "ui/graph/tileink.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QStaticText>
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace irqatlas {

namespace {

QColor mix(const QColor &a, const QColor &b, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

bool readableOn(const QColor &fill)
{
    return fill.lightnessF() > 0.55;
}

// A 1152-PU repaint draws about 2000 tile labels, but only a few hundred
// distinct ones ("0", "17", "3→5") in two or three fonts; shaping each again
// was half the repaint. QStaticText keeps the shaped glyphs between paints
// (Qt lays one out again by itself when the painter's scale changes).
class LabelCache
{
public:
    const QStaticText &get(const QString &text, const QFont &font)
    {
        // Tile fonts differ only in pixel size and weight (fontPx); QFont::key()
        // would cost more than the shaping it saves.
        if (font.family() != m_family) {
            m_texts.clear();
            m_family = font.family();
        }
        QString key = text;
        key += QChar(
            char16_t(std::clamp(font.pixelSize(), 0, 0x3fff) * 2 + (font.bold() ? 1 : 0) + 1));
        auto it = m_texts.find(key);
        if (it != m_texts.end())
            return *it;
        if (m_texts.size() > 4096)
            m_texts.clear();
        QStaticText st(text);
        st.setTextFormat(Qt::PlainText);
        st.prepare(QTransform(), font);
        return *m_texts.insert(key, st);
    }

private:
    QHash<QString, QStaticText> m_texts;
    QString m_family;
};

LabelCache &labelCache()
{
    thread_local LabelCache cache;
    return cache;
}

// drawText(rect, flags, text) for one-line labels, through the cache. Only
// left/top and centre alignment are used on tiles.
void drawLabel(QPainter *p, const QRectF &r, Qt::Alignment align, const QString &text)
{
    const QStaticText &st = labelCache().get(text, p->font());
    const QSizeF size = st.size();
    QPointF at = r.topLeft();
    if (align & Qt::AlignHCenter)
        at.setX(r.center().x() - size.width() / 2);
    if (align & Qt::AlignVCenter)
        at.setY(r.center().y() - size.height() / 2);
    p->drawStaticText(at, st);
}

double labelWidth(const QString &text, const QFont &font)
{
    return labelCache().get(text, font).size().width();
}

// A file-backed machine is named by its file, not by a long temporary or
// build path; a generic file name ("interrupts", "topology.xml") keeps its
// folder so two machines stay apart.
QString shortSource(const QString &source)
{
    if (!source.contains(QLatin1Char('/')))
        return source;
    const QFileInfo fi(source);
    QString name = fi.fileName();
    static const QStringList generic = {QStringLiteral("interrupts"),
                                        QStringLiteral("topology.xml"),
                                        QStringLiteral("topology.json"), QString()};
    if (generic.contains(name))
        return fi.dir().dirName() + QLatin1Char('/') + name;
    return name;
}

// Hop rank of every distinct distance from one node: 10 -> 0, next -> 1 ...
int hopOf(const Topology &topo, int from, int to)
{
    if (from == to)
        return 0;
    std::vector<int> ds;
    for (const NumaNode &n : topo.nodes)
        if (n.id != from)
            ds.push_back(topo.dist(from, n.id));
    std::sort(ds.begin(), ds.end());
    ds.erase(std::unique(ds.begin(), ds.end()), ds.end());
    const int d = topo.dist(from, to);
    return 1 + int(std::lower_bound(ds.begin(), ds.end(), d) - ds.begin());
}

void drawHeader(QPainter *p, const QRectF &r, double h, const QString &text, const QColor &color,
                double lod, bool bold)
{
    p->setPen(color);
    const QRectF box(r.left() + h * 0.35, r.top(), r.width() - h * 0.7, h);
    // Titles carry facts (memory, "no CPUs", translated and often longer):
    // slightly smaller type before an ellipsis hides any of them, never
    // below the readable floor.
    double px = h * 0.56;
    const double full = labelWidth(text, fontPx(px, bold));
    if (full > box.width())
        px = std::floor(h * 0.56 * std::max(0.6, 0.97 * box.width() / full));
    px = readablePx(px, h, lod);
    if (px <= 0)
        return;
    const QFont f = fontPx(px, bold);
    p->setFont(f);
    p->drawText(box, Qt::AlignLeft | Qt::AlignVCenter,
                p->fontMetrics().elidedText(text, Qt::ElideRight, int(box.width())));
}

// The machine's title line: its name, then what it has. A long file name is
// what gives way (smaller type first, then an ellipsis in the middle), not
// the counts, which are the point of the line.
void drawMachineHeader(QPainter *p, const QRectF &r, double h, const QString &name,
                       const QString &facts, const QColor &color, double lod)
{
    const QRectF box(r.left() + h * 0.35, r.top(), r.width() - h * 0.7, h);
    const QString sep = QStringLiteral("  —  ");
    QString text = name + sep + facts;
    double px = h * 0.56;
    const double full = QFontMetricsF(fontPx(px, true)).horizontalAdvance(text);
    if (full > box.width())
        px = h * 0.56 * std::max(0.7, box.width() / full);
    px = readablePx(px, h, lod);
    if (px <= 0)
        return;
    const QFont f = fontPx(px, true);
    p->setFont(f);
    const QFontMetricsF fm(f); // pixel sizes: the same on screen, in SVG and in PDF
    if (fm.horizontalAdvance(text) > box.width()) {
        const double room = box.width() - fm.horizontalAdvance(sep + facts);
        text = room > fm.horizontalAdvance(QStringLiteral("xx…xx"))
                   ? fm.elidedText(name, Qt::ElideMiddle, room) + sep + facts
                   : fm.elidedText(facts, Qt::ElideRight, box.width());
    }
    p->setPen(color);
    p->drawText(box, Qt::AlignLeft | Qt::AlignVCenter, text);
}

} // namespace

namespace {

// What a PU tile shows, worked out once for its fill, rings and labels.
struct PuLook
{
    bool online = true;
    bool allowed = true;
    int now = 0;   // IRQs on the CPU
    int later = 0; // with the pending changes, or the previewed plan
    bool previewing = false;
    bool changed = false;        // later differs from now
    bool pendingChanged = false; // the pending changes alone differ from now
    std::optional<double> heat;
    QColor fill;
};

// Paints one box at a time, one member per kind of box.
struct BoxPainter
{
    QPainter *p;
    const Topology &topo;
    const TopologyLayout &layout;
    const GraphState &st;
    GraphColors c;
    double lod;
    double hairline;
    double thin;
    double h; // header height

    void machine(const QRectF &r);
    void package(const LayoutBox &b, bool drop);
    void node(const LayoutBox &b, std::size_t index, bool drop);
    void cacheDomain(const LayoutBox &b, bool drop);
    void core(const QRectF &r, std::size_t index, bool drop);
    PuLook puLook(int cpu) const;
    void puTile(const QRectF &tile, double radius, const PuLook &look);
    void puRings(int cpu, const QRectF &tile, const PuLook &look);
    void puSelectionRing(int cpu, const QRectF &tile, bool drop);
    void puThreadMarker(const QRectF &tile);
    void puPlannedThreadMarker(const QRectF &tile);
    bool puRinged(int cpu, const PuLook &look, bool drop) const;
    void puLabels(const LayoutBox &b, const PuLook &look, bool ringed);
    void pu(const LayoutBox &b, bool drop);
    void device(const LayoutBox &b);
    void targetFlags();
};

void BoxPainter::machine(const QRectF &r)
{
    p->setPen(QPen(c.machineBorder, thin));
    p->setBrush(c.machine);
    p->drawRoundedRect(r, 8, 8);
    QString title = topo.hostname.isEmpty() ? shortSource(topo.source) : topo.hostname;
    if (title.isEmpty())
        title = QCoreApplication::translate("TopologyPainter", "Machine");
    QString facts =
        QCoreApplication::translate("TopologyPainter", "%n CPUs", nullptr, int(topo.pus.size()));
    // No NUMA information is not "0 NUMA nodes": the block says which.
    if (!topo.nodes.empty())
        facts +=
            QStringLiteral(" · ") + QCoreApplication::translate("TopologyPainter", "%n NUMA nodes",
                                                                nullptr, int(topo.nodes.size()));
    if (st.hasIrqs)
        facts += QStringLiteral(" · ") +
                 QCoreApplication::translate("TopologyPainter", "%n IRQs", nullptr, st.totalIrqs);
    drawMachineHeader(p, r.adjusted(2, 2, 0, 0), h + 4, title, facts, c.text, lod);
    if (!layout.legend.isEmpty())
        paintKindLegend(p, topo, layout.legend, c, lod);
}

void BoxPainter::package(const LayoutBox &b, bool drop)
{
    p->setPen(QPen(drop ? c.selection : c.packageBorder, drop ? 3 * thin : thin));
    p->setBrush(c.package);
    p->drawRoundedRect(b.rect, 6, 6);
    drawHeader(p, b.rect, h, packageTitle(b.id), c.text, lod, true);
}

// A NUMA node's block, a memory-only node or the shelf of devices without a node.
void BoxPainter::node(const LayoutBox &b, std::size_t index, bool drop)
{
    const QRectF r = b.rect;
    QColor fill = b.kind == BoxKind::DeviceShelf ? c.package : c.node;
    QString title =
        b.kind == BoxKind::DeviceShelf
            ? QCoreApplication::translate("TopologyPainter", "Devices without a NUMA node")
            : nodeTitle(topo, b);
    if (st.distanceFrom >= 0 && b.id >= 0 && b.kind != BoxKind::DeviceShelf) {
        fill = distanceHopColor(hopOf(topo, st.distanceFrom, b.id), st.dark);
        const int d = topo.dist(st.distanceFrom, b.id);
        title +=
            QStringLiteral(" · ") +
            (topo.distanceFromFirmware
                 ? QCoreApplication::translate("TopologyPainter", "distance %1").arg(d)
                 : QCoreApplication::translate("TopologyPainter", "distance %1 (assumed)").arg(d));
    }
    // Compact form: tiles too small for ids, the title names the CPUs.
    if (b.kind == BoxKind::Node && layout.puSize.height() * lod < idMinPixels(st.hasIrqs))
        if (const CpuSet cpus = cpusInBox(layout, int(index)); !cpus.empty())
            title += QStringLiteral(" · ") + cpuRangeTitle(cpus);
    if (b.id >= 0 && b.id == st.deviceNode && b.kind != BoxKind::DeviceShelf)
        fill = c.nodeHighlight;
    QPen pen(drop ? (st.dropRefused ? c.refused : c.selection) : c.nodeBorder,
             drop ? 3 * thin : thin);
    if (b.kind == BoxKind::MemoryNode || b.partial)
        pen.setStyle(Qt::DashLine);
    p->setPen(pen);
    p->setBrush(fill);
    p->drawRoundedRect(r, 5, 5);
    const NumaNode *node = b.kind == BoxKind::DeviceShelf ? nullptr : topo.node(b.id);
    const QRectF band = node ? memoryCacheBand(*node, r, h) : QRectF();
    drawHeader(p, band.isEmpty() ? r : r.adjusted(0, 0, band.left() - r.right(), 0), h, title,
               c.text, lod, false);
    if (node)
        paintMemoryCacheBand(p, *node, r, h, c, lod, thin);
}

void BoxPainter::cacheDomain(const LayoutBox &b, bool drop)
{
    paintCacheDomain(p, layout, b, c, drop ? DomainMark::Delivered : cacheDomainMark(layout, b, st),
                     lod, thin);
}

void BoxPainter::core(const QRectF &r, std::size_t index, bool drop)
{
    QPen pen(drop ? (st.dropRefused ? c.refused : c.selection) : c.coreBorder,
             drop ? 3 * thin : hairline);
    // E-cores: a dashed frame (and rounder tiles), told apart without colour.
    const int first = index + 1 < layout.boxes.size() ? layout.boxes[index + 1].id : -1;
    if (!drop && isEfficiencyCpu(topo, first)) {
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(std::max(hairline, 1.4 * thin));
    }
    p->setPen(pen);
    p->setBrush(c.core);
    p->drawRoundedRect(r, 3, 3);
}

PuLook BoxPainter::puLook(int cpu) const
{
    PuLook look;
    const Pu *pu = topo.pu(cpu);
    look.online = !pu || pu->online;
    look.allowed = !pu || pu->allowed;
    look.now = countAt(st.irqCount, cpu);
    const int pendingLater = countAt(st.pendingCount, cpu);
    // A previewed plan replaces the pending count in the label, in its own colour.
    look.previewing = st.preview.active;
    look.later = look.previewing ? countAt(st.preview.count, cpu) : pendingLater;
    look.changed = st.hasIrqs && look.later != look.now;
    look.pendingChanged = st.hasIrqs && pendingLater != look.now;
    const double t = st.maxIrqCount > 0 ? std::sqrt(double(look.now) / st.maxIrqCount) : 0;
    look.fill = look.online ? mix(c.puBase, c.puHeat, 0.85 * t) : c.offline;
    // Live heat replaces the static IRQ-count tint; no figure is neutral.
    look.heat = st.heat.value(cpu);
    if (look.online && st.heat.active)
        look.fill =
            !look.heat ? noHeatColor(st.dark)
            : st.heat.delta
                ? deltaHeatColor(*look.heat / std::max(st.heat.scaleMax, 1e-9), st.dark)
                : heatColor(std::sqrt(*look.heat / std::max(st.heat.scaleMax, 1e-9)), st.dark);
    return look;
}

void BoxPainter::puTile(const QRectF &tile, double radius, const PuLook &look)
{
    p->setPen(Qt::NoPen);
    p->setBrush(look.fill);
    p->drawRoundedRect(tile, radius, radius);
    if (look.online && st.heat.active && !look.heat) {
        p->setBrush(QBrush(c.mutedText, Qt::BDiagPattern));
        p->drawRoundedRect(tile, radius, radius);
    }
    if (!look.online) {
        p->setBrush(QBrush(c.mutedText, Qt::BDiagPattern));
        p->drawRoundedRect(tile, radius, radius);
    }
}

// Rings from the outside in: affinity, effective, pending, preview; the
// selection ring is drawn after the labels (puSelectionRing).
void BoxPainter::puRings(int cpu, const QRectF &tile, const PuLook &look)
{
    auto ring = [&](const QColor &col, double width, Qt::PenStyle style, double inset) {
        QPen pen(col, width);
        pen.setStyle(style);
        p->setPen(pen);
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(tile.adjusted(inset, inset, -inset, -inset), 2.5, 2.5);
    };
    const double w = std::max(layout.puSize.height() * 0.07, 1.5 * hairline);
    if (!look.allowed)
        ring(c.disallowed, w, Qt::DashLine, w / 2);
    else if (st.affinity.test(cpu))
        ring(c.affinity, w, Qt::SolidLine, w / 2);
    else if (st.isolated.test(cpu))
        ring(c.mutedText, w, Qt::DotLine, w / 2);
    if (st.effective.test(cpu))
        ring(c.effective, 2 * w, Qt::SolidLine, w * 1.5);
    if (st.pendingTarget.test(cpu) || look.pendingChanged)
        ring(c.pending, w, Qt::DashLine, st.effective.test(cpu) ? w * 3 : w * 1.5);
    if (look.previewing && (st.preview.moved.test(cpu) || look.changed))
        ring(c.preview, 1.2 * w, Qt::SolidLine, st.effective.test(cpu) ? w * 4 : w * 2.6);
}

// The outermost ring, drawn after the labels: the CPU id sits above the
// inner rings (its patch keeps it legible where they run), but never over
// the border that says the CPU is picked or a drop target.
void BoxPainter::puSelectionRing(int cpu, const QRectF &tile, bool drop)
{
    if (!st.selectedCpus.test(cpu) && !drop)
        return;
    const double w = std::max(layout.puSize.height() * 0.07, 1.5 * hairline);
    p->setPen(QPen(drop && st.dropRefused ? c.refused : c.selection, 1.6 * w));
    p->setBrush(Qt::NoBrush);
    const double inset = -w * 0.3;
    p->drawRoundedRect(tile.adjusted(inset, inset, -inset, -inset), 2.5, 2.5);
}

bool BoxPainter::puRinged(int cpu, const PuLook &look, bool drop) const
{
    return !look.allowed || st.affinity.test(cpu) || st.effective.test(cpu) ||
           st.pendingTarget.test(cpu) || look.pendingChanged ||
           (look.previewing && (st.preview.moved.test(cpu) || look.changed)) ||
           st.selectedCpus.test(cpu) || st.isolated.test(cpu) || drop;
}

// The CPU id and the IRQ count (or its change), as large as the tile allows.
void BoxPainter::puLabels(const LayoutBox &b, const PuLook &look, bool ringed)
{
    const QRectF r = b.rect;
    const double px = r.height() * lod;
    if (px < 11)
        return;
    const QColor ink = !look.online ? c.mutedText : inkOn(look.fill);
    // Without IRQs the CPU number is the label; with IRQs it moves to a corner.
    const bool roomForId = px >= idMinPixels(true) && (st.hasIrqs || !look.online);
    // The id's corner is the top third of the tile, above the count.
    const double idPx = roomForId ? readablePx(r.height() * 0.27, r.height() * 0.34, lod) : 0;
    if (idPx > 0) {
        const QFont idFont = fontPx(idPx);
        const QString id = QString::number(b.id);
        const QRectF idAt = r.adjusted(r.width() * 0.1, r.height() * 0.04, 0, 0);
        if (ringed) {
            // The rings run through the corner the number sits in: a
            // patch of the tile's own colour keeps it legible.
            const double pad = r.height() * 0.03;
            p->setPen(Qt::NoPen);
            p->setBrush(look.fill);
            p->drawRect(QRectF(idAt.left() - pad, idAt.top(), labelWidth(id, idFont) + 2 * pad,
                               r.height() * 0.34));
        }
        // The full ink, not a muted one: readable on the hottest tile too.
        p->setPen(look.online ? ink : c.mutedText);
        p->setFont(idFont);
        drawLabel(p, idAt, Qt::AlignLeft | Qt::AlignTop, id);
    }
    QString label;
    if (!look.online)
        label = roomForId ? QCoreApplication::translate("TopologyPainter", "off") : QString();
    else if (st.hasIrqs)
        label = look.changed ? QStringLiteral("%1→%2").arg(look.now).arg(look.later)
                             : QString::number(look.now);
    if (!label.isEmpty()) {
        // Zero stays quiet so the CPUs that do take interrupts stand out.
        const bool zero = look.online && !look.changed && look.now == 0;
        const QColor changeColor = look.previewing ? c.preview : c.pending;
        p->setPen(look.changed
                      ? (readableOn(look.fill) ? changeColor.darker(look.previewing ? 130 : 100)
                                               : (look.previewing ? QColor(0xcc, 0xfb, 0xf1)
                                                                  : QColor(0xf3, 0xe8, 0xff)))
                      : (zero ? c.mutedText : ink));
        const double fs = r.height() * (roomForId ? 0.36 : 0.5);
        // Shrink long labels ("12→14") to the tile width, not below the floor.
        const double avail = r.width() * 0.9;
        const double tw = labelWidth(label, fontPx(fs, !zero));
        const double shrunk = tw > avail ? std::floor(fs * avail / tw) : fs;
        const double labelPx = readablePx(shrunk, r.height() * (roomForId ? 0.6 : 0.9), lod);
        const QFont f = fontPx(labelPx, !zero);
        if (labelPx > 0 && labelWidth(label, f) <= r.width() * 0.98) {
            p->setFont(f);
            const QRectF lr = roomForId ? r.adjusted(0, r.height() * 0.32, 0, 0) : r;
            drawLabel(p, lr, Qt::AlignCenter, label);
        }
    } else if (!st.hasIrqs && look.online) {
        const QString id = QString::number(b.id);
        const double lonePx = readablePx(r.height() * 0.38, r.height() * 0.9, lod);
        const QFont f = fontPx(lonePx);
        if (lonePx > 0 && labelWidth(id, f) <= r.width() * 0.98) {
            p->setPen(ink);
            p->setFont(f);
            drawLabel(p, r, Qt::AlignCenter, id);
        }
    }
}

void BoxPainter::pu(const LayoutBox &b, bool drop)
{
    const PuLook look = puLook(b.id);
    const QRectF tile = b.rect.adjusted(0.5, 0.5, -0.5, -0.5);
    puTile(tile, puCornerRadius(topo, b.id, tile), look);
    puRings(b.id, tile, look);
    puLabels(b, look, puRinged(b.id, look, drop));
    puSelectionRing(b.id, tile, drop);
    if (st.threadLast.test(b.id))
        puThreadMarker(tile);
    if (st.threadPlanned.test(b.id))
        puPlannedThreadMarker(tile);
}

// A thread of the selected IRQ last ran here: a small filled triangle in
// the tile's bottom-right corner, clear of the id and the count. Only the
// selected IRQs' threads are marked, a handful of tiles even on a machine
// of 1000+ CPUs; below a few pixels on screen it is a dot of the same colour.
void BoxPainter::puThreadMarker(const QRectF &tile)
{
    const double side = std::max(tile.height() * 0.3, 2.5 * hairline);
    const QPointF br = tile.bottomRight() - QPointF(tile.width() * 0.06, tile.height() * 0.06);
    p->setPen(QPen(c.background, hairline));
    p->setBrush(c.threadMark);
    const QPointF tri[3] = {br, br - QPointF(side, 0), br - QPointF(0, side)};
    p->drawPolygon(tri, 3);
}

// The selected IRQ's threads go here once the pending changes are applied:
// the same triangle, outlined and mirrored into the bottom-left corner, so
// a CPU that has both (a thread stays) shows both and neither hides the other.
void BoxPainter::puPlannedThreadMarker(const QRectF &tile)
{
    const double side = std::max(tile.height() * 0.3, 2.5 * hairline);
    const QPointF bl = tile.bottomLeft() + QPointF(tile.width() * 0.06, -tile.height() * 0.06);
    p->setBrush(Qt::NoBrush);
    // A light halo under the outline keeps it readable on the darkest tile.
    const QPointF tri[3] = {bl, bl + QPointF(side, 0), bl - QPointF(0, side)};
    const double w = std::max(side * 0.1, 1.75 * hairline);
    p->setPen(QPen(c.background, 2 * w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPolygon(tri, 3);
    p->setPen(QPen(c.threadMark, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPolygon(tri, 3);
}

void BoxPainter::device(const LayoutBox &b)
{
    const QRectF r = b.rect;
    const PciDevice &d = topo.devices[std::size_t(b.id)];
    // The picked device in the selection's colour and weight, as a picked
    // CPU is: its node's amber fill alone did not say which device it was.
    const bool picked = b.id == st.selectedDevice;
    p->setPen(picked ? QPen(c.selection, 3 * thin) : QPen(c.deviceBorder, thin));
    p->setBrush(c.device);
    p->drawRoundedRect(r, 3, 3);
    const double fh = r.height() * 0.36;
    if (readablePx(fh * 0.9, r.height() * 0.45, lod) <= 0)
        return;
    const int n = std::size_t(b.id) < st.deviceIrqs.size() ? st.deviceIrqs[std::size_t(b.id)] : 0;
    p->setFont(fontPx(readablePx(fh, r.height() * 0.45, lod), true));
    p->setPen(c.text);
    const QRectF top(r.left() + 5, r.top() + 1, r.width() - 10, r.height() / 2);
    p->drawText(top, Qt::AlignLeft | Qt::AlignVCenter,
                p->fontMetrics().elidedText(deviceLabel(d), Qt::ElideRight, int(top.width())));
    p->setFont(fontPx(readablePx(fh * 0.9, r.height() * 0.45, lod)));
    p->setPen(c.mutedText);
    const QRectF bottom(r.left() + 5, r.center().y() - 1, r.width() - 10, r.height() / 2);
    QString sub = d.bdf;
    if (st.hasIrqs)
        sub += QStringLiteral(" · ") +
               QCoreApplication::translate("TopologyPainter", "%n IRQs", nullptr, n);
    p->drawText(bottom, Qt::AlignLeft | Qt::AlignVCenter,
                p->fontMetrics().elidedText(sub, Qt::ElideRight, int(bottom.width())));
}

// Tiles too small for their ids (the compact form): the CPUs a selected
// IRQ goes to carry a flag with the id above them, so a lit tile among 1152
// says which CPU it is without hovering. Many targets stay unflagged: the
// flags would cover each other and the row labels say the range.
void BoxPainter::targetFlags()
{
    if (layout.puSize.height() * lod >= idMinPixels(st.hasIrqs))
        return;
    const CpuSet &targets = st.effective.empty() ? st.affinity : st.effective;
    if (targets.empty() || targets.count() > 16)
        return;
    const double px = 1.0 / std::max(lod, 1e-6); // one screen pixel in layout units
    const QFont f = fontPx(11 * px, true);
    p->setFont(f);
    for (const LayoutBox &b : layout.boxes) {
        if (b.kind != BoxKind::Pu || !targets.test(b.id))
            continue;
        const QString id = QString::number(b.id);
        const double w = labelWidth(id, f) + 8 * px, fh = 15 * px;
        const QRectF flag(b.rect.center().x() - w / 2, b.rect.top() - fh - 2 * px, w, fh);
        p->setPen(QPen(c.effective, 1.5 * px));
        p->setBrush(c.machine);
        p->drawRoundedRect(flag, 3 * px, 3 * px);
        p->drawLine(QPointF(b.rect.center().x(), flag.bottom()),
                    QPointF(b.rect.center().x(), b.rect.top()));
        p->setPen(c.text);
        drawLabel(p, flag, Qt::AlignCenter, id);
    }
}

} // namespace

void paintTopology(QPainter *p, const Topology &topo, const TopologyLayout &layout,
                   const GraphState &st, const QRectF &exposed, double lod)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setRenderHint(QPainter::TextAntialiasing, true);
    const double hairline = 1.0 / std::max(lod, 0.05);
    BoxPainter bp{p,
                  topo,
                  layout,
                  st,
                  st.dark ? GraphColors::dark() : GraphColors::light(),
                  lod,
                  hairline,
                  std::max(hairline, 1.0),
                  layout.headerHeight};
    for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
        const LayoutBox &b = layout.boxes[i];
        if (!exposed.isNull() && !b.rect.intersects(exposed))
            continue;
        const bool drop = int(i) == st.dropBox;
        switch (b.kind) {
        case BoxKind::Machine:
            bp.machine(b.rect);
            break;
        case BoxKind::Package:
            bp.package(b, drop);
            break;
        case BoxKind::Node:
        case BoxKind::MemoryNode:
        case BoxKind::DeviceShelf:
            bp.node(b, i, drop);
            break;
        case BoxKind::CacheDomain:
            bp.cacheDomain(b, drop);
            break;
        case BoxKind::Core:
            bp.core(b.rect, i, drop);
            break;
        case BoxKind::Pu:
            bp.pu(b, drop);
            break;
        case BoxKind::Device:
            bp.device(b);
            break;
        }
    }
    paintRowLabels(p, topo, layout, bp.c.text, exposed, lod);
    bp.targetFlags();
    p->restore();
}

} // namespace irqatlas
