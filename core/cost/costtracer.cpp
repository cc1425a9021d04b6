#include "cost/costtracer.h"

#include "cost/traceinstance.h"
#include "cost/tracereader.h"

#include <QCoreApplication>
#include <unistd.h>

namespace irqatlas {

struct CostTracer::State
{
    explicit State(const Options &o) : options(o), instance(o.tracefs) {}

    Options options;
    TraceInstance instance;
    CostAggregator aggregator;
    std::unique_ptr<TraceReader> reader;
    std::uint64_t startNs = 0;
    std::uint64_t lastTakeNs = 0;
    std::uint64_t lostAtLastTake = 0;
    QString stoppedEarly;
    bool stopped = false;
};

Result<std::unique_ptr<CostTracer>> CostTracer::start(const Options &options)
{
    if (::geteuid() != 0)
        return Error{QCoreApplication::translate(
            "CostSession", "measuring interrupt cost needs root: the kernel's tracepoints are "
                           "readable by root only")};
    if (Status s = trace::ensureTracefs(options.tracefs); !s.ok())
        return s.error();
    trace::removeStaleInstances(options.tracefs);
    auto state = std::make_unique<State>(options);
    TraceInstance &inst = state->instance;
    if (Status s = inst.open(); !s.ok())
        return s.error();
    state->reader = std::make_unique<TraceReader>(inst.file("trace_pipe"), state->aggregator);
    if (Status s = inst.setTracing(true); !s.ok())
        return s.error();
    state->startNs = state->lastTakeNs = trace::monotonicNs();
    return std::unique_ptr<CostTracer>(new CostTracer(std::move(state)));
}

CostTracer::CostTracer(std::unique_ptr<State> state) : m_state(std::move(state)) {}

CostTracer::~CostTracer() = default;

bool CostTracer::stopped() const
{
    return m_state->stopped;
}

void CostTracer::stop(const QString &why)
{
    m_state->stopped = true;
    m_state->stoppedEarly = why;
    m_state->instance.remove();
}

bool CostTracer::drain()
{
    State &s = *m_state;
    if (s.stopped)
        return false;
    if (Status st = trace::drain(s.instance.pipeFd(), *s.reader, trace::kDrainBytes); !st.ok()) {
        stop(st.errorString());
        return false;
    }
    // Judged per interval after half a second, so one burst does not stop it.
    const std::uint64_t now = trace::monotonicNs();
    const double elapsed = double(now - s.lastTakeNs) / 1e9;
    const double rate = elapsed > 0 ? double(s.reader->lines()) / elapsed : 0;
    if (elapsed >= 0.5 && rate > double(s.options.maxEventsPerSecond)) {
        stop(QCoreApplication::translate("CostSession",
                                         "tracing stopped: %1 events/s is above the limit of %2, "
                                         "where tracing itself costs a noticeable share of a CPU")
                 .arg(qulonglong(rate))
                 .arg(qulonglong(s.options.maxEventsPerSecond)));
        return false;
    }
    return true;
}

TracedInterval CostTracer::take()
{
    State &s = *m_state;
    TracedInterval t;
    if (!s.stopped)
        drain();
    if (s.stopped) {
        t.stoppedEarly = s.stoppedEarly;
        return t;
    }
    const std::uint64_t now = trace::monotonicNs();
    t.seconds = double(now - s.lastTakeNs) / 1e9;
    s.lastTakeNs = now;
    for (const CpuCost &c : s.aggregator.takeCpuTimes())
        t.cpus[c.cpu] = c;
    const std::uint64_t lost = s.aggregator.lostEvents() + s.instance.lostEvents();
    t.lostEvents = lost - std::min(lost, s.lostAtLastTake);
    s.lostAtLastTake = lost;
    s.reader->restartBudget();
    return t;
}

void applyTracedTimes(Rates &rates, const TracedInterval &traced)
{
    if (rates.isGap() || !(traced.seconds > 0) || !traced.stoppedEarly.isEmpty())
        return;
    const double windowNs = traced.seconds * 1e9;
    double hardSum = 0, softSum = 0;
    for (CpuRate &c : rates.cpus) {
        const auto it = traced.cpus.find(c.cpu);
        const double hard = it == traced.cpus.end() ? 0.0 : double(it->second.hardirqNs);
        const double soft = it == traced.cpus.end() ? 0.0 : double(it->second.softirqNs);
        c.hardirqPct = std::min(100.0, 100.0 * hard / windowNs);
        c.softirqPct = std::min(100.0, 100.0 * soft / windowNs);
        hardSum += *c.hardirqPct;
        softSum += *c.softirqPct;
    }
    if (!rates.cpus.empty()) {
        rates.machine.hardirqPct = hardSum / double(rates.cpus.size());
        rates.machine.softirqPct = softSum / double(rates.cpus.size());
    }
    rates.irqTimeTraced = true;
}

} // namespace irqatlas
