// Saved trees as a whole: archives unpacked by openRootDir and trees handed
// to hwloc's fsroot are refused when they hold a link out of the root, a
// special file or (archives) a hard link; a real sysfs copy still reads.
#include "faketree.h"
#include "model/inputlimits.h"
#include "procfs/hostsource.h"
#include "procfs/rootdir.h"
#include "savedroot.h"
#include "snapshot/archiveunpack.h"
#include "snapshot/savedhost.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <sys/stat.h>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

class TestSavedTree : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void sysfsFixtureLinksStillWork_data();
    void sysfsFixtureLinksStillWork();
    void treeCheck_data();
    void treeCheck();
    void hostileArchives_data();
    void hostileArchives();
    void hwlocTreeWithLinkOut_data();
    void hwlocTreeWithLinkOut();
    void archiveCaps_data();
    void archiveCaps();
    void memberOverFileCap();

private:
    void addModes();
    QTemporaryDir m_outside; // this machine's files the saved root must not reach
    QString m_marker;        // a file with kSecret in it
    QTemporaryDir m_scratch; // TMPDIR of this process: archives unpack below it
    QString m_tmp;
};

void TestSavedTree::initTestCase()
{
    QVERIFY(m_outside.isValid());
    m_marker = m_outside.filePath(QStringLiteral("secret"));
    QFile f(m_marker);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kSecret);
    f.close();
    QVERIFY(m_scratch.isValid());
    m_tmp = m_scratch.filePath(QStringLiteral("tmp"));
    QVERIFY(QDir().mkpath(m_tmp));
    qputenv("TMPDIR", QFile::encodeName(m_tmp));
}

void TestSavedTree::cleanup()
{
    testing::setWalkOnly(false);
}

void TestSavedTree::addModes()
{
    QTest::addColumn<bool>("walk");
}

void TestSavedTree::sysfsFixtureLinksStillWork_data()
{
    addModes();
    QTest::newRow("openat2") << false;
    QTest::newRow("walk") << true;
}

void TestSavedTree::sysfsFixtureLinksStillWork()
{
    QFETCH(bool, walk);
    testing::setWalkOnly(walk);
    // A real copied sysfs tree, opened as a saved archive: its links are
    // relative (../../../../bus/cpu) and stay inside.
    const QString archive =
        test::dataPath(QStringLiteral("sysfs/util-linux-lscpu-arm-A510-A710-A715-X3.tar.gz"));
    auto opened = openRootDir(archive);
    QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.errorString()));
    const HostSource &host = **opened;
    QVERIFY(!host.isLocalMachine());
    QVERIFY(checkTreeContained(host.localRoot(), archive).ok());
    const QString cpu = QStringLiteral("/sys/devices/system/cpu/cpu6");
    QCOMPARE(host.linkTarget(cpu + QStringLiteral("/cpufreq")).value_or(QString()),
             QStringLiteral("../cpufreq/policy3"));
    QCOMPARE(host.linkTarget(cpu + QStringLiteral("/subsystem")).value_or(QString()),
             QStringLiteral("../../../../bus/cpu"));
    QCOMPARE(host.linkTargetName(cpu + QStringLiteral("/cpufreq")).value_or(QString()),
             QStringLiteral("policy3"));
    // Reading through the link reads the copy's file.
    const QByteArray through = host.readFile(cpu + QStringLiteral("/cpufreq/related_cpus")).value();
    QCOMPARE(through,
             host.readFile(QStringLiteral("/sys/devices/system/cpu/cpufreq/policy3/related_cpus"))
                 .value());
    QVERIFY(!through.isEmpty());
    auto names = host.listDir(cpu + QStringLiteral("/cpufreq"));
    QVERIFY(names.ok());
    QVERIFY(names->contains(QStringLiteral("related_cpus")));
    QVERIFY(host.exists(cpu + QStringLiteral("/topology/core_id")));
    auto cpus = host.listDir(QStringLiteral("/sys/devices/system/cpu"));
    QVERIFY(cpus.ok());
    QVERIFY(cpus->contains(QStringLiteral("cpu6")));
    QVERIFY(std::is_sorted(cpus->begin(), cpus->end()));
}

