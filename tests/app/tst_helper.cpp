// irqatlas-helper-testroot end to end: refused plans leave the tree byte for
// byte as it was, a killed helper can be rolled back, confirmation and
// auto-revert, and the irqatlas-cli apply/rollback chain.

#include "applytree.h"
#include "faketree.h"
#include "testdata.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

using namespace irqatlas::test;

namespace {

// Every entry under dir (links not followed, FIFOs not opened): its type,
// mode, owner and bytes or link target; entries under skip are left out.
QMap<QString, QByteArray> snapshot(const QString &dir, const QString &skip = {})
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString p = it.next();
        if (!skip.isEmpty() && (p == skip || p.startsWith(skip + QLatin1Char('/'))))
            continue;
        struct stat st;
        if (::lstat(QFile::encodeName(p).constData(), &st) != 0)
            continue;
        QByteArray v =
            QByteArray::number(st.st_mode, 8) + ' ' + QByteArray::number(st.st_uid) + ' ';
        if (S_ISLNK(st.st_mode)) {
            v += QFile::encodeName(QFileInfo(p).symLinkTarget());
        } else if (S_ISREG(st.st_mode)) {
            QFile f(p);
            if (f.open(QIODevice::ReadOnly))
                v += f.readAll();
        }
        out.insert(p.mid(dir.size()), v);
    }
    return out;
}

