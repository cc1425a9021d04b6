// Every comparison has the machine as it is now in its first column, every
// score row a unit and an explanation, CPU counts of delivered CPUs, no "best"
// on a row a plan has no value for, and algorithms plain names.
#include "plan/currentplan.h"
#include "plan/planner.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/pendingchanges.h"
#include "ui/graph/topologyview.h"
#include "ui/plan/algorithmnames.h"
#include "ui/plan/plancompare.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"
#include "ui/plan/planrunner.h"
#include "ui/plan/scoremetrics.h"

#include <QComboBox>
#include <QHeaderView>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace irqatlas;

class TestUiBaseline : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void rowsHaveUnitsAndExplanations();
    void noValueIsADashAndNeverBest();
    void compareStartsWithCurrent();
    void algorithmsHavePlainNames();
    void scoreTabHasTheBaseline();

private:
    std::shared_ptr<PlanMachine> m_machine;
};

namespace {

// 9 IRQs of a NIC on an x86 machine: allowed on all 24 CPUs, each delivered
// to one of CPUs 0-2 today.
IrqTable nicTable()
{
    IrqTable t;
    for (int c = 0; c < 24; ++c)
        t.cpus.push_back(c);
    for (int i = 0; i < 9; ++i) {
        Irq q;
        q.number = 120 + i;
        q.key = std::to_string(q.number);
        q.name = "ice-eno5np0-TxRx-" + std::to_string(i);
        q.counts.assign(24, 0);
        q.counts[std::size_t(i % 3)] = 500 + i;
        q.total = 500 + std::uint64_t(i);
        q.affinity = CpuSet::range(0, 23);
        q.effective = CpuSet{i % 3};
        t.irqs.push_back(q);
    }
    return t;
}

int rowOf(const QString &label)
{
    const auto &m = scoreMetrics();
    for (std::size_t r = 0; r < m.size(); ++r)
        if (m[r].label == label)
            return int(r);
    return -1;
}

} // namespace

void TestUiBaseline::initTestCase()
{
    auto t = loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")));
    if (!t.ok())
        QFAIL(qPrintable(t.errorString()));
    m_machine = std::make_shared<PlanMachine>();
    m_machine->topology = std::move(t).value();
    m_machine->irqs = nicTable();
}

void TestUiBaseline::rowsHaveUnitsAndExplanations()
{
    PlanScore s;
    s.irqs = 3;
    s.distanceIrqs = 3;
    s.imbalance = 1.5;
    int cpuRows = 0;
    for (const ScoreMetric &m : scoreMetrics()) {
        QVERIFY2(!m.unit.isEmpty(), qPrintable(m.label));
        QVERIFY2(!m.explanation.isEmpty() && !m.explanation.contains(QLatin1Char('\n')),
                 qPrintable(m.label));
        QVERIFY(m.heading(true).contains(m.unit));
        QVERIFY(m.toolTip(s).startsWith(m.explanation));
        QVERIFY(m.toolTip(s).contains(m.unit));
        if (m.countsCpus) {
            ++cpuRows;
            // Each row that counts CPUs says which it counts.
            QVERIFY(m.heading(true) != m.heading(false));
            s.oneCpuOfMask = true;
            QVERIFY(m.toolTip(s).contains(QLatin1String("delivered")));
            s.oneCpuOfMask = false;
            QVERIFY(m.toolTip(s).contains(QLatin1String("every CPU")));
        }
    }
    QVERIFY(cpuRows >= 5);
}

void TestUiBaseline::noValueIsADashAndNeverBest()
{
    // Plan A resolves to nothing; B and C score. No row may call B or C best
    // because A's 0 is missing, and A shows "–" with the reason, never 0.
    PlanScore a, b, c;
    a.unresolved = 4;
    b.irqs = c.irqs = 4;
    b.distanceIrqs = c.distanceIrqs = 4;
    b.maxIrqsPerCpu = 1;
    c.maxIrqsPerCpu = 3;
    b.meanDistance = 10;
    c.meanDistance = 20;
    b.imbalance = 1.0;
    c.imbalance = 2.0;
    const std::vector<const PlanScore *> all{&a, &b, &c}, scored{&b, &c};
    int bestWithoutA = 0;
    for (const ScoreMetric &m : scoreMetrics()) {
        if (m.field != ScoreField::Irqs && m.field != ScoreField::Unresolved) {
            QCOMPARE(m.format(a), QStringLiteral("–"));
            QVERIFY(m.toolTip(a).contains(QLatin1String("No value")));
            const std::vector<bool> best = bestOf(m, all);
            QVERIFY2(std::none_of(best.begin(), best.end(), [](bool x) { return x; }),
                     qPrintable(m.label));
        }
        const std::vector<bool> best = bestOf(m, scored);
        bestWithoutA += int(std::count(best.begin(), best.end(), true));
    }
    QVERIFY(bestWithoutA >= 3); // B is best on per-CPU, distance and imbalance
    QCOMPARE(scoreMetrics()[std::size_t(rowOf(QStringLiteral("IRQs planned")))].format(a),
             QStringLiteral("0"));
}

