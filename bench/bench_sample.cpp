// Cost of one monitor tick on a 1152-CPU machine: read the three /proc files
// through a HostSource, parse them (reusing the tables of the sample before
// last and copying the rows that did not change from the previous one, as the
// sampler does) and compute the rates against the previous sample.
//
//   bench_sample [-n N] [--root DIR]
//
// Without --root it builds a machine directory in a temporary folder from
// the real 1152-CPU /proc/interrupts and /proc/softirqs (tests/data/monitor)
// and a generated /proc/stat with 1152 cpu lines. Every second tick bumps
// counters in all three files so the delta has work to do. Prints the median
// CPU time (this thread) and wall time of each stage, and what reading the
// kernel threads of interrupt work (irq/, napi/, ksoftirqd/) costs on this
// machine: a tick's stat reads, and a scan of /proc for them.

#include "benchutil.h"
#include "live/allocator.h"
#include "live/rates.h"
#include "live/sample.h"
#include "live/threadtimes.h"
#include "procfs/hostsource.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace irqatlas;

namespace {

double wallMs()
{
    return double(monotonicNowNs()) / 1e6;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Heap bytes a Rates holds (vectors and strings), for the history's footprint.
std::size_t ratesBytes(const Rates &r)
{
    std::size_t n = sizeof(Rates) + r.cpus.capacity() * sizeof(CpuRate) +
                    r.softirqPerSec.capacity() * sizeof(float) +
                    r.irqs.capacity() * sizeof(IrqRate);
    for (const IrqRate &i : r.irqs)
        n += i.cpus.capacity() * sizeof(IrqRate::Cell) + i.gapCpus.capacity() * sizeof(int) +
             (i.name.size() > 15 ? i.name.capacity() : 0);
    return n;
}

// The thread figures of watch's thread_pct on this machine: the generated
// tree has no tasks.
bool benchThreadTimes(int runs)
{
    const auto local = openLocalHost();
    ThreadTimesReader ticks(100, runs + 2), scans(100, 1);
    std::vector<double> tickCpu, scanCpu;
    std::size_t threads = 0;
    for (int i = 0; i <= runs; ++i) {
        const double c0 = bench::threadCpuMs();
        const auto t = ticks.read(*local);
        const double c1 = bench::threadCpuMs();
        const auto u = scans.read(*local);
        const double c2 = bench::threadCpuMs();
        if (!t || !u)
            return false;
        threads = t->threads.size();
        if (i > 0) // the first read of `ticks` is its scan
            tickCpu.push_back(c1 - c0);
        scanCpu.push_back(c2 - c1);
    }
    std::printf("threads: %zu of this machine; tick median %6.3f ms CPU, best %6.3f; "
                "scan of /proc median %6.2f ms CPU\n",
                threads, bench::median(tickCpu), bench::best(tickCpu), bench::median(scanCpu));
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    irqatlas::keepFreedMemoryForReuse();
    QCoreApplication app(argc, argv);
    int runs = 30;
    QString root;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("-n") && i + 1 < args.size())
            runs = std::max(2, args[++i].toInt());
        else if (args[i] == QLatin1String("--root") && i + 1 < args.size())
            root = args[++i];
    }

