// Cost measurements read back (cost/costfile.h): what `irqatlas-cli cost
// --format json` writes reads to the same figures, the fields a reader does
// not need may be absent, and every bad entry is refused with the file and
// the entry named.
#include "cost/costfile.h"

#include <QTest>

using namespace irqatlas;

namespace {

const QByteArray kFull = R"({"format": "irqatlas-cost", "version": 1, "seconds": 5.0,
 "requested_seconds": 5, "source": "tracepoints",
 "cpus": [{"cpu": 3, "hardirq_pct": 11.8, "softirq_pct": 29.7, "idle_pct": null,
           "hardirq_ns": 590000000, "softirq_ns": 1485000000}],
 "irqs": [{"irq": "41", "name": "eth0-tx-0", "count": 120000, "ns": 590000000,
           "ns_per_run": 4916, "cpus": {"3": 590000000}, "paired": 119990,
           "cpu_counts": {"3": 120000}, "proc_interrupts": 120001},
          {"irq": "LOC", "ns": 1000}],
 "softirqs": [{"type": "NET_RX", "cpu": 0, "count": 90000, "ns": 650000000}],
 "lost_events": 3, "unpaired_events": 10, "events": 500000,
 "stopped_early": "stopped after 2.0 s"})";

QByteArray withIrq(const char *irq)
{
    return QByteArray(R"({"format": "irqatlas-cost", "version": 1, "seconds": 1, "irqs": [)") +
           irq + "]}";
}

} // namespace

class TestCostFile : public QObject
{
    Q_OBJECT
private slots:
    void readsEveryField()
    {
        auto r = parseCostJson(kFull, QStringLiteral("cost.json"));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QCOMPARE(r->seconds, 5.0);
        QCOMPARE(r->irqs.size(), std::size_t(2));
        const CostIrqRow &eth = r->irqs[0];
        QCOMPARE(eth.cost.irq, std::string("41"));
        QCOMPARE(eth.cost.name, std::string("eth0-tx-0"));
        QCOMPARE(eth.cost.count, std::uint64_t(120000));
        QCOMPARE(eth.cost.paired, std::uint64_t(119990));
        QCOMPARE(eth.cost.ns, std::uint64_t(590000000));
        QCOMPARE(eth.nsPerRun, std::uint64_t(590000000 / 119990));
        QCOMPARE(eth.cost.cpuNs.at(3), std::uint64_t(590000000));
        QCOMPARE(eth.cost.cpuCount.at(3), std::uint64_t(120000));
        QCOMPARE(eth.procInterrupts.value_or(0), std::uint64_t(120001));
        // Absent fields: no runs, no name, no /proc delta.
        QCOMPARE(r->irqs[1].cost.count, std::uint64_t(0));
        QVERIFY(r->irqs[1].cost.name.empty());
        QVERIFY(!r->irqs[1].procInterrupts);
        QCOMPARE(r->cpus.size(), std::size_t(1));
        QCOMPARE(r->cpus[0].cpu, 3);
        QCOMPARE(r->cpus[0].hardirqPct.value_or(-1), 11.8);
        QVERIFY(!r->cpus[0].idlePct);
        QCOMPARE(r->softirqs.size(), std::size_t(1));
        QCOMPARE(r->softirqs[0].type, std::string("NET_RX"));
        QCOMPARE(r->lostEvents, std::uint64_t(3));
        QCOMPARE(r->unpaired, std::uint64_t(10));
        QCOMPARE(r->stoppedEarly, QStringLiteral("stopped after 2.0 s"));
    }

