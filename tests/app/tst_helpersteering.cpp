// The test build of the root helper on a live kernel, in a network and mount
// namespace of the test's own: a veth pair with 4 queues a side, GRO and
// threaded NAPI on, so real napi/v0-ID kernel threads exist. The helper
// writes v0's queue files and moves one of those threads, reads them back,
// rolls back, and reverts by itself when not confirmed. Everything it
// touches is made and destroyed by the test: never this machine's own
// interrupts, queues or threads.

#include "applytree.h"
#include "faketree.h"
#include "procfs/netdevnetlink.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sched.h>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

QString findTool(const char *name)
{
    const QString n = QLatin1String(name);
    QString p = QStandardPaths::findExecutable(n);
    if (p.isEmpty())
        p = QStandardPaths::findExecutable(n,
                                           {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
    return p;
}

// A shell that holds the namespaces (unshare execs it in them) until its
// stdin closes; commands run in them through nsenter. The veth is named
// after this test's pid, so that its napi/IF-ID threads are told apart from
// any other test's veth in /proc (the threads' comm is global).
class NetNamespace
{
public:
    const QString name = QStringLiteral("iq%1").arg(::getpid() % 1000);

    ~NetNamespace()
    {
        if (m_holder.state() != QProcess::NotRunning) {
            m_holder.closeWriteChannel(); // "read" ends, the namespace and its veth go
            if (!m_holder.waitForFinished(60000))
                m_holder.kill();
            m_holder.waitForFinished();
        }
    }

    // Empty when ready, else why not; skip: the kernel has no veth or
    // threaded NAPI here (not a failure of irqatlas).
    QString start(bool &skip)
    {
        skip = false;
        const QString script =
            QStringLiteral("PATH=$PATH:/usr/sbin:/sbin\n"
                           "mount -t sysfs sysfs /sys || exit 77\n"
                           "ip link add V numrxqueues 4 numtxqueues 4 type veth peer name Vp "
                           "numrxqueues 4 numtxqueues 4 || exit 77\n"
                           "ip link set V up && ip link set Vp up || exit 1\n"
                           "ethtool -K V gro on >/dev/null || exit 1\n"
                           "echo 1 > /sys/class/net/V/threaded 2>/dev/null || exit 78\n"
                           "[ \"$(cat /sys/class/net/V/threaded)\" = 1 ] || exit 78\n"
                           "echo ready\n"
                           "read x\n")
                .replace(QLatin1Char('V'), name);
        m_holder.start(QStringLiteral("unshare"),
                       {QStringLiteral("-n"), QStringLiteral("-m"), QStringLiteral("sh"),
                        QStringLiteral("-c"), script});
        if (!m_holder.waitForStarted(60000))
            return QStringLiteral("unshare did not start");
        while (!m_holder.readAllStandardOutput().contains("ready")) {
            if (m_holder.state() == QProcess::NotRunning || !m_holder.waitForReadyRead(60000)) {
                if (m_holder.state() != QProcess::NotRunning)
                    continue;
                skip = m_holder.exitCode() == 77 || m_holder.exitCode() == 78;
                return QStringLiteral("namespace setup ended with %1: %2")
                    .arg(m_holder.exitCode())
                    .arg(QString::fromLocal8Bit(m_holder.readAllStandardError()));
            }
        }
        m_ready = true;
        return {};
    }
    // start() succeeded.
    bool ready() const { return m_ready; }

    ProgramRun run(const QString &program, const QStringList &args, const QByteArray &input = {})
    {
        return runWithInput(QStringLiteral("nsenter"),
                            QStringList{QStringLiteral("-t"), QString::number(m_holder.processId()),
                                        QStringLiteral("-n"), QStringLiteral("-m"), program} +
                                args,
                            input);
    }
    QByteArray cat(const QString &path) { return run(QStringLiteral("cat"), {path}).out; }
    // Starts program in the namespaces without waiting (nsenter execs it:
    // p's pid is the program's).
    void start(QProcess &p, const QString &program, const QStringList &args)
    {
        p.start(QStringLiteral("nsenter"),
                QStringList{QStringLiteral("-t"), QString::number(m_holder.processId()),
                            QStringLiteral("-n"), QStringLiteral("-m"), program} +
                    args);
    }

private:
    QProcess m_holder;
    bool m_ready = false;
};

QString cpusAllowed(int pid)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("Cpus_allowed_list:"))
            return QString::fromLatin1(line.mid(18).trimmed());
    return {};
}

