// Recording and replay give identical rates; the threaded Sampler samples a
// saved machine, turns a failed read into a gap and keeps going, replays a
// recording to the end, rejects out-of-range intervals, pauses and resumes.

#include "live/ratesexport.h"
#include "live/recording.h"
#include "live/sampler.h"
#include "live/samplesource.h"
#include "testdata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>
#include <memory>

using namespace irqatlas;

namespace {

constexpr std::int64_t kSec = 1000000000;
constexpr int kPatienceMs = 120000; // only a failing test waits this long

// Returns once everything the sampler's worker thread was asked before this
// call has run there, and everything it emitted before has been delivered
// here: the worker's thread handles its events in order, and its queued
// signals reach this thread ahead of the answer to ours. No clock involved.
bool flushWorker(Sampler &sampler)
{
    auto *thread = sampler.findChild<QThread *>();
    if (!thread)
        return true; // not running: nothing to flush
    auto back = std::make_shared<std::atomic<bool>>(false);
    auto *there = new QObject;
    there->moveToThread(thread);
    QMetaObject::invokeMethod(
        there,
        [there, back] {
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), [back] { *back = true; }, Qt::QueuedConnection);
            delete there;
        },
        Qt::QueuedConnection);
    return QTest::qWaitFor([&] { return back->load(); }, kPatienceMs);
}

Sample makeSample(const QByteArray &irqs, const QByteArray &stat, const QByteArray &soft,
                  std::int64_t ns)
{
    Sample s;
    s.monotonicNs = ns;
    s.wallMs = 1764495600000 + ns / 1000000;
    s.interruptsText = irqs;
    s.statText = stat;
    s.softirqsText = soft;
    parseSample(s, QStringLiteral("test"));
    return s;
}

// Everything a Rates holds, as text, so two Rates compare field by field.
QString dump(const Rates &r)
{
    std::string s;
    appendRatesJson(s, r, 1000000);
    for (const IrqRate &i : r.irqs) {
        s += i.key + '#' + std::to_string(i.occurrence) + ' ' +
             (i.perSec ? std::to_string(*i.perSec) : "gap") + (i.partial ? " partial" : "") +
             " gaps";
        for (int c : i.gapCpus)
            s += ' ' + std::to_string(c);
        s += '\n';
    }
    for (std::size_t c = 0; c < r.cpus.size(); ++c) {
        for (std::size_t t = 0; t < r.softirqNames.size(); ++t) {
            const auto v = r.softirqRate(c, t);
            s += v ? std::to_string(*v) : std::string("gap");
            s += ' ';
        }
    }
    s += " new " + std::to_string(r.newIrqs) + " vanished " + std::to_string(r.vanishedIrqs) +
         " rows " + std::to_string(r.irqRows) + " interval " + std::to_string(r.interval) + ' ' +
         r.gapReason.toStdString();
    return QString::fromStdString(s);
}

// Real 8-CPU files with every non-zero count bumped by `step` per tick.
QByteArray bumped(const QByteArray &text, int step)
{
    QByteArray out;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype l = 0; l < lines.size(); ++l) {
        if (l == 0) {
            out += lines[l];
        } else {
            const QList<QByteArray> words = lines[l].split(' ');
            for (qsizetype w = 0; w < words.size(); ++w) {
                bool num = false;
                const qulonglong v = words[w].toULongLong(&num);
                out += (w ? " " : "") + (num && v > 0 && w > 0
                                             ? QByteArray::number(v + qulonglong(step) * (w + 1))
                                             : words[w]);
            }
        }
        if (l + 1 < lines.size())
            out += '\n';
    }
    return out;
}

std::vector<Sample> realSamples()
{
    const QByteArray irq =
        test::readData(QStringLiteral("monitor/sysstat-tests-root1-interrupts.txt"));
    const QByteArray soft =
        test::readData(QStringLiteral("monitor/sysstat-tests-root1-softirqs.txt"));
    const QByteArray stat = test::readData(QStringLiteral("monitor/sysstat-tests-root1-stat.txt"));
    std::vector<Sample> v;
    v.reserve(6); // four ticks, a failed one, one after it
    for (int i = 0; i < 4; ++i)
        v.push_back(makeSample(bumped(irq, i * 7), bumped(stat, i * 3), bumped(soft, i * 5),
                               1000 * kSec + i * 1003 * kSec / 1000));
    // A failed tick in the middle, and one after it.
    Sample failed;
    failed.monotonicNs = 1004 * kSec;
    failed.wallMs = 1764495604000;
    failed.error = QStringLiteral("cannot read /proc/interrupts: Input/output error");
    v.push_back(failed);
    v.push_back(makeSample(bumped(irq, 40), bumped(stat, 20), bumped(soft, 30), 1005 * kSec));
    return v;
}

