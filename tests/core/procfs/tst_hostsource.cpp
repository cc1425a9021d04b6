// A saved machine is hostile: nothing read through DirHostSource or
// openRootDir may come from outside the saved root, block, or read forever.
// Every case runs twice: with openat2(RESOLVE_IN_ROOT) and with the
// component walk used on kernels without it.
#include "faketree.h"
#include "procfs/hostsource.h"
#include "procfs/rootdir.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace irqatlas;
using irqatlas::test::FakeTree;

namespace {

const QByteArray kSecret = "MARKER-outside-the-saved-root-4711\n";

// "../" enough times to climb from dir (in-root, below root) to "/" of this
// machine, plus extra.
QString climbToSlash(const QString &root, const QString &dir, int extra)
{
    const int depth =
        int(QDir::cleanPath(root + dir).split(QLatin1Char('/'), Qt::SkipEmptyParts).size());
    return QStringLiteral("../").repeated(depth + extra);
}

QString dirOf(const QString &path)
{
    return QFileInfo(path).path();
}

// Runs tar with args; true when it exits 0.
bool runTar(const QStringList &args, QByteArray *err = nullptr)
{
    QProcess tar;
    tar.start(QStringLiteral("tar"), args);
    if (!tar.waitForFinished(120000))
        return false;
    if (err)
        *err = tar.readAllStandardError();
    return tar.exitStatus() == QProcess::NormalExit && tar.exitCode() == 0;
}

} // namespace

class TestHostSource : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void escapingFileLinks_data();
    void escapingFileLinks();
    void absoluteLinkMeansTheCopy_data();
    void absoluteLinkMeansTheCopy();
    void fifoRefusedAtOnce_data();
    void fifoRefusedAtOnce();
    void deviceNeverRead_data();
    void deviceNeverRead();
    void escapingDirectoryLink_data();
    void escapingDirectoryLink();
    void sysfsFixtureLinksStillWork_data();
    void sysfsFixtureLinksStillWork();
    void treeCheck_data();
    void treeCheck();
    void hostileArchives_data();
    void hostileArchives();
    void hwlocTreeWithLinkOut_data();
    void hwlocTreeWithLinkOut();
    void liveMachineReadsRealPaths();

private:
    void addModes();
    QTemporaryDir m_outside; // this machine's files the saved root must not reach
    QString m_marker;        // a file with kSecret in it
    QString m_fifo;          // a FIFO with no writer
    QTemporaryDir m_scratch; // TMPDIR of this process: archives unpack below it
    QString m_tmp;
};

void TestHostSource::initTestCase()
{
    QVERIFY(m_outside.isValid());
    m_marker = m_outside.filePath(QStringLiteral("secret"));
    QFile f(m_marker);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kSecret);
    f.close();
    m_fifo = m_outside.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600), 0);
    QVERIFY(QDir(m_outside.path()).mkpath(QStringLiteral("dir/secret-entry")));
    QVERIFY(m_scratch.isValid());
    m_tmp = m_scratch.filePath(QStringLiteral("tmp"));
    QVERIFY(QDir().mkpath(m_tmp));
    qputenv("TMPDIR", QFile::encodeName(m_tmp));
}

void TestHostSource::cleanup()
{
    testing::setWalkOnly(false);
}

void TestHostSource::addModes()
{
    QTest::addColumn<bool>("walk");
}

void TestHostSource::escapingFileLinks_data()
{
    addModes();
    QTest::addColumn<QString>("path");
    // %M: the marker's absolute path; %U: enough "../" from the link's
    // directory to reach this machine's "/"; %O: the outside directory.
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("hop"); // "path=target" of a second link, or empty
    for (bool walk : {false, true}) {
        const char *m = walk ? "walk" : "openat2";
        QTest::addRow("absolute %s", m) << walk << "/proc/interrupts"
                                        << "%M"
                                        << "";
        QTest::addRow("dotdot depth 1 %s", m) << walk << "/proc/interrupts"
                                              << "%U%M"
                                              << "";
        QTest::addRow("dotdot depth 4 %s", m) << walk << "/sys/kernel/irq/30/actions"
                                              << "%U%M"
                                              << "";
        QTest::addRow("dotdot depth 5 %s", m) << walk << "/proc/irq/30/node/x/smp_affinity_list"
                                              << "%U%M"
                                              << "";
        QTest::addRow("dotdot many %s", m)
            << walk << "/proc/stat"
            << "../../../../../../../../../../../../../../../../../../../../../../%M"
            << "";
        QTest::addRow("link to absolute link %s", m) << walk << "/proc/interrupts"
                                                     << "../proc/hop"
                                                     << "/proc/hop=%M";
        QTest::addRow("link to escaping link %s", m) << walk << "/proc/interrupts"
                                                     << "hop"
                                                     << "/proc/hop=%U%M";
        QTest::addRow("through a directory link %s", m) << walk << "/proc/softirqs"
                                                        << "up/secret"
                                                        << "/proc/up=%O";
        QTest::addRow("through a dotdot directory link %s", m)
            << walk << "/proc/softirqs"
            << "up/%O/secret"
            << "/proc/up=../../../../../../../../..";
    }
}

