// Real tracing as root: a file on a virtio disk read with O_DIRECT for the
// whole window, measured for 2 s; the disk IRQ's traced count must agree
// with /proc/interrupts. No assertion is about time, so a loaded machine
// only makes it slower. The root helper's cost verb measures the same way
// and answers with figures only.
#include "cost/costfile.h"
#include "cost/tracesession.h"
#include "procfs/interrupts.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

using namespace irqatlas;

namespace {

// The test's own mount of tracefs (instances are the same in every mount),
// so it sees the instances whether or not /sys/kernel/tracing was mounted.
QString g_tracefs;

// The virtio device under a file ("virtio1"): its IRQs are "virtio1-req.N".
QString virtioOf(const QString &file)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(file).constData(), &st) != 0)
        return {};
    const QString dev =
        QStringLiteral("/sys/dev/block/%1:%2").arg(major(st.st_dev)).arg(minor(st.st_dev));
    // A partition has no device link of its own: its disk's is one up.
    const QString real = QFileInfo(dev).canonicalFilePath();
    const QStringList links{real + QStringLiteral("/device"),
                            QFileInfo(real).path() + QStringLiteral("/device")};
    for (const QString &link : links) {
        const QString bus = QFileInfo(QFileInfo(link).symLinkTarget()).fileName();
        if (bus.startsWith(QStringLiteral("virtio")))
            return bus;
    }
    return {};
}

// Reads a file with O_DIRECT on a thread until stopped: every read is a
// request to the disk and a completion interrupt.
class DirectReads
{
public:
    ~DirectReads() { stop(); }
    bool start(const QString &path)
    {
        m_fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC);
        if (m_fd < 0)
            return false;
        m_thread = std::thread([this] {
            void *buf = nullptr;
            if (::posix_memalign(&buf, 4096, 4096) != 0)
                return;
            off_t off = 0;
            while (!m_stop.load()) {
                if (::pread(m_fd, buf, 4096, off) <= 0)
                    off = 0;
                else
                    off = (off + 4096) % (4 << 20);
            }
            std::free(buf);
        });
        return true;
    }
    void stop()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }

private:
    int m_fd = -1;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

std::uint64_t diskInterrupts(const QString &virtio)
{
    QFile f(QStringLiteral("/proc/interrupts"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray b = f.readAll();
    auto t = parseInterrupts(std::string_view(b.constData(), std::size_t(b.size())),
                             QStringLiteral("/proc/interrupts"));
    std::uint64_t total = 0;
    if (t.ok()) {
        for (const Irq &irq : t->irqs) {
            if (QString::fromStdString(irq.name).startsWith(virtio + QStringLiteral("-req")))
                total += irq.total;
        }
    }
    return total;
}

bool instanceExists(qint64 pid)
{
    return QFileInfo::exists(g_tracefs + QStringLiteral("/instances/irqatlas-%1").arg(pid));
}

} // namespace

class TestCostSession : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void countAgreesWithProcInterrupts();
    void cliJson();
    void signalRemovesInstance();
    void watchCost();
    void watchCostUsage();
    void trialCost();
    void nonRootIsTold();
    void helperCost();
    void helperCostSignal();
    void helperCostUsage_data();
    void helperCostUsage();

private:
    QTemporaryDir m_files{QDir::currentPath() + QStringLiteral("/costsession-XXXXXX")};
    QString m_file;
    QString m_virtio;
    QTemporaryDir m_mount;
    bool m_mounted = false;
};

void TestCostSession::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("tracing needs root");
    if (!QFileInfo(QStringLiteral("/sys/kernel/tracing")).isDir())
        QSKIP("this kernel has no tracefs (/sys/kernel/tracing)");
    QVERIFY(m_mount.isValid());
    if (::mount("nodev", QFile::encodeName(m_mount.path()).constData(), "tracefs", 0, nullptr) != 0)
        QSKIP("tracefs cannot be mounted here");
    m_mounted = true;
    g_tracefs = m_mount.path();
    if (!QFileInfo::exists(g_tracefs + QStringLiteral("/events/irq/irq_handler_entry")))
        QSKIP("this kernel has no irq tracepoints");
    // On the disk of the build tree, not in TMPDIR (often tmpfs, no O_DIRECT).
    QVERIFY(m_files.isValid());
    m_file = m_files.filePath(QStringLiteral("direct.bin"));
    QFile f(m_file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.write(QByteArray(4 << 20, 'x')) == (4 << 20));
    f.close();
    m_virtio = virtioOf(m_file);
    if (m_virtio.isEmpty())
        QSKIP("the build tree is not on a virtio disk: no disk IRQ to load");
}

