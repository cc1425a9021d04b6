// model/safefile: the files irqatlas makes in a folder the user names and
// the files it reads there by a fixed name. Whoever else can write to the
// folder plants a link, a dangling link or a FIFO at the name first; the
// file the link points at must stay byte for byte, and no call may block.

#include "model/cappedread.h"
#include "model/safefile.h"
#include "testdata.h"
#include "treefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

class TestSafeFile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_dir;    // the folder the user named
    QString m_victim; // a file outside it that a link points at

    void plant(const QString &kind, const QString &at)
    {
        if (kind == QLatin1String("link")) {
            QVERIFY(QFile::link(m_victim, at));
        } else if (kind == QLatin1String("dangling")) {
            QVERIFY(QFile::link(m_tmp.filePath(QStringLiteral("made-by-a-link")), at));
        } else if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(QFile::encodeName(at).constData(), 0600), 0);
        } else {
            QVERIFY(writeTreeFile(at, "someone else's\n"));
        }
    }

    static void addPlantedKinds()
    {
        QTest::addColumn<QString>("kind");
        for (const char *k : {"link", "dangling", "fifo", "file"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }

    void checkVictim()
    {
        QCOMPARE(fileBytes(m_victim), QByteArray("root only\n"));
        QCOMPARE(treeFileMode(m_victim) & 07777, mode_t(0600));
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("made-by-a-link"))));
    }

