#include "command.h"
#include "model/planfile.h"
#include "plan/currentplan.h"
#include "plan/planner.h"
#include "plan/planscore.h"
#include "planoptions.h"
#include "ratesoption.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <functional>

namespace irqatlas::cli {
namespace {

constexpr qsizetype kMaxTableNotes = 8;

struct Column
{
    QString algorithm;
    Plan plan;
    PlanScore score;
};

std::string num(double v)
{
    return QString::number(v, 'f', 2).toStdString();
}

void addCompareOptions(QCommandLineParser &p)
{
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli", "Score several planners on the same interrupts, side by side."));
    addSourceOptions(p);
    addFormatOption(p);
    p.addOption(
        {QStringLiteral("irqs"),
         QCoreApplication::translate("irqatlas-cli", "Interrupts to plan (see plan --help)."),
         QCoreApplication::translate("irqatlas-cli", "SELECTOR")});
    p.addOption({QStringLiteral("algorithms"),
                 QCoreApplication::translate("irqatlas-cli", "Comma-separated planners: %1.")
                     .arg(plannerNames().join(QStringLiteral(", "))),
                 QCoreApplication::translate("irqatlas-cli", "A,B,C")});
    p.addOption(
        {QStringLiteral("node"),
         QCoreApplication::translate("irqatlas-cli", "Device node for every IRQ (-1 = none)."),
         QCoreApplication::translate("irqatlas-cli", "N")});
    p.addOption({QStringLiteral("cpus"),
                 QCoreApplication::translate("irqatlas-cli", "Candidate CPUs."),
                 QCoreApplication::translate("irqatlas-cli", "LIST")});
    p.addOption({QStringLiteral("exclude"),
                 QCoreApplication::translate("irqatlas-cli", "CPUs never to use."),
                 QCoreApplication::translate("irqatlas-cli", "LIST")});
    p.addOption({QStringLiteral("spread-over"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "Policy planners: spread consecutive IRQs over L3 domains first (llc), "
                     "cores before SMT siblings (core, the default) or CPUs in id order (pu); "
                     "the same as --param spread_over=..."),
                 QStringLiteral("llc|core|pu")});
    p.addOption(
        {QStringLiteral("param"),
         QCoreApplication::translate("irqatlas-cli", "KEY=VALUE for every listed algorithm that "
                                                     "takes KEY (repeatable; keys: plan --help)."),
         QCoreApplication::translate("irqatlas-cli", "KEY=VALUE")});
    addRatesOptions(p);
    addCostWeightsOption(p);
}

// The planners --algorithms names, in its order. False: return code (the
// usage error is printed).
bool plannersFrom(const QCommandLineParser &p, std::vector<const Planner *> &planners, int &code)
{
    for (const QString &name :
         p.value(QStringLiteral("algorithms")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const Planner *pl = findPlanner(name.trimmed());
        if (!pl) {
            code = usageError(
                QCoreApplication::translate("irqatlas-cli", "unknown algorithm \"%1\" (one of: %2)")
                    .arg(name, plannerNames().join(QStringLiteral(", "))));
            return false;
        }
        planners.push_back(pl);
    }
    return true;
}

// One plan per planner, scored; weighed by the recording when there is one.
Result<std::vector<Column>> planColumns(const std::vector<const Planner *> &planners,
                                        const Snapshot &snap, const PlanRequest &base,
                                        const QMap<QString, QString> &params,
                                        const RecordedWeights *recorded, const CostWeights *cost)
{
    std::vector<Column> cols;
    for (const Planner *pl : planners) {
        PlanRequest req = base;
        for (auto it = params.cbegin(); it != params.cend(); ++it)
            if (pl->params().contains(it.key()))
                req.params.insert(it.key(), it.value());
        auto plan = makePlan(*pl, snap.topology, snap.irqs, req);
        if (!plan)
            return plan.error();
        if (recorded)
            markWeights(*plan, *recorded);
        if (cost)
            markCostWeights(*plan, *cost);
        cols.push_back({pl->name(), std::move(plan.value()), {}});
        cols.back().score =
            scorePlan(cols.back().plan, scoreInputFor(snap.topology, snap.irqs, req, pl->params()));
    }
    return cols;
}

struct Row
{
    const char *name;
    ScoreField field;
    std::function<std::string(const PlanScore &)> text;
};

// The metrics in the order every format lists them.
const std::vector<Row> &scoreRows()
{
    static const std::vector<Row> rows = {
        {"irqs_planned", ScoreField::Irqs,
         [](const PlanScore &s) { return std::to_string(s.irqs); }},
        {"mean_distance", ScoreField::MeanDistance,
         [](const PlanScore &s) { return num(s.meanDistance); }},
        {"max_distance", ScoreField::MaxDistance,
         [](const PlanScore &s) { return std::to_string(s.maxDistance); }},
        {"irqs_without_node", ScoreField::WithoutNode,
         [](const PlanScore &s) { return std::to_string(s.withoutNode); }},
        {"max_irqs_per_cpu", ScoreField::MaxIrqsPerCpu,
         [](const PlanScore &s) { return std::to_string(s.maxIrqsPerCpu); }},
        {"max_irqs_per_core", ScoreField::MaxIrqsPerCore,
         [](const PlanScore &s) { return std::to_string(s.maxIrqsPerCore); }},
        {"sibling_pairs", ScoreField::SiblingPairs,
         [](const PlanScore &s) { return std::to_string(s.siblingPairs); }},
        {"shared_cpu_pairs", ScoreField::SharedCpuPairs,
         [](const PlanScore &s) { return std::to_string(s.sharedCpuPairs); }},
        {"cpus_used", ScoreField::CpusUsed,
         [](const PlanScore &s) { return std::to_string(s.cpusUsed); }},
        {"imbalance", ScoreField::Imbalance,
         [](const PlanScore &s) { return s.imbalance ? num(*s.imbalance) : std::string("-"); }},
        {"llc_domains_used", ScoreField::LlcDomainsUsed,
         [](const PlanScore &s) {
             return s.llcDomainsUsed ? std::to_string(*s.llcDomainsUsed) : std::string("-");
         }},
        {"max_irqs_per_llc", ScoreField::MaxIrqsPerLlc,
         [](const PlanScore &s) {
             return s.maxIrqsPerLlc ? std::to_string(*s.maxIrqsPerLlc) : std::string("-");
         }},
        {"mean_irqs_per_llc", ScoreField::MeanIrqsPerLlc,
         [](const PlanScore &s) {
             return s.meanIrqsPerLlc ? num(*s.meanIrqsPerLlc) : std::string("-");
         }},
        {"irqs_on_isolated", ScoreField::OnIsolated,
         [](const PlanScore &s) { return std::to_string(s.onIsolated); }},
        {"immovable_touched", ScoreField::Immovable,
         [](const PlanScore &s) { return std::to_string(s.immovable); }},
    };
    return rows;
}

// With cost weights (--weights-from): the IRQ time the busiest CPU is
// expected to spend, from the measured handler time of each IRQ placed as the
// plan places it. Listed after the rows above, so scripts that read those by
// position keep working.
const std::vector<Row> &costRows()
{
    static const std::vector<Row> rows = {
        {"busiest_cpu", ScoreField::Imbalance,
         [](const PlanScore &s) { return std::to_string(s.busiestCpu); }},
        {"busiest_cpu_irq_ns_per_s", ScoreField::Imbalance,
         [](const PlanScore &s) { return std::to_string(std::llround(*s.busiestCpuWeight)); }},
        {"busiest_cpu_irq_pct", ScoreField::Imbalance,
         [](const PlanScore &s) { return num(*s.busiestCpuWeight / 1e7); }},
    };
    return rows;
}

// A figure with no value is "-", never a 0 that reads as a perfect score.
std::string cell(const Row &r, const PlanScore &s)
{
    return noValueReason(s, r.field).isEmpty() ? r.text(s) : std::string("-");
}

QJsonObject scoreJson(const Column &c, bool cost)
{
    const PlanScore &s = c.score;
    QJsonObject o;
    o.insert(QStringLiteral("algorithm"), c.algorithm);
    o.insert(QStringLiteral("irqs_planned"), s.irqs);
    o.insert(QStringLiteral("mean_distance"), s.meanDistance);
    o.insert(QStringLiteral("max_distance"), s.maxDistance);
    o.insert(QStringLiteral("irqs_without_node"), s.withoutNode);
    o.insert(QStringLiteral("max_irqs_per_cpu"), s.maxIrqsPerCpu);
    o.insert(QStringLiteral("max_irqs_per_core"), s.maxIrqsPerCore);
    o.insert(QStringLiteral("sibling_pairs"), double(s.siblingPairs));
    o.insert(QStringLiteral("shared_cpu_pairs"), double(s.sharedCpuPairs));
    o.insert(QStringLiteral("cpus_used"), s.cpusUsed);
    o.insert(QStringLiteral("imbalance"), s.imbalance ? QJsonValue(*s.imbalance) : QJsonValue());
    o.insert(QStringLiteral("llc_domains_used"),
             s.llcDomainsUsed ? QJsonValue(*s.llcDomainsUsed) : QJsonValue());
    o.insert(QStringLiteral("max_irqs_per_llc"),
             s.maxIrqsPerLlc ? QJsonValue(*s.maxIrqsPerLlc) : QJsonValue());
    o.insert(QStringLiteral("mean_irqs_per_llc"),
             s.meanIrqsPerLlc ? QJsonValue(*s.meanIrqsPerLlc) : QJsonValue());
    o.insert(QStringLiteral("irqs_on_isolated"), s.onIsolated);
    o.insert(QStringLiteral("immovable_touched"), s.immovable);
    if (cost) {
        const bool has = s.busiestCpuWeight.has_value();
        o.insert(QStringLiteral("busiest_cpu"), has ? QJsonValue(s.busiestCpu) : QJsonValue());
        o.insert(QStringLiteral("busiest_cpu_irq_ns_per_s"),
                 has ? QJsonValue(double(std::llround(*s.busiestCpuWeight))) : QJsonValue());
        o.insert(QStringLiteral("busiest_cpu_irq_pct"),
                 has ? QJsonValue(std::round(*s.busiestCpuWeight / 1e5) / 100) : QJsonValue());
    }
    o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(c.plan.notes));
    // The queue steering of the plan (of the machine, for "current"), as
    // the plan file writes it.
    QJsonArray queues;
    for (const PlanQueue &q : c.plan.queues)
        queues.append(planQueueJson(q));
    o.insert(QStringLiteral("queues"), queues);
    QJsonObject without;
    for (const Row &r : scoreRows())
        if (const QString why = noValueReason(s, r.field); !why.isEmpty())
            without.insert(QLatin1String(r.name), why);
    if (cost)
        for (const Row &r : costRows())
            if (const QString why = noValueReason(s, r.field); !why.isEmpty())
                without.insert(QLatin1String(r.name), why);
    o.insert(QStringLiteral("without_value"), without);
    return o;
}

// Everything a rendering needs: the plans' columns, the machine as it is now
// over the same IRQs, and what was asked.
struct Comparison
{
    std::vector<Column> cols;
    Column current;
    const Snapshot &snap;
    const PlanRequest &base;
    const RecordedWeights *recorded;
    const CostWeights *cost;

