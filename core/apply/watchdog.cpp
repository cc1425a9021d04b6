#include "apply/watchdog.h"

#include "apply/applier.h"
#include "apply/termsignals.h"
#include "model/syserror.h"

#include <QCoreApplication>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <poll.h>
#include <sys/timerfd.h>
#include <unistd.h>
#include <utility>

namespace irqatlas {
namespace {

constexpr char kReleased = 'D';

// The watchdog's stdio: the helper's are pipes to its caller and its
// terminal, which must not stay open (nor be written) once the helper ends.
void quietStdio()
{
    const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null < 0)
        return;
    for (int fd = 0; fd <= 2; ++fd)
        ::dup2(null, fd);
    ::close(null);
}

// Whether the helper released the journal; reads without blocking.
bool released(int fromHelper)
{
    char buf[16];
    for (;;) {
        const ssize_t n = ::read(fromHelper, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        for (ssize_t i = 0; i < n; ++i)
            if (buf[i] == kReleased)
                return true;
    }
}

enum class Wake
{
    Released, // the helper settled the journal
    Act,      // an ending signal, or the deadline of a helper that is gone
    Deadline, // the deadline, the helper still there
};

// Stopped ('T', 't') or gone, from /proc/PID/stat.
bool stoppedOrGone(pid_t pid)
{
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%d/stat", int(pid));
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return true;
    char buf[512];
    const ssize_t n = ::read(fd, buf, sizeof buf - 1);
    ::close(fd);
    if (n <= 0)
        return true;
    buf[n] = 0;
    const char *close = std::strrchr(buf, ')');
    return !close || close[1] == 0 || close[2] == 'T' || close[2] == 't' || close[2] == 'Z' ||
           close[2] == 'X';
}

// At the deadline a running helper settles the journal itself (it counts
// on the same clock), and its report then says so: it gets a moment, unless
// it is stopped, gone or an ending signal comes. True when it released.
bool helperSettles(int fromHelper, pid_t helper)
{
    constexpr std::int64_t kGraceNs = 5'000'000'000;
    const std::int64_t until = bootClockNs() + kGraceNs;
    while (bootClockNs() < until && !stoppedOrGone(helper)) {
        pollfd fds[2] = {{fromHelper, POLLIN, 0}, {signalPipeFd(), POLLIN, 0}};
        if (::poll(fds, 2, 100) < 0 && errno != EINTR)
            return false;
        if (fds[1].revents)
            return false;
        if (fds[0].revents) {
            char b = 0;
            const ssize_t n = ::read(fromHelper, &b, 1);
            if (n > 0 && b == kReleased)
                return true;
            if (n == 0)
                return false;
        }
    }
    return false;
}

// Waits for the deadline, an ending signal or the helper's release.
Wake waitForDeadline(int fromHelper, std::int64_t deadlineNs)
{
    const int timer = ::timerfd_create(CLOCK_BOOTTIME, TFD_CLOEXEC);
    if (timer >= 0) {
        itimerspec at = {};
        at.it_value.tv_sec = time_t(deadlineNs / 1000000000);
        at.it_value.tv_nsec = long(deadlineNs % 1000000000);
        ::timerfd_settime(timer, TFD_TIMER_ABSTIME, &at, nullptr);
    }
    bool helperGone = false;
    for (;;) {
        pollfd fds[3] = {{timer, POLLIN, 0},
                         {signalPipeFd(), POLLIN, 0},
                         {helperGone ? -1 : fromHelper, POLLIN, 0}};
        // Without a timer (out of descriptors) the deadline is polled.
        const std::int64_t leftMs = (deadlineNs - bootClockNs()) / 1000000;
        const int wait = timer >= 0 ? -1 : int(std::clamp<std::int64_t>(leftMs, 0, 1000));
        if (::poll(fds, 3, wait) < 0 && errno != EINTR)
            return Wake::Act;
        if (fds[2].revents) {
            char b = 0;
            const ssize_t n = ::read(fromHelper, &b, 1);
            if (n > 0 && b == kReleased)
                return Wake::Released;
            if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN))
                helperGone = true; // killed, or crashed: only the deadline is left
        }
        if (fds[1].revents)
            return Wake::Act;
        if (fds[0].revents || (timer < 0 && bootClockNs() >= deadlineNs))
            return helperGone ? Wake::Act : Wake::Deadline;
    }
}

