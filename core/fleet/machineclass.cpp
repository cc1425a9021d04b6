#include "fleet/machineclass.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <map>

namespace irqatlas {
namespace {

int threadsPerCore(const Topology &t)
{
    int most = 1;
    for (const Core &c : t.cores)
        most = std::max(most, c.cpus.count());
    return most;
}

// Caches by level: "L3:33554432x8/6" (size, CPUs sharing one, how many).
QString cacheKey(const Topology &t)
{
    std::map<std::tuple<int, std::uint64_t, int>, int> shapes;
    for (const Cache &c : t.caches)
        ++shapes[{c.level, c.sizeBytes, c.cpus.count()}];
    QStringList parts;
    parts.reserve(qsizetype(shapes.size()));
    for (const auto &[shape, n] : shapes)
        parts << QStringLiteral("L%1:%2/%3x%4")
                     .arg(std::get<0>(shape))
                     .arg(std::get<1>(shape))
                     .arg(std::get<2>(shape))
                     .arg(n);
    return parts.join(QLatin1Char(','));
}

// The devices that own IRQs, by class and node: "network@0x2".
std::map<std::pair<QString, int>, int> irqDevices(const MachineData &m)
{
    std::map<QString, std::pair<QString, int>> devices; // bdf -> class, node
    for (const Irq &q : m.irqs.irqs) {
        if (q.symbolic() || q.device.empty())
            continue;
        const QString bdf = QString::fromStdString(q.device);
        const PciDevice *d = m.topology.device(bdf);
        const QString cls = d && !d->className.isEmpty() ? d->className : QStringLiteral("other");
        devices[bdf] = {cls, d ? d->node : q.deviceNode.value_or(-1)};
    }
    std::map<std::pair<QString, int>, int> counts;
    for (const auto &[bdf, kind] : devices)
        ++counts[kind];
    return counts;
}

QString machineKey(const MachineData &m)
{
    const Topology &t = m.topology;
    QStringList k;
    k << QStringLiteral("pus=%1").arg(t.allCpus().count())
      << QStringLiteral("packages=%1").arg(t.packages.size())
      << QStringLiteral("nodes=%1").arg(t.nodes.size())
      << QStringLiteral("threads=%1").arg(threadsPerCore(t));
    QStringList rows;
    for (const auto &row : t.distance) {
        QStringList r;
        for (int d : row)
            r << QString::number(d);
        rows << r.join(QLatin1Char(' '));
    }
    k << QStringLiteral("distance=") + rows.join(QLatin1Char(';'));
    k << QStringLiteral("caches=") + cacheKey(t);
    QStringList kinds;
    for (const CpuKind &c : t.cpuKinds)
        kinds << QStringLiteral("%1/%2x%3").arg(c.name).arg(c.efficiency).arg(c.cpus.count());
    k << QStringLiteral("kinds=") + kinds.join(QLatin1Char(','));
    QStringList devs;
    for (const auto &[kind, n] : irqDevices(m))
        devs << QStringLiteral("%1@%2x%3").arg(kind.first).arg(kind.second).arg(n);
    k << QStringLiteral("irq-devices=") + devs.join(QLatin1Char(','));
    return k.join(QLatin1Char(' '));
}

QString sizeText(std::uint64_t bytes)
{
    return QLocale::c().formattedDataSize(qint64(bytes), 0, QLocale::DataSizeTraditionalFormat);
}

// "2 packages × 2 NUMA nodes × 12 cores × 2 threads": each count per item
// of the one before when it divides evenly, else the machine's totals.
QString shapeWords(const Topology &t)
{
    const int packages = std::max<int>(1, int(t.packages.size()));
    const int nodes = std::max<int>(1, int(t.nodes.size()));
    const int threads = threadsPerCore(t);
    const int cores = std::max(1, t.allCpus().count() / threads);
    const bool nested = nodes % packages == 0 && cores % nodes == 0;
    const int perPackage = nested ? nodes / packages : nodes;
    const int perNode = nested ? cores / nodes : cores;
    const QString sep = nested ? QStringLiteral(" × ") : QStringLiteral(", ");
    return QCoreApplication::translate("Fleet", "%n package(s)", nullptr, packages) + sep +
           QCoreApplication::translate("Fleet", "%n NUMA node(s)", nullptr, perPackage) + sep +
           QCoreApplication::translate("Fleet", "%n core(s)", nullptr, perNode) +
           QStringLiteral(" × ") +
           QCoreApplication::translate("Fleet", "%n thread(s)", nullptr, threads);
}

QString describe(const MachineData &m)
{
    const Topology &t = m.topology;
    QStringList parts{shapeWords(t)};
    const int threads = threadsPerCore(t);
    if (const auto llcs = t.lastLevelCaches(); !llcs.empty()) {
        const Cache &c = *llcs.front();
        const QString size =
            c.sizeBytes ? QStringLiteral(" (%1)").arg(sizeText(c.sizeBytes)) : QString();
        const int cores = std::max(1, c.cpus.count() / threads);
        parts << QCoreApplication::translate("Fleet", "L%1 per %n core(s)", nullptr, cores)
                         .arg(c.level) +
                     size;
    }
    if (t.cpuKinds.size() > 1) {
        QStringList kinds;
        for (const CpuKind &k : t.cpuKinds)
            kinds << QStringLiteral("%1 %2").arg(k.cpus.count()).arg(k.name);
        parts << QCoreApplication::translate("Fleet", "CPU kinds: %1")
                     .arg(kinds.join(QStringLiteral(", ")));
    }
    for (const auto &[kind, n] : irqDevices(m))
        parts << (kind.second >= 0
                      ? QCoreApplication::translate("Fleet", "%n %1 device(s) with IRQs on node %2",
                                                    nullptr, n)
                            .arg(kind.first)
                            .arg(kind.second)
                      : QCoreApplication::translate("Fleet", "%n %1 device(s) with IRQs", nullptr,
                                                    n)
                            .arg(kind.first));
    return parts.join(QStringLiteral(", "));
}

bool smtOff(const Topology &t)
{
    bool multi = false;
    for (const Core &c : t.cores) {
        if (c.cpus.count() < 2)
            continue;
        multi = true;
        int online = 0;
        for (int cpu : c.cpus.toVector())
            if (const Pu *pu = t.pu(cpu); pu && pu->online)
                ++online;
        if (online > 1)
            return false;
    }
    return multi;
}

} // namespace

MachineFacts machineFacts(const MachineData &m)
{
    MachineFacts f;
    f.key = machineKey(m);
    f.description = describe(m);
    const CpuSet offline = m.topology.allCpus() - m.topology.onlineCpus();
    f.offlineCpus = QString::fromStdString(offline.toList());
    f.smtOff = smtOff(m.topology);
    f.irqbalance = m.irqbalanceRunning;
    CpuSet quiet = m.isolated.value_or(CpuSet());
    quiet |= m.nohzFull.value_or(CpuSet());
    f.isolatedCpus = QString::fromStdString(quiet.toList());
    f.kernel = m.kernel;
    return f;
}

QString classId(std::size_t index)
{
    QString id;
    std::size_t n = index + 1;
    while (n > 0) {
        --n;
        id.prepend(QChar(u'A' + char16_t(n % 26)));
        n /= 26;
    }
    return id;
}

namespace {

using Property = QString (*)(const MachineFacts &);

const std::pair<const char *, Property> kProperties[] = {
    {"offline_cpus", [](const MachineFacts &f) { return f.offlineCpus; }},
    {"smt",
     [](const MachineFacts &f) { return f.smtOff ? QStringLiteral("off") : QStringLiteral("on"); }},
    {"irqbalance",
     [](const MachineFacts &f) {
         return f.irqbalance ? QStringLiteral("running") : QStringLiteral("not running");
     }},
    {"isolated_cpus", [](const MachineFacts &f) { return f.isolatedCpus; }},
    {"kernel", [](const MachineFacts &f) { return f.kernel; }},
};

// The value most members have; on a tie, the one the first of them has.
QString majorityOf(const std::vector<QString> &values)
{
    std::map<QString, int> counts;
    for (const QString &v : values)
        ++counts[v];
    QString best = values.front();
    for (const QString &v : values)
        if (counts[v] > counts[best])
            best = v;
    return best;
}

void findDifferences(MachineClass &c, const std::vector<std::optional<MachineFacts>> &facts,
                     const std::vector<QString> &names)
{
    for (const auto &[what, property] : kProperties) {
        std::vector<QString> values;
        values.reserve(c.members.size());
        for (std::size_t i : c.members)
            values.push_back(property(*facts[i]));
        const QString majority = majorityOf(values);
        for (std::size_t k = 0; k < values.size(); ++k)
            if (values[k] != majority)
                c.differences.push_back(
                    {names[c.members[k]], QLatin1String(what), values[k], majority});
    }
}

} // namespace

std::vector<MachineClass> classifyFleet(const std::vector<std::optional<MachineFacts>> &facts,
                                        const std::vector<QString> &names)
{
    std::vector<MachineClass> classes;
    std::map<QString, std::size_t> byKey;
    for (std::size_t i = 0; i < facts.size(); ++i) {
        if (!facts[i])
            continue;
        auto [it, added] = byKey.emplace(facts[i]->key, classes.size());
        if (added)
            classes.push_back(MachineClass{{}, {}, facts[i]->description, {}});
        classes[it->second].members.push_back(i);
    }
    std::stable_sort(classes.begin(), classes.end(),
                     [](const MachineClass &a, const MachineClass &b) {
                         if (a.members.size() != b.members.size())
                             return a.members.size() > b.members.size();
                         return a.members.front() < b.members.front();
                     });
    for (std::size_t k = 0; k < classes.size(); ++k) {
        classes[k].id = classId(k);
        findDifferences(classes[k], facts, names);
    }
    return classes;
}

} // namespace irqatlas
