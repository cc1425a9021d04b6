// Where `irqatlas-cli report --recording FILE` spends its time, phase by
// phase (thread CPU time): loading the recording (finding and reading the
// chosen lines, decoding and parsing them, rates and figures), then writing
// the HTML of a report with that recording. bench/report-1152 runs it on the
// 600-sample recording of the 1152-CPU machine.
//
//   bench_report RECORDING [RUNS]

#include "benchutil.h"
#include "report/htmlreport.h"
#include "report/reportdata.h"

#include <QCoreApplication>
#include <cstdio>

using namespace irqatlas;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_report RECORDING [RUNS]\n");
        return 2;
    }
    const int runs = args.size() > 2 ? std::max(1, args.at(2).toInt()) : 3;
    std::vector<double> total, read, parse, rates, html;
    std::size_t bytes = 0;
    int used = 0;
    for (int i = 0; i < runs; ++i) {
        double t = bench::threadCpuMs();
        auto r = loadRecording(args.at(1), TrialScope{});
        if (!r.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(r.errorString()));
            return 1;
        }
        const double loaded = bench::threadCpuMs();
        total.push_back(loaded - t);
        read.push_back(r->cost.readMs);
        parse.push_back(r->cost.parseMs);
        rates.push_back(r->cost.ratesMs);
        used = r->usedSamples;
        ReportInput in;
        in.recording = std::move(*r);
        t = bench::threadCpuMs();
        bytes = std::size_t(writeHtmlReport(in).size());
        html.push_back(bench::threadCpuMs() - t);
    }
    std::printf("loadRecording: %.0f ms CPU (read lines %.0f, decode+parse %.0f, rates+figures "
                "%.0f; %d samples used)\n",
                bench::median(total), bench::median(read), bench::median(parse),
                bench::median(rates), used);
    std::printf("HTML of the recording's report: %.0f ms CPU, %zu bytes\n", bench::median(html),
                bytes);
    return 0;
}
