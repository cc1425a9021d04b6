// Plans weighed by measured IRQ time: `irqatlas-cli cost --format json`
// files (core/plan/costweights.*) and `plan --weights-from` on top of them.
#include "faketree.h"
#include "plan/costweights.h"
#include "plan/planner.h"
#include "planinput.h"
#include "procfs/hostsource.h"
#include "snapshot/snapshot.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace irqatlas;
using irqatlas::test::ProgramRun;
using irqatlas::test::runCli;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// IRQ 4 (ttyS0) costs little per run, IRQ 9 (acpi) much: 2 s measured.
const QByteArray kCost = R"({"format": "irqatlas-cost", "version": 1, "seconds": 2.0,
 "source": "tracepoints", "cpus": [],
 "irqs": [{"irq": "4", "name": "ttyS0", "count": 6200, "ns": 310000, "ns_per_run": 50,
           "cpus": {"3": 310000}},
          {"irq": "9", "name": "acpi", "count": 100, "ns": 2000000, "ns_per_run": 20000,
           "cpus": {"1": 2000000}},
          {"irq": "LOC", "name": "LOC", "count": 5000, "ns": 1000000, "ns_per_run": 200,
           "cpus": {"0": 1000000}}],
 "softirqs": [], "lost_events": 0})";

} // namespace

class TestCostWeights : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void weightsAreTimePerSecond();
    void errors_data();
    void errors();
    void planWeighsByCost();
    void excludesRatesFrom();
    void compareShowsBusiestCpuTime();

private:
    QTemporaryDir m_dir;
    QString m_root;
    QString m_cost;
    QString m_topo;
};

void TestCostWeights::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath(QStringLiteral("root"));
    QVERIFY(QDir().mkpath(m_root + QStringLiteral("/proc")));
    QVERIFY(writeFile(m_root + QStringLiteral("/proc/interrupts"),
                      test::readData(QStringLiteral("recordings/bdwup0-interrupts.after.txt"))));
    m_cost = m_dir.filePath(QStringLiteral("cost.json"));
    QVERIFY(writeFile(m_cost, kCost));
    m_topo = test::dataPath(QStringLiteral("plans/two-node-smt2.json"));
}

void TestCostWeights::weightsAreTimePerSecond()
{
    SnapshotOptions opt;
    opt.topology = false;
    opt.stat = false;
    auto snap = readSnapshot(DirHostSource(m_root), opt);
    QVERIFY(snap.ok());
    const IrqTable &t = snap->irqs;
    auto w = costWeights(m_cost, t);
    QVERIFY2(w.ok(), qPrintable(w.ok() ? QString() : w.errorString()));
    QCOMPARE(w->perRow.size(), t.irqs.size());
    for (std::size_t r = 0; r < t.irqs.size(); ++r) {
        const std::string &key = t.irqs[r].key;
        const double expected = key == "4"     ? 155000.0
                                : key == "9"   ? 1000000.0
                                : key == "LOC" ? 500000.0
                                               : 0.0;
        QCOMPARE(w->perRow[r], expected);
    }
    QCOMPARE(w->matchedIrqs, 2);
    QVERIFY(w->tableIrqs > 2);
    QCOMPARE(w->remarks().size(), 1);
    QVERIFY(w->description().contains(QStringLiteral("2.0 s")));
}

void TestCostWeights::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    QTest::newRow("not json") << QByteArray("{") << "not JSON";
    QTest::newRow("a plan") << QByteArray(R"({"format": "irqatlas-plan", "version": 1})")
                            << "irqatlas-cost";
    QTest::newRow("no seconds")
        << QByteArray(R"({"format": "irqatlas-cost", "version": 1, "seconds": 0, "irqs": []})")
        << "seconds";
    QTest::newRow("negative ns")
        << QByteArray(
               R"({"format": "irqatlas-cost", "version": 1, "seconds": 1, "irqs": [{"irq": "4", "ns": -1}]})")
        << "irqs[0]";
    QTest::newRow("another machine")
        << QByteArray(
               R"({"format": "irqatlas-cost", "version": 1, "seconds": 1, "irqs": [{"irq": "999", "ns": 5}]})")
        << "another machine";
}

void TestCostWeights::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    const QString path = m_dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeFile(path, json));
    SnapshotOptions opt;
    opt.topology = false;
    opt.stat = false;
    auto snap = readSnapshot(DirHostSource(m_root), opt);
    QVERIFY(snap.ok());
    auto w = costWeights(path, snap->irqs);
    QVERIFY(!w.ok());
    QVERIFY2(w.errorString().startsWith(path), qPrintable(w.errorString()));
    QVERIFY2(w.errorString().contains(says), qPrintable(w.errorString()));
}