    // What costJson writes reads back to the same figures.
    void roundTrip()
    {
        auto r = parseCostJson(kFull, QStringLiteral("cost.json"));
        QVERIFY(r.ok());
        auto again = parseCostJson(costJson(*r), QStringLiteral("again.json"));
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.errorString()));
        QCOMPARE(again->irqs.size(), r->irqs.size());
        for (std::size_t i = 0; i < r->irqs.size(); ++i) {
            QCOMPARE(again->irqs[i].cost.irq, r->irqs[i].cost.irq);
            QCOMPARE(again->irqs[i].cost.ns, r->irqs[i].cost.ns);
            QCOMPARE(again->irqs[i].cost.cpuNs, r->irqs[i].cost.cpuNs);
            QCOMPARE(again->irqs[i].procInterrupts, r->irqs[i].procInterrupts);
        }
        QCOMPARE(again->cpus[0].softirqPct, r->cpus[0].softirqPct);
        QCOMPARE(again->softirqs[0].ns, r->softirqs[0].ns);
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        QTest::newRow("not json") << QByteArray("{\"format\"") << "not JSON";
        QTest::newRow("array") << QByteArray("[]") << "not JSON";
        QTest::newRow("other format")
            << QByteArray(R"({"format": "irqatlas-plan", "version": 1})") << "irqatlas-cost";
        QTest::newRow("version 2")
            << QByteArray(R"({"format": "irqatlas-cost", "version": 2})") << "version 1";
        QTest::newRow("no seconds")
            << QByteArray(R"({"format": "irqatlas-cost", "version": 1, "irqs": []})") << "seconds";
        QTest::newRow("seconds too long")
            << QByteArray(
                   R"({"format": "irqatlas-cost", "version": 1, "seconds": 1e9, "irqs": []})")
            << "seconds";
        QTest::newRow("no irqs")
            << QByteArray(R"({"format": "irqatlas-cost", "version": 1, "seconds": 1})") << "irqs";
        QTest::newRow("irq not an object") << withIrq("5") << "irqs[0]: not an object";
        QTest::newRow("no key") << withIrq(R"({"ns": 5})") << "irqs[0]: \"irq\"";
        QTest::newRow("key with a slash") << withIrq(R"({"irq": "../4", "ns": 5})") << "\"irq\"";
        QTest::newRow("negative ns") << withIrq(R"({"irq": "4", "ns": -1})") << "irqs[0]: \"ns\"";
        QTest::newRow("fraction") << withIrq(R"({"irq": "4", "ns": 1.5})") << "\"ns\"";
        QTest::newRow("ns past 2^53") << withIrq(R"({"irq": "4", "ns": 1e17})") << "whole number";
        QTest::newRow("ns as text") << withIrq(R"({"irq": "4", "ns": "5"})") << "\"ns\"";
        QTest::newRow("cpu key") << withIrq(R"({"irq": "4", "ns": 5, "cpus": {"x": 5}})")
                                 << "irqs[0].cpus";
        QTest::newRow("cpu id too large")
            << withIrq(R"({"irq": "4", "ns": 5, "cpus": {"99999": 5}})") << "CPU id";
        QTest::newRow("cpu time negative")
            << withIrq(R"({"irq": "4", "ns": 5, "cpus": {"2": -5}})") << "CPU 2";
        QTest::newRow("name not text")
            << withIrq(R"({"irq": "4", "ns": 5, "name": 7})") << "\"name\"";
        QTest::newRow("second irq")
            << withIrq(R"({"irq": "4", "ns": 5}, {"irq": "", "ns": 5})") << "irqs[1]";
        QTest::newRow("cpu row")
            << QByteArray(
                   R"({"format": "irqatlas-cost", "version": 1, "seconds": 1, "irqs": [], "cpus": [{"cpu": -1}]})")
            << "cpus[0]";
        QTest::newRow("negative share")
            << QByteArray(
                   R"({"format": "irqatlas-cost", "version": 1, "seconds": 1, "irqs": [], "cpus": [{"cpu": 1, "softirq_pct": -3}]})")
            << "softirq_pct";
        QTest::newRow("softirq type")
            << QByteArray(
                   R"({"format": "irqatlas-cost", "version": 1, "seconds": 1, "irqs": [], "softirqs": [{"type": "NET RX", "cpu": 0}]})")
            << "softirqs[0]";
        QTest::newRow("lost events")
            << QByteArray(
                   R"({"format": "irqatlas-cost", "version": 1, "seconds": 1, "irqs": [], "lost_events": -2})")
            << "lost_events";
    }

    void refusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        auto r = parseCostJson(json, QStringLiteral("ticket/cost.json"));
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().startsWith(QStringLiteral("ticket/cost.json: ")),
                 qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(says), qPrintable(r.errorString()));
    }

    void fileErrorsNameTheFile()
    {
        auto r = readCostFile(QStringLiteral("/nonexistent/cost.json"));
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(QStringLiteral("/nonexistent/cost.json")),
                 qPrintable(r.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestCostFile)
#include "tst_costfile.moc"
