// irqatlas-helper-testroot while an apply waits for confirmation: whatever
// ends or stops the helper (an ending signal, SIGKILL, SIGSTOP of its
// process group, a terminal's stop signal), the plan is rolled back by the
// deadline and the journal says so; a confirmed apply's watchdog leaves
// without touching anything. Every wait is for an event (a process exit, a
// journal state), with a generous bound only as a failure guard.

#include "applytree.h"
#include "faketree.h"
#include "testdata.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <unistd.h>

using namespace irqatlas::test;

namespace {

// Only a failure guard: a correct helper and watchdog end long before.
constexpr int kGuardMs = 120000;

// The state letter of /proc/PID/stat ('T' stopped, 'Z' zombie), 0 when gone.
char processState(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = f.readAll();
    const qsizetype close = stat.lastIndexOf(')');
    return close >= 0 && close + 2 < stat.size() ? stat.at(close + 2) : 0;
}

// Ended: gone, or a zombie its stopped parent has not reaped.
bool ended(qint64 pid)
{
    const char s = processState(pid);
    return s == 0 || s == 'Z';
}

// A JSON line of the helper's output holding key, or an empty object.
QJsonObject lineWith(const QByteArray &out, const QString &key)
{
    for (const QByteArray &line : out.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(key))
            return o;
    }
    return {};
}

} // namespace

class TestHelperWatchdog : public QObject
{
    Q_OBJECT

    QString m_helper;
    QTemporaryDir m_dir;
    QString m_root;
    QString m_journal;
    QByteArray m_out;

    // Starts an apply that waits timeout seconds, in a process group of its
    // own (as a terminal's job would be), its stdin left open; returns the
    // watchdog's pid once the helper has said it (0 when it never does).
    qint64 startWaiting(QProcess &p, int timeout)
    {
        m_out.clear();
        p.setChildProcessModifier([] { ::setpgid(0, 0); });
        p.start(m_helper, {QStringLiteral("apply"), QStringLiteral("--root"), m_root,
                           QStringLiteral("--journal"), m_journal,
                           QStringLiteral("--confirm-timeout"), QString::number(timeout)});
        if (!p.waitForStarted(kGuardMs))
            return 0;
        p.write(readData(QStringLiteral("apply/plan-virtio.json")) + "\n.\n");
        qint64 pid = 0;
        [[maybe_unused]] const bool answered = QTest::qWaitFor(
            [&] {
                m_out += p.readAllStandardOutput();
                pid = lineWith(m_out, QStringLiteral("watchdog"))
                          .value(QStringLiteral("watchdog"))
                          .toInteger();
                return pid > 0 || p.state() == QProcess::NotRunning;
            },
            kGuardMs);
        return pid;
    }

    QJsonObject endedLine(QProcess &p)
    {
        m_out += p.readAllStandardOutput();
        return lineWith(m_out, QStringLiteral("ended")).value(QStringLiteral("ended")).toObject();
    }

    QByteArray affinity(int irq) const
    {
        return treeFile(m_root, QStringLiteral("/proc/irq/%1/smp_affinity_list").arg(irq));
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
        m_journal = m_root + QStringLiteral("/var/lib/irqatlas/journal.json");
    }

    // Catchable signals that would end the helper (`timeout`, a stopped
    // systemd scope, Ctrl-C and Ctrl-\ in the terminal, a hangup): rolled
    // back at once, long before the deadline.
    void endingSignalRollsBackAtOnce_data()
    {
        QTest::addColumn<int>("signo");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGQUIT") << int(SIGQUIT);
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGHUP") << int(SIGHUP);
        QTest::newRow("SIGUSR1") << int(SIGUSR1);
    }