void TestHostSource::escapingFileLinks()
{
    QFETCH(bool, walk);
    QFETCH(QString, path);
    QFETCH(QString, target);
    QFETCH(QString, hop);
    FakeTree t;
    QVERIFY(t.isValid());
    const auto expand = [&](QString s, const QString &linkPath) {
        s.replace(QLatin1String("%U"), climbToSlash(t.root(), dirOf(linkPath), 0));
        s.replace(QLatin1String("%M"), m_marker);
        s.replace(QLatin1String("%O"), m_outside.path());
        return s;
    };
    QVERIFY(QDir().mkpath(t.root() + dirOf(path)));
    t.symlink(path, expand(target, path).replace(QLatin1String("up//"), QLatin1String("up/")));
    if (!hop.isEmpty()) {
        const QString hopPath = hop.section(QLatin1Char('='), 0, 0);
        t.symlink(hopPath, expand(hop.section(QLatin1Char('='), 1), hopPath));
    }
    // The link really leads to the marker on this machine's filesystem.
    QFile direct(t.root() + path);
    QVERIFY(direct.open(QIODevice::ReadOnly));
    QCOMPARE(direct.readAll(), kSecret);

    testing::setWalkOnly(walk);
    const DirHostSource host(t.root());
    auto r = host.readFile(path);
    QVERIFY2(!r.ok(), r.ok() ? r->constData() : "");
    QVERIFY2(r.errorString().contains(t.root() + path), qPrintable(r.errorString()));
    QVERIFY(!r.errorString().toUtf8().contains(kSecret.trimmed()));
    QByteArray chunks;
    Status s = host.readChunks(path, [&](std::string_view c) {
        chunks.append(c.data(), qsizetype(c.size()));
        return Status{Ok{}};
    });
    QVERIFY(!s.ok());
    QVERIFY2(s.errorString().contains(t.root() + path), qPrintable(s.errorString()));
    QVERIFY(chunks.isEmpty());
    QVERIFY(!host.exists(path));
    QVERIFY(!host.tryRead(path));
    // The link's text is handed out as it reads inside the root.
    const auto text = host.linkTarget(path);
    QVERIFY(text);
    const QString followed = QDir::cleanPath(t.root() + dirOf(path) + QLatin1Char('/') + *text);
    QVERIFY2(followed.startsWith(t.root() + QLatin1Char('/')), qPrintable(*text));
    // A snapshot of the saved root reads through the same source: the
    // parsers see an error, never the marker.
    QVERIFY(!checkTreeContained(t.root(), t.root()).ok());
}

void TestHostSource::absoluteLinkMeansTheCopy_data()
{
    addModes();
    QTest::newRow("openat2") << false;
    QTest::newRow("walk") << true;
}

void TestHostSource::absoluteLinkMeansTheCopy()
{
    QFETCH(bool, walk);
    testing::setWalkOnly(walk);
    // "/" of a saved machine is its root: /etc/hostname there is the copy's.
    FakeTree t;
    t.write(QStringLiteral("/etc/hostname"), "db7\n");
    t.symlink(QStringLiteral("/proc/sys/kernel/hostname"), QStringLiteral("/etc/hostname"));
    t.symlink(QStringLiteral("/proc/deep/name"),
              QStringLiteral("../../../../../../../../etc/hostname"));
    const DirHostSource host(t.root());
    QCOMPARE(host.readFile(QStringLiteral("/proc/sys/kernel/hostname")).value(),
             QByteArray("db7\n"));
    QCOMPARE(host.readFile(QStringLiteral("/proc/deep/name")).value(), QByteArray("db7\n"));
    QCOMPARE(host.linkTarget(QStringLiteral("/proc/sys/kernel/hostname")).value_or(QString()),
             QStringLiteral("../../../etc/hostname"));
    QCOMPARE(host.linkTarget(QStringLiteral("/proc/deep/name")).value_or(QString()),
             QStringLiteral("../../etc/hostname"));
    QCOMPARE(host.linkTargetName(QStringLiteral("/proc/deep/name")).value_or(QString()),
             QStringLiteral("hostname"));
    QVERIFY(host.exists(QStringLiteral("/proc/deep/name")));
    // The root's own copy is not readable under a path outside it either.
    QVERIFY(!host.readFile(QStringLiteral("/../../../../..") + m_marker).ok());
}

