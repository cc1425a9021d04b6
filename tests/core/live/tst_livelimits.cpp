// The live path (parseSample with its unchanged-rows shortcut, readSample,
// the threaded Sampler the GUI and `watch` use, recordings) against inputs
// past the caps of model/inputlimits.h: each tick is a gap whose message
// names the file and line; nothing throws through the event loop.

#include "faketree.h"
#include "hostileinput.h"
#include "live/recording.h"
#include "live/sampler.h"
#include "live/samplesource.h"
#include "model/inputlimits.h"
#include "peakmemory.h"
#include "treefile.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kGoodInterrupts = interruptsWithCpu("CPU1");
const QByteArray kGoodStat = statWithCpu("cpu1");
const QByteArray kSoftirqs = "                    CPU0       CPU1\n"
                             "          HI:          0          0\n"
                             "       TIMER:        100        100\n";

Sample sampleOf(const QByteArray &interrupts, const QByteArray &stat = kGoodStat)
{
    Sample s;
    s.interruptsText = interrupts;
    s.statText = stat;
    s.softirqsText = kSoftirqs;
    return s;
}

void writeTree(const FakeTree &t, const QByteArray &interrupts, const QByteArray &stat)
{
    QVERIFY(writeTreeFile(t.root() + QStringLiteral("/proc/interrupts"), interrupts));
    QVERIFY(writeTreeFile(t.root() + QStringLiteral("/proc/stat"), stat));
    QVERIFY(writeTreeFile(t.root() + QStringLiteral("/proc/softirqs"), kSoftirqs));
}

} // namespace

class TestLiveLimits : public QObject
{
    Q_OBJECT
private slots:
    void parseSampleRefuses_data();
    void parseSampleRefuses();
    void shortcutKeepsRowCap();
    void shortcutKeepsLineCap();
    void readSampleFileCap();
    void readSampleSoftirqsCap();
    void samplerReportsHostileInterrupts();
    void samplerReportsHostileStat();
    void recordingWithHostileSample();
    void recordingLineCap();
};

void TestLiveLimits::parseSampleRefuses_data()
{
    QTest::addColumn<QByteArray>("interrupts");
    QTest::addColumn<QByteArray>("stat");
    QTest::addColumn<QString>("expected");
    QTest::newRow("interrupts CPU2147483647") << interruptsWithCpu("CPU2147483647") << kGoodStat
                                              << "db7:/proc/interrupts:1: header column 2: CPU id "
                                                 "2147483647 is above the supported maximum 16383";
    QTest::newRow("interrupts CPU1000000000") << interruptsWithCpu("CPU1000000000") << kGoodStat
                                              << "db7:/proc/interrupts:1: header column 2: CPU id "
                                                 "1000000000 is above the supported maximum 16383";
    QTest::newRow("stat cpu2147483647")
        << kGoodInterrupts << statWithCpu("cpu2147483647")
        << "db7:/proc/stat:3: CPU id 2147483647 is above the supported maximum 16383";
    QTest::newRow("tall interrupts")
        << tallInterrupts(limits::kMaxIrqRows + 1) << kGoodStat
        << "db7:/proc/interrupts:65538: more than 65536 rows, the supported maximum";
}

void TestLiveLimits::parseSampleRefuses()
{
    QFETCH(QByteArray, interrupts);
    QFETCH(QByteArray, stat);
    QFETCH(QString, expected);
    Sample s = sampleOf(interrupts, stat);
    const Status st = parseSample(s, QStringLiteral("db7"));
    QVERIFY2(!st.ok(), "a sample past the caps was parsed");
    QCOMPARE(st.errorString(), expected);
    QCOMPARE(s.error, expected);
    QVERIFY(!s.ok());
}

