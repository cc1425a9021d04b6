// The CPU time of the kernel threads of interrupt work per CPU
// (live/threadtimes.h): a fake /proc read twice, the exact % of the
// interval, threads that are new, gone, reused or not kernel threads left
// out; the rescan rule; watch's JSON carries thread_pct.
#include "faketree.h"
#include "live/rates.h"
#include "live/ratesexport.h"
#include "live/recording.h"
#include "live/sample.h"
#include "live/samplesource.h"
#include "live/threadtimes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

constexpr std::int64_t kSec = 1000000000;
constexpr unsigned long kKthread = 0x208040; // PF_KTHREAD among others

void writeTask(FakeTree &t, int pid, const QByteArray &comm, unsigned long flags, int cpu,
               int utime, int stime)
{
    const QString dir = QStringLiteral("/proc/%1").arg(pid);
    t.write(dir + QStringLiteral("/comm"), comm + "\n");
    t.write(dir + QStringLiteral("/stat"),
            QByteArray::number(pid) + " (" + comm + ") S 2 0 0 0 -1 " +
                QByteArray::number(qulonglong(flags)) + " 0 0 0 0 " + QByteArray::number(utime) +
                " " + QByteArray::number(stime) +
                " 0 0 -51 0 1 0 17 0 0 18446744073709551615 0 0 0 0 0 0 0 2147483647 0 0 0 0 17 " +
                QByteArray::number(cpu) + " 50 1 0 0 0 0 0 0 0 0 0 0 0\n");
    t.write(dir + QStringLiteral("/status"), "Cpus_allowed_list:\t0-1\n");
}

Sample makeSample(std::int64_t monoNs, std::shared_ptr<const ThreadTimes> threads)
{
    Sample s;
    s.monotonicNs = monoNs;
    s.interruptsText = "           CPU0       CPU1\n"
                       " 41:          1          2   PCI-MSI 1-edge  eth0\n";
    s.statText = "cpu  2 0 2 2 0 0 0 0 0 0\n"
                 "cpu0 1 0 1 1 0 0 0 0 0 0\n"
                 "cpu1 1 0 1 1 0 0 0 0 0 0\n";
    const Status st = parseSample(s, QStringLiteral("test"));
    if (!st.ok())
        qWarning() << st.errorString();
    s.threads = std::move(threads);
    return s;
}

} // namespace

class TestThreadTimes : public QObject
{
    Q_OBJECT
private slots:
    // Two reads of a fake /proc 2 s apart (USER_HZ 100: 200 ticks each CPU).
    void exactPercent()
    {
        FakeTree t;
        writeTask(t, 10, "ksoftirqd/0", kKthread, 0, 100, 100);
        writeTask(t, 20, "napi/eth0-8193", kKthread, 1, 1000, 0);
        writeTask(t, 30, "irq/41-eth0", kKthread, 1, 5, 5);
        writeTask(t, 40, "irq/5-fake", 0x400000, 1, 0, 0); // a user process: never counted
        writeTask(t, 50, "kworker/1:0", kKthread, 1, 0, 0);
        DirHostSource host(t.root());
        ThreadTimesReader reader(100, 1000);
        auto first = reader.read(host);
        QVERIFY(first);
        QCOMPARE(first->threads.size(), std::size_t(3));
        // napi: +50 ticks; irq/41 moved to CPU 0 and ran +20 ticks there;
        // ksoftirqd/0: +10.
        writeTask(t, 10, "ksoftirqd/0", kKthread, 0, 105, 105);
        writeTask(t, 20, "napi/eth0-8193", kKthread, 1, 1040, 10);
        writeTask(t, 30, "irq/41-eth0", kKthread, 0, 15, 15);
        auto second = reader.read(host);
        QVERIFY(second);
        const Rates r = computeRates(makeSample(kSec, first), makeSample(3 * kSec, second));
        QVERIFY2(!r.isGap(), qPrintable(r.gapReason));
        QCOMPARE(r.cpus.size(), std::size_t(2));
        QCOMPARE(*r.cpus[0].threadPct, 15.0); // (10 + 20) / 200
        QCOMPARE(*r.cpus[1].threadPct, 25.0); // 50 / 200
        QCOMPARE(*r.machine.threadPct, 20.0);
        std::string json;
        appendRatesJson(json, r, 5);
        const QJsonArray cpus = QJsonDocument::fromJson(QByteArray::fromStdString(json))
                                    .object()
                                    .value(QStringLiteral("cpus"))
                                    .toArray();
        QCOMPARE(cpus.at(1).toObject().value(QStringLiteral("thread_pct")).toDouble(), 25.0);
        // CSV: the last column, on every row.
        std::string csv;
        appendRatesCsvHeader(csv);
        appendRatesCsv(csv, r);
        const QList<QByteArray> lines = QByteArray::fromStdString(csv).trimmed().split('\n');
        QVERIFY(lines[0].endsWith(",softirqs_per_s,thread_pct"));
        QCOMPARE(lines.size(), 4); // header, all, CPU 0, CPU 1
        QVERIFY2(lines[1].endsWith(",20.0"), lines[1].constData());
        QVERIFY2(lines[2].endsWith(",15.0"), lines[2].constData());
        QVERIFY2(lines[3].endsWith(",25.0"), lines[3].constData());
    }

