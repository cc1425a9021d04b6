#include "ui/graph/structurepaint.h"

#include "layout/boxtitles.h"
#include "layout/topologylayout.h"
#include "model/topology.h"
#include "ui/common/graphstate.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/paintbits.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace irqatlas {

double puCornerRadius(const Topology &t, int cpu, const QRectF &tile)
{
    return isEfficiencyCpu(t, cpu) ? std::min(tile.width(), tile.height()) * 0.32 : 2.5;
}

DomainMark cacheDomainMark(const TopologyLayout &layout, const LayoutBox &box, const GraphState &st)
{
    if (std::size_t(box.id) >= layout.domains.size())
        return DomainMark::None;
    const CpuSet &cpus = layout.domains[std::size_t(box.id)].cpus;
    // The strong mark goes where the interrupts are delivered, not where the
    // device is local: the question a selected NIC or NVMe raises is whether
    // its interrupt and softirq work shares an L3 with the application (and
    // whether all its queues crowd one L3, which lint warns about). Local
    // CPUs are usually the whole node (an EPYC in NPS1 lists all 12 CCDs of
    // the socket), so they get only the node's highlight fill: it keeps the
    // node highlight visible now that domain boxes cover most of the node.
    const CpuSet &targets = st.effective.empty() ? st.affinity : st.effective;
    if (!(cpus & targets).empty() || !(cpus & st.deviceTargets).empty())
        return DomainMark::Delivered;
    if (!(cpus & st.deviceLocal).empty())
        return DomainMark::Local;
    return DomainMark::None;
}

void paintCacheDomain(QPainter *p, const TopologyLayout &layout, const LayoutBox &b,
                      const GraphColors &c, DomainMark mark, double lod, double thin)
{
    const bool delivered = mark == DomainMark::Delivered;
    QPen pen(delivered ? c.selection : c.nodeBorder, delivered ? 2 * thin : thin);
    if (b.partial)
        pen.setStyle(Qt::DashLine);
    p->setPen(pen);
    p->setBrush(mark == DomainMark::None ? c.core : c.nodeHighlight);
    p->drawRoundedRect(b.rect, 4, 4);
    const double h = layout.domainHeaderHeight;
    const double px = readablePx(h * 0.62, h, lod);
    if (px <= 0 || std::size_t(b.id) >= layout.domains.size())
        return;
    const QRectF strip(b.rect.left() + h * 0.3, b.rect.top(), b.rect.width() - h * 0.6, h);
    QFont f = fontPx(px, true);
    p->setFont(f);
    p->setPen(c.mutedText);
    const QString title = cacheDomainTitle(layout.domains[std::size_t(b.id)]);
    p->drawText(strip, Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetricsF(f).elidedText(title, Qt::ElideRight, strip.width()));
}

void paintKindLegend(QPainter *p, const Topology &t, const QRectF &strip, const GraphColors &c,
                     double lod)
{
    const double h = strip.height();
    const double px = readablePx(h * 0.55, h, lod);
    if (t.cpuKinds.size() < 2 || px <= 0)
        return;
    const QFont f = fontPx(px);
    const QFontMetricsF fm(f);
    const QSizeF sample(h * 1.1, h * 0.75);
    double x = strip.left();
    p->setFont(f);
    // hwloc lists the least efficient kind first: the legend starts with the fastest.
    for (std::size_t k = t.cpuKinds.size(); k-- > 0 && x < strip.right();) {
        const QRectF tile(x, strip.center().y() - sample.height() / 2, sample.width(),
                          sample.height());
        const int cpu = t.cpuKinds[k].cpus.first();
        QPen pen(c.coreBorder, std::max(1.0, h * 0.07));
        pen.setStyle(isEfficiencyCpu(t, cpu) ? Qt::DashLine : Qt::SolidLine);
        p->setPen(pen);
        p->setBrush(c.puBase);
        const double r = puCornerRadius(t, cpu, tile);
        p->drawRoundedRect(tile, r, r);
        x += sample.width() + h * 0.3;
        const QString label = kindLabel(t, int(k));
        const double w = std::min(fm.horizontalAdvance(label) + 1, strip.right() - x);
        p->setPen(c.text);
        p->drawText(QRectF(x, strip.top(), w, h), Qt::AlignLeft | Qt::AlignVCenter,
                    fm.elidedText(label, Qt::ElideRight, w));
        x += w + h * 0.9;
    }
}