// Fails every read of /proc/interrupts whose number is in `failOn` (1-based).
class FlakyHost : public DirHostSource
{
public:
    FlakyHost(const QString &root, std::vector<int> failOn)
        : DirHostSource(root), m_failOn(std::move(failOn))
    {
    }
    Result<QByteArray> readFile(const QString &path) const override
    {
        if (path == QLatin1String("/proc/interrupts")) {
            const int n = ++m_reads;
            if (std::find(m_failOn.begin(), m_failOn.end(), n) != m_failOn.end())
                return Error{QStringLiteral("cannot read /proc/interrupts: simulated I/O error")};
        }
        return DirHostSource::readFile(path);
    }

private:
    std::vector<int> m_failOn;
    mutable std::atomic<int> m_reads{0};
};

void writeRoot(const QString &root)
{
    QDir(root).mkpath(QStringLiteral("proc"));
    for (auto [from, to] :
         {std::pair{"monitor/sysstat-tests-root1-interrupts.txt", "proc/interrupts"},
          std::pair{"monitor/sysstat-tests-root1-softirqs.txt", "proc/softirqs"},
          std::pair{"monitor/sysstat-tests-root1-stat.txt", "proc/stat"}}) {
        QFile f(root + QLatin1Char('/') + QLatin1String(to));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(test::readData(QLatin1String(from)));
    }
}

template <typename T> QByteArray why(const Result<T> &r)
{
    // QVERIFY2 builds its message even when the check passes.
    return r.ok() ? QByteArray() : r.errorString().toUtf8();
}

} // namespace

class TestSampler : public QObject
{
    Q_OBJECT
private slots:
    void recordingReplaysIdentically()
    {
        const std::vector<Sample> samples = realSamples();
        QVERIFY(samples[0].ok());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rec.jsonl"));
        {
            auto w = RecordingWriter::create(path, QStringLiteral("db7"));
            QVERIFY2(w.ok(), why(w).constData());
            for (const Sample &s : samples)
                QVERIFY(w.value()->write(s).ok());
        }
        auto src = RecordingSource::open(path);
        QVERIFY2(src.ok(), why(src).constData());
        QCOMPARE(src.value()->recordedSource(), QStringLiteral("db7"));
        std::vector<Sample> back;
        while (auto s = src.value()->next())
            back.push_back(*s);
        QCOMPARE(back.size(), samples.size());
        for (std::size_t i = 0; i < back.size(); ++i) {
            QCOMPARE(back[i].monotonicNs, samples[i].monotonicNs);
            QCOMPARE(back[i].wallMs, samples[i].wallMs);
            QCOMPARE(back[i].interruptsText, samples[i].interruptsText);
            QCOMPARE(back[i].statText, samples[i].statText);
            QCOMPARE(back[i].softirqsText, samples[i].softirqsText);
            QCOMPARE(back[i].ok(), samples[i].ok());
        }
        // Rates as the sampler computes them: against the last good sample.
        int nonZero = 0;
        std::size_t prev = 0;
        for (std::size_t i = 1; i < samples.size(); ++i) {
            const Rates live = computeRates(samples[prev], samples[i]);
            const Rates replay = computeRates(back[prev], back[i]);
            QCOMPARE(dump(replay), dump(live));
            if (!live.isGap() && !live.irqs.empty())
                ++nonZero;
            if (samples[i].ok())
                prev = i;
        }
        QVERIFY(nonZero >= 3);
        QVERIFY(computeRates(back[3], back[4]).isGap());
    }

