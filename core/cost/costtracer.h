#pragma once

#include "cost/costaggregator.h"
#include "live/rates.h"
#include "model/result.h"

#include <QString>
#include <cstdint>
#include <map>
#include <memory>

namespace irqatlas {

// Hard- and soft-IRQ time per CPU over one interval of a tracer.
struct TracedInterval
{
    double seconds = 0;           // since the previous take (or the start)
    std::map<int, CpuCost> cpus;  // CPUs that had an event
    std::uint64_t lostEvents = 0; // in this interval
    QString stoppedEarly;         // non-empty: the tracer stopped (and says why)
};

// Tracing that goes on across intervals, for `watch --cost` and `trial
// --cost`: the same tracefs instance of its own as `cost` (removed when the
// tracer is destroyed, or stopped), the same event rate limit, drained by
// the caller's timer every ~100 ms. Root only.
class CostTracer
{
public:
    struct Options
    {
        QString tracefs = QStringLiteral("/sys/kernel/tracing");
        std::uint64_t maxEventsPerSecond = 100'000;
    };

    static Result<std::unique_ptr<CostTracer>> start(const Options &options);
    ~CostTracer();
    CostTracer(const CostTracer &) = delete;
    CostTracer &operator=(const CostTracer &) = delete;

    // Reads what the kernel holds. Past the rate limit, or on a read error,
    // tracing stops and the reason is kept for take(); false then.
    bool drain();
    // The interval since the last take. After a stop: stoppedEarly says why
    // and no figures come any more.
    TracedInterval take();
    bool stopped() const;

private:
    struct State;
    explicit CostTracer(std::unique_ptr<State> state);
    void stop(const QString &why);

    std::unique_ptr<State> m_state;
};

// Puts a traced interval's shares in place of /proc/stat's: per CPU hard and
// soft % of the traced seconds (0 for a CPU with no event; CPUs the rates do
// not list are skipped), and the machine's as the mean over the rates' CPUs.
// Nothing changes for a gap or an interval of no length.
void applyTracedTimes(Rates &rates, const TracedInterval &traced);

} // namespace irqatlas
