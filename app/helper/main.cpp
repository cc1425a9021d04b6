// irqatlas-helper: the only irqatlas code that runs as root (docs/HELPER.md).
// It trusts nothing it is given: the plan is re-validated against the running
// kernel before the first write, the environment is dropped, no shell, no
// settings, no plugins. Built a second time as irqatlas-helper-testroot
// (IRQATLAS_HELPER_TESTROOT) which alone accepts --root and the fault hooks.

#include "apply/applier.h"
#include "apply/irqwriter.h"
#include "apply/journal.h"
#include "apply/statedir.h"
#include "helperargs.h"
#include "model/syserror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::helper;

namespace {

// Reads stdin up to EOF or a "." line; the rest (confirm lines) stays in tail.
bool readPlanBytes(QByteArray &plan, QByteArray &tail, bool &eof)
{
    eof = false;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        if (n == 0) {
            eof = true;
            return true;
        }
        plan.append(buf, n);
        qsizetype end = -1;
        if (plan.startsWith(".\n"))
            end = 0;
        else if (qsizetype p = plan.indexOf("\n.\n"); p >= 0)
            end = p + 1;
        if (end >= 0) {
            tail = plan.mid(end + 2);
            plan.truncate(end);
            return true;
        }
        if (plan.size() > kMaxPlanBytes)
            return true; // refused by readPlanInput with a message
    }
}

enum class Confirm
{
    Confirmed,
    TimedOut,
    Revert
};

// The confirmation lines are "confirm" or "revert"; a client that sends
// anything longer is not speaking this protocol.
constexpr qsizetype kMaxConfirmLine = 4096;

Confirm waitForConfirm(int seconds, const StateDir &dir, const QString &marker, QByteArray pending,
                       bool stdinEof)
{
    using clock = std::chrono::steady_clock;
    const auto deadline = clock::now() + std::chrono::seconds(seconds);
    for (;;) {
        for (;;) {
            const qsizetype nl = pending.indexOf('\n');
            if (nl < 0)
                break;
            const QByteArray line = pending.left(nl).trimmed();
            pending.remove(0, nl + 1);
            if (line == "confirm")
                return Confirm::Confirmed;
            if (line == "revert")
                return Confirm::Revert; // the user said no before the time ran out
        }
        if (pending.size() > kMaxConfirmLine) {
            writeErr(QCoreApplication::translate(
                         "irqatlas-helper",
                         "stdin: a line longer than %1 bytes while waiting for \"confirm\", "
                         "ignored")
                         .arg(kMaxConfirmLine));
            pending.clear();
        }
        if (dir.exists(marker) && dir.checkFile(marker).ok())
            return Confirm::Confirmed;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock::now()).count();
        if (left <= 0)
            return Confirm::TimedOut;
        const int wait = int(std::min<long long>(left, 100));
        if (stdinEof) {
            ::usleep(useconds_t(wait) * 1000);
            continue;
        }
        pollfd pfd{STDIN_FILENO, POLLIN, 0};
        if (::poll(&pfd, 1, wait) > 0) {
            char buf[256];
            const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
            if (n > 0)
                pending.append(buf, n);
            else if (n == 0 || errno != EINTR)
                stdinEof = true;
        }
    }
}

// The journal's directory: the state directory, or (test build only) the
// directory of a path the test gave.
Result<StateDir> openStateDir(const Args &a)
{
    const uid_t owner = kTestRoot ? ::geteuid() : 0;
    if (!a.journalDir.isEmpty())
        return StateDir::openPath(a.journalDir, owner);
    return StateDir::open(a.root, owner);
}

int journalFailure(const QString &message, bool json)
{
    if (json) {
        ApplyReport r;
        r.status = ApplyStatus::JournalFailed;
        r.errors << message;
        r.message = message;
        writeOut(reportJsonLines(r));
    }
    writeErr(message);
    return ExitJournal;
}

int runApply(const Args &a, IrqWriter &writer)
{
    // An apply that waits for confirmation promises to undo itself. Ctrl-C in
    // the caller's terminal reaches every process of its foreground group,
    // this one too: dying of it after the writes would leave the plan in
    // place with nobody to roll it back. The caller's end of stdin closing
    // (it died) or the time running out still rolls back.
    if (a.confirmTimeout > 0)
        ::signal(SIGINT, SIG_IGN);
    QByteArray bytes, tail;
    bool eof = false;
    if (!readPlanBytes(bytes, tail, eof)) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "stdin: %1").arg(errnoText(errno)));
        return ExitSystem;
    }
    auto plan = readPlanInput(bytes, QStringLiteral("stdin"));
    if (!plan.ok()) {
        ApplyReport r;
        r.status = ApplyStatus::InvalidPlan;
        r.errors << plan.errorString();
        r.message = plan.errorString();
        writeOut(reportJsonLines(r));
        writeErr(plan.errorString());
        return ExitInvalidPlan;
    }

    ApplyOptions opt;
    opt.dryRun = a.dryRun;
    opt.journalName = a.journalName;
    opt.awaitConfirm = a.confirmTimeout > 0;
    std::optional<StateDir> dir;
    const QString marker = confirmMarkerName(a.journalName);
    if (!a.dryRun) { // a dry run touches no file at all
        auto opened = openStateDir(a);
        if (!opened.ok())
            return journalFailure(opened.errorString(), true);
        dir.emplace(std::move(*opened));
        if (Status s = dir->checkFile(a.journalName); !s.ok())
            return journalFailure(s.errorString(), true);
        dir->remove(marker); // a stale confirmation must not count
        opt.stateDir = &*dir;
    }
    ApplyReport r = applyPlan(*plan, writer, opt);
    writeOut(reportJsonLines(r));
    writeErr(r.message);
    for (const QString &e : r.errors)
        writeErr(e);
    if (r.status != ApplyStatus::Applied || !opt.awaitConfirm)
        return exitFor(r.status);

    writeErr(QCoreApplication::translate(
                 "irqatlas-helper",
                 "applied; waiting %1 s for confirmation (a line \"confirm\" on stdin or "
                 "`irqatlas-helper confirm`), else rolling back")
                 .arg(a.confirmTimeout));
    const Confirm answer = waitForConfirm(a.confirmTimeout, *dir, marker, tail, eof);
    if (answer == Confirm::Confirmed) {
        dir->remove(marker);
        if (Status s = confirmJournal(*dir, a.journalName); !s.ok())
            writeErr(s.errorString());
        QJsonObject o;
        o.insert(QStringLiteral("confirmed"), true);
        writeOut(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
        writeErr(QCoreApplication::translate("irqatlas-helper", "confirmed"));
        return ExitOk;
    }
    if (answer == Confirm::Revert)
        writeErr(QCoreApplication::translate("irqatlas-helper", "revert requested, rolling back"));
    else
        writeErr(QCoreApplication::translate("irqatlas-helper",
                                             "no confirmation within %1 s, rolling back")
                     .arg(a.confirmTimeout));
    ApplyReport back = rollbackJournalFile(*dir, a.journalName, writer);
    writeOut(reportJsonLines(back));
    writeErr(back.message);
    return back.status == ApplyStatus::Reverted ? ExitReverted : exitFor(back.status);
}