void TestSavedTree::treeCheck_data()
{
    addModes();
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("ok");
    for (bool walk : {false, true}) {
        const char *m = walk ? "walk" : "openat2";
        QTest::addRow("relative inside %s", m) << walk << "/sys/class/net/eth0"
                                               << "../../devices/net/eth0" << true;
        QTest::addRow("dangling inside %s", m) << walk << "/sys/class/net/eth0"
                                               << "../../devices/gone" << true;
        QTest::addRow("dot %s", m) << walk << "/sys/devices/system/node/node0/cpu1"
                                   << "." << true;
        QTest::addRow("absolute %s", m) << walk << "/sys/class/net/eth0"
                                        << "/sys/devices/net/eth0" << false;
        QTest::addRow("climbs past root %s", m) << walk << "/sys/class/net/eth0"
                                                << "../../../../devices/net/eth0" << false;
        // Lexically /sys/class/net, but net/deep is "/": its ".." is above.
        QTest::addRow("climbs through a link %s", m) << walk << "/sys/class/x"
                                                     << "net/deep/.." << false;
        QTest::addRow("link to the root %s", m) << walk << "/sys/class/x"
                                                << "net/deep" << true;
        QTest::addRow("loop %s", m) << walk << "/sys/class/x"
                                    << "x" << false;
    }
}

void TestSavedTree::treeCheck()
{
    QFETCH(bool, walk);
    QFETCH(QString, link);
    QFETCH(QString, target);
    QFETCH(bool, ok);
    testing::setWalkOnly(walk);
    FakeTree t;
    t.write(QStringLiteral("/sys/devices/net/eth0/ifindex"), "2\n");
    t.mkdir(QStringLiteral("/sys/devices/system/node/node0"));
    t.symlink(QStringLiteral("/sys/class/net/eth1"), QStringLiteral("../../devices/net/eth0"));
    t.symlink(QStringLiteral("/sys/class/net/deep"), QStringLiteral("../../.."));
    if (link != QLatin1String("/sys/class/net/eth0"))
        t.symlink(QStringLiteral("/sys/class/net/eth0"), QStringLiteral("../../devices/net/eth0"));
    t.symlink(link, target);
    Status s = checkTreeContained(t.root(), QStringLiteral("saved-tree"));
    QVERIFY2(s.ok() == ok, qPrintable(s.ok() ? QString() : s.errorString()));
    if (!ok) {
        QVERIFY2(s.errorString().contains(QStringLiteral("saved-tree")),
                 qPrintable(s.errorString()));
        QVERIFY2(s.errorString().contains(link), qPrintable(s.errorString()));
    }
}

void TestSavedTree::hostileArchives_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("absolute link") << "absolute";
    QTest::newRow("dotdot link") << "dotdot";
    QTest::newRow("fifo member") << "fifo";
    QTest::newRow("device member") << "device";
    QTest::newRow("hard link member") << "hardlink";
    QTest::newRow("dotdot member") << "dotdot-member";
    QTest::newRow("absolute member") << "absolute-member";
    QTest::newRow("write through a link") << "through-link";
    QTest::newRow("fuzz finding") << "finding";
    QTest::newRow("top-level link") << "top-link";
    QTest::newRow("link to a sibling of the root") << "sibling";
}

