// The fleet from a real Prometheus scraping a real node_exporter
// (tests/support/promstack.h) over a tree this test writes: CPUs counted from
// node_cpu_seconds_total, numbered IRQ rows from node_interrupts_total, the
// busiest CPU's hard + soft IRQ share from counters a ticker raises by known
// amounts, and `up` 0 for a target where nothing listens.

#include "fleet/promfleet.h"
#include "promstack.h"
#include "testdata.h"

#include <QRegularExpression>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// Four CPUs; every tick adds 100 jiffies to each, of which CPU 2 spends 20
// in hard and 10 in soft IRQs and the others 5 and 5: shares of 30 % and 10 %,
// whatever the scrape times.
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
    return s + "intr 0\nctxt 0\nbtime 1764495600\nprocesses 1\nprocs_running 1\n"
               "procs_blocked 0\nsoftirq 0 0 0 0 0 0 0 0 0 0 0\n";
}

} // namespace

class TestPromFleet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString m = PromStack::missing(); !m.isEmpty())
            QSKIP(qPrintable(QStringLiteral("not installed: ") + m));
    }

    void fleetFromPrometheus()
    {
        PromStack stack;
        const QByteArray table =
            readData(QStringLiteral("proc-interrupts/node_exporter-interrupts-x86_64.txt"));
        static const QRegularExpression numberedRow(QStringLiteral("(?m)^\\s*\\d+:"));
        const int numbered = int(QString::fromLatin1(table).count(numberedRow));
        int tick = 0;
        QVERIFY(stack.writeTreeFile(QStringLiteral("proc/stat"), stat(tick)));
        QVERIFY(stack.writeTreeFile(QStringLiteral("proc/interrupts"), table));
        QVERIFY2(stack.start(1), qPrintable(stack.error()));
        const auto ticker = [&] {
            QVERIFY(stack.writeTreeFile(QStringLiteral("proc/stat"), stat(++tick)));
        };
        const int window = 5;
        // Ready when both targets have an `up` and the rate has two samples.
        QVERIFY2(stack.waitFor(
                     QStringLiteral("count(up)"),
                     [](const PromResult &r) {
                         return !r.series.empty() && r.series[0].samples[0].value == 2;
                     },
                     ticker),
                 qPrintable(stack.error()));
        QVERIFY2(stack.waitFor(
                     promFleetQueries(window).busiest,
                     [](const PromResult &r) { return !r.series.empty(); }, ticker),
                 qPrintable(stack.error()));

        auto fleet = readPromFleet(stack.server(), window);
        QVERIFY2(fleet.ok(), qPrintable(fleet.ok() ? QString() : fleet.errorString()));
        QCOMPARE(fleet->source, QStringLiteral("prometheus"));
        QCOMPARE(fleet->hosts.size(), std::size_t(2));
        const FleetRow *live = nullptr, *dead = nullptr;
        for (const FleetRow &h : fleet->hosts)
            (h.name == stack.exporterInstance() ? live : dead) = &h;
        QVERIFY(live && dead);
        QCOMPARE(dead->name, stack.deadInstance(0));
        QCOMPARE(dead->status, FleetReading::Status::Unreachable);
        QVERIFY(!dead->cpus);
        QCOMPARE(live->status, FleetReading::Status::Ok);
        QCOMPARE(live->cpus, std::optional<int>(4));
        QCOMPARE(live->onlineCpus, std::optional<int>(4));
        QCOMPARE(live->irqs, std::optional<int>(numbered));
        QVERIFY(live->busiestCpuIrqPct);
        QVERIFY2(qAbs(*live->busiestCpuIrqPct - 30.0) < 1e-6,
                 qPrintable(QString::number(*live->busiestCpuIrqPct, 'g', 17)));
        QVERIFY(!live->nodes && !live->packages && !live->irqbalance);
        QVERIFY(!live->kernel.isEmpty());
        QVERIFY(fleet->classes.empty());

        const QByteArray json = fleetJson(*fleet);
        QVERIFY(json.contains("\"source\": \"prometheus\""));
        QVERIFY(json.contains("\"status\": \"unreachable\""));
    }
};

QTEST_GUILESS_MAIN(TestPromFleet)
#include "tst_promfleet.moc"
