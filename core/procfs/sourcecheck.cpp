#include "procfs/sourcecheck.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

using Kind = SourceDifference::Kind;

// The first label of a host name, lowercased: a short name and its FQDN
// name the same host.
QString hostKey(const QString &host)
{
    const QString t = host.trimmed().toLower();
    const qsizetype dot = t.indexOf(QLatin1Char('.'));
    return dot > 0 ? t.left(dot) : t;
}

void addMissing(std::vector<SourceDifference> &out, const QString &file, const CpuSet &expected,
                const CpuSet &listed)
{
    const CpuSet missing = expected - listed;
    if (missing.empty())
        return;
    SourceDifference d;
    d.kind = Kind::CpusMissingFromFile;
    d.file = file;
    d.cpus = missing;
    out.push_back(std::move(d));
}

void checkInterrupts(std::vector<SourceDifference> &out, const Topology &topo, const IrqTable &t)
{
    const CpuSet known = topo.allCpus();
    std::vector<bool> dropped(t.cpus.size(), false);
    SourceDifference d;
    d.kind = Kind::CpusNotInTopology;
    d.file = QStringLiteral("/proc/interrupts");
    for (std::size_t c = 0; c < t.cpus.size(); ++c)
        if (!known.test(t.cpus[c])) {
            dropped[c] = true;
            d.cpus.set(t.cpus[c]);
        }
    if (!d.cpus.empty()) {
        for (const Irq &irq : t.irqs) {
            std::uint64_t lost = 0, kept = 0;
            for (std::size_t c = 0; c < irq.counts.size() && c < dropped.size(); ++c)
                (dropped[c] ? lost : kept) += irq.counts[c];
            d.droppedCounts += lost;
            d.droppedRows += lost > 0 && kept == 0 ? 1 : 0;
        }
        out.push_back(std::move(d));
    }
    addMissing(out, QStringLiteral("/proc/interrupts"), topo.onlineCpus(),
               CpuSet::fromVector(t.cpus));
}

void checkStat(std::vector<SourceDifference> &out, const Topology &topo, const ProcStat &st)
{
    const CpuSet known = topo.allCpus();
    SourceDifference d;
    d.kind = Kind::CpusNotInTopology;
    d.file = QStringLiteral("/proc/stat");
    CpuSet listed;
    for (const CpuTimes &c : st.cpus) {
        if (c.cpu < 0)
            continue;
        listed.set(c.cpu);
        if (known.test(c.cpu))
            continue;
        d.cpus.set(c.cpu);
        for (int f = 0; f < c.fieldCount && f < CpuTimes::FieldCount; ++f)
            d.droppedCounts += c.values[std::size_t(f)];
    }
    if (!d.cpus.empty())
        out.push_back(std::move(d));
    addMissing(out, QStringLiteral("/proc/stat"), topo.onlineCpus(), listed);
}

void checkSoftirqs(std::vector<SourceDifference> &out, const Topology &topo, const SoftirqTable &t)
{
    const CpuSet known = topo.allCpus();
    SourceDifference d;
    d.kind = Kind::CpusNotInTopology;
    d.file = QStringLiteral("/proc/softirqs");
    for (std::size_t c = 0; c < t.cpus.size(); ++c) {
        if (known.test(t.cpus[c]))
            continue;
        std::uint64_t sum = 0;
        for (const SoftirqTable::Row &r : t.rows)
            sum += c < r.counts.size() ? r.counts[c] : 0;
        // A possible CPU that was never present counts nothing.
        if (sum == 0)
            continue;
        d.cpus.set(t.cpus[c]);
        d.droppedCounts += sum;
    }
    if (!d.cpus.empty())
        out.push_back(std::move(d));
    addMissing(out, QStringLiteral("/proc/softirqs"), known, CpuSet::fromVector(t.cpus));
}

// A long, sparse list would fill the banner: its first ids stand for it.
QString shortList(const CpuSet &cpus)
{
    QString s = cpus.toListString();
    constexpr qsizetype kMax = 48;
    if (s.size() <= kMax)
        return s;
    const qsizetype cut = s.lastIndexOf(QLatin1Char(','), kMax);
    return (cut > 0 ? s.left(cut) : s.left(kMax)) + QStringLiteral(",…");
}

} // namespace

std::vector<SourceDifference> compareSources(const Topology &topology, const SourceTables &tables)
{
    std::vector<SourceDifference> out;
    if (topology.pus.empty())
        return out;
    if (tables.interrupts && !tables.interrupts->cpus.empty())
        checkInterrupts(out, topology, *tables.interrupts);
    if (tables.stat)
        checkStat(out, topology, *tables.stat);
    if (tables.softirqs && !tables.softirqs->cpus.empty())
        checkSoftirqs(out, topology, *tables.softirqs);
    if (!topology.hostname.trimmed().isEmpty() && !tables.hostname.trimmed().isEmpty() &&
        hostKey(topology.hostname) != hostKey(tables.hostname)) {
        SourceDifference d;
        d.kind = Kind::HostnameDiffers;
        d.topologyHost = topology.hostname.trimmed();
        d.fileHost = tables.hostname.trimmed();
        out.push_back(std::move(d));
    }
    return out;
}

QString describeDifference(const SourceDifference &d)
{
    switch (d.kind) {
    case Kind::CpusNotInTopology: {
        QString s =
            QCoreApplication::translate("SourceCheck", "%1 has %n CPU(s) the topology lacks (%2)",
                                        nullptr, d.cpus.count())
                .arg(d.file, shortList(d.cpus));
        if (d.file == QLatin1String("/proc/stat"))
            s += QCoreApplication::translate(
                     "SourceCheck", ": %1 ticks of CPU time there have no CPU in the topology")
                     .arg(d.droppedCounts);
        else
            s += QCoreApplication::translate("SourceCheck",
                                             ": %1 counts there have no CPU in the topology")
                     .arg(d.droppedCounts);
        if (d.droppedRows > 0)
            s += QCoreApplication::translate(
                "SourceCheck", "; %n row(s) fired only there (0 on every CPU of the topology)",
                nullptr, d.droppedRows);
        return s;
    }
    case Kind::CpusMissingFromFile:
        return QCoreApplication::translate(
                   "SourceCheck", "%1 lacks %n CPU(s) of the topology (%2): no figures for them",
                   nullptr, d.cpus.count())
            .arg(d.file, shortList(d.cpus));
    case Kind::HostnameDiffers:
        return QCoreApplication::translate(
                   "SourceCheck", "the topology is of host %1 but the /proc files are of host %2")
            .arg(d.topologyHost, d.fileHost);
    }
    return {};
}

QStringList describeDifferences(const std::vector<SourceDifference> &diffs)
{
    QStringList out;
    for (const SourceDifference &d : diffs)
        out << describeDifference(d);
    return out;
}

} // namespace irqatlas
