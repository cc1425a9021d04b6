// irqs and watch from a real Prometheus scraping a real node_exporter
// (tests/support/promstack.h): the IRQ rows and their counts exactly as the
// tree's /proc/interrupts has them, affinity, node and device null; watch's
// JSON lines with per-CPU hard and soft IRQ % from counters a ticker raises
// by known amounts (exact whatever the scrape times, timed by the scrapes);
// the note when the exporter runs without its interrupts collector; an
// instance Prometheus does not scrape.

#include "faketree.h"
#include "promstack.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

// Four CPUs; every tick adds 100 jiffies to each: CPU 2 spends 20 of them in
// hard and 10 in soft IRQs, the others 5 and 5.
QByteArray stat(int tick)
{
    QByteArray s = "cpu  0 0 0 0 0 0 0 0 0 0\n";
    for (int cpu = 0; cpu < 4; ++cpu) {
        const int irq = cpu == 2 ? 20 : 5, soft = cpu == 2 ? 10 : 5;
        s += QStringLiteral("cpu%1 %2 0 0 1000 0 %3 %4 0 0 0\n")
                 .arg(cpu)
                 .arg(1000 + tick * (100 - irq - soft))
                 .arg(tick * irq)
                 .arg(tick * soft)
                 .toLatin1();
    }
    return s + "intr 0\nctxt 0\nbtime 1764495600\nprocesses 1\n";
}

QJsonObject jsonLine(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object();
}

} // namespace

class TestPromCli : public QObject
{
    Q_OBJECT

    QByteArray m_table;
    int m_tick = 0;

    bool startStack(PromStack &stack, bool interrupts)
    {
        m_table = readData(QStringLiteral("proc-interrupts/node_exporter-interrupts-x86_64.txt"));
        if (!stack.writeTreeFile(QStringLiteral("proc/stat"), stat(m_tick)) ||
            !stack.writeTreeFile(QStringLiteral("proc/interrupts"), m_table) ||
            !stack.start(0, interrupts))
            return false;
        return stack.waitFor(QStringLiteral("count(node_cpu_seconds_total)"),
                             [](const PromResult &r) { return !r.series.empty(); });
    }

private slots:
    void initTestCase()
    {
        if (const QString m = PromStack::missing(); !m.isEmpty())
            QSKIP(qPrintable(QStringLiteral("not installed: ") + m));
    }

    void irqsFromPrometheus()
    {
        PromStack stack;
        QVERIFY2(startStack(stack, true), qPrintable(stack.error()));
        const ProgramRun r =
            runCli({QStringLiteral("irqs"), QStringLiteral("--prometheus"), stack.url(),
                    QStringLiteral("--instance"), stack.exporterInstance(),
                    QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("cpus")).toArray(), QJsonArray({0, 1, 2, 3}));
        QJsonObject row42;
        const QJsonArray irqs = o.value(QStringLiteral("irqs")).toArray();
        for (const QJsonValue &v : irqs)
            if (v.toObject().value(QStringLiteral("irq")).toString() == QLatin1String("42"))
                row42 = v.toObject();
        // " 42:     378324    1734637     440240    2434308  IR-PCI-MSI-edge      xhci_hcd"
        QCOMPARE(row42.value(QStringLiteral("counts")).toArray(),
                 QJsonArray({378324, 1734637, 440240, 2434308}));
        QCOMPARE(row42.value(QStringLiteral("chip")).toString(), QStringLiteral("IR-PCI-MSI"));
        QCOMPARE(row42.value(QStringLiteral("trigger")).toString(), QStringLiteral("edge"));
        QCOMPARE(row42.value(QStringLiteral("name")).toString(), QStringLiteral("xhci_hcd"));
        for (const char *unknown : {"affinity", "effective", "node", "device"})
            QVERIFY2(row42.value(QLatin1String(unknown)).isNull(), unknown);

        const ProgramRun typo =
            runCli({QStringLiteral("irqs"), QStringLiteral("--prometheus"), stack.url(),
                    QStringLiteral("--instance"), QStringLiteral("nosuch:9100")});
        QCOMPARE(typo.code, 1);
        QVERIFY2(
            typo.err.contains("nosuch:9100: Prometheus has no target with this instance label"),
            typo.err.constData());
        const ProgramRun noInstance =
            runCli({QStringLiteral("irqs"), QStringLiteral("--prometheus"), stack.url()});
        QCOMPARE(noInstance.code, 2);
    }

