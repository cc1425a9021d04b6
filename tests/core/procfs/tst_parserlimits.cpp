// /proc/interrupts (one-shot, reused table, stream), HostSource's per-file
// caps and the per-IRQ join against inputs past the caps of
// model/inputlimits.h: each is an error naming the file and line, and none
// allocates by a number it read (peak memory stays small). /proc/stat,
// /proc/softirqs and the per-IRQ file parsers: tst_proclimits.

#include "faketree.h"
#include "hostileinput.h"
#include "model/inputlimits.h"
#include "peakmemory.h"
#include "procfs/hostsource.h"
#include "procfs/interrupts.h"
#include "procfs/irqdetails.h"
#include "procfs/irqstream.h"
#include "testdata.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QString kInterrupts = QStringLiteral("/proc/interrupts");

// The three ways /proc/interrupts is parsed: a fresh table, a reused one
// (the sampler) and the line stream (irqs --format csv), in small chunks so
// lines cross chunk borders.
enum class Path
{
    Fresh,
    Reused,
    Stream
};

Status parseBy(Path path, std::string_view text)
{
    switch (path) {
    case Path::Fresh: {
        auto r = parseInterrupts(text, kInterrupts);
        return r.ok() ? Status(Ok{}) : Status(r.error());
    }
    case Path::Reused: {
        static IrqTable table; // reused across calls, as the sampler does
        return parseInterruptsInto(text, kInterrupts, table);
    }
    case Path::Stream: {
        InterruptsStream s(kInterrupts, [](Irq &) { return Status(Ok{}); });
        constexpr std::size_t kChunk = 4093;
        for (std::size_t at = 0; at < text.size(); at += kChunk)
            if (Status st = s.feed(text.substr(at, kChunk)); !st.ok())
                return st;
        return s.finish();
    }
    }
    return Ok{};
}

void addPaths()
{
    QTest::addColumn<int>("path");
}

// A file of `bytes` that takes no disk or memory to make: a hole.
void sparseFile(const QString &local, qint64 bytes)
{
    QFile f(local);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QVERIFY(f.resize(bytes));
}

QString message(const Status &s)
{
    return s.ok() ? QStringLiteral("(no error)") : s.errorString();
}

template <typename T> QString message(const Result<T> &r)
{
    return r.ok() ? QStringLiteral("(no error)") : r.errorString();
}

} // namespace

class TestParserLimits : public QObject
{
    Q_OBJECT
private slots:
    void interruptsCpuId_data();
    void interruptsCpuId();
    void interruptsCpuIdAtCap();
    void interruptsTooManyColumns_data();
    void interruptsTooManyColumns();
    void interruptsShortRowMessages_data();
    void interruptsShortRowMessages();
    void interruptsShortRowsUnderWideHeader_data();
    void interruptsShortRowsUnderWideHeader();
    void interruptsTallFile_data();
    void interruptsTallFile();
    void interruptsLongLine_data();
    void interruptsLongLine();
    void interruptsStreamLineWithoutNewline();
    void interruptsTooLarge();
    void hostSourceFileCaps_data();
    void hostSourceFileCaps();
    void irqsCsvOnHostileRoot();
    void irqDetailsFileCap();
    void irqDetailsFileNotRegular();
    void irqDetailsLinkOutOfTree();
};

void TestParserLimits::interruptsCpuId_data()
{
    addPaths();
    QTest::addColumn<QByteArray>("token");
    QTest::addColumn<QString>("shown");
    const struct
    {
        const char *name;
        QByteArray token;
        QString shown;
    } cases[] = {
        {"INT_MAX", "CPU2147483647", QStringLiteral("2147483647")},
        {"1e9", "CPU1000000000", QStringLiteral("1000000000")},
        {"cap", "CPU16384", QStringLiteral("16384")},
        {"beyond 64 bits", "CPU99999999999999999999999999",
         QStringLiteral("999999999999999999999999…")},
    };
    for (const auto &c : cases) {
        QTest::newRow(qPrintable(QStringLiteral("fresh %1").arg(QLatin1String(c.name))))
            << int(Path::Fresh) << c.token << c.shown;
        QTest::newRow(qPrintable(QStringLiteral("reused %1").arg(QLatin1String(c.name))))
            << int(Path::Reused) << c.token << c.shown;
        QTest::newRow(qPrintable(QStringLiteral("stream %1").arg(QLatin1String(c.name))))
            << int(Path::Stream) << c.token << c.shown;
    }
}

