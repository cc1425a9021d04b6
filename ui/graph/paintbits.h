#pragma once

#include <QFont>
#include <algorithm>
#include <cmath>
#include <vector>

// Small helpers the graph's painters and its box descriptions share.
namespace irqatlas {

// A font sized in pixels, so labels scale with the tile and not the DPI.
inline QFont fontPx(double px, bool bold = false)
{
    QFont f;
    f.setPixelSize(std::max(1, int(std::lround(px))));
    f.setBold(bold);
    return f;
}

// Type smaller than this on screen is guessed at, not read: the graph
// raises a text to it where its box has room, and leaves the text out where
// it has none (zooming in brings it back), rather than shrink below it.
constexpr double kMinTextPx = 8;

// The pixel size, in layout units, for a text asked at px in a box boxH
// tall (layout units) at the on-screen scale lod: px when it reads, else the
// floor when the box has room for it, else 0: leave the text out.
inline double readablePx(double px, double boxH, double lod)
{
    const double floor = std::ceil(kMinTextPx / std::max(lod, 1e-6));
    if (std::lround(px) >= floor)
        return px;
    return floor <= boxH * 0.9 ? floor : 0;
}

// A per-CPU count, 0 for a CPU the vector does not reach.
inline int countAt(const std::vector<int> &v, int cpu)
{
    return cpu >= 0 && std::size_t(cpu) < v.size() ? v[std::size_t(cpu)] : 0;
}

} // namespace irqatlas
