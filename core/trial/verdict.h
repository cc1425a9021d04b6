#pragma once

#include "trial/noise.h"
#include "trial/phase.h"

#include <QString>
#include <string>
#include <vector>

namespace irqatlas {

struct MetricVerdict
{
    std::string metric; // "hardirq_pct", ... (docs/CLI.md, trial)
    Direction direction = Direction::Neither;
    Comparison comparison;
};

struct CpuVerdict
{
    int cpu = -1;
    std::vector<MetricVerdict> metrics; // hardirq_pct, softirq_pct, irqs_per_sec
    bool changed() const;               // any judgement other than within-noise
};

// How much of one softirq type's work changed CPUs: the total variation
// distance between its per-CPU shares before and after (0: same CPUs in the
// same proportions, 1: entirely different CPUs).
struct SoftirqMove
{
    std::string type;
    double beforePerSec = 0; // machine-wide means
    double afterPerSec = 0;
    double distance = 0;    // between the phases
    double noise = 0;       // the larger distance between a phase's even and odd intervals
    int busiestBefore = -1; // CPU with the largest share
    int busiestAfter = -1;
    bool moved = false;
};

struct Verdict
{
    std::vector<MetricVerdict> machine;
    std::vector<CpuVerdict> cpus; // ascending CPU id, CPUs seen in both phases
    std::vector<SoftirqMove> softirqs;
    int beforeIntervals = 0;
    int afterIntervals = 0;
};

// The verdict between two phases (docs/ALGORITHMS.md, "Trial verdict").
Verdict computeVerdict(const TrialPhase &before, const TrialPhase &after);

// The metric's unit as printed ("%", "/s", "x", "share").
const char *metricUnit(const std::string &metric);
// A translated one-line description of the metric.
QString metricLabel(const std::string &metric);
// Why a change of a metric without a direction is not called better or worse.
QString neitherReason(const std::string &metric);

} // namespace irqatlas
