#include "layout/compactlabels.h"

#include "layout/topologylayout.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace irqatlas {

CpuSet cpusInBox(const TopologyLayout &layout, int box)
{
    CpuSet out;
    for (const LayoutBox &b : layout.boxes) {
        if (b.kind != BoxKind::Pu)
            continue;
        for (int p = b.parent; p >= 0; p = layout.boxes[std::size_t(p)].parent) {
            if (p == box) {
                out.set(b.id);
                break;
            }
        }
    }
    return out;
}

QString cpuRangeTitle(const CpuSet &cpus)
{
    QString list = cpus.toListString();
    list.replace(QLatin1Char('-'), QChar(0x2013)).replace(QLatin1Char(','), QStringLiteral(", "));
    return QCoreApplication::translate("TopologyPainter", "CPUs %1").arg(list);
}

double rowLabelStripWidth(int maxCpuId, double fontUnits)
{
    int digits = 1;
    for (int v = std::max(maxCpuId, 0); v >= 10; v /= 10)
        ++digits;
    // Sans digits are about 0.64 em, an en dash half an em; "CPUs" about 2.6 em.
    const double ems = std::max(2.6, 0.64 * 2 * digits + 0.55);
    return std::ceil(fontUnits * (ems + 0.3));
}

std::vector<RowLabel> computeRowLabels(const TopologyLayout &layout, double stripLeftPad,
                                       double stripWidth)
{
    // The node block each box lies in (parents come before their children).
    const std::size_t n = layout.boxes.size();
    std::vector<int> nodeOf(n, -1);
    struct Band
    {
        double top, bottom;
        int cpu;
    };
    std::vector<std::vector<Band>> bands(n);
    for (std::size_t i = 0; i < n; ++i) {
        const LayoutBox &b = layout.boxes[i];
        if (b.kind == BoxKind::Node)
            nodeOf[i] = int(i);
        else if (b.parent >= 0 && std::size_t(b.parent) < i)
            nodeOf[i] = nodeOf[std::size_t(b.parent)];
        if (b.kind != BoxKind::Pu || nodeOf[i] < 0)
            continue;
        // The core's frame, not the bare tile: a row's label spans what the eye groups.
        const LayoutBox *core = layout.box(b.parent);
        const QRectF r = core && core->kind == BoxKind::Core ? core->rect : b.rect;
        bands[std::size_t(nodeOf[i])].push_back({r.top(), r.bottom(), b.id});
    }
    std::vector<RowLabel> out;
    for (std::size_t node = 0; node < n; ++node) {
        std::vector<Band> &bs = bands[node];
        if (bs.empty())
            continue;
        std::sort(bs.begin(), bs.end(), [](const Band &a, const Band &b) { return a.top < b.top; });
        const QRectF &nr = layout.boxes[node].rect;
        RowLabel row;
        double top = bs.front().top, bottom = bs.front().bottom;
        auto flush = [&] {
            row.rect = QRectF(nr.left() + stripLeftPad, top, stripWidth, bottom - top);
            row.nodeBox = int(node);
            out.push_back(std::move(row));
            row = {};
        };
        for (const Band &b : bs) {
            // Overlapping heights make one row, however far apart the tiles are.
            if (b.top >= bottom - 0.01) {
                flush();
                top = b.top;
                bottom = b.bottom;
            }
            bottom = std::max(bottom, b.bottom);
            row.cpus.set(b.cpu);
        }
        flush();
    }
    return out;
}

QString rowLabelText(const RowLabel &row)
{
    return cpuRangeTitle(row.cpus);
}

} // namespace irqatlas
