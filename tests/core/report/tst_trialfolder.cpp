// A trial folder's fixed names, written (irqatlas-cli trial --out, Try
// Plan's Save Results…) and read (report --trial, the GUI's Export Report).
// The folder may belong to someone else, who plants links and FIFOs at those
// names: a trial run as root must not write through them, and reading a
// folder must neither follow them nor wait on them.

#include "live/recording.h"
#include "report/reportdata.h"
#include "testdata.h"
#include "treefile.h"
#include "trial/trialreport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kReport = "{\"format\": \"irqatlas-trial\", \"version\": 1}\n";

} // namespace

class TestTrialFolder : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;

    QString caseDir() { return caseFolder(m_tmp.path()); }

    // A complete folder: report.json and two recordings without samples.
    bool makeTrial(const QString &dir)
    {
        if (!QDir().mkpath(dir) || !writeTreeFile(dir + QStringLiteral("/report.json"), kReport))
            return false;
        for (const char *name : {"/before.jsonl", "/after.jsonl"})
            if (!RecordingWriter::create(dir + QLatin1String(name), QStringLiteral("test")).ok())
                return false;
        return true;
    }

private slots:
    // trial --out DIR: the folder is checked empty, then its owner plants
    // links at before.jsonl and after.jsonl before the trial makes them. The
    // recordings are refused and the files the links point at stay as they
    // were; a file the trial makes later is refused the same way.
    void recordingsNeverThroughLinks()
    {
        const QString dir = caseDir();
        const QString victim = m_tmp.filePath(QStringLiteral("root-only"));
        QVERIFY(writeTreeFile(victim, "root only\n"));
        OutputDir out;
        QCOMPARE(prepareTrialDir(dir, out), TrialDirProblem::None);
        for (const char *name : {"/before.jsonl", "/after.jsonl", "/report.json"})
            QVERIFY(QFile::link(victim, dir + QLatin1String(name)));
        QVERIFY(QFile::link(m_tmp.filePath(QStringLiteral("made")),
                            dir + QStringLiteral("/plan.json")));
        for (const char *name : {"before.jsonl", "after.jsonl"}) {
            auto w = RecordingWriter::createNew(out, QLatin1String(name), QStringLiteral("db7"));
            QVERIFY(!w.ok());
            QVERIFY2(w.errorString().contains(QLatin1String(name)), qPrintable(w.errorString()));
        }
        QVERIFY(!out.writeNew(QStringLiteral("report.json"), "{}").ok());
        QVERIFY(!out.writeNew(QStringLiteral("plan.json"), "{}").ok());
        QCOMPARE(fileBytes(victim), QByteArray("root only\n"));
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("made"))));

        // The folder as given: refused when it is not empty or not a folder.
        OutputDir again;
        QCOMPARE(prepareTrialDir(dir, again), TrialDirProblem::NotEmpty);
        QCOMPARE(prepareTrialDir(victim, again), TrialDirProblem::NotADirectory);
        QCOMPARE(prepareTrialDir(dir + QStringLiteral("/new/deeper"), again),
                 TrialDirProblem::None);
        QVERIFY(
            RecordingWriter::createNew(again, QStringLiteral("before.jsonl"), QStringLiteral("db7"))
                .ok());
    }

    // report --trial DIR and Export Report: each fixed name is read only as a
    // regular file. A FIFO there (no writer: the old open waited for ever) is
    // refused by its type at once, naming it; a link (to a good file, to
    // /dev/zero) is not followed.
    void fixedNamesAreRegularFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("kind");
        for (const char *name : {"report.json", "before.jsonl", "after.jsonl"})
            for (const char *kind : {"fifo", "link", "device link"})
                QTest::addRow("%s %s", name, kind)
                    << QString::fromLatin1(name) << QString::fromLatin1(kind);
    }
    void fixedNamesAreRegularFiles()
    {
        QFETCH(QString, name);
        QFETCH(QString, kind);
        const QString dir = caseDir();
        QVERIFY(makeTrial(dir));
        QVERIFY(loadTrial(dir).ok());
        const QString at = dir + QLatin1Char('/') + name;
        const QString aside = dir + QStringLiteral(".aside-") + name;
        QVERIFY(QFile::rename(at, aside));
        if (kind == QLatin1String("fifo"))
            QCOMPARE(::mkfifo(QFile::encodeName(at).constData(), 0600), 0);
        else if (kind == QLatin1String("link"))
            QVERIFY(QFile::link(aside, at));
        else
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), at));
        auto t = loadTrial(dir);
        QVERIFY(!t.ok());
        QVERIFY2(t.errorString().contains(at), qPrintable(t.errorString()));
        QVERIFY2(t.errorString().contains(QStringLiteral("not a regular file")),
                 qPrintable(t.errorString()));
    }

    // A recording the user names is still read as given, links included.
    void namedRecordingFollowsLinks()
    {
        const QString dir = caseDir();
        QVERIFY(makeTrial(dir));
        const QString link = m_tmp.filePath(QStringLiteral("mine.jsonl"));
        QVERIFY(QFile::link(dir + QStringLiteral("/before.jsonl"), link));
        QVERIFY(loadRecording(link, TrialScope{}).ok());
        QVERIFY(!loadRecording(link, TrialScope{}, qint64(256) << 20, ReadName::FixedName).ok());
    }
};

QTEST_GUILESS_MAIN(TestTrialFolder)
#include "tst_trialfolder.moc"
