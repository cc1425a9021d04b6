// Cost of the Apply dialog at 1152 PUs with every movable IRQ in the plan:
// the review page (plan diff + lint + tables) and the result page (reading
// the helper's JSON lines, filling the per-IRQ table).
//
//   bench_applydialog [RUNS]
//
// Input: tests/data/machines/synthetic-1152pu-8pack-16numa.xml and the real
// 1152-CPU /proc/interrupts; each movable numbered IRQ moves to one CPU.
// Prints the median and best of RUNS per step (window thread).

#include "benchutil.h"
#include "live/allocator.h"
#include "plan/lint.h"
#include "plan/plandiff.h"
#include "procfs/interrupts.h"
#include "ui/apply/applycontroller.h"
#include "ui/apply/applydialog.h"

#include <QApplication>
#include <QTableWidget>
#include <cstdio>
#include <memory>
#include <vector>

using namespace irqatlas;

int main(int argc, char *argv[])
{
    keepFreedMemoryForReuse();
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;

    const auto loaded = bench::load1152("bench_applydialog");
    if (!loaded)
        return 1;
    const Topology &topo = loaded->topology;
    const IrqTable &irqs = loaded->irqs;
    ApplyReviewInput in;
    in.table = irqs;
    in.topology = &topo;
    int n = 0;
    QByteArray lines;
    for (const Irq &irq : irqs.irqs) {
        if (irq.symbolic() || irq.immovable)
            continue;
        const CpuSet cpus{(n * 37) % 1152};
        in.plan.assignments.emplace_back(irq.number, irq.matchKey(), cpus);
        lines +=
            QStringLiteral(
                "{\"irq\":%1,\"previous\":\"0-1151\",\"requested\":\"%2\",\"written\":true,"
                "\"smp_affinity_list\":\"%2\",\"effective_affinity_list\":\"%3\","
                "\"effective_mismatch\":%4,\"restored\":false,\"errno\":null,\"error\":null}\n")
                .arg(QString::number(irq.number), cpus.toListString(),
                     n % 3 ? cpus.toListString() : QStringLiteral("0"),
                     n % 3 ? QStringLiteral("false") : QStringLiteral("true"))
                .toUtf8();
        ++n;
    }
    lines += "{\"summary\":{\"result\":\"applied\",\"irqs\":" + QByteArray::number(n) +
             ",\"message\":\"applied\"}}\n{\"confirmed\":true}\n";

    std::printf("1152 PUs, %zu IRQ rows, %d IRQs in the plan; %d runs (ms)\n\n", irqs.irqs.size(),
                n, runs);
    bench::tableHeader();
    bench::measure("core: diffPlan", runs, [&](int) { (void)diffPlan(in.plan, in.table); });
    LintInput li;
    li.topology = in.topology;
    li.table = &in.table;
    bench::measure("core: lintPlan", runs, [&](int) { (void)lintPlan(in.plan, li); });
    std::vector<std::unique_ptr<ApplyDialog>> dialogs(static_cast<std::size_t>(runs));
    bench::measure("review: dialog with diff, lint and tables", runs, [&](int i) {
        dialogs[std::size_t(i)] = std::make_unique<ApplyDialog>(in, new ApplyController);
        dialogs[std::size_t(i)]->show();
        QApplication::processEvents();
    });
    HelperOutput out;
    bench::measure("result: parse the helper's JSON lines", runs,
                   [&](int) { out = parseHelperOutput(lines); });
    ApplyResult r;
    r.outcome = ApplyOutcome::Kept;
    r.output = out;
    bench::measure("result: per-IRQ table shown", runs, [&](int i) {
        emit dialogs[std::size_t(i)]->controller()->finished(r);
        QApplication::processEvents();
    });
    if (dialogs.front()->resultTable()->rowCount() != n) {
        std::fprintf(stderr, "bench_applydialog: %d result rows, expected %d\n",
                     dialogs.front()->resultTable()->rowCount(), n);
        return 1;
    }
    return 0;
}
