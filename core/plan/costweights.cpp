#include "plan/costweights.h"

#include "model/cappedread.h"
#include "model/inputlimits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <unordered_map>

namespace irqatlas {
namespace {

Error costError(const QString &path, const QString &what)
{
    return Error{QCoreApplication::translate("CostWeights", "%1: %2").arg(path, what)};
}

Result<QJsonObject> readCostObject(const QString &path)
{
    auto bytes = readFileCapped(path, limits::kMaxPlanBytes);
    if (!bytes.ok())
        return bytes.error();
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return costError(path,
                         QCoreApplication::translate("CostWeights", "not JSON (offset %1: %2)")
                             .arg(pe.offset)
                             .arg(pe.errorString()));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("irqatlas-cost") ||
        o.value(QStringLiteral("version")).toInt() != 1)
        return costError(path, QCoreApplication::translate(
                                   "CostWeights", "not a cost measurement of irqatlas-cli cost "
                                                  "(format \"irqatlas-cost\", version 1)"));
    return o;
}

} // namespace

Result<CostWeights> costWeights(const QString &path, const IrqTable &table)
{
    auto obj = readCostObject(path);
    if (!obj.ok())
        return obj.error();
    CostWeights w;
    w.file = path;
    w.seconds = obj->value(QStringLiteral("seconds")).toDouble();
    if (!(w.seconds > 0) || !std::isfinite(w.seconds))
        return costError(path,
                         QCoreApplication::translate("CostWeights", "\"seconds\" is not above 0"));
    std::unordered_map<std::string, double> nsByKey;
    const QJsonArray irqs = obj->value(QStringLiteral("irqs")).toArray();
    for (qsizetype i = 0; i < irqs.size(); ++i) {
        const QJsonObject q = irqs.at(i).toObject();
        const QString key = q.value(QStringLiteral("irq")).toString();
        const double ns = q.value(QStringLiteral("ns")).toDouble(-1);
        if (key.isEmpty() || !(ns >= 0) || !std::isfinite(ns))
            return costError(
                path, QCoreApplication::translate("CostWeights",
                                                  "irqs[%1]: no \"irq\" or no \"ns\" of 0 or more")
                          .arg(i));
        nsByKey[key.toStdString()] += ns;
    }
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
        return costError(path, QCoreApplication::translate(
                                   "CostWeights", "none of this machine's numbered IRQs is in it "
                                                  "(a measurement of another machine?)"));
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