// Rows equal to the previous sample's are copied, not parsed: the row cap
// must hold for the table the copy builds too.
void TestLiveLimits::shortcutKeepsRowCap()
{
    Sample prev = sampleOf(tallInterrupts(limits::kMaxIrqRows));
    QVERIFY2(parseSample(prev, QStringLiteral("db7")).ok(), qPrintable(prev.error));
    QByteArray taller = prev.interruptsText;
    taller += "99999:          1   PCI-MSI 99999-edge\n";
    Sample cur = sampleOf(taller);
    const Status st = parseSample(cur, QStringLiteral("db7"), {}, &prev);
    QVERIFY2(!st.ok(), "the shortcut grew the table past the row cap");
    QCOMPARE(
        st.errorString(),
        QStringLiteral("db7:/proc/interrupts:65538: more than 65536 rows, the supported maximum"));
}

void TestLiveLimits::shortcutKeepsLineCap()
{
    Sample prev = sampleOf(kGoodInterrupts);
    QVERIFY(parseSample(prev, QStringLiteral("db7")).ok());
    QByteArray longer = kGoodInterrupts;
    const QByteArray longName =
        "timer" + QByteArray(qsizetype(limits::kMaxTableLineBytes), 'x') + "\n";
    longer.replace(QByteArrayView("timer\n"), QByteArrayView(longName));
    Sample cur = sampleOf(longer);
    const Status st = parseSample(cur, QStringLiteral("db7"), {}, &prev);
    QVERIFY(!st.ok());
    QCOMPARE(
        st.errorString(),
        QStringLiteral(
            "db7:/proc/interrupts:2: line is longer than the supported maximum of 1048576 bytes"));
}

// A saved /proc/interrupts past its cap (a hole) is refused unread.
void TestLiveLimits::readSampleFileCap()
{
    FakeTree t;
    writeTree(t, kGoodInterrupts, kGoodStat);
    {
        QFile f(t.root() + QStringLiteral("/proc/interrupts"));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(qint64(limits::kMaxInterruptsBytes) + 4096));
    }
    const DirHostSource host(t.root(), QStringLiteral("saved"));
    const PeakGrowth peak;
    const Sample s = readSample(host);
    QVERIFY(!s.ok());
    QCOMPARE(
        s.error,
        QStringLiteral("%1/proc/interrupts is larger than the supported maximum of 134217728 bytes")
            .arg(t.root()));
    QVERIFY2(peak.bytes() < (16 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

// /proc/softirqs may be absent (kernels before 2.6.31); past its cap it is
// an error, not "absent".
void TestLiveLimits::readSampleSoftirqsCap()
{
    FakeTree t;
    writeTree(t, kGoodInterrupts, kGoodStat);
    {
        QFile f(t.root() + QStringLiteral("/proc/softirqs"));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(qint64(limits::kMaxSoftirqsBytes) + 1));
    }
    const DirHostSource host(t.root(), QStringLiteral("saved"));
    const Sample s = readSample(host);
    QVERIFY(!s.ok());
    QCOMPARE(s.error, QStringLiteral(
                          "%1/proc/softirqs is larger than the supported maximum of 8388608 bytes")
                          .arg(t.root()));
    QVERIFY(QFile::remove(t.root() + QStringLiteral("/proc/softirqs")));
    const Sample without = readSample(host);
    QVERIFY2(without.ok(), qPrintable(without.error));
    QVERIFY(!without.parsed->hasSoftirqs);
}

// The path that aborted `irqatlas-cli watch` and the GUI's live view: the
// worker thread samples a saved tree whose header names CPU2147483647.
void TestLiveLimits::samplerReportsHostileInterrupts()
{
    FakeTree t;
    writeTree(t, interruptsWithCpu("CPU2147483647"), kGoodStat);
    Sampler sampler(std::make_unique<HostSampleSource>(
        std::make_shared<DirHostSource>(t.root(), QStringLiteral("saved"))));
    QVERIFY(sampler.setInterval(0.1).ok());
    QSignalSpy failed(&sampler, &Sampler::failed);
    QSignalSpy rates(&sampler, &Sampler::ratesReady);
    sampler.start();
    QVERIFY(QTest::qWaitFor([&] { return failed.size() >= 2 && rates.size() >= 2; }, 20000));
    sampler.stop();
    QCOMPARE(failed.at(0).at(0).toString(),
             QStringLiteral("saved:/proc/interrupts:1: header column 2: CPU id 2147483647 is above "
                            "the supported maximum 16383"));
    const Rates gap = rates.at(0).at(0).value<Rates>();
    QVERIFY(gap.isGap());
    QCOMPARE(gap.gapReason, failed.at(0).at(0).toString());
}

// /proc/stat's CPU ids index the rates' per-CPU table: a good first sample,
// then one naming cpu2147483647.
void TestLiveLimits::samplerReportsHostileStat()
{
    FakeTree t;
    writeTree(t, kGoodInterrupts, statWithCpu("cpu2147483647"));
    Sampler sampler(std::make_unique<HostSampleSource>(
        std::make_shared<DirHostSource>(t.root(), QStringLiteral("saved"))));
    QVERIFY(sampler.setInterval(0.1).ok());
    QSignalSpy failed(&sampler, &Sampler::failed);
    QSignalSpy rates(&sampler, &Sampler::ratesReady);
    sampler.start();
    QVERIFY(QTest::qWaitFor([&] { return failed.size() >= 2 && rates.size() >= 2; }, 20000));
    sampler.stop();
    QCOMPARE(failed.at(0).at(0).toString(),
             QStringLiteral(
                 "saved:/proc/stat:3: CPU id 2147483647 is above the supported maximum 16383"));
}

// A recorded sample is replayed through the same parsers: its error names
// the recording's line and the file inside it; the replay goes on.
void TestLiveLimits::recordingWithHostileSample()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rec.jsonl"));
    {
        auto w = RecordingWriter::create(path, QStringLiteral("db7"));
        QVERIFY(w.ok());
        for (const QByteArray &irqs :
             {kGoodInterrupts, interruptsWithCpu("CPU2147483647"), kGoodInterrupts}) {
            Sample s = sampleOf(irqs);
            QVERIFY(w.value()->write(s).ok());
        }
    }
    auto src = RecordingSource::open(path);
    QVERIFY(src.ok());
    std::vector<Sample> got;
    while (auto s = src.value()->next())
        got.push_back(*s);
    QCOMPARE(got.size(), std::size_t(3));
    QVERIFY(got[0].ok());
    QCOMPARE(
        got[1].error,
        QStringLiteral("%1:3:/proc/interrupts:1: header column 2: CPU id 2147483647 is above the "
                       "supported maximum 16383")
            .arg(path));
    QVERIFY(got[2].ok());
    QVERIFY(src.value()->malformed().isEmpty());
}

