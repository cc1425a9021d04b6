#include "ratesoption.h"

#include "command.h"

#include <QCoreApplication>

namespace irqatlas::cli {

void addRatesOptions(QCommandLineParser &p)
{
    p.addOption(
        {QStringLiteral("rates-from"),
         QCoreApplication::translate(
             "irqatlas-cli", "Weigh the IRQs by their mean rates in a recording of watch --record, "
                             "not by their counts since boot."),
         QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption({QStringLiteral("rates-window"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "With --rates-from: only seconds A to B of the recording, "
                                     "counted from its first sample (A..B, A.., ..B)."),
                 QCoreApplication::translate("irqatlas-cli", "A..B")});
}

bool ratesOptionsValid(const QCommandLineParser &p, RatesWindow &window, int &code)
{
    if (!p.isSet(QStringLiteral("rates-window")))
        return true;
    if (!p.isSet(QStringLiteral("rates-from"))) {
        code = usageError(
            QCoreApplication::translate("irqatlas-cli", "--rates-window needs --rates-from FILE"));
        return false;
    }
    auto w = RatesWindow::parse(p.value(QStringLiteral("rates-window")));
    if (!w) {
        code = usageError(QStringLiteral("--rates-window: ") + w.errorString());
        return false;
    }
    window = *w;
    return true;
}

Result<std::optional<RecordedWeights>> loadRates(const QCommandLineParser &p,
                                                 const RatesWindow &window, const IrqTable &table,
                                                 PlanRequest &req)
{
    if (!p.isSet(QStringLiteral("rates-from")))
        return std::optional<RecordedWeights>();
    auto w = recordedWeights(p.value(QStringLiteral("rates-from")), table, window);
    if (!w)
        return w.error();
    req.rates = w->perRow;
    return std::optional<RecordedWeights>(std::move(w).value());
}

QJsonObject weightsFields(const RecordedWeights *w)
{
    QJsonObject o;
    o.insert(QStringLiteral("weights"), w ? QStringLiteral("rates") : QStringLiteral("counts"));
    if (!w)
        return o;
    o.insert(QStringLiteral("rates_from"), w->file);
    o.insert(QStringLiteral("rates_seconds"), w->seconds);
    o.insert(QStringLiteral("rates_intervals"), w->intervals);
    if (w->window.isSet())
        o.insert(QStringLiteral("rates_window"), w->window.text());
    return o;
}

void markWeights(Plan &plan, const RecordedWeights &w)
{
    const QJsonObject fields = weightsFields(&w);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        plan.params.insert(it.key(), it.value());
    QStringList notes{
        QCoreApplication::translate("irqatlas-cli", "weights: %1").arg(w.description())};
    notes << w.remarks();
    plan.notes = notes + plan.notes;
}

void addCostWeightsOption(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("weights-from"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Weigh the IRQs by their handler time in a measurement of "
                                     "irqatlas-cli cost --format json, not by their counts."),
                 QCoreApplication::translate("irqatlas-cli", "COST.json")});
}

bool costWeightsOptionValid(const QCommandLineParser &p, int &code)
{
    if (p.isSet(QStringLiteral("weights-from")) && p.isSet(QStringLiteral("rates-from"))) {
        code = usageError(QCoreApplication::translate(
            "irqatlas-cli", "--weights-from and --rates-from exclude each other"));
        return false;
    }
    return true;
}

Result<std::optional<CostWeights>> loadCostWeights(const QCommandLineParser &p,
                                                   const IrqTable &table, PlanRequest &req)
{
    if (!p.isSet(QStringLiteral("weights-from")))
        return std::optional<CostWeights>();
    auto w = costWeights(p.value(QStringLiteral("weights-from")), table);
    if (!w)
        return w.error();
    req.rates = w->perRow;
    req.ratesAreCost = true;
    return std::optional<CostWeights>(std::move(w).value());
}

void markCostWeights(Plan &plan, const CostWeights &w)
{
    plan.params.insert(QStringLiteral("weights"), QStringLiteral("cost"));
    plan.params.insert(QStringLiteral("weights_from"), w.file);
    plan.params.insert(QStringLiteral("weights_seconds"), w.seconds);
    QStringList notes{
        QCoreApplication::translate("irqatlas-cli", "weights: %1").arg(w.description())};
    notes << w.remarks();
    plan.notes = notes + plan.notes;
}

} // namespace irqatlas::cli
