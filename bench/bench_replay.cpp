// Cost of one replay step in the GUI at 1152 CPUs: the main window replays a
// recording (as File > Replay Recording does) and steps along its timeline
// with the keys' slots (stepForward, stepBack). Timed per step on the UI
// thread, wall and CPU time: the step itself (read + parse of the sample
// unless it is ready, the rates, and every view's update: graph heat, IRQ
// table, plots) and the repaints it scheduled.
//
//   bench_replay RECORDING [STEPS] [PAUSE_MS]
//
// RECORDING: a 1152-CPU recording as bench_ratesfrom writes it (bench/replay
// makes one: 600 samples, 11 GB). STEPS forward steps (default 40), then as
// many back, PAUSE_MS between steps (default 250: a user pressing a key a
// few times a second); PAUSE_MS 0 steps back to back (a held key).

#include "benchutil.h"
#include "ui/graph/topologyview.h"
#include "ui/live/replaytimeline.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QThread>
#include <cstdio>
#include <vector>

using namespace irqatlas;

namespace {

struct Step
{
    double wallMs, cpuMs, paintWallMs, paintCpuMs;
};

void report(const char *what, const std::vector<Step> &steps)
{
    std::vector<double> wall, cpu, paint, paintCpu, total;
    for (const Step &s : steps) {
        wall.push_back(s.wallMs);
        cpu.push_back(s.cpuMs);
        paint.push_back(s.paintWallMs);
        paintCpu.push_back(s.paintCpuMs);
        total.push_back(s.cpuMs + s.paintCpuMs);
    }
    auto worst = [](const std::vector<double> &v) {
        return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
    };
    std::printf(
        "| %s | %zu | %.1f / %.1f | %.1f / %.1f | %.1f / %.1f | %.1f / %.1f | %.1f / %.1f |\n",
        what, steps.size(), bench::median(wall), worst(wall), bench::median(cpu), worst(cpu),
        bench::median(paint), worst(paint), bench::median(paintCpu), worst(paintCpu),
        bench::median(total), worst(total));
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_replay RECORDING [STEPS] [PAUSE_MS]\n");
        return 2;
    }
    const int steps = args.size() > 2 ? std::max(1, args.at(2).toInt()) : 40;
    const int pauseMs = args.size() > 3 ? std::max(0, args.at(3).toInt()) : 250;

    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QApplication::processEvents();
    QElapsedTimer open;
    open.start();
    const double openCpu = bench::threadCpuMs();
    // Unpaced, then paused at once: the first interval is on show, nothing plays.
    if (const Status s = w.startReplay(args.at(1), false); !s) {
        std::fprintf(stderr, "bench_replay: %s\n", qPrintable(s.errorString()));
        return 1;
    }
    ReplayTimeline *t = w.replay();
    t->pause();
    std::printf("%s: %d intervals, %d CPUs; opened (index + first sample + machine) in "
                "%.0f ms wall, %.0f ms CPU\n",
                qPrintable(args.at(1)), t->intervalCount(), w.topologyView()->topology().nrCpuIds(),
                double(open.elapsed()), bench::threadCpuMs() - openCpu);
    if (t->intervalCount() < 2 * steps + 2) {
        std::fprintf(stderr, "bench_replay: the recording is too short for %d steps\n", steps);
        return 1;
    }
    (void)t->seek(1);
    QApplication::processEvents();

    auto step = [&](bool forward) {
        if (pauseMs > 0)
            QThread::msleep(ulong(pauseMs));
        QApplication::processEvents(); // whatever the pause let finish
        QElapsedTimer wall;
        wall.start();
        const double cpu0 = bench::threadCpuMs();
        forward ? t->stepForward() : t->stepBack();
        Step s{double(wall.nsecsElapsed()) / 1e6, bench::threadCpuMs() - cpu0, 0, 0};
        // The repaints the step scheduled (what changed, not the window).
        QElapsedTimer paint;
        paint.start();
        const double paintCpu0 = bench::threadCpuMs();
        QApplication::processEvents();
        s.paintWallMs = double(paint.nsecsElapsed()) / 1e6;
        s.paintCpuMs = bench::threadCpuMs() - paintCpu0;
        return s;
    };
    std::vector<Step> forward, back;
    for (int i = 0; i < steps; ++i)
        forward.push_back(step(true));
    for (int i = 0; i < steps; ++i)
        back.push_back(step(false));

    std::printf("\n%d ms between steps; ms on the UI thread, median / worst\n\n", pauseMs);
    std::printf(
        "| step | n | step wall | step CPU | repaint wall | repaint CPU | step + repaint CPU |\n");
    std::printf("|---|---|---|---|---|---|---|\n");
    report("forward", forward);
    report("back", back);
    return 0;
}