void TestUiBaseline::compareStartsWithCurrent()
{
    PlanRequest req;
    req.irqs = QStringLiteral("all");
    auto spread = generatePlan(*m_machine, QStringLiteral("policy-all"), req);
    QVERIFY(spread.ok());
    auto grouped = generatePlan(*m_machine, QStringLiteral("group-evenly"), req);
    if (!grouped.ok())
        QSKIP("group-evenly is not built");
    // Each generated plan carries the machine as it is now over its IRQs.
    QCOMPARE(int(spread->current.assignments.size()), 9);
    QCOMPARE(spread->currentScore.cpusUsed, 3);

    PlanCompare cmp;
    cmp.setPlans(m_machine, {&*spread, nullptr, &*grouped});
    QTableWidget *t = cmp.scoreTable();
    QCOMPARE(t->columnCount(), 3);
    QCOMPARE(t->horizontalHeaderItem(0)->text(), QStringLiteral("current"));
    QVERIFY(t->horizontalHeaderItem(2)->text().contains(QLatin1String("group-evenly")));
    QVERIFY(t->horizontalHeaderItem(2)->toolTip().contains(
        algorithmTitle(QStringLiteral("group-evenly"))));
    // The machine delivers to one CPU of a mask: the rows count delivered
    // CPUs and say so; group-evenly's masks cover all 24 CPUs, 9 IRQs land on 9.
    QVERIFY(cmp.currentScore().oneCpuOfMask);
    const int used = rowOf(QStringLiteral("CPUs used"));
    QVERIFY(t->verticalHeaderItem(used)->text().contains(QLatin1String("delivered")));
    QCOMPARE(t->item(used, 0)->text(), QStringLiteral("3"));
    QCOMPARE(t->item(used, 2)->text(), QStringLiteral("9"));
    const int perCpu = rowOf(QStringLiteral("Most IRQs on one CPU"));
    QCOMPARE(t->item(perCpu, 0)->text(), QStringLiteral("3"));
    QCOMPARE(t->item(perCpu, 2)->text(), QStringLiteral("1"));
    // Each plan cell says what it replaces; the baseline is never "best".
    QVERIFY(t->item(perCpu, 1)->toolTip().contains(QLatin1String("Now: 3")));
    for (int r = 0; r < t->rowCount(); ++r)
        QVERIFY(!t->item(r, 0)->data(Qt::UserRole).toBool());
    // The graphs draw what the rows count: group-evenly's 9 IRQs on 9 CPUs.
    const std::vector<TopologyView *> graphs = cmp.graphs();
    QCOMPARE(int(graphs.size()), 2);
    int cells = 0, busy = 0;
    for (int n : graphs[1]->state().irqCount) {
        cells += n;
        busy += n > 0;
    }
    QCOMPARE(cells, 9);
    QCOMPARE(busy, 9);
    const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS");
    if (!shots.isEmpty()) {
        cmp.resize(1366, 768);
        cmp.show();
        QVERIFY(QTest::qWaitForWindowExposed(&cmp));
        QVERIFY(cmp.grab().save(shots + QStringLiteral("/compare-current.png")));
    }
}

void TestUiBaseline::algorithmsHavePlainNames()
{
    // Every planner has plain words in the form; the identifier stays the
    // item's data (what the CLI and plan files use) and is still shown.
    PlanRequestForm form;
    auto *box = form.findChild<QComboBox *>(QStringLiteral("planAlgorithm"));
    QVERIFY(box);
    QCOMPARE(box->count(), int(planners().size()));
    for (int i = 0; i < box->count(); ++i) {
        const QString id = box->itemData(i).toString();
        QVERIFY2(algorithmTitle(id) != id, qPrintable(id));
        QVERIFY(box->itemText(i).contains(algorithmTitle(id)));
        QVERIFY(box->itemText(i).endsWith(QStringLiteral("(") + id + QStringLiteral(")")));
    }
    QVERIFY(algorithmTitle(QStringLiteral("local-spread-v41")).contains(QStringLiteral("4.1–6.2")));
    QCOMPARE(algorithmTitle(QStringLiteral("no-such")), QStringLiteral("no-such"));
    box->setCurrentIndex(box->findData(QStringLiteral("balance")));
    QCOMPARE(form.algorithm(), QStringLiteral("balance"));
    QVERIFY(box->toolTip().startsWith(algorithmTitle(QStringLiteral("balance"))));
}

void TestUiBaseline::scoreTabHasTheBaseline()
{
    // One plan alone is judged against now as well: the Score tab's
    // columns are metric [unit], current, plan, explanation.
    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    panel.setMachine(m_machine->topology, &m_machine->irqs);
    QVERIFY(panel.form()->setAlgorithm(QStringLiteral("group-evenly")));
    panel.form()->setSelection(QStringLiteral("all"));
    QVERIFY(panel.generate());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning() && panel.current(), 60000);
    QTableWidget *score = panel.scoreTable();
    QCOMPARE(score->columnCount(), 4);
    const int used = rowOf(QStringLiteral("CPUs used"));
    QVERIFY(score->item(used, 0)->text().contains(QLatin1String("delivered")));
    QCOMPARE(score->item(used, 1)->text(), QStringLiteral("3")); // now: CPUs 0-2
    QCOMPARE(score->item(used, 2)->text(), QStringLiteral("9")); // the plan
    const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS");
    if (!shots.isEmpty()) {
        panel.findChild<QTabWidget *>()->setCurrentWidget(score);
        panel.resize(900, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.grab().save(shots + QStringLiteral("/score-tab.png")));
    }
}

QTEST_MAIN(TestUiBaseline)
#include "tst_ui_baseline.moc"
