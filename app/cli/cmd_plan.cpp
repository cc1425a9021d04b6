#include "command.h"
#include "model/planfile.h"
#include "model/plantext.h"
#include "model/safefile.h"
#include "plan/planner.h"
#include "ratesoption.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace irqatlas::cli {
namespace {

void addRequestOptions(QCommandLineParser &p)
{
    p.addOption(
        {QStringLiteral("irqs"),
         QCoreApplication::translate(
             "irqatlas-cli", "Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, "
                             "dev:BDF, if:IFACE, driver:NAME; comma-separated."),
         QCoreApplication::translate("irqatlas-cli", "SELECTOR")});
    p.addOption(
        {QStringLiteral("node"),
         QCoreApplication::translate("irqatlas-cli", "Device node for every IRQ (-1 = none)."),
         QCoreApplication::translate("irqatlas-cli", "N")});
    p.addOption({QStringLiteral("cpus"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Candidate CPUs (default: online, allowed, not isolated)."),
                 QCoreApplication::translate("irqatlas-cli", "LIST")});
    p.addOption({QStringLiteral("exclude"),
                 QCoreApplication::translate("irqatlas-cli", "CPUs never to use."),
                 QCoreApplication::translate("irqatlas-cli", "LIST")});
    p.addOption({QStringLiteral("param"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Algorithm parameter (repeatable); the keys of each algorithm "
                                     "are listed above, or with --algorithm NAME --help."),
                 QCoreApplication::translate("irqatlas-cli", "KEY=VALUE")});
    p.addOption({QStringLiteral("spread-over"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "Policy planners: spread consecutive IRQs over L3 domains first (llc), "
                     "cores before SMT siblings (core, the default) or CPUs in id order (pu); "
                     "the same as --param spread_over=..."),
                 QStringLiteral("llc|core|pu")});
}

Result<CpuSet> listOption(const QCommandLineParser &p, const char *name)
{
    const QByteArray b = p.value(QLatin1String(name)).toUtf8();
    auto s = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    if (!s)
        return Error{QStringLiteral("--%1: %2").arg(QLatin1String(name), s.errorString())};
    return s;
}

// Fills a PlanRequest from the shared options; false (with the message printed)
// on a usage error.
bool requestFrom(const QCommandLineParser &p, const Snapshot &snap, PlanRequest &req, int &code)
{
    if (!p.isSet(QStringLiteral("irqs"))) {
        code =
            usageError(QCoreApplication::translate("irqatlas-cli", "--irqs SELECTOR is required"));
        return false;
    }
    req.irqs = p.value(QStringLiteral("irqs"));
    if (p.isSet(QStringLiteral("node"))) {
        bool ok = false;
        req.node = p.value(QStringLiteral("node")).toInt(&ok);
        if (!ok) {
            code = usageError(
                QCoreApplication::translate("irqatlas-cli", "--node: \"%1\" is not a number")
                    .arg(p.value(QStringLiteral("node"))));
            return false;
        }
    }
    for (const char *name : {"cpus", "exclude"}) {
        if (!p.isSet(QLatin1String(name)))
            continue;
        auto s = listOption(p, name);
        if (!s) {
            code = usageError(s.errorString());
            return false;
        }
        if (name[0] == 'c')
            req.cpus = *s;
        else
            req.exclude = *s;
    }
    for (const QString &kv : p.values(QStringLiteral("param"))) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            code = usageError(
                QCoreApplication::translate("irqatlas-cli", "--param \"%1\": expected KEY=VALUE")
                    .arg(kv));
            return false;
        }
        req.params.insert(kv.left(eq), kv.mid(eq + 1));
    }
    if (p.isSet(QStringLiteral("spread-over")))
        req.params.insert(QStringLiteral("spread_over"), p.value(QStringLiteral("spread-over")));
    req.isolated = snap.isolated;
    req.nohzFull = snap.nohzFull;
    return true;
}

// The planners and what each --param means, for plan --help; only the named
// one with --algorithm NAME --help.
QString algorithmsHelp(const QStringList &args)
{
    QString only;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--algorithm") && i + 1 < args.size())
            only = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--algorithm=")))
            only = args[i].mid(12);
    }
    if (!findPlanner(only))
        only.clear();
    QString text = QCoreApplication::translate(
        "irqatlas-cli", "Algorithms and their parameters (--param KEY=VALUE):");
    for (const auto &pl : planners()) {
        if (!only.isEmpty() && pl->name() != only)
            continue;
        text += QStringLiteral("\n  %1: %2").arg(pl->name(), pl->summary());
        for (const PlannerParam &prm : pl->paramInfo()) {
            const QString use =
                prm.defaultValue.isEmpty()
                    ? QCoreApplication::translate("irqatlas-cli", "%1=%2, required")
                          .arg(prm.key, prm.kindName())
                    : QCoreApplication::translate("irqatlas-cli", "%1=%2, default %3")
                          .arg(prm.key, prm.kindName(), prm.defaultValue);
            text += QStringLiteral("\n    %1\n        %2").arg(use, prm.description);
        }
    }
    return text;
}