private slots:
    void init()
    {
        m_dir = caseFolder(m_tmp.path());
        QVERIFY(QDir().mkpath(m_dir));
        m_victim = m_tmp.filePath(QStringLiteral("victim"));
        QFile::remove(m_victim);
        QVERIFY(writeTreeFile(m_victim, "root only\n"));
        QVERIFY(QFile::setPermissions(m_victim, QFile::ReadOwner | QFile::WriteOwner));
    }

    // createNew and writeNew: anything already at the name is an error naming
    // the file; nothing is written through it or created where it points.
    void createNewRefusesWhatIsThere_data() { addPlantedKinds(); }
    void createNewRefusesWhatIsThere()
    {
        QFETCH(QString, kind);
        auto dir = OutputDir::open(m_dir);
        QVERIFY(dir.ok());
        const QString at = dir->filePath(QStringLiteral("before.jsonl"));
        plant(kind, at);
        QVERIFY(dir->holds(QStringLiteral("before.jsonl")));
        QFile f;
        const Status s = dir->createNew(f, QStringLiteral("before.jsonl"));
        QVERIFY(!s.ok());
        QVERIFY2(s.errorString().contains(at), qPrintable(s.errorString()));
        const Status w =
            dir->writeNew(QStringLiteral("before.jsonl"), "data\n", kExecutableFileMode);
        QVERIFY(!w.ok());
        checkVictim();
        if (kind == QLatin1String("file"))
            QCOMPARE(fileBytes(at), QByteArray("someone else's\n"));
    }

    // The folder checked empty, then someone plants links: the files made
    // afterwards through the held descriptor are refused, not written through.
    void plantedAfterTheEmptyCheck()
    {
        auto dir = OutputDir::open(m_dir, OutputDir::Missing::Create);
        QVERIFY(dir.ok());
        auto empty = dir->isEmpty();
        QVERIFY(empty.ok() && *empty);
        QVERIFY(QFile::link(m_victim, m_dir + QStringLiteral("/after.jsonl")));
        QVERIFY(!dir->isEmpty().value());
        QVERIFY(!dir->writeNew(QStringLiteral("after.jsonl"), "overwritten\n").ok());
        checkVictim();
        QVERIFY(dir->writeNew(QStringLiteral("report.json"), "{}\n").ok());
        QCOMPARE(fileBytes(m_dir + QStringLiteral("/report.json")), QByteArray("{}\n"));
        // Hidden entries count too.
        auto other =
            OutputDir::open(m_tmp.filePath(QStringLiteral("hidden")), OutputDir::Missing::Create);
        QVERIFY(other.ok());
        QVERIFY(writeTreeFile(m_tmp.filePath(QStringLiteral("hidden/.x")), "x"));
        QVERIFY(!other->isEmpty().value());
    }

    // A new file's mode is the one asked for, under the umask.
    void executableMode()
    {
        auto dir = OutputDir::open(m_dir);
        QVERIFY(dir.ok());
        const mode_t mask = ::umask(022);
        QVERIFY(dir->writeNew(QStringLiteral("plan.sh"), "#!/bin/sh\n", kExecutableFileMode).ok());
        QVERIFY(dir->writeNew(QStringLiteral("plan.json"), "{}\n").ok());
        ::umask(mask);
        QCOMPARE(treeFileMode(m_dir + QStringLiteral("/plan.sh")) & 07777, mode_t(0755));
        QCOMPARE(treeFileMode(m_dir + QStringLiteral("/plan.json")) & 07777, mode_t(0644));
    }

    // replaceFile (a Save dialog's or an --out FILE's target): whatever is at
    // the name (a link, a dangling link, a FIFO, a file) is replaced by the
    // new file, never followed or opened, and no temporary stays behind.
    void replaceNeverFollows_data() { addPlantedKinds(); }
    void replaceNeverFollows()
    {
        QFETCH(QString, kind);
        const QString at = m_dir + QStringLiteral("/plan.sh");
        plant(kind, at);
        const Status s = replaceFile(at, "#!/bin/sh\n", kExecutableFileMode);
        QVERIFY2(s.ok(), qPrintable(s.ok() ? QString() : s.errorString()));
        const QFileInfo info(at);
        QVERIFY(info.isFile() && !info.isSymLink());
        QCOMPARE(fileBytes(at), QByteArray("#!/bin/sh\n"));
        QVERIFY(treeFileMode(at) & S_IXUSR);
        checkVictim();
        QCOMPARE(QDir(m_dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("plan.sh")});
    }

    void replaceRefusesAFolder()
    {
        const QString at = m_dir + QStringLiteral("/report.html");
        QVERIFY(QDir().mkdir(at));
        const Status s = replaceFile(at, "<html/>");
        QVERIFY(!s.ok());
        QVERIFY2(s.errorString().contains(at), qPrintable(s.errorString()));
        QVERIFY(QFileInfo(at).isDir());
        QCOMPARE(QDir(m_dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("report.html")});
        // Without commit() a replacement leaves nothing behind.
        {
            auto r = beginReplaceFile(m_dir + QStringLiteral("/rates.csv"));
            QVERIFY(r.ok());
            QCOMPARE((*r)->file().write("half"), qint64(4));
        }
        QCOMPARE(QDir(m_dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("report.html")});
    }

    // Reading by a fixed name: only a regular file is opened. A FIFO with no
    // writer is refused by its type at once (the old open blocked on it for
    // ever), a link is not followed, a folder or device is not read.
    void openRegularFileRefuses_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *k : {"link", "dangling", "fifo", "folder", "device link"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void openRegularFileRefuses()
    {
        QFETCH(QString, kind);
        const QString at = m_dir + QStringLiteral("/report.json");
        if (kind == QLatin1String("folder"))
            QVERIFY(QDir().mkdir(at));
        else if (kind == QLatin1String("device link"))
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), at));
        else
            plant(kind, at);
        QFile f;
        const Status s = openRegularFile(f, at);
        QVERIFY(!s.ok());
        QVERIFY2(s.errorString().contains(at), qPrintable(s.errorString()));
        QVERIFY(!f.isOpen());
        auto bytes = readRegularFileCapped(at, 1 << 20);
        QVERIFY(!bytes.ok());
        QVERIFY2(bytes.errorString().contains(at), qPrintable(bytes.errorString()));
        checkVictim();
    }

    void openRegularFileReads()
    {
        const QString at = m_dir + QStringLiteral("/report.json");
        QVERIFY(writeTreeFile(at, "{\"format\": \"irqatlas-trial\"}\n"));
        auto bytes = readRegularFileCapped(at, 1 << 20);
        QVERIFY2(bytes.ok(), qPrintable(bytes.ok() ? QString() : bytes.errorString()));
        QCOMPARE(*bytes, QByteArray("{\"format\": \"irqatlas-trial\"}\n"));
        auto small = readRegularFileCapped(at, 4);
        QVERIFY(!small.ok());
        QVERIFY(small.errorString().contains(QStringLiteral("larger than")));
        auto missing = readRegularFileCapped(m_dir + QStringLiteral("/none.json"), 10);
        QVERIFY(!missing.ok());
        QVERIFY(missing.errorString().contains(QStringLiteral("none.json")));
        // A path the user gave still follows links.
        const QString link = m_dir + QStringLiteral("/mine.json");
        QVERIFY(QFile::link(at, link));
        QFile f;
        QVERIFY(openForReading(f, link, ReadName::UserGiven).ok());
        QFile g;
        QVERIFY(!openForReading(g, link, ReadName::FixedName).ok());
    }

    void folderProblems()
    {
        const QString file = m_dir + QStringLiteral("/file");
        QVERIFY(writeTreeFile(file, "x"));
        auto notDir = OutputDir::open(file, OutputDir::Missing::Create);
        QVERIFY(!notDir.ok());
        QVERIFY(notDir.errorString().contains(file));
        QVERIFY(!OutputDir::open(m_dir + QStringLiteral("/none")).ok());
        auto made = OutputDir::open(m_dir + QStringLiteral("/a/b"), OutputDir::Missing::Create);
        QVERIFY(made.ok());
        QVERIFY(QFileInfo(m_dir + QStringLiteral("/a/b")).isDir());
        QVERIFY(!made->writeNew(QStringLiteral("../escape"), "x").ok());
        QVERIFY(!made->writeNew(QStringLiteral(".."), "x").ok());
        QVERIFY(!QFileInfo::exists(m_dir + QStringLiteral("/a/escape")));
    }
};

QTEST_GUILESS_MAIN(TestSafeFile)
#include "tst_safefile.moc"