// The NAPI kernel threads of interface name: /proc/PID/comm "napi/NAME-ID"
// and PF_KTHREAD in /proc/PID/stat; pid -> (comm, start time).
QMap<int, QPair<QByteArray, QByteArray>> napiThreadsOf(const QString &name)
{
    QMap<int, QPair<QByteArray, QByteArray>> out;
    const QByteArray prefix = "napi/" + name.toLatin1() + '-';
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const int pid = entry.toInt(&ok);
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!ok || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const qsizetype open = text.indexOf('('), close = text.lastIndexOf(')');
        const QByteArray comm = text.mid(open + 1, close - open - 1);
        const QList<QByteArray> f = text.mid(close + 2).split(' ');
        if (comm.startsWith(prefix) && (f.value(6).toULongLong() & 0x00200000U))
            out.insert(pid, {comm, f.value(19)});
    }
    return out;
}

// A journal as a helper that moved one thread would leave it.
QByteArray threadJournal(int pid, const QByteArray &start, const QByteArray &comm,
                         const QString &previous, const QString &requested)
{
    return "{\"format\": \"irqatlas-journal\", \"version\": 1, \"state\": \"applied\",\n"
           " \"created\": \"\", \"updated\": \"\", \"entries\": [],\n"
           " \"threads\": [{\"pid\": " +
           QByteArray::number(pid) + ", \"start_time\": \"" + start + "\", \"comm\": \"" + comm +
           "\", \"previous\": \"" + previous.toLatin1() + "\", \"requested\": \"" +
           requested.toLatin1() + "\", \"state\": \"written\"}]}\n";
}

// The watchdog has ended: gone, or a zombie not reaped yet.
bool watchdogEnded(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return true;
    const QByteArray stat = f.readAll();
    const qsizetype close = stat.lastIndexOf(')');
    return close < 0 || stat.mid(close + 2, 1) == "Z";
}

QList<QJsonObject> linesOf(const QByteArray &out, const char *key)
{
    QList<QJsonObject> r;
    for (const QByteArray &line : out.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QLatin1String(key)))
            r << o.value(QLatin1String(key)).toObject();
    }
    return r;
}

} // namespace

class TestHelperSteering : public QObject
{
    Q_OBJECT

    QString m_helper;
    QTemporaryDir m_dir;
    QString m_online; // this machine's online CPUs, "0-1"
    QString m_last;   // the highest of them

    QStringList queueFiles() const
    {
        QStringList files;
        for (int i = 0; i < 4; ++i)
            files << QStringLiteral("rx-%1/rps_cpus").arg(i)
                  << QStringLiteral("rx-%1/rps_flow_cnt").arg(i)
                  << QStringLiteral("tx-%1/xps_cpus").arg(i)
                  << QStringLiteral("tx-%1/xps_rxqs").arg(i);
        return files;
    }
    QMap<QString, QByteArray> snapshot(NetNamespace &ns) const
    {
        QMap<QString, QByteArray> out;
        for (const QString &f : queueFiles())
            out.insert(f, ns.cat(QStringLiteral("/sys/class/net/%1/queues/").arg(ns.name) + f));
        return out;
    }
    QByteArray plan(const QString &ifname, bool napi) const
    {
        const QByteArray online = m_online.toLatin1(), last = m_last.toLatin1();
        const QByteArray v0 = ifname.toLatin1();
        QByteArray queues;
        for (int i = 0; i < 4; ++i)
            queues +=
                "{\"interface\": \"" + v0 + "\", \"queue\": \"rx-" + QByteArray::number(i) +
                "\", \"rps_cpus\": \"" + online + "\"" +
                (i == 0 ? QByteArray(", \"rps_flow_cnt\": 1024") : QByteArray()) +
                (i == 0 && napi ? QByteArray(", \"napi_cpus\": \"" + last + "\"") : QByteArray()) +
                "},\n";
        queues += "{\"interface\": \"" + v0 + "\", \"queue\": \"tx-0\", \"xps_cpus\": \"" + last +
                  "\", \"xps_rxqs\": \"\"},\n"
                  "{\"interface\": \"" +
                  v0 + "\", \"queue\": \"tx-1\", \"xps_cpus\": \"0\"}";
        return "{\"format\": \"irqatlas-plan\", \"version\": 1,\n"
               " \"host\": {\"hostname\": \"ns\", \"kernel\": \"6.18\", \"cpus\": 2},\n"
               " \"generator\": {\"algorithm\": \"manual\"},\n"
               " \"created\": \"2026-12-04T10:00:00Z\",\n"
               " \"assignments\": [],\n \"queues\": [" +
               queues + "]}\n";
    }
    ProgramRun helperIn(NetNamespace &ns, const QStringList &args, const QByteArray &input = {},
                        const QString &journal = {})
    {
        return ns.run(m_helper,
                      args + QStringList{QStringLiteral("--root"), QStringLiteral("/"),
                                         QStringLiteral("--journal"),
                                         journal.isEmpty()
                                             ? m_dir.path() + QStringLiteral("/journal.json")
                                             : journal},
                      input);
    }

