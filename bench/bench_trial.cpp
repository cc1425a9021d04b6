// What a trial adds to each tick of sampling, at 1152 CPUs: the Live dock
// and `watch` read, parse and compute rates for every tick (the part both
// share, timed here on a replayed recording), a trial then adds the interval
// to its phase (TrialPhase::add). Also times the verdict of two phases.
//
//   bench_trial RECORDING [SAMPLES]

#include "benchutil.h"
#include "live/rates.h"
#include "live/recording.h"
#include "trial/verdict.h"

#include <QCoreApplication>
#include <chrono>
#include <cstdio>

using namespace irqatlas;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_trial RECORDING [SAMPLES]\n");
        return 2;
    }
    const int samples = args.size() > 2 ? std::max(3, args.at(2).toInt()) : 20;
    auto source = RecordingSource::open(args.at(1));
    if (!source) {
        std::fprintf(stderr, "%s\n", qPrintable(source.errorString()));
        return 1;
    }
    using clock = std::chrono::steady_clock;
    auto ms = [](clock::duration d) {
        return std::chrono::duration<double, std::milli>(d).count();
    };
    const TrialScope scope;
    TrialPhase a(scope), b(scope);
    clock::duration read{}, rates{}, add{};
    std::optional<Sample> last;
    int n = 0, intervals = 0;
    while (n < samples) {
        auto t0 = clock::now();
        auto s = (*source)->next();
        read += clock::now() - t0;
        if (!s)
            break;
        ++n;
        if (!s->ok())
            continue;
        if (last) {
            t0 = clock::now();
            const Rates r = computeRates(*last, *s);
            rates += clock::now() - t0;
            t0 = clock::now();
            (intervals % 2 ? b : a).add(r);
            add += clock::now() - t0;
            ++intervals;
        }
        last = s;
    }
    if (intervals == 0) {
        std::fprintf(stderr, "bench_trial: fewer than two samples\n");
        return 1;
    }
    auto t0 = clock::now();
    const Verdict v = computeVerdict(a, b);
    const double verdictMs = ms(clock::now() - t0);
    std::printf("%d samples, %d intervals, %zu CPUs\n", n, intervals, v.cpus.size());
    std::printf("read + parse a sample (shared with the Live dock): %.1f ms\n", ms(read) / n);
    std::printf("rates of an interval (shared with the Live dock):  %.1f ms\n",
                ms(rates) / intervals);
    std::printf("TrialPhase::add (the trial's own):                  %.2f ms\n",
                ms(add) / intervals);
    std::printf("verdict of the two phases:                          %.1f ms\n", verdictMs);
    return 0;
}