void TestHostSource::fifoRefusedAtOnce_data()
{
    addModes();
    QTest::addColumn<QString>("how"); // "inside": the FIFO in the root; "outside": a link to it
    for (bool walk : {false, true}) {
        const char *m = walk ? "walk" : "openat2";
        QTest::addRow("fifo in root %s", m) << walk << "inside";
        QTest::addRow("link to fifo in root %s", m) << walk << "link-inside";
        QTest::addRow("absolute link to fifo outside %s", m) << walk << "outside";
        QTest::addRow("dotdot link to fifo outside %s", m) << walk << "dotdot";
    }
}

void TestHostSource::fifoRefusedAtOnce()
{
    QFETCH(bool, walk);
    QFETCH(QString, how);
    FakeTree t;
    t.mkdir(QStringLiteral("/proc"));
    t.mkdir(QStringLiteral("/run"));
    const QString path = QStringLiteral("/proc/interrupts");
    if (how == QLatin1String("inside")) {
        QCOMPARE(::mkfifo(QFile::encodeName(t.root() + path).constData(), 0600), 0);
    } else if (how == QLatin1String("link-inside")) {
        QCOMPARE(
            ::mkfifo(QFile::encodeName(t.root() + QStringLiteral("/run/pipe")).constData(), 0600),
            0);
        t.symlink(path, QStringLiteral("/run/pipe"));
    } else if (how == QLatin1String("outside")) {
        t.symlink(path, m_fifo);
    } else {
        t.symlink(path, climbToSlash(t.root(), QStringLiteral("/proc"), 1) + m_fifo);
    }
    testing::setWalkOnly(walk);
    const DirHostSource host(t.root());
    // No writer ever opens the FIFO: an open or read that waits on it never
    // returns, so reaching the checks below is the test.
    auto r = host.readFile(path);
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().contains(t.root() + path), qPrintable(r.errorString()));
    Status s = host.readChunks(path, [](std::string_view) { return Status{Ok{}}; });
    QVERIFY(!s.ok());
    QVERIFY2(s.errorString().contains(t.root() + path), qPrintable(s.errorString()));
    if (how.contains(QLatin1String("inside")))
        QVERIFY2(r.errorString().contains(QLatin1String("FIFO")), qPrintable(r.errorString()));
    QVERIFY(!checkTreeContained(t.root(), t.root()).ok());
}

void TestHostSource::deviceNeverRead_data()
{
    addModes();
    QTest::addColumn<bool>("node"); // a device node inside the root (needs root to make)
    for (bool walk : {false, true}) {
        const char *m = walk ? "walk" : "openat2";
        QTest::addRow("link to /dev/zero %s", m) << walk << false;
        QTest::addRow("device node in root %s", m) << walk << true;
    }
}

void TestHostSource::deviceNeverRead()
{
    QFETCH(bool, walk);
    QFETCH(bool, node);
    FakeTree t;
    t.mkdir(QStringLiteral("/proc"));
    const QString path = QStringLiteral("/proc/interrupts");
    if (node) {
        if (::mknod(QFile::encodeName(t.root() + path).constData(), S_IFCHR | 0600,
                    makedev(1, 5)) != 0)
            QSKIP("making a device node needs CAP_MKNOD");
    } else {
        t.symlink(path, QStringLiteral("/dev/zero"));
        t.symlink(QStringLiteral("/proc/stat"),
                  climbToSlash(t.root(), QStringLiteral("/proc"), 2) + QStringLiteral("dev/zero"));
    }
    testing::setWalkOnly(walk);
    const DirHostSource host(t.root());
    for (const QString &p : {path, QStringLiteral("/proc/stat")}) {
        if (node && p != path)
            continue;
        // /dev/zero never ends: a read that reaches it fills memory.
        auto r = host.readFile(p);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(t.root() + p), qPrintable(r.errorString()));
        qint64 seen = 0;
        Status s = host.readChunks(p, [&](std::string_view c) {
            seen += qint64(c.size());
            return seen > 1024 * 1024 ? Status{Error{QStringLiteral("read a device")}}
                                      : Status{Ok{}};
        });
        QVERIFY(!s.ok());
        QCOMPARE(seen, 0);
    }
}

