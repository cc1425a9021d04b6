// Cost of the GUI plan panel at 1152 PUs: what runs on the worker thread
// (makePlan + diff + score + lint) and what the window thread does with a
// result (diff table, score, preview on the graph, a three-plan compare view).
//
//   bench_planpanel [RUNS]
//
// Input: tests/data/machines/synthetic-1152pu-8pack-16numa.xml and the real
// 1152-CPU /proc/interrupts, every numbered IRQ selected. Prints the median
// and best of RUNS per step.

#include "benchutil.h"
#include "live/allocator.h"
#include "plan/irqweights.h"
#include "procfs/hostsource.h"
#include "procfs/interrupts.h"
#include "procfs/irqbalance.h"
#include "snapshot/snapshot.h"
#include "ui/common/graphstate.h"
#include "ui/common/pendingchanges.h"
#include "ui/graph/topologyview.h"
#include "ui/plan/plancompare.h"
#include "ui/plan/plandiffmodel.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"
#include "ui/plan/planrunner.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <QTableWidget>
#include <QThread>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace irqatlas;

int main(int argc, char *argv[])
{
    keepFreedMemoryForReuse();
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;

    const auto loaded = bench::load1152("bench_planpanel");
    if (!loaded)
        return 1;
    const Topology &topo = loaded->topology;
    const IrqTable &irqs = loaded->irqs;
    auto machine = std::make_shared<PlanMachine>();
    machine->topology = topo;
    machine->irqs = irqs;
    PlanRequest req;
    req.irqs = QStringLiteral("all");

    // CPU is the calling (window) thread's: a worker's time shows in wall only.
    std::printf("1152 PUs, %zu IRQ rows, --irqs all; %d runs (ms)\n\n", irqs.irqs.size(), runs);
    bench::tableHeader();
    const QStringList algorithms = {QStringLiteral("balance"), QStringLiteral("policy-local"),
                                    QStringLiteral("policy-all")};
    std::vector<GeneratedPlan> plans;
    for (const QString &a : algorithms) {
        const QByteArray label = (QStringLiteral("worker: generatePlan ") + a).toUtf8();
        bench::measure(label.constData(), runs, [&](int) {
            auto g = generatePlan(*machine, a, req);
            if (!g) {
                std::fprintf(stderr, "bench_planpanel: %s\n", qPrintable(g.errorString()));
                std::exit(1);
            }
            if (plans.size() < std::size_t(algorithms.indexOf(a) + 1))
                plans.push_back(std::move(g.value()));
        });
    }

    // Live rates as weights: one interval in which every numbered row moved
    // (the worst case; a real interval lists only the rows that changed).
    Rates live;
    live.interval = 1.0;
    for (const Irq &q : irqs.irqs) {
        IrqRate r;
        r.key = q.key;
        r.perSec = double(q.number % 97);
        live.irqs.push_back(r);
    }
    bench::measure("window: irqWeights, one interval onto the table rows", runs,
                   [&](int) { (void)irqWeights(irqs, live); });
    PlanRequest weighed = req;
    weighed.rates = irqWeights(irqs, live)->perRow;
    bench::measure("worker: generatePlan balance, weighed by live rates", runs,
                   [&](int) { (void)generatePlan(*machine, QStringLiteral("balance"), weighed); });
    // What opening this machine adds for isolcpus/nohz_full/irqbalance: the
    // /proc walk for an irqbalance process dominates.
    auto local = openLocalHost();
    bench::measure("loader: irqbalanceRunning on this machine (/proc walk)", runs,
                   [&](int) { (void)irqbalanceRunning(*local); });

    PendingChanges pending;
    QUndoStack undo;
    PlanPanel panel(&pending, &undo);
    panel.resize(420, 900);
    bench::measure("window: PlanPanel::setMachine (shared copy for workers)", runs,
                   [&](int) { panel.setMachine(topo, &irqs); });

    PlanDiffModel model;
    QTableView table;
    table.setModel(&model);
    table.resize(420, 600);
    bench::measure("window: diff table of one plan (model reset + layout)", runs, [&](int) {
        model.setDiff(plans[0].diff);
        table.grab();
    });

    const GraphState base = GraphState::compute(topo, &irqs, {});
    const std::map<int, CpuSet> assignment = plans[0].assignments();
    bench::measure("window: preview on the graph state (setPreview)", runs, [&](int) {
        GraphState st = base;
        st.setPreview(irqs, {}, assignment);
    });

    // A whole round trip through the panel: Generate, the worker, the result shown.
    panel.form()->setAlgorithm(QStringLiteral("balance"));
    panel.form()->setSelection(QStringLiteral("all"));
    bench::measure("round trip: Generate to result shown (balance)", runs, [&](int) {
        panel.generate();
        while (panel.isRunning())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    });

    PlanCompare compare;
    compare.resize(1400, 900);
    std::array<const GeneratedPlan *, 3> three{&plans[0], &plans[1], &plans[2]};
    bench::measure("window: compare view of three plans (setPlans)", runs, [&](int) {
        compare.setPlans(machine, three);
        QCoreApplication::processEvents(); // the replaced graphs go
    });
    bench::measure("window: compare view, first paint after setPlans", runs, [&](int) {
        compare.setPlans(machine, three);
        QCoreApplication::processEvents();
        compare.grab();
    });
    bench::measure("window: compare view, repaint", runs, [&](int) { compare.grab(); });
    bench::measure("window: compare view, repaint of the graphs alone", runs, [&](int) {
        for (TopologyView *v : compare.graphs())
            v->grab();
    });
    bench::measure("window: compare view, repaint of the score table alone", runs,
                   [&](int) { compare.scoreTable()->grab(); });
    return 0;
}