void TestParserLimits::interruptsCpuId()
{
    QFETCH(int, path);
    QFETCH(QByteArray, token);
    QFETCH(QString, shown);
    const Status s = parseBy(Path(path), view(interruptsWithCpu(token)));
    QVERIFY2(!s.ok(), "a CPU id past the cap was accepted");
    QCOMPARE(
        s.errorString(),
        QStringLiteral(
            "/proc/interrupts:1: header column 2: CPU id %1 is above the supported maximum 16383")
            .arg(shown));
}

void TestParserLimits::interruptsCpuIdAtCap()
{
    auto r = parseInterrupts(view(interruptsWithCpu("CPU16383")), kInterrupts);
    QVERIFY2(r.ok(), qPrintable(message(r)));
    QCOMPARE(r->cpus, (std::vector<int>{0, limits::kMaxCpuId}));
}

void TestParserLimits::interruptsTooManyColumns_data()
{
    addPaths();
    QTest::addColumn<int>("columns");
    QTest::addColumn<QString>("expected");
    // 200,000 columns do not fit in a line: the line cap speaks first.
    const struct
    {
        int columns;
        QString expected;
    } cases[] = {
        {limits::kMaxCpus + 1,
         QStringLiteral("/proc/interrupts:1: more than 16384 CPU columns, the supported maximum")},
        {200000,
         QStringLiteral(
             "/proc/interrupts:1: line is longer than the supported maximum of 1048576 bytes")},
    };
    for (const auto &c : cases) {
        QTest::newRow(qPrintable(QStringLiteral("fresh %1").arg(c.columns)))
            << int(Path::Fresh) << c.columns << c.expected;
        QTest::newRow(qPrintable(QStringLiteral("reused %1").arg(c.columns)))
            << int(Path::Reused) << c.columns << c.expected;
        QTest::newRow(qPrintable(QStringLiteral("stream %1").arg(c.columns)))
            << int(Path::Stream) << c.columns << c.expected;
    }
}

void TestParserLimits::interruptsTooManyColumns()
{
    QFETCH(int, path);
    QFETCH(int, columns);
    QFETCH(QString, expected);
    // Ids wrap below the cap, so only the column count is wrong.
    QByteArray text;
    for (int c = 0; c < columns; ++c)
        text += " CPU" + QByteArray::number(c % limits::kMaxCpus);
    text += "\nLOC: 1 Local timer interrupts\n";
    const PeakGrowth peak;
    const Status s = parseBy(Path(path), view(text));
    QVERIFY2(!s.ok(), "a header past the column cap was accepted");
    QCOMPARE(s.errorString(), expected);
    QVERIFY2(peak.bytes() < (16 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

// Rows reserve only what their bytes can spell; the messages of short and
// garbled rows are those of a scan that reserved a full row.
void TestParserLimits::interruptsShortRowMessages_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("expected");
    QTest::newRow("trailing blank")
        << QByteArray("0:1 2 ")
        << "/proc/interrupts:2: IRQ \"0\" has 2 of 3 counts (file cut off?)";
    QTest::newRow("tight") << QByteArray("0:1 2")
                           << "/proc/interrupts:2: IRQ \"0\" has 2 of 3 counts (file cut off?)";
    QTest::newRow("word")
        << QByteArray("0:1 x")
        << "/proc/interrupts:2: count 2 of IRQ \"0\" is not a number: \"x\" (column 5)";
    QTest::newRow("symbolic") << QByteArray("ERR:7 ") << QString();
    QTest::newRow("ipi") << QByteArray("IPI0:1 2 Rescheduling") << QString();
}

void TestParserLimits::interruptsShortRowMessages()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, expected);
    const QByteArray text = "CPU0 CPU1 CPU2\n" + row + "\n";
    for (Path path : {Path::Fresh, Path::Reused, Path::Stream}) {
        const Status s = parseBy(path, view(text));
        QCOMPARE(s.ok() ? QString() : s.errorString(), expected);
    }
}

