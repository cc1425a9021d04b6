// irqs --format prometheus: the placement in node_exporter's textfile
// format, exactly, with label values escaped and the drift from a plan;
// --out replaces the file atomically; and node_exporter's own textfile
// collector reads the file back without an error.

#include "faketree.h"
#include "promstack.h"
#include "testdata.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// Two IRQs on two CPUs; the first's name holds a quote and a backslash.
void writeMachine(FakeTree &t)
{
    t.write(QStringLiteral("/proc/interrupts"),
            "           CPU0       CPU1       \n"
            " 24:        100        200   PCI-MSI 1-edge      eth\"0\\x\n"
            " 25:          5          0   PCI-MSI 2-edge      nvme0q1\n"
            "LOC:       1000       1000   Local timer interrupts\n");
    t.write(QStringLiteral("/proc/irq/24/smp_affinity"), "3\n");
    t.write(QStringLiteral("/proc/irq/24/smp_affinity_list"), "0-1\n");
    t.write(QStringLiteral("/proc/irq/24/effective_affinity_list"), "1\n");
    t.write(QStringLiteral("/proc/irq/24/node"), "0\n");
    t.write(QStringLiteral("/proc/irq/25/smp_affinity"), "1\n");
    t.write(QStringLiteral("/proc/irq/25/smp_affinity_list"), "0\n");
    t.write(QStringLiteral("/proc/irq/25/effective_affinity_list"), "0\n");
}

const QByteArray kPlan = R"({"format": "irqatlas-plan", "version": 1, "assignments": [
  {"irq": 24, "match": "eth\"0\\x", "cpus": "0"}, {"irq": 25, "match": "nvme0q1", "cpus": "0"}]})";

const QByteArray kSamples =
    "irqatlas_irq_affinity_info{irq=\"24\",name=\"eth\\\"0\\\\x\",affinity=\"0-1\",effective=\"1\","
    "node=\"0\"} 1\n"
    "irqatlas_irq_affinity_info{irq=\"25\",name=\"nvme0q1\",affinity=\"0\",effective=\"0\","
    "node=\"\"} 1\n"
    "irqatlas_plan_drift{irq=\"24\",name=\"eth\\\"0\\\\x\",plan=\"0\",affinity=\"0-1\"} 1\n"
    "irqatlas_plan_drift{irq=\"25\",name=\"nvme0q1\",plan=\"0\",affinity=\"0\"} 0\n"
    "irqatlas_plan_drift_irqs 1\n"
    "irqatlas_irqbalance_running 0\n";

QByteArray samplesOf(const QByteArray &text)
{
    QByteArray out;
    for (const QByteArray &line : text.split('\n'))
        if (!line.isEmpty() && !line.startsWith('#'))
            out += line + '\n';
    return out;
}

} // namespace

class TestPromTextfile : public QObject
{
    Q_OBJECT

private slots:
    void textfile()
    {
        FakeTree tree;
        writeMachine(tree);
        tree.write(QStringLiteral("/plan.json"), kPlan);
        QTemporaryDir outDir;
        const QString file = outDir.filePath(QStringLiteral("irqatlas.prom"));
        const QStringList args{QStringLiteral("irqs"),
                               QStringLiteral("--root"),
                               tree.root(),
                               QStringLiteral("--format"),
                               QStringLiteral("prometheus"),
                               QStringLiteral("--plan"),
                               tree.root() + QStringLiteral("/plan.json")};
        const ProgramRun printed = runCli(args);
        QVERIFY2(printed.code == 0, printed.err.constData());
        QCOMPARE(samplesOf(printed.out), kSamples);
        QVERIFY(printed.out.contains("# TYPE irqatlas_plan_drift gauge\n"));

        // Atomic: an older file is replaced whole, nothing else is left.
        QFile old(file);
        QVERIFY(old.open(QIODevice::WriteOnly) && old.write("old\n") == 4);
        old.close();
        const ProgramRun written = runCli(args + QStringList{QStringLiteral("--out"), file});
        QVERIFY2(written.code == 0, written.err.constData());
        QCOMPARE(fileBytes(file), printed.out);
        QCOMPARE(QDir(outDir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("irqatlas.prom")});

        const ProgramRun misuse = runCli({QStringLiteral("irqs"), QStringLiteral("--out"), file});
        QCOMPARE(misuse.code, 2);
        // Flags of a Prometheus source name none here: refused, not ignored.
        for (const QStringList &flag :
             {QStringList{QStringLiteral("--instance"), QStringLiteral("db7:9100")},
              QStringList{QStringLiteral("--prometheus-user"), QStringLiteral("ops")}}) {
            const ProgramRun r = runCli(args + flag);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("need"), r.err.constData());
        }
    }

    void readBackByNodeExporter()
    {
        if (const QString m = PromStack::missing(); !m.isEmpty())
            QSKIP(qPrintable(QStringLiteral("not installed: ") + m));
        FakeTree tree;
        writeMachine(tree);
        tree.write(QStringLiteral("/plan.json"), kPlan);
        QTemporaryDir outDir;
        const ProgramRun written =
            runCli({QStringLiteral("irqs"), QStringLiteral("--root"), tree.root(),
                    QStringLiteral("--format"), QStringLiteral("prometheus"),
                    QStringLiteral("--plan"), tree.root() + QStringLiteral("/plan.json"),
                    QStringLiteral("--out"), outDir.filePath(QStringLiteral("irqatlas.prom"))});
        QVERIFY2(written.code == 0, written.err.constData());
        PromStack stack;
        QVERIFY(stack.writeTreeFile(QStringLiteral("proc/stat"), "cpu  1 0 0 1 0 0 0 0 0 0\n"
                                                                 "cpu0 1 0 0 1 0 0 0 0 0 0\n"));
        QVERIFY2(stack.start(0, false,
                             {QStringLiteral("--collector.textfile"),
                              QStringLiteral("--collector.textfile.directory=") + outDir.path()}),
                 qPrintable(stack.error()));
        // Prometheus scraped the exporter, so the textfile collector ran.
        QVERIFY2(stack.waitFor(QStringLiteral("irqatlas_plan_drift_irqs"),
                               [](const PromResult &r) {
                                   return r.series.size() == 1 && r.series[0].samples[0].value == 1;
                               }),
                 qPrintable(stack.error()));
        QVERIFY2(stack.waitFor(QStringLiteral("node_textfile_scrape_error == 0"),
                               [](const PromResult &r) { return r.series.size() == 1; }),
                 qPrintable(stack.error()));
        QVERIFY2(stack.waitFor(QStringLiteral("irqatlas_irq_affinity_info{irq=\"24\","
                                              "name=\"eth\\\"0\\\\x\",effective=\"1\"}"),
                               [](const PromResult &r) { return r.series.size() == 1; }),
                 qPrintable(stack.error()));
    }
};

QTEST_GUILESS_MAIN(TestPromTextfile)
#include "tst_promtextfile.moc"
