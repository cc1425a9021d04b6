#pragma once

// What every benchmark in bench/ needs: thread CPU time, robust summaries,
// the compressed fixtures and the 1152-PU machine. Header-only: each bench
// is one executable.

#include "procfs/interrupts.h"
#include "topology/topologyloader.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QString>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <optional>
#include <string_view>
#include <vector>

namespace irqatlas::bench {

// The calling thread's CPU time. On a shared, loaded machine the wall clock
// measures the neighbours as much as the code; CPU time holds still.
inline double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

inline double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

inline double best(const std::vector<double> &v)
{
    return v.empty() ? 0 : *std::min_element(v.begin(), v.end());
}

// A fixture file, decompressed through bzip2 when it ends in .bz2; empty on
// any failure (the caller names the file).
inline QByteArray readFixture(const QString &path)
{
    if (path.endsWith(QLatin1String(".bz2"))) {
        QProcess p;
        p.start(QStringLiteral("bzip2"), {QStringLiteral("-dc"), path});
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            return {};
        return p.readAllStandardOutput();
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// Changes the last digit of every count that is not a bare 0, keeping the
// layout: what a busy machine's next read of a /proc table looks like to the
// parser.
inline QByteArray bump(QByteArray text)
{
    const qsizetype firstNl = text.indexOf('\n');
    for (qsizetype i = firstNl + 1; i + 1 < text.size(); ++i) {
        char &c = text[i];
        if (c >= '1' && c <= '8' && (text[i + 1] == ' ' || text[i + 1] == '\n'))
            ++c;
    }
    return text;
}

// A /proc/stat of `cpus` CPUs whose times grow steadily with `tick`
// (user, system, idle, irq and softirq), for benchmarks that need one that
// moves between reads.
inline QByteArray syntheticProcStat(int cpus, int tick)
{
    QByteArray s;
    const qint64 t = tick;
    s += "cpu  " + QByteArray::number(cpus * (1000 + 10 * t)) + " 0 " +
         QByteArray::number(cpus * 500) + " " + QByteArray::number(cpus * (10000 + 80 * t)) +
         " 0 " + QByteArray::number(cpus * (50 + 2 * t)) + " " +
         QByteArray::number(cpus * (80 + 8 * t)) + " 0 0 0\n";
    for (int c = 0; c < cpus; ++c)
        s += "cpu" + QByteArray::number(c) + ' ' + QByteArray::number(1000 + 10 * t) + " 0 500 " +
             QByteArray::number(10000 + 80 * t) + " 0 " + QByteArray::number(50 + 2 * t) + ' ' +
             QByteArray::number(80 + 8 * t) + " 0 0 0\n";
    s += "intr 0\nctxt 1\nbtime 1\nprocesses 1\nprocs_running 1\nprocs_blocked 0\n";
    return s;
}

// The machine the GUI benchmarks measure: the synthetic 1152-PU topology and
// the real 1152-CPU /proc/interrupts. On failure prints why, after the
// benchmark's name, and returns nothing.
struct Machine1152
{
    Topology topology;
    IrqTable irqs;
};

inline std::optional<Machine1152> load1152(const char *benchName)
{
    auto topo = loadTopologyXml(
        QStringLiteral(IRQATLAS_TEST_DATA "/machines/synthetic-1152pu-8pack-16numa.xml"));
    if (!topo.ok()) {
        std::fprintf(stderr, "%s: %s\n", benchName, qPrintable(topo.errorString()));
        return std::nullopt;
    }
    const QByteArray text = readFixture(QStringLiteral(
        IRQATLAS_TEST_DATA "/proc-interrupts/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
    auto irqs = parseInterrupts(std::string_view(text.constData(), std::size_t(text.size())),
                                QStringLiteral("1152-CPU /proc/interrupts"));
    if (!irqs.ok()) {
        std::fprintf(stderr, "%s: %s\n", benchName, qPrintable(irqs.errorString()));
        return std::nullopt;
    }
    return Machine1152{std::move(*topo), std::move(*irqs)};
}

// Runs f(run) `runs` times and prints one Markdown row: wall median and best,
// CPU median and best (ms). tableHeader() prints the matching header.
inline void tableHeader()
{
    std::printf("| step | wall median | wall best | CPU median | CPU best |\n"
                "|---|---:|---:|---:|---:|\n");
}

template <typename F> void measure(const char *what, int runs, F &&f)
{
    std::vector<double> wall, cpu;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const double c0 = threadCpuMs();
        f(i);
        cpu.push_back(threadCpuMs() - c0);
        wall.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf("| %s | %.2f | %.2f | %.2f | %.2f |\n", what, median(wall), best(wall), median(cpu),
                best(cpu));
}

} // namespace irqatlas::bench
