#include "ui/graph/rowlabelpaint.h"

#include "layout/compactlabels.h"
#include "layout/topologylayout.h"

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

// What a row's strip shows: all its runs of CPUs in type down to 70 % of
// base, else as many runs as fit so and an ellipsis (the tooltip has the
// rest), else one run in 60 % type, clipped: never spilled onto the tiles. Remembered, because a
// repaint of a 1152-PU machine asks for 192 of them.
FittedLabel fitLabel(const CpuSet &cpus, QSizeF box, int base)
{
    thread_local QHash<QString, FittedLabel> cache;
    const QString list = cpus.toListString();
    const QString key = list + QLatin1Char('/') + QString::number(base) + QLatin1Char('/') +
                        QString::number(box.width()) + QLatin1Char('x') +
                        QString::number(box.height());
    if (auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    const QStringList runs = list.split(QLatin1Char(','));
    auto textOf = [&](qsizetype k) {
        QString shown = runs.mid(0, k).join(QStringLiteral(", "));
        if (k < runs.size())
            shown += QStringLiteral(", \u2026");
        // A line may break after "CPUs" or a comma, never inside "1144–1151":
        // a word joiner holds the dash to the number after it.
        shown.replace(QLatin1Char('-'), QStringLiteral("\u2013\u2060"));
        return QCoreApplication::translate("TopologyPainter", "CPUs %1").arg(shown);
    };
    // All of it first, from the full size down to 70 % of it; else the
    // largest type in which a shortened form fits, with as many runs as fit
    // in it, so shortened labels keep their neighbours' size.
    const int smallest = std::max(1, base * 7 / 10);
    FittedLabel out{textOf(1), std::max(1, base * 6 / 10)};
    bool found = false;
    const QString full = textOf(runs.size());
    for (int px = base; px >= smallest && !found; --px)
        if (fits(full, box, px)) {
            out = {full, px};
            found = true;
        }
    for (int px = base; px >= smallest && !found; --px)
        for (qsizetype k = runs.size() - 1; k >= 1 && !found; --k)
            if (const QString text = textOf(k); fits(text, box, px)) {
                out = {text, px};
                found = true;
            }
    if (cache.size() > 4096)
        cache.clear();
    cache.insert(key, out);
    return out;
}

} // namespace

void paintRowLabels(QPainter *p, const TopologyLayout &layout, const QColor &ink,
                    const QRectF &exposed, double lod)
{
    // Below about 4 px on screen type is a grey smear, not a label.
    if (layout.rowLabels.empty() || layout.rowLabelFont * lod < 4)
        return;
    p->save();
    p->setPen(ink);
    const int base = std::max(1, int(std::lround(layout.rowLabelFont)));
    for (const RowLabel &row : layout.rowLabels) {
        if (!exposed.isNull() && !row.rect.intersects(exposed))
            continue;
        const FittedLabel label = fitLabel(row.cpus, row.rect.size(), base);
        QFont f;
        f.setPixelSize(label.px);
        p->setFont(f);
        // The last resort is clipped, not spilled onto the tiles.
        p->save();
        p->setClipRect(row.rect.adjusted(-1, -1, 1, 1), Qt::IntersectClip);
        p->drawText(row.rect, kLabelFlags, label.text);
        p->restore();
    }
    p->restore();
}

} // namespace irqatlas
