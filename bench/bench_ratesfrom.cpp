// Writes a 1152-CPU machine and a long recording of it, for timing
// `irqatlas-cli plan --rates-from` (bench/rates-from runs both):
//
//   bench_ratesfrom DIR [SAMPLES [EVERY]]
//
// DIR/proc/interrupts is the real 1152-CPU /proc/interrupts
// (tests/data/monitor) as the last sample has it; DIR/recording.jsonl holds
// SAMPLES samples (default 600) one second apart, as `watch --record` writes
// them: every EVERY-th row (default 8: 132 of the 1054 rows with per-CPU
// counts, a busy machine's share; 1: all of them) fires on one CPU of its own
// at 1 to 5 irq/s, /proc/stat is generated with 1152 cpu lines and
// /proc/softirqs is the real 1152-CPU file. Each sample is written as soon as
// it is made, so the generator's memory stays flat too.

#include "benchutil.h"
#include "live/recording.h"
#include "live/sample.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace irqatlas;

namespace {

constexpr int kCpus = 1152;
constexpr int kField = 11; // " %10u" per CPU column

// Where each row's counting cell is: the column of CPU (row % 1152).
struct Cell
{
    qsizetype offset;
    std::uint64_t base;
    int rate;
};

std::vector<Cell> cells(const QByteArray &text, int every)
{
    std::vector<Cell> out;
    qsizetype line = text.indexOf('\n') + 1;
    int row = 0;
    while (line > 0 && line < text.size()) {
        qsizetype end = text.indexOf('\n', line);
        if (end < 0)
            end = text.size();
        const qsizetype colon = text.indexOf(':', line);
        if (row % every == 0 && colon > 0 && colon < end &&
            end - colon - 1 >= qsizetype(kCpus) * kField) {
            const qsizetype at = colon + 1 + qsizetype(row % kCpus) * kField;
            const std::uint64_t base = text.mid(at, kField).trimmed().toULongLong();
            out.push_back({at, base, 1 + row % 5});
        }
        ++row;
        line = end + 1;
    }
    return out;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_ratesfrom DIR [SAMPLES [EVERY]]\n");
        return 2;
    }
    const QString &dir = args.at(1);
    const int samples = args.size() > 2 ? args.at(2).toInt() : 600;
    const int every = args.size() > 3 ? std::max(1, args.at(3).toInt()) : 8;
    QByteArray irqs = bench::readFixture(
        QStringLiteral(IRQATLAS_TEST_DATA "/monitor/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
    const QByteArray soft = bench::readFixture(
        QStringLiteral(IRQATLAS_TEST_DATA "/monitor/pcp-softirqs-1152cpu-x86_64.txt.bz2"));
    if (irqs.isEmpty() || soft.isEmpty() || samples < 2 ||
        !QDir().mkpath(dir + QStringLiteral("/proc"))) {
        std::fprintf(stderr, "bench_ratesfrom: cannot read the 1152-CPU fixtures or make %s\n",
                     qPrintable(dir));
        return 1;
    }
    const std::vector<Cell> busy = cells(irqs, every);
    auto rec = RecordingWriter::create(dir + QStringLiteral("/recording.jsonl"),
                                       QStringLiteral("1152-CPU bench"));
    if (!rec) {
        std::fprintf(stderr, "%s\n", qPrintable(rec.errorString()));
        return 1;
    }
    const std::int64_t t0 = 81234567890;
    for (int k = 0; k < samples; ++k) {
        for (const Cell &c : busy) {
            const QByteArray v =
                QByteArray::number(c.base + std::uint64_t(k) * std::uint64_t(c.rate))
                    .rightJustified(kField, ' ');
            irqs.replace(c.offset, kField, v);
        }
        Sample s;
        s.monotonicNs = t0 + std::int64_t(k) * 1000000000;
        s.wallMs = 1764495600000 + std::int64_t(k) * 1000;
        s.interruptsText = irqs;
        s.statText = bench::syntheticProcStat(kCpus, k);
        s.softirqsText = soft;
        if (auto st = (*rec)->write(s); !st) {
            std::fprintf(stderr, "%s\n", qPrintable(st.errorString()));
            return 1;
        }
    }
    if (!writeFile(dir + QStringLiteral("/proc/interrupts"), irqs)) {
        std::fprintf(stderr, "bench_ratesfrom: cannot write %s/proc/interrupts\n", qPrintable(dir));
        return 1;
    }
    std::printf("%s: %d samples of %zu rows that count, %lld bytes of /proc/interrupts each\n",
                qPrintable(dir + QStringLiteral("/recording.jsonl")), samples, busy.size(),
                qlonglong(irqs.size()));
    return 0;
}
