// irqatlas-helper-testroot end to end: refused plans leave the tree byte for
// byte as it was, a killed helper can be rolled back, confirmation and
// auto-revert, and the irqatlas-cli apply/rollback chain.

#include "applytree.h"
#include "faketree.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace irqatlas::test;

namespace {

QJsonObject summaryOf(const QByteArray &out)
{
    for (const QByteArray &line : out.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QStringLiteral("summary")))
            return o.value(QStringLiteral("summary")).toObject();
    }
    return {};
}

QByteArray plan(const QByteArray &assignments)
{
    return "{\"format\": \"irqatlas-plan\", \"version\": 1, \"assignments\": [" + assignments + "]}";
}

// The state letter of /proc/PID/stat ('R', 'S', 'T' stopped, 'Z'...), 0 when gone.
char processState(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = f.readAll();
    const qsizetype close = stat.lastIndexOf(')');
    return close >= 0 && close + 2 < stat.size() ? stat.at(close + 2) : 0;
}

} // namespace

class TestHelper : public QObject
{
    Q_OBJECT

    QString m_helper;
    QTemporaryDir m_dir;
    QString m_root;
    QString m_journal;

    ProgramRun helper(const QStringList &args, const QByteArray &input = {})
    {
        return runWithInput(m_helper, args + QStringList{QStringLiteral("--root"), m_root, QStringLiteral("--journal"), m_journal},
                          input);
    }

private slots:
    void initTestCase()
    {
        m_helper = binPath(QStringLiteral("irqatlas-helper-testroot"));
        if (!QFileInfo(m_helper).isExecutable())
            QSKIP("irqatlas-helper-testroot is not built (cmake --build BUILD --target irqatlas-helper-testroot)");
    }