    // The rows every format lists: the scores, then the cost rows with cost weights.
    std::vector<const Row *> rows() const
    {
        std::vector<const Row *> all;
        for (const Row &r : scoreRows())
            all.push_back(&r);
        if (cost)
            for (const Row &r : costRows())
                all.push_back(&r);
        return all;
    }
};

std::string renderJson(const Comparison &c)
{
    QJsonArray arr;
    for (const Column &col : c.cols)
        arr.append(scoreJson(col, c.cost));
    QJsonObject root;
    root.insert(QStringLiteral("irqs"), c.base.irqs);
    root.insert(QStringLiteral("algorithms"), arr);
    root.insert(QStringLiteral("current"), scoreJson(c.current, c.cost));
    // What the CPU counts count: the delivered CPU or every CPU of the mask.
    root.insert(QStringLiteral("cpus_counted"), c.current.score.oneCpuOfMask
                                                    ? QStringLiteral("delivered")
                                                    : QStringLiteral("mask"));
    // As topology --format json says it: false when 10/20 were assumed.
    root.insert(QStringLiteral("distance_from_firmware"), c.snap.topology.distanceFromFirmware);
    const QJsonObject fields = weightsFields(c.recorded);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        root.insert(it.key(), it.value());
    if (c.cost) {
        root.insert(QStringLiteral("weights"), QStringLiteral("cost"));
        root.insert(QStringLiteral("weights_from"), c.cost->file);
        root.insert(QStringLiteral("weights_seconds"), c.cost->seconds);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented).toStdString();
}

std::string renderCsv(const Comparison &c)
{
    // Scripts read the plans' columns by position: the baseline is added
    // after them, not in front.
    std::string buf = "metric";
    for (const Column &col : c.cols)
        buf += ',' + col.algorithm.toStdString();
    buf += ",current\n";
    for (const Row *r : c.rows()) {
        buf += r->name;
        for (const Column &col : c.cols)
            buf += ',' + cell(*r, col.score);
        buf += ',' + cell(*r, c.current.score);
        buf += '\n';
    }
    return buf;
}

// Why a cell is "-": one line per column and reason, naming its rows.
void appendNoValueReasons(std::string &buf, const Column &c, const std::vector<const Row *> &rows)
{
    std::vector<std::pair<QString, std::string>> reasons;
    for (const Row *r : rows) {
        const QString why = noValueReason(c.score, r->field);
        if (why.isEmpty())
            continue;
        auto it = std::find_if(reasons.begin(), reasons.end(),
                               [&why](const auto &entry) { return entry.first == why; });
        if (it == reasons.end())
            reasons.emplace_back(why, r->name);
        else
            it->second += std::string(", ") + r->name;
    }
    for (const auto &[why, names] : reasons)
        buf += c.algorithm.toStdString() + ": - (" + names + "): " + why.toStdString() + '\n';
}

std::string renderTable(const Comparison &c)
{
    std::vector<std::string> header{"METRIC", "current"};
    std::vector<std::size_t> right{1};
    for (const Column &col : c.cols) {
        right.push_back(header.size());
        header.push_back(col.algorithm.toStdString());
    }
    TextTable t(header);
    t.alignRight(right);
    const std::vector<const Row *> rows = c.rows();
    for (const Row *r : rows) {
        std::vector<std::string> line{r->name, cell(*r, c.current.score)};
        for (const Column &col : c.cols)
            line.push_back(cell(*r, col.score));
        t.add(line);
    }
    std::string buf = t.render();
    buf += (c.current.score.oneCpuOfMask
                ? QCoreApplication::translate(
                      "irqatlas-cli",
                      "CPU counts: the CPU each IRQ is delivered to (this machine delivers to "
                      "one CPU of a mask; for a plan, the one its allocator would pick)")
                : QCoreApplication::translate("irqatlas-cli",
                                              "CPU counts: every CPU of each IRQ's mask"))
               .toStdString() +
           '\n';
    if (!c.snap.topology.distanceFromFirmware)
        buf += QCoreApplication::translate(
                   "irqatlas-cli", "mean_distance, max_distance: assumed distances (10 local, "
                                   "20 remote): the source has no firmware distance table")
                   .toStdString() +
               '\n';
    if (c.cost)
        buf += QCoreApplication::translate(
                   "irqatlas-cli",
                   "busiest_cpu_irq_*: the handler time of the planned IRQs (%1) expected on "
                   "the busiest CPU, per second and as a share of it")
                   .arg(c.cost->description())
                   .toStdString() +
               '\n';
    appendNoValueReasons(buf, c.current, rows);
    for (const Column &col : c.cols)
        appendNoValueReasons(buf, col, rows);
    for (const QString &n : c.current.plan.notes)
        buf += "current: " + n.toStdString() + '\n';
    // A planner's notes can run long (irqbalance keeps its whole tree): the
    // table shows the first few, the JSON all of them.
    for (const Column &col : c.cols) {
        const qsizetype shown = std::min<qsizetype>(col.plan.notes.size(), kMaxTableNotes);
        for (qsizetype i = 0; i < shown; ++i)
            buf += col.algorithm.toStdString() + ": " + col.plan.notes[i].toStdString() + '\n';
        if (col.plan.notes.size() > shown)
            buf += col.algorithm.toStdString() + ": " +
                   QCoreApplication::translate("irqatlas-cli",
                                               "%n more note(s): plan --algorithm %1 shows them",
                                               nullptr, int(col.plan.notes.size() - shown))
                       .arg(col.algorithm)
                       .toStdString() +
                   '\n';
    }
    return buf;
}

int runCompare(const QStringList &args)
{
    QCommandLineParser p;
    addCompareOptions(p);
    int code = 0;
    Format fmt;
    if (!parseCommand(p, args, fmt, code))
        return code;
    if (!p.isSet(QStringLiteral("irqs")) || !p.isSet(QStringLiteral("algorithms")))
        return usageError(QCoreApplication::translate(
            "irqatlas-cli", "--irqs SELECTOR and --algorithms A,B,C are required"));
    std::vector<const Planner *> planners;
    if (!plannersFrom(p, planners, code))
        return code;
    PlanRequest base;
    QMap<QString, QString> params;
    if (!planRequestFields(p, base, params, code))
        return code;
    RatesWindow window;
    if (!ratesOptionsValid(p, window, code) || !costWeightsOptionValid(p, code))
        return code;

    auto snap = loadPlanningMachine(p);
    if (!snap.ok())
        return fail(snap.errorString());
    base.isolated = snap->isolated;
    base.nohzFull = snap->nohzFull;
    base.netQueues = snap->netQueues;
    auto weights = loadRates(p, window, snap->irqs, base);
    if (!weights)
        return fail(weights.errorString());
    const RecordedWeights *recorded = *weights ? &**weights : nullptr;
    auto costWeights = loadCostWeights(p, snap->irqs, base);
    if (!costWeights)
        return fail(costWeights.errorString());
    const CostWeights *cost = *costWeights ? &**costWeights : nullptr;
    // irqbalance reads the machine's files: kept (an archive unpacked) while it runs.
    std::shared_ptr<const HostSource> files;
    if (std::any_of(planners.begin(), planners.end(),
                    [](const Planner *pl) { return pl->name() == QLatin1String("irqbalance"); })) {
        auto opened = openMachineFiles(p);
        if (!opened.ok())
            return fail(opened.errorString());
        files = std::move(opened).value();
        base.machineRoot = files ? files->localRoot() : QString();
    }

    auto cols = planColumns(planners, *snap, base, params, recorded, cost);
    if (!cols)
        return fail(cols.errorString());
    // The machine as it is now, over the same IRQs: every plan is judged
    // against what it replaces.
    std::vector<const Plan *> plans;
    plans.reserve(cols->size());
    for (const Column &c : *cols)
        plans.push_back(&c.plan);
    Column current{
        QStringLiteral("current"),
        currentPlacement(snap->irqs, plans, snap->netQueues ? &*snap->netQueues : nullptr),
        {}};
    current.score = scorePlan(current.plan, scoreInputFor(snap->topology, snap->irqs, base, {}));

    const Comparison c{std::move(cols).value(), std::move(current), *snap, base, recorded, cost};
    out(fmt == Format::Json ? renderJson(c) : fmt == Format::Csv ? renderCsv(c) : renderTable(c));
    return ExitOk;
}

const Command cmdCompare("compare",
                         QT_TRANSLATE_NOOP("irqatlas-cli", "scores of several plans side by side"),
                         runCompare);

} // namespace
} // namespace irqatlas::cli
