#include "remote/remoteclock.h"

#include <algorithm>

namespace irqatlas {
namespace {

constexpr std::int64_t kMaxNs = std::int64_t(1) << 62; // past 146 years: not a clock

// Decimal digits only, at most 19 of them, below kMaxNs.
std::optional<std::int64_t> digits(QByteArrayView s)
{
    if (s.isEmpty() || s.size() > 19)
        return std::nullopt;
    std::int64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9' || v > kMaxNs / 10)
            return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v < kMaxNs ? std::optional(v) : std::nullopt;
}

std::optional<std::int64_t> timerListNs(QByteArrayView line)
{
    line = line.trimmed();
    if (!line.startsWith("now at ") || !line.endsWith(" nsecs"))
        return std::nullopt;
    return digits(line.sliced(7, line.size() - 7 - 6));
}

// "12345.67 54321.00": the first field, seconds with up to 9 decimals.
std::optional<std::int64_t> uptimeNs(QByteArrayView text)
{
    text = text.trimmed();
    const qsizetype sp = text.indexOf(' ');
    const QByteArrayView field = sp < 0 ? text : text.first(sp);
    const qsizetype dot = field.indexOf('.');
    const auto secs = digits(dot < 0 ? field : field.first(dot));
    if (!secs || *secs > kMaxNs / 1000000000)
        return std::nullopt;
    std::int64_t frac = 0;
    if (dot >= 0) {
        const QByteArrayView f = field.sliced(dot + 1);
        const auto v = digits(f);
        if (!v || f.size() > 9)
            return std::nullopt;
        frac = *v;
        for (qsizetype i = f.size(); i < 9; ++i)
            frac *= 10;
    }
    return *secs * 1000000000 + frac;
}

} // namespace

std::optional<RemoteClockReading> parseRemoteClock(QByteArrayView timerListLine,
                                                   QByteArrayView uptime)
{
    if (const auto ns = timerListNs(timerListLine))
        return RemoteClockReading{RemoteClockReading::Kind::Monotonic, *ns};
    if (const auto ns = uptimeNs(uptime))
        return RemoteClockReading{RemoteClockReading::Kind::Uptime, *ns};
    return std::nullopt;
}

std::int64_t RemoteSampleClock::after(std::int64_t t) const
{
    constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
    if (m_lastIssued == std::numeric_limits<std::int64_t>::min())
        return t;
    // Saturates rather than wrapping (only a hostile clock gets there; the
    // rates then refuse the interval of zero as a gap).
    return std::max(t, m_lastIssued == kMax ? kMax : m_lastIssued + 1);
}

std::optional<std::int64_t> RemoteSampleClock::stamp(const RemoteClockReading &reading,
                                                     std::int64_t localNs)
{
    const bool sameClock = m_last && m_last->kind == reading.kind;
    if (sameClock && reading.ns == m_last->ns)
        return std::nullopt;
    std::int64_t t = localNs;
    if (sameClock && reading.ns > m_last->ns) {
        const std::int64_t d = reading.ns - m_last->ns; // both below kMaxNs
        constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
        t = m_lastStamp > kMax - d ? kMax : m_lastStamp + d;
    }
    t = after(t);
    m_last = reading;
    m_lastStamp = t;
    m_lastIssued = t;
    return t;
}

std::int64_t RemoteSampleClock::gapTime(std::int64_t localNs)
{
    m_lastIssued = after(localNs);
    return m_lastIssued;
}

} // namespace irqatlas
