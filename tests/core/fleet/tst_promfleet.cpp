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
        QVERIFY(stack.writeTreeFile(QStringLiteral("proc/stat"), PromStack::tickingStat(tick)));
        QVERIFY(stack.writeTreeFile(QStringLiteral("proc/interrupts"), table));
        QVERIFY2(stack.start(1), qPrintable(stack.error()));
        const auto ticker = [&] {
            QVERIFY(
                stack.writeTreeFile(QStringLiteral("proc/stat"), PromStack::tickingStat(++tick)));
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
