// What a running irqbalance says over its control socket: "stats" (its tree
// with loads and the IRQs on each object) and "setup" (interval, banned IRQs
// and CPUs) parsed under caps, hostile answers refused naming the source;
// and, as root, a real irqbalance daemon started over a private copy of
// /proc/irq (so it never moves this machine's interrupts) asked through
// its socket and through `irqatlas-cli irqbalance`.
#include "applytree.h"
#include "faketree.h"
#include "irqbalancedaemon.h"
#include "procfs/irqbalance.h"
#include "procfs/irqbalancesocket.h"
#include "procfs/irqbalancetree.h"
#include "treefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <csignal>
#include <cstddef>
#include <cstring>
#include <string_view>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const char kStats[] =
    "TYPE 3 NUMBER -1 LOAD 0 SAVE_MODE 0 TYPE 3 NUMBER 0 LOAD 30 SAVE_MODE 0 "
    "TYPE 2 NUMBER 0 LOAD 30 SAVE_MODE 0 TYPE 1 NUMBER 0 LOAD 20 SAVE_MODE 0 "
    "TYPE 0 NUMBER 1 LOAD 20 SAVE_MODE 0 IRQ 37 LOAD 15 DIFF 3 CLASS 4 IRQ 35 LOAD 5 DIFF 0 "
    "CLASS 2 TYPE 1 NUMBER 1 LOAD 10 SAVE_MODE 1 TYPE 0 NUMBER 0 LOAD 10 SAVE_MODE 0 "
    "IRQ 36 LOAD 10 DIFF 1 CLASS 2 ";

std::size_t countIrqs(const IrqbalanceObject &o)
{
    std::size_t n = o.irqs.size();
    for (const IrqbalanceObject &c : o.children)
        n += countIrqs(c);
    return n;
}

} // namespace

class TestIrqbalanceSocket : public QObject
{
    Q_OBJECT
private slots:
    void statsTree()
    {
        auto t = parseIrqbalanceStats(kStats, QStringLiteral("stats"));
        QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
        QCOMPARE(t->size(), std::size_t(2)); // the unspecified node and node 0
        QCOMPARE((*t)[0].number, -1);
        const IrqbalanceObject &node = (*t)[1];
        QCOMPARE(node.typeName(), QStringLiteral("node"));
        QCOMPARE(node.children.size(), std::size_t(1));
        const IrqbalanceObject &pkg = node.children[0];
        QCOMPARE(pkg.children.size(), std::size_t(2)); // two cache domains
        const IrqbalanceObject &cache1 = pkg.children[1];
        QVERIFY(cache1.powerSave);
        QCOMPARE(cache1.children.size(), std::size_t(1));
        const IrqbalanceObject &cpu1 = pkg.children[0].children[0];
        QCOMPARE(cpu1.typeName(), QStringLiteral("cpu"));
        QCOMPARE(cpu1.number, 1);
        QCOMPARE(cpu1.irqs.size(), std::size_t(2));
        QCOMPARE(cpu1.irqs[0].irq, 37);
        QCOMPARE(cpu1.irqs[0].load, std::uint64_t(15));
        QCOMPARE(cpu1.irqs[0].className(), QStringLiteral("ethernet"));
        QCOMPARE(cpu1.irqs[1].className(), QStringLiteral("storage"));
        QCOMPARE(countIrqs(node), std::size_t(3));
    }

    void setupBans()
    {
        IrqbalanceView v;
        QVERIFY(parseIrqbalanceSetup("SLEEP 10 IRQ 24 LOAD 0 DIFF 0 CLASS 0 BANNED 00000005",
                                     QStringLiteral("setup"), v)
                    .ok());
        QCOMPARE(v.sleepSeconds.value_or(-1), 10);
        QCOMPARE(v.bannedIrqs.size(), std::size_t(1));
        QCOMPARE(v.bannedIrqs[0].irq, 24);
        QVERIFY(v.bannedCpus);
        QCOMPARE(v.bannedCpus->toListString(), QStringLiteral("0,2"));
    }