// A line that never ends (a hole past the cap) stops the replay once it
// passes the cap, with the file and line named.
void TestLiveLimits::recordingLineCap()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rec.jsonl"));
    {
        auto w = RecordingWriter::create(path, QStringLiteral("db7"));
        QVERIFY(w.ok());
        QVERIFY(w.value()->write(sampleOf(kGoodInterrupts)).ok());
    }
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() + qint64(limits::kMaxRecordingLineBytes) + (64 << 20)));
    }
    auto src = RecordingSource::open(path);
    QVERIFY(src.ok());
    auto first = src.value()->next();
    QVERIFY(first && first->ok());
    const PeakGrowth peak;
    auto bad = src.value()->next();
    QVERIFY(bad);
    const QString expected =
        QStringLiteral("%1:3: line is longer than the supported maximum of %2 bytes")
            .arg(path)
            .arg(limits::kMaxRecordingLineBytes);
    QCOMPARE(bad->error, expected);
    QCOMPARE(src.value()->malformed(), expected);
    QVERIFY(!src.value()->next());
    // Read up to the cap, never to the end of the file (a loose bound: the
    // buffer's last regrowth holds old and new copies for a moment).
    QVERIFY2(peak.bytes() <
                 2 * qint64(limits::kMaxRecordingLineBytes) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

QTEST_GUILESS_MAIN(TestLiveLimits)
#include "tst_livelimits.moc"
