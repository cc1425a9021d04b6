// Parse speed of /proc/interrupts: reads a file (default: the 1152-CPU
// sample, decompressed), parses it N times in-process and prints the median.
//
//   bench_interrupts [FILE] [-n N]
//
// Both the fresh parse (parseInterrupts, new table each time) and the reuse
// parse (parseInterruptsInto, what a sampler does every tick) are timed.

#include "benchutil.h"
#include "live/allocator.h"
#include "procfs/interrupts.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace irqatlas;

int main(int argc, char **argv)
{
    irqatlas::keepFreedMemoryForReuse();
    QCoreApplication app(argc, argv);
    QString path =
        QStringLiteral(IRQATLAS_TEST_DATA "/proc-interrupts/pcp-interrupts-1152cpu-x86_64.txt.bz2");
    int runs = 50;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("-n") && i + 1 < args.size())
            runs = std::max(1, args[++i].toInt());
        else
            path = args[i];
    }
    const QByteArray bytes = bench::readFixture(path);
    if (bytes.isEmpty()) {
        std::fprintf(stderr, "bench_interrupts: cannot read %s\n", qPrintable(path));
        return 1;
    }
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    const double mb = double(bytes.size()) / 1e6;

    auto first = parseInterrupts(text, path);
    if (!first.ok()) {
        std::fprintf(stderr, "bench_interrupts: %s\n", qPrintable(first.errorString()));
        return 1;
    }
    std::printf("%s: %.2f MB, %zu CPUs, %zu rows, %d runs\n", qPrintable(path), mb,
                first->cpus.size(), first->irqs.size(), runs);

    std::vector<double> fresh, reuse;
    QElapsedTimer t;
    std::size_t sink = 0;
    for (int i = 0; i < runs; ++i) {
        t.start();
        auto r = parseInterrupts(text, path);
        fresh.push_back(double(t.nsecsElapsed()) / 1e6);
        sink += r->irqs.size();
    }
    IrqTable table;
    for (int i = 0; i < runs; ++i) {
        t.start();
        Status s = parseInterruptsInto(text, path, table);
        reuse.push_back(double(t.nsecsElapsed()) / 1e6);
        sink += s.ok() ? table.irqs.size() : 0;
    }
    for (auto [label, v] : {std::pair{"fresh table", &fresh}, std::pair{"reused table", &reuse}}) {
        // The minimum is printed too: on a loaded machine the median measures
        // the scheduler more than the parser.
        const double ms = bench::median(*v);
        const double best = *std::min_element(v->begin(), v->end());
        std::printf("%-13s median %.3f ms per parse, %.0f MB/s; best %.3f ms, %.0f MB/s\n", label,
                    ms, mb / (ms / 1e3), best, mb / (best / 1e3));
    }
    return sink == 0 ? 1 : 0;
}
