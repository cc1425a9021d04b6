#include "live/backoffsource.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace irqatlas {

BackoffSampleSource::BackoffSampleSource(std::unique_ptr<SampleSource> inner,
                                         std::function<std::int64_t()> now)
    : m_inner(std::move(inner)), m_now(now ? std::move(now) : std::function(monotonicNowNs))
{
}

Sample BackoffSampleSource::waiting(std::int64_t now) const
{
    Sample s;
    s.monotonicNs = now;
    s.wallMs = wallNowMs();
    // Rounded up: "in 0 s" would read as "now" while it is not.
    const int left = int(std::max<std::int64_t>(1, (m_retryAtNs - now + 999999999) / 1000000000));
    s.error = QCoreApplication::translate("BackoffSampleSource", "%1; reconnecting in %n s",
                                          nullptr, left)
                  .arg(m_lastError);
    return s;
}

std::optional<Sample> BackoffSampleSource::next()
{
    const std::int64_t now = m_now();
    if (m_delaySec > 0 && now < m_retryAtNs)
        return waiting(now);
    std::optional<Sample> s = m_inner->next();
    if (!s || s->ok()) {
        m_delaySec = 0;
        m_lastError.clear();
        return s;
    }
    m_delaySec = m_delaySec == 0 ? kFirstDelaySec : std::min(m_delaySec * 2, kMaxDelaySec);
    m_retryAtNs = m_now() + std::int64_t(m_delaySec) * 1000000000;
    m_lastError = s->error;
    Sample gap = waiting(m_now());
    gap.monotonicNs = s->monotonicNs;
    gap.wallMs = s->wallMs;
    return gap;
}

} // namespace irqatlas