    void hostileAnswers_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("stats");
        QTest::newRow("irq before object") << QByteArray("IRQ 5 LOAD 0 DIFF 0 CLASS 0") << true;
        QTest::newRow("bad type") << QByteArray("TYPE 9 NUMBER 0 LOAD 0 SAVE_MODE 0") << true;
        QTest::newRow("negative number")
            << QByteArray("TYPE 0 NUMBER -7 LOAD 0 SAVE_MODE 0") << true;
        QTest::newRow("huge irq") << QByteArray("TYPE 0 NUMBER 0 LOAD 0 SAVE_MODE 0 IRQ "
                                                "99999999999 LOAD 0 DIFF 0 CLASS 0")
                                  << true;
        QTest::newRow("cut off") << QByteArray("TYPE 0 NUMBER 0 LOAD") << true;
        QTest::newRow("garbage") << QByteArray("hello world") << true;
        QTest::newRow("over cap") << QByteArray((1 << 20) + 1, ' ') << true;
        QTest::newRow("setup garbage") << QByteArray("SLEEP ten") << false;
        QTest::newRow("setup bad mask") << QByteArray("BANNED zz") << false;
        QTest::newRow("setup unknown") << QByteArray("SLEEP 10 WHAT 3") << false;
    }

    void hostileAnswers()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, stats);
        const QString source = QStringLiteral("irqbalance[42] answer");
        const std::string_view v(text.constData(), std::size_t(text.size()));
        QString error;
        if (stats) {
            auto t = parseIrqbalanceStats(v, source);
            QVERIFY(!t.ok());
            error = t.errorString();
        } else {
            IrqbalanceView view;
            auto s = parseIrqbalanceSetup(v, source, view);
            QVERIFY(!s.ok());
            error = s.errorString();
        }
        QVERIFY2(error.contains(source), qPrintable(error));
    }

    // The CLI and the Apply dialog let the helper ban instead of asking for
    // --force only where the daemon's socket is listed.
    void socketListed()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        for (const char *pid : {"812", "900", "77", "500"})
            QVERIFY(writeTreeFile(
                root + QStringLiteral("/proc/%1/status").arg(QLatin1String(pid)),
                QByteArray("Name:\tirqbalance\nUid:\t") +
                    (pid == std::string_view("500") ? "1000\t0\t0\t0\n" : "0\t0\t0\t0\n")));
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/812/comm"), "irqbalance\n"));
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/900/comm"), "irqbalance\n"));
        // A user's own process of that name, with the socket name bound: not a daemon.
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/500/comm"), "irqbalance\n"));
        QVERIFY(writeTreeFile(
            root + QStringLiteral("/proc/net/unix"),
            "Num       RefCount Protocol Flags    Type St Inode Path\n"
            "0000000000000000: 00000002 00000000 00010000 0001 01 23061 "
            "/run/irqbalance/irqbalance812.sock\n"
            "0000000000000000: 00000002 00000000 00010000 0001 01 23062 @irqbalance900.sock\n"
            "0000000000000000: 00000002 00000000 00010000 0001 01 23063 "
            "/tmp/irqbalance77.sock\n"
            "0000000000000000: 00000002 00000000 00010000 0001 01 23064 @irqbalance500.sock\n"));
        const DirHostSource host(root);
        QVERIFY(irqbalanceSocketListed(host, 812));
        QVERIFY(irqbalanceSocketListed(host, 900));
        QVERIFY(!irqbalanceSocketListed(host, 77)); // not irqbalance's directory
        QVERIFY(!irqbalanceSocketListed(host, 81));
        QVERIFY(!irqbalanceSocketListed(host, 8)); // a prefix of 812 and 900 is no match
        IrqbalanceState s = detectIrqbalance(host, false);
        QCOMPARE(s.pids, (std::vector<int>{812, 900}));
        QVERIFY(s.bansThroughSocket());
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/77/comm"), "irqbalance\n"));
        s = detectIrqbalance(host, false);
        QVERIFY(s.running());
        QVERIFY(!s.bansThroughSocket()); // one daemon without a socket: --force as before
    }

    // A real process of another user named irqbalance (dash copied under
    // that name, run as nobody) is no daemon: it could move no IRQ, and the
    // helper would refuse its socket, so it must not be counted.
    void userProcessNamedIrqbalanceNotCounted()
    {
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (::geteuid() != 0 || setpriv.isEmpty())
            QSKIP("needs root and setpriv to run a process as another user");
        QTemporaryDir dir;
        const QString prog = dir.filePath(QStringLiteral("irqbalance"));
        QVERIFY(QFile::copy(QStringLiteral("/bin/sh"), prog));
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner |
                                                      QFile::ExeOwner | QFile::ReadOther |
                                                      QFile::ExeOther));
        QVERIFY(QFile::setPermissions(prog, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther |
                                                QFile::ExeOther));
        QProcess p;
        p.start(setpriv, {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                          QStringLiteral("--clear-groups"), prog, QStringLiteral("-c"),
                          QStringLiteral("echo ready; read x")});
        const auto stop = qScopeGuard([&p] {
            p.closeWriteChannel();
            if (!p.waitForFinished(10000))
                p.kill();
            p.waitForFinished();
        });
        if (!p.waitForReadyRead(30000) || !p.readAllStandardOutput().startsWith("ready"))
            QSKIP("could not run a process as uid 65534");
        const int pid = int(p.processId());
        QCOMPARE(fileBytes(QStringLiteral("/proc/%1/comm").arg(pid)), QByteArray("irqbalance\n"));
        const auto host = openLocalHost();
        const std::vector<int> pids = irqbalancePids(*host);
        QVERIFY(std::find(pids.begin(), pids.end(), pid) == pids.end());
        const IrqbalanceState s = detectIrqbalance(*host, false);
        QVERIFY(std::find(s.pids.begin(), s.pids.end(), pid) == s.pids.end());
    }

    void noDaemonSaysSo()
    {
        // No process has pid 0: nothing listens there.
        auto r = askIrqbalance(0, "stats", 2000);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(QStringLiteral("irqbalance")),
                 qPrintable(r.errorString()));
    }

    void realDaemon()
    {
        if (const QString why = IrqbalanceDaemon::cannotRun(); !why.isEmpty())
            QSKIP(qPrintable(why));
        IrqbalanceDaemon daemon;
        QVERIFY2(daemon.start({QStringLiteral("--banirq=4242")}), qPrintable(daemon.error()));
        const int pid = daemon.pid();
        auto view = readIrqbalanceView(pid);
        QVERIFY2(view.ok(), qPrintable(view.ok() ? QString() : view.errorString()));
        QCOMPARE(view->sleepSeconds.value_or(-1), 1);
        std::size_t cpus = 0;
        for (const IrqbalanceObject &n : view->nodes)
            cpus += irqbalanceCpuCount(n);
        QCOMPARE(long(cpus), ::sysconf(_SC_NPROCESSORS_ONLN));
        QCOMPARE(daemon.bannedIrqs(), std::vector<int>{4242});

        ProgramRun cli =
            runCli({QStringLiteral("irqbalance"), QStringLiteral("--format"),
                    QStringLiteral("json"), QStringLiteral("--pid"), QString::number(pid)});
        QCOMPARE(cli.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(cli.out).object();
        QCOMPARE(o.value(QStringLiteral("format")).toString(),
                 QStringLiteral("irqatlas-irqbalance"));
        QCOMPARE(o.value(QStringLiteral("pid")).toInt(), pid);
        QCOMPARE(o.value(QStringLiteral("interval")).toInt(), 1);
        QVERIFY(o.value(QStringLiteral("tree")).toArray().size() > 0);
        ProgramRun table =
            runCli({QStringLiteral("irqbalance"), QStringLiteral("--pid"), QString::number(pid)});
        QCOMPARE(table.code, 0);
        QVERIFY(table.out.contains("cpu "));

        // The helper's verb, what a user's irqatlas-cli irqbalance reads.
        if (const QString helper = testRootHelper(); !helper.isEmpty()) {
            const ProgramRun h = runWithInput(
                helper,
                {QStringLiteral("irqbalance"), QStringLiteral("--pid"), QString::number(pid)}, {});
            QCOMPARE(h.code, 0);
            auto answers = readIrqbalanceAnswersJson(h.out, QStringLiteral("helper"));
            QVERIFY2(answers.ok(), qPrintable(answers.ok() ? QString() : answers.errorString()));
            QCOMPARE(answers->pid, pid);
            QCOMPARE(answers->view.bannedIrqs.size(), std::size_t(1));
            QCOMPARE(answers->view.bannedIrqs[0].irq, 4242);
            const ProgramRun none = runWithInput(
                helper,
                {QStringLiteral("irqbalance"), QStringLiteral("--pid"), QStringLiteral("1")}, {});
            QCOMPARE(none.code, 9); // pid 1 is no irqbalance: its socket is never asked
            QVERIFY2(none.err.contains("no irqbalance runs with that pid"), none.err.constData());
        }
    }

    void helperAnswersChecked_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        const QByteArray good = irqbalanceAnswersJson(42, kStats, "SLEEP 10 BANNED 0");
        QTest::newRow("good") << good << QString();
        QTest::newRow("not json") << QByteArray("SLEEP 10") << QStringLiteral("format");
        QTest::newRow("other format")
            << QByteArray(good).replace("irqatlas-irqbalance-answers", "irqatlas-cost")
            << QStringLiteral("format");
        QTest::newRow("pid string")
            << QByteArray(good).replace("\"pid\":42", "\"pid\":\"42\"") << QStringLiteral("pid");
        QTest::newRow("pid fraction")
            << QByteArray(good).replace("\"pid\":42", "\"pid\":4.5") << QStringLiteral("pid");
        QTest::newRow("setup garbage")
            << irqbalanceAnswersJson(42, kStats, "SLEEP ten") << QStringLiteral("setup");
        QTest::newRow("stats not a string")
            << QByteArray(R"({"format":"irqatlas-irqbalance-answers","version":1,"pid":42,)"
                          R"("stats":5,"setup":""})")
            << QStringLiteral("strings");
        QTest::newRow("over 4 MiB") << QByteArray((4 << 20) + 1, ' ') << QStringLiteral("bytes");
    }
    void helperAnswersChecked()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        auto a = readIrqbalanceAnswersJson(json, QStringLiteral("helper output"));
        if (message.isEmpty()) {
            QVERIFY2(a.ok(), qPrintable(a.ok() ? QString() : a.errorString()));
            QCOMPARE(a->pid, 42);
            QCOMPARE(a->view.sleepSeconds.value_or(-1), 10);
            return;
        }
        QVERIFY(!a.ok());
        QVERIFY2(a.errorString().startsWith(QStringLiteral("helper output: ")) &&
                     a.errorString().contains(message),
                 qPrintable(a.errorString()));
    }

    // A socket under the daemon's name that another process bound gets
    // nothing: its owner is not the pid it is named after.
    void foreignSocketRefused()
    {
        const int pid = int(::getpid());
        const QByteArray name = "irqbalance" + QByteArray::number(pid + 1) + ".sock";
        if (QFileInfo::exists(QStringLiteral("/run/irqbalance/") + QString::fromLatin1(name)))
            QSKIP("a file socket of that name exists");
        const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        QVERIFY(fd >= 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        std::memcpy(addr.sun_path + 1, name.constData(), std::size_t(name.size()));
        const auto len = socklen_t(offsetof(sockaddr_un, sun_path) + 1 + std::size_t(name.size()));
        const bool bound =
            ::bind(fd, reinterpret_cast<const sockaddr *>(&addr), len) == 0 && ::listen(fd, 1) == 0;
        const auto closeFd = qScopeGuard([fd] { ::close(fd); });
        if (!bound)
            QSKIP("cannot bind the abstract socket");
        auto r = askIrqbalance(pid + 1, "stats", 2000);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(QStringLiteral("belongs to pid %1").arg(pid)),
                 qPrintable(r.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestIrqbalanceSocket)
#include "tst_irqbalancesocket.moc"
