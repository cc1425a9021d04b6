// The files irqatlas-cli makes where the user says, end to end: export --out
// DIR makes only new files (a link planted in DIR is refused, its target
// neither written nor made executable), report --out and plan --out replace
// a link at FILE instead of writing through it, and report --trial DIR reads
// its fixed names only as regular files.

#include "applytree.h"
#include "faketree.h"
#include "testdata.h"
#include "treefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace irqatlas::test;

namespace {

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestOutFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    QString m_trial;
    QString m_plan;

    QString caseDir()
    {
        const QString d = caseFolder(m_dir.path());
        QDir().mkpath(d);
        return d;
    }

    // A file only its owner may read and write: what a root-run command must
    // never overwrite through a link.
    QString victim(const QString &dir)
    {
        const QString v = dir + QStringLiteral(".victim");
        if (!writeTreeFile(v, "root only\n") ||
            !QFile::setPermissions(v, QFile::ReadOwner | QFile::WriteOwner))
            return QString();
        return v;
    }

    void checkVictim(const QString &v)
    {
        QCOMPARE(fileBytes(v), QByteArray("root only\n"));
        QCOMPARE(treeFileMode(v) & 07777, mode_t(0600));
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo(QStringLiteral(IRQATLAS_CLI_PATH)).isExecutable())
            QSKIP("irqatlas-cli is not built");
        m_plan = dataPath(QStringLiteral("apply/plan-virtio.json"));
        m_root = m_dir.filePath(QStringLiteral("root"));
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(addStaticLoad(m_root));
        m_trial = m_dir.filePath(QStringLiteral("trial"));
        const ProgramRun t =
            runCli({QStringLiteral("trial"), m_plan, QStringLiteral("--dry-run"),
                    QStringLiteral("--before"), QStringLiteral("0.4"), QStringLiteral("--after"),
                    QStringLiteral("0.4"), QStringLiteral("--interval"), QStringLiteral("0.2"),
                    QStringLiteral("--root"), m_root, QStringLiteral("--out"), m_trial});
        QVERIFY2(t.code == 0, t.err.constData());
    }

    // export --out DIR where someone planted a link at one of the names: exit
    // 1 naming it, nothing written anywhere, the link's target keeps its
    // bytes and its mode (no +x).
    void exportRefusesPlantedLinks_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("name");
        QTest::newRow("sh script") << QStringLiteral("sh") << QStringLiteral("irqatlas-plan.sh");
        QTest::newRow("systemd unit")
            << QStringLiteral("systemd") << QStringLiteral("irqatlas-plan.service");
        QTest::newRow("systemd script")
            << QStringLiteral("systemd") << QStringLiteral("irqatlas-plan.sh");
        QTest::newRow("dangling") << QStringLiteral("sh") << QString();
    }
    void exportRefusesPlantedLinks()
    {
        QFETCH(QString, format);
        QFETCH(QString, name);
        const QString dir = caseDir();
        const QString v = victim(dir);
        QVERIFY(!v.isEmpty());
        const QString made = dir + QStringLiteral(".made");
        if (name.isEmpty())
            QVERIFY(QFile::link(made, dir + QStringLiteral("/irqatlas-plan.sh")));
        else
            QVERIFY(QFile::link(v, dir + QLatin1Char('/') + name));
        const QStringList before = entries(dir);
        const ProgramRun r = runCli({QStringLiteral("export"), m_plan, QStringLiteral("--format"),
                                     format, QStringLiteral("--out"), dir});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("already exists"), r.err.constData());
        checkVictim(v);
        QVERIFY(!QFileInfo::exists(made));
        QCOMPARE(entries(dir), before);
    }

    // The same export into an empty folder: the script is made executable.
    void exportMakesNewFiles()
    {
        const QString dir = caseDir() + QStringLiteral("/new");
        const ProgramRun r = runCli({QStringLiteral("export"), m_plan, QStringLiteral("--format"),
                                     QStringLiteral("systemd"), QStringLiteral("--out"), dir});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(entries(dir), (QStringList{QStringLiteral("irqatlas-plan.service"),
                                            QStringLiteral("irqatlas-plan.sh")}));
        QVERIFY(treeFileMode(dir + QStringLiteral("/irqatlas-plan.sh")) & S_IXUSR);
        QVERIFY(!(treeFileMode(dir + QStringLiteral("/irqatlas-plan.service")) & S_IXUSR));
    }

    // report --out FILE and plan --out FILE where FILE is a link someone
    // planted: FILE becomes the new file, the link's target stays.
    void outFileLinkIsReplaced_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("report") << QStringLiteral("report");
        QTest::newRow("plan") << QStringLiteral("plan");
    }
    void outFileLinkIsReplaced()
    {
        QFETCH(QString, command);
        const QString dir = caseDir();
        const QString v = victim(dir);
        QVERIFY(!v.isEmpty());
        const QString out = dir + QStringLiteral("/out");
        QVERIFY(QFile::link(v, out));
        QStringList args{command, QStringLiteral("--root"), m_root};
        if (command == QLatin1String("plan"))
            args = QStringList{command,
                               QStringLiteral("--root"),
                               dataPath(QStringLiteral("plans/root-milan0")),
                               QStringLiteral("--topology"),
                               dataPath(QStringLiteral("plans/two-node-smt2.json")),
                               QStringLiteral("--algorithm"),
                               QStringLiteral("policy-all"),
                               QStringLiteral("--irqs"),
                               QStringLiteral("driver:nvme0q")};
        const ProgramRun r = runCli(args + QStringList{QStringLiteral("--out"), out});
        QVERIFY2(r.code == 0, r.err.constData());
        checkVictim(v);
        const QFileInfo info(out);
        QVERIFY(info.isFile() && !info.isSymLink());
        QVERIFY(info.size() > 0);
        QCOMPARE(entries(dir), QStringList{QStringLiteral("out")});
    }

    // report --trial DIR whose report.json or recording is a link (here to
    // the trial's own good file): refused naming it, not followed.
    void reportTrialRefusesLinks_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *n : {"report.json", "before.jsonl", "after.jsonl"})
            QTest::newRow(n) << QString::fromLatin1(n);
    }
    void reportTrialRefusesLinks()
    {
        QFETCH(QString, name);
        const QString dir = caseDir();
        for (const QString &f : QDir(m_trial).entryList(QDir::Files))
            QVERIFY(QFile::copy(m_trial + QLatin1Char('/') + f, dir + QLatin1Char('/') + f));
        const QString html = dir + QStringLiteral(".html");
        const QStringList args{QStringLiteral("report"),
                               QStringLiteral("--root"),
                               m_root,
                               QStringLiteral("--trial"),
                               dir,
                               QStringLiteral("--out"),
                               html};
        const ProgramRun good = runCli(args);
        QVERIFY2(good.code == 0, good.err.constData());
        const QString at = dir + QLatin1Char('/') + name;
        const QString aside = dir + QStringLiteral(".") + name;
        QVERIFY(QFile::rename(at, aside));
        QVERIFY(QFile::link(aside, at));
        const ProgramRun r = runCli(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QFile::encodeName(at)), r.err.constData());
        QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestOutFiles)
#include "tst_outfiles.moc"
