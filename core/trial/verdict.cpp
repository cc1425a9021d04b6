#include "trial/verdict.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <functional>

namespace irqatlas {
namespace {

using Pick = std::function<std::optional<double>(const IntervalFigures &)>;

std::vector<double> series(const TrialPhase &p, const Pick &pick)
{
    std::vector<double> out;
    out.reserve(p.intervals().size());
    for (const IntervalFigures &f : p.intervals()) {
        if (const auto v = pick(f); v && std::isfinite(*v))
            out.push_back(*v);
    }
    return out;
}

// Resolution of each kind of figure: a share of one /proc/stat tick is not
// known better than 0.1 percentage point at the intervals a trial uses, a
// rate not better than one IRQ per second.
NoiseFloor floorOf(const std::string &metric)
{
    if (metric == "irq_time_imbalance")
        return {0.05, 0.05};
    if (metric == "plan_local_share")
        return {0.02, 0.0};
    if (metric.find("irqs_per_sec") != std::string::npos)
        return {1.0, 0.05};
    return {0.1, 0.05};
}

MetricVerdict judge(const std::string &metric, Direction d, const std::vector<double> &b,
                    const std::vector<double> &a)
{
    MetricVerdict v;
    v.metric = metric;
    v.direction = d;
    v.comparison = compareSeries(b, a, d, floorOf(metric));
    if (v.comparison.judgement == Judgement::Changed)
        v.comparison.note = neitherReason(metric);
    return v;
}

// Mean softirq/s of one type per CPU over the intervals of a parity (0, 1)
// or of all (-1).
std::map<int, double> meanShares(const std::map<int, TrialPhase::SoftirqCell> &cells, int parity)
{
    std::map<int, double> out;
    for (const auto &[cpu, c] : cells) {
        double sum = 0;
        int n = 0;
        for (int k = 0; k < 2; ++k) {
            if (parity >= 0 && parity != k)
                continue;
            sum += c.sum[std::size_t(k)];
            n += c.count[std::size_t(k)];
        }
        if (n > 0)
            out[cpu] = sum / n;
    }
    return out;
}

double total(const std::map<int, double> &m)
{
    double s = 0;
    for (const auto &[cpu, v] : m)
        s += v;
    return s;
}

// Total variation distance of two per-CPU distributions; -1 when either has
// no work at all (nothing to compare, never a division by zero).
double distance(const std::map<int, double> &p, const std::map<int, double> &q)
{
    const double tp = total(p), tq = total(q);
    if (!(tp > 0) || !(tq > 0))
        return -1;
    std::map<int, double> diff;
    for (const auto &[cpu, v] : p)
        diff[cpu] += v / tp;
    for (const auto &[cpu, v] : q)
        diff[cpu] -= v / tq;
    double d = 0;
    for (const auto &[cpu, v] : diff)
        d += std::fabs(v);
    return d / 2;
}

int busiest(const std::map<int, double> &m)
{
    int cpu = -1;
    double most = 0;
    for (const auto &[c, v] : m) {
        if (v > most) {
            most = v;
            cpu = c;
        }
    }
    return cpu;
}

} // namespace

bool CpuVerdict::changed() const
{
    return std::any_of(metrics.begin(), metrics.end(), [](const MetricVerdict &m) {
        return m.comparison.judgement != Judgement::WithinNoise;
    });
}

Verdict computeVerdict(const TrialPhase &before, const TrialPhase &after)
{
    Verdict v;
    v.beforeIntervals = int(before.intervals().size());
    v.afterIntervals = int(after.intervals().size());
    auto machine = [&](const char *name, Direction d, const Pick &pick) {
        v.machine.push_back(judge(name, d, series(before, pick), series(after, pick)));
    };
    machine("hardirq_pct", Direction::LowerIsBetter,
            [](const IntervalFigures &f) { return f.hardirqPct; });
    machine("softirq_pct", Direction::LowerIsBetter,
            [](const IntervalFigures &f) { return f.softirqPct; });
    machine("irqs_per_sec_plan", Direction::Neither,
            [](const IntervalFigures &f) { return f.irqsPlan; });
    machine("irqs_per_sec_all", Direction::Neither,
            [](const IntervalFigures &f) { return f.irqsAll; });
    machine("irq_time_imbalance", Direction::LowerIsBetter,
            [](const IntervalFigures &f) { return f.imbalance; });
    machine("busiest_cpu_irq_pct", Direction::LowerIsBetter,
            [](const IntervalFigures &f) { return f.busiestPct; });
    machine("plan_local_share", Direction::HigherIsBetter,
            [](const IntervalFigures &f) { return f.localShare; });

    for (const auto &[cpu, b] : before.cpus()) {
        const auto a = after.cpus().find(cpu);
        if (a == after.cpus().end())
            continue;
        CpuVerdict c;
        c.cpu = cpu;
        c.metrics.push_back(
            judge("hardirq_pct", Direction::LowerIsBetter, b.hardirqPct, a->second.hardirqPct));
        c.metrics.push_back(
            judge("softirq_pct", Direction::LowerIsBetter, b.softirqPct, a->second.softirqPct));
        c.metrics.push_back(
            judge("irqs_per_sec", Direction::Neither, b.irqsPerSec, a->second.irqsPerSec));
        v.cpus.push_back(std::move(c));
    }

    static const std::map<int, TrialPhase::SoftirqCell> none;
    std::vector<std::string> types;
    for (const auto &[type, cells] : before.softirqs())
        types.push_back(type);
    for (const auto &[type, cells] : after.softirqs()) {
        if (!before.softirqs().count(type))
            types.push_back(type);
    }
    for (const std::string &type : types) {
        const auto bi = before.softirqs().find(type);
        const auto ai = after.softirqs().find(type);
        const auto &bc = bi == before.softirqs().end() ? none : bi->second;
        const auto &ac = ai == after.softirqs().end() ? none : ai->second;
        SoftirqMove m;
        m.type = type;
        const auto bAll = meanShares(bc, -1), aAll = meanShares(ac, -1);
        m.beforePerSec = total(bAll);
        m.afterPerSec = total(aAll);
        m.busiestBefore = busiest(bAll);
        m.busiestAfter = busiest(aAll);
        m.distance = std::max(0.0, distance(bAll, aAll));
        const double nb = distance(meanShares(bc, 0), meanShares(bc, 1));
        const double na = distance(meanShares(ac, 0), meanShares(ac, 1));
        m.noise = std::max({0.0, nb, na});
        // The halves need work in both and two intervals per phase; a type
        // idle in a phase cannot be said to have moved.
        m.moved =
            nb >= 0 && na >= 0 && distance(bAll, aAll) >= 0 && m.distance > 2 * m.noise + 0.05;
        v.softirqs.push_back(std::move(m));
    }
    return v;
}

const char *metricUnit(const std::string &metric)
{
    if (metric == "metric")
        return ""; // whatever the user's command prints
    if (metric == "irq_time_imbalance")
        return "x";
    if (metric == "plan_local_share")
        return "share";
    if (metric.find("irqs_per_sec") != std::string::npos)
        return "/s";
    return "%";
}

QString metricLabel(const std::string &metric)
{
    if (metric == "hardirq_pct")
        return QCoreApplication::translate("irqatlas-trial", "hard-IRQ time (mpstat %irq)");
    if (metric == "softirq_pct")
        return QCoreApplication::translate("irqatlas-trial", "soft-IRQ time (mpstat %soft)");
    if (metric == "irqs_per_sec_plan")
        return QCoreApplication::translate("irqatlas-trial", "IRQ/s of the plan's IRQs");
    if (metric == "irqs_per_sec_all")
        return QCoreApplication::translate("irqatlas-trial", "IRQ/s of all IRQs");
    if (metric == "irqs_per_sec")
        return QCoreApplication::translate("irqatlas-trial", "IRQ/s");
    if (metric == "irq_time_imbalance")
        return QCoreApplication::translate("irqatlas-trial",
                                           "IRQ time imbalance over CPUs (max/mean)");
    if (metric == "busiest_cpu_irq_pct")
        return QCoreApplication::translate("irqatlas-trial", "IRQ time of the busiest CPU");
    if (metric == "plan_local_share")
        return QCoreApplication::translate("irqatlas-trial",
                                           "share of the plan's IRQs on their device's node");
    if (metric == "metric")
        return QCoreApplication::translate("irqatlas-trial", "the --metric command's figure");
    return QString::fromStdString(metric);
}

QString neitherReason(const std::string &metric)
{
    if (metric.find("irqs_per_sec") != std::string::npos)
        return QCoreApplication::translate("irqatlas-trial",
                                           "IRQ/s follow the load (and coalescing): more or fewer "
                                           "is neither better nor worse by itself");
    return QCoreApplication::translate("irqatlas-trial", "this figure has no better direction");
}

} // namespace irqatlas
