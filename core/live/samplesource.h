#pragma once

#include "live/sample.h"
#include "procfs/hostsource.h"

#include <QString>
#include <memory>
#include <optional>

namespace irqatlas {

// Where the monitor's samples come from: a machine read through a HostSource
// (this machine, a saved directory, later SSH), or a recording played back.
// The Sampler and everything after it cannot tell the two apart, so a replay
// recomputes the very rates the live run showed.
class SampleSource
{
public:
    virtual ~SampleSource() = default;

    virtual QString displayName() const = 0;
    // Live sources are read when the sampler's timer fires; a recording
    // already carries its timestamps and is read as fast as it is asked.
    virtual bool isLive() const = 0;
    // The next sample; a failed read is a Sample with `error` set (a gap).
    // nullopt when the source has nothing more (end of a recording).
    virtual std::optional<Sample> next() = 0;
    // Hands back the tables of a sample the caller is done with, so the next
    // read can reuse their memory (see parseSample). Optional.
    virtual void recycle(std::shared_ptr<const ParsedSample> tables) { (void)tables; }
};

class HostSampleSource : public SampleSource
{
public:
    explicit HostSampleSource(std::shared_ptr<const HostSource> host);
    ~HostSampleSource() override;

    QString displayName() const override;
    bool isLive() const override { return true; }
    std::optional<Sample> next() override;
    void recycle(std::shared_ptr<const ParsedSample> tables) override
    {
        m_spare = std::move(tables);
    }

private:
    std::shared_ptr<const HostSource> m_host;
    std::shared_ptr<const ParsedSample> m_spare;
    Sample m_last; // unchanged rows are copied from it (see parseSample)
    // Only where the host's files are on this machine's filesystem (this
    // machine, a saved tree): over SSH one read per thread is a round trip.
    std::unique_ptr<ThreadTimesReader> m_threads;
};

} // namespace irqatlas