void TestCostSession::cleanupTestCase()
{
    if (m_mounted)
        ::umount(QFile::encodeName(m_mount.path()).constData());
}

void TestCostSession::countAgreesWithProcInterrupts()
{
    DirectReads reads;
    if (!reads.start(m_file))
        QSKIP("this filesystem does not take O_DIRECT reads");
    // The load is there once the disk's IRQ has counted some reads.
    const std::uint64_t start = diskInterrupts(m_virtio);
    QVERIFY(QTest::qWaitFor([&] { return diskInterrupts(m_virtio) > start + 10; }, 60000));
    CostSessionOptions o;
    o.seconds = 2;
    auto r = measureCost(o);
    reads.stop();
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QVERIFY(!instanceExists(::getpid()));
    bool found = false;
    for (const CostIrqRow &row : r->irqs) {
        if (!QString::fromStdString(row.cost.name).startsWith(m_virtio + QStringLiteral("-req")))
            continue;
        found = true;
        QVERIFY(row.procInterrupts);
        const std::uint64_t d = *row.procInterrupts;
        const std::uint64_t c = row.cost.count;
        // Every traced run began between the two /proc reads, so the traced
        // count never exceeds the delta but by an interrupt in flight on each
        // CPU at either edge. Below it are the interrupts of the gaps between
        // a read and tracing on or off, whose length no test may assume on a
        // loaded machine.
        const auto cpus = std::uint64_t(std::max(1L, ::sysconf(_SC_NPROCESSORS_ONLN)));
        QVERIFY2(c <= d + 2 * cpus,
                 qPrintable(QStringLiteral("traced %1, /proc/interrupts %2").arg(c).arg(d)));
        QVERIFY(c > 0);
        QVERIFY(row.cost.paired > 0);
        QVERIFY(row.cost.ns > 0);
    }
    QVERIFY2(found, "the disk's IRQ was traced");
    QVERIFY(!r->cpus.empty());
}