QByteArray plan(const QByteArray &assignments)
{
    return "{\"format\": \"irqatlas-plan\", \"version\": 1, \"assignments\": [" + assignments +
           "]}";
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
        return runWithInput(m_helper,
                            args + QStringList{QStringLiteral("--root"), m_root,
                                               QStringLiteral("--journal"),
                                               QStringLiteral("journal.json")},
                            input);
    }

    // As pkexec starts it: PKEXEC_UID set. The test build then takes journal
    // names only, like the installed helper.
    ProgramRun pkexecHelper(const QStringList &args, const QByteArray &input = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PKEXEC_UID"), QString::number(::getuid()));
        p.setProcessEnvironment(env);
        p.start(m_helper, args + QStringList{QStringLiteral("--root"), m_root});
        ProgramRun r;
        if (!p.waitForStarted())
            return r;
        p.write(input);
        p.closeWriteChannel();
        // A helper that blocks (on a FIFO, say) never finishes: the wait is
        // only a safety net, a correct helper answers at once.
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    QString stateDir() const { return m_root + QStringLiteral("/var/lib/irqatlas"); }
    // The test's own files outside the fake tree: what a hostile --journal aims at.
    QString outside() const
    {
        return m_dir.filePath(QStringLiteral("outside-") +
                              QString::fromLatin1(QTest::currentTestFunction()));
    }

private slots:
    void initTestCase()
    {
        m_helper = testRootHelper();
        if (m_helper.isEmpty())
            QSKIP(kNoTestRootHelper);
    }

    void init()
    {
        m_root = caseFolder(m_dir.path());
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(QFile::link(m_root + QStringLiteral("/proc/irq/25"),
                            m_root + QStringLiteral("/proc/irq/77")));
        QVERIFY(QDir().mkpath(m_root + QStringLiteral("/proc/irq/78"))); // no smp_affinity_list
        m_journal = m_root + QStringLiteral("/var/lib/irqatlas/journal.json");
        QVERIFY(QDir().mkpath(outside()));
        QVERIFY(writeTreeFile(outside() + QStringLiteral("/victim"), "root:secret\n"));
        QVERIFY(writeTreeFile(outside() + QStringLiteral("/victim.confirm"), "keep me\n"));
        QVERIFY(writeTreeFile(outside() + QStringLiteral("/victim.tmp"), "keep me too\n"));
    }

    void helpListsExitCodes()
    {
        const ProgramRun r = runWithInput(m_helper, {QStringLiteral("--help")}, {});
        QCOMPARE(r.code, 0);
        for (const char *line :
             {"  3  invalid plan", "  4  plan does not fit", "  6  a write failed",
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
        QTest::newRow("no format") << QByteArray("{\"version\": 1, \"assignments\": []}") << 3
                                   << "missing field \"format\"";
        QTest::newRow("wrong format")
            << QByteArray("{\"format\": \"irqbalance\", \"version\": 1, \"assignments\": []}") << 3
            << "unknown format \"irqbalance\"";
        QTest::newRow("newer version")
            << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 2, \"assignments\": []}")
            << 3 << "plan version 2 is newer";
        QTest::newRow("version string")
            << QByteArray(
                   "{\"format\": \"irqatlas-plan\", \"version\": \"1\", \"assignments\": []}")
            << 3 << "\"version\" must be an integer";
        QTest::newRow("version 0")
            << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 0, \"assignments\": []}")
            << 3 << "invalid plan version 0";
        QTest::newRow("no assignments")
            << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 1}") << 3
            << "missing field \"assignments\"";
        QTest::newRow("assignments object")
            << QByteArray("{\"format\": \"irqatlas-plan\", \"version\": 1, \"assignments\": {}}")
            << 3 << "\"assignments\" must be an array";
        QTest::newRow("empty assignments") << plan("") << 3 << "the plan has no assignments";
        QTest::newRow("negative irq")
            << plan("{\"irq\": -1, \"match\": \"\", \"cpus\": \"1\"}") << 3
            << "assignment 0: \"irq\" must be a non-negative integer";
        QTest::newRow("irq as path")
            << plan("{\"irq\": \"../../etc\", \"match\": \"\", \"cpus\": \"1\"}") << 3
            << "assignment 0: \"irq\" must be a non-negative integer, found a string";
        QTest::newRow("fractional irq")
            << plan("{\"irq\": 25.5, \"match\": \"\", \"cpus\": \"1\"}") << 3
            << "\"irq\" must be a non-negative integer, found 25.5";
        QTest::newRow("no match") << plan("{\"irq\": 25, \"cpus\": \"1\"}") << 3
                                  << "assignment 0 (irq 25): missing field \"match\"";
        QTest::newRow("no cpus") << plan("{\"irq\": 25, \"match\": \"\"}") << 3
                                 << "assignment 0 (irq 25): missing field \"cpus\"";
        QTest::newRow("cpus number") << plan("{\"irq\": 25, \"match\": \"\", \"cpus\": 1}") << 3
                                     << "\"cpus\" must be a CPU list string";
        QTest::newRow("empty cpus")
            << plan(good + ", {\"irq\": 26, \"match\": \"\", \"cpus\": \"\"}") << 3
            << "assignment 1 (irq 26): empty CPU list";
        QTest::newRow("cpus garbage")
            << plan("{\"irq\": 25, \"match\": \"\", \"cpus\": \"1;reboot\"}") << 3
            << "assignment 0 (irq 25): ";
        QTest::newRow("duplicate irq")
            << plan(good + ", " + good) << 3 << "assignment 1 (irq 25): duplicate IRQ";
        QTest::newRow("too big") << plan(good + QByteArray(1100 * 1024, ' ')) << 3
                                 << "plan larger than 1048576 bytes";
        QTest::newRow("missing irq")
            << plan(good + ", {\"irq\": 99, \"match\": \"\", \"cpus\": \"1\"}") << 4
            << "/proc/irq/99: no such interrupt (No such file or directory)";
        QTest::newRow("offline cpu")
            << plan(good + ", {\"irq\": 26, \"match\": \"\", \"cpus\": \"3-4\"}") << 4
            << "assignment 1 (irq 26): CPU 4 not online (online: 0-3)";
        QTest::newRow("symlinked irq dir")
            << plan(good + ", {\"irq\": 77, \"match\": \"\", \"cpus\": \"1\"}") << 4
            << "/proc/irq/77: not a directory (symlinks are not followed)";
        QTest::newRow("no affinity file")
            << plan(good + ", {\"irq\": 78, \"match\": \"\", \"cpus\": \"1\"}") << 4
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
        QTest::newRow("third write EIO")
            << QStringList{QStringLiteral("--test-fail-write"), QStringLiteral("3:EIO")}
            << QStringLiteral("Input/output error (EIO, injected)");
        QTest::newRow("IRQ 26 ENOSPC")
            << QStringList{QStringLiteral("--test-fail-irq"), QStringLiteral("26:ENOSPC")}
            << QStringLiteral("No space left on device (ENOSPC, injected)");
        QTest::newRow("read-back differs")
            << QStringList{QStringLiteral("--test-readback"), QStringLiteral("27:0-1")}
            << QStringLiteral("read back \"0-1\" after writing \"0,2\"");
    }
    void failedWriteRestores()
    {
        QFETCH(QStringList, hook);
        QFETCH(QString, message);
        const auto before = treeFiles(m_root);
        const ProgramRun r = helper(QStringList{QStringLiteral("apply")} + hook,
                                    readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 6);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QCOMPARE(summaryOf(r.out).value(QStringLiteral("result")).toString(),
                 QStringLiteral("rolled-back"));
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    void applyThenRollbackTwice()
    {
        const auto before = treeFiles(m_root);
        ProgramRun r =
            helper({QStringLiteral("apply")}, readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 0);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        // One line per IRQ, then the summary.
        QCOMPARE(r.out.count('\n'), 5);
        const QJsonObject first = QJsonDocument::fromJson(r.out.split('\n').first()).object();
        QCOMPARE(first.value(QStringLiteral("irq")).toInt(), 25);
        QCOMPARE(first.value(QStringLiteral("smp_affinity_list")).toString(), QStringLiteral("1"));
        QCOMPARE(first.value(QStringLiteral("effective_affinity_list")).toString(),
                 QStringLiteral("0"));
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

        QCOMPARE(
            helper({QStringLiteral("apply")}, readData(QStringLiteral("apply/plan-virtio.json")))
                .code,
            0);
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
        const QByteArray journalBytes =
            treeFile(m_root, QStringLiteral("/var/lib/irqatlas/journal.json"));
        QCOMPARE(helper({QStringLiteral("status")}).code, 0);
        QCOMPARE(treeFiles(m_root), applied);
        QCOMPARE(treeFile(m_root, QStringLiteral("/var/lib/irqatlas/journal.json")), journalBytes);

        QCOMPARE(helper({QStringLiteral("rollback")}).code, 0);
        r = helper({QStringLiteral("status")});
        QCOMPARE(r.code, 0);
        j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j.value(QStringLiteral("state")).toString(), QStringLiteral("rolled-back"));
        entries = j.value(QStringLiteral("entries")).toArray();
        for (const auto &e : std::as_const(entries))
            QCOMPARE(e.toObject().value(QStringLiteral("state")).toString(),
                     QStringLiteral("restored"));

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
        const ProgramRun r = helper(
            {QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("600")},
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
        p.start(m_helper, {QStringLiteral("apply"), QStringLiteral("--root"), m_root,
                           QStringLiteral("--journal"), m_journal,
                           QStringLiteral("--test-stop-before-write"), QStringLiteral("3")});
        QVERIFY(p.waitForStarted(60000));
        p.write(readData(QStringLiteral("apply/plan-virtio.json")));
        p.closeWriteChannel();
        // The helper stops itself before its third write: killed there, it
        // dies between two writes, however slow this machine is.
        QVERIFY(QTest::qWaitFor([&] { return processState(p.processId()) == 'T'; }, 120000));
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/28/smp_affinity_list")),
                 QByteArray("0-3\n"));
        QCOMPARE(journalState(m_journal), QStringLiteral("applying"));
        const ProgramRun r = helper({QStringLiteral("rollback")});
        QCOMPARE(r.code, 0);
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    void autoRevertAfterTimeout()
    {
        const auto before = treeFiles(m_root);
        const ProgramRun r = helper(
            {QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("1")},
            readData(QStringLiteral("apply/plan-virtio.json")));
        QCOMPARE(r.code, 8);
        QVERIFY(r.err.contains("no confirmation within 1 s"));
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    void confirmOnStdinKeeps()
    {
        const ProgramRun r = helper(
            {QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("30")},
            readData(QStringLiteral("apply/plan-virtio.json")) + "\n.\nconfirm\n");
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("{\"confirmed\":true}"));
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/28/smp_affinity_list")),
                 QByteArray("3\n"));
        QCOMPARE(journalState(m_journal), QStringLiteral("confirmed"));
    }

    void confirmFromAnotherProcessKeeps()
    {
        QProcess p;
        p.start(m_helper, {QStringLiteral("apply"), QStringLiteral("--root"), m_root,
                           QStringLiteral("--journal"), m_journal,
                           QStringLiteral("--confirm-timeout"), QStringLiteral("60")});
        QVERIFY(p.waitForStarted(60000));
        p.write(readData(QStringLiteral("apply/plan-virtio.json")));
        p.closeWriteChannel();
        QVERIFY(QTest::qWaitFor(
            [&] { return journalState(m_journal) == QLatin1String("awaiting-confirm"); }, 30000));
        const ProgramRun c = helper({QStringLiteral("confirm")});
        QCOMPARE(c.code, 0);
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("1\n"));
        QCOMPARE(journalState(m_journal), QStringLiteral("confirmed"));
        // Nothing waits any more.
        QCOMPARE(helper({QStringLiteral("confirm")}).code, 9);
    }

    // pkexec hands the helper whatever the caller typed: a path must never
    // reach a file operation, whatever the command.
    void pkexecRefusesJournalPaths_data()
    {
        QTest::addColumn<QString>("journal");
        QTest::newRow("absolute, outside") << QStringLiteral("@/victim");
        QTest::newRow("absolute, in the state dir then out")
            << QStringLiteral("%/../../../../outside");
        QTest::newRow("relative with a slash") << QStringLiteral("sub/journal.json");
        QTest::newRow("dot dot") << QStringLiteral("..");
        QTest::newRow("dot dot slash") << QStringLiteral("../../victim");
        QTest::newRow("leading dot") << QStringLiteral(".journal.json.confirm");
        QTest::newRow("space") << QStringLiteral("a b");
        QTest::newRow("65 characters") << QString(65, QLatin1Char('a'));
        QTest::newRow("empty") << QString();
    }
    void pkexecRefusesJournalPaths()
    {
        QFETCH(QString, journal);
        journal.replace(QStringLiteral("@"), outside()).replace(QStringLiteral("%"), stateDir());
        const QByteArray planBytes = readData(QStringLiteral("apply/plan-virtio.json"));
        const auto before = snapshot(m_dir.path());
        for (const QStringList &cmd :
             {QStringList{QStringLiteral("apply")},
              QStringList{QStringLiteral("apply"), QStringLiteral("--dry-run")},
              QStringList{QStringLiteral("rollback")}, QStringList{QStringLiteral("status")},
              QStringList{QStringLiteral("confirm")}}) {
            const ProgramRun r =
                pkexecHelper(cmd + QStringList{QStringLiteral("--journal"), journal}, planBytes);
            QVERIFY2(r.code == 2, qPrintable(cmd.join(QLatin1Char(' ')) +
                                             QStringLiteral(": exit %1: ").arg(r.code) +
                                             QString::fromUtf8(r.err)));
            QVERIFY2(r.err.contains("is not a journal name") || journal.isEmpty(),
                     r.err.constData());
            QCOMPARE(snapshot(m_dir.path()), before);
        }
    }

    void pkexecTakesJournalNames()
    {
        const QByteArray planBytes = readData(QStringLiteral("apply/plan-virtio.json"));
        QVERIFY(QDir().mkpath(m_root + QStringLiteral("/var/lib"))); // as on a live system
        const auto before = snapshot(m_dir.path(), stateDir());
        ProgramRun r = pkexecHelper(
            {QStringLiteral("apply"), QStringLiteral("--journal"), QStringLiteral("other_1.json")},
            planBytes);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QCOMPARE(journalState(stateDir() + QStringLiteral("/other_1.json")),
                 QStringLiteral("applied"));
        QVERIFY(summaryOf(r.out).value(QStringLiteral("journal")).toString() ==
                stateDir() + QStringLiteral("/other_1.json"));
        // The state directory is made 0700 when missing.
        QCOMPARE(QFileInfo(stateDir()).permissions() &
                     (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther),
                 QFile::Permissions());
        // The spelling of earlier versions names the same file.
        r = pkexecHelper({QStringLiteral("status"), QStringLiteral("--journal"),
                          stateDir() + QStringLiteral("/other_1.json")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = pkexecHelper({QStringLiteral("rollback"), QStringLiteral("--journal"),
                          QStringLiteral("other_1.json")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(snapshot(m_dir.path(), stateDir()), before);
        // Only the journal is left in the state directory (no temporary file).
        QCOMPARE(
            QDir(stateDir())
                .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
            QStringList{QStringLiteral("other_1.json")});
    }

    void plantedLinksAreNotFollowed()
    {
        QVERIFY(QDir().mkpath(stateDir()));
        QVERIFY(QFile::setPermissions(stateDir(),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        // What an attacker would plant: the journal, its temporary file and
        // its confirmation marker as links to files outside, and a hard link.
        QVERIFY(QFile::link(outside() + QStringLiteral("/victim"),
                            stateDir() + QStringLiteral("/journal.json")));
        QVERIFY(QFile::link(outside() + QStringLiteral("/victim.tmp"),
                            stateDir() + QStringLiteral("/.fresh.json.tmp")));
        QVERIFY(QFile::link(outside() + QStringLiteral("/victim.confirm"),
                            stateDir() + QStringLiteral("/.fresh.json.confirm")));
        QCOMPARE(::link(QFile::encodeName(outside() + QStringLiteral("/victim")).constData(),
                        QFile::encodeName(stateDir() + QStringLiteral("/hard.json")).constData()),
                 0);
        const QByteArray planBytes = readData(QStringLiteral("apply/plan-virtio.json"));
        const auto before = snapshot(m_dir.path(), stateDir());
        const auto outsideBefore = snapshot(outside());

        struct Case
        {
            QStringList args;
            int code;
            const char *message;
        };
        const Case cases[] = {
            {{QStringLiteral("status")}, 5, "is a symbolic link, refused"},
            {{QStringLiteral("rollback")}, 5, "is a symbolic link, refused"},
            {{QStringLiteral("confirm")}, 9, "is a symbolic link, refused"},
            {{QStringLiteral("apply")}, 5, "is a symbolic link, refused"},
            {{QStringLiteral("status"), QStringLiteral("--journal"), QStringLiteral("hard.json")},
             5,
             "has 2 hard links, refused"},
            {{QStringLiteral("rollback"), QStringLiteral("--journal"), QStringLiteral("hard.json")},
             5,
             "has 2 hard links, refused"},
            {{QStringLiteral("apply"), QStringLiteral("--journal"), QStringLiteral("hard.json")},
             5,
             "has 2 hard links, refused"},
        };
        for (const Case &c : cases) {
            const ProgramRun r = pkexecHelper(c.args, planBytes);
            QVERIFY2(r.code == c.code, qPrintable(c.args.join(QLatin1Char(' ')) +
                                                  QStringLiteral(": exit %1: ").arg(r.code) +
                                                  QString::fromUtf8(r.err)));
            QVERIFY2(r.err.contains(c.message), r.err.constData());
            QCOMPARE(snapshot(m_dir.path(), stateDir()), before);
        }
        // The links at the temporary and confirmation names are replaced or
        // removed themselves; what they point at is never opened.
        ProgramRun r = pkexecHelper(
            {QStringLiteral("apply"), QStringLiteral("--journal"), QStringLiteral("fresh.json")},
            planBytes);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(journalState(stateDir() + QStringLiteral("/fresh.json")),
                 QStringLiteral("applied"));
        QVERIFY(!QFileInfo(stateDir() + QStringLiteral("/.fresh.json.confirm")).isSymLink());
        r = pkexecHelper({QStringLiteral("rollback"), QStringLiteral("--journal"),
                          QStringLiteral("fresh.json")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(snapshot(m_dir.path(), stateDir()), before);
        QCOMPARE(snapshot(outside()), outsideBefore);
    }

    void plantedFifoDoesNotBlock()
    {
        QVERIFY(QDir().mkpath(stateDir()));
        QCOMPARE(::mkfifo(QFile::encodeName(m_journal).constData(), 0600), 0);
        const auto before = snapshot(m_dir.path());
        struct Case
        {
            QStringList args;
            int code;
        };
        const Case cases[] = {{{QStringLiteral("status")}, 5},
                              {{QStringLiteral("rollback")}, 5},
                              {{QStringLiteral("confirm")}, 9},
                              {{QStringLiteral("apply")}, 5}};
        for (const Case &c : cases) {
            const ProgramRun r =
                pkexecHelper(c.args, readData(QStringLiteral("apply/plan-virtio.json")));
            QVERIFY2(r.code == c.code, qPrintable(c.args.join(QLatin1Char(' ')) +
                                                  QStringLiteral(": exit %1: ").arg(r.code) +
                                                  QString::fromUtf8(r.err)));
            QVERIFY2(r.err.contains("not a regular file, refused"), r.err.constData());
            QCOMPARE(snapshot(m_dir.path()), before);
        }
    }

    void unsafeStateDirRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("symlink") << QStringLiteral("symlink")
                                 << QStringLiteral("not a directory or a symbolic link, refused");
        QTest::newRow("var/lib a symlink")
            << QStringLiteral("parent symlink")
            << QStringLiteral("/var/lib: not a directory or a symbolic link, refused");
        QTest::newRow("a file") << QStringLiteral("file")
                                << QStringLiteral("not a directory or a symbolic link, refused");
        QTest::newRow("mode 0777")
            << QStringLiteral("0777") << QStringLiteral("mode 0777 lets others write to it");
        QTest::newRow("mode 0720")
            << QStringLiteral("0720") << QStringLiteral("mode 0720 lets others write to it");
        if (::geteuid() == 0)
            QTest::newRow("owned by nobody")
                << QStringLiteral("owner") << QStringLiteral("owned by uid 65534");
    }
    void unsafeStateDirRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        const QString elsewhere = outside() + QStringLiteral("/dir");
        QVERIFY(QDir().mkpath(elsewhere));
        QVERIFY(QDir().mkpath(m_root + QStringLiteral("/var/lib")));
        if (kind == QLatin1String("symlink")) {
            QVERIFY(QFile::link(elsewhere, stateDir()));
        } else if (kind == QLatin1String("parent symlink")) {
            QVERIFY(QDir().mkpath(outside() + QStringLiteral("/lib/irqatlas")));
            QVERIFY(QDir(m_root + QStringLiteral("/var/lib")).removeRecursively());
            QVERIFY(QFile::link(outside() + QStringLiteral("/lib"),
                                m_root + QStringLiteral("/var/lib")));
        } else if (kind == QLatin1String("file")) {
            QVERIFY(writeTreeFile(stateDir(), "not a directory\n"));
        } else {
            QVERIFY(QDir().mkpath(stateDir()));
            if (kind == QLatin1String("owner"))
                QCOMPARE(::chown(QFile::encodeName(stateDir()).constData(), 65534, 65534), 0);
            const mode_t mode =
                kind == QLatin1String("owner") ? 0700 : mode_t(kind.toInt(nullptr, 8));
            QCOMPARE(::chmod(QFile::encodeName(stateDir()).constData(), mode), 0);
        }
        const auto before = snapshot(m_dir.path());
        for (const QString &cmd : {QStringLiteral("apply"), QStringLiteral("rollback"),
                                   QStringLiteral("status"), QStringLiteral("confirm")}) {
            const ProgramRun r =
                pkexecHelper({cmd}, readData(QStringLiteral("apply/plan-virtio.json")));
            QVERIFY2(r.code == 5, qPrintable(cmd + QStringLiteral(": exit %1: ").arg(r.code) +
                                             QString::fromUtf8(r.err)));
            QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
            QCOMPARE(snapshot(m_dir.path()), before);
        }
    }

    // A journal on disk is hostile: rollback checks every entry like a plan
    // before it writes anything.
    void hostileJournalRefused_data()
    {
        QTest::addColumn<QByteArray>("entry");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("irq a path")
            << QByteArray(
                   R"({"irq": "25/../../../etc", "previous": "0-3", "requested": "1", "state": "written"})")
            << 5 << "entry 1: \"irq\" must be an integer from 0 to 16777216";
        QTest::newRow("irq fractional")
            << QByteArray(
                   R"({"irq": 25.5, "previous": "0-3", "requested": "1", "state": "written"})")
            << 5 << "entry 1: \"irq\" must be an integer";
        QTest::newRow("irq negative")
            << QByteArray(R"({"irq": -1, "previous": "0-3", "requested": "1", "state": "written"})")
            << 5 << "entry 1: \"irq\" must be an integer";
        QTest::newRow("irq huge")
            << QByteArray(
                   R"({"irq": 1e12, "previous": "0-3", "requested": "1", "state": "written"})")
            << 5 << "entry 1: \"irq\" must be an integer";
        QTest::newRow("previous not a cpulist")
            << QByteArray(
                   R"({"irq": 25, "previous": "0-3;reboot", "requested": "1", "state": "written"})")
            << 5 << "entry 1 (irq 25): \"previous\" is not a CPU list";
        QTest::newRow("previous a mask")
            << QByteArray(
                   R"({"irq": 25, "previous": "ffffffff", "requested": "1", "state": "written"})")
            << 5 << "entry 1 (irq 25): \"previous\" is not a CPU list";
        QTest::newRow("previous missing")
            << QByteArray(R"({"irq": 25, "requested": "1", "state": "written"})") << 5
            << "entry 1 (irq 25): missing \"previous\"";
        QTest::newRow("previous empty")
            << QByteArray(R"({"irq": 25, "previous": "", "requested": "1", "state": "written"})")
            << 4 << "journal entry 1 (irq 25): \"previous\": empty CPU list";
        QTest::newRow("previous offline")
            << QByteArray(R"({"irq": 25, "previous": "2-7", "requested": "1", "state": "written"})")
            << 4 << "journal entry 1 (irq 25): \"previous\": CPU 4-7 not online (online: 0-3)";
        QTest::newRow("previous far CPU")
            << QByteArray(
                   R"({"irq": 25, "previous": "4095", "requested": "1", "state": "writing"})")
            << 4 << "CPU 4095 not online";
        QTest::newRow("missing IRQ")
            << QByteArray(R"({"irq": 99, "previous": "0-3", "requested": "1", "state": "written"})")
            << 4 << "journal entry 1 (irq 99): ";
        QTest::newRow("symlinked IRQ")
            << QByteArray(R"({"irq": 77, "previous": "0-3", "requested": "1", "state": "written"})")
            << 4 << "symlinks are not followed";
        QTest::newRow("duplicate IRQ")
            << QByteArray(R"({"irq": 26, "previous": "0-3", "requested": "1", "state": "written"})")
            << 5 << "entry 1 (irq 26): duplicate IRQ";
        QTest::newRow("entry not an object") << QByteArray("42") << 5 << "entry 1: not an object";
    }
    void hostileJournalRefused()
    {
        QFETCH(QByteArray, entry);
        QFETCH(int, code);
        QFETCH(QString, message);
        QVERIFY(QDir().mkpath(stateDir()));
        // A good entry comes first: it must not be written either.
        const QByteArray journal =
            R"({"format": "irqatlas-journal", "version": 1, "state": "applied", "created": "", "updated": "",
            "entries": [{"irq": 26, "previous": "0-1", "requested": "2-3", "state": "written"}, )" +
            entry + "]}";
        QVERIFY(writeTreeFile(m_journal, journal));
        const auto before = snapshot(m_dir.path());
        const ProgramRun r = pkexecHelper({QStringLiteral("rollback")});
        QVERIFY2(r.code == code,
                 qPrintable(QStringLiteral("exit %1: ").arg(r.code) + QString::fromUtf8(r.err)));
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(m_journal) || code == 4, r.err.constData());
        QCOMPARE(snapshot(m_dir.path()), before);
        QCOMPARE(summaryOf(r.out).value(QStringLiteral("restored")).toInt(), 0);
    }

    void oversizedJournalRefused()
    {
        QVERIFY(QDir().mkpath(stateDir()));
        QFile f(m_journal);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(
            f.write(
                R"({"format": "irqatlas-journal", "version": 1, "state": "applied", "entries": [)") >
            0);
        QVERIFY(f.resize(16 * 1024 * 1024 + 1)); // sparse: costs no disk
        f.close();
        const auto before = snapshot(m_dir.path());
        for (const QString &cmd : {QStringLiteral("rollback"), QStringLiteral("status")}) {
            const ProgramRun r = pkexecHelper({cmd});
            QVERIFY2(r.code == 5, qPrintable(cmd + QStringLiteral(": exit %1: ").arg(r.code) +
                                             QString::fromUtf8(r.err)));
            QVERIFY2(
                r.err.contains("16777217 bytes, larger than the limit of 16777216 bytes, refused"),
                r.err.constData());
            QCOMPARE(snapshot(m_dir.path()), before);
        }
    }

    void oversizedPlanRefused()
    {
        const auto before = snapshot(m_dir.path());
        const QByteArray good = "{\"irq\": 25, \"match\": \"virtio5-req.0\", \"cpus\": \"1\"}";
        const ProgramRun r =
            pkexecHelper({QStringLiteral("apply")}, plan(good + QByteArray(1024 * 1024, ' ')));
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("stdin: plan larger than 1048576 bytes, refused"),
                 r.err.constData());
        QCOMPARE(summaryOf(r.out).value(QStringLiteral("result")).toString(),
                 QStringLiteral("invalid-plan"));
        QCOMPARE(snapshot(m_dir.path()), before);
    }

    void confirmationLineCapped()
    {
        // Junk while the helper waits is dropped with a message, not kept.
        const ProgramRun r = helper(
            {QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("60")},
            readData(QStringLiteral("apply/plan-virtio.json")) + "\n.\n" + QByteArray(200000, 'x') +
                "\nconfirm\n");
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(
                     "stdin: a line longer than 4096 bytes while waiting for \"confirm\", ignored"),
                 r.err.constData());
        QCOMPARE(journalState(m_journal), QStringLiteral("confirmed"));
    }

    void cliRefusesJournalPaths()
    {
        const QString cli = QStringLiteral(IRQATLAS_CLI_PATH);
        if (!QFileInfo(cli).isExecutable())
            QSKIP("irqatlas-cli is not built");
        const QString planPath = dataPath(QStringLiteral("apply/plan-virtio.json"));
        const auto before = snapshot(m_dir.path());
        // Refused before pkexec is asked: the helper would refuse them anyway.
        for (const QString &journal :
             QStringList{outside() + QStringLiteral("/victim"), QStringLiteral("../victim"),
                         QStringLiteral("a/b")}) {
            ProgramRun r =
                runWithInput(cli,
                             {QStringLiteral("apply"), planPath, QStringLiteral("--journal"),
                              journal, QStringLiteral("--force")},
                             {});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("irqatlas-helper keeps its journals in /var/lib/irqatlas and "
                                    "takes only a name there"),
                     r.err.constData());
            r = runWithInput(cli, {QStringLiteral("rollback"), journal}, {});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("takes only a name there"), r.err.constData());
        }
        QCOMPARE(snapshot(m_dir.path()), before);
    }

    // irqatlas-cli confirm from another process keeps what a waiting
    // irqatlas-cli apply holds; then nothing waits any more (exit 9).
    void cliConfirmKeepsWaitingApply()
    {
        const QString cli = QStringLiteral(IRQATLAS_CLI_PATH);
        if (!QFileInfo(cli).isExecutable())
            QSKIP("irqatlas-cli is not built");
        const QString name = QStringLiteral("rollout-1.json");
        const QString journal = stateDir() + QLatin1Char('/') + name;
        const QStringList confirmArgs{QStringLiteral("confirm"), QStringLiteral("--journal"), name,
                                      QStringLiteral("--root"), m_root};
        ProgramRun c = runWithInput(cli, confirmArgs, {});
        QCOMPARE(c.code, 9);
        QVERIFY2(c.err.contains("no journal") || c.err.contains(name.toUtf8()), c.err.constData());

        QProcess apply;
        apply.start(cli,
                    {QStringLiteral("apply"), dataPath(QStringLiteral("apply/plan-virtio.json")),
                     QStringLiteral("--root"), m_root, QStringLiteral("--journal"), name,
                     QStringLiteral("--confirm-timeout"), QStringLiteral("300"),
                     QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(apply.waitForStarted(60000));
        apply.closeWriteChannel(); // no answer on stdin: only the other process confirms
        QVERIFY(QTest::qWaitFor(
            [&] { return journalState(journal) == QLatin1String("awaiting-confirm"); }, 120000));
        c = runWithInput(cli, confirmArgs, {});
        QCOMPARE(c.code, 0);
        QVERIFY2(c.err.contains("confirmation sent"), c.err.constData());
        QVERIFY(apply.waitForFinished(120000));
        QCOMPARE(apply.exitCode(), 0);
        const QByteArray out = apply.readAllStandardOutput();
        QVERIFY2(out.contains("\"journal_state\":\"confirmed\""), out.constData());
        QCOMPARE(journalState(journal), QStringLiteral("confirmed"));
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("1\n"));
        c = runWithInput(cli, confirmArgs, {});
        QCOMPARE(c.code, 9);
        QVERIFY2(c.err.contains("nothing awaits confirmation"), c.err.constData());
    }

    void cliConfirmRefusesBadInput()
    {
        const QString cli = QStringLiteral(IRQATLAS_CLI_PATH);
        if (!QFileInfo(cli).isExecutable())
            QSKIP("irqatlas-cli is not built");
        const auto before = snapshot(m_dir.path());
        for (const QString &journal :
             QStringList{outside() + QStringLiteral("/victim"), QStringLiteral("../victim"),
                         QStringLiteral("a/b"), QStringLiteral(".hidden")}) {
            const ProgramRun r = runWithInput(
                cli, {QStringLiteral("confirm"), QStringLiteral("--journal"), journal}, {});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("takes only a name there"), r.err.constData());
        }
        const ProgramRun r =
            runWithInput(cli, {QStringLiteral("confirm"), QStringLiteral("x")}, {});
        QCOMPARE(r.code, 2);
        QCOMPARE(snapshot(m_dir.path()), before);
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
        ProgramRun r = runWithInput(cli,
                                    {QStringLiteral("apply"), renumberedPath,
                                     QStringLiteral("--root"), m_root, QStringLiteral("--journal"),
                                     m_journal, QStringLiteral("--format"), QStringLiteral("json")},
                                    {});
        QCOMPARE(r.code, 0);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/30/smp_affinity_list")),
                 QByteArray("0-3\n"));
        r = runWithInput(
            cli, {QStringLiteral("rollback"), m_journal, QStringLiteral("--root"), m_root}, {});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("reverted"));
        QCOMPARE(treeFiles(m_root), before);
        // A plan with an offline CPU is refused by the helper; the CLI says so and exits 1.
        QByteArray offline = readData(QStringLiteral("apply/plan-virtio.json"));
        offline.replace("\"cpus\": \"3\"", "\"cpus\": \"7\"");
        const QString offlinePath = m_dir.filePath(QStringLiteral("offline.json"));
        QVERIFY(writeTreeFile(offlinePath, offline));
        r = runWithInput(cli,
                         {QStringLiteral("apply"), offlinePath, QStringLiteral("--root"), m_root,
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
