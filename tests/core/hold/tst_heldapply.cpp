// HeldApply on this machine's side: irqatlas-helper-testroot on a fake tree
// of the 4-CPU guest, driven through HeldApply's public interface only.
// confirm() keeps the plan, revert() and the helper's own timeout undo it,
// a refused plan or a dry run writes nothing, the signals come in order and
// once, an answer given before the helper waits counts, and destroying a
// HeldApply that holds a plan undoes it.

#include "applytree.h"
#include "hold/heldapply.h"
#include "testdata.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <initializer_list>
#include <memory>

using namespace irqatlas;
using namespace irqatlas::test;

Q_DECLARE_METATYPE(irqatlas::ApplyOutcome)

namespace {

// A QStringList of ASCII literals.
QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromLatin1(s);
    return out;
}

// Limit of every wait: only a failing test ever reaches it.
constexpr int kWaitMs = 120000;

// What plan-virtio.json asks for, as the tree's files hold it.
QMap<int, QByteArray> planned()
{
    return {{25, "1\n"}, {26, "2-3\n"}, {27, "0,2\n"}, {28, "3\n"}};
}

QString affinityFile(int irq)
{
    return QStringLiteral("/proc/irq/%1/smp_affinity_list").arg(irq);
}

// The tree as it was, with the plan's four affinity lists in place.
QMap<QString, QByteArray> withPlan(QMap<QString, QByteArray> files)
{
    const QMap<int, QByteArray> plan = planned();
    for (auto it = plan.cbegin(); it != plan.cend(); ++it)
        files[affinityFile(it.key())] = it.value();
    return files;
}

QByteArray planWith(const QByteArray &assignments)
{
    return "{\"format\": \"irqatlas-plan\", \"version\": 1, \"assignments\": [" + assignments +
           "]}";
}

bool waitCount(const QSignalSpy &spy, int n)
{
    return QTest::qWaitFor([&] { return spy.count() >= n; }, kWaitMs);
}

// Every signal of a HeldApply in the order it came, with what it said.
struct SignalLog
{
    QStringList events;

    void watch(HeldApply &held)
    {
        QObject::connect(&held, &HeldApply::irqReported, &held, [this](const HelperIrqLine &l) {
            events << QStringLiteral("irq %1").arg(l.irq);
        });
        QObject::connect(&held, &HeldApply::awaitingConfirm, &held, [this](int seconds) {
            events << QStringLiteral("awaiting %1").arg(seconds);
        });
        QObject::connect(&held, &HeldApply::finished, &held,
                         [this](const ApplyResult &) { events << QStringLiteral("finished"); });
    }
};

} // namespace

