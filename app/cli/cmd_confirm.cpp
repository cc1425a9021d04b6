#include "command.h"
#include "helperrunner.h"
#include "remoterun.h"
#include "sources.h"

#include <QCoreApplication>

namespace irqatlas::cli {
namespace {

// The helper's "nothing awaits confirmation" (docs/HELPER.md), passed on as
// it is so that a rollout can tell it from a failure.
constexpr int kExitNothingAwaits = 9;

QCommandLineParser &confirmOptions(QCommandLineParser &p)
{
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "Keep a plan that an apply with a confirmation timeout holds, from another process: "
        "asks irqatlas-helper to confirm that journal. Exit status 9 when nothing awaits "
        "confirmation."));
    p.addOption({QStringLiteral("journal"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Journal name in the helper's /var/lib/irqatlas "
                                             "(default: journal.json); with --host, a path there."),
                 QCoreApplication::translate("irqatlas-cli", "NAME")});
    addHostOptions(p);
    p.addOption({QStringLiteral("root"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "A test tree: DIR/proc and DIR/sys as on a live system."),
                 QCoreApplication::translate("irqatlas-cli", "DIR")});
    return p;
}

// The exit status of a confirmation, local or remote.
int confirmExit(int exitCode)
{
    if (exitCode == ExitOk || exitCode == kExitNothingAwaits)
        return exitCode;
    return fail(
        QCoreApplication::translate(
            "irqatlas-cli", "confirm failed (helper exit status %1, see `irqatlas-helper --help`)")
            .arg(exitCode));
}

// On that host, through its helper or the plan script, as rollback --host.
int confirmRemote(const QCommandLineParser &p)
{
    auto session = openSshSession(p);
    if (!session.ok())
        return fail(session.errorString());
    RemoteApply remote(**session);
    const RemoteResult r =
        remote.confirm(p.value(QStringLiteral("journal")), RemoteMethod::Auto, terminalHooks());
    if (!r.error.isEmpty())
        return fail(r.error);
    return confirmExit(r.exitCode);
}

int runConfirm(const QStringList &args)
{
    QCommandLineParser p;
    confirmOptions(p);
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.positionalArguments().isEmpty())
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "confirm takes no arguments"));
    if (p.isSet(QStringLiteral("host")))
        return confirmRemote(p); // --root with --host is refused there
    if (p.isSet(QStringLiteral("ssh-config")))
        return usageError(QCoreApplication::translate("irqatlas-cli", "--ssh-config needs --host"));
    std::optional<QString> journal;
    if (p.isSet(QStringLiteral("journal")))
        journal = p.value(QStringLiteral("journal"));
    // The helper says on stderr, which reaches ours, whether it sent the
    // confirmation or why nothing waits.
    const std::optional<HelperRun> r =
        runJournalVerb(p.value(QStringLiteral("root")), QStringLiteral("confirm"), journal, code);
    if (!r)
        return code;
    if (!r->error.isEmpty())
        return fail(r->error);
    return confirmExit(r->exitCode);
}

const Command cmdConfirm("confirm",
                         QT_TRANSLATE_NOOP("irqatlas-cli",
                                           "keep a plan that an apply holds for confirmation"),
                         runConfirm);

} // namespace
} // namespace irqatlas::cli