    QTemporaryDir tmp;
    QByteArray irqs[2], soft[2], stat[2];
    const bool generated = root.isEmpty();
    if (generated) {
        irqs[0] = bench::readFixture(
            QStringLiteral(IRQATLAS_TEST_DATA "/monitor/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
        soft[0] = bench::readFixture(
            QStringLiteral(IRQATLAS_TEST_DATA "/monitor/pcp-softirqs-1152cpu-x86_64.txt.bz2"));
        if (irqs[0].isEmpty() || soft[0].isEmpty()) {
            std::fprintf(stderr,
                         "bench_sample: cannot read the 1152-CPU fixtures (bzip2 needed)\n");
            return 1;
        }
        irqs[1] = bench::bump(irqs[0]);
        soft[1] = bench::bump(soft[0]);
        stat[0] = bench::syntheticProcStat(1152, 0);
        stat[1] = bench::syntheticProcStat(1152, 1);
        root = tmp.path();
        QDir(root).mkpath(QStringLiteral("proc"));
    }
    DirHostSource host(root);

    std::vector<double> readCpu, parseCpu, deltaCpu, totalCpu, totalWall;
    Sample prev;
    std::shared_ptr<const ParsedSample> spare;
    std::size_t sink = 0;
    for (int i = 0; i <= runs; ++i) {
        if (generated) {
            const int v = i % 2;
            if (!writeFile(root + QStringLiteral("/proc/interrupts"), irqs[v]) ||
                !writeFile(root + QStringLiteral("/proc/softirqs"), soft[v]) ||
                !writeFile(root + QStringLiteral("/proc/stat"), stat[v])) {
                std::fprintf(stderr, "bench_sample: cannot write to %s\n", qPrintable(root));
                return 1;
            }
        }
        // The same steps as readSample, timed one by one.
        const double w0 = wallMs(), c0 = bench::threadCpuMs();
        Sample s;
        s.monotonicNs = monotonicNowNs() + std::int64_t(i) * 1000000000; // 1 s apart
        s.interruptsText = host.readFile(QStringLiteral("/proc/interrupts")).value();
        s.statText = host.readFile(QStringLiteral("/proc/stat")).value();
        s.softirqsText = host.tryRead(QStringLiteral("/proc/softirqs")).value_or(QByteArray());
        const double c1 = bench::threadCpuMs();
        const Status st = parseSample(s, QString(), std::move(spare), &prev);
        const double c2 = bench::threadCpuMs();
        if (!st.ok()) {
            std::fprintf(stderr, "bench_sample: %s\n", qPrintable(st.errorString()));
            return 1;
        }
        if (prev.ok()) {
            const Rates r = computeRates(prev, s);
            sink += r.irqs.size() + r.cpus.size();
            if (i == runs)
                std::printf("one Rates: %zu rows kept of %d, %.0f KB\n", r.irqs.size(), r.irqRows,
                            double(ratesBytes(r)) / 1024);
            const double c3 = bench::threadCpuMs();
            readCpu.push_back(c1 - c0);
            parseCpu.push_back(c2 - c1);
            deltaCpu.push_back(c3 - c2);
            totalCpu.push_back(c3 - c0);
            totalWall.push_back(wallMs() - w0);
        }
        spare = std::move(prev.parsed);
        prev = std::move(s);
    }
    const ParsedSample &p = *prev.parsed;
    std::printf(
        "%s: %zu CPUs in /proc/interrupts, %zu rows, %zu softirq columns, %zu stat cpu lines; "
        "%.1f MB per tick; %d ticks\n",
        qPrintable(generated ? QStringLiteral("1152-CPU sample") : root), p.irqs.cpus.size(),
        p.irqs.irqs.size(), p.softirqs.cpus.size(), p.stat.cpus.size(),
        double(prev.interruptsText.size() + prev.statText.size() + prev.softirqsText.size()) / 1e6,
        runs);
    std::printf("read   median %6.2f ms CPU, best %6.2f\n", bench::median(readCpu),
                bench::best(readCpu));
    std::printf("parse  median %6.2f ms CPU, best %6.2f\n", bench::median(parseCpu),
                bench::best(parseCpu));
    std::printf("delta  median %6.2f ms CPU, best %6.2f\n", bench::median(deltaCpu),
                bench::best(deltaCpu));
    std::printf("total  median %6.2f ms CPU, best %6.2f; median %.2f ms wall (budget 15 ms CPU)\n",
                bench::median(totalCpu), bench::best(totalCpu), bench::median(totalWall));
    return sink == 0 || !benchThreadTimes(runs) ? 1 : 0;
}
