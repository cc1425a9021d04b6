// The private sshd of the SSH tests (tests/support/sshd.h) dies with the test
// that started it: a test program that is killed (ctest's timeout) or aborts
// (a failed assertion, a sanitizer report) leaves no server and no session
// process behind to hold the port or keep ctest reading its output. The test
// runs itself again as a child that starts the fixture and opens a session,
// then kills that child and looks for what it left.

#include "sshd.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <unistd.h>

using namespace irqatlas::test;

namespace {

const char kChildEnv[] = "IRQATLAS_SSHD_FIXTURE_CHILD";

// Running (a zombie has ended: only its parent's bookkeeping is left).
bool running(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray stat = f.readAll();
    const qsizetype close = stat.lastIndexOf(')');
    return close >= 0 && stat.mid(close + 2, 1) != "Z" && stat.mid(close + 2, 1) != "X";
}

// Ids of running processes whose command line is exactly `args`.
QList<qint64> processesRunning(const QList<QByteArray> &args)
{
    const QByteArray want = args.join('\0') + '\0';
    QList<qint64> out;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &e : entries) {
        bool ok = false;
        const qint64 pid = e.toLongLong(&ok);
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (f.open(QIODevice::ReadOnly) && f.readAll() == want && running(pid))
            out << pid;
    }
    return out;
}

// The child: starts the fixture and a session that runs `sleep <marker>` on
// the server, says "ready <server pid> <port> <namespace>" (or "skip
// <reason>") on stdout, then does what stdin says: "abort" aborts; otherwise
// it waits to be killed.
int childMain(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    SshdFixture sshd;
    if (!sshd.start()) {
        std::cout << "skip " << sshd.skipReason().toStdString() << std::endl;
        return 0;
    }
    const QString marker = qEnvironmentVariable("IRQATLAS_SSHD_FIXTURE_MARKER");
    // A session process below the server, as a test's ssh commands leave while
    // they run.
    QProcess ssh;
    ssh.setStandardInputFile(QProcess::nullDevice());
    ssh.setStandardOutputFile(QProcess::nullDevice());
    ssh.setStandardErrorFile(QProcess::nullDevice());
    ssh.start(QStringLiteral("/usr/bin/ssh"),
              {QStringLiteral("-F"), sshd.clientConfig(), QStringLiteral("-p"),
               QString::number(sshd.port()), QStringLiteral("-l"),
               sshd.target().section(QLatin1Char('@'), 0, 0), sshd.host(),
               QStringLiteral("exec sleep ") + marker});
    if (!ssh.waitForStarted(60000)) {
        std::cout << "skip cannot start ssh" << std::endl;
        return 0;
    }
    std::cout << "ready " << sshd.serverPid() << ' ' << sshd.port() << ' '
              << (sshd.killsSessionsWithIt() ? 1 : 0) << std::endl;
    std::string line;
    if (std::getline(std::cin, line) && line == "abort")
        std::abort();
    for (;;)
        ::pause();
}

} // namespace

class TestSshdFixture : public QObject
{
    Q_OBJECT

private slots:
    void serverDiesWithTheTest_data()
    {
        QTest::addColumn<bool>("abort");
        QTest::newRow("killed (ctest timeout)") << false;
        QTest::newRow("aborted (failed check, sanitizer report)") << true;
    }
    void serverDiesWithTheTest()
    {
        QFETCH(bool, abort);
        const QByteArray marker =
            QByteArray::number(700000 + QRandomGenerator::global()->bounded(200000));
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QLatin1String(kChildEnv), QStringLiteral("1"));
        env.insert(QStringLiteral("IRQATLAS_SSHD_FIXTURE_MARKER"), QString::fromLatin1(marker));
        // A child that aborts on purpose must not dump a sanitizer report or a core.
        env.insert(QStringLiteral("ASAN_OPTIONS"), QStringLiteral("detect_leaks=0"));
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted(60000));
        QByteArray said;
        QTRY_VERIFY_WITH_TIMEOUT((said += child.readAll()).contains('\n') ||
                                     child.state() == QProcess::NotRunning,
                                 120000);
        said = said.trimmed();
        if (said.startsWith("skip "))
            QSKIP(said.constData());
        const QList<QByteArray> f = said.split(' ');
        QVERIFY2(f.size() == 4 && f.at(0) == "ready", said.constData());
        const qint64 server = f.at(1).toLongLong();
        const bool sessionsToo = f.at(3) == "1";
        QVERIFY(server > 0);
        QVERIFY(running(server));
        const QList<QByteArray> session = {"sleep", marker};
        QTRY_VERIFY_WITH_TIMEOUT(!processesRunning(session).isEmpty(), 120000);

        if (abort) {
            child.write("abort\n");
            QVERIFY(child.waitForFinished(60000));
        } else {
            ::kill(pid_t(child.processId()), SIGKILL);
            QVERIFY(child.waitForFinished(60000));
        }
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        QTRY_VERIFY_WITH_TIMEOUT(!running(server), 60000);
        if (!sessionsToo)
            QSKIP("no PID namespace for sshd here: its session processes may outlive it");
        QTRY_VERIFY2_WITH_TIMEOUT(processesRunning(session).isEmpty(),
                                  "a session process outlived the test", 60000);
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet(kChildEnv))
        return childMain(argc, argv);
    QCoreApplication app(argc, argv);
    TestSshdFixture t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_sshdfixture.moc"
