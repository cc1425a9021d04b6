#include "plan/planrequest.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {
} // namespace

double PlanInput::weight(std::size_t k) const
{
    const std::size_t row = selected[k];
    if (request && request->rates && row < request->rates->size())
        return (*request->rates)[row];
    return double(table->irqs[row].total);
}

QString PlanInput::param(const QString &key, const QString &def) const
{
    if (!request)
        return def;
    return request->params.value(key, def);
}

int irqNode(const Irq &irq, const Topology &topology, const std::optional<int> &override)
{
    if (override)
        return *override;
    if (irq.deviceNode && *irq.deviceNode >= 0)
        return *irq.deviceNode;
    if (irq.node && *irq.node >= 0)
        return *irq.node;
    if (!irq.device.empty())
        if (const PciDevice *d = topology.device(QString::fromStdString(irq.device)))
            return d->node;
    return -1;
}

Result<PlanInput> preparePlan(const Topology &topology, const IrqTable &table,
                              const PlanRequest &request, const QStringList &allowedParams)
{
    for (auto it = request.params.cbegin(); it != request.params.cend(); ++it)
        if (!allowedParams.contains(it.key()))
            return Error{
                allowedParams.isEmpty()
                    ? QCoreApplication::translate(
                          "PlanRequest", "unknown parameter \"%1\": this algorithm takes none")
                          .arg(it.key())
                    : QCoreApplication::translate("PlanRequest",
                                                  "unknown parameter \"%1\" (expected one of: %2)")
                          .arg(it.key(), allowedParams.join(QStringLiteral(", ")))};
    if (request.node && (*request.node < -1 || *request.node >= topology.nrNodeIds()))
        return Error{QCoreApplication::translate(
                         "PlanRequest", "node %1 does not exist (nodes 0-%2, or -1 for none)")
                         .arg(*request.node)
                         .arg(topology.nrNodeIds() - 1)};
    if (request.rates && request.rates->size() != table.irqs.size())
        return Error{QCoreApplication::translate("PlanRequest", "%1 rates given for %2 interrupts")
                         .arg(request.rates->size())
                         .arg(table.irqs.size())};

    auto sel = IrqSelector::parse(request.irqs);
    if (!sel)
        return sel.error();
    auto rows = sel->select(table);
    if (!rows)
        return rows.error();

    PlanInput in;
    in.topology = &topology;
    in.table = &table;
    in.request = &request;
    in.selected = std::move(rows.value());
    in.nodes.reserve(in.selected.size());
    for (std::size_t r : in.selected)
        in.nodes.push_back(irqNode(table.irqs[r], topology, request.node));

    const CpuSet online = topology.onlineCpus();
    if (request.cpus) {
        const CpuSet unknown = *request.cpus - topology.allCpus();
        if (!unknown.empty())
            return Error{QCoreApplication::translate(
                             "PlanRequest", "CPU %1 does not exist on this machine (CPUs %2)")
                             .arg(unknown.toListString(), topology.allCpus().toListString())};
        in.candidates = *request.cpus & online;
    } else {
        in.candidates = online & topology.allowedCpus();
        if (request.isolated)
            in.candidates -= *request.isolated;
        if (request.nohzFull)
            in.candidates -= *request.nohzFull;
    }
    in.candidates -= request.exclude;
    if (in.candidates.empty())
        return Error{QCoreApplication::translate(
                         "PlanRequest", "no candidate CPU left (online CPUs %1, excluded %2)")
                         .arg(online.toListString(), request.exclude.toListString())};
    return in;
}

} // namespace irqatlas
