#include "planprep.h"

#include "command.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "model/planfile.h"
#include "plan/lint.h"
#include "plan/planqueues.h"
#include "sources.h"

#include <QCoreApplication>
#include <QFile>

namespace irqatlas::cli {
namespace {

bool refuse(int &exitCode, const QString &message)
{
    exitCode = fail(message);
    return false;
}

} // namespace

bool preparePlan(const QCommandLineParser &p, const QString &path, SnapshotOptions options,
                 bool force, PreparedPlan &out, int &exitCode)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(
            exitCode,
            QCoreApplication::translate("irqatlas-cli", "%1: %2").arg(path, file.errorString()));
    // A plan past the cap is refused by name, never cut short into bad JSON.
    auto bytes = readCapped(file, limits::kMaxPlanBytes, path);
    if (!bytes.ok())
        return refuse(exitCode, bytes.errorString());
    auto plan = readPlan(*bytes, path);
    if (!plan.ok())
        return refuse(exitCode, plan.errorString());

    auto snap = loadSnapshot(p, options);
    if (!snap.ok())
        return refuse(exitCode, snap.errorString());

    // The helper works on numbers; keys are resolved here, against this
    // machine's table, so a renumbered IRQ still gets its placement.
    const PlanResolution res = resolvePlan(*plan, snap->irqs);
    Plan resolved = *plan;
    resolved.assignments.clear();
    for (const ResolvedEntry &e : res.entries) {
        if (!e.note.isEmpty())
            err(e.note);
        if (e.tableIndex < 0)
            continue;
        PlanAssignment a = plan->assignments[std::size_t(e.index)];
        a.irq = snap->irqs.irqs[std::size_t(e.tableIndex)].number;
        resolved.assignments.push_back(std::move(a));
    }
    // Queues the machine lacks are left out like unresolved IRQs; when the
    // source cannot tell, they go on and the helper checks them there.
    const CpuSet online = snap->hasTopology ? snap->topology.onlineCpus() : CpuSet{};
    const QueueResolution qres =
        resolveQueues(*plan, snap->netQueues, snap->hasTopology ? &online : nullptr);
    if (!qres.unknownNote.isEmpty())
        err(qres.unknownNote);
    if (qres.known) {
        resolved.queues.clear();
        for (const ResolvedQueue &q : qres.entries) {
            if (!q.resolved()) {
                err(q.note);
                continue;
            }
            resolved.queues.push_back(plan->queues[std::size_t(q.index)]);
        }
    }

    LintInput li;
    li.topology = snap->hasTopology ? &snap->topology : nullptr;
    li.table = &snap->irqs;
    li.isolated = snap->isolated;
    li.nohzFull = snap->nohzFull;
    li.netQueues = snap->netQueues ? &*snap->netQueues : nullptr;
    auto hostSrc = openHost(p);
    IrqbalanceState ib;
    if (hostSrc.ok())
        ib = detectIrqbalance(**hostSrc, !p.isSet(QStringLiteral("root")));
    li.irqbalanceRunning = ib.running();
    int errors = 0, warnings = 0;
    for (const LintFinding &f : lintPlan(*plan, li)) {
        if (f.severity == LintFinding::Severity::Info || f.rule == QLatin1String("irqbalance"))
            continue;
        err(QStringLiteral("%1 [%2] %3").arg(severityName(f.severity), f.rule, f.message));
        errors += f.severity == LintFinding::Severity::Error ? 1 : 0;
        warnings += f.severity == LintFinding::Severity::Warning ? 1 : 0;
    }
    if (errors)
        return refuse(exitCode, QCoreApplication::translate("irqatlas-cli",
                                                            "%1: %n lint error(s), nothing applied",
                                                            nullptr, errors)
                                    .arg(path));
    if (warnings && !force)
        return refuse(exitCode,
                      QCoreApplication::translate(
                          "irqatlas-cli",
                          "%1: %n lint warning(s); check them and add --force to apply anyway",
                          nullptr, warnings)
                          .arg(path));
    if (resolved.assignments.empty() && resolved.queues.empty())
        return refuse(exitCode,
                      QCoreApplication::translate(
                          "irqatlas-cli",
                          "%1: no entry of the plan matches an interrupt here, nothing to apply")
                          .arg(path));

    // This machine's helper bans the plan's IRQs in a daemon it can reach;
    // another host's helper may be older, so there the choice stays the user's.
    // A dry run bans nothing, so it promises no ban.
    const bool helperBans = ib.bansThroughSocket() && !p.isSet(QStringLiteral("host"));
    if (helperBans && !p.isSet(QStringLiteral("dry-run"))) {
        QStringList pids;
        for (int pid : ib.pids)
            pids << QString::number(pid);
        err(QCoreApplication::translate(
                "irqatlas-cli",
                "irqbalance is running (pid %1): the helper adds the plan's IRQs to its ban list "
                "before writing and puts its list back on rollback. The ban lasts until "
                "irqbalance restarts; to make it permanent, irqatlas-cli export PLAN --format "
                "irqbalance.")
                .arg(pids.join(QStringLiteral(", "))));
    } else if (!helperBans && ib.running()) {
        std::vector<int> irqs;
        for (const auto &a : resolved.assignments)
            irqs.push_back(a.irq);
        QString msg =
            QCoreApplication::translate(
                "irqatlas-cli",
                "irqbalance is running and will overwrite this plan within seconds. Either:\n"
                "  - stop it:   %1\n"
                "  - ban the planned IRQs in /etc/default/irqbalance, then restart it:\n    %2"
                "  - or give irqbalance --policyscript a script that prints ban=true for IRQ %3\n"
                "    (irqatlas-cli export PLAN --format irqbalance writes both)\n"
                "  - or go on anyway with --force")
                .arg(irqbalanceStopCommand(ib),
                     QString::fromUtf8(irqbalanceBanLines(irqs).split('\n').value(1) + '\n'),
                     CpuSet::fromVector(irqs).toListString());
        err(msg);
        if (!force)
            return refuse(
                exitCode,
                QCoreApplication::translate(
                    "irqatlas-cli",
                    "not applied because irqbalance is running (use --force to apply anyway)"));
    }

    out.plan = std::move(*plan);
    out.resolved = std::move(resolved);
    out.snapshot = std::move(*snap);
    out.irqbalance = ib;
    return true;
}

} // namespace irqatlas::cli
