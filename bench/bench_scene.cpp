// Cost of the topology graph at 1152 PUs: layout, building the view for a new
// machine, re-colouring every PU with new live figures, and one full paint.
//
//   bench_scene [RUNS]
//
// Input: tests/data/machines/synthetic-1152pu-8pack-16numa.xml and the real
// 1152-CPU /proc/interrupts. Prints the median and best of RUNS per step.

#include "benchutil.h"
#include "layout/topologylayout.h"
#include "live/allocator.h"
#include "procfs/interrupts.h"
#include "ui/common/graphstate.h"
#include "ui/graph/topologyview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace irqatlas;

int main(int argc, char *argv[])
{
    keepFreedMemoryForReuse();
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;

    const auto loaded = bench::load1152("bench_scene");
    if (!loaded)
        return 1;
    const Topology &topo = loaded->topology;
    const IrqTable &irqs = loaded->irqs;

    std::printf("1152 PUs, %zu IRQ rows; %d runs (ms)\n\n", irqs.irqs.size(), runs);
    bench::tableHeader();
    bench::measure("layout (computeLayout)", runs, [&](int) { (void)computeLayout(topo); });
    // The same 1152 PUs with an L3 per 6 cores: 96 cache boxes, whose shape
    // the layout searches too.
    const auto l3 = loadTopologyXml(
        QStringLiteral(IRQATLAS_TEST_DATA "/ui/synthetic-1152pu-8pack-16numa-96l3.xml"));
    if (l3.ok())
        bench::measure("layout with 96 L3 boxes", runs, [&](int) { (void)computeLayout(*l3); });
    TopologyView view;
    view.resize(1600, 1000);
    bench::measure("view for a new machine (setTopology + state)", runs, [&](int) {
        view.setTopology(topo);
        view.setState(GraphState::compute(topo, &irqs, {}));
    });
    GraphState state = GraphState::compute(topo, &irqs, {});
    state.heat.active = true;
    const int n = topo.nrCpuIds();
    QImage img(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    // setState only stores the figures and schedules an update; the cost the
    // user waits for is that plus the repaint, so both are timed.
    bench::measure("re-colour all PUs: new heat figures + repaint", runs, [&](int run) {
        state.heat.hardPct.assign(std::size_t(n), 0.f);
        state.heat.softPct.assign(std::size_t(n), 0.f);
        state.heat.irqsPerSec.assign(std::size_t(n), 0.f);
        for (int c = 0; c < n; ++c)
            state.heat.hardPct[std::size_t(c)] = float((c * 7 + run) % 100) / 10.f;
        state.heat.scaleMax = 10.0;
        view.setState(state);
        QPainter p(&img);
        view.render(&p);
    });
    bench::measure("full paint of the view (1600x1000)", std::max(3, runs / 3), [&](int) {
        QPainter p(&img);
        view.render(&p);
    });
    return 0;
}