    // No thread data on either side (SSH, a recording): null, never 0.
    void unknownIsNull()
    {
        const Rates r = computeRates(makeSample(kSec, nullptr), makeSample(2 * kSec, nullptr));
        QVERIFY(!r.isGap());
        QVERIFY(!r.cpus[0].threadPct && !r.machine.threadPct);
        std::string json;
        appendRatesJson(json, r, 5);
        const QJsonObject cpu0 = QJsonDocument::fromJson(QByteArray::fromStdString(json))
                                     .object()
                                     .value(QStringLiteral("cpus"))
                                     .toArray()
                                     .at(0)
                                     .toObject();
        QVERIFY(cpu0.contains(QStringLiteral("thread_pct")));
        QVERIFY(cpu0.value(QStringLiteral("thread_pct")).isNull());
        // A tree without tasks knows nothing of threads.
        FakeTree t;
        t.write(QStringLiteral("/proc/interrupts"), "           CPU0\n");
        ThreadTimesReader reader(100);
        QVERIFY(!reader.read(DirHostSource(t.root())));
    }

    // A zero interval is a gap: no division happens at all.
    void zeroIntervalIsAGap()
    {
        auto times = std::make_shared<ThreadTimes>();
        times->threads.push_back({10, 100, 0});
        const Rates r = computeRates(makeSample(kSec, times), makeSample(kSec, times));
        QVERIFY(r.isGap());
        std::vector<CpuRate> cpus(1);
        cpus[0].cpu = 0;
        addThreadPercent(*times, *times, 0.0, cpus);
        QVERIFY(!cpus[0].threadPct);
    }

    // /proc is scanned once per rescanEvery reads, and again at once after a
    // thread has gone; a new thread is found at the next scan.
    void rescanRule()
    {
        FakeTree t;
        writeTask(t, 10, "ksoftirqd/0", kKthread, 0, 1, 1);
        DirHostSource host(t.root());
        ThreadTimesReader reader(100, 3);
        QCOMPARE(reader.read(host)->threads.size(), std::size_t(1));
        QCOMPARE(reader.scans(), 1);
        writeTask(t, 20, "napi/eth0-1", kKthread, 1, 1, 1);
        QCOMPARE(reader.read(host)->threads.size(), std::size_t(1));
        QCOMPARE(reader.read(host)->threads.size(), std::size_t(1));
        QCOMPARE(reader.scans(), 1);
        QCOMPARE(reader.read(host)->threads.size(), std::size_t(2)); // the third read after
        QCOMPARE(reader.scans(), 2);
        // pid 10 reused by a user process: left out, and /proc read again.
        writeTask(t, 10, "bash", 0x400000, 0, 1, 1);
        QCOMPARE(reader.read(host)->threads.size(), std::size_t(1));
        QCOMPARE(reader.scans(), 2);
        QCOMPARE(reader.read(host)->threads.size(), std::size_t(1));
        QCOMPARE(reader.scans(), 3);
    }

    // A recording keeps each sample's thread times (old readers skip the
    // key), both parse paths read them back, recordings without them replay
    // with thread_pct unknown, and a malformed one names file and line.
    void recordingCarriesThreads()
    {
        auto times = std::make_shared<ThreadTimes>();
        times->ticksPerSecond = 250;
        times->threads = {{10, 1000, 0}, {20, 7, 1}};
        const Sample s = makeSample(kSec, times);
        const QByteArray line = recordLine(s);
        QVERIFY(line.contains("\"kthreads\": \""));
        for (const QByteArray &l : {line, QByteArray(line).replace("{", "{\"x\": [1], ")}) {
            auto back = sampleFromRecordLine(l.trimmed(), QStringLiteral("r.jsonl"), 2);
            QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
            QVERIFY(back->threads);
            QCOMPARE(back->threads->ticksPerSecond, 250L);
            QCOMPARE(back->threads->threads.size(), std::size_t(2));
            QCOMPARE(back->threads->threads[1].pid, 20);
            QCOMPARE(back->threads->threads[1].ticks, std::uint64_t(7));
            QCOMPARE(back->threads->threads[1].cpu, 1);
        }
        const QByteArray old = recordLine(makeSample(kSec, nullptr));
        QVERIFY(!old.contains("kthreads"));
        auto oldBack = sampleFromRecordLine(old.trimmed(), QStringLiteral("r.jsonl"), 2);
        QVERIFY(oldBack.ok() && !oldBack->threads);
        for (const char *bad : {"hz 0\n", "hz 100\n20 1 0\n10 1 0\n", "hz 100\n1 2\n",
                                "hz 100\n1 2 99999\n", "pid 1\n"}) {
            QByteArray l = line;
            const qsizetype at = l.indexOf("\"kthreads\": \"") + 13;
            l.replace(at, l.indexOf('"', at) - at, QByteArray(bad).toBase64());
            auto r = sampleFromRecordLine(l.trimmed(), QStringLiteral("r.jsonl"), 7);
            QVERIFY2(!r.ok(), bad);
            QVERIFY2(r.errorString().startsWith(QLatin1String("r.jsonl:7: ")),
                     qPrintable(r.errorString()));
        }
    }

    // This machine: the host sample source fills the threads of each tick.
    void thisMachine()
    {
        std::shared_ptr<const HostSource> local = openLocalHost();
        HostSampleSource source(std::move(local));
        auto s = source.next();
        QVERIFY(s && s->ok());
        QVERIFY(s->threads);
        for (const ThreadTimes::Entry &e : s->threads->threads)
            QVERIFY(e.cpu >= 0);
    }
};

QTEST_GUILESS_MAIN(TestThreadTimes)
#include "tst_threadtimes.moc"