void TestHostSource::escapingDirectoryLink_data()
{
    addModes();
    QTest::addColumn<QString>("target"); // %O the outside directory, %U "../" to "/"
    for (bool walk : {false, true}) {
        const char *m = walk ? "walk" : "openat2";
        QTest::addRow("absolute %s", m) << walk << "%O/dir";
        QTest::addRow("dotdot %s", m) << walk << "%U%O/dir";
        QTest::addRow("dotdot to parent of root %s", m) << walk << "../../..";
    }
}

void TestHostSource::escapingDirectoryLink()
{
    QFETCH(bool, walk);
    QFETCH(QString, target);
    FakeTree t;
    t.mkdir(QStringLiteral("/sys/class"));
    target.replace(QLatin1String("%U"), climbToSlash(t.root(), QStringLiteral("/sys/class"), 0));
    target.replace(QLatin1String("%O"), m_outside.path().mid(1));
    if (!target.startsWith(QLatin1String("..")))
        target.prepend(QLatin1Char('/'));
    t.symlink(QStringLiteral("/sys/class/net"), target);
    // The last row climbs to the root's parent: the temporary directory with
    // the other trees in it; a sibling stands for what it must not show.
    const QString sibling = QFileInfo(t.root()).path() + QStringLiteral("/irqatlas-sibling-") +
                            QFileInfo(t.root()).fileName();
    QVERIFY(QDir().mkpath(sibling));
    const auto removeSibling = qScopeGuard([&] { QDir(sibling).removeRecursively(); });
    QVERIFY(!QDir(t.root() + QStringLiteral("/sys/class/net"))
                 .entryList(QDir::AllEntries | QDir::NoDotAndDotDot)
                 .isEmpty());

    testing::setWalkOnly(walk);
    const DirHostSource host(t.root());
    auto names = host.listDir(QStringLiteral("/sys/class/net"));
    if (names.ok()) {
        // Only the root's own entries, "." of the copy at most.
        QVERIFY2(!names->contains(QStringLiteral("secret-entry")), qPrintable(names->join(u',')));
        QVERIFY2(!names->contains(QFileInfo(sibling).fileName()), qPrintable(names->join(u',')));
        QVERIFY2(names->contains(QStringLiteral("sys")), qPrintable(names->join(u',')));
    } else {
        QVERIFY2(names.errorString().contains(t.root() + QStringLiteral("/sys/class/net")),
                 qPrintable(names.errorString()));
    }
    QVERIFY(!host.exists(QStringLiteral("/sys/class/net/secret-entry")));
    QVERIFY(!host.listDir(QStringLiteral("/sys/class/net/secret-entry")).ok());
    QVERIFY(!host.linkTargetName(QStringLiteral("/sys/class/net/secret-entry")));
    QVERIFY(!checkTreeContained(t.root(), t.root()).ok());
}

void TestHostSource::sysfsFixtureLinksStillWork_data()
{
    addModes();
    QTest::newRow("openat2") << false;
    QTest::newRow("walk") << true;
}

void TestHostSource::sysfsFixtureLinksStillWork()
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

void TestHostSource::treeCheck_data()
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

void TestHostSource::treeCheck()
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

void TestHostSource::hostileArchives_data()
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

void TestHostSource::hostileArchives()
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
            QStringLiteral(IRQATLAS_TEST_DATA "/../fuzz/corpus/snapshot/absolute-link"), archive));
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

void TestHostSource::hwlocTreeWithLinkOut_data()
{
    QTest::addColumn<QString>("target"); // %M: a file of this machine saying "0-1"
    QTest::newRow("absolute") << "%M";
    QTest::newRow("dotdot") << "%U%M";
}

// hwloc 2.9 opens fsroot files with openat(fsroot, "sys/...") and no resolve
// flags: an absolute link in the copy reads this machine's file (a link
// "online -> /tmp/x" holding "0-1" gives 2 PUs instead of the copy's). The
// tree is refused before hwloc sees it.
void TestHostSource::hwlocTreeWithLinkOut()
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

void TestHostSource::liveMachineReadsRealPaths()
{
    // "/" is this machine: paths are read as they are, links followed
    // (/proc/self is one).
    auto host = openLocalHost();
    QVERIFY(host->isLocalMachine());
    QVERIFY(host->exists(QStringLiteral("/proc/self/status")));
    QVERIFY(host->readFile(QStringLiteral("/proc/self/status")).ok());
    QVERIFY(host->readFile(m_marker).ok());
    QCOMPARE(host->linkTarget(QStringLiteral("/proc/self")).value_or(QString()),
             QString::number(::getpid()));
}

QTEST_GUILESS_MAIN(TestHostSource)
#include "tst_hostsource.moc"
