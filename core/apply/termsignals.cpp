#include "apply/termsignals.h"

#include "model/syserror.h"

#include <QCoreApplication>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace irqatlas {
namespace {

volatile sig_atomic_t g_writeFd = -1;
int g_readFd = -1;

void onSignal(int signo)
{
    // Only async-signal-safe calls: one write, errno kept for the code it interrupted.
    const int saved = errno;
    const unsigned char b = static_cast<unsigned char>(signo);
    [[maybe_unused]] const ssize_t n = ::write(g_writeFd, &b, 1);
    errno = saved;
}

Status openPipe()
{
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0)
        return Error{QCoreApplication::translate("TermSignals", "cannot make a signal pipe: %1")
                         .arg(errnoText(errno))};
    if (g_readFd >= 0)
        ::close(g_readFd);
    if (g_writeFd >= 0)
        ::close(g_writeFd);
    g_readFd = fds[0];
    g_writeFd = fds[1];
    return Ok{};
}

// Default action "terminate" or "core", sent by others (not a fault of the
// process itself).
constexpr int kEnding[] = {SIGHUP,    SIGINT,  SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM,
                           SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPOLL, SIGPWR,  SIGSTKFLT};
constexpr int kIgnored[] = {SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE};

} // namespace

Status catchEndingSignals()
{
    if (Status s = openPipe(); !s.ok())
        return s;
    struct sigaction sa = {};
    sa.sa_handler = onSignal;
    sigfillset(&sa.sa_mask); // one handler at a time
    for (const int s : kEnding)
        ::sigaction(s, &sa, nullptr);
    for (int s = SIGRTMIN; s <= SIGRTMAX; ++s)
        ::sigaction(s, &sa, nullptr);
    struct sigaction ign = {};
    ign.sa_handler = SIG_IGN;
    for (const int s : kIgnored)
        ::sigaction(s, &ign, nullptr);
    return Ok{};
}

Status renewSignalPipe()
{
    return openPipe();
}

int signalPipeFd()
{
    return g_readFd;
}

int takeCaughtSignal()
{
    int first = 0;
    unsigned char buf[64];
    for (;;) {
        const ssize_t n = ::read(g_readFd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return first;
        if (first == 0)
            first = buf[0];
    }
}

} // namespace irqatlas
