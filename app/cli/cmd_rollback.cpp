#include "command.h"
#include "helperrunner.h"
#include "remoterun.h"
#include "sources.h"

#include <QCoreApplication>

namespace irqatlas::cli {
namespace {

int runRollback(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli", "Undo the last apply from its journal (a second rollback does nothing)."));
    p.addPositionalArgument(
        QStringLiteral("JOURNAL"),
        QCoreApplication::translate("irqatlas-cli",
                                    "Journal name in the helper's /var/lib/irqatlas (default: "
                                    "journal.json); with --host, a path there."),
        QCoreApplication::translate("irqatlas-cli", "[JOURNAL]"));
    p.addOption({QStringLiteral("root"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "A test tree: DIR/proc and DIR/sys as on a live system."),
                 QCoreApplication::translate("irqatlas-cli", "DIR")});
    addHostOptions(p);
    addFormatOption(p);
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (p.positionalArguments().size() > 1)
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "rollback takes at most one journal file"));
    Format fmt;
    if (!formatFrom(p, fmt))
        return ExitUsage;
    if (p.isSet(QStringLiteral("host"))) {
        // The journal is a path on that host, taken as given.
        auto session = openSshSession(p);
        if (!session.ok())
            return fail(session.errorString());
        RemoteApply remote(**session);
        const RemoteResult r =
            remote.rollback(p.positionalArguments().value(0), RemoteMethod::Auto, terminalHooks());
        return reportHelperResult(toHelperRun(r), fmt == Format::Json,
                                  QCoreApplication::translate("irqatlas-cli", "rollback"));
    }
    if (p.isSet(QStringLiteral("ssh-config")))
        return usageError(QCoreApplication::translate("irqatlas-cli", "--ssh-config needs --host"));
    std::optional<QString> journal;
    if (!p.positionalArguments().isEmpty())
        journal = p.positionalArguments().constFirst();
    const std::optional<HelperRun> r =
        runJournalVerb(p.value(QStringLiteral("root")), QStringLiteral("rollback"), journal, code);
    if (!r)
        return code;
    return reportHelperResult(*r, fmt == Format::Json,
                              QCoreApplication::translate("irqatlas-cli", "rollback"));
}

const Command cmdRollback("rollback", QT_TRANSLATE_NOOP("irqatlas-cli", "undo the last apply"),
                          runRollback);

} // namespace
} // namespace irqatlas::cli