void TestSavedTree::hostileArchives()
{
    QFETCH(QString, kind);
    // Outside TMPDIR of the unpack: what must stay untouched.
    QTemporaryDir work(m_scratch.filePath(QStringLiteral("work-XXXXXX")));
    QVERIFY(work.isValid());
    const QString stage = work.filePath(QStringLiteral("stage"));
    const QString archive = work.filePath(QStringLiteral("saved.tar"));
    const QString victim = work.filePath(QStringLiteral("victim"));
    QVERIFY(QDir().mkpath(stage + QStringLiteral("/snap/proc")));
    QVERIFY(QDir().mkpath(victim));
    const auto touch = [](const QString &p, const QByteArray &b) {
        QFile f(p);
        return f.open(QIODevice::WriteOnly) && f.write(b) == b.size();
    };
    QVERIFY(touch(stage + QStringLiteral("/snap/proc/stat"), "cpu  1 2 3 4\n"));
    QStringList args{QStringLiteral("-cf"), archive, QStringLiteral("-C"), stage};
    QString expectNamed = QStringLiteral("proc/interrupts");
    if (kind == QLatin1String("absolute")) {
        QVERIFY(QFile::link(m_marker, stage + QStringLiteral("/snap/proc/interrupts")));
        args << QStringLiteral("snap");
    } else if (kind == QLatin1String("dotdot")) {
        QVERIFY(QFile::link(QStringLiteral("../../../../../../../../..") + m_marker,
                            stage + QStringLiteral("/snap/proc/interrupts")));
        args << QStringLiteral("snap");
    } else if (kind == QLatin1String("fifo")) {
        QCOMPARE(
            ::mkfifo(QFile::encodeName(stage + QStringLiteral("/snap/proc/interrupts")).constData(),
                     0600),
            0);
        args << QStringLiteral("snap");
    } else if (kind == QLatin1String("device")) {
        // An archive may name /dev/zero's node; tar reads only its metadata.
        args = {QStringLiteral("-cPf"), archive, QStringLiteral("--transform"),
                QStringLiteral("s,^/dev/zero,snap/proc/interrupts,"), QStringLiteral("/dev/zero")};
        expectNamed.clear(); // unpacking it fails without CAP_MKNOD
    } else if (kind == QLatin1String("hardlink")) {
        QVERIFY(touch(stage + QStringLiteral("/snap/proc/interrupts"), "           CPU0\n"));
        QCOMPARE(
            ::link(QFile::encodeName(stage + QStringLiteral("/snap/proc/interrupts")).constData(),
                   QFile::encodeName(stage + QStringLiteral("/snap/proc/softirqs")).constData()),
            0);
        args << QStringLiteral("snap");
        expectNamed = QStringLiteral("/proc/");
    } else if (kind == QLatin1String("dotdot-member") || kind == QLatin1String("absolute-member")) {
        QVERIFY(touch(stage + QStringLiteral("/snap/proc/interrupts"), "pwned\n"));
        const QString to = kind == QLatin1String("dotdot-member")
                               ? QString(QStringLiteral("../../../../../../../../..") + victim +
                                         QStringLiteral("/pwned"))
                               : QString(victim + QStringLiteral("/pwned"));
        args = {QStringLiteral("-cPf"),
                archive,
                QStringLiteral("-C"),
                stage,
                QStringLiteral("--transform"),
                QStringLiteral("s,^snap/proc/interrupts,%1,").arg(to),
                QStringLiteral("snap/proc/interrupts")};
        expectNamed.clear(); // tar refuses or strips the name: no proc/interrupts link to name
    } else if (kind == QLatin1String("through-link")) {
        // First "snap/x -> victim", then "snap/x/pwned": a tar that wrote
        // through the link would create victim/pwned.
        QVERIFY(QFile::link(victim, stage + QStringLiteral("/snap/x")));
        QVERIFY(runTar({QStringLiteral("-cf"), archive, QStringLiteral("-C"), stage,
                        QStringLiteral("snap/x")}));
        const QString stage2 = work.filePath(QStringLiteral("stage2"));
        QVERIFY(QDir().mkpath(stage2 + QStringLiteral("/snap/x")));
        QVERIFY(touch(stage2 + QStringLiteral("/snap/x/pwned"), "pwned\n"));
        args = {QStringLiteral("-rf"), archive, QStringLiteral("-C"), stage2,
                QStringLiteral("snap/x/pwned")};
        expectNamed.clear();
    } else if (kind == QLatin1String("top-link")) {
        // The only top-level entry is a link: it must not become the root.
        QVERIFY(QFile::link(m_outside.path(), stage + QStringLiteral("/top")));
        args << QStringLiteral("top");
        expectNamed = QStringLiteral("/top");
    } else if (kind == QLatin1String("sibling")) {
        // snap/proc/interrupts -> ../../other: inside the unpack directory,
        // outside the snapshot's root "snap".
        QVERIFY(QFile::link(QStringLiteral("../../other"),
                            stage + QStringLiteral("/snap/proc/interrupts")));
        args << QStringLiteral("snap");
    } else {
        QVERIFY(QFile::copy(
            QStringLiteral(IRQATLAS_TEST_DATA "/../fuzz/corpus/snapshot/regression-absolute-link"),
            archive));
        expectNamed = QStringLiteral("/proc/");
        args.clear();
    }
    if (!args.isEmpty()) {
        QByteArray err;
        QVERIFY2(runTar(args, &err), err.constData());
    }

    auto host = openRootDir(archive);
    // GNU tar strips the leading "/" of a member: it lands inside the unpack
    // directory, harmless, and the archive may open.
    if (kind != QLatin1String("absolute-member")) {
        QVERIFY2(!host.ok(), "a hostile archive opens");
        QVERIFY2(host.errorString().contains(archive), qPrintable(host.errorString()));
        if (!expectNamed.isEmpty())
            QVERIFY2(host.errorString().contains(expectNamed), qPrintable(host.errorString()));
        QVERIFY(!host.errorString().toUtf8().contains(kSecret.trimmed()));
    }
    host = Error{QString()}; // the unpack directory goes with the source
    // Nothing written outside the private unpack directory, which is gone.
    QVERIFY(
        QDir(victim).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System).isEmpty());
    QCOMPARE(QDir(m_tmp).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden |
                                   QDir::System),
             QStringList());
    QCOMPARE(QDir(m_scratch.path())
                 .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System),
             (QStringList{QStringLiteral("tmp"), QFileInfo(work.path()).fileName()}));
    QFile marker(m_marker);
    QVERIFY(marker.open(QIODevice::ReadOnly));
    QCOMPARE(marker.readAll(), kSecret);
}

