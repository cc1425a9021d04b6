#pragma once

#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

// Which way a metric should move for a plan to have helped. Neither: the
// figure follows the load (IRQ/s) or only says where work went.
enum class Direction
{
    LowerIsBetter,
    HigherIsBetter,
    Neither
};

// "changed": a real change of a metric without a better direction.
enum class Judgement
{
    Better,
    Worse,
    WithinNoise,
    Changed
};

const char *judgementName(Judgement j);

// Mean and spread of one phase's per-interval values.
struct PhaseStats
{
    int n = 0;       // intervals with a value
    double mean = 0; // 0 when n == 0
    double sd = 0;   // sample standard deviation (n - 1), 0 when n < 2
    double se = 0;   // standard error of the mean, sd / sqrt(n)
};

PhaseStats phaseStats(const std::vector<double> &values);

// What a difference must exceed before it is more than noise, besides the
// phases' own spread: an absolute resolution (a /proc/stat tick, one IRQ) and
// a share of the larger mean.
struct NoiseFloor
{
    double absolute = 0;
    double relative = 0.05;
};

struct Comparison
{
    PhaseStats before;
    PhaseStats after;
    double change = 0;              // after.mean - before.mean
    std::optional<double> relative; // change / |before.mean|; nullopt when before.mean is 0
    double threshold = 0;           // |change| must exceed this to count
    Judgement judgement = Judgement::WithinNoise;
    QString note; // why within noise when that is not the spread (too few intervals)
};

// Welch's test on the difference of the means: significant when |change|
// exceeds t(0.999, df) * sqrt(se_b^2 + se_a^2) (df by Welch-Satterthwaite)
// and the floor. Fewer than kMinIntervals values in either phase is never
// significant. See docs/ALGORITHMS.md, "Trial verdict".
Comparison compareSeries(const std::vector<double> &before, const std::vector<double> &after,
                         Direction direction, NoiseFloor floor);

inline constexpr int kMinIntervals = 2;

// Two-sided 99.9 % quantile of Student's t with df degrees of freedom
// (interpolated from a table; df <= 1 gives the df = 1 value).
double tCritical999(double df);

} // namespace irqatlas
