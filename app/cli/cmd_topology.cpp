#include "command.h"
#include "model/irqexport.h"
#include "sources.h"
#include "texttable.h"
#include "topology/topologyjson.h"

#include <QCoreApplication>

namespace irqatlas::cli {
namespace {

std::string bytesText(std::uint64_t b)
{
    if (b == 0)
        return "-";
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = double(b);
    int u = 0;
    while (v >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, u ? "%.1f %s" : "%.0f %s", v, units[u]);
    return buf;
}

std::string renderTable(const Topology &t)
{
    std::string out;
    const CpuSet all = t.allCpus();
    const CpuSet online = t.onlineCpus();
    int threadsMax = 0;
    for (const Core &c : t.cores)
        threadsMax = std::max(threadsMax, c.cpus.count());
    out += "# " + t.source.toStdString();
    if (!t.hostname.isEmpty())
        out += " (" + t.hostname.toStdString() + ")";
    out += "\n";
    out += "PUs " + std::to_string(all.count()) + " (" + all.toList() + "), online " +
           std::to_string(online.count()) + " (" + online.toList() + ")";
    const CpuSet offline = all - online;
    if (!offline.empty())
        out += ", offline " + offline.toList();
    const CpuSet disallowed = all - t.allowedCpus();
    if (!disallowed.empty())
        out += ", not allowed " + disallowed.toList();
    out += "\npackages " + std::to_string(t.packages.size()) + ", NUMA nodes " +
           std::to_string(t.nodes.size()) + ", cores " + std::to_string(t.cores.size()) +
           ", up to " + std::to_string(threadsMax) + " PUs per core\n\n";

    TextTable pk({"PACKAGE", "CPUS"});
    for (const Package &p : t.packages)
        pk.add({std::to_string(p.id), p.cpus.toList()});
    out += pk.render() + "\n";

    TextTable nodes({"NODE", "CPUS", "CORES", "MEMORY", "NOTE"});
    for (const NumaNode &n : t.nodes) {
        int cores = 0;
        for (const Core &c : t.cores)
            cores += c.node == n.id;
        std::string note = n.cpus.empty() ? "CPU-less" : "";
        if (!n.subtype.isEmpty())
            note += (note.empty() ? "" : ", ") + n.subtype.toStdString();
        nodes.add({std::to_string(n.id), n.cpus.empty() ? "-" : n.cpus.toList(),
                   std::to_string(cores), bytesText(n.memoryBytes), note});
    }
    out += nodes.render() + "\n";

    std::vector<std::string> dh{"DISTANCE"};
    for (const NumaNode &n : t.nodes)
        dh.push_back(std::to_string(n.id));
    TextTable dist(dh);
    for (const NumaNode &a : t.nodes) {
        std::vector<std::string> row{std::to_string(a.id)};
        for (const NumaNode &b : t.nodes)
            row.push_back(std::to_string(t.dist(a.id, b.id)));
        dist.add(row);
    }
    out += dist.render();
    if (!t.distanceFromFirmware)
        out += QCoreApplication::translate(
                   "irqatlas-cli",
                   "(no distance matrix in the source: 10 on the diagonal and 20 elsewhere "
                   "assumed, as the kernel does without a firmware SLIT)\n")
                   .toStdString();
    out += "\n";

    if (!t.cpuKinds.empty()) {
        TextTable kinds({"CPU KIND", "EFFICIENCY", "CPUS"});
        for (std::size_t i = 0; i < t.cpuKinds.size(); ++i)
            kinds.add({t.cpuKinds[i].name.isEmpty() ? std::to_string(i)
                                                    : t.cpuKinds[i].name.toStdString(),
                       std::to_string(t.cpuKinds[i].efficiency), t.cpuKinds[i].cpus.toList()});
        out += kinds.render() + "\n";
    }

    // Cores grouped into runs with the same shape keep 1152-PU machines short:
    // one line per node lists every core as "core:PUs".
    TextTable cores({"NODE", "CORES (core id: PUs)"});
    for (const NumaNode &n : t.nodes) {
        std::string line;
        for (const Core &c : t.cores) {
            if (c.node != n.id)
                continue;
            if (!line.empty())
                line += " ";
            line += std::to_string(c.id) + ":" + c.cpus.toList();
        }
        if (!line.empty())
            cores.add({std::to_string(n.id), line});
    }
    out += cores.render();

    if (!t.devices.empty()) {
        out += "\n";
        TextTable dev({"DEVICE", "CLASS", "NODE", "NAMES", "DESCRIPTION"});
        for (const PciDevice &d : t.devices) {
            std::string names = d.osNames.join(QLatin1Char(',')).toStdString();
            std::string desc =
                QString(d.vendor + QLatin1Char(' ') + d.device).trimmed().toStdString();
            dev.add({d.bdf.toStdString(), d.className.toStdString(),
                     d.node >= 0 ? std::to_string(d.node) : std::string("-"),
                     names.empty() ? "-" : names, desc.empty() ? "-" : desc});
        }
        out += dev.render();
    }
    return out;
}

std::string renderCsv(const Topology &t)
{
    std::string out = "cpu,package,node,core,online,present,allowed,kind\n";
    for (const Pu &p : t.pus) {
        out += std::to_string(p.id) + "," + std::to_string(p.package) + "," +
               std::to_string(p.node) + "," + std::to_string(p.core) + "," +
               (p.online ? "1" : "0") + "," + (p.present ? "1" : "0") + "," +
               (p.allowed ? "1" : "0") + ",";
        if (p.kind >= 0 && std::size_t(p.kind) < t.cpuKinds.size())
            appendCsvField(out, t.cpuKinds[std::size_t(p.kind)].name.toStdString());
        out += "\n";
    }
    return out;
}

int runTopology(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli", "Packages, NUMA nodes with CPU lists and distances, cores, "
                        "PUs and devices."));
    addSourceOptions(p);
    addFormatOption(p);
    int code = 0;
    Format fmt;
    if (!parseCommand(p, args, fmt, code))
        return code;
    auto topo = loadTopology(p);
    if (!topo.ok())
        return fail(topo.errorString());
    switch (fmt) {
    case Format::Json: {
        QByteArray j = topologyToJson(*topo);
        if (!j.endsWith('\n'))
            j.append('\n');
        out(std::string_view(j.constData(), std::size_t(j.size())));
        break;
    }
    case Format::Csv:
        out(renderCsv(*topo));
        break;
    case Format::Table:
        out(renderTable(*topo));
        break;
    }
    return ExitOk;
}

const Command cmdTopology("topology",
                          QT_TRANSLATE_NOOP("irqatlas-cli",
                                            "packages, NUMA nodes, distances, cores, PUs, devices"),
                          runTopology);

} // namespace
} // namespace irqatlas::cli
