#include "prometheus/promhistory.h"

#include "prometheus/promhost.h"

#include <QCoreApplication>
#include <set>

namespace irqatlas {

Result<std::unique_ptr<PromHistorySource>> PromHistorySource::open(const PromServer &server,
                                                                   const QString &instance,
                                                                   double from, double to,
                                                                   double step)
{
    const PromHostSource host(server, instance);
    const QString sel = host.selector();
    std::unique_ptr<PromHistorySource> h(new PromHistorySource);
    h->m_instance = instance;
    h->m_url = promApiUrl(server, QStringLiteral("/api/v1/query_range"));
    auto seconds = promQueryRange(server, cpuSecondsQuery(sel), from, to, step);
    if (!seconds)
        return seconds.error();
    if (seconds->series.empty())
        return Error{QCoreApplication::translate(
                         "Prometheus", "%1: Prometheus has no node_cpu_seconds_total of this "
                                       "instance between these times")
                         .arg(instance)};
    auto counts = promQueryRange(server, interruptCountsQuery(sel), from, to, step);
    if (!counts)
        return counts.error();
    auto softirqs = promQueryRange(server, softirqsQuery(sel), from, to, step);
    if (!softirqs)
        return softirqs.error();
    // Every row seen in the range, with its text.
    auto rows = promQuery(server,
                          QStringLiteral("group by (type, info, devices) "
                                         "(last_over_time(node_interrupts_total%1[%2s]))")
                              .arg(sel)
                              .arg(qint64(to - from + step)),
                          to);
    if (!rows)
        return rows.error();
    h->m_seconds = std::move(seconds->series);
    h->m_counts = std::move(counts->series);
    h->m_rows = std::move(rows->series);
    h->m_softirqs = std::move(softirqs->series);
    h->m_softirqsAt.assign(h->m_softirqs.size(), 0);
    h->m_secondsAt.assign(h->m_seconds.size(), 0);
    h->m_countsAt.assign(h->m_counts.size(), 0);
    std::set<double> times;
    for (const PromSeries &s : h->m_seconds)
        for (const PromSample &p : s.samples)
            times.insert(p.time);
    h->m_times.assign(times.begin(), times.end());
    return h;
}

std::vector<PromSeries> PromHistorySource::slice(const std::vector<PromSeries> &all,
                                                 std::vector<std::size_t> &at, double t)
{
    std::vector<PromSeries> out;
    out.reserve(all.size());
    for (std::size_t i = 0; i < all.size(); ++i) {
        const std::vector<PromSample> &samples = all[i].samples;
        while (at[i] < samples.size() && samples[at[i]].time < t)
            ++at[i];
        if (at[i] < samples.size() && samples[at[i]].time == t)
            out.push_back(PromSeries{all[i].labels, {samples[at[i]]}});
    }
    return out;
}

std::optional<Sample> PromHistorySource::next()
{
    if (m_next >= m_times.size())
        return std::nullopt;
    const double t = m_times[m_next++];
    Sample s;
    s.monotonicNs = std::int64_t(t * 1e9);
    s.wallMs = std::int64_t(t * 1e3);
    auto stat = statText(slice(m_seconds, m_secondsAt, t), m_url);
    if (!stat) {
        s.error = stat.errorString();
        return s;
    }
    QByteArray interrupts = interruptsHeaderFor(*stat);
    if (!m_counts.empty()) {
        auto table = interruptsText(slice(m_counts, m_countsAt, t), m_rows, m_url);
        if (!table) {
            s.error = table.errorString();
            return s;
        }
        interrupts = std::move(table).value();
    }
    if (const std::vector<PromSeries> now = slice(m_softirqs, m_softirqsAt, t); !now.empty()) {
        auto soft = softirqsText(now, m_url);
        if (!soft) {
            s.error = soft.errorString();
            return s;
        }
        s.softirqsText = std::move(soft).value();
    }
    s.statText = std::move(stat).value();
    s.interruptsText = std::move(interrupts);
    parseSample(s, m_instance);
    return s;
}

} // namespace irqatlas
