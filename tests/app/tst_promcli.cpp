// irqs and watch from a real Prometheus scraping a real node_exporter
// (tests/support/promstack.h): the IRQ rows and their counts exactly as the
// tree's /proc/interrupts has them, affinity, node and device null; watch's
// JSON lines with per-CPU hard and soft IRQ % from counters a ticker raises
// by known amounts (exact whatever the scrape times, timed by the scrapes);
// the note when the exporter runs without its interrupts collector; an
// instance Prometheus does not scrape.

#include "faketree.h"
#include "promstack.h"
#include "sshd.h"
#include "testdata.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

// Softirq counters of four CPUs after `tick` ticks: per tick CPU 0 runs 10
// NET_RX and 5 TIMER, CPU 2 40 NET_RX and 20 TIMER, the others nothing; so
// CPU 2's softirqs per second are four times CPU 0's in every scrape.
QByteArray tickingSoftirqs(int tick)
{
    QByteArray s = "# TYPE node_softirqs_functions_total counter\n";
    const int netRx[] = {10, 0, 40, 0}, timer[] = {5, 0, 20, 0};
    for (int cpu = 0; cpu < 4; ++cpu)
        s += QStringLiteral("node_softirqs_functions_total{cpu=\"%1\",type=\"NET_RX\"} %2\n"
                            "node_softirqs_functions_total{cpu=\"%1\",type=\"TIMER\"} %3\n")
                 .arg(cpu)
                 .arg(qint64(tick) * netRx[cpu])
                 .arg(qint64(tick) * timer[cpu])
                 .toLatin1();
    return s;
}

QJsonObject jsonLine(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object();
}

// watch's lines that have rates. A tick that found no newer scrape is a gap
// line (under load the watch ticks and the scrapes drift apart); the next
// line with rates then spans both scrapes. Each line's interval is the time
// from the line with rates before it: the scrapes' times, not watch's.
QList<QJsonObject> rateLines(const QByteArray &out)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : out.trimmed().split('\n')) {
        const QJsonObject o = jsonLine(line);
        if (!o.value(QStringLiteral("interval")).isNull())
            lines << o;
    }
    return lines;
}

bool timedByScrapes(const QList<QJsonObject> &lines)
{
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const double span = lines[i].value(QStringLiteral("time")).toDouble() -
                            lines[i - 1].value(QStringLiteral("time")).toDouble();
        if (qAbs(lines[i].value(QStringLiteral("interval")).toDouble() - span) > 0.002)
            return false;
    }
    return true;
}

} // namespace

class TestPromCli : public QObject
{
    Q_OBJECT

    QByteArray m_table;
    int m_tick = 0;

    // With softirqs, node_softirqs_functions_total comes from the exporter's
    // textfile collector (textfile/softirqs.prom): Debian's node_exporter
    // (1.5) has no softirqs collector, so the series has the same name and
    // labels as 1.6's but the test writes it.
    bool startStack(PromStack &stack, bool interrupts, bool softirqs = false)
    {
        m_table = readData(QStringLiteral("proc-interrupts/node_exporter-interrupts-x86_64.txt"));
        QStringList extra;
        if (softirqs) {
            extra << QStringLiteral("--collector.textfile")
                  << QStringLiteral("--collector.textfile.directory=%1/textfile").arg(stack.root());
            if (!QDir().mkpath(stack.root() + QStringLiteral("/textfile")) ||
                !stack.writeTreeFile(QStringLiteral("textfile/softirqs.prom"),
                                     tickingSoftirqs(m_tick)))
                return false;
        }
        if (!stack.writeTreeFile(QStringLiteral("proc/stat"), PromStack::tickingStat(m_tick)) ||
            !stack.writeTreeFile(QStringLiteral("proc/interrupts"), m_table) ||
            !stack.start(0, interrupts, extra))
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

    // The login flags are checked before anything is asked: an empty user
    // (which would quietly mean no login), a user without a password, a
    // password file without a user.
    void loginFlagsChecked()
    {
        const QStringList base = {QStringLiteral("irqs"), QStringLiteral("--prometheus"),
                                  QStringLiteral("http://127.0.0.1:9"),
                                  QStringLiteral("--instance"), QStringLiteral("db7:9100")};
        const QList<std::pair<QStringList, const char *>> cases = {
            {{QStringLiteral("--prometheus-user"), QString()}, "--prometheus-user is empty"},
            {{QStringLiteral("--prometheus-user"), QStringLiteral("ops")},
             "--prometheus-user needs a password"},
            {{QStringLiteral("--prometheus-password-file"), QStringLiteral("/etc/hostname")},
             "--prometheus-password-file needs --prometheus-user"},
        };
        qunsetenv("IRQATLAS_PROMETHEUS_PASSWORD");
        for (const auto &[flags, message] : cases) {
            const ProgramRun r = runCli(base + flags);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(message), r.err.constData());
        }
    }

