// trialJournal: the journal.json a trial's results keep. Only this
// machine's journal is read, as a regular file under the helper's cap; the
// path a remote host's helper or plan script reports is never opened here,
// whatever it names on this machine (a key, /dev/zero, a FIFO). The remote
// apply runs against the private sshd on 127.0.0.1, so the journal it names
// really exists on this machine and would be readable.

#include "applytree.h"
#include "hold/heldapply.h"
#include "hold/trialjournal.h"
#include "remoteapplyfixture.h"
#include "treefile.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// What a helper's summary says, naming journal.
ApplyResult resultNaming(const QString &journal, const QString &remoteHost)
{
    ApplyResult r;
    r.outcome = ApplyOutcome::Reverted;
    r.ran = true;
    HelperSummary s;
    s.result = QStringLiteral("reverted");
    s.journal = journal;
    r.output.summary = s;
    r.remoteHost = remoteHost;
    return r;
}

} // namespace

class TestTrialJournal : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    RemoteApplyFixture m_fx;

private slots:
    // This machine's helper: its journal, when it is a regular file.
    void localJournalIsCopied()
    {
        const QString journal = m_tmp.filePath(QStringLiteral("journal.json"));
        QVERIFY(writeTreeFile(journal, "{\"state\": \"rolled-back\"}\n"));
        const TrialJournal j = trialJournal(resultNaming(journal, QString()));
        QVERIFY(j.bytes.has_value());
        QCOMPARE(*j.bytes, QByteArray("{\"state\": \"rolled-back\"}\n"));
        QVERIFY(j.note.isEmpty());
        QVERIFY(!trialJournal(ApplyResult{}).bytes.has_value());
    }

    // Even this machine's journal path is read only as a regular file: a
    // FIFO is refused at once, /dev/zero and links are not read.
    void localJournalNeverBlocks_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *k : {"fifo", "link", "device"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void localJournalNeverBlocks()
    {
        QFETCH(QString, kind);
        QString journal = m_tmp.filePath(QStringLiteral("local-") + kind);
        if (kind == QLatin1String("fifo"))
            QCOMPARE(::mkfifo(QFile::encodeName(journal).constData(), 0600), 0);
        else if (kind == QLatin1String("link"))
            QVERIFY(QFile::link(m_tmp.filePath(QStringLiteral("journal.json")), journal));
        else
            journal = QStringLiteral("/dev/zero");
        QVERIFY(!trialJournal(resultNaming(journal, QString())).bytes.has_value());
    }

    // A remote host's summary names files of this machine: none is opened.
    // The FIFO has no writer (opening it would wait for ever), /dev/zero has
    // no end, the key is a secret.
    void remotePathsAreNeverOpened_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *k : {"key", "fifo", "device"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void remotePathsAreNeverOpened()
    {
        QFETCH(QString, kind);
        QString journal = m_tmp.filePath(QStringLiteral("remote-") + kind);
        if (kind == QLatin1String("fifo"))
            QCOMPARE(::mkfifo(QFile::encodeName(journal).constData(), 0600), 0);
        else if (kind == QLatin1String("key"))
            QVERIFY(writeTreeFile(journal, "-----BEGIN OPENSSH PRIVATE KEY-----\n"));
        else
            journal = QStringLiteral("/dev/zero");
        const TrialJournal j = trialJournal(resultNaming(journal, QStringLiteral("db7")));
        QVERIFY(!j.bytes.has_value());
        QVERIFY2(j.note.contains(QStringLiteral("db7")), qPrintable(j.note));
        QVERIFY2(j.note.contains(QStringLiteral("journal.json")), qPrintable(j.note));
    }

    // A real remote apply through the host's helper: its summary names the
    // journal it wrote, which lies on this machine too. The held apply says
    // which host applied, and the journal is left out.
    void remoteApplyKeepsItsJournalThere()
    {
        if (!m_fx.start())
            QSKIP(qPrintable(m_fx.skipReason()));
        const QString root = m_fx.makeTree();
        QVERIFY(!root.isEmpty());
        auto plan = readVirtioPlan();
        QVERIFY(plan.ok());
        RemoteHoldTarget target;
        target.target = m_fx.target();
        target.options = m_fx.sshOptions();
        target.testRoot = m_fx.testRoot(root, true);
        HeldApply held;
        QSignalSpy done(&held, &HeldApply::finished);
        HoldOptions options;
        held.start(target, *plan, options);
        QVERIFY(done.wait(120000) || done.count() == 1);
        m_fx.stop();
        const ApplyResult &r = held.result();
        QVERIFY2(r.outcome == ApplyOutcome::Kept, qPrintable(r.message + r.errorText));
        QCOMPARE(r.remoteHost, m_fx.target().text());
        QVERIFY(r.output.summary.has_value());
        const QString named = r.output.summary->journal;
        QVERIFY2(QFileInfo(named).isFile(), qPrintable(named)); // readable here
        const TrialJournal j = trialJournal(r);
        QVERIFY(!j.bytes.has_value());
        QVERIFY2(j.note.contains(m_fx.target().text()), qPrintable(j.note));
    }
};

QTEST_GUILESS_MAIN(TestTrialJournal)
#include "tst_trialjournal.moc"