void TestCostSession::cliJson()
{
    QProcess cli;
    cli.start(QStringLiteral(IRQATLAS_CLI_PATH),
              {QStringLiteral("cost"), QStringLiteral("--seconds"), QStringLiteral("0.5"),
               QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject o = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-cost"));
    QCOMPARE(o.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("tracepoints"));
    QVERIFY(o.value(QStringLiteral("cpus")).isArray());
    QVERIFY(o.value(QStringLiteral("irqs")).isArray());
    QVERIFY(o.value(QStringLiteral("softirqs")).isArray());
    QVERIFY(o.contains(QStringLiteral("lost_events")));
    QVERIFY(!instanceExists(cli.processId()));
}

void TestCostSession::signalRemovesInstance()
{
    QProcess cli;
    cli.start(QStringLiteral(IRQATLAS_CLI_PATH),
              {QStringLiteral("cost"), QStringLiteral("--seconds"), QStringLiteral("60")});
    QVERIFY(cli.waitForStarted());
    const qint64 pid = cli.processId();
    // Observed, not slept for: the instance is there while it traces.
    QVERIFY(QTest::qWaitFor([&] { return instanceExists(pid); }, 60000));
    ::kill(pid_t(pid), SIGTERM);
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY(QString::fromUtf8(cli.readAllStandardError()).contains(QStringLiteral("interrupted")));
    QVERIFY(!instanceExists(pid));
}

// watch --cost: every interval's hard and soft % come from tracing (this
// machine's /proc/stat may not account them: its irq column can stay 0).
void TestCostSession::watchCost()
{
    QProcess cli;
    cli.start(QStringLiteral(IRQATLAS_CLI_PATH),
              {QStringLiteral("watch"), QStringLiteral("--cost"), QStringLiteral("--count"),
               QStringLiteral("3"), QStringLiteral("--interval"), QStringLiteral("0.3"),
               QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(cli.waitForFinished(120000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const QList<QByteArray> lines = cli.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    for (const QByteArray &line : lines) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        QCOMPARE(o.value(QStringLiteral("irq_time")).toString(), QStringLiteral("tracepoints"));
        const QJsonObject all = o.value(QStringLiteral("all")).toObject();
        QVERIFY(all.value(QStringLiteral("hardirq_pct")).isDouble());
        QVERIFY(all.value(QStringLiteral("softirq_pct")).isDouble());
        const QJsonArray cpus = o.value(QStringLiteral("cpus")).toArray();
        QVERIFY(!cpus.isEmpty());
        for (const auto &c : cpus) {
            const double hard = c.toObject().value(QStringLiteral("hardirq_pct")).toDouble(-1);
            const double soft = c.toObject().value(QStringLiteral("softirq_pct")).toDouble(-1);
            QVERIFY(hard >= 0 && hard <= 100);
            QVERIFY(soft >= 0 && soft <= 100);
        }
    }
    QVERIFY(!instanceExists(cli.processId()));
}

void TestCostSession::watchCostUsage()
{
    QProcess cli;
    cli.start(QStringLiteral(IRQATLAS_CLI_PATH),
              {QStringLiteral("watch"), QStringLiteral("--cost"), QStringLiteral("--root"),
               m_files.path(), QStringLiteral("--count"), QStringLiteral("1")});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 2);
    QVERIFY(QString::fromUtf8(cli.readAllStandardError()).contains(QStringLiteral("--root")));
}

// trial --cost: each phase's hard and soft % from tracing, said in report.json.
void TestCostSession::trialCost()
{
    const QString plan = m_files.filePath(QStringLiteral("plan.json"));
    QProcess make;
    make.start(QStringLiteral(IRQATLAS_CLI_PATH),
               {QStringLiteral("plan"), QStringLiteral("--algorithm"), QStringLiteral("balance"),
                QStringLiteral("--irqs"), QStringLiteral("all"), QStringLiteral("--out"), plan});
    QVERIFY(make.waitForFinished(120000));
    QVERIFY2(make.exitCode() == 0, make.readAllStandardError().constData());
    QProcess cli;
    cli.start(QStringLiteral(IRQATLAS_CLI_PATH),
              {QStringLiteral("trial"), plan, QStringLiteral("--dry-run"), QStringLiteral("--cost"),
               QStringLiteral("--before"), QStringLiteral("0.6"), QStringLiteral("--after"),
               QStringLiteral("0.6"), QStringLiteral("--interval"), QStringLiteral("0.2"),
               QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(cli.waitForFinished(120000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const QJsonObject o = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QCOMPARE(o.value(QStringLiteral("irq_time")).toString(), QStringLiteral("tracepoints"));
    QVERIFY(o.value(QStringLiteral("irq_time_stopped")).isNull());
    for (const char *phase : {"before", "after"}) {
        const QJsonObject means =
            o.value(QLatin1String(phase)).toObject().value(QStringLiteral("means")).toObject();
        // Traced, so a number even where /proc/stat does not account IRQ time.
        QVERIFY2(means.value(QStringLiteral("hardirq_pct")).isDouble(), phase);
        QVERIFY2(means.value(QStringLiteral("softirq_pct")).isDouble(), phase);
    }
    QVERIFY(!instanceExists(cli.processId()));
}

void TestCostSession::nonRootIsTold()
{
    const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
    if (setpriv.isEmpty())
        QSKIP("no setpriv to run the CLI as another user");
    QProcess cli;
    cli.start(setpriv, {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                        QStringLiteral("--clear-groups"), QStringLiteral(IRQATLAS_CLI_PATH),
                        QStringLiteral("cost"), QStringLiteral("--seconds"), QStringLiteral("1")});
    QVERIFY(cli.waitForFinished(120000));
    if (cli.exitCode() == 127 || cli.exitCode() == 126)
        QSKIP("the build tree is not reachable for an unprivileged user");
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY(QString::fromUtf8(cli.readAllStandardError()).contains(QStringLiteral("root")));
    QProcess watch;
    watch.start(setpriv, {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                          QStringLiteral("--clear-groups"), QStringLiteral(IRQATLAS_CLI_PATH),
                          QStringLiteral("watch"), QStringLiteral("--cost"),
                          QStringLiteral("--count"), QStringLiteral("1")});
    QVERIFY(watch.waitForFinished(120000));
    QCOMPARE(watch.exitCode(), 1);
    QVERIFY(QString::fromUtf8(watch.readAllStandardError()).contains(QStringLiteral("root")));
}

// The root helper's cost verb: the figures as a cost file, read back under
// its checks; never trace text; its instance gone afterwards.
void TestCostSession::helperCost()
{
    QProcess helper;
    helper.start(QStringLiteral(IRQATLAS_TEST_HELPER_PATH),
                 {QStringLiteral("cost"), QStringLiteral("--seconds"), QStringLiteral("0.5")});
    QVERIFY(helper.waitForFinished(120000));
    QCOMPARE(helper.exitCode(), 0);
    const QByteArray out = helper.readAllStandardOutput();
    QVERIFY(!out.contains("irq_handler_entry"));
    auto r = parseCostJson(out, QStringLiteral("helper"));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QVERIFY(r->seconds > 0);
    QCOMPARE(r->requestedSeconds, 0.5);
    QVERIFY(!r->cpus.empty());
    QVERIFY(!instanceExists(helper.processId()));
}

void TestCostSession::helperCostSignal()
{
    QProcess helper;
    helper.start(QStringLiteral(IRQATLAS_TEST_HELPER_PATH),
                 {QStringLiteral("cost"), QStringLiteral("--seconds"), QStringLiteral("60")});
    QVERIFY(helper.waitForStarted());
    const qint64 pid = helper.processId();
    // Observed, not slept for: the instance is there while it traces.
    QVERIFY(QTest::qWaitFor([&] { return instanceExists(pid); }, 60000));
    ::kill(pid_t(pid), SIGTERM);
    QVERIFY(helper.waitForFinished(120000));
    QCOMPARE(helper.exitStatus(), QProcess::NormalExit);
    QCOMPARE(helper.exitCode(), 1);
    QVERIFY(helper.readAllStandardOutput().isEmpty());
    QVERIFY(
        QString::fromUtf8(helper.readAllStandardError()).contains(QStringLiteral("interrupted")));
    QVERIFY(!instanceExists(pid));
}

void TestCostSession::helperCostUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    const QString cost = QStringLiteral("cost"), sec = QStringLiteral("--seconds");
    const QString notDuration = QStringLiteral("is not a duration");
    QTest::newRow("zero") << QStringList{cost, sec, QStringLiteral("0")} << notDuration;
    QTest::newRow("over 60") << QStringList{cost, sec, QStringLiteral("61")} << notDuration;
    QTest::newRow("exponent") << QStringList{cost, sec, QStringLiteral("1e1")} << notDuration;
    QTest::newRow("negative") << QStringList{cost, sec, QStringLiteral("-1")} << notDuration;
    QTest::newRow("nan") << QStringList{cost, sec, QStringLiteral("nan")} << notDuration;
    QTest::newRow("empty") << QStringList{cost, sec, QString()} << notDuration;
    QTest::newRow("journal") << QStringList{cost, QStringLiteral("--journal"), QStringLiteral("x")}
                             << QStringLiteral("keeps no journal");
    QTest::newRow("seconds with apply")
        << QStringList{QStringLiteral("status"), sec, QStringLiteral("5")}
        << QStringLiteral("only goes with cost");
}

void TestCostSession::helperCostUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    QProcess helper;
    helper.start(QStringLiteral(IRQATLAS_TEST_HELPER_PATH), args);
    QVERIFY(helper.waitForFinished(60000));
    QCOMPARE(helper.exitCode(), 2);
    QVERIFY(helper.readAllStandardOutput().isEmpty());
    const QString err = QString::fromUtf8(helper.readAllStandardError());
    QVERIFY2(err.contains(says), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestCostSession)
#include "tst_costsession.moc"
