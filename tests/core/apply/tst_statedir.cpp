#include "apply/statedir.h"

#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace irqatlas;

class TestStateDir : public QObject
{
    Q_OBJECT

private slots:
    // `irqatlas-helper confirm` creates the marker, then checks it; the apply
    // waiting for it may see and unlink it in between (under load it does).
    // A marker with no link left was taken: the confirmation arrived.
    void markerTakenBeforeItsCheckCounts()
    {
        const QString path = QStringLiteral("/var/lib/irqatlas/.journal.json.confirm");
        QCOMPARE(markerProblem(S_IFREG | 0600, 0, 1, 0, path), QString());
        QCOMPARE(markerProblem(S_IFREG | 0600, 0, 0, 0, path), QString());
    }

    void markerRefusals_data()
    {
        QTest::addColumn<uint>("mode");
        QTest::addColumn<uint>("uid");
        QTest::addColumn<uint>("links");
        QTest::addColumn<QString>("expected");
        QTest::newRow("hard link")
            << uint(S_IFREG | 0600) << 0u << 2u << QStringLiteral("has 2 hard links");
        QTest::newRow("other owner")
            << uint(S_IFREG | 0600) << 1000u << 1u << QStringLiteral("owned by uid 1000");
        QTest::newRow("other owner, unlinked")
            << uint(S_IFREG | 0600) << 1000u << 0u << QStringLiteral("owned by uid 1000");
        QTest::newRow("fifo") << uint(S_IFIFO | 0600) << 0u << 1u
                              << QStringLiteral("not a regular file");
        QTest::newRow("fifo, unlinked")
            << uint(S_IFIFO | 0600) << 0u << 0u << QStringLiteral("not a regular file");
        QTest::newRow("directory")
            << uint(S_IFDIR | 0700) << 0u << 2u << QStringLiteral("not a regular file");
    }
    void markerRefusals()
    {
        QFETCH(uint, mode);
        QFETCH(uint, uid);
        QFETCH(uint, links);
        QFETCH(QString, expected);
        const QString path = QStringLiteral("/state/.j.confirm");
        const QString problem = markerProblem(mode_t(mode), uid_t(uid), nlink_t(links), 0, path);
        QVERIFY2(problem.contains(expected), qPrintable(problem));
        QVERIFY2(problem.startsWith(path), qPrintable(problem)); // names the file
    }

    // The real file operations: a marker is made once, made again without
    // truncating anything, and a hard link to it is refused.
    void touchOnDisk()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        auto dir = StateDir::openPath(tmp.path(), ::geteuid());
        QVERIFY2(dir.ok(), qPrintable(dir.ok() ? QString() : dir.errorString()));
        const QString name = QStringLiteral(".journal.json.confirm");
        QVERIFY(!dir->exists(name));
        QVERIFY(dir->touch(name).ok());
        QVERIFY(dir->exists(name));
        QVERIFY(dir->touch(name).ok());
        const QByteArray other = QFile::encodeName(tmp.filePath(QStringLiteral("other")));
        QVERIFY(::link(QFile::encodeName(tmp.filePath(name)).constData(), other.constData()) == 0);
        const Status s = dir->touch(name);
        QVERIFY(!s.ok());
        QVERIFY2(s.errorString().contains(QStringLiteral("hard links")),
                 qPrintable(s.errorString()));
        dir->remove(name);
        QVERIFY(!dir->exists(name));
    }
};

QTEST_GUILESS_MAIN(TestStateDir)
#include "tst_statedir.moc"
