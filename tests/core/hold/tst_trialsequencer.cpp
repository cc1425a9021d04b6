// TrialSequencer through its public interface: a trial of the virtio plan on
// a fake tree whose /proc files never change (so every interval is alike),
// sampled live from that tree, the plan held by a HeldApply running
// irqatlas-helper-testroot. Revert restores the tree, keep leaves the plan,
// a failing apply, a source that ends, the helper's own timeout, a failing
// metric command and stop() each end the trial with their reason and leave
// nothing applied. The source is gated by what the held apply reports, never
// by time, so each stage a test stops in is the same on every run.

#include "applytree.h"
#include "hold/heldapply.h"
#include "hold/trialsequencer.h"
#include "procfs/hostsource.h"
#include "procfs/interrupts.h"
#include "testdata.h"
#include "trial/verdict.h"

#include <QFile>
#include <QFileInfo>
#include <QSemaphore>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
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

QMap<int, QByteArray> planned()
{
    return {{25, "1\n"}, {26, "2-3\n"}, {27, "0,2\n"}, {28, "3\n"}};
}

QMap<QString, QByteArray> withPlan(QMap<QString, QByteArray> files)
{
    const QMap<int, QByteArray> plan = planned();
    for (auto it = plan.cbegin(); it != plan.cend(); ++it)
        files[QStringLiteral("/proc/irq/%1/smp_affinity_list").arg(it.key())] = it.value();
    return files;
}

QString stageName(TrialSequencer::Stage s)
{
    switch (s) {
    case TrialSequencer::Stage::Setup:
        return QStringLiteral("setup");
    case TrialSequencer::Stage::Before:
        return QStringLiteral("before");
    case TrialSequencer::Stage::Applying:
        return QStringLiteral("applying");
    case TrialSequencer::Stage::Settle:
        return QStringLiteral("settle");
    case TrialSequencer::Stage::After:
        return QStringLiteral("after");
    case TrialSequencer::Stage::Deciding:
        return QStringLiteral("deciding");
    case TrialSequencer::Stage::Done:
        return QStringLiteral("done");
    }
    return {};
}

// What the test lets the source do, set from the test's thread and read on
// the sampler's.
struct Gate
{
    std::atomic<bool> end{false};   // next() returns nullopt
    std::atomic<bool> block{false}; // next() waits for release first
    QSemaphore release;
    std::atomic<int> served{0};
    int limit = -1; // samples served at most; -1: no limit
};

// The tree's files read live (the sampler's timer paces them), behind a gate.
class GatedSource : public SampleSource
{
public:
    GatedSource(const QString &root, std::shared_ptr<Gate> gate)
        : m_inner(std::make_shared<DirHostSource>(root)), m_gate(std::move(gate))
    {
    }
    QString displayName() const override { return m_inner.displayName(); }
    bool isLive() const override { return true; }
    std::optional<Sample> next() override
    {
        if (m_gate->block)
            m_gate->release.tryAcquire(1, kWaitMs); // a bound, not a delay
        if (m_gate->end || (m_gate->limit >= 0 && m_gate->served >= m_gate->limit))
            return std::nullopt;
        ++m_gate->served;
        return m_inner.next();
    }

private:
    HostSampleSource m_inner;
    std::shared_ptr<Gate> m_gate;
};

// A sequencer and the held apply it drives, with every signal recorded.
struct Trial
{
    HeldApply held;
    TrialSequencer seq;
    QStringList stages;
    QList<QPair<bool, int>> measured;
    QList<TrialSequencer::Stop> stopping;
    int verdicts = 0;
    int finished = 0;
    int startApplyCalls = 0;

    explicit Trial(TrialScope scope) : seq(std::move(scope))
    {
        QObject::connect(&seq, &TrialSequencer::stageChanged, &seq,
                         [this](TrialSequencer::Stage s) { stages << stageName(s); });
        QObject::connect(&seq, &TrialSequencer::phaseMeasured, &seq, [this](bool baseline, int n) {
            measured.append({baseline, n});
        });
        QObject::connect(&seq, &TrialSequencer::stopping, &seq,
                         [this](TrialSequencer::Stop why) { stopping << why; });
        QObject::connect(&seq, &TrialSequencer::verdictDue, &seq, [this] { ++verdicts; });
        QObject::connect(&seq, &TrialSequencer::finished, &seq, [this] { ++finished; });
    }

