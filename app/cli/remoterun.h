#pragma once

#include "helperrunner.h"
#include "remote/remoteapply.h"

namespace irqatlas::cli {

// How apply/rollback --host talk to the user: sudo's password from the
// terminal (echo off) or from $SSH_ASKPASS, a line "confirm" on stdin keeps
// a plan that waits, the remote side's messages go to stderr.
RemoteApplyHooks terminalHooks();

// A remote result in the local helper's terms, for reportHelperResult().
HelperRun toHelperRun(const RemoteResult &result);

} // namespace irqatlas::cli
