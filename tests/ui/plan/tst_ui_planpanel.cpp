// The Plan dock: generation on a worker thread, the diff/score/lint views,
// the preview on the graph, three kept plans compared side by side, accept
// with undo, invalid input and cancellation. Fixture: the real milan0
// /proc/interrupts (128 NIC TxRx queues, 129 managed NVMe queues) on the
// small two-node topology, as the plan CLI tests use it.

#include "plan/currentplan.h"
#include "plan/irqweights.h"
#include "plan/planner.h"
#include "procfs/interrupts.h"
#include "testdata.h"
#include "ui/common/graphstate.h"
#include "ui/common/machineloader.h"
#include "ui/common/pendingchanges.h"
#include "ui/common/theme.h"
#include "ui/graph/topologyview.h"
#include "ui/live/livemonitor.h"
#include "ui/plan/plancompare.h"
#include "ui/plan/plandiffmodel.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"
#include "ui/plan/scoremetrics.h"
#include "ui/plangenerate.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace irqatlas;

namespace {

// The fixture's IRQs carry no device node, so the NIC's node (1) is given
// as the request does.
bool generateWith(PlanPanel &panel, const QString &algorithm, const QString &irqs,
                  const QString &node = QStringLiteral("1"))
{
    return test::generateWith(panel, algorithm, irqs, node);
}

const QString kNic = QStringLiteral("if:eno12399np0");

MachineData milan()
{
    auto m = loadMachine({MachineSource::TopologyJson,
                          test::dataPath(QStringLiteral("plans/two-node-smt2.json")),
                          test::dataPath(QStringLiteral("plans/root-milan0/proc/interrupts"))});
    if (!m)
        qFatal("%s", qPrintable(m.errorString()));
    return m.value();
}

PlanRequest request(const QString &irqs)
{
    PlanRequest r;
    r.irqs = irqs;
    r.node = 1;
    return r;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A saved machine as irqatlas-cli reads it with --root: the milan0 IRQ table,
// a two-node topology.xml (24 PUs), isolcpus 6-7, nohz_full 7,19 and a
// snapshot note that irqbalance was running.
bool makeTree(const QString &dir)
{
    return writeFile(dir + QStringLiteral("/proc/interrupts"),
                     test::readData(QStringLiteral("plans/root-milan0/proc/interrupts"))) &&
           writeFile(dir + QStringLiteral("/topology.xml"),
                     test::readData(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml"))) &&
           writeFile(dir + QStringLiteral("/sys/devices/system/cpu/isolated"), "6-7\n") &&
           writeFile(dir + QStringLiteral("/sys/devices/system/cpu/nohz_full"), "7,19\n") &&
           writeFile(dir + QStringLiteral("/irqatlas-snapshot.json"),
                     "{\"irqbalance_running\": true}\n");
}

QJsonObject cliJson(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(IRQATLAS_CLI_PATH), args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qWarning("%s", p.readAllStandardError().constData());
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

// Rates of one 2-second interval: the NIC queue k at 100 * (k + 1) irq/s.
Rates nicRates(const IrqTable &table)
{
    Rates r;
    r.interval = 2.0;
    int k = 0;
    for (const Irq &q : table.irqs) {
        if (q.name.find("eno12399np0") == std::string::npos)
            continue;
        IrqRate x;
        x.key = q.key;
        x.perSec = 100.0 * ++k;
        r.irqs.push_back(x);
    }
    return r;
}

} // namespace

class TestUiPlanPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void generateTwoAlgorithms();
    void previewOnTheGraph();
    void compareThreePlans();
    void acceptThenUndo();
    void invalidSelectionDoesNotRun();
    void cancelAndSupersede();
    void scoreFromTheRequestNode();
    void sameAsTheCli();
    void liveRatesAsWeights();
    void parameterHints();
    void screenshots();

private:
    MachineData m_machine;
};

void TestUiPlanPanel::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test"));
    m_machine = milan();
    QVERIFY(m_machine.hasIrqs);
    m_machine.topology.hostname = QStringLiteral("milan0");
    QVERIFY(findPlanner(QStringLiteral("balance")));
    QVERIFY(findPlanner(QStringLiteral("policy-local")));
}

void TestUiPlanPanel::generateTwoAlgorithms()
{
    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    QAbstractItemModelTester tester(panel.diffModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setMachine(m_machine.topology, &m_machine.irqs);
    // Every planner is offered, its summary as the tooltip.
    QComboBox *box = panel.form()->algorithmBox();
    QCOMPARE(box->count(), int(planners().size()));
    for (int i = 0; i < box->count(); ++i)
        QCOMPARE(box->itemData(i, Qt::ToolTipRole).toString(),
                 findPlanner(box->itemData(i).toString())->summary());

    for (const QString &algorithm : {QStringLiteral("balance"), QStringLiteral("policy-local")}) {
        QVERIFY2(generateWith(panel, algorithm, kNic), qPrintable(panel.message()));
        auto direct =
            makePlan(*findPlanner(algorithm), m_machine.topology, m_machine.irqs, request(kNic));
        QVERIFY(direct.ok());
        const std::vector<PlanAssignment> &want = direct->assignments;
        QCOMPARE(want.size(), std::size_t(32));
        const PlanDiffModel *model = panel.diffModel();
        QCOMPARE(model->rowCount(), int(want.size()));
        for (int row : {0, 7, 31}) {
            const PlanAssignment &a = want[std::size_t(row)];
            QCOMPARE(model->index(row, PlanDiffModel::ColIrq).data().toInt(), a.irq);
            QCOMPARE(model->index(row, PlanDiffModel::ColTo).data().toString(),
                     a.cpus.toListString());
            QCOMPARE(model->index(row, PlanDiffModel::ColName).data().toString(),
                     QString::fromStdString(m_machine.irqs.find(a.irq)->name));
        }
        // A lone /proc/interrupts has no affinity files: "from" is where the
        // counts say the IRQ fired, marked as such, or unknown when it never did.
        for (int row = 0; row < model->rowCount(); ++row) {
            const Irq *irq =
                m_machine.irqs.find(model->index(row, PlanDiffModel::ColIrq).data().toInt());
            QVERIFY(irq);
            const CpuSet fired = firedCpus(*irq, m_machine.irqs.cpus);
            const QModelIndex from = model->index(row, PlanDiffModel::ColFrom);
            QCOMPARE(from.data().toString(),
                     fired.empty() ? QStringLiteral("unknown")
                                   : QStringLiteral("fired on ") + fired.toListString());
            QVERIFY(from.data(Qt::FontRole).value<QFont>().italic());
        }

        // The score table lists every metric with its value and explanation.
        QTableWidget *score = panel.scoreTable();
        const auto &metrics = scoreMetrics();
        QCOMPARE(score->rowCount(), int(metrics.size()));
        // Columns: metric [unit], current, plan, explanation.
        QCOMPARE(score->columnCount(), 4);
        QCOMPARE(score->item(0, 2)->text(), QStringLiteral("32")); // IRQs planned
        for (int r = 0; r < score->rowCount(); ++r) {
            const ScoreMetric &m = metrics[std::size_t(r)];
            QCOMPARE(score->item(r, 0)->text(), m.heading(panel.current()->score.oneCpuOfMask));
            QVERIFY(score->item(r, 0)->text().contains(m.unit));
            QVERIFY(!score->item(r, 2)->text().isEmpty());
            QVERIFY(!score->item(r, 3)->text().isEmpty());
            QCOMPARE(score->item(r, 1)->text(), m.format(panel.current()->currentScore));
            QCOMPARE(score->item(r, 2)->text(), m.format(panel.current()->score));
            QVERIFY(score->item(r, 2)->toolTip().startsWith(m.explanation));
        }
        // Lint ran too: the list holds its findings or says there are none.
        QVERIFY(panel.lintList()->count() >= 1);
    }
}

void TestUiPlanPanel::previewOnTheGraph()
{
    MainWindow w;
    w.setMachine(m_machine, {MachineSource::TopologyJson, QStringLiteral("milan0")});
    PlanPanel *panel = w.planPanel();
    QVERIFY(panel);
    const GraphState before = w.topologyView()->state();
    QVERIFY(!before.preview.active);

    QVERIFY2(generateWith(*panel, QStringLiteral("policy-local"), kNic),
             qPrintable(panel->message()));
    const GraphState &st = w.topologyView()->state();
    QVERIFY(st.preview.active);
    // The plan's own IRQs per CPU add up to its assignments' CPUs.
    int planned = 0, expected = 0;
    for (int c : st.preview.planIrqs)
        planned += c;
    for (const PlanAssignment &a : panel->current()->plan.assignments)
        expected += int(a.cpus.count());
    QCOMPARE(planned, expected);
    // policy-local sends the NIC's queues to its node (node 1: CPUs 2,3,6,7).
    const CpuSet node1{2, 3, 6, 7};
    QVERIFY(!st.preview.moved.empty());
    QVERIFY(st.preview.moved.isSubsetOf(node1));
    bool differs = false;
    for (std::size_t c = 0; c < st.irqCount.size(); ++c)
        differs |= st.preview.count[c] != st.irqCount[c];
    QVERIFY(differs);
    // Current and pending counts are untouched by a preview.
    QCOMPARE(st.irqCount, before.irqCount);
    QCOMPARE(st.pendingCount, before.pendingCount);
    QVERIFY(w.pending()->isEmpty());

    panel->setPreviewShown(false);
    QVERIFY(!w.topologyView()->state().preview.active);
    panel->setPreviewShown(true);
    QVERIFY(w.topologyView()->state().preview.active);
}

void TestUiPlanPanel::compareThreePlans()
{
    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    panel.setMachine(m_machine.topology, &m_machine.irqs);
    const QStringList algorithms = {QStringLiteral("balance"), QStringLiteral("policy-local"),
                                    QStringLiteral("policy-all")};
    for (const QString &a : algorithms) {
        QVERIFY2(generateWith(panel, a, kNic), qPrintable(panel.message()));
        QVERIFY(panel.keepCurrent().ok());
    }
    for (int i = 0; i < PlanPanel::kSlots; ++i)
        QCOMPARE(panel.kept(i)->algorithm, algorithms[i]);

    // A fourth is refused with a message; the kept plans stay as they were.
    QVERIFY2(generateWith(panel, QStringLiteral("policy-remote"), kNic),
             qPrintable(panel.message()));
    const Status full = panel.keepCurrent();
    QVERIFY(!full.ok());
    QVERIFY2(full.errorString().contains(QStringLiteral("remove a plan")),
             qPrintable(full.errorString()));
    QCOMPARE(panel.kept(0)->algorithm, algorithms[0]);

    PlanCompare *cmp = panel.showCompare();
    QTableWidget *table = cmp->scoreTable();
    // "current" first, then the three plans.
    QCOMPARE(table->columnCount(), 4);
    QCOMPARE(table->rowCount(), int(scoreMetrics().size()));
    QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("current"));
    QVERIFY(table->horizontalHeaderItem(2)->text().contains(QStringLiteral("policy-local")));
    QVERIFY2(table->horizontalHeaderItem(2)->toolTip().contains(
                 QStringLiteral("weights: interrupt counts since boot")),
             qPrintable(table->horizontalHeaderItem(2)->toolTip()));
    QCOMPARE(table->item(0, 3)->text(), QStringLiteral("32"));
    // The best value of each row is marked, as bestOf says; with the NIC's
    // node given, balance keeps to node 1 while policy-all spreads wider.
    // The current column is the baseline, never marked.
    std::vector<const PlanScore *> scores;
    scores.reserve(3);
    for (int i = 0; i < 3; ++i)
        scores.push_back(&panel.kept(i)->score);
    int marked = 0;
    for (int r = 0; r < table->rowCount(); ++r) {
        const ScoreMetric &m = scoreMetrics()[std::size_t(r)];
        QCOMPARE(table->verticalHeaderItem(r)->text(), m.heading(cmp->currentScore().oneCpuOfMask));
        QCOMPARE(table->item(r, 0)->text(), m.format(cmp->currentScore()));
        QVERIFY(!table->item(r, 0)->data(Qt::UserRole).toBool());
        const std::vector<bool> best = bestOf(m, scores);
        for (int c = 0; c < 3; ++c) {
            QTableWidgetItem *item = table->item(r, c + 1);
            QCOMPARE(item->data(Qt::UserRole).toBool(), bool(best[std::size_t(c)]));
            QCOMPARE(item->font().bold(), bool(best[std::size_t(c)]));
            QVERIFY(item->toolTip().startsWith(m.explanation));
            marked += best[std::size_t(c)];
        }
    }
    QVERIFY(marked > 0);

    // One small graph per plan, counting that plan's IRQs per CPU.
    const std::vector<TopologyView *> graphs = cmp->graphs();
    QCOMPARE(int(graphs.size()), 3);
    for (int i = 0; i < 3; ++i) {
        const GraphState &st = graphs[std::size_t(i)]->state();
        QVERIFY(st.hasIrqs);
        QCOMPARE(st.totalIrqs, 32);
        int sum = 0, expected = 0;
        for (int c : st.irqCount)
            sum += c;
        for (const PlanAssignment &a : panel.kept(i)->plan.assignments)
            expected += int(a.cpus.count());
        QCOMPARE(sum, expected);
        QVERIFY(!graphs[std::size_t(i)]->acceptDrops());
    }
    QVERIFY(graphs[0]->state().irqCount != graphs[2]->state().irqCount);

    // Accept from the compare view puts plan B into the pending changes.
    emit cmp->acceptRequested(1);
    QCOMPARE(pending.changes(), panel.kept(1)->assignments());
    QCOMPARE(undo.count(), 1);

    // Removing a plan frees its slot; the view follows.
    emit cmp->removeRequested(0);
    QVERIFY(!panel.kept(0));
    QCOMPARE(cmp->scoreTable()->columnCount(), 3); // current and two plans
    QCOMPARE(int(cmp->graphs().size()), 2);
    QVERIFY(panel.keepCurrent().ok());
    QCOMPARE(panel.kept(0)->algorithm, QStringLiteral("policy-remote"));
}

void TestUiPlanPanel::acceptThenUndo()
{
    MainWindow w;
    w.setMachine(m_machine, {MachineSource::TopologyJson, QStringLiteral("milan0")});
    PlanPanel *panel = w.planPanel();
    QVERIFY2(generateWith(*panel, QStringLiteral("balance"), kNic), qPrintable(panel->message()));
    const std::map<int, CpuSet> plan = panel->current()->assignments();
    QVERIFY(panel->acceptCurrent().ok());
    QCOMPARE(w.pending()->changes(), plan);
    QCOMPARE(w.undoStack()->count(), 1);
    // The graph draws the plan as pending changes now, without a preview on top.
    QVERIFY(!w.topologyView()->state().preview.active);
    QVERIFY(w.topologyView()->state().pendingCount != w.topologyView()->state().irqCount);
    w.undoStack()->undo();
    QVERIFY(w.pending()->isEmpty());
    w.undoStack()->redo();
    QCOMPARE(w.pending()->changes(), plan);
    w.undoStack()->undo();
}

void TestUiPlanPanel::invalidSelectionDoesNotRun()
{
    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    panel.setMachine(m_machine.topology, &m_machine.irqs);
    panel.form()->setAlgorithm(QStringLiteral("balance"));
    // A term without a match is named while typing, and Generate refuses it.
    panel.form()->setSelection(QStringLiteral("driver:mlx5"));
    QVERIFY(panel.form()->selectionError().contains(QStringLiteral("driver:mlx5")));
    QVERIFY(!panel.generate());
    QVERIFY(!panel.isRunning());
    QCOMPARE(panel.workersRunning(), 0);
    QVERIFY(!panel.current());
    QVERIFY2(panel.message().contains(QStringLiteral("driver:mlx5")), qPrintable(panel.message()));
    // A syntax error too.
    panel.form()->setSelection(QStringLiteral("name:(unclosed"));
    QVERIFY(!panel.form()->selectionError().isEmpty());
    QVERIFY(!panel.generate());
    QCOMPARE(panel.workersRunning(), 0);
    // And a bad CPU list names its field.
    panel.form()->setSelection(kNic);
    QVERIFY(panel.form()->selectionError().isEmpty());
    panel.form()->setExclude(QStringLiteral("3-x"));
    QVERIFY(!panel.generate());
    QVERIFY2(panel.message().startsWith(QStringLiteral("Exclude")), qPrintable(panel.message()));
    QCOMPARE(panel.workersRunning(), 0);
    // An error the planner finds is shown from the worker: unknown parameter value.
    panel.form()->setExclude(QString());
    QVERIFY(panel.form()->setAlgorithm(QStringLiteral("policy-one")));
    QVERIFY(panel.form()->paramEdit(QStringLiteral("cpu")));
    panel.form()->setParam(QStringLiteral("cpu"), QStringLiteral("zero"));
    QVERIFY(panel.generate());
    QVERIFY(
        QTest::qWaitFor([&] { return panel.workersRunning() == 0 && !panel.isRunning(); }, 60000));
    QVERIFY(!panel.current());
    QVERIFY2(panel.message().contains(QStringLiteral("cpu")), qPrintable(panel.message()));
}

void TestUiPlanPanel::cancelAndSupersede()
{
    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    panel.setMachine(m_machine.topology, &m_machine.irqs);
    panel.form()->setAlgorithm(QStringLiteral("balance"));
    panel.form()->setSelection(QStringLiteral("all"));
    QVERIFY(panel.generate());
    QVERIFY(panel.isRunning());
    panel.cancel();
    QVERIFY(!panel.isRunning());
    // The worker finishes on its own; its result never reaches the panel.
    QVERIFY(QTest::qWaitFor([&] { return panel.workersRunning() == 0; }, 60000));
    QCoreApplication::processEvents();
    QVERIFY(!panel.current());
    QVERIFY(panel.message().contains(QStringLiteral("Cancelled")));

    // A newer run supersedes an older one: only the newer plan is shown.
    panel.form()->setAlgorithm(QStringLiteral("policy-all"));
    QVERIFY(panel.generate());
    panel.form()->setAlgorithm(QStringLiteral("policy-local"));
    panel.form()->setSelection(kNic);
    QVERIFY(panel.generate());
    QVERIFY(
        QTest::qWaitFor([&] { return panel.workersRunning() == 0 && !panel.isRunning(); }, 60000));
    QCoreApplication::processEvents();
    QVERIFY(panel.current());
    QCOMPARE(panel.current()->algorithm, QStringLiteral("policy-local"));
    QCOMPARE(panel.current()->plan.assignments.size(), std::size_t(32));
}

void TestUiPlanPanel::scoreFromTheRequestNode()
{
    // The fixture's IRQs have no device node: the Node field stands in for
    // it in the score as it does for the planner.
    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    panel.setMachine(m_machine.topology, &m_machine.irqs);
    QVERIFY2(generateWith(panel, QStringLiteral("policy-local"), kNic),
             qPrintable(panel.message()));
    QCOMPARE(panel.current()->score.withoutNode, 0);
    QCOMPARE(panel.current()->score.meanDistance, 10.0); // all on node 1
    QVERIFY2(generateWith(panel, QStringLiteral("policy-remote"), kNic),
             qPrintable(panel.message()));
    QCOMPARE(panel.current()->score.withoutNode, 0);
    QCOMPARE(panel.current()->score.meanDistance, 20.0);
    const auto &metrics = scoreMetrics();
    for (int r = 0; r < int(metrics.size()); ++r)
        if (metrics[std::size_t(r)].label == QStringLiteral("IRQs without a node"))
            QCOMPARE(panel.scoreTable()->item(r, 2)->text(), QStringLiteral("0"));
    // Without a node the distances have nothing to measure from.
    QVERIFY2(generateWith(panel, QStringLiteral("policy-all"), kNic, QString()),
             qPrintable(panel.message()));
    QCOMPARE(panel.current()->score.withoutNode, 32);
    QCOMPARE(panel.current()->score.meanDistance, 0.0);
}

void TestUiPlanPanel::sameAsTheCli()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(makeTree(dir.path()));
    auto m = loadMachine({MachineSource::RootDir, dir.path()});
    QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : m.errorString()));
    QVERIFY(m->hasTopology);
    QCOMPARE(m->isolated, std::optional<CpuSet>(CpuSet{6, 7}));
    QCOMPARE(m->nohzFull, std::optional<CpuSet>(CpuSet{7, 19}));
    QVERIFY(m->irqbalanceRunning);

    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    panel.setMachine(m.value());
    // The default candidates say which CPUs they leave out.
    QVERIFY2(panel.form()->cpusEdit()->placeholderText().contains(QStringLiteral("6-7,19")),
             qPrintable(panel.form()->cpusEdit()->placeholderText()));
    const QStringList root{
        QStringLiteral("--root"), dir.path(), QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--irqs"), kNic,       QStringLiteral("--node"),   QStringLiteral("1")};
    for (const QString &algorithm : {QStringLiteral("balance"), QStringLiteral("policy-local")}) {
        QVERIFY2(generateWith(panel, algorithm, kNic), qPrintable(panel.message()));
        const GeneratedPlan &g = *panel.current();
        QCOMPARE(g.request.isolated, m->isolated);
        QCOMPARE(g.request.nohzFull, m->nohzFull);

        // The same assignments as irqatlas-cli plan on the same tree.
        const QJsonObject plan = cliJson(
            QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"), algorithm} + root);
        const QJsonArray as = plan.value(QStringLiteral("assignments")).toArray();
        QCOMPARE(as.size(), int(g.plan.assignments.size()));
        CpuSet used;
        for (int i = 0; i < as.size(); ++i) {
            const QJsonObject a = as.at(i).toObject();
            QCOMPARE(a.value(QStringLiteral("irq")).toInt(),
                     g.plan.assignments[std::size_t(i)].irq);
            QCOMPARE(a.value(QStringLiteral("cpus")).toString(),
                     g.plan.assignments[std::size_t(i)].cpus.toListString());
            used |= g.plan.assignments[std::size_t(i)].cpus;
        }
        // isolcpus and nohz_full are left alone.
        QVERIFY(!used.intersects(CpuSet{6, 7, 19}));

        // The same score as irqatlas-cli compare.
        const QJsonObject cmp = cliJson(
            QStringList{QStringLiteral("compare"), QStringLiteral("--algorithms"), algorithm} +
            root);
        const QJsonObject sc = cmp.value(QStringLiteral("algorithms")).toArray().at(0).toObject();
        QCOMPARE(sc.value(QStringLiteral("irqs_without_node")).toInt(), g.score.withoutNode);
        QCOMPARE(sc.value(QStringLiteral("mean_distance")).toDouble(), g.score.meanDistance);
        QCOMPARE(sc.value(QStringLiteral("max_irqs_per_cpu")).toInt(), g.score.maxIrqsPerCpu);
        QCOMPARE(sc.value(QStringLiteral("cpus_used")).toInt(), g.score.cpusUsed);
        QCOMPARE(sc.value(QStringLiteral("irqs_on_isolated")).toInt(), g.score.onIsolated);
        QCOMPARE(sc.value(QStringLiteral("imbalance")).toVariant().isNull(),
                 !g.score.imbalance.has_value());

        // The lint knows irqbalance runs there.
        bool irqbalance = false;
        for (const LintFinding &f : g.lint)
            irqbalance |= f.rule == QStringLiteral("irqbalance");
        QVERIFY(irqbalance);
    }
}

void TestUiPlanPanel::liveRatesAsWeights()
{
    MainWindow w;
    w.setMachine(m_machine, {MachineSource::TopologyJson, QStringLiteral("milan0")});
    PlanPanel *panel = w.planPanel();
    auto *weights = panel->findChild<QLabel *>(QStringLiteral("planWeights"));
    QVERIFY(weights);
    QVERIFY(!panel->form()->hasLiveRates());
    QVERIFY(panel->form()->liveRatesBox()->isHidden());
    QVERIFY2(weights->text().contains(QStringLiteral("interrupt counts")),
             qPrintable(weights->text()));
    QVERIFY2(generateWith(*panel, QStringLiteral("balance"), kNic), qPrintable(panel->message()));
    const std::map<int, CpuSet> byCounts = panel->current()->assignments();
    QVERIFY(!panel->current()->request.rates);

    // The live monitor's interval reaches the form through the window.
    const Rates rates = nicRates(m_machine.irqs);
    w.liveMonitor()->feed(rates);
    QVERIFY(panel->form()->hasLiveRates());
    QVERIFY(!panel->form()->liveRatesBox()->isHidden());
    QVERIFY(panel->form()->liveRatesBox()->isChecked());
    QVERIFY2(weights->text().contains(QStringLiteral("over 2.0 s")), qPrintable(weights->text()));
    QCOMPARE(panel->form()->weightsText(), QStringLiteral("live rates over 2.0 s"));
    // A gap keeps the last good rates.
    Rates gap;
    gap.gapReason = QStringLiteral("counter reset");
    w.liveMonitor()->feed(gap);
    QVERIFY(panel->form()->hasLiveRates());

    QVERIFY2(generateWith(*panel, QStringLiteral("balance"), kNic), qPrintable(panel->message()));
    const GeneratedPlan &g = *panel->current();
    QVERIFY(g.request.rates.has_value());
    QCOMPARE(*g.request.rates, irqWeights(m_machine.irqs, rates)->perRow);
    QCOMPARE(g.weights, QStringLiteral("live rates over 2.0 s"));
    // The plan's title says what it was weighed by.
    bool said = false;
    for (const QLabel *l : panel->findChildren<QLabel *>())
        said |= l->text().contains(QStringLiteral("Weights: live rates over 2.0 s"));
    QVERIFY(said);
    // The same plan the planner makes with those rates, and not the one by counts.
    PlanRequest withRates = request(kNic);
    withRates.rates = irqWeights(m_machine.irqs, rates)->perRow;
    auto direct = makePlan(*findPlanner(QStringLiteral("balance")), m_machine.topology,
                           m_machine.irqs, withRates);
    QVERIFY(direct.ok());
    QCOMPARE(g.plan.assignments.size(), direct->assignments.size());
    for (std::size_t i = 0; i < direct->assignments.size(); ++i)
        QCOMPARE(g.plan.assignments[i].cpus, direct->assignments[i].cpus);
    QVERIFY(g.assignments() != byCounts);
    QVERIFY(g.plan.notes.join(QLatin1Char('|')).contains(QStringLiteral("measured rates")));

    // Unticked: counts again, as irqatlas-cli plan weighs.
    panel->form()->setUseLiveRates(false);
    QVERIFY(weights->text().contains(QStringLiteral("interrupt counts")));
    QVERIFY2(generateWith(*panel, QStringLiteral("balance"), kNic), qPrintable(panel->message()));
    QVERIFY(!panel->current()->request.rates);
    QCOMPARE(panel->current()->assignments(), byCounts);

    // Another machine drops the rates.
    w.setMachine(m_machine, {MachineSource::TopologyJson, QStringLiteral("milan0")});
    QVERIFY(!panel->form()->hasLiveRates());
}

void TestUiPlanPanel::parameterHints()
{
    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    panel.setMachine(m_machine.topology, &m_machine.irqs);
    QVERIFY(panel.form()->setAlgorithm(QStringLiteral("balance")));
    QLineEdit *slack = panel.form()->paramEdit(QStringLiteral("slack"));
    QVERIFY(slack);
    QCOMPARE(slack->placeholderText(), QStringLiteral("1.0"));
    const PlannerParam info = findPlanner(QStringLiteral("balance"))->paramInfo().at(0);
    QVERIFY(slack->toolTip().contains(info.description.toHtmlEscaped()));
    QVERIFY(slack->toolTip().contains(info.kindName()));
    QVERIFY(slack->toolTip().contains(QStringLiteral("--param slack=VALUE")));

    QVERIFY(panel.form()->setAlgorithm(QStringLiteral("group-evenly")));
    QLineEdit *sort = panel.form()->paramEdit(QStringLiteral("sort"));
    QVERIFY(sort);
    QCOMPARE(sort->placeholderText(), QStringLiteral("modern"));
    QVERIFY(sort->toolTip().contains(QStringLiteral("classic|modern")));

    // A choice is offered as one: spread_over of the policy planners lists
    // its values after an empty row (the default), and a pick reaches the request.
    QVERIFY(panel.form()->setAlgorithm(QStringLiteral("policy-local")));
    auto *spread = panel.form()->findChild<QComboBox *>(QStringLiteral("choice-spread_over"));
    QVERIFY(spread);
    QCOMPARE(spread->count(), 4);
    QCOMPARE(spread->itemText(1), QStringLiteral("llc"));
    QCOMPARE(panel.form()->paramEdit(QStringLiteral("spread_over"))->placeholderText(),
             QStringLiteral("core"));
    panel.form()->setSelection(QStringLiteral("all"));
    spread->setCurrentIndex(1);
    auto req = panel.form()->request();
    QVERIFY2(req.ok(), qPrintable(req.ok() ? QString() : req.errorString()));
    QCOMPARE(req->params.value(QStringLiteral("spread_over")), QStringLiteral("llc"));
    spread->setCurrentIndex(0);
    QVERIFY(!panel.form()->request()->params.contains(QStringLiteral("spread_over")));

    // Without a default the field says it is required.
    QVERIFY(panel.form()->setAlgorithm(QStringLiteral("policy-cpulist")));
    QCOMPARE(panel.form()->paramEdit(QStringLiteral("cpus"))->placeholderText(),
             QStringLiteral("required"));
    QVERIFY(panel.form()
                ->paramEdit(QStringLiteral("cpus"))
                ->toolTip()
                .contains(QStringLiteral("required")));
}

void TestUiPlanPanel::screenshots()
{
    // Rendered on every run; saved where IRQATLAS_PLAN_SCREENSHOTS points.
    MainWindow w;
    w.resize(1400, 900);
    w.setMachine(m_machine, {MachineSource::TopologyJson, QStringLiteral("milan0")});
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("planDock"));
    QVERIFY(dock);
    dock->show();
    PlanPanel *panel = w.planPanel();
    for (const QString &a : {QStringLiteral("balance"), QStringLiteral("policy-local"),
                             QStringLiteral("policy-all")}) {
        QVERIFY2(generateWith(*panel, a, kNic), qPrintable(panel->message()));
        QVERIFY(panel->keepCurrent().ok());
    }
    QVERIFY2(generateWith(*panel, QStringLiteral("policy-local"), kNic),
             qPrintable(panel->message()));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.topologyView()->fitToWindow();
    QCoreApplication::processEvents();
    const QImage window = w.grab().toImage();
    QCOMPARE(window.size(), QSize(1400, 900));

    PlanCompare *cmp = panel->showCompare();
    cmp->resize(1400, 900);
    QVERIFY(QTest::qWaitForWindowExposed(cmp));
    for (TopologyView *v : cmp->graphs())
        v->fitToWindow();
    QCoreApplication::processEvents();
    const QImage compare = cmp->grab().toImage();
    QCOMPARE(compare.size(), QSize(1400, 900));

    const QString dir = qEnvironmentVariable("IRQATLAS_PLAN_SCREENSHOTS");
    if (!dir.isEmpty()) {
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(window.save(dir + QStringLiteral("/plan-panel.png")));
        QVERIFY(compare.save(dir + QStringLiteral("/plan-compare.png")));
        // The panel alone, its score tab up.
        PendingChanges pending;
        QUndoStack undo;
        PlanPanel alone(&pending, &undo);
        alone.setMachine(m_machine.topology, &m_machine.irqs);
        alone.setLiveRates(std::make_shared<const Rates>(nicRates(m_machine.irqs)));
        QVERIFY(generateWith(alone, QStringLiteral("balance"), kNic));
        alone.findChild<QTabWidget *>()->setCurrentIndex(1);
        alone.resize(1400, 900);
        QVERIFY(alone.grab().save(dir + QStringLiteral("/plan-panel-alone.png")));
        // A saved machine with isolcpus, nohz_full and irqbalance running: the
        // CPUs hint and the warnings tab.
        QTemporaryDir tree;
        QVERIFY(makeTree(tree.path()));
        auto host = loadMachine({MachineSource::RootDir, tree.path()});
        QVERIFY(host.ok());
        PlanPanel hostPanel(&pending, &undo);
        hostPanel.setMachine(host.value());
        QVERIFY(generateWith(hostPanel, QStringLiteral("policy-local"), kNic));
        hostPanel.findChild<QTabWidget *>()->setCurrentIndex(2);
        hostPanel.resize(1000, 700);
        QVERIFY(hostPanel.grab().save(dir + QStringLiteral("/plan-panel-host.png")));
        // The preview in the dark palette.
        w.setTheme(Theme::Dark);
        QCoreApplication::processEvents();
        QVERIFY(w.grab().save(dir + QStringLiteral("/plan-panel-dark.png")));
        w.setTheme(Theme::Light);
        // Three plans of the 1152-PU machine side by side.
        auto big =
            loadMachine({MachineSource::HwlocXml,
                         test::dataPath(QStringLiteral("ui/synthetic-1152pu-8pack-16numa.xml"))});
        QVERIFY(big.ok());
        const QByteArray text =
            test::readData(QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
        auto table = parseInterrupts(std::string_view(text.constData(), std::size_t(text.size())),
                                     QStringLiteral("1152"));
        QVERIFY(table.ok());
        PlanPanel large(&pending, &undo);
        large.setMachine(big->topology, &table.value());
        for (const QString &a : {QStringLiteral("balance"), QStringLiteral("policy-local"),
                                 QStringLiteral("policy-all")}) {
            QVERIFY2(generateWith(large, a, QStringLiteral("all"), QString()),
                     qPrintable(large.message()));
            QVERIFY(large.keepCurrent().ok());
        }
        PlanCompare *big3 = large.showCompare();
        big3->resize(1400, 900);
        QVERIFY(QTest::qWaitForWindowExposed(big3));
        QCoreApplication::processEvents();
        QVERIFY(big3->grab().save(dir + QStringLiteral("/plan-compare-1152.png")));
    }
}

QTEST_MAIN(TestUiPlanPanel)
#include "tst_ui_planpanel.moc"
