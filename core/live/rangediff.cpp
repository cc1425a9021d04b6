#include "live/rangediff.h"

#include "live/rates.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace irqatlas {

void IrqLoadHistory::append(const Rates &rates)
{
    std::vector<float> loads;
    const bool usable = !rates.isGap() && rates.interval > 0;
    if (usable) {
        for (const CpuRate &c : rates.cpus) {
            // mpstat's rule: a CPU whose hard IRQ time is not accounted
            // still has its soft IRQ time, and the other way round.
            if (c.cpu < 0 || (!c.hardirqPct && !c.softirqPct))
                continue;
            const auto at = std::size_t(c.cpu);
            if (at >= loads.size())
                loads.resize(at + 1, std::numeric_limits<float>::quiet_NaN());
            loads[at] = float(c.hardirqPct.value_or(0) + c.softirqPct.value_or(0));
        }
    }
    m_seconds.push_back(usable ? rates.interval : 0.0);
    m_loads.push_back(std::move(loads));
}

void IrqLoadHistory::clear()
{
    m_seconds.clear();
    m_loads.clear();
}

std::vector<std::optional<double>> IrqLoadHistory::mean(int first, int last) const
{
    first = std::max(first, 1);
    last = std::min(last, size());
    std::vector<double> weighted, seconds;
    for (int k = first; k <= last; ++k) {
        const double s = m_seconds[std::size_t(k - 1)];
        const std::vector<float> &loads = m_loads[std::size_t(k - 1)];
        if (loads.size() > weighted.size()) {
            weighted.resize(loads.size(), 0.0);
            seconds.resize(loads.size(), 0.0);
        }
        for (std::size_t cpu = 0; cpu < loads.size(); ++cpu) {
            if (std::isnan(loads[cpu]))
                continue;
            weighted[cpu] += double(loads[cpu]) * s;
            seconds[cpu] += s;
        }
    }
    std::vector<std::optional<double>> out(weighted.size());
    for (std::size_t cpu = 0; cpu < out.size(); ++cpu)
        if (seconds[cpu] > 0)
            out[cpu] = weighted[cpu] / seconds[cpu];
    return out;
}

std::vector<std::optional<double>> irqLoadDelta(const IrqLoadHistory &history, IntervalRange a,
                                                IntervalRange b)
{
    const auto loadA = history.mean(a.first, a.last);
    const auto loadB = history.mean(b.first, b.last);
    std::vector<std::optional<double>> out(std::max(loadA.size(), loadB.size()));
    for (std::size_t cpu = 0; cpu < std::min(loadA.size(), loadB.size()); ++cpu)
        if (loadA[cpu] && loadB[cpu])
            out[cpu] = *loadB[cpu] - *loadA[cpu];
    return out;
}

} // namespace irqatlas
