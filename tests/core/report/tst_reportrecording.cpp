// The report's recording loader: replayed in full under its byte budget, and
// above it read at even byte offsets, resynchronising on the next line from
// anywhere in a line. Counters grow at a steady rate here, so every span's
// rates are exact whichever samples are chosen: the sparse load must give
// the same IRQ/s as the full one, from fewer samples.

#include "live/recording.h"
#include "report/reportdata.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace irqatlas;

namespace {

constexpr int kCpus = 4;
constexpr double kIrqsPerSec = 500; // per CPU, every IRQ line together

// Sample i at i seconds: IRQ 1..n counting kIrqsPerSec / n per second on
// every CPU. padding widens the device name so that lines differ in length.
Sample sampleAt(int i, int padding)
{
    Sample s;
    s.monotonicNs = std::int64_t(i) * 1000000000;
    s.wallMs = 1764600000000 + std::int64_t(i) * 1000;
    QByteArray irqs = "           CPU0       CPU1       CPU2       CPU3\n";
    constexpr int lines = 5;
    for (int n = 1; n <= lines; ++n) {
        irqs += QByteArray::number(n).rightJustified(4) + ':';
        for (int c = 0; c < kCpus; ++c)
            irqs += ' ' + QByteArray::number(qint64(i * kIrqsPerSec / lines)).rightJustified(10);
        irqs += "   IO-APIC   " + QByteArray::number(n) + "-edge      dev" +
                QByteArray(padding + n, 'x') + '\n';
    }
    s.interruptsText = irqs;
    // user nice system idle iowait irq softirq: 10 % hard and 5 % soft IRQ time.
    // From i + 1: all-zero times would read as an offline CPU.
    auto cpuLine = [j = i + 1](const QByteArray &name, int cpus) -> QByteArray {
        return name + ' ' + QByteArray::number(80 * j * cpus) + " 0 0 " +
               QByteArray::number(5 * j * cpus) + " 0 " + QByteArray::number(10 * j * cpus) + ' ' +
               QByteArray::number(5 * j * cpus) + " 0 0 0\n";
    };
    QByteArray stat = cpuLine("cpu ", kCpus);
    for (int c = 0; c < kCpus; ++c)
        stat += cpuLine("cpu" + QByteArray::number(c), 1);
    s.statText = stat;
    s.softirqsText = "                    CPU0       CPU1       CPU2       CPU3\n"
                     "          HI:          0          0          0          0\n";
    [[maybe_unused]] const Status parsed = parseSample(s, QStringLiteral("test"));
    return s;
}

} // namespace

class TestReportRecording : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, int samples, bool finalNewline = true)
    {
        const QString path = m_dir.filePath(name);
        {
            auto w = RecordingWriter::create(path, QStringLiteral("test machine"));
            if (!w.ok())
                return QString();
            for (int i = 0; i < samples; ++i)
                if (!(*w)->write(sampleAt(i, (i * 37) % 23)).ok())
                    return QString();
        }
        if (!finalNewline) {
            QFile f(path);
            if (!f.open(QIODevice::ReadWrite) || !f.resize(f.size() - 1))
                return QString();
        }
        return path;
    }

private slots:
    void sparseMatchesFull_data()
    {
        QTest::addColumn<qint64>("budget");
        QTest::addColumn<bool>("finalNewline");
        // From three picks (the least) to nearly every line, with and without
        // the last line's newline.
        for (const qint64 budget : {qint64(1), qint64(5000), qint64(20000), qint64(60000)}) {
            QTest::addRow("budget %lld", budget) << budget << true;
            QTest::addRow("budget %lld, no final newline", budget) << budget << false;
        }
    }
    void sparseMatchesFull()
    {
        QFETCH(qint64, budget);
        QFETCH(bool, finalNewline);
        const int samples = 60;
        const QString path = write(QStringLiteral("r%1%2.jsonl").arg(budget).arg(finalNewline),
                                   samples, finalNewline);
        QVERIFY(!path.isEmpty());
        QVERIFY(QFileInfo(path).size() > budget);
        const auto full = loadRecording(path, TrialScope{});
        QVERIFY2(full.ok(), full.ok() ? "" : qPrintable(full.errorString()));
        QCOMPARE(full->samples, samples);
        QVERIFY(!full->sparse);
        QCOMPARE(int(full->intervals.size()), samples - 1);

        const auto sparse = loadRecording(path, TrialScope{}, budget);
        QVERIFY2(sparse.ok(), sparse.ok() ? "" : qPrintable(sparse.errorString()));
        QVERIFY(sparse->sparse);
        QVERIFY(sparse->usedSamples >= 3);
        QVERIFY(sparse->usedSamples <= samples);
        QCOMPARE(sparse->gaps, 0);
        QCOMPARE(int(sparse->intervals.size()), sparse->usedSamples - 1);
        // The first and the last sample are always among those read.
        QCOMPARE(sparse->intervals.front().wallMs -
                     qint64(sparse->intervals.front().interval * 1000),
                 1764600000000);
        QCOMPARE(sparse->intervals.back().wallMs, full->intervals.back().wallMs);
        for (const IntervalFigures &f : sparse->intervals) {
            QVERIFY(f.interval >= 1);
            QVERIFY(f.irqsAll.has_value());
            QVERIFY2(std::abs(*f.irqsAll - kIrqsPerSec * kCpus) < 1e-6,
                     qPrintable(QString::number(*f.irqsAll)));
            QVERIFY(f.hardirqPct.has_value());
            QVERIFY(std::abs(*f.hardirqPct - 10) < 1e-9);
        }
        // The same per-CPU means from fewer samples.
        QCOMPARE(sparse->cpuIrqPct.size(), full->cpuIrqPct.size());
        for (const auto &[cpu, pct] : full->cpuIrqPct)
            QVERIFY(std::abs(sparse->cpuIrqPct.at(cpu) - pct) < 1e-9);
    }

    // A line cut short by a truncated file is a malformed sample with its
    // byte offset, not a crash.
    void truncatedLastLine()
    {
        const QString path = write(QStringLiteral("cut.jsonl"), 30);
        QVERIFY(!path.isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() - 40));
        f.close();
        const auto sparse = loadRecording(path, TrialScope{}, 2000);
        QVERIFY(!sparse.ok());
        QVERIFY2(sparse.errorString().contains(QStringLiteral("near byte")),
                 qPrintable(sparse.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestReportRecording)
#include "tst_reportrecording.moc"
