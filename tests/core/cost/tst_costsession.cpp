// Real tracing as root: a virtio disk read with O_DIRECT for the whole
// window, measured for 2 s; its traced count must agree with /proc/interrupts.
// No assertion is about time, so a loaded machine only makes it slower.
#include "cost/tracesession.h"
#include "procfs/interrupts.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/mount.h>
#include <unistd.h>

using namespace irqatlas;

namespace {

// The test's own mount of tracefs: instances are the same in every mount,
// and this one stays while the program under test mounts and unmounts
// /sys/kernel/tracing.
QString g_tracefs;

struct Disk
{
    QString device; // /dev/vda
    QString virtio; // virtio1
};

// The first block device on a virtio bus: its IRQs are "virtioN-req.M".
std::optional<Disk> virtioDisk()
{
    const QDir block(QStringLiteral("/sys/block"));
    for (const QString &name : block.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target =
            QFileInfo(block.filePath(name) + QStringLiteral("/device")).symLinkTarget();
        const QString bus = QFileInfo(target).fileName();
        if (bus.startsWith(QStringLiteral("virtio")))
            return Disk{QStringLiteral("/dev/") + name, bus};
    }
    return std::nullopt;
}

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
    void nonRootIsTold();

private:
    Disk m_disk;
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
    const auto disk = virtioDisk();
    if (!disk)
        QSKIP("no virtio block device to make interrupts with");
    m_disk = *disk;
}

void TestCostSession::cleanupTestCase()
{
    if (m_mounted)
        ::umount(QFile::encodeName(m_mount.path()).constData());
}

void TestCostSession::countAgreesWithProcInterrupts()
{
    QProcess dd;
    dd.start(QStringLiteral("dd"),
             {QStringLiteral("if=") + m_disk.device, QStringLiteral("of=/dev/null"),
              QStringLiteral("bs=4096"), QStringLiteral("count=100000000"),
              QStringLiteral("iflag=direct")});
    QVERIFY(dd.waitForStarted());
    // The load is there once the disk's IRQ has counted some reads.
    const std::uint64_t start = diskInterrupts(m_disk.virtio);
    QVERIFY(QTest::qWaitFor([&] { return diskInterrupts(m_disk.virtio) > start + 10; }, 60000));
    CostSessionOptions o;
    o.seconds = 2;
    auto r = measureCost(o);
    dd.kill();
    dd.waitForFinished();
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QVERIFY(!instanceExists(::getpid()));
    bool found = false;
    for (const CostIrqRow &row : r->irqs) {
        if (!QString::fromStdString(row.cost.name)
                 .startsWith(m_disk.virtio + QStringLiteral("-req")))
            continue;
        found = true;
        QVERIFY(row.procInterrupts);
        const std::uint64_t d = *row.procInterrupts;
        const std::uint64_t c = row.cost.count;
        // The reads between a /proc read and tracing on or off: a few, or 1%.
        const std::uint64_t diff = c > d ? c - d : d - c;
        QVERIFY2(diff <= 2 + std::max(c, d) / 100 + r->lostEvents,
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
}

QTEST_GUILESS_MAIN(TestCostSession)
#include "tst_costsession.moc"