    bool waitVerdict() const
    {
        return QTest::qWaitFor([this] { return verdicts > 0 || finished > 0; }, kWaitMs) &&
               verdicts == 1;
    }
    bool waitFinished() const
    {
        return QTest::qWaitFor([this] { return finished > 0; }, kWaitMs);
    }
};

} // namespace

class TestTrialSequencer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    QString m_helperDir;
    TrialScope m_scope;
    QMap<QString, QByteArray> m_before;

    QString journalPath() const { return m_root + QStringLiteral("/var/lib/irqatlas/trial.json"); }

    static TrialSequencer::Settings settings()
    {
        TrialSequencer::Settings s;
        s.interval = 0.1;
        s.beforeIntervals = 2;
        s.afterIntervals = 2;
        s.strict = true;
        s.stopOnRecordingError = true;
        return s;
    }

    std::unique_ptr<SampleSource> source(std::shared_ptr<Gate> gate = {}) const
    {
        return std::make_unique<GatedSource>(m_root, gate ? gate : std::make_shared<Gate>());
    }

    // The held apply starts the plan (with the helper's fault hooks) when
    // the sequencer asks for it.
    void hold(Trial &t, int confirmTimeout, const QByteArray &plan = {},
              const QStringList &hooks = {}) const
    {
        HoldOptions o;
        o.confirmTimeout = confirmTimeout;
        o.journal = QStringLiteral("trial.json");
        HelperLocation where = testTreeLocation(m_root, m_helperDir);
        where.extraArgs = hooks;
        const HelperCommand cmd = HeldApply::applyCommand(where, o);
        const QByteArray bytes =
            plan.isEmpty() ? readData(QStringLiteral("apply/plan-virtio.json")) : plan;
        t.seq.setHeld(&t.held, [&t, cmd, bytes, o] {
            ++t.startApplyCalls;
            t.held.start(cmd, bytes, o);
        });
    }

