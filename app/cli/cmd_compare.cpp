#include "command.h"
#include "model/planfile.h"
#include "plan/planner.h"
#include "plan/planscore.h"
#include "ratesoption.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

namespace irqatlas::cli {
namespace {


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

int run(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate("irqatlas-cli", "Score several planners on the same interrupts, side by side."));
    addSourceOptions(p);
    addFormatOption(p);
    p.addOption({QStringLiteral("irqs"), QCoreApplication::translate("irqatlas-cli", "Interrupts to plan (see plan --help)."), QCoreApplication::translate("irqatlas-cli", "SELECTOR")});
    p.addOption({QStringLiteral("algorithms"), QCoreApplication::translate("irqatlas-cli", "Comma-separated planners: %1.")
                                                   .arg(plannerNames().join(QStringLiteral(", "))),
                 QCoreApplication::translate("irqatlas-cli", "A,B,C")});
    p.addOption({QStringLiteral("node"), QCoreApplication::translate("irqatlas-cli", "Device node for every IRQ (-1 = none)."), QCoreApplication::translate("irqatlas-cli", "N")});
    p.addOption({QStringLiteral("cpus"), QCoreApplication::translate("irqatlas-cli", "Candidate CPUs."), QCoreApplication::translate("irqatlas-cli", "LIST")});
    p.addOption({QStringLiteral("exclude"), QCoreApplication::translate("irqatlas-cli", "CPUs never to use."), QCoreApplication::translate("irqatlas-cli", "LIST")});
    p.addOption({QStringLiteral("spread-over"),
                 QCoreApplication::translate("irqatlas-cli", "Policy planners: spread consecutive IRQs over L3 domains first (llc), "
                                                             "cores before SMT siblings (core, the default) or CPUs in id order (pu); "
                                                             "the same as --param spread_over=..."),
                 QStringLiteral("llc|core|pu")});
    p.addOption({QStringLiteral("param"),
                 QCoreApplication::translate("irqatlas-cli", "KEY=VALUE for every listed algorithm that takes KEY (repeatable; keys: plan --help)."), QCoreApplication::translate("irqatlas-cli", "KEY=VALUE")});
    addRatesOptions(p);
    int code = 0;
    Format fmt;
    if (!parseCommand(p, args, fmt, code))
        return code;
    if (!p.isSet(QStringLiteral("irqs")) || !p.isSet(QStringLiteral("algorithms")))
        return usageError(QCoreApplication::translate("irqatlas-cli", "--irqs SELECTOR and --algorithms A,B,C are required"));
    std::vector<const Planner *> planners;
    for (const QString &name : p.value(QStringLiteral("algorithms")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const Planner *pl = findPlanner(name.trimmed());
        if (!pl)
            return usageError(QCoreApplication::translate("irqatlas-cli", "unknown algorithm \"%1\" (one of: %2)")
                                  .arg(name, plannerNames().join(QStringLiteral(", "))));
        planners.push_back(pl);
    }

    PlanRequest base;
    base.irqs = p.value(QStringLiteral("irqs"));
    if (p.isSet(QStringLiteral("node"))) {
        bool ok = false;
        base.node = p.value(QStringLiteral("node")).toInt(&ok);
        if (!ok)
            return usageError(QCoreApplication::translate("irqatlas-cli", "--node: \"%1\" is not a number").arg(p.value(QStringLiteral("node"))));
    }
    for (const char *name : {"cpus", "exclude"}) {
        if (!p.isSet(QLatin1String(name)))
            continue;
        const QByteArray b = p.value(QLatin1String(name)).toUtf8();
        auto s = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
        if (!s)
            return usageError(QStringLiteral("--%1: %2").arg(QLatin1String(name), s.errorString()));
        (name[0] == 'c' ? base.cpus : base.exclude) = *s;
    }
    QMap<QString, QString> params;
    for (const QString &kv : p.values(QStringLiteral("param"))) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return usageError(QCoreApplication::translate("irqatlas-cli", "--param \"%1\": expected KEY=VALUE").arg(kv));
        params.insert(kv.left(eq), kv.mid(eq + 1));
    }
    if (p.isSet(QStringLiteral("spread-over")))
        params.insert(QStringLiteral("spread_over"), p.value(QStringLiteral("spread-over")));
    RatesWindow window;
    if (!ratesOptionsValid(p, window, code))
        return code;

    SnapshotOptions opt;
    opt.stat = false;
    opt.requireTopology = true;
    auto snap = loadSnapshot(p, opt);
    if (!snap.ok())
        return fail(snap.errorString());
    if (!snap->hasTopology)
        return fail(QCoreApplication::translate("irqatlas-cli", "no topology: %1").arg(snap->topologyError));
    base.isolated = snap->isolated;
    base.nohzFull = snap->nohzFull;
    auto weights = loadRates(p, window, snap->irqs, base);
    if (!weights)
        return fail(weights.errorString());
    const RecordedWeights *recorded = *weights ? &**weights : nullptr;

