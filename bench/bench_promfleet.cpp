// The fleet view from one Prometheus: a private Prometheus scrapes a private
// node_exporter (tests/support/promstack.h) as N instances, and
// readPromFleet reads them as `irqatlas-cli fleet --prometheus` does. Prints
// the wall time of one refresh (best and median of R) and the bytes its five
// answers take.
//
//   bench_promfleet [--instances N] [--runs R]   (prometheus, prometheus-node-exporter)

#include "fleet/promfleet.h"
#include "promstack.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <algorithm>
#include <cstdio>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// Four CPUs and a real machine's interrupts (tests/data).
bool writeTree(PromStack &stack)
{
    QFile f(
        QStringLiteral(IRQATLAS_TEST_DATA "/proc-interrupts/node_exporter-interrupts-x86_64.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    return stack.writeTreeFile(QStringLiteral("proc/interrupts"), f.readAll()) &&
           stack.writeTreeFile(QStringLiteral("proc/stat"),
                               "cpu  4 0 0 4 0 0 0 0 0 0\ncpu0 1 0 0 1 0 1 0 0 0 0\n"
                               "cpu1 1 0 0 1 0 0 0 0 0 0\ncpu2 1 0 0 1 0 0 0 0 0 0\n"
                               "cpu3 1 0 0 1 0 0 0 0 0 0\n");
}

std::size_t answerBytes(const PromServer &server, int window)
{
    const PromFleetQueries q = promFleetQueries(window);
    std::size_t bytes = 0;
    for (const QString &query : {q.up, q.cpus, q.uname, q.irqs, q.busiest})
        if (auto r = promQuery(server, query))
            bytes += r->bytes;
    return bytes;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({QStringLiteral("instances"), QStringLiteral("instances"), QStringLiteral("N"),
                 QStringLiteral("256")});
    p.addOption({QStringLiteral("runs"), QStringLiteral("refreshes"), QStringLiteral("R"),
                 QStringLiteral("10")});
    p.process(app);
    const int n = std::max(1, p.value(QStringLiteral("instances")).toInt());
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    if (const QString m = PromStack::missing(); !m.isEmpty()) {
        std::fprintf(stderr, "not installed: %s\n", qPrintable(m));
        return 1;
    }
    PromStack stack;
    stack.setAliases(n - 1);
    stack.setScrapeSeconds(5);
    if (!writeTree(stack) || !stack.start(0, true)) {
        std::fprintf(stderr, "%s\n", qPrintable(stack.error()));
        return 1;
    }
    const int window = 15; // three scrapes
    const bool ready = stack.waitFor(promFleetQueries(window).cpus, [n](const PromResult &r) {
        return int(r.series.size()) == n;
    });
    if (!ready) {
        std::fprintf(stderr, "%s\n", qPrintable(stack.error()));
        return 1;
    }
    std::vector<double> ms;
    int hosts = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        auto fleet = readPromFleet(stack.server(), window);
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        if (!fleet) {
            std::fprintf(stderr, "%s\n", qPrintable(fleet.errorString()));
            return 1;
        }
        hosts = int(fleet->hosts.size());
    }
    std::sort(ms.begin(), ms.end());
    std::printf("instances %d, hosts read %d, refreshes %d: best %.1f ms, median %.1f ms, "
                "answers %zu bytes a refresh\n",
                n, hosts, runs, ms.front(), ms[ms.size() / 2], answerBytes(stack.server(), window));
    return 0;
}
