#pragma once

#include <QByteArrayView>
#include <cstdint>
#include <limits>
#include <optional>

namespace irqatlas {

// One reading of a remote host's clock, as the sampling loop sends it.
struct RemoteClockReading
{
    enum class Kind
    {
        Monotonic, // /proc/timer_list "now at N nsecs": CLOCK_MONOTONIC, 1 ns steps (root only)
        Uptime,    // /proc/uptime: 10 ms steps, readable by anyone
    };
    Kind kind = Kind::Uptime;
    std::int64_t ns = 0;
};

// The reading of one tick: the timer_list line when it parses, else the
// uptime; nullopt when neither does.
std::optional<RemoteClockReading> parseRemoteClock(QByteArrayView timerListLine,
                                                   QByteArrayView uptime);

// Turns the remote readings into the sample times of one SshSampleSource
// (docs/ARCHITECTURE.md, "remote sample clock"):
// - the first reading (and one whose clock went back or changed kind: a
//   reboot, another host behind the name, root access gained or lost)
//   starts a segment at the local receive time;
// - later readings advance the time by the remote interval, so rates use
//   the remote host's own clock, not the network's delays;
// - a reading equal to the last one (a 10 ms clock read twice within its
//   step) gives no time: the caller asks the remote loop again;
// - no time is ever at or before one already given out (samples and gaps),
//   so two samples are always at least 1 ns apart and no interval of zero
//   or less reaches a division.
class RemoteSampleClock
{
public:
    std::optional<std::int64_t> stamp(const RemoteClockReading &reading, std::int64_t localNs);
    // The time of a gap (a failed tick) received at localNs.
    std::int64_t gapTime(std::int64_t localNs);

private:
    std::int64_t after(std::int64_t t) const;

    std::optional<RemoteClockReading> m_last;
    std::int64_t m_lastStamp = 0; // the sample time of m_last
    std::int64_t m_lastIssued = std::numeric_limits<std::int64_t>::min();
};

} // namespace irqatlas
