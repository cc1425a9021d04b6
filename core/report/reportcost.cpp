// The report's cost section: a measurement of irqatlas-cli cost, per CPU and
// per IRQ, with the per-CPU time on the topology graph (reportmachine.cpp).
#include "cost/costfile.h"
#include "report/html.h"
#include "report/reportsections.h"

#include <QCoreApplication>
#include <algorithm>
#include <unordered_set>

namespace irqatlas {

Result<CostSection> loadCostSection(const QString &path, const IrqTable &table)
{
    auto report = readCostFile(path);
    if (!report.ok())
        return report.error();
    CostSection c;
    c.path = path;
    c.report = std::move(*report);
    for (const CostCpuRow &row : c.report.cpus) {
        // A share the file left out follows from its time and the window.
        const double window = c.report.seconds * 1e9;
        const double hard = row.hardirqPct.value_or(100.0 * double(row.hardirqNs) / window);
        const double soft = row.softirqPct.value_or(100.0 * double(row.softirqNs) / window);
        c.cpuIrqPct[row.cpu] = hard + soft;
    }
    std::unordered_set<std::string> keys;
    for (const Irq &irq : table.irqs)
        if (!irq.symbolic())
            keys.insert(irq.key);
    for (const CostIrqRow &row : c.report.irqs) {
        const bool numbered =
            !row.cost.irq.empty() && std::all_of(row.cost.irq.begin(), row.cost.irq.end(),
                                                 [](char ch) { return ch >= '0' && ch <= '9'; });
        if (!numbered)
            continue;
        ++c.fileIrqs;
        if (keys.count(row.cost.irq))
            ++c.matchedIrqs;
    }
    return c;
}

namespace reportpart {
namespace {

using html::escape;
using html::num;

// A long IRQ list stays readable: the busiest rows, and how many more.
constexpr std::size_t kMaxIrqRows = 200;
constexpr std::size_t kMaxSoftirqRows = 400;

void costFacts(std::string &out, const CostSection &c)
{
    const CostReport &r = c.report;
    out += "<table class=\"kv\">";
    row(out, QCoreApplication::translate("irqatlas-report", "File"), c.path);
    row(out, QCoreApplication::translate("irqatlas-report", "Measured (s)"),
        QString::number(r.seconds, 'f', 3));
    row(out, QCoreApplication::translate("irqatlas-report", "Events read"),
        QString::number(r.events));
    row(out, QCoreApplication::translate("irqatlas-report", "Events lost"),
        QString::number(r.lostEvents));
    row(out, QCoreApplication::translate("irqatlas-report", "Unpaired entries and exits"),
        QString::number(r.unpaired));
    row(out, QCoreApplication::translate("irqatlas-report", "IRQs on this machine"),
        QCoreApplication::translate("irqatlas-report", "%1 of the %2 numbered IRQs measured")
            .arg(c.matchedIrqs)
            .arg(c.fileIrqs));
    out += "</table>";
    QStringList warnings;
    if (!r.stoppedEarly.isEmpty())
        warnings << r.stoppedEarly;
    if (r.lostEvents > 0)
        warnings << QCoreApplication::translate(
            "irqatlas-report",
            "The kernel lost events while tracing: counts and times are too low.");
    if (c.fileIrqs > 0 && c.matchedIrqs == 0)
        warnings << QCoreApplication::translate(
            "irqatlas-report",
            "None of the measured IRQs is on this machine: the measurement is of "
            "another machine or another boot.");
    for (const QString &w : warnings) {
        out += "<p class=\"warning\">";
        escape(out, w);
        out += "</p>";
    }
}

std::string pctCell(const std::optional<double> &v)
{
    return v ? num(*v, 2) : std::string("-");
}

void cpuTable(std::string &out, const CostReport &r)
{
    heading(out, 3, QCoreApplication::translate("irqatlas-report", "Per CPU"));
    out += "<table>";
    headRow(out, {QCoreApplication::translate("irqatlas-report", "CPU"),
                  QCoreApplication::translate("irqatlas-report", "hard IRQ %"),
                  QCoreApplication::translate("irqatlas-report", "soft IRQ %"),
                  QCoreApplication::translate("irqatlas-report", "idle %"),
                  QCoreApplication::translate("irqatlas-report", "hard IRQ (ms)"),
                  QCoreApplication::translate("irqatlas-report", "soft IRQ (ms)")});
    for (const CostCpuRow &c : r.cpus)
        out += "<tr><td class=\"n\">" + std::to_string(c.cpu) + "</td><td class=\"n\">" +
               pctCell(c.hardirqPct) + "</td><td class=\"n\">" + pctCell(c.softirqPct) +
               "</td><td class=\"n\">" + pctCell(c.idlePct) + "</td><td class=\"n\">" +
               num(double(c.hardirqNs) / 1e6, 2) + "</td><td class=\"n\">" +
               num(double(c.softirqNs) / 1e6, 2) + "</td></tr>";
    out += "</table>";
}

std::string cpuShares(const IrqCost &c)
{
    std::string s;
    for (const auto &[cpu, ns] : c.cpuNs) {
        if (!s.empty())
            s += ' ';
        s += std::to_string(cpu) + ": " +
             num(c.ns > 0 ? 100.0 * double(ns) / double(c.ns) : 0.0, 0) + "%";
    }
    return s.empty() ? std::string("-") : s;
}

void irqTable(std::string &out, const CostReport &r)
{
    heading(out, 3, QCoreApplication::translate("irqatlas-report", "Per IRQ (busiest first)"));
    out += "<table>";
    headRow(out, {QCoreApplication::translate("irqatlas-report", "IRQ"),
                  QCoreApplication::translate("irqatlas-report", "name"),
                  QCoreApplication::translate("irqatlas-report", "runs"),
                  QCoreApplication::translate("irqatlas-report", "/proc/interrupts"),
                  QCoreApplication::translate("irqatlas-report", "time (µs)"),
                  QCoreApplication::translate("irqatlas-report", "per run (ns)"),
                  QCoreApplication::translate("irqatlas-report", "share per CPU")});
    const std::size_t n = std::min(r.irqs.size(), kMaxIrqRows);
    for (std::size_t i = 0; i < n; ++i) {
        const CostIrqRow &row = r.irqs[i];
        out += "<tr><td>";
        escape(out, std::string_view(row.cost.irq));
        out += "</td><td>";
        escape(out, std::string_view(row.cost.name));
        out += "</td><td class=\"n\">" + std::to_string(row.cost.count) + "</td><td class=\"n\">" +
               (row.procInterrupts ? std::to_string(*row.procInterrupts) : std::string("-")) +
               "</td><td class=\"n\">" + num(double(row.cost.ns) / 1e3, 1) +
               "</td><td class=\"n\">" + std::to_string(row.nsPerRun) + "</td><td>";
        escape(out, cpuShares(row.cost));
        out += "</td></tr>";
    }
    out += "</table>";
    if (r.irqs.size() > n) {
        out += "<p class=\"muted\">";
        escape(out, QCoreApplication::translate("irqatlas-report",
                                                "%1 more IRQs with less time are in the file.")
                        .arg(r.irqs.size() - n));
        out += "</p>";
    }
}

void softirqTable(std::string &out, const CostReport &r)
{
    if (r.softirqs.empty())
        return;
    heading(out, 3, QCoreApplication::translate("irqatlas-report", "Softirqs per CPU and type"));
    out += "<table>";
    headRow(out, {QCoreApplication::translate("irqatlas-report", "CPU"),
                  QCoreApplication::translate("irqatlas-report", "type"),
                  QCoreApplication::translate("irqatlas-report", "runs"),
                  QCoreApplication::translate("irqatlas-report", "time (µs)")});
    const std::size_t n = std::min(r.softirqs.size(), kMaxSoftirqRows);
    for (std::size_t i = 0; i < n; ++i) {
        const SoftirqCost &s = r.softirqs[i];
        out += "<tr><td class=\"n\">" + std::to_string(s.cpu) + "</td><td>";
        escape(out, std::string_view(s.type));
        out += "</td><td class=\"n\">" + std::to_string(s.count) + "</td><td class=\"n\">" +
               num(double(s.ns) / 1e3, 1) + "</td></tr>";
    }
    out += "</table>";
    if (r.softirqs.size() > n) {
        out += "<p class=\"muted\">";
        escape(out, QCoreApplication::translate("irqatlas-report", "%1 more rows are in the file.")
                        .arg(r.softirqs.size() - n));
        out += "</p>";
    }
}

} // namespace

void cost(std::string &out, const ReportInput &in)
{
    if (!in.cost)
        return;
    const CostSection &c = *in.cost;
    out += "<section id=\"cost\">";
    heading(out, 2, QCoreApplication::translate("irqatlas-report", "Interrupt cost (measured)"));
    out += "<p class=\"muted\">";
    escape(out, QCoreApplication::translate(
                    "irqatlas-report",
                    "Handler and softirq time from the kernel's irq tracepoints (irqatlas-cli "
                    "cost), exact where /proc/stat samples or does not account IRQ time."));
    out += "</p>";
    costFacts(out, c);
    if (!in.snapshot.topology.pus.empty()) {
        out += "<p class=\"muted\">";
        escape(out, QCoreApplication::translate(
                        "irqatlas-report",
                        "The measured IRQ time per CPU (hard + soft %) colours the topology "
                        "graph above."));
        out += "</p>";
    } else {
        double most = 0;
        for (const auto &[cpu, v] : c.cpuIrqPct)
            most = std::max(most, v);
        heat(out, in,
             QCoreApplication::translate("irqatlas-report",
                                         "Measured IRQ time per CPU (hard + soft %), by node"),
             c.cpuIrqPct, most);
    }
    cpuTable(out, c.report);
    irqTable(out, c.report);
    softirqTable(out, c.report);
    out += "</section>";
}

} // namespace reportpart
} // namespace irqatlas