    void endingSignalRollsBackAtOnce()
    {
        QFETCH(int, signo);
        const auto before = treeFiles(m_root);
        QProcess p;
        const qint64 dog = startWaiting(p, 600);
        QVERIFY2(dog > 0, m_out.constData());
        QCOMPARE(affinity(28), QByteArray("3\n"));
        ::kill(pid_t(p.processId()), signo);
        QVERIFY(p.waitForFinished(kGuardMs));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 8);
        QVERIFY2(p.readAllStandardError().contains("rolling back now"), "no message");
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
        const QJsonObject e = endedLine(p);
        QCOMPARE(e.value(QStringLiteral("by")).toString(), QStringLiteral("signal"));
        QCOMPARE(e.value(QStringLiteral("journal_state")).toString(),
                 QStringLiteral("rolled-back"));
        // Released: the watchdog leaves at once, touching nothing.
        QVERIFY(QTest::qWaitFor([&] { return ended(dog); }, kGuardMs));
        QCOMPARE(treeFiles(m_root), before);
    }

    // SIGKILL cannot be caught: the watchdog, in a session of its own, rolls
    // the plan back at the deadline, also when the whole group is killed.
    void killedHelperWatchdogRollsBack_data()
    {
        QTest::addColumn<bool>("group");
        QTest::newRow("helper") << false;
        QTest::newRow("group") << true;
    }

    void killedHelperWatchdogRollsBack()
    {
        QFETCH(bool, group);
        const auto before = treeFiles(m_root);
        QProcess p;
        const qint64 dog = startWaiting(p, 2);
        QVERIFY2(dog > 0, m_out.constData());
        const pid_t pid = pid_t(p.processId());
        ::kill(group ? -pid : pid, SIGKILL);
        QVERIFY(p.waitForFinished(kGuardMs));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
        QVERIFY(QTest::qWaitFor([&] { return ended(dog); }, kGuardMs));
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
    }

    // A stopped helper stops no clock: the watchdog is outside its process
    // group and rolls back at the deadline; the helper, let go on, says so.
    void stoppedHelperWatchdogRollsBack()
    {
        const auto before = treeFiles(m_root);
        QProcess p;
        const qint64 dog = startWaiting(p, 2);
        QVERIFY2(dog > 0, m_out.constData());
        const pid_t group = pid_t(p.processId());
        ::kill(-group, SIGSTOP);
        QVERIFY(QTest::qWaitFor([&] { return processState(group) == 'T'; }, kGuardMs));
        QVERIFY(QTest::qWaitFor([&] { return ended(dog); }, kGuardMs));
        QCOMPARE(processState(group), 'T'); // still stopped: the watchdog did it
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
        ::kill(-group, SIGCONT);
        QVERIFY(p.waitForFinished(kGuardMs));
        QCOMPARE(p.exitCode(), 8);
        QVERIFY(p.readAllStandardError().contains("the watchdog rolled the plan back"));
        const QJsonObject e = endedLine(p);
        QCOMPARE(e.value(QStringLiteral("by")).toString(), QStringLiteral("watchdog"));
        QCOMPARE(e.value(QStringLiteral("journal_state")).toString(),
                 QStringLiteral("rolled-back"));
        QCOMPARE(treeFiles(m_root), before);
    }

    // Ctrl-Z in the terminal would stop the helper and its clock: ignored,
    // the helper itself rolls back at its deadline.
    void terminalStopIgnored()
    {
        const auto before = treeFiles(m_root);
        QProcess p;
        const qint64 dog = startWaiting(p, 2);
        QVERIFY2(dog > 0, m_out.constData());
        ::kill(-pid_t(p.processId()), SIGTSTP);
        QVERIFY(p.waitForFinished(kGuardMs));
        QCOMPARE(p.exitCode(), 8);
        QCOMPARE(endedLine(p).value(QStringLiteral("by")).toString(), QStringLiteral("timeout"));
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_journal), QStringLiteral("rolled-back"));
        QVERIFY(QTest::qWaitFor([&] { return ended(dog); }, kGuardMs));
    }

    // Confirmed: the helper releases the watchdog, which leaves at once and
    // never rolls back.
    void confirmedWatchdogLeaves()
    {
        QProcess p;
        const qint64 dog = startWaiting(p, 600);
        QVERIFY2(dog > 0, m_out.constData());
        p.write("confirm\n");
        QVERIFY(p.waitForFinished(kGuardMs));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(QTest::qWaitFor([&] { return ended(dog); }, kGuardMs));
        QCOMPARE(affinity(25), QByteArray("1\n"));
        QCOMPARE(affinity(28), QByteArray("3\n"));
        QCOMPARE(journalState(m_journal), QStringLiteral("confirmed"));
        const QJsonObject e = endedLine(p);
        QCOMPARE(e.value(QStringLiteral("by")).toString(), QStringLiteral("confirm"));
        QCOMPARE(e.value(QStringLiteral("journal_state")).toString(), QStringLiteral("confirmed"));
    }
};

QTEST_GUILESS_MAIN(TestHelperWatchdog)
#include "tst_helperwatchdog.moc"