    void recordingErrors()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.jsonl"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"something-else\"}\n");
        f.close();
        auto r = RecordingSource::open(bad);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(bad + QStringLiteral(":1")), why(r).constData());

        const QString cut = dir.filePath(QStringLiteral("cut.jsonl"));
        QFile g(cut);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("{\"format\": \"irqatlas-recording\", \"version\": 1, \"source\": \"x\"}\n"
                "{\"mono_ns\": 1, \"wall_ms\": 2, \"interrupts\": \"AAA");
        g.close();
        auto c = RecordingSource::open(cut);
        QVERIFY(c.ok());
        const auto s = c.value()->next();
        QVERIFY(s && !s->ok());
        QVERIFY2(s->error.contains(cut + QStringLiteral(":2")), qPrintable(s->error));
        QVERIFY(!c.value()->next());
    }

    void intervalRange_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<bool>("ok");
        QTest::newRow("0.05") << 0.05 << false;
        QTest::newRow("0.1") << 0.1 << true;
        QTest::newRow("1") << 1.0 << true;
        QTest::newRow("60") << 60.0 << true;
        QTest::newRow("61") << 61.0 << false;
        QTest::newRow("0") << 0.0 << false;
        QTest::newRow("-1") << -1.0 << false;
    }
    void intervalRange()
    {
        QFETCH(double, seconds);
        QFETCH(bool, ok);
        const Status s = Sampler::checkInterval(seconds);
        QCOMPARE(s.ok(), ok);
        if (!ok)
            QVERIFY2(s.errorString().contains(QString::number(seconds)),
                     qPrintable(s.errorString()));
    }

    // Static files: every rate is 0 and that is correct.
    void samplesSavedMachine()
    {
        QTemporaryDir dir;
        writeRoot(dir.path());
        Sampler sampler(
            std::make_unique<HostSampleSource>(std::make_shared<DirHostSource>(dir.path())));
        QVERIFY(sampler.setInterval(0.1).ok());
        QSignalSpy rates(&sampler, &Sampler::ratesReady);
        QSignalSpy samples(&sampler, &Sampler::sampleReady);
        sampler.start();
        QVERIFY(QTest::qWaitFor([&] { return rates.size() >= 2; }, kPatienceMs));
        sampler.stop();
        QVERIFY(samples.size() >= 3);
        const Rates r = rates.at(1).at(0).value<Rates>();
        QVERIFY(!r.isGap());
        QCOMPARE(r.cpus.size(), std::size_t(9));
        QVERIFY(r.irqs.empty());
        QCOMPARE(*r.machine.irqsPerSec, 0.0);
        QCOMPARE(*r.machine.hardirqPct, 0.0);
        QVERIFY(r.interval > 0);
        // A stopped sampler is quiet: stop() drops what was already on its way.
        const qsizetype n = rates.size();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(rates.size(), n);
    }

    void failedReadIsAGap()
    {
        QTemporaryDir dir;
        writeRoot(dir.path());
        Sampler sampler(std::make_unique<HostSampleSource>(
            std::make_shared<FlakyHost>(dir.path(), std::vector<int>{2})));
        QVERIFY(sampler.setInterval(0.1).ok());
        QSignalSpy rates(&sampler, &Sampler::ratesReady);
        QSignalSpy failed(&sampler, &Sampler::failed);
        sampler.start();
        QVERIFY(QTest::qWaitFor([&] { return rates.size() >= 3; }, kPatienceMs));
        sampler.stop();
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("simulated")));
        // Tick 1 is the baseline, tick 2 failed (a gap), ticks 3+ have rates
        // against tick 1.
        const Rates gap = rates.at(0).at(0).value<Rates>();
        QVERIFY(gap.isGap());
        QVERIFY(gap.cpus.empty());
        const Rates after = rates.at(1).at(0).value<Rates>();
        QVERIFY(!after.isGap());
        QCOMPARE(*after.machine.irqsPerSec, 0.0);
    }

    void replaysRecording()
    {
        const std::vector<Sample> samples = realSamples();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rec.jsonl"));
        {
            auto w = RecordingWriter::create(path, QStringLiteral("db7"));
            for (const Sample &s : samples)
                QVERIFY(w.value()->write(s).ok());
        }
        auto src = RecordingSource::open(path);
        QVERIFY(src.ok());
        Sampler sampler(std::move(src).value());
        QSignalSpy rates(&sampler, &Sampler::ratesReady);
        QSignalSpy finished(&sampler, &Sampler::finished);
        sampler.start();
        QVERIFY(QTest::qWaitFor([&] { return finished.size() == 1; }, kPatienceMs));
        sampler.stop();
        // 6 samples: 5 rates (one of them the gap of the failed tick).
        QCOMPARE(rates.size(), qsizetype(5));
        std::size_t prev = 0;
        for (std::size_t i = 1; i < samples.size(); ++i) {
            QCOMPARE(dump(rates.at(qsizetype(i - 1)).at(0).value<Rates>()),
                     dump(computeRates(samples[prev], samples[i])));
            if (samples[i].ok())
                prev = i;
        }
    }

    void pauseAndResume()
    {
        QTemporaryDir dir;
        writeRoot(dir.path());
        Sampler sampler(
            std::make_unique<HostSampleSource>(std::make_shared<DirHostSource>(dir.path())));
        QVERIFY(sampler.setInterval(0.1).ok());
        QSignalSpy samples(&sampler, &Sampler::sampleReady);
        QSignalSpy rates(&sampler, &Sampler::ratesReady);
        sampler.start();
        QVERIFY(QTest::qWaitFor([&] { return rates.size() >= 1; }, kPatienceMs));
        sampler.pause();
        QVERIFY(sampler.isPaused());
        // The worker has taken the pause; the ticks it read before are here.
        QVERIFY(flushWorker(sampler));
        const qsizetype n = samples.size();
        const qsizetype r = rates.size();
        // Nothing is read while paused. That something does not happen can
        // only be seen by letting time pass (five intervals); whatever the
        // worker might have read meanwhile is flushed here before counting,
        // so a slow machine cannot make this fail, only a sampler that reads.
        QTest::qWait(500);
        QVERIFY(flushWorker(sampler));
        QCOMPARE(samples.size(), n);
        sampler.resume();
        QVERIFY(QTest::qWaitFor([&] { return samples.size() >= n + 2; }, kPatienceMs));
        // The first sample after resuming is a fresh baseline.
        QVERIFY(QTest::qWaitFor([&] { return rates.size() > r; }, kPatienceMs));
        sampler.stop();
        QVERIFY(!sampler.isRunning());
    }
};

QTEST_GUILESS_MAIN(TestSampler)
#include "tst_sampler.moc"
