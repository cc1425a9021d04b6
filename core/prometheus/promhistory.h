#pragma once

#include "live/samplesource.h"
#include "prometheus/promclient.h"

#include <memory>

namespace irqatlas {

// A past range of one instance as the monitor's samples, so that a night
// kept by Prometheus becomes a recording (watch --record), a replay, and
// rates for plan --rates-from like any other. Four answers make it: the
// counters by row and CPU, the CPU seconds by CPU and mode and the softirq
// counters by type and CPU (where the exporter has them) over [from, to]
// at step (query_range), and each row's text once. Each step is
// one sample: the tables of the last scrape at or before that time, made
// and parsed as PromHostSource makes and parses them, timed by the step.
// The answers are held under the client's caps (series × steps samples):
// a range past them is an error naming the URL; a longer step or a shorter
// range fits.
class PromHistorySource : public SampleSource
{
public:
    static Result<std::unique_ptr<PromHistorySource>>
    open(const PromServer &server, const QString &instance, double from, double to, double step);

    QString displayName() const override { return m_instance; }
    bool isLive() const override { return false; }
    std::optional<Sample> next() override;

    bool noInterrupts() const { return m_counts.empty(); }
    bool noSoftirqs() const { return m_softirqs.empty(); }
    std::size_t steps() const { return m_times.size(); }

private:
    PromHistorySource() = default;
    // The series of all at time t, each with that one sample (a series
    // without one is left out); at holds each series' position, as times
    // only grow.
    static std::vector<PromSeries> slice(const std::vector<PromSeries> &all,
                                         std::vector<std::size_t> &at, double t);

    QString m_instance, m_url;
    std::vector<PromSeries> m_counts, m_rows, m_seconds, m_softirqs;
    std::vector<std::size_t> m_countsAt, m_secondsAt, m_softirqsAt;
    std::vector<double> m_times;
    std::size_t m_next = 0;
};

} // namespace irqatlas
