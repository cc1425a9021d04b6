// Where Export Report… as PDF spends its time on a machine with many PCI
// devices (thread CPU time and peak RSS): the report's HTML, then the PDF
// (charts drawn, QTextDocument laid out and printed). The machine is
// hwloc-xml-24em64t-2n6c2t-pci.xml with DEVICES network functions added
// round-robin over its nodes, each with one MSI-X IRQ.
//
//   bench_reportpdf [DEVICES] [RUNS]        e.g. bench_reportpdf 5000 1

#include "benchutil.h"
#include "report/htmlreport.h"
#include "report/reportdata.h"
#include "ui/shell/reportpdf.h"

#include <QGuiApplication>
#include <cstdio>
#include <sys/resource.h>

using namespace irqatlas;

namespace {
ReportInput manyDevices(int count)
{
    ReportInput in;
    auto topo = loadTopologyXml(
        QStringLiteral(IRQATLAS_TEST_DATA "/topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"));
    if (!topo.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(topo.errorString()));
        std::exit(1);
    }
    Snapshot &s = in.snapshot;
    s.topology = std::move(*topo);
    s.hasTopology = true;
    s.source = QStringLiteral("bench");
    s.hostname = QStringLiteral("many-devices");
    for (int i = 0; i < count; ++i) {
        PciDevice d;
        d.bdf = QStringLiteral("0000:%1:%2.%3")
                    .arg(0x10 + i / 256, 2, 16, QLatin1Char('0'))
                    .arg((i / 8) % 32, 2, 16, QLatin1Char('0'))
                    .arg(i % 8);
        d.node = s.topology.nodes[std::size_t(i) % s.topology.nodes.size()].id;
        d.className = QStringLiteral("network");
        d.classId = 0x0200;
        d.vendor = QStringLiteral("Intel Corporation");
        d.device = QStringLiteral("Ethernet Virtual Function 700 Series");
        d.osNames = {QStringLiteral("eth%1").arg(i)};
        d.localCpus = s.topology.nodes[std::size_t(i) % s.topology.nodes.size()].cpus;
        s.topology.devices.push_back(d);
    }
    return in;
}

long peakRssMb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}
} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int devices = args.size() > 1 ? args.at(1).toInt() : 5000;
    const int runs = args.size() > 2 ? std::max(1, args.at(2).toInt()) : 1;
    const ReportInput in = manyDevices(devices);
    std::vector<double> html, pdf;
    std::size_t htmlBytes = 0, pdfBytes = 0;
    for (int i = 0; i < runs; ++i) {
        double t = bench::threadCpuMs();
        const QByteArray page = writeHtmlReport(in);
        html.push_back(bench::threadCpuMs() - t);
        htmlBytes = std::size_t(page.size());
        t = bench::threadCpuMs();
        auto doc = reportPdf(page, QStringLiteral("bench"));
        pdf.push_back(bench::threadCpuMs() - t);
        if (!doc.ok()) {
            std::printf("PDF refused: %s\n", qPrintable(doc.errorString()));
        } else {
            pdfBytes = std::size_t(doc->size());
        }
    }
    std::printf("%d devices: HTML %.0f ms CPU (%zu bytes), PDF %.0f ms CPU (%zu bytes), "
                "peak RSS %ld MB\n",
                devices, bench::median(html), htmlBytes, bench::median(pdf), pdfBytes, peakRssMb());
    return 0;
}
