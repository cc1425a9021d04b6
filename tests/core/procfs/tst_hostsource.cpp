// A saved machine is hostile: nothing read through DirHostSource or
// openRootDir may come from outside the saved root, block, or read forever.
// Every case runs twice: with openat2(RESOLVE_IN_ROOT) and with the
// component walk used on kernels without it.
#include "faketree.h"
#include "procfs/hostsource.h"
#include "procfs/rootdir.h"
#include "procfs/scratchdir.h"
#include "savedroot.h"
#include "snapshot/savedhost.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

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
    void liveMachineReadsRealPaths();
    void scratchDirOnMemoryUnlessTmpdirSet();

private:
    void addModes();
    QTemporaryDir m_outside; // this machine's files the saved root must not reach
    QString m_marker;        // a file with kSecret in it
    QString m_fifo;          // a FIFO with no writer
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

// A TMPDIR the user set is where unpacked files go; without one, a memory
// file system when the machine has one, never a disk that has to discard
// every deleted file.
void TestHostSource::scratchDirOnMemoryUnlessTmpdirSet()
{
    const QByteArray saved = qgetenv("TMPDIR");
    const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
    QTemporaryDir mine;
    qputenv("TMPDIR", QFile::encodeName(mine.path()));
    {
        auto dir = makeScratchDir();
        QVERIFY(dir->isValid());
        QCOMPARE(QFileInfo(dir->path()).path(), QFileInfo(mine.path()).canonicalFilePath());
        QCOMPARE(QFileInfo(dir->path()).permissions() & (QFile::ReadOther | QFile::ReadGroup),
                 QFileDevice::Permissions());
    }
    qunsetenv("TMPDIR");
    qunsetenv("XDG_RUNTIME_DIR");
    auto dir = makeScratchDir();
    QVERIFY(dir->isValid());
    struct statfs shm = {};
    const bool shmIsMemory = ::statfs("/dev/shm", &shm) == 0 && shm.f_type == 0x01021994 &&
                             QFileInfo(QStringLiteral("/dev/shm")).isWritable();
    if (shmIsMemory)
        QCOMPARE(QFileInfo(dir->path()).path(), QStringLiteral("/dev/shm"));
    else
        QCOMPARE(QFileInfo(dir->path()).path(), QDir::tempPath());
    dir.reset();
    if (!saved.isNull())
        qputenv("TMPDIR", saved);
    if (!runtime.isNull())
        qputenv("XDG_RUNTIME_DIR", runtime);
}

QTEST_GUILESS_MAIN(TestHostSource)
#include "tst_hostsource.moc"
