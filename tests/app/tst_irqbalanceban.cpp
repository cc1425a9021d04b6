// No fights with irqbalance: while a plan holds, its IRQs are in the running
// daemon's ban list, and every way a plan ends other than a confirmation
// (rollback, a failed write, no confirmation in time) takes the IRQs it
// added out of the daemon's list again, leaving the bans of other applies.
// The ban command's quirks and the journal's record of it are checked as
// data; the rest against a real irqbalance daemon (root), asked
// by the test-root helper, over a private copy of /proc/irq.
#include "apply/irqbalanceban.h"
#include "apply/journal.h"
#include "applyclient/helperclient.h"
#include "applytree.h"
#include "faketree.h"
#include "irqbalancedaemon.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

QJsonObject journalObject(const QString &path)
{
    return QJsonDocument::fromJson(fileBytes(path)).object();
}

} // namespace

class TestIrqbalanceBan : public QObject
{
    Q_OBJECT

    QString m_helper;
    QTemporaryDir m_dir;
    QString m_root;
    QString m_journal;
    std::unique_ptr<IrqbalanceDaemon> m_daemon; // started by the first test that needs one

    ProgramRun helper(const QStringList &args, int pid, const QByteArray &input = {})
    {
        return runWithInput(
            m_helper,
            args + QStringList{QStringLiteral("--root"), m_root, QStringLiteral("--journal"),
                               QStringLiteral("journal.json"),
                               QStringLiteral("--test-irqbalance-pid"), QString::number(pid)},
            input);
    }

    QString m_skip;

    // The shared daemon, banning IRQ 4242 from its command line; null with
    // m_skip set where this machine cannot run one or the helper is not built.
    IrqbalanceDaemon *daemon()
    {
        if (!m_daemon) {
            m_skip = m_helper.isEmpty() ? QLatin1String(kNoTestRootHelper)
                                        : IrqbalanceDaemon::cannotRun();
            if (!m_skip.isEmpty())
                return nullptr;
            m_daemon = std::make_unique<IrqbalanceDaemon>();
            if (!m_daemon->start({QStringLiteral("--banirq=4242")}))
                m_skip = m_daemon->error();
        }
        return m_skip.isEmpty() ? m_daemon.get() : nullptr;
    }

private slots:
    void initTestCase() { m_helper = testRootHelper(); }

    void init()
    {
        m_root = caseFolder(m_dir.path());
        QVERIFY(makeVirtioTree(m_root));
        m_journal = m_root + QStringLiteral("/var/lib/irqatlas/journal.json");
    }

    void banCommand_data()
    {
        QTest::addColumn<std::vector<int>>("irqs");
        QTest::addColumn<QByteArray>("command");
        QTest::newRow("none") << std::vector<int>{} << QByteArray("settings ban irqs NONE");
        // Ascending puts IRQ 0 first: irqbalance stops reading at a later 0.
        QTest::newRow("zero first")
            << std::vector<int>{41, 0, 7, 41} << QByteArray("settings ban irqs 0 7 41");
        QTest::newRow("one") << std::vector<int>{120} << QByteArray("settings ban irqs 120");
    }
    void banCommand()
    {
        QFETCH(std::vector<int>, irqs);
        QFETCH(QByteArray, command);
        auto c = irqbalanceBanCommand(irqs);
        QVERIFY2(c.ok(), qPrintable(c.ok() ? QString() : c.errorString()));
        QCOMPARE(*c, command);
        QVERIFY(!c->contains("  ")); // two blanks before NONE ban IRQ 0
    }

    void banCommandTooLong()
    {
        std::vector<int> irqs;
        for (int i = 100000; i < 104000; ++i)
            irqs.push_back(i);
        auto c = irqbalanceBanCommand(irqs);
        QVERIFY(!c.ok());
        QVERIFY2(c.errorString().contains(QStringLiteral("16 KiB")), qPrintable(c.errorString()));
    }

