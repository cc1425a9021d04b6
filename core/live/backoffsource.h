#pragma once

#include "live/samplesource.h"

#include <cstdint>
#include <functional>
#include <memory>

namespace irqatlas {

// Wraps a live source whose reads can fail for a while (a remote host that
// went away): after a failed read it waits 1, 2, 4 … up to 30 s before asking
// the source again, and every tick in between is a gap that says when the next
// attempt comes ("…; reconnecting in 4 s"). A good read resets the wait.
// The samples themselves pass through untouched.
class BackoffSampleSource : public SampleSource
{
public:
    static constexpr int kFirstDelaySec = 1;
    static constexpr int kMaxDelaySec = 30;

    // `now` returns monotonic nanoseconds (tests pass their own clock).
    explicit BackoffSampleSource(std::unique_ptr<SampleSource> inner,
                                 std::function<std::int64_t()> now = {});

    QString displayName() const override { return m_inner->displayName(); }
    bool isLive() const override { return m_inner->isLive(); }
    std::optional<Sample> next() override;
    void recycle(std::shared_ptr<const ParsedSample> tables) override
    {
        m_inner->recycle(std::move(tables));
    }

    // The wait before the next attempt after the failures so far (0 when the
    // last read was good).
    int currentDelaySec() const { return m_delaySec; }

private:
    Sample waiting(std::int64_t now) const;

    std::unique_ptr<SampleSource> m_inner;
    std::function<std::int64_t()> m_now;
    int m_delaySec = 0;
    std::int64_t m_retryAtNs = 0;
    QString m_lastError;
};

} // namespace irqatlas
