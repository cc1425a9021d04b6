// The remote-host boundary without a network: hostile collection frames
// against the unpacker, the start marker, the caps, remote text made
// printable, and the remote sample clock's interval rule.

#include "live/rates.h"
#include "live/sample.h"
#include "model/printable.h"
#include "procfs/hostsource.h"
#include "remote/frameunpack.h"
#include "remote/remoteapply.h"
#include "remote/remoteclock.h"
#include "remote/remotecollect.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace irqatlas;

namespace {

const QByteArray kBoundary = "IRQATLAS-END-00112233445566778899aabbccddeeff";

QByteArray head(const QByteArray &boundary = kBoundary)
{
    return "IRQATLAS-COLLECT 1 " + boundary + "\n";
}

QByteArray fileFrame(const QByteArray &path, const QByteArray &content)
{
    return "F " + QByteArray::number(path.size()) + ' ' + QByteArray::number(content.size()) +
           '\n' + path + content;
}
QByteArray dirFrame(const QByteArray &path)
{
    return "D " + QByteArray::number(path.size()) + '\n' + path;
}
QByteArray linkFrame(const QByteArray &path, const QByteArray &target)
{
    return "L " + QByteArray::number(path.size()) + ' ' + QByteArray::number(target.size()) + '\n' +
           path + target;
}
QByteArray bigFrame(const QByteArray &path, const QByteArray &content)
{
    return "B " + QByteArray::number(path.size()) + '\n' + path + content + '\n' + kBoundary + '\n';
}

// Every entry below dir, relative, with "-> target" for links.
QStringList listing(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo fi(it.next());
        const QString rel = QDir(dir).relativeFilePath(fi.filePath());
        out << (fi.isSymLink() ? rel + QStringLiteral(" -> ") + fi.symLinkTarget() : rel);
    }
    out.sort();
    return out;
}

} // namespace

class TestRemoteBoundary : public QObject
{
    Q_OBJECT

private slots:
    // The installed remote helper takes a journal name, never a path: a path
    // is refused here, before anything runs on the host, and the plan script
    // (which writes where it is told) still gets absolute paths only.
    void remoteJournalArgument()
    {
        const QString host = QStringLiteral("db7");
        auto name = RemoteApply::journalArgument(QStringLiteral("nightly"), true, false, host);
        QVERIFY(name.ok());
        QCOMPARE(*name, QStringLiteral("nightly"));
        auto spelled = RemoteApply::journalArgument(QStringLiteral("/var/lib/irqatlas/nightly"),
                                                    true, false, host);
        QVERIFY(spelled.ok());
        QCOMPARE(*spelled, QStringLiteral("nightly"));
        for (const char *bad :
             {"/etc/shadow", "/var/lib/irqatlas/../../../etc/shadow", "../x", "a/b", ".hidden"}) {
            const auto r =
                RemoteApply::journalArgument(QString::fromLatin1(bad), true, false, host);
            QVERIFY2(!r.ok(), bad);
            QVERIFY(r.errorString().contains(QString::fromLatin1(bad)));
        }
        QVERIFY(
            RemoteApply::journalArgument(QStringLiteral("/root/j.sh"), false, false, host).ok());
        const auto rel = RemoteApply::journalArgument(QStringLiteral("j.sh"), false, false, host);
        QVERIFY(!rel.ok());
        QVERIFY(rel.errorString().contains(host));
        QVERIFY(RemoteApply::journalArgument(QString(), true, false, host).ok());
    }

