#include "report/html.h"
#include "report/reportsections.h"
#include "report/svggraph.h"
#include "report/svgplot.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <map>

namespace irqatlas::reportpart {

using html::escape;
using html::num;

void heading(std::string &out, int level, const QString &text, const char *id)
{
    const std::string tag = "h" + std::to_string(level);
    out += "<" + tag;
    if (id)
        out += std::string(" id=\"") + id + "\"";
    out += ">";
    escape(out, text);
    out += "</" + tag + ">";
}

void row(std::string &out, const QString &key, const QString &value)
{
    out += "<tr><th>";
    escape(out, key);
    out += "</th><td>";
    escape(out, value);
    out += "</td></tr>";
}

void headRow(std::string &out, const QStringList &heads)
{
    out += "<tr>";
    for (const QString &h : heads) {
        out += "<th>";
        escape(out, h);
        out += "</th>";
    }
    out += "</tr>";
}

void heat(std::string &out, const ReportInput &in, const QString &title,
          const std::map<int, double> &load, double maxValue)
{
    std::vector<svg::HeatGroup> groups;
    const Topology &t = in.snapshot.topology;
    auto cell = [&](int cpu) {
        svg::HeatCell c;
        c.cpu = cpu;
        const auto it = load.find(cpu);
        c.known = it != load.end();
        c.value = c.known ? it->second : 0;
        return c;
    };
    if (in.snapshot.hasTopology && !t.nodes.empty()) {
        for (const NumaNode &n : t.nodes) {
            if (n.cpus.empty())
                continue;
            svg::HeatGroup g;
            g.label = QCoreApplication::translate("irqatlas-report", "node %1").arg(n.id);
            for (int cpu : n.cpus.toVector())
                g.cells.push_back(cell(cpu));
            groups.push_back(std::move(g));
        }
    } else if (in.snapshot.hasTopology && !t.packages.empty()) {
        for (const Package &p : t.packages) {
            svg::HeatGroup g;
            g.label = QCoreApplication::translate("irqatlas-report", "package %1").arg(p.id);
            for (int cpu : p.cpus.toVector())
                g.cells.push_back(cell(cpu));
            groups.push_back(std::move(g));
        }
    }
    if (groups.empty()) {
        svg::HeatGroup g;
        g.label = QCoreApplication::translate("irqatlas-report", "CPUs");
        for (const auto &[cpu, v] : load)
            g.cells.push_back(cell(cpu));
        groups.push_back(std::move(g));
    }
    svg::heatGrid(out, title, groups, maxValue, QStringLiteral("%"));
}

namespace {

// The CPU model of a package's CPUs from /proc/cpuinfo's blocks (all of
// them when they differ), else the one model the file names.
QString packageModel(const ReportInput &in, const CpuSet &cpus)
{
    if (in.cpuModels.empty())
        return in.cpuModel;
    QStringList models;
    for (int cpu : cpus) {
        const auto it = in.cpuModels.find(cpu);
        if (it != in.cpuModels.end() && !models.contains(it->second))
            models << it->second;
    }
    return models.join(QStringLiteral("; "));
}

// One row per package: what it is and what it holds.
void packages(std::string &out, const ReportInput &in)
{
    const Topology &t = in.snapshot.topology;
    heading(out, 3, QCoreApplication::translate("irqatlas-report", "Packages"));
    out += "<table>";
    headRow(out, {QCoreApplication::translate("irqatlas-report", "package"),
                  QCoreApplication::translate("irqatlas-report", "CPU model"),
                  QCoreApplication::translate("irqatlas-report", "cores"),
                  QCoreApplication::translate("irqatlas-report", "CPUs"),
                  QCoreApplication::translate("irqatlas-report", "NUMA nodes")});
    const QString unknown = QCoreApplication::translate("irqatlas-report", "unknown");
    for (const Package &p : t.packages) {
        const int cores = int(std::count_if(t.cores.begin(), t.cores.end(),
                                            [&](const Core &c) { return c.package == p.id; }));
        CpuSet nodes;
        for (const NumaNode &n : t.nodes) {
            if (!(n.cpus & p.cpus).empty())
                nodes.set(n.id);
        }
        const QString model = packageModel(in, p.cpus);
        out += "<tr><td class=\"n\">" + std::to_string(p.id) + "</td><td>";
        escape(out, model.isEmpty() ? unknown : model);
        out += "</td><td class=\"n\">" + std::to_string(cores) + "</td><td>";
        escape(out, QString(QString::number(p.cpus.count()) + QStringLiteral(" (") +
                            p.cpus.toListString() + QLatin1Char(')')));
        out += "</td><td>";
        escape(out, nodes.empty() ? QStringLiteral("-") : nodes.toListString());
        out += "</td></tr>";
    }
    out += "</table>";
}

} // namespace

void machine(std::string &out, const ReportInput &in)
{
    const Snapshot &s = in.snapshot;
    const Topology &t = s.topology;
    out += "<section id=\"machine\">";
    heading(out, 2, QCoreApplication::translate("irqatlas-report", "Machine"));
    out += "<table class=\"kv\">";
    const QString unknown = QCoreApplication::translate("irqatlas-report", "unknown");
    row(out, QCoreApplication::translate("irqatlas-report", "Host"),
        s.hostname.isEmpty() ? unknown : s.hostname);
    row(out, QCoreApplication::translate("irqatlas-report", "Source"), s.source);
    row(out, QCoreApplication::translate("irqatlas-report", "Kernel"),
        s.kernel.isEmpty() ? unknown : s.kernel);
    row(out, QCoreApplication::translate("irqatlas-report", "CPU model"),
        in.cpuModel.isEmpty() ? unknown : in.cpuModel);
    if (s.hasTopology) {
        row(out, QCoreApplication::translate("irqatlas-report", "CPUs"),
            QCoreApplication::translate("irqatlas-report", "%1 online of %2 (%3)")
                .arg(t.onlineCpus().count())
                .arg(t.allCpus().count())
                .arg(t.onlineCpus().toListString()));
        row(out, QCoreApplication::translate("irqatlas-report", "Packages"),
            QString::number(t.packages.size()));
        row(out, QCoreApplication::translate("irqatlas-report", "NUMA nodes"),
            QString::number(t.nodes.size()));
    } else {
        row(out, QCoreApplication::translate("irqatlas-report", "Topology"),
            QCoreApplication::translate("irqatlas-report", "none: %1").arg(s.topologyError));
    }
    const QString none = QCoreApplication::translate("irqatlas-report", "none");
    row(out, QCoreApplication::translate("irqatlas-report", "Isolated CPUs (isolcpus)"),
        s.isolated ? (s.isolated->empty() ? none : s.isolated->toListString()) : unknown);
    row(out, QCoreApplication::translate("irqatlas-report", "nohz_full CPUs"),
        s.nohzFull ? (s.nohzFull->empty() ? none : s.nohzFull->toListString()) : unknown);
    QString ib = unknown;
    if (in.irqbalanceRunning)
        ib = *in.irqbalanceRunning
                 ? QCoreApplication::translate("irqatlas-report",
                                               "running: it will overwrite any placement")
                 : QCoreApplication::translate("irqatlas-report", "not running");
    if (!in.irqbalanceDetail.isEmpty())
        ib += QStringLiteral(" (") + in.irqbalanceDetail + QLatin1Char(')');
    row(out, QCoreApplication::translate("irqatlas-report", "irqbalance"), ib);
    row(out, QCoreApplication::translate("irqatlas-report", "Interrupts"),
        QString::number(s.irqs.irqs.size()));
    out += "</table>";
    for (const QString &w : s.warnings) {
        out += "<p class=\"warning\">";
        escape(out, w);
        out += "</p>";
    }

    if (s.hasTopology && !t.packages.empty())
        packages(out, in);
    // The graph also for a machine known only by its CPUs (the GUI's view of
    // a lone /proc/interrupts): where the load sits is the point of it.
    if (!t.pus.empty()) {
        heading(out, 3, QCoreApplication::translate("irqatlas-report", "Topology"), "topology");
        svg::GraphHeat heat;
        // A measurement is exact where a recording samples: it colours the graph first.
        if (in.cost) {
            heat.load = &in.cost->cpuIrqPct;
            for (const auto &[cpu, v] : in.cost->cpuIrqPct)
                heat.maxValue = std::max(heat.maxValue, v);
            heat.legend = QCoreApplication::translate(
                "irqatlas-report", "measured IRQ time per CPU (hard + soft %) from tracepoints");
        } else if (in.recording) {
            heat.load = &in.recording->cpuIrqPct;
            for (const auto &[cpu, v] : in.recording->cpuIrqPct)
                heat.maxValue = std::max(heat.maxValue, v);
            heat.legend = QCoreApplication::translate(
                "irqatlas-report", "IRQ time per CPU (hard + soft %) of the recording");
        }
        svg::topologyGraph(out, t, QCoreApplication::translate("irqatlas-report", "Topology"),
                           heat);
    }

    if (s.hasTopology && !t.nodes.empty()) {
        heading(out, 3, QCoreApplication::translate("irqatlas-report", "NUMA nodes"));
        out += "<table><tr><th>";
        escape(out, QCoreApplication::translate("irqatlas-report", "node"));
        out += "</th><th>";
        escape(out, QCoreApplication::translate("irqatlas-report", "CPUs"));
        out += "</th><th>";
        escape(out, QCoreApplication::translate("irqatlas-report", "memory (MiB)"));
        out += "</th></tr>";
        for (const NumaNode &n : t.nodes) {
            out += "<tr><td class=\"n\">" + std::to_string(n.id) + "</td><td>";
            escape(out, n.cpus.toListString());
            out += "</td><td class=\"n\">" + num(double(n.memoryBytes) / (1024.0 * 1024.0), 0) +
                   "</td></tr>";
        }
        out += "</table>";

        heading(out, 3, QCoreApplication::translate("irqatlas-report", "Distance matrix"));
        const bool assumed = !t.distanceFromFirmware;
        if (assumed) {
            out += "<p class=\"assumed\">";
            escape(out, QCoreApplication::translate(
                            "irqatlas-report",
                            "Assumed: the firmware gives no distance table (SLIT), so 10 (local) "
                            "and 20 (remote) are used, as the kernel does."));
            out += "</p>";
        }
        out += std::string("<table") + (assumed ? " class=\"assumed\"" : "") + "><tr><th></th>";
        for (const NumaNode &n : t.nodes)
            out += "<th>" + std::to_string(n.id) + "</th>";
        out += "</tr>";
        for (const NumaNode &a : t.nodes) {
            out += "<tr><th>" + std::to_string(a.id) + "</th>";
            for (const NumaNode &b : t.nodes) {
                int d = -1;
                if (std::size_t(a.id) < t.distance.size() &&
                    std::size_t(b.id) < t.distance[std::size_t(a.id)].size())
                    d = t.distance[std::size_t(a.id)][std::size_t(b.id)];
                out += "<td class=\"n\">" + (d >= 0 ? std::to_string(d) : std::string("-")) +
                       (assumed ? "*" : "") + "</td>";
            }
            out += "</tr>";
        }
        out += "</table>";
    }
    out += "</section>";
}

void irqTable(std::string &out, const ReportInput &in)
{
    const IrqTable &table = in.snapshot.irqs;
    out += "<section id=\"irqs\">";
    heading(out, 2, QCoreApplication::translate("irqatlas-report", "Interrupts"));
    out += "<table>";
    headRow(out, {QCoreApplication::translate("irqatlas-report", "IRQ"),
                  QCoreApplication::translate("irqatlas-report", "name"),
                  QCoreApplication::translate("irqatlas-report", "chip"),
                  QCoreApplication::translate("irqatlas-report", "device"),
                  QCoreApplication::translate("irqatlas-report", "node"),
                  QCoreApplication::translate("irqatlas-report", "affinity"),
                  QCoreApplication::translate("irqatlas-report", "effective"),
                  QCoreApplication::translate("irqatlas-report", "total")});
    for (const Irq &irq : table.irqs) {
        std::uint64_t total = 0;
        for (std::uint64_t c : irq.counts)
            total += c;
        out += "<tr><td class=\"n\">";
        escape(out, irq.key);
        out += "</td><td>";
        escape(out, irq.name.empty() ? irq.description : irq.name);
        out += "</td><td>";
        escape(out, irq.chip);
        out += "</td><td>";
        escape(out, irq.device);
        out += "</td><td class=\"n\">";
        const int node = irq.deviceNode.value_or(irq.node.value_or(-1));
        out += node >= 0 ? std::to_string(node) : std::string("-");
        out += "</td><td>";
        if (irq.affinity)
            escape(out, irq.affinity->toListString());
        out += "</td><td>";
        if (irq.effective)
            escape(out, irq.effective->toListString());
        out += "</td><td class=\"n\">" + std::to_string(total) + "</td></tr>";
    }
    out += "</table></section>";
}

} // namespace irqatlas::reportpart
