// Every spreading algorithm on a synthetic 8192-PU, 64-node, SMT2 machine
// with 16384 IRQs; prints a Markdown table of the median ms per run.
//   bench_spreaders [runs] [algorithm]   (only rows of that algorithm)
#include "live/allocator.h"
#include "spread/spreader.h"
#include "topology/topologyjson.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <functional>

using namespace irqatlas;

namespace {

constexpr int kPus = 8192;
constexpr int kNodes = 64;
constexpr int kIrqs = 16384;

// x86-style numbering: first threads 0..4095, their siblings at +4096, so
// sibling masks and node masks are not contiguous. Distances by hop group:
// 10 local, 12 within 4 nodes, 16 within 16, 22 within 32, 32 beyond.
Topology syntheticTopology()
{
    Topology t;
    const int cores = kPus / 2;
    const int coresPerNode = cores / kNodes;
    for (int id = 0; id < kPus; ++id) {
        Pu p;
        p.id = id;
        p.core = id % cores;
        p.node = p.core / coresPerNode;
        p.package = p.node / 32;
        t.pus.push_back(p);
    }
    t.rebuildIndex();
    t.distance.assign(kNodes, std::vector<int>(kNodes, 32));
    for (int a = 0; a < kNodes; ++a)
        for (int b = 0; b < kNodes; ++b) {
            int &d = t.distance[std::size_t(a)][std::size_t(b)];
            if (a == b)
                d = 10;
            else if (a / 4 == b / 4)
                d = 12;
            else if (a / 16 == b / 16)
                d = 16;
            else if (a / 32 == b / 32)
                d = 22;
        }
    t.distanceFromFirmware = true;
    return t;
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

struct Timing
{
    double wallMs = 0; // median elapsed time
    double cpuMs = 0;  // median CPU time of this thread: what a busy machine cannot inflate
};

Timing median(int runs, const std::function<void()> &fn)
{
    fn(); // warm-up
    std::vector<double> wall, cpu;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        const double c0 = threadCpuMs();
        timer.start();
        fn();
        wall.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpu.push_back(threadCpuMs() - c0);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

} // namespace

int main(int argc, char *argv[])
{
    irqatlas::keepFreedMemoryForReuse();
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
    const Topology topo = syntheticTopology();

    struct Row
    {
        const char *algorithm;
        const char *params;
        SpreadParams p;
    };
    auto params = [](int node, int count, int len, int nvec, int groups, SortVariant sort) {
        SpreadParams p;
        p.node = node;
        p.count = count;
        p.len = len;
        p.nvec = nvec;
        p.groups = groups;
        p.sort = sort;
        return p;
    };
    const SortVariant M = SortVariant::Modern, C = SortVariant::Classic;
    const std::vector<Row> rows{
        {"local-spread-v41", "node 5, count 16384", params(5, kIrqs, 0, 0, 0, M)},
        {"local-spread-2019", "node 5, count 16384", params(5, kIrqs, 0, 0, 0, M)},
        {"local-spread", "node 5, count 16384", params(5, kIrqs, 0, 0, 0, M)},
        {"local-spread", "node -1, count 16384", params(-1, kIrqs, 0, 0, 0, M)},
        {"hop-masks", "node 5", params(5, 0, 0, 0, 0, M)},
        {"mana", "node 5, len 16384", params(5, 0, kIrqs, 0, 0, M)},
        {"mana-v1", "node 5, len 16384", params(5, 0, kIrqs, 0, 0, M)},
        {"mana-driver", "node 5, nvec 8193", params(5, 0, 0, kPus + 1, 0, M)},
        {"group-evenly", "groups 16384, modern", params(-1, 0, 0, 0, kIrqs, M)},
        {"group-evenly", "groups 16384, classic", params(-1, 0, 0, 0, kIrqs, C)},
        {"group-evenly", "groups 128, modern", params(-1, 0, 0, 0, 128, M)},
    };

    std::printf("Synthetic machine: %d PUs, %d nodes, SMT2, %d IRQs; median of %d runs\n\n", kPus,
                kNodes, kIrqs, runs);
    std::printf(
        "| algorithm | parameters | entries | wall ms | CPU ms |\n|---|---|---:|---:|---:|\n");
    const char *only = argc > 2 ? argv[2] : nullptr;
    for (const Row &row : rows) {
        if (only && std::strcmp(only, row.algorithm) != 0)
            continue;
        const Spreader *s = spreaderByName(QString::fromLatin1(row.algorithm));
        std::size_t entries = 0;
        bool ok = true;
        const Timing ms = median(runs, [&] {
            auto r = s->spread(topo, row.p);
            ok = r.ok();
            entries = ok ? r->assignments.size() : 0;
        });
        std::printf("| %s | %s | %zu | %.2f | %.2f |%s\n", row.algorithm, row.params, entries,
                    ms.wallMs, ms.cpuMs, ok ? "" : " (error)");
    }
    QByteArray json;
    const Timing writeMs = median(runs, [&] { json = topologyToJson(topo); });
    const Timing readMs = median(runs, [&] {
        auto t = topologyFromJson(json, QStringLiteral("bench"));
        if (!t)
            std::fprintf(stderr, "%s\n", qPrintable(t.errorString()));
    });
    std::printf("| topology JSON write | %lld bytes | - | %.2f | %.2f |\n", qlonglong(json.size()),
                writeMs.wallMs, writeMs.cpuMs);
    std::printf("| topology JSON read | %lld bytes | - | %.2f | %.2f |\n", qlonglong(json.size()),
                readMs.wallMs, readMs.cpuMs);
    return 0;
}
