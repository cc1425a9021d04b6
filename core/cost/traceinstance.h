#pragma once

#include "model/result.h"

#include <QLoggingCategory>
#include <QString>
#include <cstddef>
#include <cstdint>

namespace irqatlas {

class TraceReader;

Q_DECLARE_LOGGING_CATEGORY(lcCost)

// The pieces of tracing that a one-off measurement (tracesession.*) and a
// tracer that runs across intervals (costtracer.*) share.
namespace trace {

inline constexpr int kPollMs = 100;
// One drain takes at most this much before the caller looks at the clock again.
inline constexpr std::size_t kDrainBytes = std::size_t(16) << 20;

std::uint64_t monotonicNs();
// Mounted where the kernel's documentation and systemd put it, and left
// mounted: a second measurement (or perf) may be using it, and unmounting
// under it would pull its files away.
Status ensureTracefs(const QString &dir);
// irqatlas-<pid> instances whose process is gone (killed with SIGKILL).
void removeStaleInstances(const QString &tracefs);
// The ring buffer per CPU: 4 MiB, less on machines with many CPUs so that
// all of them together stay within 64 MiB.
int bufferKbPerCpu();
// Everything trace_pipe (non-blocking) holds now, up to `cap` bytes, into `reader`.
Status drain(int fd, TraceReader &reader, std::size_t cap);

} // namespace trace

// instances/irqatlas-<pid> of tracefs: never the top-level buffer, so perf
// and trace-cmd users keep theirs; removed with everything in it however the
// tracing ends.
class TraceInstance
{
public:
    explicit TraceInstance(const QString &tracefs);
    ~TraceInstance() { remove(); }
    TraceInstance(const TraceInstance &) = delete;
    TraceInstance &operator=(const TraceInstance &) = delete;

    // create(), configure() with trace::bufferKbPerCpu() and openPipe(): an
    // instance that records the irq events once tracing is set on.
    Status open();
    Status create();
    Status configure(int bufferKb);
    Status openPipe();
    Status setTracing(bool on);
    std::uint64_t lostEvents() const;
    QString file(const char *name) const { return m_path + QLatin1Char('/') + QLatin1String(name); }
    int pipeFd() const { return m_pipe; }
    const QString &path() const { return m_path; }

    // Stops tracing, closes trace_pipe and removes the directory (also on destruction).
    void remove();

private:
    QString m_path;
    bool m_created = false;
    int m_pipe = -1;
};

} // namespace irqatlas
