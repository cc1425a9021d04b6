#include "trial/noise.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace irqatlas {

const char *judgementName(Judgement j)
{
    switch (j) {
    case Judgement::Better:
        return "better";
    case Judgement::Worse:
        return "worse";
    case Judgement::Changed:
        return "changed";
    case Judgement::WithinNoise:
        break;
    }
    return "within-noise";
}

PhaseStats phaseStats(const std::vector<double> &values)
{
    PhaseStats s;
    double sum = 0;
    for (double v : values) {
        if (!std::isfinite(v))
            continue;
        sum += v;
        ++s.n;
    }
    if (s.n == 0)
        return s;
    s.mean = sum / s.n;
    if (s.n < 2)
        return s;
    double sq = 0;
    for (double v : values) {
        if (std::isfinite(v))
            sq += (v - s.mean) * (v - s.mean);
    }
    s.sd = std::sqrt(sq / (s.n - 1));
    s.se = s.sd / std::sqrt(double(s.n));
    return s;
}

double tCritical999(double df)
{
    // t(0.9995, df): a 0.1 % two-sided test, so that a trial's dozen
    // machine-wide metrics and its per-CPU rows rarely call noise a change.
    static constexpr std::array<std::pair<double, double>, 17> table{{
        {1, 636.62},
        {2, 31.60},
        {3, 12.92},
        {4, 8.610},
        {5, 6.869},
        {6, 5.959},
        {7, 5.408},
        {8, 5.041},
        {9, 4.781},
        {10, 4.587},
        {12, 4.318},
        {15, 4.073},
        {20, 3.850},
        {30, 3.646},
        {60, 3.460},
        {120, 3.373},
        {1e9, 3.291},
    }};
    if (!(df > 1))
        return table.front().second;
    for (std::size_t i = 1; i < table.size(); ++i) {
        if (df <= table[i].first) {
            const auto [x0, y0] = table[i - 1];
            const auto [x1, y1] = table[i];
            return y0 + (y1 - y0) * (df - x0) / (x1 - x0);
        }
    }
    return table.back().second;
}

Comparison compareSeries(const std::vector<double> &before, const std::vector<double> &after,
                         Direction direction, NoiseFloor floor)
{
    Comparison c;
    c.before = phaseStats(before);
    c.after = phaseStats(after);
    c.change = c.after.mean - c.before.mean;
    if (c.before.n > 0 && c.before.mean != 0)
        c.relative = c.change / std::fabs(c.before.mean);
    if (c.before.n < kMinIntervals || c.after.n < kMinIntervals) {
        c.judgement = Judgement::WithinNoise;
        c.note = QCoreApplication::translate("irqatlas-trial",
                                             "fewer than %1 intervals with a value in a phase (%2 "
                                             "before, %3 after): no judgement")
                     .arg(kMinIntervals)
                     .arg(c.before.n)
                     .arg(c.after.n);
        c.threshold = 0;
        return c;
    }
    const double vb = c.before.se * c.before.se;
    const double va = c.after.se * c.after.se;
    double spread = 0;
    if (vb + va > 0) {
        // Welch-Satterthwaite; a phase without spread adds no term.
        const double den = vb * vb / (c.before.n - 1) + va * va / (c.after.n - 1);
        const double df = den > 0 ? (vb + va) * (vb + va) / den : 1e9;
        spread = tCritical999(df) * std::sqrt(vb + va);
    }
    const double scale = std::max(std::fabs(c.before.mean), std::fabs(c.after.mean));
    c.threshold = std::max({spread, floor.absolute, floor.relative * scale});
    if (!(std::fabs(c.change) > c.threshold)) {
        c.judgement = Judgement::WithinNoise;
        return c;
    }
    switch (direction) {
    case Direction::LowerIsBetter:
        c.judgement = c.change < 0 ? Judgement::Better : Judgement::Worse;
        break;
    case Direction::HigherIsBetter:
        c.judgement = c.change > 0 ? Judgement::Better : Judgement::Worse;
        break;
    case Direction::Neither:
        c.judgement = Judgement::Changed;
        break;
    }
    return c;
}

} // namespace irqatlas