void TestParserLimits::interruptsShortRowsUnderWideHeader_data()
{
    QTest::addColumn<bool>("reuse");
    QTest::newRow("fresh") << false;
    QTest::newRow("reused") << true;
}

// A header at the column cap and rows that carry one count and a
// description (what arch IPI lines look like): legal, and each row must
// cost what its bytes say, not a full row of 16384 counts (128 KiB).
void TestParserLimits::interruptsShortRowsUnderWideHeader()
{
    QFETCH(bool, reuse);
    constexpr int kRows = 2000;
    QByteArray text = cpuHeader(limits::kMaxCpus);
    for (int i = 0; i < kRows; ++i)
        text += "IPI" + QByteArray::number(i) + ": 1 Rescheduling interrupts\n";
    IrqTable table;
    if (reuse) // a table that held a small machine before, as the sampler's does
        QVERIFY(parseInterruptsInto(view(tallInterrupts(kRows)), kInterrupts, table).ok());
    const PeakGrowth peak;
    const Status s = parseInterruptsInto(view(text), kInterrupts, table);
    QVERIFY2(s.ok(), qPrintable(message(s)));
    QCOMPARE(int(table.cpus.size()), limits::kMaxCpus);
    QCOMPARE(int(table.irqs.size()), kRows);
    std::size_t counts = 0;
    for (const Irq &irq : table.irqs) {
        QCOMPARE(irq.counts.size(), std::size_t(1));
        counts += irq.counts.capacity();
    }
    // The rows hold what their bytes spell: 2000 x 128 KiB was 250 MB.
    QVERIFY2(counts <= std::size_t(kRows) * 16, qPrintable(QString::number(counts)));
    QVERIFY2(peak.bytes() < (32 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

void TestParserLimits::interruptsTallFile_data()
{
    addPaths();
    QTest::newRow("fresh") << int(Path::Fresh);
    QTest::newRow("reused") << int(Path::Reused);
    QTest::newRow("stream") << int(Path::Stream);
}

void TestParserLimits::interruptsTallFile()
{
    QFETCH(int, path);
    const QByteArray text = tallInterrupts(200000);
    {
        const PeakGrowth peak;
        const Status s = parseBy(Path(path), view(text));
        QVERIFY2(!s.ok(), "a table past the row cap was accepted");
        // Line 1 is the header: row 65537 is on line 65538.
        QCOMPARE(
            s.errorString(),
            QStringLiteral("/proc/interrupts:65538: more than 65536 rows, the supported maximum"));
        // 200,000 rows took ~215 MB; the cap holds it at 65536 rows of ~600
        // bytes plus the table's last regrowth (~72 MB).
        QVERIFY2(peak.bytes() < (96 * kMiB) * irqatlas::test::kMemorySlack,
                 qPrintable(QString::number(peak.megabytes())));
    }
    // Exactly at the cap is fine.
    const QByteArray atCap = tallInterrupts(limits::kMaxIrqRows);
    const Status s = parseBy(Path(path), view(atCap));
    QVERIFY2(s.ok(), qPrintable(message(s)));
}

void TestParserLimits::interruptsLongLine_data()
{
    addPaths();
    QTest::newRow("fresh") << int(Path::Fresh);
    QTest::newRow("reused") << int(Path::Reused);
    QTest::newRow("stream") << int(Path::Stream);
}

void TestParserLimits::interruptsLongLine()
{
    QFETCH(int, path);
    QByteArray text = "           CPU0\n  0:         10   IO-APIC   2-edge      timer\n  1:        "
                      "  5   PCI-MSI 1-edge ";
    text += QByteArray(qsizetype(limits::kMaxTableLineBytes), 'n');
    text += "\n";
    const Status s = parseBy(Path(path), view(text));
    QVERIFY2(!s.ok(), "a line past the cap was accepted");
    QCOMPARE(s.errorString(),
             QStringLiteral(
                 "/proc/interrupts:3: line is longer than the supported maximum of 1048576 bytes"));
}

// The stream holds a line split across reads in a carry buffer: a line that
// never ends must not grow it past the line cap.
void TestParserLimits::interruptsStreamLineWithoutNewline()
{
    const QByteArray chunk(1 << 20, 'x');
    InterruptsStream s(kInterrupts, [](Irq &) { return Status(Ok{}); });
    const PeakGrowth peak;
    QVERIFY(s.feed("           CPU0\n0: 1 ").ok());
    Status st = Ok{};
    int fed = 0;
    for (; fed < 64 && st.ok(); ++fed)
        st = s.feed(view(chunk));
    QVERIFY2(!st.ok(), "64 MiB without a newline were accepted");
    QCOMPARE(fed, 1); // the first chunk already passes the cap
    QCOMPARE(st.errorString(),
             QStringLiteral(
                 "/proc/interrupts:2: line is longer than the supported maximum of 1048576 bytes"));
    QVERIFY2(peak.bytes() < (16 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

void TestParserLimits::interruptsTooLarge()
{
    // Blank lines: only the size is wrong.
    const QByteArray text(qsizetype(limits::kMaxInterruptsBytes) + 1, '\n');
    IrqTable table;
    const Status s = parseInterruptsInto(view(text), kInterrupts, table);
    QVERIFY(!s.ok());
    QCOMPARE(
        s.errorString(),
        QStringLiteral(
            "/proc/interrupts: 134217729 bytes, more than the supported maximum of 134217728"));
}

void TestParserLimits::hostSourceFileCaps_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<qint64>("cap");
    QTest::newRow("interrupts") << kInterrupts << qint64(limits::kMaxInterruptsBytes);
    QTest::newRow("stat") << QStringLiteral("/proc/stat") << qint64(limits::kMaxStatBytes);
    QTest::newRow("softirqs") << QStringLiteral("/proc/softirqs")
                              << qint64(limits::kMaxSoftirqsBytes);
    QTest::newRow("smp_affinity") << QStringLiteral("/proc/irq/30/smp_affinity")
                                  << qint64(limits::kMaxIrqFileBytes);
    QTest::newRow("per_cpu_count")
        << QStringLiteral("/sys/kernel/irq/30/per_cpu_count") << qint64(limits::kMaxIrqFileBytes);
    QTest::newRow("debugfs") << QStringLiteral("/sys/kernel/debug/irq/irqs/30")
                             << qint64(limits::kMaxIrqFileBytes);
    QTest::newRow("other") << QStringLiteral("/topology.xml") << qint64(limits::kMaxOtherFileBytes);
}

// A saved tree's file one byte past its cap (a hole: no disk, no memory to
// make) is refused before it is read, through readFile and readChunks.
void TestParserLimits::hostSourceFileCaps()
{
    QFETCH(QString, path);
    QFETCH(qint64, cap);
    FakeTree t;
    t.write(path, {});
    sparseFile(t.root() + path, cap + 1);
    const DirHostSource host(t.root());
    const QString expected = QStringLiteral("%1%2 is larger than the supported maximum of %3 bytes")
                                 .arg(t.root(), path)
                                 .arg(cap);
    {
        const PeakGrowth peak;
        auto r = host.readFile(path);
        QVERIFY2(!r.ok(), "a file past its cap was read");
        QCOMPARE(r.errorString(), expected);
        QVERIFY2(peak.bytes() < (16 * kMiB) * irqatlas::test::kMemorySlack,
                 qPrintable(QString::number(peak.megabytes())));
    }
    QVERIFY(!host.tryRead(path));
    std::size_t seen = 0;
    const Status s = host.readChunks(path, [&](std::string_view chunk) {
        seen += chunk.size();
        return Status(Ok{});
    });
    QVERIFY2(!s.ok(), "a file past its cap was streamed");
    QCOMPARE(s.errorString(), expected);
    QVERIFY(seen <= std::size_t(cap));
    // At the cap exactly it is read.
    sparseFile(t.root() + path, std::min<qint64>(cap, 1 << 20));
    QVERIFY(host.readFile(path).ok());
}

void TestParserLimits::irqsCsvOnHostileRoot()
{
    FakeTree t;
    t.write(kInterrupts, interruptsWithCpu("CPU2147483647"));
    const DirHostSource host(t.root(), QStringLiteral("saved"));
    std::string out;
    const Status s = streamIrqsCsv(host, nullptr, [&](std::string &chunk) {
        out += chunk;
        chunk.clear();
    });
    QVERIFY(!s.ok());
    QCOMPARE(s.errorString(), QStringLiteral("saved/proc/interrupts:1: header column 2: CPU id "
                                             "2147483647 is above the supported maximum 16383"));
    QVERIFY(out.empty());
}

// A per-IRQ file past its cap is an error naming it, not "absent" (which
// is what an unreadable file still is).
void TestParserLimits::irqDetailsFileCap()
{
    FakeTree t;
    t.write(kInterrupts, interruptsWithCpu("CPU1"));
    t.write(QStringLiteral("/proc/irq/0/smp_affinity_list"), {});
    sparseFile(t.root() + QStringLiteral("/proc/irq/0/smp_affinity_list"),
               qint64(limits::kMaxIrqFileBytes) + 1);
    const DirHostSource host(t.root());
    auto table = parseInterrupts(view(interruptsWithCpu("CPU1")), kInterrupts);
    QVERIFY(table.ok());
    const PeakGrowth peak;
    const Status s = readIrqDetails(host, table.value(), nullptr, nullptr);
    QVERIFY2(!s.ok(), "a per-IRQ file past its cap was read");
    QCOMPARE(
        s.errorString(),
        QStringLiteral(
            "%1/proc/irq/0/smp_affinity_list is larger than the supported maximum of 524288 bytes")
            .arg(t.root()));
    QVERIFY2(peak.bytes() < (8 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

// A saved per-IRQ file that is there but is no regular file (a FIFO would
// block a reader forever) is an error naming it, not "absent".
void TestParserLimits::irqDetailsFileNotRegular()
{
    FakeTree t;
    t.write(kInterrupts, interruptsWithCpu("CPU1"));
    const QString fifo = t.root() + QStringLiteral("/proc/irq/0/smp_affinity_list");
    QVERIFY(QDir().mkpath(QFileInfo(fifo).path()));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const DirHostSource host(t.root());
    auto table = parseInterrupts(view(interruptsWithCpu("CPU1")), kInterrupts);
    QVERIFY(table.ok());
    const Status s = readIrqDetails(host, table.value(), nullptr, nullptr);
    QVERIFY2(!s.ok(), "a FIFO in a saved tree was taken for an absent file");
    QVERIFY2(s.errorString().contains(QStringLiteral("/proc/irq/0/smp_affinity_list")),
             qPrintable(s.errorString()));
}

// A link out of a saved tree is never followed, not even to look at the size
// of what it points to: the file reads as absent, whatever lies outside.
void TestParserLimits::irqDetailsLinkOutOfTree()
{
    FakeTree t;
    t.write(kInterrupts, interruptsWithCpu("CPU1"));
    const QTemporaryDir outside;
    QVERIFY(outside.isValid());
    const QString big = outside.path() + QStringLiteral("/big");
    sparseFile(big, qint64(limits::kMaxIrqFileBytes) + 1);
    const QString link = t.root() + QStringLiteral("/proc/irq/0/smp_affinity_list");
    QVERIFY(QDir().mkpath(QFileInfo(link).path()));
    QVERIFY(QFile::link(big, link));
    const DirHostSource host(t.root());
    auto read = host.tryReadCapped(QStringLiteral("/proc/irq/0/smp_affinity_list"));
    QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.errorString()));
    QVERIFY(!read.value().has_value());
}

QTEST_GUILESS_MAIN(TestParserLimits)
#include "tst_parserlimits.moc"
