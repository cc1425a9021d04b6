#pragma once

#include "applyclient/helperclient.h"
#include "hold/heldapply.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace irqatlas::cli {

// root: the --root DIR of the command (the test build next to irqatlas-cli),
// empty for this machine (pkexec for a user, directly when already root).
HelperLocation helperLocation(const QString &root);
HelperCommand findHelper(const QString &root, const QStringList &helperArgs);

struct HelperRun
{
    int exitCode = -1;
    bool started = false;
    QByteArray stdoutBytes;
    QString error;
};

// A held apply's end in the terms reportHelperResult() prints.
HelperRun helperRunOf(const ApplyResult &result);

// Waits on an event loop until held has ended. With answerFromStdin, a line
// "confirm" on this program's stdin keeps a plan it holds and "revert"
// undoes it; the end of stdin sends nothing more (it then undoes the plan
// at its deadline).
HelperRun waitForHeld(HeldApply &held, bool answerFromStdin);

// Runs a helper command (rollback, or apply with its confirmation wait when
// confirmTimeout > 0) with plan on its stdin; its stderr goes straight to ours.
HelperRun runHelper(const HelperCommand &cmd, const QByteArray &plan, int confirmTimeout,
                    bool answerFromStdin);

// `irqatlas-helper VERB [--journal J]` (confirm, rollback) on this machine
// or the test tree root, journal checked by helperJournalArg (nullopt: the
// helper's default). Its stderr goes straight to ours. When it could not be
// run (a bad journal, no helper, pkexec refused), nothing is returned and
// exitCode holds the CLI exit status after the message was printed, with
// the sudo command that would do the same where there is one.
std::optional<HelperRun> runJournalVerb(const QString &root, const QString &verb,
                                        const std::optional<QString> &journal, int &exitCode);

// Prints the helper's JSON lines as a table (or as they are for json) and
// returns the CLI exit status.
int reportHelperResult(const HelperRun &run, bool json, const QString &what);

} // namespace irqatlas::cli