int runStatus(const Args &a)
{
    auto dir = openStateDir(a);
    if (!dir.ok())
        return journalFailure(dir.errorString(), false);
    bool notFound = false;
    auto j = loadJournal(*dir, a.journalName, &notFound);
    if (!j.ok()) {
        writeErr(notFound ? QCoreApplication::translate("irqatlas-helper", "%1: no journal")
                                .arg(dir->pathOf(a.journalName))
                          : j.errorString());
        return notFound ? ExitNothingToDo : ExitJournal;
    }
    writeOut(writeJournalJson(*j));
    return ExitOk;
}

int runConfirm(const Args &a)
{
    auto dir = openStateDir(a);
    if (!dir.ok())
        return journalFailure(dir.errorString(), false);
    auto j = loadJournal(*dir, a.journalName);
    if (!j.ok()) {
        writeErr(j.errorString());
        return ExitNothingToDo;
    }
    if (j->state != Journal::State::AwaitingConfirm) {
        writeErr(QCoreApplication::translate("irqatlas-helper",
                                             "%1: nothing awaits confirmation (state %2)")
                     .arg(dir->pathOf(a.journalName), journalStateName(j->state)));
        return ExitNothingToDo;
    }
    if (Status s = dir->touch(confirmMarkerName(a.journalName)); !s.ok()) {
        writeErr(s.errorString());
        return ExitJournal;
    }
    writeErr(QCoreApplication::translate("irqatlas-helper", "confirmation sent"));
    return ExitOk;
}

int runRollback(const Args &a, IrqWriter &writer)
{
    auto dir = openStateDir(a);
    if (!dir.ok())
        return journalFailure(dir.errorString(), true);
    ApplyReport r = rollbackJournalFile(*dir, a.journalName, writer);
    writeOut(reportJsonLines(r));
    writeErr(r.message);
    for (const QString &e : r.errors)
        if (e != r.message)
            writeErr(e);
    if (r.status == ApplyStatus::Reverted)
        return ExitOk;
    if (r.status == ApplyStatus::NothingToRollBack)
        return dir->exists(a.journalName) ? ExitOk : ExitNothingToDo;
    return exitFor(r.status);
}

} // namespace

int main(int argc, char **argv)
{
    // Read before the environment goes: the test build keeps its free
    // journal paths only when pkexec did not start it.
    const bool viaPkexec = std::getenv("PKEXEC_UID") != nullptr;
    // Nothing from the caller's environment may steer a root process:
    // no QT_* variables, no locale tricks, no PATH.
    ::clearenv();
    ::umask(077);
    // Started over SSH, a dropped connection must not kill the helper while
    // it waits to roll back: output to a closed pipe is lost, nothing else.
    ::signal(SIGPIPE, SIG_IGN);
    ::signal(SIGHUP, SIG_IGN);

    Args a;
    if (const int code = parseArgs(argc, argv, a, viaPkexec); code >= 0)
        return code;

    if (a.command == QLatin1String("status"))
        return runStatus(a);
    if (a.command == QLatin1String("confirm"))
        return runConfirm(a);

    RootIrqWriter real(a.root);
    if (Status s = real.open(); !s.ok()) {
        writeErr(s.errorString());
        return ExitSystem;
    }
    FaultyIrqWriter faulty(real);
    if (a.slowMs)
        faulty.slowWrites(a.slowMs);
    if (a.stopBeforeWrite)
        faulty.stopBeforeWrite(a.stopBeforeWrite);
    if (a.failNth)
        faulty.failWrite(a.failNth, a.failErr);
    if (a.failIrq >= 0)
        faulty.failIrq(a.failIrq, a.failIrqErr);
    if (a.fakeIrq >= 0)
        faulty.fakeReadBack(a.fakeIrq, a.fakeList);
    IrqWriter &writer =
        kTestRoot ? static_cast<IrqWriter &>(faulty) : static_cast<IrqWriter &>(real);

    if (a.command == QLatin1String("apply"))
        return runApply(a, writer);
    return runRollback(a, writer);
}