private slots:
    void initTestCase()
    {
        const QString helper = testRootHelper();
        if (helper.isEmpty())
            QSKIP(kNoTestRootHelper);
        m_helperDir = QFileInfo(helper).absolutePath();
        const QByteArray interrupts =
            readData(QStringLiteral("apply/prometheus-procfs-fixtures-interrupts.txt"));
        auto table = parseInterrupts(view(interrupts), QStringLiteral("interrupts"));
        QVERIFY(table.ok());
        auto plan = readVirtioPlan();
        QVERIFY(plan.ok());
        m_scope = trialScope(*plan, *table, nullptr);
        QCOMPARE(m_scope.planKeys, (std::vector<std::string>{"25", "26", "27", "28"}));
    }

    void init()
    {
        m_root = caseFolder(m_dir.path());
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(addStaticLoad(m_root));
        m_before = treeFiles(m_root);
    }

    // The whole trial: the plan is in place while the verdict waits, revert
    // restores every file, and the verdict of unchanging files is "within
    // noise" everywhere.
    void revertRestores()
    {
        Trial t(m_scope);
        hold(t, 600);
        QCOMPARE(t.seq.stage(), TrialSequencer::Stage::Setup);
        t.seq.start(source(), settings());
        QVERIFY(t.waitVerdict());

        QCOMPARE(t.seq.stage(), TrialSequencer::Stage::Deciding);
        QCOMPARE(t.held.state(), HeldApply::State::AwaitingConfirm);
        QCOMPARE(treeFiles(m_root), withPlan(m_before));
        QCOMPARE(t.seq.before().intervals().size(), std::size_t(2));
        QCOMPARE(t.seq.after().intervals().size(), std::size_t(2));
        QCOMPARE(t.seq.before().gaps(), 0);
        QCOMPARE(t.seq.after().gaps(), 0);
        const Verdict v = computeVerdict(t.seq.before(), t.seq.after());
        QCOMPARE(v.beforeIntervals, 2);
        QCOMPARE(v.afterIntervals, 2);
        QVERIFY(!v.machine.empty());
        for (const MetricVerdict &m : v.machine)
            QCOMPARE(m.comparison.judgement, Judgement::WithinNoise);
        QCOMPARE(t.finished, 0);

        t.seq.revert();
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stage(), TrialSequencer::Stage::Done);
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::None);
        QCOMPARE(t.held.result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(t.held.result().exitCode, 8);
        QCOMPARE(treeFiles(m_root), m_before);
        QCOMPARE(journalState(journalPath()), QStringLiteral("rolled-back"));
        QCOMPARE(t.stages, (names({"before", "applying", "settle", "after", "deciding", "done"})));
        QCOMPARE(t.measured, (QList<QPair<bool, int>>{{true, 2}, {false, 2}}));
        QCOMPARE(t.startApplyCalls, 1);
        QVERIFY(t.stopping.isEmpty());
        QCOMPARE(t.verdicts, 1);
        QCOMPARE(t.finished, 1);
        QVERIFY(!t.seq.metricBefore());
        QVERIFY(!t.seq.metricAfter());
    }

    void keepLeavesThePlan()
    {
        Trial t(m_scope);
        hold(t, 600);
        t.seq.start(source(), settings());
        QVERIFY(t.waitVerdict());
        t.seq.keep();
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::None);
        QCOMPARE(t.held.result().outcome, ApplyOutcome::Kept);
        QVERIFY(t.held.result().output.confirmed);
        QCOMPARE(treeFiles(m_root), withPlan(m_before));
        QCOMPARE(journalState(journalPath()), QStringLiteral("confirmed"));
        QCOMPARE(t.stages.last(), QStringLiteral("done"));
        QCOMPARE(t.finished, 1);
        // Done: a late answer reaches nothing.
        t.seq.revert();
        QCOMPARE(treeFiles(m_root), withPlan(m_before));
    }

    // Keep and revert count only while the verdict waits.
    void answersBeforeTheVerdictAreIgnored()
    {
        Trial t(m_scope);
        hold(t, 600);
        QObject::connect(&t.seq, &TrialSequencer::stageChanged, &t.seq,
                         [&t](TrialSequencer::Stage s) {
                             if (s == TrialSequencer::Stage::After)
                                 t.seq.keep(); // not Deciding yet: ignored
                         });
        t.seq.start(source(), settings());
        QVERIFY(t.waitVerdict());
        QCOMPARE(t.held.state(), HeldApply::State::AwaitingConfirm);
        t.seq.revert();
        QVERIFY(t.waitFinished());
        QCOMPARE(t.held.result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(treeFiles(m_root), m_before);
    }

    // No held apply: both phases measured, the verdict, the end; nothing written.
    void dryRunWritesNothing()
    {
        Trial t(m_scope);
        t.seq.setHeld(nullptr, {});
        t.seq.start(source(), settings());
        QVERIFY(t.waitFinished());
        QCOMPARE(t.verdicts, 1);
        QCOMPARE(t.finished, 1);
        QCOMPARE(t.seq.stage(), TrialSequencer::Stage::Done);
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::None);
        QCOMPARE(t.stages, (names({"before", "settle", "after", "done"})));
        QCOMPARE(t.measured, (QList<QPair<bool, int>>{{true, 2}, {false, 2}}));
        QCOMPARE(t.held.state(), HeldApply::State::Idle);
        QCOMPARE(t.seq.after().intervals().size(), std::size_t(2));
        QCOMPARE(treeFiles(m_root), m_before);
        QVERIFY(!QFile::exists(journalPath()));
    }

    // The held apply ends without holding the plan: the trial stops there.
    void failingApplyStops_data()
    {
        QTest::addColumn<QByteArray>("plan");
        QTest::addColumn<QStringList>("hooks");
        QTest::addColumn<irqatlas::ApplyOutcome>("outcome");
        QTest::newRow("plan does not fit")
            << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 1, \"assignments\": ["
                          "{\"irq\": 25, \"match\": \"virtio5-req.0\", \"cpus\": \"1\"},"
                          "{\"irq\": 99, \"match\": \"nothing\", \"cpus\": \"1\"}]}")
            << QStringList() << ApplyOutcome::Refused;
        QTest::newRow("write fails")
            << QByteArray() << names({"--test-fail-write", "3:EIO"}) << ApplyOutcome::RolledBack;
    }

    void failingApplyStops()
    {
        QFETCH(QByteArray, plan);
        QFETCH(QStringList, hooks);
        QFETCH(irqatlas::ApplyOutcome, outcome);
        Trial t(m_scope);
        hold(t, 600, plan, hooks);
        t.seq.start(source(), settings());
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::NotApplied);
        QCOMPARE(t.stopping, QList<TrialSequencer::Stop>{TrialSequencer::Stop::NotApplied});
        QCOMPARE(t.held.result().outcome, outcome);
        QVERIFY(!t.held.applied());
        QCOMPARE(t.stages, (names({"before", "applying", "done"})));
        QCOMPARE(t.verdicts, 0);
        QCOMPARE(t.finished, 1);
        QCOMPARE(t.startApplyCalls, 1);
        QCOMPARE(t.seq.before().intervals().size(), std::size_t(2));
        QVERIFY(t.seq.after().intervals().empty());
        QCOMPARE(treeFiles(m_root), m_before);
    }

    // The source ends while the plan is held: the plan is undone, then the
    // trial ends, with no verdict.
    void sourceEndingRevertsThePlan()
    {
        Trial t(m_scope);
        auto gate = std::make_shared<Gate>();
        // Before the sequencer's own slot: the settle phase's first read ends.
        QObject::connect(&t.held, &HeldApply::awaitingConfirm, &t.held,
                         [gate] { gate->end = true; });
        hold(t, 600);
        t.seq.start(source(gate), settings());
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::SourceEnded);
        QCOMPARE(t.stopping, QList<TrialSequencer::Stop>{TrialSequencer::Stop::SourceEnded});
        QCOMPARE(t.stages, (names({"before", "applying", "settle", "deciding", "done"})));
        QCOMPARE(t.verdicts, 0);
        QCOMPARE(t.finished, 1);
        QVERIFY(t.seq.after().intervals().empty());
        QCOMPARE(t.held.result().outcome, ApplyOutcome::Reverted);
        QVERIFY(t.held.applied());
        QCOMPARE(treeFiles(m_root), m_before);
        QCOMPARE(journalState(journalPath()), QStringLiteral("rolled-back"));
    }

    // The source ends before the baseline is complete: nothing is applied.
    void sourceEndingEarlyAppliesNothing()
    {
        Trial t(m_scope);
        auto gate = std::make_shared<Gate>();
        gate->limit = 2; // one interval of the two the baseline needs
        hold(t, 600);
        t.seq.start(source(gate), settings());
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::SourceEnded);
        QCOMPARE(t.stages, (names({"before", "done"})));
        QCOMPARE(t.startApplyCalls, 0);
        QCOMPARE(t.held.state(), HeldApply::State::Idle);
        QCOMPARE(t.seq.before().intervals().size(), std::size_t(1));
        QCOMPARE(t.verdicts, 0);
        QCOMPARE(treeFiles(m_root), m_before);
        QVERIFY(!QFile::exists(journalPath()));
    }

    // The helper's own deadline passes while the trial measures (the source
    // is held still until then): the after phase no longer measures the
    // plan, so the trial ends.
    void heldEndingStopsTheTrial()
    {
        Trial t(m_scope);
        auto gate = std::make_shared<Gate>();
        // Both before the sequencer's slots: the source waits from the plan's
        // hold until the helper has undone it.
        QObject::connect(&t.held, &HeldApply::awaitingConfirm, &t.held,
                         [gate] { gate->block = true; });
        QObject::connect(&t.held, &HeldApply::finished, &t.held, [gate] {
            gate->block = false;
            gate->release.release();
        });
        hold(t, 1);
        t.seq.start(source(gate), settings());
        QVERIFY(t.waitFinished());
        // The sequencer's own deadline timer and the helper's end race: the
        // reason is either, never a verdict.
        const TrialSequencer::Stop why = t.seq.stopped();
        QVERIFY2(why == TrialSequencer::Stop::HeldEnded ||
                     why == TrialSequencer::Stop::DeadlinePassed,
                 qPrintable(QString::number(int(why))));
        QCOMPARE(t.stopping, QList<TrialSequencer::Stop>{why});
        QCOMPARE(t.stages.mid(0, 3), (names({"before", "applying", "settle"})));
        QCOMPARE(t.stages.last(), QStringLiteral("done"));
        QCOMPARE(t.verdicts, 0);
        QCOMPARE(t.held.result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(t.held.result().exitCode, 8);
        QCOMPARE(treeFiles(m_root), m_before);
    }

    // The after phase's metric outlasts the helper's deadline: it ends only
    // once the helper has begun restoring (IRQ 28 is back to 0-3), while the
    // slow restores of the rest keep the helper from ending. Its figure
    // measured the machine without the plan: the trial fails at the
    // deadline, never judges it (before, the figure came in before the
    // helper's end and the verdict was due).
    void metricPastTheDeadlineFails()
    {
        Trial t(m_scope);
        hold(t, 2, {}, {QStringLiteral("--test-slow-write"), QStringLiteral("1000")});
        const QString mark = m_root + QStringLiteral("/metric-ran");
        const QString irq28 = m_root + QStringLiteral("/proc/irq/28/smp_affinity_list");
        TrialSequencer::Settings s = settings();
        s.metricCommand = QStringLiteral("if [ -e '%1' ]; then until [ \"$(cat '%2')\" = 0-3 ]; "
                                         "do sleep 0.05; done; echo 9; exit; fi; : > '%1'; echo 7")
                              .arg(mark, irq28);
        t.seq.start(source(), s);
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::DeadlinePassed);
        QCOMPARE(t.verdicts, 0);
        QVERIFY(!t.seq.metricAfter());
        QCOMPARE(t.held.result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(treeFiles(m_root), m_before);
    }

    // stop() while the after phase measures undoes the plan; the first
    // reason is the one kept.
    void stopUndoesThePlan()
    {
        Trial t(m_scope);
        hold(t, 600);
        QObject::connect(
            &t.seq, &TrialSequencer::stageChanged, &t.seq, [&t](TrialSequencer::Stage s) {
                if (s == TrialSequencer::Stage::After)
                    t.seq.stop(TrialSequencer::Stop::Requested, QStringLiteral("interrupted"));
            });
        t.seq.start(source(), settings());
        QVERIFY(QTest::qWaitFor([&t] { return !t.stopping.isEmpty(); }, kWaitMs));
        t.seq.stop(TrialSequencer::Stop::SourceEnded); // not the first reason
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::Requested);
        QCOMPARE(t.seq.stopDetail(), QStringLiteral("interrupted"));
        QCOMPARE(t.stopping, QList<TrialSequencer::Stop>{TrialSequencer::Stop::Requested});
        QCOMPARE(t.stages, (names({"before", "applying", "settle", "after", "deciding", "done"})));
        QCOMPARE(t.verdicts, 0);
        QCOMPARE(t.finished, 1);
        QCOMPARE(t.held.result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(treeFiles(m_root), m_before);
        // Done: stopping again changes nothing.
        t.seq.stop(TrialSequencer::Stop::Requested);
        QCOMPARE(t.finished, 1);
        QCOMPARE(t.stopping.size(), 1);
    }

    // The metric command runs after each phase; a failure after the apply
    // stops the trial and undoes the plan.
    void metricFigures()
    {
        Trial t(m_scope);
        t.seq.setHeld(nullptr, {});
        TrialSequencer::Settings s = settings();
        s.metricCommand = QStringLiteral("echo 'throughput 42.5 Gbit/s'");
        int metricRuns = 0;
        QObject::connect(&t.seq, &TrialSequencer::metricStarted, &t.seq,
                         [&metricRuns] { ++metricRuns; });
        t.seq.start(source(), s);
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::None);
        QCOMPARE(metricRuns, 2);
        QVERIFY(t.seq.metricBefore());
        QCOMPARE(*t.seq.metricBefore(), 42.5);
        QVERIFY(t.seq.metricAfter());
        QCOMPARE(*t.seq.metricAfter(), 42.5);
        QVERIFY(!t.seq.metricRunning());
    }

    void failingMetricUndoesThePlan()
    {
        Trial t(m_scope);
        hold(t, 600);
        // Prints a figure the first time, fails the second (after the apply).
        const QString mark = m_root + QStringLiteral("/metric-ran");
        TrialSequencer::Settings s = settings();
        s.metricCommand =
            QStringLiteral("if [ -e '%1' ]; then exit 3; fi; : > '%1'; echo 7").arg(mark);
        t.seq.start(source(), s);
        QVERIFY(t.waitFinished());
        QCOMPARE(t.seq.stopped(), TrialSequencer::Stop::MetricFailed);
        QCOMPARE(t.seq.metricFailure().problem, MetricFigure::Problem::ExitStatus);
        QCOMPARE(t.seq.metricFailure().exitCode, 3);
        QVERIFY(t.seq.metricBefore());
        QCOMPARE(*t.seq.metricBefore(), 7.0);
        QVERIFY(!t.seq.metricAfter());
        QCOMPARE(t.verdicts, 0);
        QCOMPARE(t.stages, (names({"before", "applying", "settle", "after", "deciding", "done"})));
        QCOMPARE(t.held.result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(treeFiles(m_root), m_before);
    }
};

QTEST_GUILESS_MAIN(TestTrialSequencer)
#include "tst_trialsequencer.moc"
