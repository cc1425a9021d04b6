#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace irqatlas::cli {

// How irqatlas-cli reaches irqatlas-helper: pkexec for a user, directly when
// already root, the test-root build for --root trees.
struct HelperCommand
{
    QString program;      // what is started (pkexec or the helper)
    QStringList args;
    QString helper;       // the helper binary
    QStringList helperArgs;
    bool viaPkexec = false;
    QString problem;      // non-empty: no way to run it (message for the user)
};

// root: the --root DIR of the command, empty for this machine.
HelperCommand findHelper(const QString &root, const QStringList &helperArgs);

// "sudo /usr/libexec/irqatlas/irqatlas-helper apply ... < FILE"
QString sudoEquivalent(const HelperCommand &cmd, const QString &stdinFile);

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
