#include "ui/plan/scoremetrics.h"

#include <QCoreApplication>
#include <algorithm>

namespace irqatlas {

QString ScoreMetric::format(const PlanScore &score) const
{
    const std::optional<double> v = value ? value(score) : std::nullopt;
    if (!v)
        return QStringLiteral("-");
    return decimals > 0 ? QString::number(*v, 'f', decimals) : QString::number(qint64(*v));
}

const std::vector<ScoreMetric> &scoreMetrics()
{
    using B = ScoreMetric::Better;
    using V = std::optional<double>;
    // Built on first use so the texts follow the installed translator.
    static const std::vector<ScoreMetric> metrics = {
        {QCoreApplication::translate("ScoreMetric", "IRQs planned"),
         QCoreApplication::translate("ScoreMetric", "Plan entries that resolve on this machine."),
         B::Neither, 0, [](const PlanScore &s) -> V { return s.irqs; }},
        {QCoreApplication::translate("ScoreMetric", "Unresolved entries"),
         QCoreApplication::translate("ScoreMetric",
                                     "Plan entries that match no IRQ here; they are not scored."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.unresolved; }},
        {QCoreApplication::translate("ScoreMetric", "Mean NUMA distance"),
         QCoreApplication::translate(
             "ScoreMetric",
             "Average distance from each IRQ's device node (or the Node asked for) to the nodes "
             "of its CPUs (10 = local)."),
         B::Lower, 2, [](const PlanScore &s) -> V { return s.meanDistance; }},
        {QCoreApplication::translate("ScoreMetric", "Largest NUMA distance"),
         QCoreApplication::translate("ScoreMetric",
                                     "The farthest any IRQ is sent from its device."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.maxDistance; }},
        {QCoreApplication::translate("ScoreMetric", "IRQs without a node"),
         QCoreApplication::translate(
             "ScoreMetric",
             "IRQs whose device node is unknown and no Node was asked for; left out of the distances."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.withoutNode; }},
        {QCoreApplication::translate("ScoreMetric", "Most IRQs on one CPU"),
         QCoreApplication::translate("ScoreMetric",
                                     "The largest number of IRQs allowed on any single CPU."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.maxIrqsPerCpu; }},
        {QCoreApplication::translate("ScoreMetric", "Most IRQs on one core"),
         QCoreApplication::translate("ScoreMetric",
                                     "The largest number of IRQs touching any single core."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.maxIrqsPerCore; }},
        {QCoreApplication::translate("ScoreMetric", "SMT sibling pairs"),
         QCoreApplication::translate(
             "ScoreMetric",
             "Pairs of IRQs on different hardware threads of the same core; they compete for it."),
         B::Lower, 0, [](const PlanScore &s) -> V { return double(s.siblingPairs); }},
        {QCoreApplication::translate("ScoreMetric", "Shared CPU pairs"),
         QCoreApplication::translate("ScoreMetric", "Pairs of IRQs that may run on the same CPU."),
         B::Lower, 0, [](const PlanScore &s) -> V { return double(s.sharedCpuPairs); }},
        {QCoreApplication::translate("ScoreMetric", "CPUs used"),
         QCoreApplication::translate("ScoreMetric", "CPUs that receive at least one planned IRQ."),
         B::Neither, 0, [](const PlanScore &s) -> V { return s.cpusUsed; }},
        {QCoreApplication::translate("ScoreMetric", "Imbalance"),
         QCoreApplication::translate(
             "ScoreMetric",
             "Busiest CPU's share of the IRQ load over the average share (1.00 = even)."),
         B::Lower, 2, [](const PlanScore &s) -> V { return s.imbalance; }},
        {QCoreApplication::translate("ScoreMetric", "L3 domains used"),
         QCoreApplication::translate("ScoreMetric",
                                     "Last-level cache domains (L3: a CCX/CCD on AMD) that receive at "
                                     "least one planned IRQ; \"-\" when the source has no cache information."),
         B::Neither, 0, [](const PlanScore &s) -> V {
             return s.llcDomainsUsed ? V(*s.llcDomainsUsed) : std::nullopt;
         }},
        {QCoreApplication::translate("ScoreMetric", "Most IRQs in one L3 domain"),
         QCoreApplication::translate("ScoreMetric",
                                     "The largest number of IRQs touching any single L3 domain; they share its cache."),
         B::Lower, 0, [](const PlanScore &s) -> V {
             return s.maxIrqsPerLlc ? V(*s.maxIrqsPerLlc) : std::nullopt;
         }},
        {QCoreApplication::translate("ScoreMetric", "IRQs per L3 domain used"),
         QCoreApplication::translate("ScoreMetric", "The mean number of IRQs over the L3 domains that get any."),
         B::Neither, 2, [](const PlanScore &s) -> V { return s.meanIrqsPerLlc; }},
        {QCoreApplication::translate("ScoreMetric", "IRQs on isolated CPUs"),
         QCoreApplication::translate("ScoreMetric",
                                     "IRQs that land on isolcpus or nohz_full CPUs."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.onIsolated; }},
        {QCoreApplication::translate("ScoreMetric", "Immovable IRQs touched"),
         QCoreApplication::translate(
             "ScoreMetric", "Planned IRQs whose affinity the kernel does not let anyone change."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.immovable; }},
    };
    return metrics;
}

std::vector<bool> bestOf(const ScoreMetric &metric, const std::vector<const PlanScore *> &scores)
{
    std::vector<bool> best(scores.size(), false);
    if (metric.better == ScoreMetric::Better::Neither || !metric.value)
        return best;
    std::vector<std::optional<double>> v;
    v.reserve(scores.size());
    for (const PlanScore *s : scores)
        v.push_back(s ? metric.value(*s) : std::nullopt);
    std::optional<double> lo, hi;
    for (const auto &x : v)
        if (x) {
            lo = lo ? std::min(*lo, *x) : *x;
            hi = hi ? std::max(*hi, *x) : *x;
        }
    // Scores are sums and means of small integers: equal up to rounding is a tie.
    constexpr double eps = 1e-9;
    if (!lo || *hi - *lo < eps)
        return best;
    for (std::size_t i = 0; i < v.size(); ++i)
        best[i] = v[i] && *v[i] - *lo < eps;
    return best;
}

} // namespace irqatlas
