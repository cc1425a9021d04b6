#pragma once

#include <QColor>

namespace irqatlas {

// WCAG 2 contrast ratio of two colours (1 to 21).
double contrastRatio(const QColor &a, const QColor &b);

// The ink a tile's text is written in: the graph's dark text colour, white or
// black, whichever stands out most on `fill`. Any fill then gives at least
// 4.5:1 (WCAG AA), the hottest heat colour of either palette included.
QColor inkOn(const QColor &fill);

} // namespace irqatlas
