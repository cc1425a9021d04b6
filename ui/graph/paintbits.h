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

// A per-CPU count, 0 for a CPU the vector does not reach.
inline int countAt(const std::vector<int> &v, int cpu)
{
    return cpu >= 0 && std::size_t(cpu) < v.size() ? v[std::size_t(cpu)] : 0;
}

} // namespace irqatlas
