#include "cost/tracesession.h"

#include "cost/traceinstance.h"
#include "cost/tracereader.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "procfs/interrupts.h"
#include "procfs/procstat.h"

#include <QCoreApplication>
#include <poll.h>
#include <unistd.h>

namespace irqatlas {
namespace {

struct ProcReads
{
    IrqTable interrupts;
    ProcStat stat;
};

struct RawProc
{
    Result<QByteArray> interrupts = QByteArray();
    Result<QByteArray> stat = QByteArray();
};

// Only the reads, so tracing starts right after /proc/interrupts was read
// and the next read follows right after it stops: the interrupts of the gap
// are in one count and not the other. Parsing comes later.
RawProc readRaw(bool interruptsLast)
{
    RawProc r;
    if (interruptsLast)
        r.stat = readFileCapped(QStringLiteral("/proc/stat"), limits::kMaxStatBytes);
    r.interrupts = readFileCapped(QStringLiteral("/proc/interrupts"), limits::kMaxInterruptsBytes);
    if (!interruptsLast)
        r.stat = readFileCapped(QStringLiteral("/proc/stat"), limits::kMaxStatBytes);
    return r;
}

Result<ProcReads> parseProc(const RawProc &raw)
{
    if (!raw.interrupts.ok())
        return raw.interrupts.error();
    if (!raw.stat.ok())
        return raw.stat.error();
    const QByteArray &ib = *raw.interrupts;
    const QByteArray &sb = *raw.stat;
    auto it = parseInterrupts(std::string_view(ib.constData(), std::size_t(ib.size())),
                              QStringLiteral("/proc/interrupts"));
    if (!it.ok())
        return it.error();
    auto st = parseProcStat(std::string_view(sb.constData(), std::size_t(sb.size())),
                            QStringLiteral("/proc/stat"));
    if (!st.ok())
        return st.error();
    return ProcReads{std::move(*it), std::move(*st)};
}

// True when stopFd has something to read.
bool waitForStop(int stopFd, int ms)
{
    pollfd p{stopFd, POLLIN, 0};
    const int n = ::poll(&p, stopFd >= 0 ? 1 : 0, ms);
    return n > 0 && (p.revents & (POLLIN | POLLHUP)) != 0;
}

struct LoopEnd
{
    std::uint64_t startNs = 0;
    std::uint64_t endNs = 0;
    QString stoppedEarly;
    bool stopped = false; // by stopFd
};

Result<LoopEnd> traceLoop(TraceInstance &inst, TraceReader &reader, const CostSessionOptions &o,
                          double seconds)
{
    LoopEnd end;
    end.startNs = trace::monotonicNs();
    const std::uint64_t deadline = end.startNs + std::uint64_t(seconds * 1e9);
    for (;;) {
        if (waitForStop(o.stopFd, trace::kPollMs)) {
            end.stopped = true;
            break;
        }
        if (Status s = trace::drain(inst.pipeFd(), reader, trace::kDrainBytes); !s.ok())
            return s.error();
        const std::uint64_t now = trace::monotonicNs();
        if (now >= deadline)
            break;
        // Judged after half a second, so one burst at the start does not stop it.
        const double elapsed = double(now - end.startNs) / 1e9;
        const double rate = elapsed > 0 ? double(reader.lines()) / elapsed : 0;
        if (elapsed >= 0.5 && rate > double(o.maxEventsPerSecond)) {
            end.stoppedEarly =
                QCoreApplication::translate("CostSession",
                                            "stopped after %1 s: %2 events/s is above the limit "
                                            "of %3, where tracing itself costs a noticeable "
                                            "share of a CPU")
                    .arg(elapsed, 0, 'f', 1)
                    .arg(qulonglong(rate))
                    .arg(qulonglong(o.maxEventsPerSecond));
            break;
        }
    }
    end.endNs = trace::monotonicNs();
    return end;
}

Result<CostReport> measureIn(TraceInstance &inst, const CostSessionOptions &o, double seconds)
{
    if (Status s = inst.open(); !s.ok())
        return s.error();
    CostWindow window;
    window.requestedSeconds = seconds;
    CostAggregator agg;
    TraceReader reader(inst.file("trace_pipe"), agg);
    const RawProc rawBefore = readRaw(true);
    if (Status s = inst.setTracing(true); !s.ok())
        return s.error();
    auto loop = traceLoop(inst, reader, o, seconds);
    const Status off = inst.setTracing(false);
    const RawProc rawAfter = readRaw(false);
    auto before = parseProc(rawBefore);
    auto after = parseProc(rawAfter);
    if (!loop.ok())
        return loop.error();
    if (!off.ok())
        return off.error();
    if (!before.ok())
        return before.error();
    if (!after.ok())
        return after.error();
    const double took = double(loop->endNs - loop->startNs) / 1e9;
    if (loop->stopped)
        return Error{QCoreApplication::translate(
                         "CostSession", "interrupted after %1 s; the trace instance %2 was removed")
                         .arg(took, 0, 'f', 1)
                         .arg(inst.path())};
    if (Status s = trace::drain(inst.pipeFd(), reader, SIZE_MAX); !s.ok())
        return s.error();
    if (Status s = reader.finish(); !s.ok())
        return s.error();
    window.seconds = took;
    window.stoppedEarly = loop->stoppedEarly;
    window.statsLost = inst.lostEvents();
    window.interruptsBefore = std::move(before->interrupts);
    window.statBefore = std::move(before->stat);
    window.interruptsAfter = std::move(after->interrupts);
    window.statAfter = std::move(after->stat);
    return buildCostReport(agg.finish(), window);
}

} // namespace

Result<CostReport> measureCost(const CostSessionOptions &options)
{
    if (::geteuid() != 0)
        return Error{QCoreApplication::translate(
            "CostSession", "measuring interrupt cost needs root: the kernel's tracepoints are "
                           "readable by root only")};
    if (!(options.seconds > 0))
        return Error{QCoreApplication::translate("CostSession",
                                                 "the measurement needs a duration above 0 s")};
    const double seconds = std::min(options.seconds, CostSessionOptions::kMaxSeconds);
    if (Status s = trace::ensureTracefs(options.tracefs); !s.ok())
        return s.error();
    trace::removeStaleInstances(options.tracefs);
    TraceInstance inst(options.tracefs);
    return measureIn(inst, options, seconds);
}

} // namespace irqatlas
