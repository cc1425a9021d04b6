#include "remoterun.h"

#include "command.h"
#include "model/printable.h"

#include <QCoreApplication>
#include <QProcess>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace irqatlas::cli {
namespace {

std::optional<QByteArray> fromTerminal(int tty, const QString &prompt)
{
    const QByteArray p = prompt.toLocal8Bit();
    if (::write(tty, p.constData(), std::size_t(p.size())) < 0)
        return std::nullopt;
    termios old = {};
    const bool isTerm = ::tcgetattr(tty, &old) == 0;
    if (isTerm) {
        termios quiet = old;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(tty, TCSAFLUSH, &quiet);
    }
    QByteArray pw;
    char c = 0;
    ssize_t n = 0;
    while ((n = ::read(tty, &c, 1)) == 1 && c != '\n')
        pw += c;
    if (isTerm)
        ::tcsetattr(tty, TCSAFLUSH, &old);
    // The newline only tidies the terminal after the unechoed password; a
    // failed write changes nothing about the answer.
    [[maybe_unused]] const ssize_t tidied = ::write(tty, "\n", 1);
    if (n < 0 || (n == 0 && pw.isEmpty()))
        return std::nullopt;
    return pw;
}

std::optional<QByteArray> fromAskpass(const QString &program, const QString &prompt)
{
    QProcess p;
    p.start(program, {prompt});
    if (!p.waitForStarted(10000) || !p.waitForFinished(-1) ||
        p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return std::nullopt;
    QByteArray pw = p.readAllStandardOutput();
    while (pw.endsWith('\n') || pw.endsWith('\r'))
        pw.chop(1);
    return pw;
}

} // namespace

std::optional<QByteArray> terminalPassword(const QString &prompt)
{
    const QString askpass = qEnvironmentVariable("SSH_ASKPASS");
    const bool forced = qEnvironmentVariable("SSH_ASKPASS_REQUIRE") == QLatin1String("force");
    if (!forced) {
        const int tty = ::open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY);
        if (tty >= 0) {
            auto pw = fromTerminal(tty, prompt);
            ::close(tty);
            return pw;
        }
    }
    if (!askpass.isEmpty())
        return fromAskpass(askpass, prompt);
    err(QCoreApplication::translate(
        "irqatlas-cli", "no terminal to ask for the sudo password and SSH_ASKPASS is not set"));
    return std::nullopt;
}

RemoteApplyHooks terminalHooks()
{
    RemoteApplyHooks h;
    h.password = terminalPassword;
    h.message = terminalMessage;
    return h;
}

void terminalMessage(const QString &line)
{
    // The remote side's stderr reaches the terminal with its escape
    // sequences written out (RemoteApply does so too; doing it twice is
    // harmless), so it cannot move the cursor, retitle the window or hide
    // text.
    err(printableText(line));
}

HelperRun toHelperRun(const RemoteResult &result)
{
    HelperRun r;
    r.started = result.ran;
    r.exitCode = result.ran ? result.exitCode : -1;
    r.stdoutBytes = result.jsonLines;
    r.error = result.error;
    return r;
}

} // namespace irqatlas::cli
