#pragma once

#include "apply/irqwriter.h"
#include "apply/journal.h"
#include "apply/statedir.h"
#include "model/result.h"

#include <QString>
#include <cstdint>
#include <sys/types.h>

namespace irqatlas {

// CLOCK_BOOTTIME in nanoseconds: the clock of a confirmation deadline. It
// runs on while a process is stopped and while the machine sleeps, so the
// deadline is a point in time, not an amount of waiting.
std::int64_t bootClockNs();

// The second process of an apply that waits for confirmation: forked by the
// helper once the plan is written, in a session and process group of its
// own (a signal to the helper's group or terminal, a stopped or killed
// helper do not reach it), its stdio on /dev/null. It rolls the journal
// back at the deadline, or at once on an ending signal of its own (a stopped
// systemd scope), unless the helper settled the journal before: the helper
// says so through a pipe (release()). Whoever settles the journal holds the
// state directory's lock and acts only on a journal still awaiting
// confirmation, so the plan is never rolled back twice, nor confirmed by one
// after the other rolled it back.
class ConfirmWatchdog
{
public:
    // expected: the journal the apply wrote; the watchdog leaves any other
    // (a later apply's) alone. deadlineNs on bootClockNs().
    static Result<ConfirmWatchdog> start(const StateDir &dir, const QString &journalName,
                                         const Journal &expected, std::int64_t deadlineNs,
                                         IrqWriter &writer);

    ConfirmWatchdog(ConfirmWatchdog &&other) noexcept;
    ConfirmWatchdog &operator=(ConfirmWatchdog &&other) noexcept;
    ConfirmWatchdog(const ConfirmWatchdog &) = delete;
    ConfirmWatchdog &operator=(const ConfirmWatchdog &) = delete;
    // Closes the pipe: unless released, the watchdog acts at the deadline.
    ~ConfirmWatchdog();

    pid_t pid() const { return m_pid; }
    // The helper has confirmed or rolled back the journal itself (call it
    // while holding the state lock): the watchdog ends without touching it.
    void release();

private:
    ConfirmWatchdog(int fd, pid_t pid) : m_fd(fd), m_pid(pid) {}
    int m_fd = -1;
    pid_t m_pid = -1;
};

// The rule by which the watchdog knows the journal is still the one its
// apply wrote: same creation time and the same IRQs with the same values.
bool sameApply(const Journal &a, const Journal &b);

} // namespace irqatlas