void TestCostWeights::planWeighsByCost()
{
    const ProgramRun r = runCli(
        {QStringLiteral("plan"), QStringLiteral("--root"), m_root, QStringLiteral("--topology"),
         m_topo, QStringLiteral("--algorithm"), QStringLiteral("balance"), QStringLiteral("--irqs"),
         QStringLiteral("all"), QStringLiteral("--weights-from"), m_cost,
         QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonObject params =
        o.value(QStringLiteral("generator")).toObject().value(QStringLiteral("params")).toObject();
    QCOMPARE(params.value(QStringLiteral("weights")).toString(), QStringLiteral("cost"));
    QCOMPARE(params.value(QStringLiteral("weights_from")).toString(), m_cost);
    const QJsonArray notes = o.value(QStringLiteral("notes")).toArray();
    QVERIFY(notes.at(0).toString().startsWith(QStringLiteral("weights: IRQ time measured over")));
    bool saysTime = false;
    for (const auto &n : notes)
        saysTime = saysTime || n.toString().contains(QStringLiteral("measured IRQ time (ns/s)"));
    QVERIFY(saysTime);

    // The same request through the core gives the same assignments.
    SnapshotOptions opt;
    opt.topology = false;
    opt.stat = false;
    auto snap = readSnapshot(DirHostSource(m_root), opt);
    QVERIFY(snap.ok());
    auto w = costWeights(m_cost, snap->irqs);
    QVERIFY(w.ok());
    PlanRequest req;
    req.irqs = QStringLiteral("all");
    req.rates = w->perRow;
    req.ratesAreCost = true;
    auto plan = makePlan(*findPlanner(QStringLiteral("balance")),
                         test::planTopology("two-node-smt2.json"), snap->irqs, req);
    QVERIFY(plan.ok());
    std::map<int, QString> fromCli, fromCore;
    const QJsonArray assignments = o.value(QStringLiteral("assignments")).toArray();
    for (const auto &v : assignments)
        fromCli[v.toObject().value(QStringLiteral("irq")).toInt()] =
            v.toObject().value(QStringLiteral("cpus")).toString();
    for (const PlanAssignment &a : plan->assignments)
        fromCore[a.irq] = a.cpus.toListString();
    QCOMPARE(fromCli, fromCore);
    // The two costly IRQs do not share a CPU: the balance is by time.
    const QString acpi = fromCore.at(9);
    const QString tty = fromCore.at(4);
    QVERIFY(acpi != tty);
}

void TestCostWeights::excludesRatesFrom()
{
    const ProgramRun r =
        runCli({QStringLiteral("plan"), QStringLiteral("--root"), m_root,
                QStringLiteral("--topology"), m_topo, QStringLiteral("--algorithm"),
                QStringLiteral("balance"), QStringLiteral("--irqs"), QStringLiteral("all"),
                QStringLiteral("--weights-from"), m_cost, QStringLiteral("--rates-from"), m_cost});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("exclude each other"));
}

// compare --weights-from: every column gets the IRQ time its busiest CPU is
// expected to spend. Balance by time keeps IRQ 9 (1 ms/s) alone, so its
// busiest CPU carries exactly that.
void TestCostWeights::compareShowsBusiestCpuTime()
{
    const QStringList args{QStringLiteral("compare"),
                           QStringLiteral("--root"),
                           m_root,
                           QStringLiteral("--topology"),
                           m_topo,
                           QStringLiteral("--algorithms"),
                           QStringLiteral("balance"),
                           QStringLiteral("--irqs"),
                           QStringLiteral("all"),
                           QStringLiteral("--weights-from"),
                           m_cost};
    const ProgramRun r =
        runCli(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("weights")).toString(), QStringLiteral("cost"));
    QCOMPARE(o.value(QStringLiteral("weights_from")).toString(), m_cost);
    const QJsonObject balance = o.value(QStringLiteral("algorithms")).toArray().at(0).toObject();
    QCOMPARE(balance.value(QStringLiteral("busiest_cpu_irq_ns_per_s")).toDouble(), 1e6);
    QCOMPARE(balance.value(QStringLiteral("busiest_cpu_irq_pct")).toDouble(), 0.1);
    QVERIFY(balance.value(QStringLiteral("busiest_cpu")).toInt(-1) >= 0);
    const QJsonObject current = o.value(QStringLiteral("current")).toObject();
    QVERIFY(current.contains(QStringLiteral("busiest_cpu_irq_ns_per_s")));

    // The table and CSV list the rows after the others; without cost weights
    // they are not there at all.
    const ProgramRun csv =
        runCli(args + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(csv.code == 0, csv.err.constData());
    const QList<QByteArray> lines = csv.out.trimmed().split('\n');
    QVERIFY(lines.last().startsWith("busiest_cpu_irq_pct,0.10,"));
    const ProgramRun table = runCli(args);
    QVERIFY(table.out.contains("busiest_cpu_irq_ns_per_s"));
    QVERIFY(table.out.contains("expected on the busiest CPU"));
    QStringList plain = args;
    plain.removeLast();
    plain.removeLast();
    const ProgramRun noCost =
        runCli(plain + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(noCost.code == 0, noCost.err.constData());
    QVERIFY(!noCost.out.contains("busiest_cpu"));
}

QTEST_GUILESS_MAIN(TestCostWeights)
#include "tst_costweights.moc"