    std::vector<Column> cols;
    for (const Planner *pl : planners) {
        PlanRequest req = base;
        for (auto it = params.cbegin(); it != params.cend(); ++it)
            if (pl->params().contains(it.key()))
                req.params.insert(it.key(), it.value());
        auto plan = makePlan(*pl, snap->topology, snap->irqs, req);
        if (!plan)
            return fail(plan.errorString());
        if (recorded)
            markWeights(*plan, *recorded);
        cols.push_back({pl->name(), std::move(plan.value()), {}});
        cols.back().score = scorePlan(cols.back().plan,
                                      scoreInputFor(snap->topology, snap->irqs, req, pl->params()));
    }

    using Row = std::pair<const char *, std::function<std::string(const PlanScore &)>>;
    const std::vector<Row> rows = {
        {"irqs_planned", [](const PlanScore &s) { return std::to_string(s.irqs); }},
        {"mean_distance", [](const PlanScore &s) { return num(s.meanDistance); }},
        {"max_distance", [](const PlanScore &s) { return std::to_string(s.maxDistance); }},
        {"irqs_without_node", [](const PlanScore &s) { return std::to_string(s.withoutNode); }},
        {"max_irqs_per_cpu", [](const PlanScore &s) { return std::to_string(s.maxIrqsPerCpu); }},
        {"max_irqs_per_core", [](const PlanScore &s) { return std::to_string(s.maxIrqsPerCore); }},
        {"sibling_pairs", [](const PlanScore &s) { return std::to_string(s.siblingPairs); }},
        {"shared_cpu_pairs", [](const PlanScore &s) { return std::to_string(s.sharedCpuPairs); }},
        {"cpus_used", [](const PlanScore &s) { return std::to_string(s.cpusUsed); }},
        {"imbalance", [](const PlanScore &s) { return s.imbalance ? num(*s.imbalance) : std::string("-"); }},
        {"llc_domains_used", [](const PlanScore &s) { return s.llcDomainsUsed ? std::to_string(*s.llcDomainsUsed) : std::string("-"); }},
        {"max_irqs_per_llc", [](const PlanScore &s) { return s.maxIrqsPerLlc ? std::to_string(*s.maxIrqsPerLlc) : std::string("-"); }},
        {"mean_irqs_per_llc", [](const PlanScore &s) { return s.meanIrqsPerLlc ? num(*s.meanIrqsPerLlc) : std::string("-"); }},
        {"irqs_on_isolated", [](const PlanScore &s) { return std::to_string(s.onIsolated); }},
        {"immovable_touched", [](const PlanScore &s) { return std::to_string(s.immovable); }},
    };

    std::string buf;
    if (fmt == Format::Json) {
        QJsonArray arr;
        for (const Column &c : cols) {
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
            o.insert(QStringLiteral("llc_domains_used"), s.llcDomainsUsed ? QJsonValue(*s.llcDomainsUsed) : QJsonValue());
            o.insert(QStringLiteral("max_irqs_per_llc"), s.maxIrqsPerLlc ? QJsonValue(*s.maxIrqsPerLlc) : QJsonValue());
            o.insert(QStringLiteral("mean_irqs_per_llc"), s.meanIrqsPerLlc ? QJsonValue(*s.meanIrqsPerLlc) : QJsonValue());
            o.insert(QStringLiteral("irqs_on_isolated"), s.onIsolated);
            o.insert(QStringLiteral("immovable_touched"), s.immovable);
            o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(c.plan.notes));
            arr.append(o);
        }
        QJsonObject root;
        root.insert(QStringLiteral("irqs"), base.irqs);
        root.insert(QStringLiteral("algorithms"), arr);
        const QJsonObject fields = weightsFields(recorded);
        for (auto it = fields.begin(); it != fields.end(); ++it)
            root.insert(it.key(), it.value());
        buf = QJsonDocument(root).toJson(QJsonDocument::Indented).toStdString();
    } else if (fmt == Format::Csv) {
        buf = "metric";
        for (const Column &c : cols)
            buf += ',' + c.algorithm.toStdString();
        buf += '\n';
        for (const auto &[name, fn] : rows) {
            buf += name;
            for (const Column &c : cols)
                buf += ',' + fn(c.score);
            buf += '\n';
        }
    } else {
        std::vector<std::string> header{"METRIC"};
        std::vector<std::size_t> right;
        for (const Column &c : cols) {
            right.push_back(header.size());
            header.push_back(c.algorithm.toStdString());
        }
        TextTable t(header);
        t.alignRight(right);
        for (const auto &[name, fn] : rows) {
            std::vector<std::string> r{name};
            for (const Column &c : cols)
                r.push_back(fn(c.score));
            t.add(r);
        }
        buf = t.render();
        for (const Column &c : cols)
            for (const QString &n : c.plan.notes)
                buf += c.algorithm.toStdString() + ": " + n.toStdString() + '\n';
    }
    out(buf);
    return ExitOk;
}

const Command cmd("compare", QT_TRANSLATE_NOOP("irqatlas-cli", "scores of several plans side by side"), run);

} // namespace
} // namespace irqatlas::cli