void TestSavedTree::hwlocTreeWithLinkOut_data()
{
    QTest::addColumn<QString>("target"); // %M: a file of this machine saying "0-1"
    QTest::newRow("absolute") << "%M";
    QTest::newRow("dotdot") << "%U%M";
}

// hwloc 2.9 opens fsroot files with openat(fsroot, "sys/...") and no resolve
// flags: an absolute link in the copy reads this machine's file (a link
// "online -> /tmp/x" holding "0-1" gives 2 PUs instead of the copy's). The
// tree is refused before hwloc sees it.
void TestSavedTree::hwlocTreeWithLinkOut()
{
    QFETCH(QString, target);
    QTemporaryDir outside;
    QVERIFY(outside.isValid());
    const QString online = outside.filePath(QStringLiteral("online"));
    {
        QFile f(online);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("0-1\n");
    }
    QTemporaryDir unpacked;
    QVERIFY(runTar({QStringLiteral("-xf"),
                    test::dataPath(QStringLiteral("sysfs/hwloc-16em64t-4s2c2t-offlines.tar.bz2")),
                    QStringLiteral("-C"), unpacked.path()}));
    const QString root = unpacked.filePath(QStringLiteral("16em64t-4s2c2t-offlines"));
    QVERIFY(!QFileInfo::exists(root + QStringLiteral("/sys/devices/system/cpu/online")));
    target.replace(QLatin1String("%U"),
                   climbToSlash(root, QStringLiteral("/sys/devices/system/cpu"), 0));
    target.replace(QLatin1String("%M"),
                   target.startsWith(QLatin1String("..")) ? online.mid(1) : online);
    QVERIFY(QFile::link(target, root + QStringLiteral("/sys/devices/system/cpu/online")));
    for (const auto &load : {loadTopologyFsRoot, loadTopologyForRoot}) {
        auto topo = load(root);
        QVERIFY2(!topo.ok(), "hwloc was handed a tree with a link out");
        QVERIFY2(topo.errorString().contains(root), qPrintable(topo.errorString()));
        QVERIFY2(topo.errorString().contains(QStringLiteral("/sys/devices/system/cpu/online")),
                 qPrintable(topo.errorString()));
    }
    // The same tree without the link loads.
    QVERIFY(QFile::remove(root + QStringLiteral("/sys/devices/system/cpu/online")));
    QVERIFY(loadTopologyFsRoot(root).ok());
}

namespace {
// One ustar header block: a regular file of `size` bytes (no data follows).
QByteArray tarHeader(const QByteArray &name, std::uint64_t size)
{
    QByteArray h(512, '\0');
    h.replace(0, int(name.size()), name);
    h.replace(100, 7, "0000644");
    h.replace(108, 7, "0000000");
    h.replace(116, 7, "0000000");
    const QByteArray octal = QByteArray::number(qulonglong(size), 8).rightJustified(11, '0');
    h.replace(124, 11, octal);
    h.replace(136, 11, "00000000000");
    h[156] = '0';
    h.replace(257, 6, QByteArray("ustar\0", 6));
    h.replace(263, 2, "00");
    h.replace(148, 8, "        ");
    unsigned sum = 0;
    for (char c : std::as_const(h))
        sum += static_cast<unsigned char>(c);
    h.replace(148, 7, QByteArray(QByteArray::number(sum, 8).rightJustified(6, '0') + '\0'));
    return h;
}

qint64 bytesBelow(const QString &dir)
{
    qint64 n = 0;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        n += QFileInfo(it.next()).size();
    return n;
}
} // namespace

