#include "ui/graph/rowlabelpaint.h"

#include "layout/compactlabels.h"
#include "layout/topologylayout.h"
#include "model/topology.h"
#include "ui/graph/paintbits.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace irqatlas {

double idMinPixels(bool hasIrqs)
{
    // With IRQs the id shares the tile with the count (see paintTopology).
    return hasIrqs ? 22 : 11;
}

namespace {

constexpr int kLabelFlags = Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap;

struct FittedLabel
{
    QString text;
    int px;
};

bool fits(const QString &text, QSizeF box, int px)
{
    QFont f;
    f.setPixelSize(px);
    const QRectF need =
        QFontMetricsF(f).boundingRect(QRectF(QPointF(0, 0), box), kLabelFlags, text);
    return need.width() <= box.width() + 0.5 && need.height() <= box.height() + 0.5;
}

// "CPUs 0–23, 576–599" with the first k runs of cpus and an ellipsis for
// the rest; bare, "0–23, 576–599", where the word does not fit (the node's
// title says they are CPUs). A line may break after "CPUs" or a comma,
// never inside "1144–1151": a word joiner holds the dash to the number.
QString labelText(const QStringList &runs, qsizetype k, bool bare = false)
{
    QString shown = runs.mid(0, k).join(QStringLiteral(", "));
    if (k < runs.size())
        shown += QStringLiteral(", \u2026");
    shown.replace(QLatin1Char('-'), QStringLiteral("\u2013\u2060"));
    return bare ? shown : QCoreApplication::translate("TopologyPainter", "CPUs %1").arg(shown);
}

// The largest type from base down to smallest in which a row's whole label
// fits its strip; smallest when none does.
int wholeLabelPx(const CpuSet &cpus, QSizeF box, int base, int smallest)
{
    thread_local QHash<QString, int> cache;
    const QString list = cpus.toListString();
    const QString key = list + QLatin1Char('/') + QString::number(base) + QLatin1Char('/') +
                        QString::number(smallest) + QLatin1Char('/') +
                        QString::number(box.width()) + QLatin1Char('x') +
                        QString::number(box.height());
    if (auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    const QStringList runs = list.split(QLatin1Char(','));
    const QString full = labelText(runs, runs.size());
    int px = smallest;
    for (int at = base; at > smallest; --at)
        if (fits(full, box, at)) {
            px = at;
            break;
        }
    if (cache.size() > 4096)
        cache.clear();
    cache.insert(key, px);
    return px;
}

// A row's runs of CPUs ("0-1", "8-9", "192-193") with the runs that hold an
// SMT sibling of the first run moved right behind it: a shortened label
// still says which siblings share the row's first cores.
QStringList runsSiblingsFirst(const Topology &t, const CpuSet &cpus)
{
    QStringList runs = cpus.toListString().split(QLatin1Char(','));
    if (runs.size() < 3 || cpus.empty())
        return runs;
    CpuSet siblings;
    if (const Pu *pu = t.pu(cpus.first()))
        if (const Core *core = t.coreById(pu->core))
            siblings = core->cpus;
    QStringList front{runs.front()}, rest;
    for (qsizetype i = 1; i < runs.size(); ++i) {
        const auto run = CpuSet::parseList(runs[i].toStdString());
        (run && !(*run & siblings).empty() ? front : rest).push_back(runs[i]);
    }
    return front + rest;
}

// What a row's strip shows in type px: all its runs of CPUs (an SMT
// sibling's range too), else as many as fit and an ellipsis (the tooltip
// has the rest), then the same without the word "CPUs"; nothing when not
// even the first run fits: a label is never shrunk below the floor nor
// spilled onto the tiles.
FittedLabel fitLabel(const Topology &t, const CpuSet &cpus, QSizeF box, int px)
{
    const QStringList inOrder = cpus.toListString().split(QLatin1Char(','));
    if (const QString all = labelText(inOrder, inOrder.size()); fits(all, box, px))
        return {all, px};
    const QStringList runs = runsSiblingsFirst(t, cpus);
    for (bool bare : {false, true})
        for (qsizetype k = runs.size(); k >= 1; --k)
            if (const QString text = labelText(runs, k, bare); fits(text, box, px))
                return {text, px};
    return {QString(), px};
}

} // namespace

void paintRowLabels(QPainter *p, const Topology &topology, const TopologyLayout &layout,
                    const QColor &ink, const QRectF &exposed, double lod)
{
    if (layout.rowLabels.empty())
        return;
    // One type for every row, so no label reads as more important than its
    // neighbour: the largest in which every row's whole label fits, down to
    // 70 % of the layout's and never below the readable floor. A row strip
    // too low for the floor leaves the labels out (zoom in for them).
    const double floorPx = std::ceil(kMinTextPx / std::max(lod, 1e-6));
    const double rowHeight = layout.rowLabels.front().rect.height();
    const int base = std::max(1, int(std::lround(std::max(layout.rowLabelFont, floorPx))));
    if (base > rowHeight * 0.9)
        return;
    const int smallest = std::max(int(floorPx), base * 7 / 10);
    int px = base;
    for (const RowLabel &row : layout.rowLabels)
        px = std::min(px, wholeLabelPx(row.cpus, row.rect.size(), base, smallest));
    p->save();
    p->setPen(ink);
    QFont f;
    f.setPixelSize(px);
    p->setFont(f);
    for (const RowLabel &row : layout.rowLabels) {
        if (!exposed.isNull() && !row.rect.intersects(exposed))
            continue;
        const FittedLabel label = fitLabel(topology, row.cpus, row.rect.size(), px);
        if (label.text.isEmpty())
            continue;
        p->save();
        p->setClipRect(row.rect.adjusted(-1, -1, 1, 1), Qt::IntersectClip);
        p->drawText(row.rect, kLabelFlags, label.text);
        p->restore();
    }
    p->restore();
}

} // namespace irqatlas
