// irqatlas-cli trial end to end: an A/A dry run on this machine and on a
// saved tree, a trial that applies through irqatlas-helper-testroot and
// reverts (or keeps), Ctrl-C and a killed CLI leaving the revert to the
// helper, --metric, --out and the usage errors.

#include "applytree.h"
#include "faketree.h"
#include "testdata.h"
#include "trialshape.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <unistd.h>

using namespace irqatlas::test;

namespace {

const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

QStringList quick()
{
    return {QStringLiteral("--before"), QStringLiteral("0.6"),        QStringLiteral("--after"),
            QStringLiteral("0.6"),      QStringLiteral("--interval"), QStringLiteral("0.2")};
}

// The child of pid whose command name starts with name, 0 when none.
qint64 childNamed(qint64 pid, const char *name)
{
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(tasks.filePath(task + QStringLiteral("/children")));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray &child : f.readAll().split(' ')) {
            QFile comm(QStringLiteral("/proc/%1/comm").arg(QString::fromLatin1(child.trimmed())));
            if (!child.trimmed().isEmpty() && comm.open(QIODevice::ReadOnly) &&
                comm.readAll().startsWith(name))
                return child.trimmed().toLongLong();
        }
    }
    return 0;
}

QJsonObject json(const ProgramRun &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestTrialCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    QString m_journal;
    QString m_plan;

    QStringList rootArgs() const
    {
        return {QStringLiteral("--root"), m_root, QStringLiteral("--journal"), m_journal};
    }

    // A trial of m_plan held in its 600 s after phase, with a 10 s deadline
    // for the helper; err collects the CLI's stderr.
    void startHeldTrial(QProcess &p, QByteArray &err)
    {
        connect(&p, &QProcess::readyReadStandardError, this,
                [&] { err += p.readAllStandardError(); });
        p.start(kCli,
                QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--before"),
                            QStringLiteral("0.4"), QStringLiteral("--after"), QStringLiteral("600"),
                            QStringLiteral("--interval"), QStringLiteral("0.2"),
                            QStringLiteral("--confirm-timeout"), QStringLiteral("10")} +
                    rootArgs());
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(err.contains("settled") || p.state() == QProcess::NotRunning,
                                 120000);
        // Not settled: the 10 s deadline passed first (a very busy machine).
        QVERIFY2(err.contains("settled"), err.constData());
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo(kCli).isExecutable())
            QSKIP("irqatlas-cli is not built");
        m_plan = dataPath(QStringLiteral("apply/plan-virtio.json"));
    }

    void init()
    {
        m_root = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(addStaticLoad(m_root));
        m_journal = m_root + QStringLiteral("/var/lib/irqatlas/trial.json");
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no plan") << QStringList{QStringLiteral("trial")};
        QTest::newRow("keep and dry run")
            << QStringList{QStringLiteral("trial"), QStringLiteral("p.json"),
                           QStringLiteral("--keep"), QStringLiteral("--dry-run")};
        QTest::newRow("before below an interval") << QStringList{
            QStringLiteral("trial"), QStringLiteral("p.json"),     QStringLiteral("--before"),
            QStringLiteral("0.1"),   QStringLiteral("--interval"), QStringLiteral("1")};
        QTest::newRow("interval 0")
            << QStringList{QStringLiteral("trial"), QStringLiteral("p.json"),
                           QStringLiteral("--interval"), QStringLiteral("0")};
        QTest::newRow("after nan") << QStringList{QStringLiteral("trial"), QStringLiteral("p.json"),
                                                  QStringLiteral("--after"), QStringLiteral("nan")};
        QTest::newRow("csv") << QStringList{QStringLiteral("trial"), QStringLiteral("p.json"),
                                            QStringLiteral("--format"), QStringLiteral("csv")};
        QTest::newRow("empty metric")
            << QStringList{QStringLiteral("trial"), QStringLiteral("p.json"),
                           QStringLiteral("--metric"), QStringLiteral(" ")};
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        const ProgramRun r = runCli(args);
        QCOMPARE(r.code, 2);
    }

    // An A/A trial on a saved tree: identical intervals, so nothing changed.
    void dryRunIsAA()
    {
        const auto before = treeFiles(m_root);
        const ProgramRun r =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--dry-run"),
                               QStringLiteral("--format"), QStringLiteral("json")} +
                   quick() + rootArgs());
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = json(r);
        checkTrialShape(o);
        QCOMPARE(o.value(QStringLiteral("kept")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("applied")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("dry_run")).toBool(), true);
        const QJsonArray verdictItems = o.value(QStringLiteral("verdict")).toArray();
        for (const auto &v : verdictItems)
            QCOMPARE(v.toObject().value(QStringLiteral("judgement")).toString(),
                     QStringLiteral("within-noise"));
        const QJsonArray cpuItems = o.value(QStringLiteral("per_cpu")).toArray();
        for (const auto &c : cpuItems) {
            const QJsonArray metricItems = c.toObject().value(QStringLiteral("metrics")).toArray();
            for (const auto &m : metricItems)
                QCOMPARE(m.toObject().value(QStringLiteral("judgement")).toString(),
                         QStringLiteral("within-noise"));
        }
        QCOMPARE(treeFiles(m_root), before);
        QVERIFY(!QFile::exists(m_journal));
    }

    // An A/A trial of this machine: the structure, and nothing judged on one
    // interval. (Whether the live machine's load changed between the phases
    // is not the test's to assert.)
    void dryRunOnThisMachine()
    {
        if (!QFile::exists(QStringLiteral("/proc/interrupts")) ||
            !QFile::exists(QStringLiteral("/proc/stat")))
            QSKIP("no /proc on this machine");
        const QString plan = m_dir.filePath(QStringLiteral("live-plan.json"));
        const ProgramRun made = runCli({QStringLiteral("plan"), QStringLiteral("--algorithm"),
                                        QStringLiteral("policy-all"), QStringLiteral("--irqs"),
                                        QStringLiteral("all"), QStringLiteral("--out"), plan});
        if (made.code != 0 || !QFile::exists(plan))
            QSKIP(qPrintable(QStringLiteral("no plan can be made for this machine: ") +
                             QString::fromUtf8(made.err)));
        const QString out = m_dir.filePath(QStringLiteral("live-out"));
        const ProgramRun r =
            runCli(QStringList{QStringLiteral("trial"), plan, QStringLiteral("--dry-run"),
                               QStringLiteral("--format"), QStringLiteral("json"),
                               QStringLiteral("--out"), out} +
                   quick());
        QVERIFY2(r.code == 0, r.err.constData());
        checkTrialShape(json(r));
        for (const char *f : {"before.jsonl", "after.jsonl", "plan.json", "report.json"})
            QVERIFY2(QFile::exists(out + QLatin1Char('/') + QLatin1String(f)), f);
        QVERIFY(!QFile::exists(out + QStringLiteral("/journal.json")));
        // The recordings are the format of watch --record: they replay.
        const ProgramRun replay = runCli({QStringLiteral("watch"), QStringLiteral("--replay"),
                                          out + QStringLiteral("/before.jsonl"),
                                          QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(replay.code == 0, replay.err.constData());
        QCOMPARE(replay.out.trimmed().split('\n').size(), json(r)
                                                              .value(QStringLiteral("before"))
                                                              .toObject()
                                                              .value(QStringLiteral("intervals"))
                                                              .toInt());
        // The same DIR again: refused, nothing overwritten.
        const QByteArray report = treeFile(out, QStringLiteral("/report.json"));
        const ProgramRun again =
            runCli(QStringList{QStringLiteral("trial"), plan, QStringLiteral("--dry-run"),
                               QStringLiteral("--out"), out} +
                   quick());
        QCOMPARE(again.code, 1);
        QVERIFY2(again.err.contains("not empty"), again.err.constData());
        QCOMPARE(treeFile(out, QStringLiteral("/report.json")), report);
    }

    void applyThenRevert()
    {
        const auto before = treeFiles(m_root);
        const QString out = m_dir.filePath(QStringLiteral("apply-out"));
        const ProgramRun r =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--format"),
                               QStringLiteral("json"), QStringLiteral("--out"), out} +
                   quick() + rootArgs());
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = json(r);
        checkTrialShape(o);
        QCOMPARE(o.value(QStringLiteral("applied")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("kept")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("reverted")).toString(), QStringLiteral("reverted"));
        // The revert restored every file the plan wrote.
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
        for (const char *f : {"before.jsonl", "after.jsonl", "plan.json", "report.json",
                              "helper.jsonl", "journal.json"})
            QVERIFY2(QFile::exists(out + QLatin1Char('/') + QLatin1String(f)), f);
        QCOMPARE(treeFile(out, QStringLiteral("/plan.json")),
                 readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(QJsonDocument::fromJson(treeFile(out, QStringLiteral("/report.json"))).object(),
                 o);
        QVERIFY(treeFile(out, QStringLiteral("/helper.jsonl"))
                    .contains("\"smp_affinity_list\":\"2-3\""));
    }

    void keepConfirms()
    {
        const auto before = treeFiles(m_root);
        const ProgramRun r =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--keep"),
                               QStringLiteral("--format"), QStringLiteral("json")} +
                   quick() + rootArgs());
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(json(r).value(QStringLiteral("kept")).toBool(), true);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QCOMPARE(journalState(m_journal), QStringLiteral("confirmed"));
        const ProgramRun back =
            runCli({QStringLiteral("rollback"), m_journal, QStringLiteral("--root"), m_root});
        QVERIFY2(back.code == 0, back.err.constData());
        QCOMPARE(treeFiles(m_root), before);
    }

    // Ctrl-C reaches the whole foreground process group, the helper too: the
    // CLI reverts at once and the helper survives to do it.
    void ctrlCReverts()
    {
        const auto before = treeFiles(m_root);
        QProcess p;
        p.setChildProcessModifier([] { ::setpgid(0, 0); });
        QByteArray err;
        connect(&p, &QProcess::readyReadStandardError, this,
                [&] { err += p.readAllStandardError(); });
        p.start(kCli,
                QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--before"),
                            QStringLiteral("0.4"), QStringLiteral("--after"), QStringLiteral("600"),
                            QStringLiteral("--interval"), QStringLiteral("0.2")} +
                    rootArgs());
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(err.contains("settled"), 120000);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QCOMPARE(::kill(-pid_t(p.processId()), SIGINT), 0);
        QVERIFY(p.waitForFinished(120000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains("interrupted"), err.constData());
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    // The CLI killed outright: the helper's stdin closes and its own timeout
    // rolls the plan back.
    void killedCliLeavesTheRevertToTheHelper()
    {
        const auto before = treeFiles(m_root);
        QProcess p;
        QByteArray err;
        startHeldTrial(p, err);
        if (QTest::currentTestFailed())
            return;
        p.kill();
        QVERIFY(p.waitForFinished(120000));
        QTRY_VERIFY_WITH_TIMEOUT(journalState(m_journal) == QLatin1String("rolled-back"), 120000);
        QCOMPARE(treeFiles(m_root), before);
    }

    // The helper killed while it holds the plan (SIGKILL cannot be caught):
    // the CLI must not say the plan was reverted, but what the journal says
    // and that the helper's watchdog reverts it at the deadline, which it
    // then does.
    void killedHelperIsNotReportedReverted()
    {
        const auto before = treeFiles(m_root);
        QProcess p;
        QByteArray err;
        startHeldTrial(p, err);
        if (QTest::currentTestFailed())
            return;
        const qint64 helper = childNamed(p.processId(), "irqatlas-helper");
        QVERIFY(helper > 0);
        QCOMPARE(::kill(pid_t(helper), SIGKILL), 0);
        QVERIFY(p.waitForFinished(120000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(!err.contains("the plan was reverted"), err.constData());
        QVERIFY2(err.contains("its watchdog (pid "), err.constData());
        QVERIFY2(err.contains("irqatlas-cli rollback"), err.constData());
        QTRY_VERIFY_WITH_TIMEOUT(journalState(m_journal) == QLatin1String("rolled-back"), 120000);
        QCOMPARE(treeFiles(m_root), before);
    }

    void metricCommand()
    {
        // Exactly as typed, through /bin/sh -c: quotes, ; and $() are the
        // shell's; the last number printed is the figure.
        const ProgramRun r = runCli(
            QStringList{
                QStringLiteral("trial"), m_plan, QStringLiteral("--dry-run"),
                QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--metric"),
                QStringLiteral("printf 'eth0 %s\\n' \"a;b\"; echo \"rate: $((40+2)).5 Gbit/s\"")} +
            quick() + rootArgs());
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = json(r);
        QCOMPARE(
            o.value(QStringLiteral("before")).toObject().value(QStringLiteral("metric")).toDouble(),
            42.5);
        QCOMPARE(
            o.value(QStringLiteral("after")).toObject().value(QStringLiteral("metric")).toDouble(),
            42.5);
        const QJsonArray verdict = o.value(QStringLiteral("verdict")).toArray();
        const QJsonObject m = verdict.last().toObject();
        QCOMPARE(m.value(QStringLiteral("metric")).toString(), QStringLiteral("metric"));
        QCOMPARE(m.value(QStringLiteral("change")).toDouble(), 0.0);
        QCOMPARE(m.value(QStringLiteral("judgement")).toString(), QStringLiteral("within-noise"));

        const ProgramRun bad =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--dry-run"),
                               QStringLiteral("--metric"), QStringLiteral("echo 12; exit 3")} +
                   quick() + rootArgs());
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("\"echo 12; exit 3\" failed with exit status 3"),
                 bad.err.constData());
        const ProgramRun none =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--dry-run"),
                               QStringLiteral("--metric"), QStringLiteral("echo no figure")} +
                   quick() + rootArgs());
        QCOMPARE(none.code, 1);
        QVERIFY2(none.err.contains("printed no number"), none.err.constData());
    }

    // A failing --metric after the plan is applied still reverts it.
    void failingMetricReverts()
    {
        const auto before = treeFiles(m_root);
        const QString flag = m_dir.filePath(QStringLiteral("second-run"));
        // Succeeds the first time (baseline), fails the second (after).
        const QString cmd =
            QStringLiteral("if [ -e '%1' ]; then exit 4; fi; touch '%1'; echo 1").arg(flag);
        const ProgramRun r =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--metric"), cmd} +
                   quick() + rootArgs());
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("exit status 4"), r.err.constData());
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }
};

QTEST_GUILESS_MAIN(TestTrialCli)
#include "tst_trialcli.moc"