QString memoryCacheLabel(const NumaNode &n)
{
    if (n.memoryCaches.empty())
        return {};
    QStringList sizes;
    for (const MemorySideCache &m : n.memoryCaches)
        sizes << (m.sizeBytes ? formatBytes(double(m.sizeBytes))
                              : QCoreApplication::translate("StructurePaint", "size unknown"));
    return QCoreApplication::translate("StructurePaint", "MemCache %1")
        .arg(sizes.join(QStringLiteral(" + ")));
}

namespace {

QFont bandFont(double headerHeight)
{
    return fontPx(headerHeight * 0.42);
}

} // namespace

QRectF memoryCacheBand(const NumaNode &n, const QRectF &node, double h)
{
    if (n.memoryCaches.empty() || h <= 0)
        return {};
    const double pad = h * 0.3;
    // Capped so that a narrow memory-only node keeps room for its tier.
    const double w =
        std::min(QFontMetricsF(bandFont(h)).horizontalAdvance(memoryCacheLabel(n)) + 2 * pad,
                 node.width() * 0.45);
    return QRectF(node.right() - h * 0.3 - w, node.top() + h * 0.22, w, h * 0.56);
}

void paintMemoryCacheBand(QPainter *p, const NumaNode &n, const QRectF &node, double h,
                          const GraphColors &c, double lod, double thin)
{
    const QRectF band = memoryCacheBand(n, node, h);
    if (band.isEmpty())
        return;
    p->setPen(QPen(c.nodeBorder, thin));
    p->setBrush(c.core);
    p->drawRoundedRect(band, band.height() * 0.3, band.height() * 0.3);
    const double px = readablePx(h * 0.42, band.height(), lod);
    if (px <= 0)
        return;
    const QFont f = fontPx(px);
    p->setFont(f);
    p->setPen(c.mutedText);
    const QRectF text = band.adjusted(h * 0.3, 0, -h * 0.3, 0);
    p->drawText(text, Qt::AlignCenter,
                QFontMetricsF(f).elidedText(memoryCacheLabel(n), Qt::ElideRight, text.width()));
}

QString describeMemoryCaches(const NumaNode &n)
{
    QStringList lines;
    for (const MemorySideCache &m : n.memoryCaches)
        lines << QCoreApplication::translate(
                     "StructurePaint",
                     "Memory-side cache, level %1: %2, in front of this node's memory "
                     "for every CPU that reaches it")
                     .arg(m.level)
                     .arg(m.sizeBytes
                              ? formatBytes(double(m.sizeBytes))
                              : QCoreApplication::translate("StructurePaint", "size unknown"));
    return lines.join(QStringLiteral("\n"));
}

QString describeCacheDomain(const Topology &t, const TopologyLayout &layout, const LayoutBox &b)
{
    if (std::size_t(b.id) >= layout.domains.size())
        return {};
    const CacheDomain &d = layout.domains[std::size_t(b.id)];
    int cores = 0;
    for (const Core &c : t.cores)
        cores += c.cpus.isSubsetOf(d.cpus) ? 1 : 0;
    QString text = cacheDomainTitle(d);
    text += QStringLiteral("\n") +
            QCoreApplication::translate("StructurePaint", "%n cores", nullptr, cores) +
            QStringLiteral(" · ") +
            QCoreApplication::translate("StructurePaint", "CPUs %1").arg(d.cpus.toListString());
    if (b.partial)
        text += QStringLiteral("\n") +
                QCoreApplication::translate("StructurePaint",
                                            "Shared with CPUs of another NUMA node block.");
    return text + QStringLiteral("\n") +
           QCoreApplication::translate("StructurePaint",
                                       "Drop IRQs here to move them to every CPU of this domain.");
}

} // namespace irqatlas
