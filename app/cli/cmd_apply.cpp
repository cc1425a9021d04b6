#include "command.h"
#include "helperrunner.h"
#include "model/planfile.h"
#include "planprep.h"
#include "remoterun.h"
#include "sources.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace irqatlas::cli {
namespace {

// The helper's contract on the --host machine (core/remote/remoteapply.h):
// the journal is a path there, taken as given.
int applyRemote(const QCommandLineParser &p, const Plan &resolved, int timeout, Format fmt)
{
    auto session = openSshSession(p);
    if (!session.ok())
        return fail(session.errorString());
    HoldOptions opt;
    opt.dryRun = p.isSet(QStringLiteral("dry-run"));
    opt.confirmTimeout = timeout > 0 ? timeout : 0;
    opt.journal = p.value(QStringLiteral("journal"));
    if (timeout > 0 && !opt.dryRun)
        err(QCoreApplication::translate(
                "irqatlas-cli", "type \"confirm\" and Enter within %1 s to keep the new placement; "
                                "%2 rolls back by itself otherwise, also when the connection drops")
                .arg(timeout)
                .arg((*session)->displayName()));
    HeldApply held;
    held.setPasswordPrompt(terminalPassword);
    QObject::connect(&held, &HeldApply::message, &held, terminalMessage);
    RemoteHoldTarget target;
    target.session = *session;
    held.start(std::move(target), resolved, opt);
    return reportHelperResult(waitForHeld(held, true), fmt == Format::Json,
                              QCoreApplication::translate("irqatlas-cli", "apply"));
}

int runApply(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "Apply a plan through irqatlas-helper: lint first (errors block, warnings need --force), "
        "then validate, journal, write, read back; a failed write rolls everything back."));
    p.addPositionalArgument(QStringLiteral("PLAN"),
                            QCoreApplication::translate("irqatlas-cli", "The plan file."));
    p.addOption(
        {QStringLiteral("dry-run"),
         QCoreApplication::translate("irqatlas-cli", "Validate everything, write nothing.")});
    p.addOption({QStringLiteral("confirm-timeout"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "After applying, roll back unless \"confirm\" is typed within S seconds."),
                 QCoreApplication::translate("irqatlas-cli", "S")});
    p.addOption({QStringLiteral("force"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Go on despite lint warnings or a running irqbalance.")});
    p.addOption({QStringLiteral("journal"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Journal name in the helper's /var/lib/irqatlas "
                                             "(default: journal.json); with --host, a path there."),
                 QCoreApplication::translate("irqatlas-cli", "NAME")});
    addSourceOptions(p);
    addFormatOption(p);
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (p.positionalArguments().size() != 1)
        return usageError(QCoreApplication::translate("irqatlas-cli", "apply takes one plan file"));
    Format fmt;
    if (!formatFrom(p, fmt))
        return ExitUsage;
    int timeout = -1;
    if (p.isSet(QStringLiteral("confirm-timeout"))) {
        bool ok = false;
        timeout = p.value(QStringLiteral("confirm-timeout")).toInt(&ok);
        if (!ok || timeout < 1 || timeout > 86400)
            return usageError(QCoreApplication::translate(
                                  "irqatlas-cli",
                                  "--confirm-timeout: \"%1\" is not a number of seconds (1-86400)")
                                  .arg(p.value(QStringLiteral("confirm-timeout"))));
    }
    const bool force = p.isSet(QStringLiteral("force"));

    const QString path = p.positionalArguments().constFirst();
    SnapshotOptions opt;
    opt.stat = false;
    opt.topology = p.isSet(QStringLiteral("topology")) || p.isSet(QStringLiteral("xml"));
    PreparedPlan prepared;
    if (!preparePlan(p, path, opt, force, prepared, code))
        return code;
    const Plan &resolved = prepared.resolved;

    if (p.isSet(QStringLiteral("host")))
        return applyRemote(p, resolved, timeout, fmt);

    HoldOptions hold;
    hold.dryRun = p.isSet(QStringLiteral("dry-run"));
    hold.confirmTimeout = timeout > 0 ? timeout : 0;
    if (p.isSet(QStringLiteral("journal"))) {
        auto journal =
            helperJournalArg(p.value(QStringLiteral("journal")), p.isSet(QStringLiteral("root")));
        if (!journal.ok())
            return usageError(journal.errorString());
        hold.journal = *journal;
    }

    const QByteArray planBytes = writePlan(resolved);
    const HelperCommand hc =
        HeldApply::applyCommand(helperLocation(p.value(QStringLiteral("root"))), hold);
    if (!hc.problem.isEmpty()) {
        if (hc.helper.isEmpty())
            return fail(hc.problem);
        return fail(QCoreApplication::translate("irqatlas-cli",
                                                "%1; run the equivalent command as root:\n  %2")
                        .arg(hc.problem, sudoEquivalent(hc, savePlanForSudo(planBytes))));
    }
    if (timeout > 0)
        err(QCoreApplication::translate(
                "irqatlas-cli", "type \"confirm\" and Enter within %1 s to keep the new placement")
                .arg(timeout));
    const HelperRun r = runHelper(hc, planBytes, hold.confirmTimeout, timeout > 0);
    if (pkexecRefused(hc, r.exitCode))
        return fail(QCoreApplication::translate("irqatlas-cli",
                                                "pkexec refused or could not authenticate; "
                                                "run the equivalent command as root:\n  %1")
                        .arg(sudoEquivalent(hc, savePlanForSudo(planBytes))));
    return reportHelperResult(r, fmt == Format::Json,
                              QCoreApplication::translate("irqatlas-cli", "apply"));
}

const Command cmdApply("apply",
                       QT_TRANSLATE_NOOP("irqatlas-cli",
                                         "apply a plan through the privileged helper"),
                       runApply);

} // namespace
} // namespace irqatlas::cli
