#include "ui/plan/scoremetrics.h"

#include <QCoreApplication>
#include <algorithm>

namespace irqatlas {

std::optional<double> ScoreMetric::valueOf(const PlanScore &score) const
{
    if (!value || !noValueReason(score, field).isEmpty())
        return std::nullopt;
    return value(score);
}

QString ScoreMetric::heading(bool delivered) const
{
    QString u = unit;
    if (countsCpus)
        u += delivered ? QCoreApplication::translate("ScoreMetric", ", delivered")
                       : QCoreApplication::translate("ScoreMetric", ", masks");
    return QStringLiteral("%1 [%2]").arg(label, u);
}

QString ScoreMetric::format(const PlanScore &score) const
{
    const std::optional<double> v = valueOf(score);
    if (!v)
        return QStringLiteral("–");
    QString text = decimals > 0 ? QString::number(*v, 'f', decimals) : QString::number(qint64(*v));
    if (distance && score.distanceAssumed)
        return QCoreApplication::translate("ScoreMetric", "%1 (assumed)").arg(text);
    return text;
}

QString ScoreMetric::toolTip(const PlanScore &score) const
{
    QStringList lines{explanation,
                      QCoreApplication::translate("ScoreMetric", "Unit: %1").arg(unit)};
    if (countsCpus)
        lines << (score.oneCpuOfMask
                      ? QCoreApplication::translate(
                            "ScoreMetric", "Counts the CPU each IRQ is delivered to: this machine "
                                           "delivers to one CPU of a mask (for a plan, the one the "
                                           "kernel's allocator would pick).")
                      : QCoreApplication::translate(
                            "ScoreMetric",
                            "Counts every CPU of each IRQ's mask (the source does not "
                            "show delivery to one CPU)."));
    if (const QString why = noValueReason(score, field); !why.isEmpty())
        lines << QCoreApplication::translate("ScoreMetric", "No value: %1.").arg(why);
    else if (distance && score.distanceAssumed)
        lines << QCoreApplication::translate(
            "ScoreMetric", "Assumed distances: the source has no firmware distance "
                           "table, so 10 local and 20 remote were taken, as the "
                           "kernel does without one.");
    return lines.join(QLatin1Char('\n'));
}

const std::vector<ScoreMetric> &scoreMetrics()
{
    using B = ScoreMetric::Better;
    using V = std::optional<double>;
    // Built on first use so the texts follow the installed translator.
    using F = ScoreField;
    static const std::vector<ScoreMetric> metrics = {
        {QCoreApplication::translate("ScoreMetric", "IRQs planned"),
         QCoreApplication::translate("ScoreMetric", "Plan entries that resolve on this machine."),
         B::Neither, 0, [](const PlanScore &s) -> V { return s.irqs; }, false, F::Irqs,
         QCoreApplication::translate("ScoreMetric", "IRQs"), false},
        {QCoreApplication::translate("ScoreMetric", "Unresolved entries"),
         QCoreApplication::translate("ScoreMetric",
                                     "Plan entries that match no IRQ here; they are not scored."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.unresolved; }, false, F::Unresolved,
         QCoreApplication::translate("ScoreMetric", "entries"), false},
        {QCoreApplication::translate("ScoreMetric", "Mean NUMA distance"),
         QCoreApplication::translate("ScoreMetric",
                                     "Average distance from each IRQ's device node (or the Node "
                                     "asked for) to the nodes of its CPUs."),
         B::Lower, 2, [](const PlanScore &s) -> V { return s.meanDistance; }, true, F::MeanDistance,
         QCoreApplication::translate("ScoreMetric", "NUMA distance, 10 = local"), false},
        {QCoreApplication::translate("ScoreMetric", "Largest NUMA distance"),
         QCoreApplication::translate("ScoreMetric",
                                     "The farthest any IRQ is sent from its device."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.maxDistance; }, true, F::MaxDistance,
         QCoreApplication::translate("ScoreMetric", "NUMA distance, 10 = local"), false},
        {QCoreApplication::translate("ScoreMetric", "IRQs without a node"),
         QCoreApplication::translate("ScoreMetric", "IRQs whose device node is unknown and no Node "
                                                    "was asked for; left out of the distances."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.withoutNode; }, false, F::WithoutNode,
         QCoreApplication::translate("ScoreMetric", "IRQs"), false},
        {QCoreApplication::translate("ScoreMetric", "Most IRQs on one CPU"),
         QCoreApplication::translate("ScoreMetric",
                                     "The largest number of IRQs on any single CPU."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.maxIrqsPerCpu; }, false,
         F::MaxIrqsPerCpu, QCoreApplication::translate("ScoreMetric", "IRQs per CPU"), true},
        {QCoreApplication::translate("ScoreMetric", "Most IRQs on one core"),
         QCoreApplication::translate("ScoreMetric",
                                     "The largest number of IRQs touching any single core."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.maxIrqsPerCore; }, false,
         F::MaxIrqsPerCore, QCoreApplication::translate("ScoreMetric", "IRQs per core"), true},
        {QCoreApplication::translate("ScoreMetric", "SMT sibling pairs"),
         QCoreApplication::translate(
             "ScoreMetric",
             "Pairs of IRQs on different hardware threads of the same core; they compete for it."),
         B::Lower, 0, [](const PlanScore &s) -> V { return double(s.siblingPairs); }, false,
         F::SiblingPairs, QCoreApplication::translate("ScoreMetric", "pairs of IRQs"), true},
        {QCoreApplication::translate("ScoreMetric", "Shared CPU pairs"),
         QCoreApplication::translate("ScoreMetric", "Pairs of IRQs on the same CPU."), B::Lower, 0,
         [](const PlanScore &s) -> V { return double(s.sharedCpuPairs); }, false, F::SharedCpuPairs,
         QCoreApplication::translate("ScoreMetric", "pairs of IRQs"), true},
        {QCoreApplication::translate("ScoreMetric", "CPUs used"),
         QCoreApplication::translate("ScoreMetric", "CPUs that receive at least one planned IRQ."),
         B::Neither, 0, [](const PlanScore &s) -> V { return s.cpusUsed; }, false, F::CpusUsed,
         QCoreApplication::translate("ScoreMetric", "CPUs"), true},
        {QCoreApplication::translate("ScoreMetric", "Imbalance"),
         QCoreApplication::translate(
             "ScoreMetric",
             "Busiest CPU's share of the IRQ load over the average share (1.00 = even)."),
         B::Lower, 2, [](const PlanScore &s) -> V { return s.imbalance; }, false, F::Imbalance,
         QCoreApplication::translate("ScoreMetric", "× the mean load per CPU"), true},
        {QCoreApplication::translate("ScoreMetric", "L3 domains used"),
         QCoreApplication::translate(
             "ScoreMetric",
             "Last-level cache domains (L3: a CCX/CCD on AMD) that receive at "
             "least one planned IRQ; \"-\" when the source has no cache information."),
         B::Neither, 0,
         [](const PlanScore &s) -> V {
             return s.llcDomainsUsed ? V(*s.llcDomainsUsed) : std::nullopt;
         },
         false, F::LlcDomainsUsed, QCoreApplication::translate("ScoreMetric", "L3 domains"), false},
        {QCoreApplication::translate("ScoreMetric", "Most IRQs in one L3 domain"),
         QCoreApplication::translate(
             "ScoreMetric",
             "The largest number of IRQs touching any single L3 domain; they share its cache."),
         B::Lower, 0,
         [](const PlanScore &s) -> V {
             return s.maxIrqsPerLlc ? V(*s.maxIrqsPerLlc) : std::nullopt;
         },
         false, F::MaxIrqsPerLlc, QCoreApplication::translate("ScoreMetric", "IRQs"), false},
        {QCoreApplication::translate("ScoreMetric", "IRQs per L3 domain used"),
         QCoreApplication::translate("ScoreMetric",
                                     "The mean number of IRQs over the L3 domains that get any."),
         B::Neither, 2, [](const PlanScore &s) -> V { return s.meanIrqsPerLlc; }, false,
         F::MeanIrqsPerLlc, QCoreApplication::translate("ScoreMetric", "IRQs per domain"), false},
        {QCoreApplication::translate("ScoreMetric", "IRQs on isolated CPUs"),
         QCoreApplication::translate("ScoreMetric",
                                     "IRQs whose mask touches isolcpus or nohz_full CPUs."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.onIsolated; }, false, F::OnIsolated,
         QCoreApplication::translate("ScoreMetric", "IRQs"), false},
        {QCoreApplication::translate("ScoreMetric", "Immovable IRQs touched"),
         QCoreApplication::translate(
             "ScoreMetric", "Planned IRQs whose affinity the kernel does not let anyone change."),
         B::Lower, 0, [](const PlanScore &s) -> V { return s.immovable; }, false, F::Immovable,
         QCoreApplication::translate("ScoreMetric", "IRQs"), false},
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
    for (const PlanScore *s : scores) {
        v.push_back(s ? metric.valueOf(*s) : std::nullopt);
        if (!v.back())
            return best; // a plan without a value here: no plan is best
    }
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
