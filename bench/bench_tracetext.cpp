// Speed of the trace text reader (irqatlas-cli cost) and, as root, what a
// real measurement costs the process that reads the trace.
//
//   bench_tracetext [-n RUNS] [-e EVENTS] [-c CPUS]
//   bench_tracetext --live SECONDS
//
// The first form builds EVENTS lines of the kernel's format (device IRQs,
// nested softirqs, local timer and IPIs, softirq_raise that the reader
// skips) spread over CPUS CPUs, parses them RUNS times and prints the median
// in MB/s and events/s of thread CPU time. The second runs measureCost and
// prints the events per second it read against the CPU time (user + system,
// of which the kernel's formatting of trace_pipe is the system part) the
// process spent, as a share of one CPU.

#include "benchutil.h"
#include "cost/tracereader.h"
#include "cost/tracesession.h"

#include <QCoreApplication>
#include <cstdio>
#include <string>
#include <sys/resource.h>

using namespace irqatlas;

namespace {

std::string line(int cpu, std::uint64_t us, const char *event, const std::string &fields)
{
    char head[96];
    std::snprintf(head, sizeof head, "          <idle>-0       [%03d] d.h2. %llu.%06llu: ", cpu,
                  static_cast<unsigned long long>(us / 1000000),
                  static_cast<unsigned long long>(us % 1000000));
    return head + std::string(event) + ": " + fields + "\n";
}

// One round is 10 events on one CPU: timer, raise, NET_RX with a nested
// device IRQ inside.
std::string synthesize(int events, int cpus)
{
    std::string text;
    std::uint64_t us = 40921000000;
    for (int i = 0; i < events / 10; ++i) {
        const int cpu = i % cpus;
        text += line(cpu, us, "local_timer_entry", "vector=236");
        text += line(cpu, us + 1, "softirq_raise", "vec=3 [action=NET_RX]");
        text += line(cpu, us + 2, "local_timer_exit", "vector=236");
        text += line(cpu, us + 3, "softirq_entry", "vec=3 [action=NET_RX]");
        text += line(cpu, us + 4, "irq_handler_entry", "irq=41 name=virtio3-rx");
        text += line(cpu, us + 9, "irq_handler_exit", "irq=41 ret=handled");
        text += line(cpu, us + 20, "softirq_exit", "vec=3 [action=NET_RX]");
        text += line(cpu, us + 30, "reschedule_entry", "vector=253");
        text += line(cpu, us + 31, "reschedule_exit", "vector=253");
        text += line(cpu, us + 40, "irq_handler_entry", "irq=36 name=virtio1-req.0");
        text += line(cpu, us + 45, "irq_handler_exit", "irq=36 ret=handled");
        us += 50;
    }
    return text;
}

int parseSpeed(int runs, int events, int cpus)
{
    const std::string text = synthesize(events, cpus);
    std::vector<double> ms;
    std::uint64_t sink = 0;
    for (int i = 0; i < runs; ++i) {
        const double t0 = bench::threadCpuMs();
        auto r = readTraceText(text, QStringLiteral("synthetic"));
        ms.push_back(bench::threadCpuMs() - t0);
        if (!r.ok()) {
            std::fprintf(stderr, "bench_tracetext: %s\n", qPrintable(r.errorString()));
            return 1;
        }
        sink += r->events;
    }
    const double med = bench::median(ms);
    const double lines = double(std::count(text.begin(), text.end(), '\n'));
    std::printf("synthetic trace: %.2f MB, %.0f lines on %d CPUs, %d runs\n",
                double(text.size()) / 1e6, lines, cpus, runs);
    if (med > 0)
        std::printf("parse: %.1f ms median (thread CPU), %.0f MB/s, %.2f M lines/s\n", med,
                    double(text.size()) / 1e3 / med, lines / 1e3 / med);
    return sink > 0 ? 0 : 1;
}

struct CpuTimes
{
    double user = 0;
    double sys = 0;
};

CpuTimes processCpu()
{
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return {double(u.ru_utime.tv_sec) + double(u.ru_utime.tv_usec) / 1e6,
            double(u.ru_stime.tv_sec) + double(u.ru_stime.tv_usec) / 1e6};
}

int live(double seconds)
{
    CostSessionOptions o;
    o.seconds = seconds;
    const CpuTimes c0 = processCpu();
    auto r = measureCost(o);
    const CpuTimes c1 = processCpu();
    const double user = c1.user - c0.user, sys = c1.sys - c0.sys, cpu = user + sys;
    if (!r.ok()) {
        std::fprintf(stderr, "bench_tracetext: %s\n", qPrintable(r.errorString()));
        return 1;
    }
    if (!(r->seconds > 0))
        return 1;
    const double rate = double(r->events) / r->seconds;
    std::printf("live: %.2f s, %llu events (%.0f events/s), %llu lost; reader %.3f s CPU "
                "(%.3f user, %.3f system) = %.2f%% of one CPU, %.2f us per event\n",
                r->seconds, static_cast<unsigned long long>(r->events), rate,
                static_cast<unsigned long long>(r->lostEvents), cpu, user, sys,
                100.0 * cpu / r->seconds, r->events > 0 ? cpu * 1e6 / double(r->events) : 0.0);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int runs = 20, events = 500000, cpus = 4;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--live"))
            return live(args[i + 1].toDouble());
        if (args[i] == QLatin1String("-n"))
            runs = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("-e"))
            events = std::max(10, args[++i].toInt());
        else if (args[i] == QLatin1String("-c"))
            cpus = std::max(1, args[++i].toInt());
    }
    return parseSpeed(runs, events, cpus);
}
