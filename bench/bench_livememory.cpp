// Memory and CPU cost of the Live dock on a 1152-CPU machine: feeds N
// intervals (default 700, more than the dock keeps) to a LivePlots shown
// offscreen and prints the bytes its history holds (container capacity x
// element size), the process RSS before and after, and the CPU time per tick
// while the history fills and once it is full.
//
//   bench_livememory [-n N] [--csv FILE]
//
// --csv keeps the exported CSV in FILE, to compare two builds byte for byte.
// The intervals are real rates between two 1152-CPU samples (the real
// /proc/interrupts and /proc/softirqs of tests/data/monitor, bumped, and a
// generated /proc/stat) whose per-CPU figures are then varied per tick with
// full double precision, as a busy machine's would be.

#include "benchutil.h"
#include "live/allocator.h"
#include "live/rates.h"
#include "live/sample.h"
#include "ui/live/liveplots.h"

#include <QApplication>
#include <QTemporaryDir>
#include <cstdio>
#include <unistd.h>
#include <vector>

using namespace irqatlas;

namespace {

constexpr int kCpus = 1152;
constexpr std::int64_t kSec = 1000000000;

QByteArray statText(int tick)
{
    QByteArray s = "cpu  0 0 0 0 0 0 0 0 0 0\n";
    for (int c = 0; c < kCpus; ++c) {
        const qint64 t = tick;
        const qint64 irq = (c % 5) * t, soft = (c % 7) * 2 * t;
        s += "cpu" + QByteArray::number(c) + ' ' + QByteArray::number(1000 + 20 * t) + " 0 " +
             QByteArray::number(500 + 10 * t) + ' ' +
             QByteArray::number(10000 + (70 - c % 5 - c % 7 * 2) * t) + " 0 " +
             QByteArray::number(50 + irq) + ' ' + QByteArray::number(80 + soft) + " 0 0 0\n";
    }
    s += "intr 0\nctxt 1\nbtime 1\nprocesses 1\nprocs_running 1\nprocs_blocked 0\n";
    return s;
}

std::size_t rssBytes()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> w = f.readAll().split(' ');
    return w.size() > 1 ? std::size_t(w[1].toULongLong()) * std::size_t(sysconf(_SC_PAGESIZE)) : 0;
}

// A deterministic spread of figures with all the digits a measured rate has.
double vary(double v, std::uint32_t &seed)
{
    seed = seed * 1664525u + 1013904223u;
    return v * (0.5 + double(seed >> 8) / double(1u << 24));
}

} // namespace

int main(int argc, char **argv)
{
    keepFreedMemoryForReuse();
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int ticks = 700;
    QString keepCsv;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i)
        if (args[i] == QLatin1String("-n") && i + 1 < args.size())
            ticks = std::max(2, args[++i].toInt());
        else if (args[i] == QLatin1String("--csv") && i + 1 < args.size())
            keepCsv = args[++i];

    const QByteArray irqs = bench::readFixture(
        QStringLiteral(IRQATLAS_TEST_DATA "/monitor/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
    const QByteArray soft = bench::readFixture(
        QStringLiteral(IRQATLAS_TEST_DATA "/monitor/pcp-softirqs-1152cpu-x86_64.txt.bz2"));
    if (irqs.isEmpty() || soft.isEmpty()) {
        std::fprintf(stderr,
                     "bench_livememory: cannot read the 1152-CPU fixtures (bzip2 needed)\n");
        return 1;
    }
    Sample a, b;
    a.monotonicNs = 1000 * kSec;
    a.wallMs = 1764495600000;
    a.interruptsText = irqs;
    a.statText = statText(0);
    a.softirqsText = soft;
    b.monotonicNs = a.monotonicNs + kSec + 137;
    b.wallMs = a.wallMs + 1000;
    b.interruptsText = bench::bump(irqs);
    b.statText = statText(1);
    b.softirqsText = bench::bump(soft);
    if (const Status s = parseSample(a, QStringLiteral("a")); !s) {
        std::fprintf(stderr, "bench_livememory: %s\n", qPrintable(s.errorString()));
        return 1;
    }
    if (const Status s = parseSample(b, QStringLiteral("b")); !s) {
        std::fprintf(stderr, "bench_livememory: %s\n", qPrintable(s.errorString()));
        return 1;
    }
    const Rates base = computeRates(a, b);
    if (base.isGap() || base.cpus.size() != std::size_t(kCpus)) {
        std::fprintf(stderr, "bench_livememory: the fixture gave %zu CPUs\n", base.cpus.size());
        return 1;
    }
    // A few distinct intervals, replayed in turn with advancing times.
    std::vector<Rates> variants(16, base);
    std::uint32_t seed = 1;
    for (Rates &r : variants)
        for (CpuRate &c : r.cpus) {
            for (std::optional<double> *f :
                 {&c.hardirqPct, &c.softirqPct, &c.irqsPerSec, &c.softirqsPerSec})
                if (*f)
                    *f = vary(**f + 1, seed);
        }

    LivePlots plots;
    plots.resize(900, 500);
    plots.show();
    QCoreApplication::processEvents();
    const std::size_t rss0 = rssBytes();

    std::vector<double> filling, full;
    for (int i = 0; i < ticks; ++i) {
        Rates r = variants[std::size_t(i) % variants.size()];
        r.monotonicNs = base.monotonicNs + std::int64_t(i) * (kSec + 137);
        r.wallMs = base.wallMs + std::int64_t(i) * 1000;
        const double c0 = bench::threadCpuMs();
        plots.addRates(r);
        // The queued replot of the plot on screen belongs to the tick.
        QCoreApplication::processEvents();
        (std::size_t(i) < LivePlots::kMaxTicks ? filling : full)
            .push_back(bench::threadCpuMs() - c0);
    }
    const std::size_t rss1 = rssBytes();

    QTemporaryDir tmp;
    const QString csv = keepCsv.isEmpty() ? tmp.filePath(QStringLiteral("samples.csv")) : keepCsv;
    const double e0 = bench::threadCpuMs();
    const Status exported = plots.exportCsv(csv);
    const double e1 = bench::threadCpuMs();
    if (!exported) {
        std::fprintf(stderr, "bench_livememory: %s\n", qPrintable(exported.errorString()));
        return 1;
    }

    std::printf("%d CPUs, %d ticks fed, %zu kept\n", kCpus, ticks, plots.sampleCount());
    std::printf("history: %.2f MB held (capacity x element size)\n",
                double(plots.historyBytes()) / 1e6);
    std::printf("rss:     %.1f MB before, %.1f MB after (+%.1f MB)\n", double(rss0) / 1e6,
                double(rss1) / 1e6, (double(rss1) - double(rss0)) / 1e6);
    std::printf("tick:    median %.2f ms CPU while filling (best %.2f), %.2f ms once full "
                "(best %.2f)\n",
                bench::median(filling), bench::best(filling), bench::median(full),
                bench::best(full));
    std::printf("csv:     %.1f ms CPU, %.1f MB written\n", e1 - e0,
                double(QFileInfo(csv).size()) / 1e6);
    return 0;
}
