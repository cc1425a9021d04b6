#pragma once

// What every benchmark in bench/ needs: thread CPU time, robust summaries
// and the compressed fixtures. Header-only: each bench is one executable.

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QString>
#include <algorithm>
#include <cstdio>
#include <ctime>
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