    void init()
    {
        m_root = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) +
                                QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(QFile::link(m_root + QStringLiteral("/proc/irq/25"), m_root + QStringLiteral("/proc/irq/77")));
        QVERIFY(QDir().mkpath(m_root + QStringLiteral("/proc/irq/78"))); // no smp_affinity_list
        m_journal = m_root + QStringLiteral("/journal.json");
    }

    void helpListsExitCodes()
    {
        const ProgramRun r = runWithInput(m_helper, {QStringLiteral("--help")}, {});
        QCOMPARE(r.code, 0);
        for (const char *line : {"  3  invalid plan", "  4  plan does not fit", "  6  a write failed",
                                 "  8  applied, then rolled back", "--root DIR"})
            QVERIFY2(r.out.contains(line), line);
    }

    void badPlanRefused_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QByteArray good = "{\"irq\": 25, \"match\": \"virtio5-req.0\", \"cpus\": \"1\"}";
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << 3 << "stdin: not valid JSON";
        QTest::newRow("array") << QByteArray("[]") << 3 << "the plan must be a JSON object";
        QTest::newRow("empty input") << QByteArray("\n") << 3 << "empty input";
        QTest::newRow("no format") << QByteArray("{\"version\": 1, \"assignments\": []}") << 3 << "missing field \"format\"";
        QTest::newRow("wrong format") << QByteArray("{\"format\": \"irqbalance\", \"version\": 1, \"assignments\": []}")
                                      << 3 << "unknown format \"irqbalance\"";
        QTest::newRow("newer version") << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 2, \"assignments\": []}")
                                       << 3 << "plan version 2 is newer";
        QTest::newRow("version string") << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": \"1\", \"assignments\": []}")
                                        << 3 << "\"version\" must be an integer";
        QTest::newRow("version 0") << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 0, \"assignments\": []}")
                                   << 3 << "invalid plan version 0";
        QTest::newRow("no assignments") << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 1}")
                                        << 3 << "missing field \"assignments\"";
        QTest::newRow("assignments object")
            << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 1, \"assignments\": {}}") << 3
            << "\"assignments\" must be an array";
        QTest::newRow("empty assignments") << plan("") << 3 << "the plan has no assignments";
        QTest::newRow("negative irq") << plan("{\"irq\": -1, \"match\": \"\", \"cpus\": \"1\"}") << 3
                                      << "assignment 0: \"irq\" must be a non-negative integer";
        QTest::newRow("irq as path") << plan("{\"irq\": \"../../etc\", \"match\": \"\", \"cpus\": \"1\"}") << 3
                                     << "assignment 0: \"irq\" must be a non-negative integer, found a string";
        QTest::newRow("fractional irq") << plan("{\"irq\": 25.5, \"match\": \"\", \"cpus\": \"1\"}") << 3
                                        << "\"irq\" must be a non-negative integer, found 25.5";
        QTest::newRow("no match") << plan("{\"irq\": 25, \"cpus\": \"1\"}") << 3
                                  << "assignment 0 (irq 25): missing field \"match\"";
        QTest::newRow("no cpus") << plan("{\"irq\": 25, \"match\": \"\"}") << 3
                                 << "assignment 0 (irq 25): missing field \"cpus\"";
        QTest::newRow("cpus number") << plan("{\"irq\": 25, \"match\": \"\", \"cpus\": 1}") << 3
                                     << "\"cpus\" must be a CPU list string";
        QTest::newRow("empty cpus") << plan(good + ", {\"irq\": 26, \"match\": \"\", \"cpus\": \"\"}") << 3
                                    << "assignment 1 (irq 26): empty CPU list";
        QTest::newRow("cpus garbage") << plan("{\"irq\": 25, \"match\": \"\", \"cpus\": \"1;reboot\"}") << 3
                                      << "assignment 0 (irq 25): ";
        QTest::newRow("duplicate irq") << plan(good + ", " + good) << 3 << "assignment 1 (irq 25): duplicate IRQ";
        QTest::newRow("too big") << plan(good + QByteArray(1100 * 1024, ' ')) << 3 << "plan larger than 1048576 bytes";
        QTest::newRow("missing irq") << plan(good + ", {\"irq\": 99, \"match\": \"\", \"cpus\": \"1\"}") << 4
                                     << "/proc/irq/99: no such interrupt (No such file or directory)";
        QTest::newRow("offline cpu") << plan(good + ", {\"irq\": 26, \"match\": \"\", \"cpus\": \"3-4\"}") << 4
                                     << "assignment 1 (irq 26): CPU 4 not online (online: 0-3)";
        QTest::newRow("symlinked irq dir") << plan(good + ", {\"irq\": 77, \"match\": \"\", \"cpus\": \"1\"}") << 4
                                           << "/proc/irq/77: not a directory (symlinks are not followed)";
        QTest::newRow("no affinity file") << plan(good + ", {\"irq\": 78, \"match\": \"\", \"cpus\": \"1\"}") << 4
                                          << "/proc/irq/78/smp_affinity_list: No such file or directory";
        QTest::newRow("far CPU") << plan("{\"irq\": 25, \"match\": \"\", \"cpus\": \"4095\"}") << 4
                                 << "CPU 4095 not online";
    }
    void badPlanRefused()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, code);
        QFETCH(QString, message);
        const auto before = treeFiles(m_root);
        const ProgramRun r = helper({QStringLiteral("apply")}, input);
        QCOMPARE(r.code, code);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        const QJsonObject s = summaryOf(r.out);
        QCOMPARE(s.value(QStringLiteral("written")).toInt(), 0);
        QCOMPARE(treeFiles(m_root), before);
        QVERIFY(!QFileInfo::exists(m_journal));
    }

    void failedWriteRestores_data()
    {
        QTest::addColumn<QStringList>("hook");
        QTest::addColumn<QString>("message");
        QTest::newRow("third write EIO") << QStringList{QStringLiteral("--test-fail-write"), QStringLiteral("3:EIO")}
                                         << QStringLiteral("Input/output error (EIO, injected)");
        QTest::newRow("IRQ 26 ENOSPC") << QStringList{QStringLiteral("--test-fail-irq"), QStringLiteral("26:ENOSPC")}
                                       << QStringLiteral("No space left on device (ENOSPC, injected)");
        QTest::newRow("read-back differs") << QStringList{QStringLiteral("--test-readback"), QStringLiteral("27:0-1")}
                                           << QStringLiteral("read back \"0-1\" after writing \"0,2\"");
    }
    void failedWriteRestores()
    {
        QFETCH(QStringList, hook);
        QFETCH(QString, message);
        const auto before = treeFiles(m_root);
        const ProgramRun r = helper(QStringList{QStringLiteral("apply")} + hook, readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 6);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QCOMPARE(summaryOf(r.out).value(QStringLiteral("result")).toString(), QStringLiteral("rolled-back"));
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    void applyThenRollbackTwice()
    {
        const auto before = treeFiles(m_root);
        ProgramRun r = helper({QStringLiteral("apply")}, readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 0);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")), QByteArray("2-3\n"));
        // One line per IRQ, then the summary.
        QCOMPARE(r.out.count('\n'), 5);
        const QJsonObject first = QJsonDocument::fromJson(r.out.split('\n').first()).object();
        QCOMPARE(first.value(QStringLiteral("irq")).toInt(), 25);
        QCOMPARE(first.value(QStringLiteral("smp_affinity_list")).toString(), QStringLiteral("1"));
        QCOMPARE(first.value(QStringLiteral("effective_affinity_list")).toString(), QStringLiteral("0"));
        QCOMPARE(first.value(QStringLiteral("effective_mismatch")).toBool(), true);
        r = helper({QStringLiteral("rollback")});
        QCOMPARE(r.code, 0);
        QCOMPARE(treeFiles(m_root), before);
        r = helper({QStringLiteral("rollback")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.contains("already rolled back"));
        QCOMPARE(treeFiles(m_root), before);
    }

    void statusShowsJournal()
    {
        ProgramRun r = helper({QStringLiteral("status")});
        QCOMPARE(r.code, 9);
        QVERIFY2(r.err.contains("no journal"), r.err.constData());
        QVERIFY(r.out.isEmpty());

        QCOMPARE(helper({QStringLiteral("apply")}, readData(QStringLiteral("apply/plan-virtio.json"))).code, 0);
        r = helper({QStringLiteral("status")});
        QCOMPARE(r.code, 0);
        QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-journal"));
        QCOMPARE(j.value(QStringLiteral("state")).toString(), QStringLiteral("applied"));
        QJsonArray entries = j.value(QStringLiteral("entries")).toArray();
        QCOMPARE(entries.size(), 4);
        const QJsonObject second = entries.at(1).toObject();
        QCOMPARE(second.value(QStringLiteral("irq")).toInt(), 26);
        QCOMPARE(second.value(QStringLiteral("previous")).toString(), QStringLiteral("0-3\n"));
        QCOMPARE(second.value(QStringLiteral("state")).toString(), QStringLiteral("written"));

        // Status only reads: the tree and the journal stay as they are.
        const auto applied = treeFiles(m_root);
        const QByteArray journalBytes = treeFile(m_root, QStringLiteral("/journal.json"));
        QCOMPARE(helper({QStringLiteral("status")}).code, 0);
        QCOMPARE(treeFiles(m_root), applied);
        QCOMPARE(treeFile(m_root, QStringLiteral("/journal.json")), journalBytes);

        QCOMPARE(helper({QStringLiteral("rollback")}).code, 0);
        r = helper({QStringLiteral("status")});
        QCOMPARE(r.code, 0);
        j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j.value(QStringLiteral("state")).toString(), QStringLiteral("rolled-back"));
        entries = j.value(QStringLiteral("entries")).toArray();
        for (const QJsonValue &e : entries)
            QCOMPARE(e.toObject().value(QStringLiteral("state")).toString(), QStringLiteral("restored"));

        QVERIFY(writeTreeFile(m_journal, "{\"format\": \"irqatlas-journal\", "));
        r = helper({QStringLiteral("status")});
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains(m_journal.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("not valid JSON"), r.err.constData());

        QCOMPARE(helper({QStringLiteral("status"), QStringLiteral("--dry-run")}).code, 2);
    }

    void revertLineRollsBackAtOnce()
    {
        const auto before = treeFiles(m_root);
        const ProgramRun r = helper({QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("600")},
                             readData(QStringLiteral("apply/plan-virtio.json")) + "\n.\nrevert\n");
        QCOMPARE(r.code, 8);
        QVERIFY2(r.err.contains("revert requested"), r.err.constData());
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    void journalSurvivesKill()
    {
        const auto before = treeFiles(m_root);
        QProcess p;
        p.start(m_helper, {QStringLiteral("apply"), QStringLiteral("--root"), m_root, QStringLiteral("--journal"), m_journal,
                           QStringLiteral("--test-stop-before-write"), QStringLiteral("3")});
        QVERIFY(p.waitForStarted(60000));
        p.write(readData(QStringLiteral("apply/plan-virtio.json")));
        p.closeWriteChannel();
        // The helper stops itself before its third write: killed there, it
        // dies between two writes, however slow this machine is.
        QVERIFY(QTest::qWaitFor([&] { return processState(p.processId()) == 'T'; }, 120000));
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")), QByteArray("2-3\n"));
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/28/smp_affinity_list")), QByteArray("0-3\n"));
        QCOMPARE(journalState(m_journal), QStringLiteral("applying"));
        const ProgramRun r = helper({QStringLiteral("rollback")});
        QCOMPARE(r.code, 0);
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    void autoRevertAfterTimeout()
    {
        const auto before = treeFiles(m_root);
        const ProgramRun r = helper({QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("1")},
                             readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 8);
        QVERIFY(r.err.contains("no confirmation within 1 s"));
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    void confirmOnStdinKeeps()
    {
        const ProgramRun r = helper({QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("30")},
                             readData(QStringLiteral("apply/plan-virtio.json")) + "\n.\nconfirm\n");
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("{\"confirmed\":true}"));
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/28/smp_affinity_list")), QByteArray("3\n"));
        QCOMPARE(journalState(m_journal), QStringLiteral("confirmed"));
    }

    void confirmFromAnotherProcessKeeps()
    {
        QProcess p;
        p.start(m_helper, {QStringLiteral("apply"), QStringLiteral("--root"), m_root, QStringLiteral("--journal"), m_journal,
                           QStringLiteral("--confirm-timeout"), QStringLiteral("60")});
        QVERIFY(p.waitForStarted(60000));
        p.write(readData(QStringLiteral("apply/plan-virtio.json")));
        p.closeWriteChannel();
        QVERIFY(QTest::qWaitFor([&] { return journalState(m_journal) == QLatin1String("awaiting-confirm"); }, 30000));
        const ProgramRun c = helper({QStringLiteral("confirm")});
        QCOMPARE(c.code, 0);
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/25/smp_affinity_list")), QByteArray("1\n"));
        QCOMPARE(journalState(m_journal), QStringLiteral("confirmed"));
        // Nothing waits any more.
        QCOMPARE(helper({QStringLiteral("confirm")}).code, 9);
    }

    void cliChain()
    {
        const QString cli = QStringLiteral(IRQATLAS_CLI_PATH);
        if (!QFileInfo(cli).isExecutable())
            QSKIP("irqatlas-cli is not built");
        const auto before = treeFiles(m_root);
        const QString planPath = dataPath(QStringLiteral("apply/plan-virtio.json"));
        // Renumbered on this machine: the key finds virtio5-req.1 at 26 although the plan says 30.
        QByteArray renumbered = readData(QStringLiteral("apply/plan-virtio.json"));
        renumbered.replace("\"irq\": 26", "\"irq\": 30");
        const QString renumberedPath = m_dir.filePath(QStringLiteral("renumbered.json"));
        QVERIFY(writeTreeFile(renumberedPath, renumbered));
        ProgramRun r = runWithInput(cli, {QStringLiteral("apply"), renumberedPath, QStringLiteral("--root"), m_root,
                                 QStringLiteral("--journal"), m_journal, QStringLiteral("--format"), QStringLiteral("json")},
                           {});
        QCOMPARE(r.code, 0);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")), QByteArray("2-3\n"));
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/30/smp_affinity_list")), QByteArray("0-3\n"));
        r = runWithInput(cli, {QStringLiteral("rollback"), m_journal, QStringLiteral("--root"), m_root}, {});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("reverted"));
        QCOMPARE(treeFiles(m_root), before);
        // A plan with an offline CPU is refused by the helper; the CLI says so and exits 1.
        QByteArray offline = readData(QStringLiteral("apply/plan-virtio.json"));
        offline.replace("\"cpus\": \"3\"", "\"cpus\": \"7\"");
        const QString offlinePath = m_dir.filePath(QStringLiteral("offline.json"));
        QVERIFY(writeTreeFile(offlinePath, offline));
        r = runWithInput(cli, {QStringLiteral("apply"), offlinePath, QStringLiteral("--root"), m_root,
                             QStringLiteral("--journal"), m_journal, QStringLiteral("--force")},
                       {});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("CPU 7 not online"), r.err.constData());
        QCOMPARE(treeFiles(m_root), before);
        Q_UNUSED(planPath);
    }
};

QTEST_GUILESS_MAIN(TestHelper)
#include "tst_helper.moc"
