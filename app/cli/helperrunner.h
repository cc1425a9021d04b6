#pragma once

#include "apply/helperclient.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace irqatlas::cli {

// root: the --root DIR of the command (the test build next to irqatlas-cli),
// empty for this machine (pkexec for a user, directly when already root).
HelperCommand findHelper(const QString &root, const QStringList &helperArgs);

struct HelperRun
{
    int exitCode = -1;
    bool started = false;
    QByteArray stdoutBytes;
    QString error;
};

// Runs the helper: writes input to its stdin; when forwardStdin, then copies
// this program's stdin to it line by line (confirmations) until it exits.
// The helper's stderr goes straight to ours.
HelperRun runHelper(const HelperCommand &cmd, const QByteArray &input, bool forwardStdin);

// Prints the helper's JSON lines as a table (or as they are for json) and
// returns the CLI exit status.
int reportHelperResult(const HelperRun &run, bool json, const QString &what);

} // namespace irqatlas::cli