std::string renderTable(const Plan &plan, const IrqTable &table)
{
    TextTable t({"IRQ", "FROM", "TO", "NAME"});
    t.alignRight({0});
    for (const PlanAssignment &a : plan.assignments) {
        const Irq *q = table.find(a.irq);
        t.add({std::to_string(a.irq), q && q->affinity ? q->affinity->toList() : std::string("-"),
               a.cpus.toList(), q ? q->name : a.match});
    }
    std::string head = "# " + plan.algorithm.toStdString() + ": " +
                       std::to_string(plan.assignments.size()) + " assignments\n";
    for (const QString &n : plan.notes)
        head += "# " + n.toStdString() + "\n";
    return head + t.render();
}

int runPlan(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QCoreApplication::translate("irqatlas-cli",
                                    "A plan file for the selected interrupts of this machine.") +
        QStringLiteral("\n\n") + algorithmsHelp(args));
    addSourceOptions(p);
    addFormatOption(p);
    p.addOption({QStringLiteral("algorithm"),
                 QCoreApplication::translate("irqatlas-cli", "Planner: %1.")
                     .arg(plannerNames().join(QStringLiteral(", "))),
                 QCoreApplication::translate("irqatlas-cli", "NAME")});
    addRequestOptions(p);
    addRatesOptions(p);
    addCostWeightsOption(p);
    p.addOption({QStringLiteral("out"),
                 QCoreApplication::translate("irqatlas-cli", "Write the plan file here."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    int code = 0;
    Format fmt;
    if (!parseCommand(p, args, fmt, code))
        return code;
    if (fmt == Format::Csv)
        return usageError(QCoreApplication::translate("irqatlas-cli", "plan prints table or json"));
    if (!p.isSet(QStringLiteral("algorithm")))
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "--algorithm NAME is required (one of: %1)")
                .arg(plannerNames().join(QStringLiteral(", "))));
    const Planner *planner = findPlanner(p.value(QStringLiteral("algorithm")));
    if (!planner)
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "unknown algorithm \"%1\" (one of: %2)")
                .arg(p.value(QStringLiteral("algorithm")),
                     plannerNames().join(QStringLiteral(", "))));
    if (!p.isSet(QStringLiteral("irqs")))
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "--irqs SELECTOR is required"));
    RatesWindow window;
    if (!ratesOptionsValid(p, window, code))
        return code;
    if (!costWeightsOptionValid(p, code))
        return code;

    auto snap = loadPlanningMachine(p);
    if (!snap.ok())
        return fail(snap.errorString());

    PlanRequest req;
    if (!requestFrom(p, *snap, req, code))
        return code;
    auto weights = loadRates(p, window, snap->irqs, req);
    if (!weights)
        return fail(weights.errorString());
    auto cost = loadCostWeights(p, snap->irqs, req);
    if (!cost)
        return fail(cost.errorString());
    // irqbalance reads the machine's files: kept (an archive unpacked) while it runs.
    std::shared_ptr<const HostSource> files;
    if (planner->name() == QLatin1String("irqbalance")) {
        auto opened = openMachineFiles(p);
        if (!opened.ok())
            return fail(opened.errorString());
        files = std::move(opened).value();
        req.machineRoot = files ? files->localRoot() : QString();
    }
    auto plan = makePlan(*planner, snap->topology, snap->irqs, req);
    if (!plan)
        return fail(plan.errorString());
    if (*weights)
        markWeights(*plan, **weights);
    if (*cost)
        markCostWeights(*plan, **cost);
    stampPlan(*plan, snap->topology, snap->kernel);
    if (plan->host.hostname.isEmpty() && isPlanHostname(snap->hostname))
        plan->host.hostname = snap->hostname;

    const QByteArray file = writePlan(*plan);
    if (p.isSet(QStringLiteral("out"))) {
        // Replaced, never written through a link at the name.
        if (Status s = replaceFile(p.value(QStringLiteral("out")), file); !s.ok())
            return fail(s.errorString());
    }
    if (fmt == Format::Json)
        out(std::string_view(file.constData(), std::size_t(file.size())));
    else
        out(renderTable(*plan, snap->irqs));
    return ExitOk;
}

const Command cmdPlan("plan",
                      QT_TRANSLATE_NOOP("irqatlas-cli", "a plan file for the selected interrupts"),
                      runPlan);

} // namespace
} // namespace irqatlas::cli
