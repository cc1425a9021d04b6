#include "plan/costweights.h"

#include "cost/costfile.h"

#include <QCoreApplication>
#include <unordered_map>

namespace irqatlas {

Result<CostWeights> costWeights(const QString &path, const IrqTable &table)
{
    auto report = readCostFile(path);
    if (!report.ok())
        return report.error();
    return costWeights(*report, path, table);
}

Result<CostWeights> costWeights(const CostReport &report, const QString &path,
                                const IrqTable &table)
{
    CostWeights w;
    w.file = path;
    w.seconds = report.seconds;
    std::unordered_map<std::string, double> nsByKey;
    for (const CostIrqRow &row : report.irqs)
        nsByKey[row.cost.irq] += double(row.cost.ns);
    w.perRow.assign(table.irqs.size(), 0.0);
    for (std::size_t r = 0; r < table.irqs.size(); ++r) {
        const Irq &irq = table.irqs[r];
        const auto it = nsByKey.find(irq.key);
        if (!irq.symbolic())
            ++w.tableIrqs;
        if (it == nsByKey.end())
            continue;
        w.perRow[r] = it->second / w.seconds;
        if (!irq.symbolic())
            ++w.matchedIrqs;
    }
    if (w.tableIrqs > 0 && w.matchedIrqs == 0)
        return Error{
            QCoreApplication::translate("CostWeights", "%1: %2")
                .arg(path, QCoreApplication::translate(
                               "CostWeights", "none of this machine's numbered IRQs is "
                                              "in it (a measurement of another machine?)"))};
    return w;
}

QString CostWeights::description() const
{
    return QCoreApplication::translate("CostWeights", "IRQ time measured over %1 s (%2)")
        .arg(seconds, 0, 'f', 1)
        .arg(file);
}

QStringList CostWeights::remarks() const
{
    QStringList r;
    if (matchedIrqs < tableIrqs)
        r << QCoreApplication::translate(
                 "CostWeights", "%1 of %2 numbered IRQs did not run while measured and weigh 0")
                 .arg(tableIrqs - matchedIrqs)
                 .arg(tableIrqs);
    return r;
}

} // namespace irqatlas