// Rolls the journal back while lock is held, if the helper has not settled
// it; without the lock (it failed) it goes on: restoring twice writes the
// same values.
void settleLocked([[maybe_unused]] const Result<StateLock> &lock, int fromHelper,
                  const StateDir &dir, const QString &name, const Journal &expected,
                  IrqWriter &writer)
{
    // A release that came while this process waited for the lock counts.
    if (released(fromHelper))
        return;
    auto journal = loadJournal(dir, name);
    if (journal.ok() && journal->state == Journal::State::AwaitingConfirm &&
        sameApply(*journal, expected))
        rollbackJournal(*journal, dir, name, writer);
}

[[noreturn]] void watch(int fromHelper, int ready, const StateDir &dir, const QString &name,
                        const Journal &expected, std::int64_t deadlineNs, IrqWriter &writer)
{
    const pid_t helper = ::getppid();
    ::setsid();
    quietStdio();
    renewSignalPipe();
    // Only now is it out of the helper's group and session: the helper
    // waits for this before it says the watchdog's pid or waits itself.
    const char b = 'R';
    [[maybe_unused]] const ssize_t n = ::write(ready, &b, 1);
    ::close(ready);
    const Wake wake = waitForDeadline(fromHelper, deadlineNs);
    if (wake == Wake::Released || (wake == Wake::Deadline && helperSettles(fromHelper, helper)))
        ::_exit(0);
    settleLocked(dir.lock(), fromHelper, dir, name, expected, writer);
    ::_exit(0);
}

} // namespace

std::int64_t bootClockNs()
{
    timespec ts = {};
    ::clock_gettime(CLOCK_BOOTTIME, &ts);
    return std::int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

bool sameApply(const Journal &a, const Journal &b)
{
    if (a.created != b.created || a.entries.size() != b.entries.size())
        return false;
    for (std::size_t i = 0; i < a.entries.size(); ++i) {
        const JournalEntry &x = a.entries[i];
        const JournalEntry &y = b.entries[i];
        if (x.irq != y.irq || x.previous != y.previous || x.requested != y.requested)
            return false;
    }
    return true;
}

Result<ConfirmWatchdog> ConfirmWatchdog::start(const StateDir &dir, const QString &journalName,
                                               const Journal &expected, std::int64_t deadlineNs,
                                               IrqWriter &writer)
{
    int fds[2];
    int ready[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        return Error{QCoreApplication::translate("Watchdog", "cannot start the watchdog: %1")
                         .arg(errnoText(errno))};
    if (::pipe2(ready, O_CLOEXEC) != 0) {
        const int e = errno;
        ::close(fds[0]);
        ::close(fds[1]);
        return Error{QCoreApplication::translate("Watchdog", "cannot start the watchdog: %1")
                         .arg(errnoText(e))};
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[1]);
        ::close(ready[0]);
        ::fcntl(fds[0], F_SETFL, O_NONBLOCK);
        watch(fds[0], ready[1], dir, journalName, expected, deadlineNs, writer);
    }
    const int e = errno;
    ::close(fds[0]);
    ::close(ready[1]);
    char b = 0;
    ssize_t n = -1;
    while (pid > 0 && (n = ::read(ready[0], &b, 1)) < 0 && errno == EINTR) {
    }
    ::close(ready[0]);
    if (pid < 0 || n != 1) {
        ::close(fds[1]);
        return Error{QCoreApplication::translate("Watchdog", "cannot start the watchdog: %1")
                         .arg(errnoText(pid < 0 ? e : ECHILD))};
    }
    return ConfirmWatchdog(fds[1], pid);
}

ConfirmWatchdog::ConfirmWatchdog(ConfirmWatchdog &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)), m_pid(std::exchange(other.m_pid, -1))
{
}

ConfirmWatchdog &ConfirmWatchdog::operator=(ConfirmWatchdog &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
        m_pid = std::exchange(other.m_pid, -1);
    }
    return *this;
}

ConfirmWatchdog::~ConfirmWatchdog()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void ConfirmWatchdog::release()
{
    if (m_fd < 0)
        return;
    const char b = kReleased;
    ssize_t n;
    do
        n = ::write(m_fd, &b, 1);
    while (n < 0 && errno == EINTR);
    ::close(m_fd);
    m_fd = -1;
}

} // namespace irqatlas
