// Interrupt cost of a remote host (remote/remotecost.h): the output of the
// remote script is parsed only after its start line and under the local
// readers; and `irqatlas-cli cost --host` against a private sshd on
// 127.0.0.1 (as root, so the remote side can trace) measures, leaves no
// trace instance behind, and is not fooled by a login shell's output.
#include "faketree.h"
#include "remote/remotecost.h"
#include "sshd.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kB = "IRQATLAS-END-0123456789abcdef0123456789abcdef";

QByteArray section(const char *name, const QByteArray &body)
{
    return kB + " " + name + "\n" + body + (body.endsWith('\n') || body.isEmpty() ? "" : "\n");
}

// A remote run on a 2-CPU host with one IRQ 36 run of 10 µs on CPU 1.
QByteArray output(const QByteArray &trace, const QByteArray &before = "Last login: today\n")
{
    const QByteArray interrupts0 =
        "           CPU0       CPU1\n"
        " 36:          5          7   PCI-MSI 1-edge      virtio1-req.0\n";
    const QByteArray interrupts1 =
        "           CPU0       CPU1\n"
        " 36:          5          8   PCI-MSI 1-edge      virtio1-req.0\n";
    const QByteArray stat = "cpu  10 0 10 100 0 0 0 0 0 0\ncpu0 5 0 5 50 0 0 0 0 0 0\n"
                            "cpu1 5 0 5 50 0 0 0 0 0 0\nintr 12\n";
    return before + kB + " start\n" + section("stat-before", stat) +
           section("interrupts-before", interrupts0) + section("trace", trace) +
           section("interrupts-after", interrupts1) + section("stat-after", stat) +
           section("uptime-before", "100.00 50.00") + section("uptime-after", "102.00 51.00") +
           section("lost", "overrun: 0\ndropped events: 0\n") + section("end", "");
}

const QByteArray kTrace =
    " kworker-31 [001] 500.000001: irq_handler_entry: irq=36 name=virtio1-req.0\n"
    " kworker-31 [001] 500.000011: irq_handler_exit: irq=36 ret=handled\n";

} // namespace

class TestRemoteCost : public QObject
{
    Q_OBJECT

    SshdFixture m_sshd;

private slots:
    void parsesAfterTheStartLine()
    {
        // The login shell printed a start line without the boundary.
        auto r = parseRemoteCost(output(kTrace, "IRQATLAS-END-fake start\nnoise\n"), kB,
                                 QStringLiteral("db7"), 2);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QCOMPARE(r->seconds, 2.0);
        QCOMPARE(r->irqs.size(), std::size_t(1));
        QCOMPARE(r->irqs[0].cost.ns, std::uint64_t(10000));
        QCOMPARE(r->irqs[0].procInterrupts.value_or(0), std::uint64_t(1));
        QCOMPARE(r->irqs[0].cost.count, std::uint64_t(1));
        QVERIFY(r->disagreements.isEmpty());
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<QString>("says");
        QTest::newRow("no start") << QByteArray("bash: sudo: command not found\n") << "start line";
        QTest::newRow("error") << QByteArray(kB + " start\n" + kB +
                                             " error this kernel has no tracepoint irq/x\n")
                               << "no tracepoint irq/x";
        QByteArray cut = output(kTrace);
        cut.truncate(cut.indexOf(QByteArray(kB + " uptime-before")));
        QTest::newRow("cut off") << cut << "uptime-before";
        QTest::newRow("bad trace") << output("not a trace line\n") << "db7:trace_pipe";
        QByteArray uptime = output(kTrace);
        uptime.replace("102.00 51.00", "99.00 51.00");
        QTest::newRow("uptime backwards") << uptime << "uptime";
        QByteArray twice = output(kTrace);
        twice.replace(QByteArray(kB + " end"), QByteArray(kB + " lost\n" + kB + " end"));
        QTest::newRow("section twice") << twice << "twice";
        QByteArray badProc = output(kTrace);
        badProc.replace(" 36:          5          8", " 36:          5          x");
        QTest::newRow("bad interrupts") << badProc << "db7:/proc/interrupts";
    }

    void refusals()
    {
        QFETCH(QByteArray, out);
        QFETCH(QString, says);
        auto r = parseRemoteCost(out, kB, QStringLiteral("db7"), 2);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().startsWith(QStringLiteral("db7")), qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(says), qPrintable(r.errorString()));
    }

    void overSsh()
    {
        if (::geteuid() != 0)
            QSKIP("the remote side traces as root: the test's sshd logs in as its user");
        if (!QFileInfo::exists(QStringLiteral("/sys/kernel/tracing/instances")))
            QSKIP("no tracefs mounted at /sys/kernel/tracing");
        if (!QFileInfo(QStringLiteral(IRQATLAS_CLI_PATH)).isExecutable())
            QSKIP("irqatlas-cli is not built");
        if (!m_sshd.start())
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
        // A login shell that prints, as a .bashrc may.
        QVERIFY(m_sshd.setLoginScript("echo 'IRQATLAS-END-x start'; echo hello\n"));
        const ProgramRun r = runCli(
            {QStringLiteral("cost"), QStringLiteral("--host"), m_sshd.target(),
             QStringLiteral("--ssh-config"), m_sshd.clientConfig(), QStringLiteral("--seconds"),
             QStringLiteral("0.5"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(m_sshd.setLoginScript(""));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-cost"));
        QVERIFY(o.value(QStringLiteral("seconds")).toDouble() > 0);
        QVERIFY(!o.value(QStringLiteral("cpus")).toArray().isEmpty());
        const QStringList left =
            QDir(QStringLiteral("/sys/kernel/tracing/instances"))
                .entryList({QStringLiteral("irqatlas-ssh-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
        m_sshd.stop();
    }

    void usage()
    {
        const ProgramRun r =
            runCli({QStringLiteral("cost"), QStringLiteral("--root"), QStringLiteral("/tmp"),
                    QStringLiteral("--seconds"), QStringLiteral("1")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--root"));
    }
};

QTEST_GUILESS_MAIN(TestRemoteCost)
#include "tst_remotecost.moc"