    // Frames a hostile host could send. The unpack folder sits three levels
    // below a folder the test owns, so every escape by up to three ".."
    // lands where the test looks. Whatever the unpacker answers, nothing
    // outside the folder changes, and every link inside it resolves inside.
    void hostileFrames_data()
    {
        QTest::addColumn<QByteArray>("frames");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("link through an earlier link")
            << linkFrame("/a/b/c/l", "../../..") + linkFrame("/a/b/c/m", "l/../PWNED") +
                   fileFrame("/a/b/c/m", "x")
            << true;
        QTest::newRow("link through a link, two levels up")
            << linkFrame("/a/b/c/l", "../../..") + linkFrame("/a/b/c/m", "l/../../PWNED") +
                   fileFrame("/a/b/c/m", "x")
            << true;
        QTest::newRow("later link changes an earlier target")
            << linkFrame("/a/b/c/x", "y/../../..") + linkFrame("/a/b/c/y", "../..") << true;
        QTest::newRow("file record at a link")
            << dirFrame("/d") + linkFrame("/a/l", "../d/t") + fileFrame("/a/l", "x") << false;
        QTest::newRow("streamed record at a link")
            << dirFrame("/d") + linkFrame("/a/l", "../d/t") + bigFrame("/a/l", "x") << false;
        QTest::newRow("file record below a link")
            << linkFrame("/a/l", "..") + fileFrame("/a/l/PWNED", "x") << false;
        QTest::newRow("folder below a link")
            << linkFrame("/a/l", "..") + dirFrame("/a/l/x") << false;
        QTest::newRow("link replaces a folder")
            << dirFrame("/a/b") + fileFrame("/a/b/f", "1") + linkFrame("/a/b", "../c") << false;
        QTest::newRow("link replaces a file")
            << fileFrame("/a/f", "1") + linkFrame("/a/f", "g") << false;
        QTest::newRow("folder replaces a file") << fileFrame("/a", "1") + dirFrame("/a/b") << false;
        QTest::newRow("absolute target")
            << linkFrame("/sys/class/net/x", "/etc") + fileFrame("/sys/class/net/x", "x") << true;
        QTest::newRow("absolute path") << fileFrame("//../PWNED", "x") << false;
        QTest::newRow("dot dot in path") << fileFrame("/a/../../PWNED", "x") << false;
        QTest::newRow("dot in path") << fileFrame("/a/./b", "x") << false;
        QTest::newRow("relative path") << fileFrame("PWNED", "x") << false;
        QTest::newRow("NUL in path") << fileFrame(QByteArray("/a\0b", 4), "x") << false;
        QTest::newRow("dot target") << linkFrame("/a/l", ".") << true;
        QTest::newRow("empty component target") << linkFrame("/a/b/l", "..//x") << true;
        // ".." at every depth: a link at depth d may climb d-1 times.
        for (int depth = 1; depth <= 4; ++depth) {
            QByteArray path;
            for (int i = 1; i < depth; ++i)
                path += "/d" + QByteArray::number(i);
            path += "/l";
            for (int climbs = 0; climbs <= depth + 1; ++climbs)
                QTest::addRow("depth %d, %d x ..", depth, climbs)
                    << linkFrame(path, QByteArray("../").repeated(climbs) + "PWNED") +
                           fileFrame(path, "x")
                    << false; // the file record at the link path (or through it) is refused,
                              // unless the link was dropped: see below
        }
    }
    void hostileFrames()
    {
        QFETCH(QByteArray, frames);
        QFETCH(bool, accepted);
        QTemporaryDir top;
        const QString root = top.filePath(QStringLiteral("x/y/root"));
        QVERIFY(QDir().mkpath(root));
        const QStringList before = listing(top.path());
        auto r = unpackFrames(head() + frames + "Z\n", kBoundary, root, QStringLiteral("db7"));
        // A dropped link leaves a plain file record at its path: accepted.
        const bool dropped = r.ok() && r->droppedLinks > 0;
        if (QByteArray(QTest::currentDataTag()).startsWith("depth")) {
            QCOMPARE(r.ok(), dropped);
        } else {
            QVERIFY2(r.ok() == accepted,
                     qPrintable(r.ok() ? QStringLiteral("accepted") : r.errorString()));
        }
        if (!r.ok()) {
            QVERIFY2(r.errorString().startsWith(QStringLiteral("db7: ")),
                     qPrintable(r.errorString()));
            QVERIFY2(r.errorString().contains(QStringLiteral("byte ")),
                     qPrintable(r.errorString()));
        }
        // Nothing outside root changed.
        QStringList after = listing(top.path());
        after.removeIf([](const QString &e) { return e.startsWith(QStringLiteral("x/y/root/")); });
        QCOMPARE(after, before);
        // Every link in root, followed by the kernel, stays in root.
        const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
        QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QFileInfo fi(it.next());
            if (!fi.isSymLink())
                continue;
            const QString rel = QStringLiteral("/") + QDir(root).relativeFilePath(fi.filePath());
            const auto text = DirHostSource(root).linkTarget(rel);
            QVERIFY(text);
            QVERIFY2(containedLinkTarget(QFile::encodeName(rel).toStdString(),
                                         QFile::encodeName(*text).toStdString()),
                     qPrintable(rel + QStringLiteral(" -> ") + *text));
            const QString resolved = fi.canonicalFilePath();
            if (!resolved.isEmpty())
                QVERIFY2(resolved == canonicalRoot ||
                             resolved.startsWith(canonicalRoot + QLatin1Char('/')),
                         qPrintable(rel + QStringLiteral(" -> ") + resolved));
        }
    }

    void containedTargets_data()
    {
        QTest::addColumn<QByteArray>("link");
        QTest::addColumn<QByteArray>("target");
        QTest::addColumn<bool>("contained");
        QTest::newRow("sysfs class")
            << QByteArray("/sys/class/net/eth0")
            << QByteArray("../../devices/pci0000:00/0000:00:03.0/net/eth0") << true;
        QTest::newRow("to the root") << QByteArray("/a/b/c/l") << QByteArray("../../..") << true;
        QTest::newRow("above the root")
            << QByteArray("/a/b/c/l") << QByteArray("../../../..") << false;
        QTest::newRow("dot dot after a name")
            << QByteArray("/a/b/c/m") << QByteArray("l/../x") << false;
        QTest::newRow("absolute") << QByteArray("/a/l") << QByteArray("/etc") << false;
        QTest::newRow("sibling") << QByteArray("/a/l") << QByteArray("x") << true;
        QTest::newRow("top level climbs") << QByteArray("/l") << QByteArray("../x") << false;
        QTest::newRow("trailing slash") << QByteArray("/a/l") << QByteArray("x/") << false;
        QTest::newRow("empty") << QByteArray("/a/l") << QByteArray() << false;
    }
    void containedTargets()
    {
        QFETCH(QByteArray, link);
        QFETCH(QByteArray, target);
        QFETCH(bool, contained);
        QCOMPARE(containedLinkTarget(link.toStdString(), target.toStdString()), contained);
    }

    // A real sysfs-like tree comes through: links that only climb and then
    // descend are kept, duplicates of a file are replaced.
    void ordinaryFramesUnpack()
    {
        QTemporaryDir dir;
        const QByteArray frames =
            head() + dirFrame("/sys/class/net") +
            linkFrame("/sys/class/net/eth0", "../../devices/pci0000:00/0000:00:03.0/net/eth0") +
            fileFrame("/sys/devices/system/cpu/online", "0-3\n") +
            fileFrame("/sys/devices/system/cpu/online", "0-7\n") +
            bigFrame("/proc/interrupts", "CPU0\nZ\nIRQATLAS-END-x\n") + "Z\n";
        auto r = unpackFrames(frames, kBoundary, dir.path(), QStringLiteral("db7"));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QCOMPARE(r->links, 1);
        QCOMPARE(r->files, 3);
        const DirHostSource src(dir.path());
        QCOMPARE(src.linkTarget(QStringLiteral("/sys/class/net/eth0")).value_or(QString()),
                 QStringLiteral("../../devices/pci0000:00/0000:00:03.0/net/eth0"));
        QCOMPARE(src.readFile(QStringLiteral("/sys/devices/system/cpu/online")).value(),
                 QByteArray("0-7\n"));
        QCOMPARE(src.readFile(QStringLiteral("/proc/interrupts")).value(),
                 QByteArray("CPU0\nZ\nIRQATLAS-END-x\n"));
    }

    // Only records after this run's marker count: a login shell's output,
    // including a marker with another boundary, is skipped; without the
    // real marker nothing is unpacked.
    void framesBeforeTheMarkerAreIgnored()
    {
        QTemporaryDir dir;
        const QByteArray forged =
            "IRQATLAS-COLLECT 1 IRQATLAS-END-ffffffffffffffffffffffffffffffff\n" +
            fileFrame("/proc/interrupts", "FORGED") + "Z\n";
        const QByteArray noise = "Welcome to db7\nIRQATLAS-COLLECT 1 \n" + forged;
        const QByteArray output =
            noise + "no newline" + head() + fileFrame("/proc/interrupts", "real") + "Z\n";
        auto r = unpackFrames(output, kBoundary, dir.path(), QStringLiteral("db7"));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QCOMPARE(r->files, 1);
        QCOMPARE(DirHostSource(dir.path()).readFile(QStringLiteral("/proc/interrupts")).value(),
                 QByteArray("real"));

        QTemporaryDir d2;
        auto none = unpackFrames(noise, kBoundary, d2.path(), QStringLiteral("db7"));
        QVERIFY(!none.ok());
        QVERIFY(none.errorString().contains(QStringLiteral("no irqatlas output")));
        QCOMPARE(listing(d2.path()), QStringList());
        // A too short boundary is never accepted (it could be guessed).
        auto weak =
            unpackFrames("IRQATLAS-COLLECT 1 x\nZ\n", "x", d2.path(), QStringLiteral("db7"));
        QVERIFY(!weak.ok());
    }

    // The same for the live sampler's blocks.
    void sampleBlocksSkipNoise()
    {
        const QByteArray marker = "IRQATLAS-SAMPLE 1 " + kBoundary;
        const QByteArray block = marker + "\n" + fileFrame("/proc/timer_list", "now at 5 nsecs") +
                                 bigFrame("/proc/uptime", "1.00 2.00") + "Z\n";
        const QByteArray noise = "IRQATLAS-SAMPLE 1\n" + bigFrame("/proc/uptime", "9.99 1") + "Z\n";
        auto r =
            parseFramedBlock(noise + block, std::string_view(marker.constData(), marker.size()),
                             kBoundary, QStringLiteral("db7"));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QVERIFY(r->has_value());
        QCOMPARE((*r)->files.at(QStringLiteral("/proc/uptime")), QByteArray("1.00 2.00"));
        QCOMPARE((*r)->consumed, noise.size() + block.size());
        auto partial = parseFramedBlock(noise, std::string_view(marker.constData(), marker.size()),
                                        kBoundary, QStringLiteral("db7"));
        QVERIFY(partial.ok());
        QVERIFY(!partial->has_value());
    }

    void caps_data()
    {
        QTest::addColumn<QByteArray>("frames");
        QTest::addColumn<QString>("expected");
        QByteArray many;
        for (int i = 0; i < 11; ++i)
            many += dirFrame("/d" + QByteArray::number(i));
        QTest::newRow("entries") << many << "more than 10 files, folders and links";
        QTest::newRow("bytes") << fileFrame("/a", QByteArray(600, 'x')) +
                                      bigFrame("/b", QByteArray(600, 'y'))
                               << "more than 1000 bytes of file contents";
        QTest::newRow("path length")
            << fileFrame("/" + QByteArray(70, 'p'), "x") << "a path longer than 64 bytes";
        QTest::newRow("depth") << dirFrame(QByteArray("/d").repeated(9)) << "deeper than 8";
        QTest::newRow("target length")
            << linkFrame("/l", QByteArray(65, 't')) << "a link target longer than 64 bytes";
        QTest::newRow("name length")
            << fileFrame("/" + QByteArray(256, 'n'), "x") << "refusing the path";
    }
    void caps()
    {
        QFETCH(QByteArray, frames);
        QFETCH(QString, expected);
        UnpackLimits limits;
        limits.maxBytes = 1000;
        limits.maxEntries = 10;
        limits.maxPathBytes = QByteArray(QTest::currentDataTag()) == "name length" ? 1024 : 64;
        limits.maxDepth = 8;
        QTemporaryDir dir;
        auto r = unpackFrames(head() + frames + "Z\n", kBoundary, dir.path(), QStringLiteral("db7"),
                              limits);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(expected), qPrintable(r.errorString()));
        // The message names the host, where in the output, and the record.
        QVERIFY2(r.errorString().startsWith(QStringLiteral("db7: remote collection output, byte ")),
                 qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(QStringLiteral(" /")), qPrintable(r.errorString()));
    }

    // A path with escape sequences is named in the error without them.
    void errorsArePrintable()
    {
        QTemporaryDir dir;
        auto r = unpackFrames(head() + fileFrame("/a/\x1b]0;owned\x07/../x", "1") + "Z\n",
                              kBoundary, dir.path(), QStringLiteral("db7"));
        QVERIFY(!r.ok());
        QVERIFY2(!r.errorString().contains(QChar(0x1b)), qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(QStringLiteral("/a/\\x1b]0;owned\\x07/../x")),
                 qPrintable(r.errorString()));
    }

    void printableText_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("plain") << QByteArray("sudo: a password is required")
                               << "sudo: a password is required";
        QTest::newRow("newline and tab kept") << QByteArray("a\tb\nc") << "a\tb\nc";
        QTest::newRow("title escape")
            << QByteArray("\x1b]0;owned\x07rest") << "\\x1b]0;owned\\x07rest";
        QTest::newRow("clear screen") << QByteArray("\x1b[2J\x1b[H") << "\\x1b[2J\\x1b[H";
        QTest::newRow("carriage return") << QByteArray("ok\rFAKE") << "ok\\x0dFAKE";
        QTest::newRow("DEL and NUL") << QByteArray("a\x7f\0b", 4) << "a\\x7f\\x00b";
        QTest::newRow("C1 CSI") << QByteArray("\xc2\x9b"
                                              "2J")
                                << "\\u009b2J";
        QTest::newRow("bidi override") << QByteArray("abc\xe2\x80\xae"
                                                     "fed")
                                       << "abc\\u202efed";
        QTest::newRow("not UTF-8") << QByteArray("a\xff\xfe"
                                                 "b")
                                   << "a\\xff\\xfeb";
        QTest::newRow("overlong slash") << QByteArray("\xc0\xaf") << "\\xc0\\xaf";
        QTest::newRow("UTF-8 kept") << QByteArray("Gr\xc3\xbc\xc3\x9f"
                                                  "e \xe4\xb8\xad")
                                    << QString::fromUtf8("Gr\xc3\xbc\xc3\x9f"
                                                         "e \xe4\xb8\xad");
    }
    void printableText()
    {
        QFETCH(QByteArray, in);
        QFETCH(QString, out);
        const QString p = irqatlas::printableText(QByteArrayView(in));
        QCOMPARE(p, out);
        QCOMPARE(irqatlas::printableText(p), p); // idempotent
        QCOMPARE(irqatlas::printableText(QString::fromUtf8(in)).contains(QChar(0x1b)), false);
    }

    // The interval rule of the remote sample clock, with made-up readings
    // and receive times (no clock is read).
    void sampleClockRule()
    {
        using K = RemoteClockReading::Kind;
        RemoteSampleClock c;
        // The first reading starts at the local receive time.
        QCOMPARE(c.stamp({K::Uptime, 100'000'000'000}, 5'000).value(), 5'000);
        // Later ones advance by the remote interval, not the local one.
        QCOMPARE(c.stamp({K::Uptime, 100'010'000'000}, 9'000'000).value(), 10'005'000);
        // Not advanced (10 ms steps read twice): no time; the caller asks again.
        QVERIFY(!c.stamp({K::Uptime, 100'010'000'000}, 9'500'000));
        QCOMPARE(c.stamp({K::Uptime, 100'020'000'000}, 19'000'000).value(), 20'005'000);
        // A gap is never at or before a sample already given out.
        QCOMPARE(c.gapTime(1'000), 20'005'001);
        QCOMPARE(c.gapTime(30'000'000), 30'000'000);
        // After the gap, the remote interval since the last sample counts,
        // but never lands at or before the gap.
        QCOMPARE(c.stamp({K::Uptime, 100'025'000'000}, 31'000'000).value(), 30'000'001);
        QCOMPARE(c.stamp({K::Uptime, 100'040'000'000}, 45'000'000).value(), 45'000'001);
        // The remote clock went back (a reboot): a new segment, still after.
        QCOMPARE(c.stamp({K::Uptime, 3'000'000'000}, 40'000'000).value(), 45'000'002);
        QCOMPARE(c.stamp({K::Uptime, 3'500'000'000}, 41'000'000).value(), 545'000'002);
        // Another kind of clock (root gained): a new segment at the receive time.
        QCOMPARE(c.stamp({K::Monotonic, 7}, 900'000'000).value(), 900'000'000);
        QCOMPARE(c.stamp({K::Monotonic, 8}, 900'000'000).value(), 900'000'001);
        // A hostile clock cannot wrap the times around.
        QCOMPARE(c.stamp({K::Monotonic, (std::int64_t(1) << 62) - 1}, 0).value() > 0, true);
        RemoteSampleClock h;
        std::int64_t last =
            h.stamp({K::Monotonic, 0}, std::numeric_limits<std::int64_t>::max() - 2).value();
        for (std::int64_t ns : {std::int64_t(1) << 61, std::int64_t(0), std::int64_t(1) << 61}) {
            const std::int64_t t = h.stamp({K::Monotonic, ns}, 0).value();
            QVERIFY(t >= last);
            last = t;
        }
    }

    void parseClock_data()
    {
        QTest::addColumn<QByteArray>("timerList");
        QTest::addColumn<QByteArray>("uptime");
        QTest::addColumn<int>("kind"); // -1: none
        QTest::addColumn<qint64>("ns");
        QTest::newRow("timer_list") << QByteArray("now at 949101599177 nsecs\n")
                                    << QByteArray("949.11 430.16\n") << 0 << qint64(949101599177);
        QTest::newRow("uptime") << QByteArray() << QByteArray("949.11 430.16\n") << 1
                                << qint64(949110000000);
        QTest::newRow("uptime without fraction")
            << QByteArray() << QByteArray("12 3") << 1 << qint64(12000000000);
        QTest::newRow("garbled timer_list")
            << QByteArray("now at 12x nsecs") << QByteArray("1.5 0") << 1 << qint64(1500000000);
        QTest::newRow("none") << QByteArray("now at") << QByteArray("-1.0") << -1 << qint64(0);
        QTest::newRow("huge") << QByteArray("now at 99999999999999999999 nsecs")
                              << QByteArray("99999999999999.0 0") << -1 << qint64(0);
    }
    void parseClock()
    {
        QFETCH(QByteArray, timerList);
        QFETCH(QByteArray, uptime);
        QFETCH(int, kind);
        QFETCH(qint64, ns);
        const auto r = parseRemoteClock(timerList, uptime);
        QCOMPARE(r.has_value(), kind >= 0);
        if (!r)
            return;
        QCOMPARE(int(r->kind), kind);
        QCOMPARE(qint64(r->ns), ns);
    }

    // The second line of defence: two samples at the same time (or out of
    // order) make a gap, never a division.
    void ratesRefuseNonPositiveIntervals()
    {
        Sample a, b;
        a.interruptsText = b.interruptsText =
            "           CPU0\n  1:          5   IO-APIC   1-edge   i8042\n";
        a.statText = b.statText = "cpu  1 0 1 1 0 0 0 0 0 0\ncpu0 1 0 1 1 0 0 0 0 0 0\n";
        QVERIFY(parseSample(a, QStringLiteral("db7")).ok());
        QVERIFY(parseSample(b, QStringLiteral("db7")).ok());
        for (std::int64_t dt : {std::int64_t(0), std::int64_t(-1)}) {
            a.monotonicNs = 1000;
            b.monotonicNs = 1000 + dt;
            const Rates r = computeRates(a, b);
            QVERIFY(!r.gapReason.isEmpty());
            QCOMPARE(r.interval, 0.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestRemoteBoundary)
#include "tst_remoteboundary.moc"