class TestHeldApply : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    QString m_helperDir;
    QMap<QString, QByteArray> m_before;

    QString journalPath(const QString &name = QStringLiteral("held.json")) const
    {
        return m_root + QStringLiteral("/var/lib/irqatlas/") + name;
    }

    HoldOptions options(int confirmTimeout) const
    {
        HoldOptions o;
        o.confirmTimeout = confirmTimeout;
        o.journal = QStringLiteral("held.json");
        return o;
    }

    HelperCommand command(const HoldOptions &o, const QStringList &hooks = {}) const
    {
        HelperLocation where = testTreeLocation(m_root, m_helperDir);
        where.extraArgs = hooks;
        return HeldApply::applyCommand(where, o);
    }

    static QByteArray virtioPlan() { return readData(QStringLiteral("apply/plan-virtio.json")); }

    // Starts the plan and waits until the helper holds it.
    bool startHeld(HeldApply &held, int confirmTimeout)
    {
        QSignalSpy awaiting(&held, &HeldApply::awaitingConfirm);
        const HoldOptions o = options(confirmTimeout);
        held.start(command(o), virtioPlan(), o);
        return waitCount(awaiting, 1);
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<irqatlas::ApplyResult>();
        qRegisterMetaType<irqatlas::HelperIrqLine>();
        const QString helper = testRootHelper();
        if (helper.isEmpty())
            QSKIP(kNoTestRootHelper);
        m_helperDir = QFileInfo(helper).absolutePath();
    }

    void init()
    {
        m_root = caseFolder(m_dir.path());
        QVERIFY(makeVirtioTree(m_root));
        m_before = treeFiles(m_root);
        QCOMPARE(m_before.value(affinityFile(25)), QByteArray("0-3\n"));
    }

    void commandCarriesTheOptions()
    {
        HoldOptions o;
        o.dryRun = true;
        o.confirmTimeout = 45;
        o.journal = QStringLiteral("j.json");
        const HelperCommand c = command(o);
        QVERIFY2(c.problem.isEmpty(), qPrintable(c.problem));
        QVERIFY(!c.viaPkexec);
        QCOMPARE(c.program, c.helper);
        QCOMPARE(c.helperArgs.first(), QStringLiteral("apply"));
        for (const QString &arg : {QStringLiteral("--dry-run"), QStringLiteral("--journal"),
                                   QStringLiteral("j.json"), QStringLiteral("--confirm-timeout"),
                                   QStringLiteral("45"), QStringLiteral("--root"), m_root})
            QVERIFY2(c.args.contains(arg), qPrintable(arg));

        const HelperCommand plain = command(HoldOptions());
        QVERIFY(!plain.args.contains(QStringLiteral("--dry-run")));
        QVERIFY(!plain.args.contains(QStringLiteral("--journal")));
        QVERIFY(!plain.args.contains(QStringLiteral("--confirm-timeout")));
    }

    // The plan is in place while it is held; confirm() keeps it, and every
    // signal came once, in order.
    void confirmKeeps()
    {
        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        QCOMPARE(held.state(), HeldApply::State::Idle);
        QVERIFY(startHeld(held, 600));

        QCOMPARE(held.state(), HeldApply::State::AwaitingConfirm);
        QVERIFY(held.running());
        QVERIFY(held.applied());
        QVERIFY(!held.deadline().isForever());
        QVERIFY(held.deadline().remainingTime() > 0);
        QCOMPARE(treeFiles(m_root), withPlan(m_before));
        QCOMPARE(journalState(journalPath()), QStringLiteral("awaiting-confirm"));
        QCOMPARE(finished.count(), 0);

        held.confirm();
        QCOMPARE(held.state(), HeldApply::State::Finishing);
        QVERIFY(waitCount(finished, 1));

        const ApplyResult r = held.result();
        QCOMPARE(r.outcome, ApplyOutcome::Kept);
        QVERIFY(r.ran);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.output.confirmed);
        QVERIFY(r.output.summary);
        QCOMPARE(r.output.summary->result, QStringLiteral("applied"));
        QCOMPARE(r.output.summary->written, 4);
        QCOMPARE(r.journal, QStringLiteral("held.json"));
        QVERIFY(r.error.isEmpty());
        QVERIFY(r.message.startsWith(applyOutcomeText(ApplyOutcome::Kept)));
        QCOMPARE(finished.first().at(0).value<ApplyResult>().outcome, ApplyOutcome::Kept);
        QCOMPARE(held.state(), HeldApply::State::Finished);
        QVERIFY(!held.running());
        QVERIFY(held.applied());

        QCOMPARE(log.events,
                 (names({"irq 25", "irq 26", "irq 27", "irq 28", "awaiting 600", "finished"})));
        QCOMPARE(r.output.irqs.size(), std::size_t(4));
        for (const HelperIrqLine &l : r.output.irqs) {
            QVERIFY(l.written);
            QCOMPARE(l.previous, QStringLiteral("0-3"));
            QCOMPARE(l.readBack.toUtf8() + '\n', planned().value(l.irq));
        }
        QCOMPARE(treeFiles(m_root), withPlan(m_before));
        QCOMPARE(journalState(journalPath()), QStringLiteral("confirmed"));
        // The lines as they came: what a trial keeps as helper.jsonl.
        QCOMPARE(parseHelperOutput(r.outputLines).irqs.size(), std::size_t(4));

        // Nothing arrives after finished, and a late answer changes nothing.
        held.revert();
        QCOMPARE(held.state(), HeldApply::State::Finished);
        QCOMPARE(finished.count(), 1);
    }

    void revertUndoes()
    {
        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        QVERIFY(startHeld(held, 600));
        QCOMPARE(treeFiles(m_root), withPlan(m_before));

        held.revert();
        QCOMPARE(held.state(), HeldApply::State::Finishing);
        QVERIFY(waitCount(finished, 1));

        const ApplyResult r = held.result();
        QCOMPARE(r.outcome, ApplyOutcome::Reverted);
        QVERIFY(r.ran);
        QCOMPARE(r.exitCode, 8);
        QVERIFY(!r.output.confirmed);
        QVERIFY(r.output.revertSummary);
        QCOMPARE(r.output.reverted.size(), std::size_t(4));
        QVERIFY2(r.errorText.contains(QLatin1String("revert requested")), qPrintable(r.errorText));
        QVERIFY(held.applied()); // it was held, and is undone since
        QCOMPARE(log.events,
                 (names({"irq 25", "irq 26", "irq 27", "irq 28", "awaiting 600", "finished"})));
        QCOMPARE(treeFiles(m_root), m_before);
        QCOMPARE(journalState(journalPath()), QStringLiteral("rolled-back"));
    }

    // Nobody answers: the helper undoes the plan at its own deadline.
    void noAnswerRevertsByItself()
    {
        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        QVERIFY(startHeld(held, 1));
        QVERIFY(waitCount(finished, 1));

        const ApplyResult r = held.result();
        QCOMPARE(r.outcome, ApplyOutcome::Reverted);
        QCOMPARE(r.exitCode, 8);
        QVERIFY(!r.output.confirmed);
        QVERIFY2(r.errorText.contains(QLatin1String("no confirmation within 1 s")),
                 qPrintable(r.errorText));
        QCOMPARE(log.events,
                 (names({"irq 25", "irq 26", "irq 27", "irq 28", "awaiting 1", "finished"})));
        QCOMPARE(treeFiles(m_root), m_before);
        QCOMPARE(journalState(journalPath()), QStringLiteral("rolled-back"));
    }

    // hangUp() sends nothing more: the helper's own deadline decides, and an
    // answer given after hanging up is not sent.
    void hangUpLeavesItToTheDeadline()
    {
        HeldApply held;
        QSignalSpy finished(&held, &HeldApply::finished);
        QVERIFY(startHeld(held, 1));
        held.hangUp();
        held.confirm();
        QVERIFY(waitCount(finished, 1));
        const ApplyResult r = held.result();
        QCOMPARE(r.outcome, ApplyOutcome::Reverted);
        QCOMPARE(r.exitCode, 8);
        QVERIFY(!r.output.confirmed);
        QVERIFY2(r.errorText.contains(QLatin1String("no confirmation within 1 s")),
                 qPrintable(r.errorText));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(treeFiles(m_root), m_before);
    }

    // An answer given before the helper waits is sent after the plan and
    // counts when it waits; the first one wins.
    void earlyAnswerIsRemembered_data()
    {
        QTest::addColumn<QStringList>("answers");
        QTest::addColumn<irqatlas::ApplyOutcome>("outcome");
        QTest::newRow("confirm") << names({"confirm"}) << ApplyOutcome::Kept;
        QTest::newRow("revert") << names({"revert"}) << ApplyOutcome::Reverted;
        QTest::newRow("confirm then revert") << names({"confirm", "revert"}) << ApplyOutcome::Kept;
        QTest::newRow("revert then confirm")
            << names({"revert", "confirm"}) << ApplyOutcome::Reverted;
    }

    void earlyAnswerIsRemembered()
    {
        QFETCH(QStringList, answers);
        QFETCH(irqatlas::ApplyOutcome, outcome);
        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        const HoldOptions o = options(600);
        held.start(command(o), virtioPlan(), o);
        QCOMPARE(held.state(), HeldApply::State::Applying);
        for (const QString &a : answers)
            a == QLatin1String("confirm") ? held.confirm() : held.revert();
        QCOMPARE(held.state(), HeldApply::State::Applying);
        QVERIFY(waitCount(finished, 1));

        const ApplyResult r = held.result();
        QCOMPARE(r.outcome, outcome);
        QCOMPARE(r.exitCode, outcome == ApplyOutcome::Kept ? 0 : 8);
        QCOMPARE(r.output.confirmed, outcome == ApplyOutcome::Kept);
        QVERIFY(held.applied());
        // Answered before it asked: no wait was announced.
        QCOMPARE(log.events, (names({"irq 25", "irq 26", "irq 27", "irq 28", "finished"})));
        QCOMPARE(treeFiles(m_root), outcome == ApplyOutcome::Kept ? withPlan(m_before) : m_before);
        QCOMPARE(journalState(journalPath()), outcome == ApplyOutcome::Kept
                                                  ? QStringLiteral("confirmed")
                                                  : QStringLiteral("rolled-back"));
    }

    // Without a confirmation wait the plan is kept as soon as it is written.
    void noWaitKeepsAtOnce()
    {
        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        const HoldOptions o = options(0);
        held.start(command(o), virtioPlan(), o);
        QVERIFY(waitCount(finished, 1));
        QCOMPARE(held.result().outcome, ApplyOutcome::Kept);
        QCOMPARE(held.result().exitCode, 0);
        QVERIFY(!held.applied()); // nothing was held
        QCOMPARE(log.events, (names({"irq 25", "irq 26", "irq 27", "irq 28", "finished"})));
        QCOMPARE(treeFiles(m_root), withPlan(m_before));
    }

    // Refused before the first write: the tree is as it was, no journal.
    void refusedWritesNothing_data()
    {
        QTest::addColumn<QByteArray>("plan");
        QTest::addColumn<QString>("journal");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QByteArray good = "{\"irq\": 25, \"match\": \"virtio5-req.0\", \"cpus\": \"1\"}";
        QTest::newRow("IRQ not in the tree")
            << planWith(good + ", {\"irq\": 99, \"match\": \"nothing\", \"cpus\": \"1\"}")
            << QString() << 4 << QStringLiteral("99");
        QTest::newRow("offline CPU")
            << planWith("{\"irq\": 25, \"match\": \"virtio5-req.0\", \"cpus\": \"7\"}") << QString()
            << 4 << QStringLiteral("7");
        QTest::newRow("not a plan")
            << QByteArray("{\"format\": ") << QString() << 3 << QStringLiteral("JSON");
        QTest::newRow("journal is a symlink")
            << planWith(good) << QStringLiteral("link") << 5 << QStringLiteral("symbolic link");
    }

    void refusedWritesNothing()
    {
        QFETCH(QByteArray, plan);
        QFETCH(QString, journal);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        HoldOptions o = options(600);
        if (journal == QLatin1String("link")) {
            const QString target = m_dir.filePath(QStringLiteral("outside-") +
                                                  QString::fromLatin1(QTest::currentDataTag())
                                                      .replace(QLatin1Char(' '), QLatin1Char('_')));
            QVERIFY(writeTreeFile(target, "not a journal\n"));
            QVERIFY(QDir().mkpath(m_root + QStringLiteral("/var/lib/irqatlas")));
            QVERIFY(QFile::link(target, journalPath(QStringLiteral("link.json"))));
            o.journal = QStringLiteral("link.json");
        }
        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        held.start(command(o), plan, o);
        QVERIFY(waitCount(finished, 1));

        const ApplyResult r = held.result();
        QCOMPARE(r.outcome, ApplyOutcome::Refused);
        QVERIFY(r.ran);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.errorText.contains(says), qPrintable(r.errorText));
        QVERIFY(!held.applied());
        QVERIFY(!log.events.contains(QStringLiteral("awaiting 600")));
        QCOMPARE(log.events.last(), QStringLiteral("finished"));
        QCOMPARE(log.events.count(QStringLiteral("finished")), 1);
        for (const HelperIrqLine &l : r.output.irqs)
            QVERIFY(!l.written);
        QVERIFY(r.message.startsWith(applyOutcomeText(ApplyOutcome::Refused)));
        QCOMPARE(treeFiles(m_root), m_before);
        QVERIFY(!QFile::exists(journalPath()));
        if (journal == QLatin1String("link"))
            QCOMPARE(fileBytes(QFileInfo(journalPath(QStringLiteral("link.json"))).symLinkTarget()),
                     QByteArray("not a journal\n"));
    }

    // A relative path is not a journal name: the helper refuses it as a
    // usage error before it opens anything.
    void badJournalNameWritesNothing()
    {
        HoldOptions o = options(600);
        o.journal = QStringLiteral("../held.json");
        HeldApply held;
        QSignalSpy awaiting(&held, &HeldApply::awaitingConfirm);
        QSignalSpy finished(&held, &HeldApply::finished);
        held.start(command(o), virtioPlan(), o);
        QVERIFY(waitCount(finished, 1));
        const ApplyResult r = held.result();
        QVERIFY(r.ran);
        QCOMPARE(r.exitCode, 2); // a usage error, the name being the only word not chosen here
        QCOMPARE(r.outcome, ApplyOutcome::Refused);
        QVERIFY2(r.errorText.contains(QLatin1String("is not a journal name")),
                 qPrintable(r.errorText));
        QVERIFY(r.output.irqs.empty());
        QCOMPARE(awaiting.count(), 0);
        QVERIFY(!held.applied());
        QCOMPARE(treeFiles(m_root), m_before);
        QVERIFY(!QFile::exists(m_root + QStringLiteral("/var/lib/held.json")));
    }

    // --dry-run checks the plan against the machine and writes nothing: its
    // own outcome, neither kept nor a failure.
    void dryRunChecksAndWritesNothing()
    {
        HoldOptions o = options(600);
        o.dryRun = true;
        HeldApply held;
        QSignalSpy awaiting(&held, &HeldApply::awaitingConfirm);
        QSignalSpy finished(&held, &HeldApply::finished);
        held.start(command(o), virtioPlan(), o);
        QVERIFY(waitCount(finished, 1));
        const ApplyResult r = held.result();
        QVERIFY(r.ran);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.outcome, ApplyOutcome::DryRun);
        QVERIFY(r.output.summary);
        QCOMPARE(r.output.summary->result, QStringLiteral("dry-run"));
        QVERIFY(r.message.startsWith(applyOutcomeText(ApplyOutcome::DryRun)));
        QCOMPARE(awaiting.count(), 0);
        QVERIFY(!held.applied());
        QCOMPARE(treeFiles(m_root), m_before);
        QVERIFY(!QFile::exists(journalPath()));
    }

    // A write fails half way: the helper restores what it wrote, nothing is held.
    void failedWriteRollsBack()
    {
        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        const HoldOptions o = options(600);
        held.start(command(o, {QStringLiteral("--test-fail-write"), QStringLiteral("3:EIO")}),
                   virtioPlan(), o);
        QVERIFY(waitCount(finished, 1));
        const ApplyResult r = held.result();
        QCOMPARE(r.outcome, ApplyOutcome::RolledBack);
        QCOMPARE(r.exitCode, 6);
        QVERIFY(!held.applied());
        QVERIFY(!log.events.contains(QStringLiteral("awaiting 600")));
        QCOMPARE(log.events.count(QStringLiteral("finished")), 1);
        QCOMPARE(treeFiles(m_root), m_before);
    }

    void dryRunWritesNothing()
    {
        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        HoldOptions o = options(0);
        o.dryRun = true;
        const HelperCommand cmd = command(o);
        QVERIFY(cmd.args.contains(QStringLiteral("--dry-run")));
        held.start(cmd, virtioPlan(), o);
        QVERIFY(waitCount(finished, 1));
        const ApplyResult r = held.result();
        QVERIFY(r.ran);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.output.summary);
        QCOMPARE(r.output.summary->result, QStringLiteral("dry-run"));
        QCOMPARE(r.output.summary->written, 0);
        QCOMPARE(r.output.irqs.size(), std::size_t(4));
        for (const HelperIrqLine &l : r.output.irqs)
            QVERIFY(!l.written);
        QVERIFY(!held.applied());
        QCOMPARE(log.events.count(QStringLiteral("finished")), 1);
        QVERIFY(!log.events.contains(QStringLiteral("awaiting 0")));
        QCOMPARE(treeFiles(m_root), m_before);
        QVERIFY(!QFileInfo::exists(m_root + QStringLiteral("/var/lib/irqatlas")) ||
                QDir(m_root + QStringLiteral("/var/lib/irqatlas"))
                    .entryList(QDir::Files | QDir::Hidden | QDir::System)
                    .isEmpty());
    }

    // No helper to run: NotRun, reported from the event loop, not from start().
    void missingHelperIsNotRun()
    {
        HelperLocation where;
        where.via = HelperLocation::Via::Direct;
        where.helper = m_dir.filePath(QStringLiteral("no-such-helper"));
        const HoldOptions o = options(600);
        const HelperCommand cmd = HeldApply::applyCommand(where, o);
        QVERIFY(!cmd.problem.isEmpty());

        HeldApply held;
        SignalLog log;
        log.watch(held);
        QSignalSpy finished(&held, &HeldApply::finished);
        held.start(cmd, virtioPlan(), o);
        QCOMPARE(finished.count(), 0);
        QVERIFY(held.running());
        // An answer before it ends changes nothing.
        held.confirm();
        QVERIFY(waitCount(finished, 1));
        const ApplyResult r = held.result();
        QCOMPARE(r.outcome, ApplyOutcome::NotRun);
        QVERIFY(!r.ran);
        QCOMPARE(r.errorText, cmd.problem);
        QCOMPARE(r.error, cmd.problem);
        QCOMPARE(log.events, names({"finished"}));
        QCOMPARE(treeFiles(m_root), m_before);
    }

    // A program that cannot be started at all: Failed, with the reason.
    void unstartableProgramFails()
    {
        HelperCommand cmd;
        cmd.program = m_dir.filePath(QStringLiteral("not-executable"));
        cmd.helper = cmd.program;
        QVERIFY(writeTreeFile(cmd.program, "#!/bin/sh\nexit 0\n"));
        HeldApply held;
        QSignalSpy finished(&held, &HeldApply::finished);
        held.start(cmd, virtioPlan(), options(600));
        QVERIFY(waitCount(finished, 1));
        QCOMPARE(held.result().outcome, ApplyOutcome::Failed);
        QVERIFY(!held.result().ran);
        QVERIFY(held.result().error.contains(cmd.program));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(treeFiles(m_root), m_before);
    }

    // Destroying a HeldApply undoes what it holds; a plan still on its way
    // to the helper is never left in place either.
    void destroyingUndoes_data()
    {
        QTest::addColumn<bool>("waitUntilHeld");
        QTest::newRow("while held") << true;
        QTest::newRow("right after start") << false;
    }

    void destroyingUndoes()
    {
        QFETCH(bool, waitUntilHeld);
        auto held = std::make_unique<HeldApply>();
        int finished = 0;
        connect(held.get(), &HeldApply::finished, this, [&finished] { ++finished; });
        if (waitUntilHeld) {
            QVERIFY(startHeld(*held, 600));
            QCOMPARE(treeFiles(m_root), withPlan(m_before));
        } else {
            const HoldOptions o = options(600);
            held->start(command(o), virtioPlan(), o);
        }
        held.reset(); // waits for the helper to end
        QCOMPARE(treeFiles(m_root), m_before);
        QCOMPARE(finished, 0);
        if (waitUntilHeld)
            QCOMPARE(journalState(journalPath()), QStringLiteral("rolled-back"));
        else
            QVERIFY(!QFile::exists(journalPath()) ||
                    journalState(journalPath()) == QLatin1String("rolled-back"));
    }

    // One HeldApply runs one apply at a time, and runs the next after it.
    void startWhileRunningIsIgnored()
    {
        HeldApply held;
        QSignalSpy finished(&held, &HeldApply::finished);
        QVERIFY(startHeld(held, 600));
        const HoldOptions o = options(0);
        held.start(command(o), virtioPlan(), o); // ignored: the first one holds
        QCOMPARE(held.state(), HeldApply::State::AwaitingConfirm);
        held.revert();
        QVERIFY(waitCount(finished, 1));
        QCOMPARE(held.result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(treeFiles(m_root), m_before);

        // Finished: the same object runs a second apply.
        QSignalSpy awaiting(&held, &HeldApply::awaitingConfirm);
        const HoldOptions again = options(600);
        held.start(command(again), virtioPlan(), again);
        QVERIFY(waitCount(awaiting, 1));
        QCOMPARE(awaiting.count(), 1);
        held.confirm();
        QVERIFY(waitCount(finished, 2));
        QCOMPARE(held.result().outcome, ApplyOutcome::Kept);
        QCOMPARE(treeFiles(m_root), withPlan(m_before));
    }
};

QTEST_GUILESS_MAIN(TestHeldApply)
#include "tst_heldapply.moc"