    void journalKeepsBans()
    {
        Journal j;
        j.state = Journal::State::AwaitingConfirm;
        JournalEntry e;
        e.irq = 25;
        e.previous = "0-3\n";
        e.requested = "1\n";
        e.state = JournalEntry::State::Written;
        j.entries.push_back(e);
        IrqbalanceBan b;
        b.pid = 812;
        b.started = 123456789012ULL;
        b.previous = {4242};
        b.banned = {25, 4242};
        b.state = IrqbalanceBan::State::Banned;
        j.irqbalance.push_back(b);
        auto back = parseJournal(writeJournalJson(j), QStringLiteral("journal.json"));
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
        QCOMPARE(back->irqbalance.size(), std::size_t(1));
        const IrqbalanceBan &r = back->irqbalance[0];
        QCOMPARE(r.pid, 812);
        QCOMPARE(r.started, b.started);
        QCOMPARE(r.previous, b.previous);
        QCOMPARE(r.banned, b.banned);
        QCOMPARE(r.state, IrqbalanceBan::State::Banned);
    }

    void hostileBansRefused_data()
    {
        QTest::addColumn<QByteArray>("bans");
        QTest::addColumn<QString>("message");
        const QByteArray ok =
            R"("started": "1", "previous": [], "banned": [25], "state": "banned")";
        QTest::newRow("not an array") << QByteArray(R"({"pid": 5})") << QStringLiteral("array");
        QTest::newRow("pid a string")
            << QByteArray(R"([{"pid": "5", )" + ok + "}]") << QStringLiteral("\"pid\"");
        QTest::newRow("pid zero") << QByteArray(R"([{"pid": 0, )" + ok + "}]")
                                  << QStringLiteral("\"pid\"");
        QTest::newRow("pid twice")
            << QByteArray(R"([{"pid": 5, )" + ok + R"(}, {"pid": 5, )" + ok + "}]")
            << QStringLiteral("pid 5 twice");
        QTest::newRow("irq repeated")
            << QByteArray(
                   R"([{"pid": 5, "started": "1", "previous": [], "banned": [25, 25], "state": "banned"}])")
            << QStringLiteral("each once");
        QTest::newRow("irq negative")
            << QByteArray(
                   R"([{"pid": 5, "started": "1", "previous": [-1], "banned": [], "state": "banned"}])")
            << QStringLiteral("\"previous\"");
        QTest::newRow("irq fraction")
            << QByteArray(
                   R"([{"pid": 5, "started": "1", "previous": [], "banned": [2.5], "state": "banned"}])")
            << QStringLiteral("\"banned\"");
        QTest::newRow("started not a number")
            << QByteArray(
                   R"([{"pid": 5, "started": "x", "previous": [], "banned": [], "state": "banned"}])")
            << QStringLiteral("\"started\"");
        QTest::newRow("unknown state")
            << QByteArray(
                   R"([{"pid": 5, "started": "1", "previous": [], "banned": [], "state": "gone"}])")
            << QStringLiteral("unknown state");
        QTest::newRow("never-journaled state")
            << QByteArray(
                   R"([{"pid": 5, "started": "1", "previous": [], "banned": [], "state": "unreachable"}])")
            << QStringLiteral("unknown state");
    }
    void hostileBansRefused()
    {
        QFETCH(QByteArray, bans);
        QFETCH(QString, message);
        const QByteArray journal = R"({"format": "irqatlas-journal", "version": 1, "state": )"
                                   R"("applied", "created": "", "updated": "", "entries": [], )"
                                   R"("irqbalance": )" +
                                   bans + "}";
        auto j = parseJournal(journal, QStringLiteral("journal.json"));
        QVERIFY(!j.ok());
        QVERIFY2(j.errorString().contains(QStringLiteral("journal.json")) &&
                     j.errorString().contains(message),
                 qPrintable(j.errorString()));
    }

