#pragma once

#include "model/result.h"

namespace irqatlas {

// The signals that would end or stop a process holding a plan that waits
// for confirmation (the helper and its watchdog), turned into bytes on a
// pipe that the wait polls: a handler only writes one byte, everything else
// happens on the normal path. Caught: every signal someone else sends whose
// default ends the process (SIGTERM from `timeout` or a stopped systemd
// scope, SIGQUIT and SIGINT from the terminal, SIGHUP, SIGUSR1/2, SIGALRM,
// the real-time signals...). Ignored: the terminal's stop signals (SIGTSTP,
// SIGTTIN, SIGTTOU), which would stop the clock, and SIGPIPE. Faults
// (SIGSEGV, SIGABRT...) keep their default: a crashed process is its
// watchdog's to clean up. SIGKILL and SIGSTOP cannot be caught.
Status catchEndingSignals();
// In a forked child: a pipe of its own, so a signal to one process never
// wakes the other.
Status renewSignalPipe();
// The pipe's read end, to poll for POLLIN; -1 before catchEndingSignals().
int signalPipeFd();
// The first signal caught since the last call (the pipe is drained), 0 when none.
int takeCaughtSignal();

} // namespace irqatlas
