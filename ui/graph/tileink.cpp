#include "ui/graph/tileink.h"

#include <algorithm>
#include <cmath>

namespace irqatlas {

namespace {
double luminance(const QColor &c)
{
    auto lin = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = c.toRgb();
    return 0.2126 * lin(rgb.redF()) + 0.7152 * lin(rgb.greenF()) + 0.0722 * lin(rgb.blueF());
}
} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor inkOn(const QColor &fill)
{
    // The graph's own dark ink where it is readable, else the better of white and black.
    const QColor darkInk(0x1f, 0x29, 0x33);
    if (contrastRatio(fill, darkInk) >= 4.5)
        return darkInk;
    const QColor white(Qt::white), black(Qt::black);
    return contrastRatio(fill, white) >= contrastRatio(fill, black) ? white : black;
}

} // namespace irqatlas