    // A daemon without a control socket (here: a pid with none) cannot be
    // asked: the plan goes in, and the report says irqbalance was not.
    void daemonWithoutSocketReported()
    {
        if (m_helper.isEmpty())
            QSKIP(kNoTestRootHelper);
        const ProgramRun r = helper({QStringLiteral("apply")}, int(::getpid()),
                                    readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 0);
        const QJsonArray bans = summaryOf(r.out).value(QStringLiteral("irqbalance")).toArray();
        QCOMPARE(bans.size(), 1);
        QCOMPARE(bans[0].toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("unreachable"));
        QVERIFY(!journalObject(m_journal).contains(QStringLiteral("irqbalance")));
        // What the CLI reads to warn that this daemon may undo the plan.
        const HelperOutput out = parseHelperOutput(r.out);
        QVERIFY(out.summary);
        QCOMPARE(out.summary->unreachableIrqbalance, std::vector<int>{int(::getpid())});
    }

    // The CLI says the helper will ban the plan's IRQs in a daemon with a
    // socket only when it will: never for a dry run.
    void dryRunPromisesNoBan()
    {
        if (m_helper.isEmpty())
            QSKIP(kNoTestRootHelper);
        QVERIFY(writeTreeFile(m_root + QStringLiteral("/proc/812/comm"), "irqbalance\n"));
        QVERIFY(writeTreeFile(m_root + QStringLiteral("/proc/812/status"),
                              "Name:\tirqbalance\nUid:\t0\t0\t0\t0\n"));
        QVERIFY(writeTreeFile(m_root + QStringLiteral("/proc/net/unix"),
                              "Num       RefCount Protocol Flags    Type St Inode Path\n"
                              "0000000000000000: 00000002 00000000 00010000 0001 01 23062 "
                              "@irqbalance812.sock\n"));
        const QString plan = dataPath(QStringLiteral("apply/plan-virtio.json"));
        const QByteArray promise = "the helper adds the plan's IRQs to its ban list";
        const ProgramRun dry = runCli({QStringLiteral("apply"), QStringLiteral("--dry-run"), plan,
                                       QStringLiteral("--root"), m_root});
        QVERIFY2(dry.code == 0, dry.err.constData());
        QVERIFY2(!dry.err.contains(promise), dry.err.constData());
        const ProgramRun real =
            runCli({QStringLiteral("apply"), plan, QStringLiteral("--root"), m_root});
        QVERIFY2(real.code == 0, real.err.constData());
        QVERIFY2(real.err.contains(promise), real.err.constData());
    }

