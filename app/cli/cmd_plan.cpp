#include "command.h"
#include "model/planfile.h"
#include "model/plantext.h"
#include "model/safefile.h"
#include "plan/planner.h"
#include "planoptions.h"
#include "ratesoption.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace irqatlas::cli {
namespace {

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

// The plan's queue steering: "-" where a field is not set, "off" where
// it turns the steering off.
std::string renderQueueTable(const Plan &plan)
{
    auto cell = [](const std::optional<CpuSet> &c) {
        return !c ? std::string("-") : c->empty() ? std::string("off") : c->toList();
    };
    TextTable t({"INTERFACE", "QUEUE", "RPS", "RPS_FLOW_CNT", "NAPI", "XPS", "XPS_RXQS"});
    for (const PlanQueue &q : plan.queues)
        t.add({q.interface, q.name(), cell(q.rpsCpus),
               q.rpsFlowCnt ? std::to_string(*q.rpsFlowCnt) : std::string("-"), cell(q.napiCpus),
               cell(q.xpsCpus), cell(q.xpsRxqs)});
    return t.render();
}

std::string renderTable(const Plan &plan, const IrqTable &table)
{
    // THREADS only when some assignment places its threads itself.
    const bool threads =
        std::any_of(plan.assignments.begin(), plan.assignments.end(), [](const PlanAssignment &a) {
            return a.threads != ThreadPlacement::FollowIrq;
        });
    TextTable t(threads ? std::vector<std::string>{"IRQ", "FROM", "TO", "THREADS", "NAME"}
                        : std::vector<std::string>{"IRQ", "FROM", "TO", "NAME"});
    t.alignRight({0});
    for (const PlanAssignment &a : plan.assignments) {
        const Irq *q = table.find(a.irq);
        std::vector<std::string> row{std::to_string(a.irq),
                                     q && q->affinity ? q->affinity->toList() : std::string("-"),
                                     a.cpus.toList()};
        if (threads)
            row.push_back(a.threads == ThreadPlacement::Keep   ? std::string("keep")
                          : a.threads == ThreadPlacement::Cpus ? a.threadCpus.toList()
                                                               : std::string("irq"));
        row.push_back(q ? q->name : a.match);
        t.add(row);
    }
    std::string head = "# " + plan.algorithm.toStdString() + ": " +
                       std::to_string(plan.assignments.size()) + " assignments\n";
    for (const QString &n : plan.notes)
        head += "# " + n.toStdString() + "\n";
    std::string body = head + t.render();
    if (!plan.queues.empty())
        body +=
            "\n# " + std::to_string(plan.queues.size()) + " queue(s)\n" + renderQueueTable(plan);
    return body;
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
    addPlanRequestOptions(p);
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
    if (!planRequestFrom(p, req, code))
        return code;
    req.isolated = snap->isolated;
    req.nohzFull = snap->nohzFull;
    req.netQueues = snap->netQueues;
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
