#include "fleet/fleetfindings.h"

#include "plan/currentplan.h"
#include "plan/lintllc.h"

#include <QCoreApplication>
#include <map>

namespace irqatlas {
namespace {

// Where each row's IRQ goes today, and which rows can be moved at all.
struct Placement
{
    std::vector<CpuSet> cpus;
    std::vector<bool> movable;
};

Placement currentPlacementOf(const IrqTable &table)
{
    Placement p;
    p.cpus.reserve(table.irqs.size());
    p.movable.reserve(table.irqs.size());
    for (const Irq &q : table.irqs) {
        const CurrentCpus now = currentCpus(q, table.cpus);
        p.cpus.push_back(now.cpus);
        p.movable.push_back(!q.symbolic() && !q.immovable && !now.cpus.empty());
    }
    return p;
}

void llcFindings(const MachineData &m, const Placement &p, std::vector<FleetFinding> &out)
{
    std::vector<const CpuSet *> target;
    target.reserve(p.cpus.size());
    for (const CpuSet &c : p.cpus)
        target.push_back(&c);
    std::vector<LintFinding> lint;
    lintLlcCrowding(m.topology, m.irqs, target, p.movable, lint, LlcView::Current);
    for (const LintFinding &f : lint)
        out.push_back({QStringLiteral("queues-on-one-llc"), f.message});
}

void isolatedFindings(const MachineData &m, const Placement &p, std::vector<FleetFinding> &out)
{
    CpuSet quiet = m.isolated.value_or(CpuSet());
    quiet |= m.nohzFull.value_or(CpuSet());
    if (quiet.empty())
        return;
    int n = 0;
    CpuSet hit;
    for (std::size_t i = 0; i < p.cpus.size(); ++i)
        if (p.movable[i] && p.cpus[i].intersects(quiet)) {
            ++n;
            hit |= p.cpus[i] & quiet;
        }
    if (n > 0)
        out.push_back({QStringLiteral("irqs-on-isolated"),
                       QCoreApplication::translate(
                           "Fleet", "%n movable IRQ(s) delivered to isolated CPUs %1", nullptr, n)
                           .arg(QString::fromStdString(hit.toList()))});
}

// Per device: its node and the CPUs its IRQs go to.
void remoteNodeFindings(const MachineData &m, const Placement &p, std::vector<FleetFinding> &out)
{
    const Topology &t = m.topology;
    if (t.cpuNodes().size() < 2)
        return;
    std::map<std::string, CpuSet> devices;
    for (std::size_t i = 0; i < p.cpus.size(); ++i) {
        const Irq &q = m.irqs.irqs[i];
        if (p.movable[i] && !q.device.empty())
            devices[q.device] |= p.cpus[i];
    }
    for (const auto &[bdf, cpus] : devices) {
        const PciDevice *d = t.device(QString::fromStdString(bdf));
        if (!d || d->node < 0 || t.onlineNodeCpus(d->node).empty())
            continue;
        if (!cpus.intersects(t.nodeCpus(d->node)))
            out.push_back({QStringLiteral("device-irqs-remote"),
                           QCoreApplication::translate(
                               "Fleet", "the IRQs of device %1 (node %2) all go to CPUs %3 "
                                        "of other nodes")
                               .arg(QString::fromStdString(bdf))
                               .arg(d->node)
                               .arg(QString::fromStdString(cpus.toList()))});
    }
}

} // namespace

std::vector<FleetFinding> fleetFindings(const MachineData &m)
{
    std::vector<FleetFinding> out;
    const CpuSet offline = m.topology.allCpus() - m.topology.onlineCpus();
    if (!offline.empty())
        out.push_back(
            {QStringLiteral("cpus-offline"),
             QCoreApplication::translate("Fleet", "%n CPU(s) offline: %1", nullptr, offline.count())
                 .arg(QString::fromStdString(offline.toList()))});
    if (!m.hasIrqs)
        return out;
    const Placement p = currentPlacementOf(m.irqs);
    llcFindings(m, p, out);
    isolatedFindings(m, p, out);
    remoteNodeFindings(m, p, out);
    return out;
}

std::vector<CpuIrqShare> cpuIrqPercents(const MachineData &m)
{
    std::vector<CpuIrqShare> out;
    if (!m.stat)
        return out;
    out.reserve(m.stat->cpus.size());
    for (const CpuTimes &c : m.stat->cpus) {
        std::uint64_t total = 0;
        for (int f = 0; f < c.fieldCount && f < CpuTimes::Guest; ++f)
            total += c.values[std::size_t(f)];
        if (total == 0)
            continue;
        const std::uint64_t irq =
            c.field(CpuTimes::Irq).value_or(0) + c.field(CpuTimes::SoftIrq).value_or(0);
        out.push_back({c.cpu, 100.0 * double(irq) / double(total)});
    }
    return out;
}

std::optional<double> busiestCpuIrqPercent(const MachineData &m)
{
    std::optional<double> best;
    for (const CpuIrqShare &s : cpuIrqPercents(m))
        if (!best || s.pct > *best)
            best = s.pct;
    return best;
}

} // namespace irqatlas
