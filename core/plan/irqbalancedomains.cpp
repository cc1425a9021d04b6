#include "plan/irqbalancedomains.h"

#include "model/inputlimits.h"

namespace irqatlas {
namespace {

void cpusUnder(const IrqbalanceObject &o, CpuSet &cpus, int &irqs)
{
    irqs += int(o.irqs.size());
    if (o.type == IrqbalanceObject::Type::Cpu && o.number >= 0 && o.number <= limits::kMaxCpuId)
        cpus.set(o.number);
    for (const IrqbalanceObject &c : o.children)
        cpusUnder(c, cpus, irqs);
}

void ourCache(IrqbalanceDomain &d, const Topology &topology)
{
    const Cache *best = nullptr;
    for (const Cache &c : topology.caches) {
        if (!d.cpus.isSubsetOf(c.cpus))
            continue;
        if (!best || c.cpus.count() < best->cpus.count() ||
            (c.cpus.count() == best->cpus.count() && c.level > best->level))
            best = &c;
    }
    if (!best)
        return;
    d.ourCpus = best->cpus;
    if (best->cpus == d.cpus)
        d.ourLevel = best->level;
}

void walk(const IrqbalanceObject &o, int node, int package, const Topology &topology,
          std::vector<IrqbalanceDomain> &out)
{
    switch (o.type) {
    case IrqbalanceObject::Type::Node:
        node = o.number;
        break;
    case IrqbalanceObject::Type::Package:
        package = o.number;
        break;
    case IrqbalanceObject::Type::Cache: {
        IrqbalanceDomain d;
        d.number = o.number;
        d.node = node;
        d.package = package;
        d.load = o.load;
        cpusUnder(o, d.cpus, d.irqs);
        ourCache(d, topology);
        out.push_back(std::move(d));
        return;
    }
    case IrqbalanceObject::Type::Cpu:
        return;
    }
    for (const IrqbalanceObject &c : o.children)
        walk(c, node, package, topology, out);
}

} // namespace

std::vector<IrqbalanceDomain> irqbalanceDomains(const IrqbalanceView &view,
                                                const Topology &topology)
{
    std::vector<IrqbalanceDomain> out;
    for (const IrqbalanceObject &n : view.nodes)
        walk(n, -1, -1, topology, out);
    return out;
}

} // namespace irqatlas