    // Starts ns for a test on the kernel's own threads and queues. When this
    // machine cannot have one, the test is skipped (QSKIP); when it fails to
    // start, the test fails (QFAIL); either way ns is not ready and the test
    // returns.
    void startLive(NetNamespace &ns)
    {
        if (::geteuid() != 0)
            QSKIP("needs root for a network namespace and its kernel threads");
        for (const char *tool : {"unshare", "nsenter", "ip", "ethtool", "mount"})
            if (findTool(tool).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String(tool))));
        bool skip = false;
        if (const QString why = ns.start(skip); !why.isEmpty()) {
            if (skip)
                QSKIP(qPrintable(why));
            QFAIL(qPrintable(why));
        }
    }

private slots:
    void initTestCase()
    {
        m_helper = testRootHelper();
        if (m_helper.isEmpty())
            QSKIP(kNoTestRootHelper);
        QFile online(QStringLiteral("/sys/devices/system/cpu/online"));
        QVERIFY(online.open(QIODevice::ReadOnly));
        m_online = QString::fromLatin1(online.readAll().trimmed());
        static const QRegularExpression separators(QStringLiteral("[-,]"));
        m_last = m_online.split(separators).last();
    }

    void liveApplyRollbackAndRevert()
    {
        NetNamespace ns;
        if (startLive(ns); !ns.ready())
            return;
        const auto before = snapshot(ns);
        const QString journal = m_dir.path() + QStringLiteral("/journal.json");

        // napi_cpus for rx-0: moved when the kernel ties the queue to its
        // NAPI thread (queue-get, napi-get pid); a veth's queues name no
        // NAPI instance, and then the plan is refused naming the queue.
        ProgramRun r = helperIn(ns, {QStringLiteral("apply")}, plan(ns.name, true));
        QVERIFY2(r.code == 0 || r.code == 4, r.err.constData());
        int pid = 0;
        QString previous;
        if (r.code == 4) {
            QVERIFY2(r.err.contains(QByteArray("queue " + ns.name.toLatin1() + "/rx-0 napi_cpus")),
                     r.err.constData());
            QCOMPARE(snapshot(ns), before);
            QVERIFY(!QFile::exists(journal));
            r = helperIn(ns, {QStringLiteral("apply")}, plan(ns.name, false));
            QVERIFY2(r.code == 0, r.err.constData());
        } else {
            const QList<QJsonObject> threads = linesOf(r.out, "thread");
            QCOMPARE(threads.size(), 1);
            pid = threads[0].value(QStringLiteral("pid")).toInt();
            QVERIFY(threads[0]
                        .value(QStringLiteral("comm"))
                        .toString()
                        .startsWith(QStringLiteral("napi/")));
            previous = threads[0].value(QStringLiteral("previous")).toString();
            QCOMPARE(cpusAllowed(pid), m_last);
            QCOMPARE(threads[0].value(QStringLiteral("cpus_allowed_list")).toString(), m_last);
        }
        const QJsonObject s = summaryOf(r.out);
        QCOMPARE(s.value(QStringLiteral("result")).toString(), QStringLiteral("applied"));
        QCOMPARE(s.value(QStringLiteral("queue_files_written")).toInt(), 8);
        const QString q0 = QStringLiteral("/sys/class/net/%1/queues/").arg(ns.name);
        QCOMPARE(ns.cat(q0 + QStringLiteral("rx-0/rps_flow_cnt")), QByteArray("1024\n"));
        for (const QJsonObject &q : linesOf(r.out, "queue_file"))
            QVERIFY(q.value(QStringLiteral("error")).isNull());
        QVERIFY(snapshot(ns) != before);

        r = helperIn(ns, {QStringLiteral("rollback")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(snapshot(ns), before);
        if (pid)
            QCOMPARE(cpusAllowed(pid), previous);
        QCOMPARE(journalState(journal), QStringLiteral("rolled-back"));

        // Not confirmed within a second: the helper rolls back by itself.
        r = helperIn(
            ns, {QStringLiteral("apply"), QStringLiteral("--confirm-timeout"), QStringLiteral("1")},
            plan(ns.name, pid != 0));
        QVERIFY2(r.code == 8, r.err.constData());
        QVERIFY(r.err.contains("no confirmation within 1 s"));
        QCOMPARE(snapshot(ns), before);
        if (pid)
            QCOMPARE(cpusAllowed(pid), previous);
        QCOMPARE(journalState(journal), QStringLiteral("rolled-back"));

        // Killed while it waits: its watchdog rolls back at the deadline.
        QProcess waiting;
        ns.start(waiting, m_helper,
                 {QStringLiteral("apply"), QStringLiteral("--root"), QStringLiteral("/"),
                  QStringLiteral("--journal"), journal, QStringLiteral("--confirm-timeout"),
                  QStringLiteral("2")});
        QVERIFY(waiting.waitForStarted(60000));
        waiting.write(plan(ns.name, pid != 0) + "\n.\n");
        QByteArray out;
        qint64 dog = 0;
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += waiting.readAllStandardOutput();
                for (const QByteArray &line : out.split('\n'))
                    if (const QJsonObject o = QJsonDocument::fromJson(line).object();
                        o.contains(QStringLiteral("watchdog")))
                        dog = o.value(QStringLiteral("watchdog")).toInteger();
                return dog > 0 || waiting.state() == QProcess::NotRunning;
            },
            120000));
        QVERIFY2(dog > 0, out.constData());
        QVERIFY(snapshot(ns) != before);
        ::kill(pid_t(waiting.processId()), SIGKILL);
        QVERIFY(waiting.waitForFinished(60000));
        QVERIFY(QTest::qWaitFor([&] { return watchdogEnded(dog); }, 120000));
        QCOMPARE(journalState(journal), QStringLiteral("rolled-back"));
        QCOMPARE(snapshot(ns), before);
        if (pid)
            QCOMPARE(cpusAllowed(pid), previous);
    }

    // The real thread path on a real NAPI kernel thread of the namespace's
    // veth: a journal that says the thread was moved from the highest CPU
    // makes the rollback put it there (identity checked, sched_setaffinity,
    // read back), and another puts it back where it was.
    void liveNapiThreadRestored()
    {
        NetNamespace ns;
        if (startLive(ns); !ns.ready())
            return;
        const auto threads = napiThreadsOf(ns.name);
        QVERIFY(!threads.isEmpty());
        const int pid = threads.firstKey();
        const auto [comm, start] = threads.first();
        const QString original = cpusAllowed(pid);
        const QString path = m_dir.path() + QStringLiteral("/napi.json");
        for (const QString &target : {m_last, original}) {
            QVERIFY(writeTreeFile(path, threadJournal(pid, start, comm, target, original)));
            const ProgramRun r = helperIn(ns, {QStringLiteral("rollback")}, {}, path);
            QVERIFY2(r.code == 0, r.err.constData());
            const QList<QJsonObject> lines = linesOf(r.out, "thread");
            QCOMPARE(lines.size(), 1);
            QVERIFY2(lines[0].value(QStringLiteral("restored")).toBool(), r.out.constData());
            QCOMPARE(lines[0].value(QStringLiteral("cpus_allowed_list")).toString(), target);
            QCOMPARE(cpusAllowed(pid), target);
        }
    }

    // A user process that names itself like a NAPI thread is not one: a
    // journal that points the helper at it (as a forged or stale one would)
    // does not move it.
    void userProcessNamedNapiIsRefused()
    {
        QProcess impostor;
        impostor.start(
            QStringLiteral("sh"),
            {QStringLiteral("-c"),
             QStringLiteral("printf napi/v0-1 > /proc/$$/comm && echo named && read x")});
        QVERIFY(impostor.waitForStarted(60000));
        QVERIFY(impostor.waitForReadyRead(60000));
        const int pid = int(impostor.processId());
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        QVERIFY(stat.open(QIODevice::ReadOnly));
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        const QByteArray start = fields.value(19); // field 22
        QVERIFY(text.contains("(napi/v0-1)"));
        const QString allowed = cpusAllowed(pid);
        const QByteArray journal =
            "{\"format\": \"irqatlas-journal\", \"version\": 1, \"state\": \"applied\",\n"
            " \"created\": \"\", \"updated\": \"\", \"entries\": [],\n"
            " \"threads\": [{\"pid\": " +
            QByteArray::number(pid) + ", \"start_time\": \"" + start +
            "\", \"comm\": \"napi/v0-1\", \"previous\": \"0\", \"requested\": \"0\","
            " \"state\": \"written\"}]}\n";
        const QString path = m_dir.path() + QStringLiteral("/impostor.json");
        QVERIFY(writeTreeFile(path, journal));
        const ProgramRun r =
            runWithInput(m_helper, {QStringLiteral("rollback"), QStringLiteral("--root"),
                                    QStringLiteral("/"), QStringLiteral("--journal"), path});
        const QList<QJsonObject> threads = linesOf(r.out, "thread");
        QCOMPARE(threads.size(), 1);
        QCOMPARE(threads[0].value(QStringLiteral("restored")).toBool(), false);
        QVERIFY2(threads[0]
                     .value(QStringLiteral("error"))
                     .toString()
                     .contains(QStringLiteral("no longer the kernel thread")),
                 r.out.constData());
        QCOMPARE(cpusAllowed(pid), allowed);
        impostor.closeWriteChannel();
        QVERIFY(impostor.waitForFinished(60000));
    }

    // napi-get names each threaded NAPI instance's kernel thread (the pid
    // the helper moves for napi_cpus and for an IRQ's NAPI). Last: this test
    // process moves to a network namespace of its own for it.
    void liveNapiGetNamesThreads()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for a network namespace");
        for (const char *tool : {"unshare", "ip", "mount"})
            if (findTool(tool).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String(tool))));
        QVERIFY(::unshare(CLONE_NEWNET) == 0);
        const QString name = QStringLiteral("n%1").arg(::getpid() % 1000);
        const QString script =
            QStringLiteral("PATH=$PATH:/usr/sbin:/sbin\n"
                           "mount -t sysfs sysfs /sys || exit 77\n"
                           "ip link add V numrxqueues 2 numtxqueues 2 type veth peer name Vp "
                           "numrxqueues 2 numtxqueues 2 || exit 77\n"
                           "ip link set V up && ip link set Vp up || exit 1\n"
                           "ethtool -K V gro on >/dev/null 2>&1\n"
                           "echo 1 > /sys/class/net/V/threaded 2>/dev/null || exit 78\n"
                           "cat /sys/class/net/V/ifindex\n")
                .replace(QLatin1Char('V'), name);
        const ProgramRun setup =
            runWithInput(QStringLiteral("unshare"), {QStringLiteral("-m"), QStringLiteral("sh"),
                                                     QStringLiteral("-c"), script});
        if (setup.code == 77 || setup.code == 78)
            QSKIP(qPrintable(QStringLiteral("no veth with threaded NAPI here: ") +
                             QString::fromLocal8Bit(setup.err)));
        QVERIFY2(setup.code == 0, setup.err.constData());
        const int ifindex = setup.out.trimmed().toInt();
        const auto info = readNetdevNetlink();
        if (!info)
            QSKIP("this kernel has no netdev netlink queue-get/napi-get");
        const auto threads = napiThreadsOf(name);
        QVERIFY(!threads.isEmpty());
        int withPid = 0;
        for (const NetdevNapi &n : info->napis) {
            if (n.ifindex != ifindex || !n.pid)
                continue;
            ++withPid;
            QVERIFY(threads.contains(*n.pid));
            // comm keeps 15 bytes of the name
            QCOMPARE(
                threads.value(*n.pid).first,
                QByteArray("napi/" + name.toLatin1() + '-' + QByteArray::number(n.id)).left(15));
        }
        if (withPid == 0)
            QSKIP("this kernel's napi-get has no pid attribute (before 6.9)");
        QCOMPARE(withPid, int(threads.size()));
    }
};

QTEST_GUILESS_MAIN(TestHelperSteering)
#include "tst_helpersteering.moc"
