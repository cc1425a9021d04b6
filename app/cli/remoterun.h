#pragma once

#include "helperrunner.h"
#include "remote/remoteapply.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace irqatlas::cli {

// sudo's password for a remote host: from the terminal (echo off), else
// from $SSH_ASKPASS; nullopt when neither can ask.
std::optional<QByteArray> terminalPassword(const QString &prompt);
// One line of the remote side's messages, on stderr.
void terminalMessage(const QString &line);
// How rollback --host talks to the user: the two above.
RemoteApplyHooks terminalHooks();

// A remote result in the local helper's terms, for reportHelperResult().
HelperRun toHelperRun(const RemoteResult &result);

} // namespace irqatlas::cli