    void banThenRollback()
    {
        IrqbalanceDaemon *d = daemon();
        if (!d && m_daemon)
            QFAIL(qPrintable(m_skip)); // it could run here, and did not come up
        if (!d)
            QSKIP(qPrintable(m_skip));
        ProgramRun r = helper({QStringLiteral("apply")}, d->pid(),
                              readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 0);
        const std::vector<int> both = {25, 26, 27, 28, 4242};
        QCOMPARE(d->bannedIrqs(), both);
        const QJsonObject ban =
            journalObject(m_journal).value(QStringLiteral("irqbalance")).toArray()[0].toObject();
        QCOMPARE(ban.value(QStringLiteral("pid")).toInt(), d->pid());
        QCOMPARE(ban.value(QStringLiteral("state")).toString(), QStringLiteral("banned"));
        QCOMPARE(ban.value(QStringLiteral("previous")).toArray(), QJsonArray{4242});
        QCOMPARE(summaryOf(r.out).value(QStringLiteral("irqbalance")).toArray()[0].toObject(), ban);

        r = helper({QStringLiteral("rollback")}, d->pid());
        QCOMPARE(r.code, 0);
        QCOMPARE(d->bannedIrqs(), std::vector<int>{4242});
        QCOMPARE(journalObject(m_journal)
                     .value(QStringLiteral("irqbalance"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("state"))
                     .toString(),
                 QStringLiteral("restored"));
    }

    void failedWriteRestoresBans()
    {
        IrqbalanceDaemon *d = daemon();
        if (!d && m_daemon)
            QFAIL(qPrintable(m_skip)); // it could run here, and did not come up
        if (!d)
            QSKIP(qPrintable(m_skip));
        const auto before = treeFiles(m_root);
        const ProgramRun r = helper(
            {QStringLiteral("apply"), QStringLiteral("--test-fail-write"), QStringLiteral("3:EIO")},
            d->pid(), readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 6);
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(d->bannedIrqs(), std::vector<int>{4242});
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    // No confirmation in time: the IRQs and the daemon's list go back.
    void timeoutRestoresBans()
    {
        IrqbalanceDaemon *d = daemon();
        if (!d && m_daemon)
            QFAIL(qPrintable(m_skip)); // it could run here, and did not come up
        if (!d)
            QSKIP(qPrintable(m_skip));
        const ProgramRun r = helper(
            {QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("1")},
            d->pid(), readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 8);
        QCOMPARE(d->bannedIrqs(), std::vector<int>{4242});
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    // Rolling back one apply takes out only the IRQs it banned: those a
    // later apply, still in force, added stay banned.
    void rollbackKeepsLaterBans()
    {
        IrqbalanceDaemon *d = daemon();
        if (!d && m_daemon)
            QFAIL(qPrintable(m_skip)); // it could run here, and did not come up
        if (!d)
            QSKIP(qPrintable(m_skip));
        const QByteArray plan = readData(QStringLiteral("apply/plan-virtio.json"));
        const qsizetype cut = plan.indexOf("   {\"irq\": 27");
        QVERIFY(cut > 0);
        // The first plan places IRQs 25 and 26, the second 27 and 28.
        const QByteArray first = plan.left(cut).chopped(2) + "]}";
        const QByteArray second = plan.left(plan.indexOf("   {\"irq\": 25")) + plan.mid(cut);
        auto run = [&](const QStringList &args, const QString &journal, const QByteArray &in) {
            return runWithInput(m_helper,
                                args + QStringList{QStringLiteral("--root"), m_root,
                                                   QStringLiteral("--journal"), journal,
                                                   QStringLiteral("--test-irqbalance-pid"),
                                                   QString::number(d->pid())},
                                in);
        };
        QCOMPARE(run({QStringLiteral("apply")}, QStringLiteral("a.json"), first).code, 0);
        QCOMPARE(d->bannedIrqs(), (std::vector<int>{25, 26, 4242}));
        QCOMPARE(run({QStringLiteral("apply")}, QStringLiteral("b.json"), second).code, 0);
        QCOMPARE(d->bannedIrqs(), (std::vector<int>{25, 26, 27, 28, 4242}));
        QCOMPARE(run({QStringLiteral("rollback")}, QStringLiteral("a.json"), {}).code, 0);
        QCOMPARE(d->bannedIrqs(), (std::vector<int>{27, 28, 4242}));
        QCOMPARE(run({QStringLiteral("rollback")}, QStringLiteral("b.json"), {}).code, 0);
        QCOMPARE(d->bannedIrqs(), std::vector<int>{4242});
    }

    // A confirmed plan keeps its bans: irqbalance leaves its IRQs alone
    // until it restarts.
    void confirmKeepsBans()
    {
        IrqbalanceDaemon *d = daemon();
        if (!d && m_daemon)
            QFAIL(qPrintable(m_skip)); // it could run here, and did not come up
        if (!d)
            QSKIP(qPrintable(m_skip));
        ProgramRun r = helper(
            {QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("60")},
            d->pid(), readData(QStringLiteral("apply/plan-virtio.json")) + "\n.\nconfirm\n");
        QCOMPARE(r.code, 0);
        QCOMPARE(journalState(m_journal), QStringLiteral("confirmed"));
        const std::vector<int> both = {25, 26, 27, 28, 4242};
        QCOMPARE(d->bannedIrqs(), both);
        // Rolled back later: the list goes back as well.
        r = helper({QStringLiteral("rollback")}, d->pid());
        QCOMPARE(r.code, 0);
        QCOMPARE(d->bannedIrqs(), std::vector<int>{4242});
    }
};

QTEST_GUILESS_MAIN(TestIrqbalanceBan)
#include "tst_irqbalanceban.moc"