    void irqsWithHostPlacement()
    {
        // The same host over SSH, as it is now: the rows Prometheus counted,
        // but IRQ 8 is another device's and IRQ 9 was freed since.
        const QByteArray counted =
            readData(QStringLiteral("proc-interrupts/node_exporter-interrupts-x86_64.txt"));
        QByteArray now;
        QStringList numbered;
        static const QRegularExpression row(QStringLiteral("^\\s*(\\d+):"));
        for (const QByteArray &line : counted.split('\n')) {
            const QRegularExpressionMatch m = row.match(QString::fromLatin1(line));
            if (m.hasMatch() && m.captured(1) == QLatin1String("9"))
                continue;
            now += QByteArray(line).replace("rtc0", "rtc1") + '\n';
            if (m.hasMatch())
                numbered << m.captured(1);
        }
        FakeTree tree;
        tree.write(QStringLiteral("/proc/interrupts"), now);
        for (const QString &irq : numbered) {
            const QByteArray cpu = QByteArray::number(irq.toInt() % 4) + '\n';
            tree.write(QStringLiteral("/proc/irq/%1/smp_affinity_list").arg(irq), cpu);
            tree.write(QStringLiteral("/proc/irq/%1/effective_affinity_list").arg(irq), cpu);
            tree.write(QStringLiteral("/proc/irq/%1/node").arg(irq), "0\n");
        }
        tree.mkdir(QStringLiteral("/sys"));
        SshdFixture sshd;
        const int machine = sshd.addMachine(tree.root(), QStringLiteral("promhost"));
        if (!sshd.start())
            QSKIP(qPrintable(sshd.skipReason()));
        PromStack stack;
        QVERIFY2(startStack(stack, true), qPrintable(stack.error()));
        const QString target = sshd.machineTarget(machine);
        const ProgramRun r =
            runCli({QStringLiteral("irqs"), QStringLiteral("--prometheus"), stack.url(),
                    QStringLiteral("--instance"), stack.exporterInstance(),
                    QStringLiteral("--host"), target, QStringLiteral("--ssh-config"),
                    sshd.clientConfig(), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        QHash<QString, QJsonObject> rows;
        const QJsonArray irqs =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("irqs")).toArray();
        for (const QJsonValue &v : irqs)
            rows.insert(v.toObject().value(QStringLiteral("irq")).toString(), v.toObject());
        // Counts are Prometheus'; placement is the host's, and says so.
        QCOMPARE(rows.value(QStringLiteral("42")).value(QStringLiteral("counts")).toArray(),
                 QJsonArray({378324, 1734637, 440240, 2434308}));
        QCOMPARE(rows.value(QStringLiteral("42")).value(QStringLiteral("affinity")).toString(),
                 QStringLiteral("2"));
        QCOMPARE(rows.value(QStringLiteral("42")).value(QStringLiteral("irq_node")).toInt(), 0);
        QCOMPARE(
            rows.value(QStringLiteral("42")).value(QStringLiteral("placement_from")).toString(),
            target);
        for (const char *none : {"8", "9", "LOC"}) {
            const QJsonObject o = rows.value(QLatin1String(none));
            QVERIFY2(!o.isEmpty(), none);
            QVERIFY2(o.value(QStringLiteral("affinity")).isNull(), none);
            QVERIFY2(o.value(QStringLiteral("placement_from")).isNull(), none);
        }
        const QByteArray said = QStringLiteral("of %1 of %2 numbered rows from %3 over SSH")
                                    .arg(numbered.size() - 1)
                                    .arg(numbered.size() + 1)
                                    .arg(target)
                                    .toUtf8();
        QVERIFY2(r.err.contains(said), r.err.constData());
        QVERIFY2(r.err.contains("another device on IRQ 8 than Prometheus counted"),
                 r.err.constData());
        QVERIFY2(r.err.contains("has no IRQ 9 now"), r.err.constData());
        // --ssh-config alone names no host.
        const ProgramRun lone =
            runCli({QStringLiteral("irqs"), QStringLiteral("--prometheus"), stack.url(),
                    QStringLiteral("--instance"), stack.exporterInstance(),
                    QStringLiteral("--ssh-config"), sshd.clientConfig()});
        QCOMPARE(lone.code, 2);
        QVERIFY2(lone.err.contains("--ssh-config needs --host"), lone.err.constData());
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
                           QStringLiteral("--count"), QStringLiteral("5")});
        // The ticker moves the counters while watch samples; the wait ends
        // when watch has printed its lines.
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&] {
            stack.writeTreeFile(QStringLiteral("proc/stat"), PromStack::tickingStat(++m_tick));
        });
        ticker.start(100);
        QVERIFY(QTest::qWaitFor([&] { return watch.state() == QProcess::NotRunning; }, 120000));
        ticker.stop();
        const QByteArray err = watch.readAllStandardError();
        QVERIFY2(watch.exitCode() == 0, err.constData());
        const QByteArray out = watch.readAllStandardOutput();
        const QList<QJsonObject> lines = rateLines(out);
        QVERIFY2(lines.size() >= 2, out.constData());
        QVERIFY2(timedByScrapes(lines), out.constData());
        for (const QJsonObject &o : lines) {
            QVERIFY2(o.value(QStringLiteral("interval")).toDouble() > 0, out.constData());
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
        const auto tick = [&] {
            stack.writeTreeFile(QStringLiteral("proc/stat"), PromStack::tickingStat(++m_tick));
        };
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

    void softirqTypes()
    {
        PromStack stack;
        QVERIFY2(startStack(stack, true, true), qPrintable(stack.error()));
        // A scrape of moving softirq counters is in before watch starts.
        const auto tick = [&] {
            ++m_tick;
            stack.writeTreeFile(QStringLiteral("textfile/softirqs.prom"), tickingSoftirqs(m_tick));
            stack.writeTreeFile(QStringLiteral("proc/stat"), PromStack::tickingStat(m_tick));
        };
        QVERIFY2(stack.waitFor(
                     QStringLiteral("sum(node_softirqs_functions_total) > 0"),
                     [](const PromResult &r) { return r.series.size() == 1; }, tick),
                 qPrintable(stack.error()));
        QProcess watch;
        watch.start(kCli, {QStringLiteral("watch"), QStringLiteral("--prometheus"), stack.url(),
                           QStringLiteral("--instance"), stack.exporterInstance(),
                           QStringLiteral("--format"), QStringLiteral("json"),
                           QStringLiteral("--interval"), QStringLiteral("1"),
                           QStringLiteral("--count"), QStringLiteral("4")});
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, tick);
        ticker.start(100);
        QVERIFY(QTest::qWaitFor([&] { return watch.state() == QProcess::NotRunning; }, 60000));
        ticker.stop();
        const QByteArray err = watch.readAllStandardError();
        QVERIFY2(watch.exitCode() == 0, err.constData());
        QVERIFY2(!err.contains("softirq"), err.constData());
        const QByteArray out = watch.readAllStandardOutput();
        const QList<QJsonObject> lines = rateLines(out);
        QVERIFY2(!lines.isEmpty(), out.constData());
        int moved = 0;
        for (const QJsonObject &o : lines) {
            const QJsonArray cpus = o.value(QStringLiteral("cpus")).toArray();
            QCOMPARE(cpus.size(), 4);
            const QJsonValue cpu0 = cpus.at(0).toObject().value(QStringLiteral("softirqs_per_s"));
            const QJsonValue cpu2 = cpus.at(2).toObject().value(QStringLiteral("softirqs_per_s"));
            QVERIFY2(cpu0.isDouble() && cpu2.isDouble(), out.constData());
            QCOMPARE(cpus.at(1).toObject().value(QStringLiteral("softirqs_per_s")).toDouble(), 0.0);
            // Rates of one pair of scrapes: four times, whatever the ticks
            // between them (each printed to two decimals).
            QVERIFY2(qAbs(cpu2.toDouble() - 4 * cpu0.toDouble()) < 0.03, out.constData());
            moved += cpu0.toDouble() > 0;
        }
        QVERIFY2(moved >= 1, out.constData());
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
                        QStringLiteral("--count"), QStringLiteral("3"),
                        QStringLiteral("--interval"), QStringLiteral("1")} +
            source);
        QVERIFY2(watch.code == 0, watch.err.constData());
        QVERIFY2(watch.err.contains("start node_exporter with --collector.interrupts"),
                 watch.err.constData());
        QCOMPARE(watch.err.count("no node_softirqs_functions_total series"), 1);
        const QList<QJsonObject> lines = rateLines(watch.out);
        QVERIFY2(!lines.isEmpty(), watch.out.constData());
        const QJsonObject &o = lines.constFirst();
        QCOMPARE(o.value(QStringLiteral("cpus")).toArray().size(), 4);
        QCOMPARE(o.value(QStringLiteral("top")).toArray().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestPromCli)
#include "tst_promcli.moc"