void TestSavedTree::archiveCaps_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expect");
    QTest::newRow("gzip bomb past the total") << "total"
                                              << "unpacks to more than 2097152 bytes";
    QTest::newRow("too many members") << "entries"
                                      << "holds more than 10 members";
    QTest::newRow("one member past the file cap")
        << "file"
        << "is larger than the supported maximum of 524288 bytes";
    QTest::newRow("damaged header") << "damaged"
                                    << "not a readable .tar or .tar.gz archive";
}

// Everything an archive writes is counted as it is inflated: 3 MiB of zeros
// (a few KB of gzip) stop at a 2 MiB total with at most the cap on disk, 20
// members at a cap of 10, a 1 MiB member at a file cap of 512 KiB. The error
// names the archive and the member; the caller's directory goes with it.
void TestSavedTree::archiveCaps()
{
    QFETCH(QString, kind);
    QFETCH(QString, expect);
    QTemporaryDir work(m_scratch.filePath(QStringLiteral("work-XXXXXX")));
    QVERIFY(work.isValid());
    const QString stage = work.filePath(QStringLiteral("stage"));
    const QString archive = work.filePath(QStringLiteral("saved.tar.gz"));
    const QString dest = work.filePath(QStringLiteral("dest"));
    QVERIFY(QDir().mkpath(stage + QStringLiteral("/snap/proc")));
    QVERIFY(QDir().mkpath(dest));
    const int files = kind == QLatin1String("entries") ? 20 : 3;
    for (int i = 0; i < files; ++i) {
        QFile f(stage + QStringLiteral("/snap/proc/f%1").arg(i));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.write(QByteArray(kind == QLatin1String("entries") ? 16 : 1 << 20, '\0')) > 0);
    }
    const bool damaged = kind == QLatin1String("damaged");
    QVERIFY(runTar({damaged ? QStringLiteral("-cf") : QStringLiteral("-czf"), archive,
                    QStringLiteral("-C"), stage, QStringLiteral("snap")}));
    if (damaged) {
        QFile f(archive);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.seek(1024 + 20)); // the name in the third header
        QVERIFY(f.write("garbage") == 7);
    } else {
        QVERIFY(QFileInfo(archive).size() < 64 * 1024);
    }
    ArchiveCaps caps{2u << 20, 512u << 10, 10};
    if (kind != QLatin1String("file"))
        caps.fileBytes = 1u << 20;
    const Status s = unpackArchive(archive, dest, QStringLiteral("shown.tar.gz"), caps);
    QVERIFY(!s.ok());
    QVERIFY2(s.errorString().contains(QStringLiteral("shown.tar.gz")), qPrintable(s.errorString()));
    QVERIFY2(s.errorString().contains(expect), qPrintable(s.errorString()));
    if (kind == QLatin1String("file"))
        QVERIFY2(s.errorString().contains(QStringLiteral("the member snap/proc/f")),
                 qPrintable(s.errorString()));
    QVERIFY(bytesBelow(dest) <= qint64(caps.totalBytes));

    // Through openRootDir the unpack directory is gone too.
    auto host = openRootDir(archive);
    host = Error{QString()};
    QCOMPARE(QDir(m_tmp).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden |
                                   QDir::System),
             QStringList());
}

// A member whose header claims more than any reader takes is refused before
// a byte of it is written, naming it and the cap.
void TestSavedTree::memberOverFileCap()
{
    QTemporaryDir work(m_scratch.filePath(QStringLiteral("work-XXXXXX")));
    QVERIFY(work.isValid());
    const QString archive = work.filePath(QStringLiteral("huge.tar"));
    QFile f(archive);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(tarHeader("snap/proc/interrupts", limits::kMaxSnapshotFileBytes + 1));
    f.write(QByteArray(1 << 16, ' '));
    f.close();
    auto host = openRootDir(archive);
    QVERIFY(!host.ok());
    QVERIFY2(host.errorString().contains(archive), qPrintable(host.errorString()));
    QVERIFY2(host.errorString().contains(QStringLiteral("snap/proc/interrupts is larger than the "
                                                        "supported maximum of %1 bytes")
                                             .arg(limits::kMaxSnapshotFileBytes)),
             qPrintable(host.errorString()));
    host = Error{QString()};
    QCOMPARE(QDir(m_tmp).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden |
                                   QDir::System),
             QStringList());
}

QTEST_GUILESS_MAIN(TestSavedTree)
#include "tst_savedtree.moc"
