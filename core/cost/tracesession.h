#pragma once

#include "cost/costreport.h"
#include "model/result.h"

#include <QString>
#include <cstdint>

namespace irqatlas {

struct CostSessionOptions
{
    static constexpr double kMaxSeconds = 60;
    // Above this the tracing itself costs a noticeable share of a CPU (the
    // reader alone ~2 µs per event, a fifth of one CPU here:
    // docs/PERFORMANCE.md): the measurement stops early and says so.
    static constexpr std::uint64_t kMaxEventsPerSecond = 100'000;

    double seconds = 5;
    std::uint64_t maxEventsPerSecond = kMaxEventsPerSecond;
    // A descriptor that becomes readable when the measurement must end at
    // once (the signal self-pipe of apply/termsignals.h); -1 for none.
    int stopFd = -1;
    // Where tracefs is (or is mounted when it is not).
    QString tracefs = QStringLiteral("/sys/kernel/tracing");
};

// Measures interrupt cost on this machine for options.seconds (capped at
// kMaxSeconds): mounts tracefs when needed, makes its own instance
// instances/irqatlas-<pid> (never the top-level buffer, so perf and
// trace-cmd users keep theirs), enables irq:irq_handler_entry/exit,
// irq:softirq_entry/exit and the x86 irq_vectors entry/exit events the kernel
// has, reads trace_pipe while it runs, and removes the instance on every way
// out (an error, the stop descriptor, the end). Instances of irqatlas
// processes that no longer exist (a SIGKILL) are removed first.
//
// Errors: not root, no tracefs, no irq events, the instance refused, the
// trace text not as expected (naming the line), stopped by stopFd.
Result<CostReport> measureCost(const CostSessionOptions &options);

} // namespace irqatlas