    void watchFromPrometheus()
    {
        PromStack stack;
        QVERIFY2(startStack(stack, true), qPrintable(stack.error()));
        QProcess watch;
        watch.start(kCli, {QStringLiteral("watch"), QStringLiteral("--prometheus"), stack.url(),
                           QStringLiteral("--instance"), stack.exporterInstance(),
                           QStringLiteral("--format"), QStringLiteral("json"),
                           QStringLiteral("--interval"), QStringLiteral("1"),
                           QStringLiteral("--count"), QStringLiteral("3")});
        // The ticker moves the counters while watch samples; the wait ends
        // when watch has printed its lines.
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this,
                [&] { stack.writeTreeFile(QStringLiteral("proc/stat"), stat(++m_tick)); });
        ticker.start(100);
        QVERIFY(QTest::qWaitFor([&] { return watch.state() == QProcess::NotRunning; }, 60000));
        ticker.stop();
        const QByteArray err = watch.readAllStandardError();
        QVERIFY2(watch.exitCode() == 0, err.constData());
        const QList<QByteArray> lines = watch.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        for (const QByteArray &line : lines) {
            const QJsonObject o = jsonLine(line);
            // Timed by the scrapes, a second apart give or take Prometheus'
            // jitter of a few milliseconds (not by when watch asked).
            const double interval = o.value(QStringLiteral("interval")).toDouble();
            QVERIFY2(qAbs(interval - 1.0) < 0.05, line.constData());
            const QJsonArray cpus = o.value(QStringLiteral("cpus")).toArray();
            QCOMPARE(cpus.size(), 4);
            const QJsonObject cpu2 = cpus.at(2).toObject(), cpu0 = cpus.at(0).toObject();
            QCOMPARE(cpu2.value(QStringLiteral("hardirq_pct")).toDouble(), 20.0);
            QCOMPARE(cpu2.value(QStringLiteral("softirq_pct")).toDouble(), 10.0);
            QCOMPARE(cpu0.value(QStringLiteral("hardirq_pct")).toDouble(), 5.0);
            QCOMPARE(cpu0.value(QStringLiteral("softirq_pct")).toDouble(), 5.0);
        }
    }

    void historyToRecording()
    {
        PromStack stack;
        QVERIFY2(startStack(stack, true), qPrintable(stack.error()));
        const auto tick = [&] { stack.writeTreeFile(QStringLiteral("proc/stat"), stat(++m_tick)); };
        // Six scrapes of moving counters are kept.
        QVERIFY2(stack.waitFor(
                     QStringLiteral("count_over_time(node_cpu_seconds_total{cpu=\"2\","
                                    "mode=\"irq\"}[1m]) >= 6"),
                     [](const PromResult &r) { return r.series.size() == 1; }, tick),
                 qPrintable(stack.error()));
        double last = 0;
        QVERIFY2(stack.waitFor(QStringLiteral("timestamp(up)"),
                               [&](const PromResult &r) {
                                   last = r.series.empty() ? 0 : r.series[0].samples[0].value;
                                   return last > 0;
                               }),
                 qPrintable(stack.error()));
        const qint64 to = qint64(last), from = to - 4;
        QTemporaryDir dir;
        const QString rec = dir.filePath(QStringLiteral("night.jsonl"));
        const ProgramRun r = runCli(
            {QStringLiteral("watch"), QStringLiteral("--prometheus"), stack.url(),
             QStringLiteral("--instance"), stack.exporterInstance(), QStringLiteral("--from"),
             QString::number(from), QStringLiteral("--to"), QString::number(to),
             QStringLiteral("--interval"), QStringLiteral("1"), QStringLiteral("--format"),
             QStringLiteral("json"), QStringLiteral("--record"), rec});
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        // Five steps, four intervals, timed by the steps.
        QCOMPARE(lines.size(), 4);
        int exact = 0;
        for (int i = 0; i < lines.size(); ++i) {
            const QJsonObject o = jsonLine(lines[i]);
            QCOMPARE(o.value(QStringLiteral("time")).toDouble(), double(from + i + 1));
            QCOMPARE(o.value(QStringLiteral("interval")).toDouble(), 1.0);
            const QJsonValue hard = o.value(QStringLiteral("cpus"))
                                        .toArray()
                                        .at(2)
                                        .toObject()
                                        .value(QStringLiteral("hardirq_pct"));
            // A step whose scrape is the previous step's has no CPU time.
            if (hard.isNull())
                continue;
            QCOMPARE(hard.toDouble(), 20.0);
            ++exact;
        }
        QVERIFY2(exact >= 2, r.out.constData());
        // The recording replays to the same lines.
        const ProgramRun replay = runCli({QStringLiteral("watch"), QStringLiteral("--replay"), rec,
                                          QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(replay.code == 0, replay.err.constData());
        QCOMPARE(replay.out, r.out);
    }

    void withoutTheInterruptsCollector()
    {
        PromStack stack;
        QVERIFY2(startStack(stack, false), qPrintable(stack.error()));
        const QStringList source{QStringLiteral("--prometheus"), stack.url(),
                                 QStringLiteral("--instance"), stack.exporterInstance()};
        const ProgramRun irqs = runCli(QStringList{QStringLiteral("irqs")} + source);
        QCOMPARE(irqs.code, 1);
        QVERIFY2(irqs.err.contains("start node_exporter with --collector.interrupts"),
                 irqs.err.constData());
        const ProgramRun watch = runCli(
            QStringList{QStringLiteral("watch"), QStringLiteral("--format"), QStringLiteral("json"),
                        QStringLiteral("--count"), QStringLiteral("1"),
                        QStringLiteral("--interval"), QStringLiteral("1")} +
            source);
        QVERIFY2(watch.code == 0, watch.err.constData());
        QVERIFY2(watch.err.contains("start node_exporter with --collector.interrupts"),
                 watch.err.constData());
        const QJsonObject o = jsonLine(watch.out.trimmed());
        QCOMPARE(o.value(QStringLiteral("cpus")).toArray().size(), 4);
        QCOMPARE(o.value(QStringLiteral("top")).toArray().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestPromCli)
#include "tst_promcli.moc"
