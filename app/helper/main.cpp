// irqatlas-helper: the only irqatlas code that runs as root (docs/HELPER.md).
// It trusts nothing it is given: the plan is re-validated against the running
// kernel before the first write, the environment is dropped, no shell, no
// settings, no plugins. Built a second time as irqatlas-helper-testroot
// (IRQATLAS_HELPER_TESTROOT) which alone accepts --root and the fault hooks.

#include "apply/applier.h"
#include "apply/irqwriter.h"
#include "apply/journal.h"
#include "apply/statedir.h"
#include "apply/termsignals.h"
#include "apply/watchdog.h"
#include "cost/costreport.h"
#include "cost/tracesession.h"
#include "helperargs.h"
#include "model/syserror.h"
#include "procfs/irqbalancesocket.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cerrno>
#include <csignal>
#include <cstdint>
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
    Revert,
    Signal, // an ending signal: roll back now (termsignals.h)
};

// The confirmation lines are "confirm" or "revert"; a client that sends
// anything longer is not speaking this protocol.
constexpr qsizetype kMaxConfirmLine = 4096;

Confirm takeLines(QByteArray &pending, bool &answered)
{
    answered = true;
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
    answered = false;
    return Confirm::TimedOut;
}

// deadlineNs is on bootClockNs(), the watchdog's clock too.
Confirm waitForConfirm(std::int64_t deadlineNs, const StateDir &dir, const QString &marker,
                       QByteArray pending, bool stdinEof, int &signo)
{
    for (;;) {
        bool answered = false;
        if (const Confirm c = takeLines(pending, answered); answered)
            return c;
        if (dir.exists(marker) && dir.checkFile(marker).ok())
            return Confirm::Confirmed;
        if ((signo = takeCaughtSignal()) != 0)
            return Confirm::Signal;
        const std::int64_t left = (deadlineNs - bootClockNs()) / 1000000;
        if (left <= 0)
            return Confirm::TimedOut;
        pollfd pfd[2] = {{stdinEof ? -1 : STDIN_FILENO, POLLIN, 0}, {signalPipeFd(), POLLIN, 0}};
        if (::poll(pfd, 2, int(std::min<std::int64_t>(left, 100))) > 0 && pfd[0].revents) {
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

// The last line of an apply that waited: what ended the wait and the
// journal's state as read back from disk, so that a client reports what
// is, not what it asked for.
void printEnded(const StateDir &dir, const QString &name, const QString &by)
{
    auto j = loadJournal(dir, name);
    QJsonObject ended;
    ended.insert(QStringLiteral("by"), by);
    ended.insert(QStringLiteral("journal_state"),
                 j.ok() ? QJsonValue(journalStateName(j->state)) : QJsonValue());
    QJsonObject o;
    o.insert(QStringLiteral("ended"), ended);
    writeOut(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
}

QString causeName(Confirm c)
{
    switch (c) {
    case Confirm::Confirmed:
        return QStringLiteral("confirm");
    case Confirm::Revert:
        return QStringLiteral("revert");
    case Confirm::Signal:
        return QStringLiteral("signal");
    case Confirm::TimedOut:
        break;
    }
    return QStringLiteral("timeout");
}

void sayWhyRollingBack(Confirm answer, int signo, int timeout)
{
    if (answer == Confirm::Revert)
        writeErr(QCoreApplication::translate("irqatlas-helper", "revert requested, rolling back"));
    else if (answer == Confirm::Signal)
        writeErr(QCoreApplication::translate("irqatlas-helper", "%1 (signal %2), rolling back now")
                     .arg(QString::fromLocal8Bit(::strsignal(signo)))
                     .arg(signo));
    else
        writeErr(QCoreApplication::translate("irqatlas-helper",
                                             "no confirmation within %1 s, rolling back")
                     .arg(timeout));
}

// The end of the wait, under the state directory's lock: the watchdog may
// have rolled the journal back at the deadline while this process was
// stopped; it never does so after the release.
int settleWait(const Args &a, const StateDir &dir, IrqWriter &writer, ConfirmWatchdog *dog,
               Confirm answer, int signo)
{
    auto lock = dir.lock();
    if (!lock.ok())
        writeErr(lock.errorString()); // settled anyway: restoring twice writes the same values
    auto j = loadJournal(dir, a.journalName);
    const bool held = j.ok() && j->state == Journal::State::AwaitingConfirm;
    if (answer == Confirm::Confirmed && held) {
        dir.remove(confirmMarkerName(a.journalName));
        if (Status s = confirmJournal(dir, a.journalName); !s.ok())
            writeErr(s.errorString());
        if (dog)
            dog->release();
        QJsonObject o;
        o.insert(QStringLiteral("confirmed"), true);
        writeOut(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
        printEnded(dir, a.journalName, causeName(answer));
        writeErr(QCoreApplication::translate("irqatlas-helper", "confirmed"));
        return ExitOk;
    }
    if (j.ok() && j->state == Journal::State::RolledBack) {
        ApplyReport r;
        r.status = ApplyStatus::Reverted;
        r.journalPath = dir.pathOf(a.journalName);
        r.message = QCoreApplication::translate(
            "irqatlas-helper",
            "the watchdog rolled the plan back at the deadline while this process was stopped");
        writeOut(reportJsonLines(r));
        printEnded(dir, a.journalName, QStringLiteral("watchdog"));
        writeErr(r.message);
        return ExitReverted;
    }
    sayWhyRollingBack(answer, signo, a.confirmTimeout);
    ApplyReport back = rollbackJournalFile(dir, a.journalName, writer);
    if (dog)
        dog->release();
    writeOut(reportJsonLines(back));
    printEnded(dir, a.journalName, causeName(answer));
    writeErr(back.message);
    return back.status == ApplyStatus::Reverted ? ExitReverted : exitFor(back.status);
}

// Written and waiting: the watchdog takes over whatever ends or stops this
// process, and the wait ends in settleWait().
int holdPlan(const Args &a, const StateDir &dir, IrqWriter &writer, const QByteArray &tail,
             bool eof)
{
    const std::int64_t deadlineNs = bootClockNs() + std::int64_t(a.confirmTimeout) * 1000000000;
    auto written = loadJournal(dir, a.journalName);
    auto dog = written.ok()
                   ? ConfirmWatchdog::start(dir, a.journalName, *written, deadlineNs, writer)
                   : Result<ConfirmWatchdog>(written.error());
    if (!dog.ok()) {
        // Without a watchdog nothing would undo the plan if this process died.
        writeErr(dog.errorString());
        return settleWait(a, dir, writer, nullptr, Confirm::Revert, 0);
    }
    QJsonObject o;
    o.insert(QStringLiteral("watchdog"), qint64(dog->pid()));
    writeOut(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
    writeErr(QCoreApplication::translate(
                 "irqatlas-helper",
                 "applied; waiting %1 s for confirmation (a line \"confirm\" on stdin or "
                 "`irqatlas-helper confirm`), else rolling back")
                 .arg(a.confirmTimeout));
    int signo = 0;
    const Confirm answer =
        waitForConfirm(deadlineNs, dir, confirmMarkerName(a.journalName), tail, eof, signo);
    return settleWait(a, dir, writer, &*dog, answer, signo);
}

// The daemons that would move the plan's IRQs back. The test build writes
// below a fake root: it bans in the test's own daemon only, never in one
// that serves this machine.
std::vector<int> irqbalanceToBan(const Args &a)
{
    if (a.dryRun)
        return {};
    if (kTestRoot)
        return a.irqbalancePid > 0 ? std::vector<int>{a.irqbalancePid} : std::vector<int>{};
    return irqbalancePids(*openLocalHost());
}

int runApply(const Args &a, IrqWriter &writer)
{
    // An apply that waits for confirmation promises to undo itself. A signal
    // that would end this process (Ctrl-C or Ctrl-\ in the caller's terminal
    // reach its whole foreground group, `timeout` and a stopped systemd
    // scope send SIGTERM) rolls the plan back at once; a terminal's stop
    // signals are ignored; SIGKILL, SIGSTOP and a crash leave it to the
    // watchdog (holdPlan). Caught from the start, so one that comes during
    // the writes counts as soon as they are done.
    if (a.confirmTimeout > 0 && !a.dryRun) {
        if (Status s = catchEndingSignals(); !s.ok()) {
            writeErr(s.errorString());
            return ExitSystem;
        }
    }
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
    opt.irqbalancePids = irqbalanceToBan(a);
    std::optional<StateDir> dir;
    if (!a.dryRun) { // a dry run touches no file at all
        auto opened = openStateDir(a);
        if (!opened.ok())
            return journalFailure(opened.errorString(), true);
        dir.emplace(std::move(*opened));
        if (Status s = dir->checkFile(a.journalName); !s.ok())
            return journalFailure(s.errorString(), true);
        dir->remove(confirmMarkerName(a.journalName)); // a stale confirmation must not count
        opt.stateDir = &*dir;
    }
    ApplyReport r = applyPlan(*plan, writer, opt);
    writeOut(reportJsonLines(r));
    writeErr(r.message);
    for (const QString &e : r.errors)
        writeErr(e);
    if (r.status != ApplyStatus::Applied || !opt.awaitConfirm)
        return exitFor(r.status);
    return holdPlan(a, *dir, writer, tail, eof);
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
    // Not at the same time as a waiting apply's watchdog or helper.
    auto lock = dir->lock();
    if (!lock.ok())
        writeErr(lock.errorString());
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

// Aggregated figures only, never trace text: what a user may learn from
// root's tracepoints is what `irqatlas-cli cost` shows root.
int runCost(const Args &a)
{
    // Ctrl-C, a TERM or a hang-up end the measurement through its poll, which
    // removes the trace instance before the helper exits.
    if (Status s = catchEndingSignals(); !s.ok()) {
        writeErr(s.errorString());
        return ExitSystem;
    }
    CostSessionOptions o;
    o.seconds = a.costSeconds;
    o.stopFd = signalPipeFd();
    auto report = measureCost(o);
    if (!report.ok()) {
        writeErr(report.errorString());
        return ExitSystem;
    }
    writeOut(costJson(*report) + '\n');
    return ExitOk;
}

// What irqbalance answers root alone, for a user's `irqatlas-cli
// irqbalance`: only a daemon found by its name in /proc is asked, and its
// answers are printed only when they parse (the reader checks them again).
int runIrqbalance(const Args &a)
{
    const std::vector<int> pids = irqbalancePids(*openLocalHost());
    if (pids.empty() || (a.pid && std::find(pids.begin(), pids.end(), a.pid) == pids.end())) {
        writeErr(a.pid ? QCoreApplication::translate("irqatlas-helper",
                                                     "--pid %1: no irqbalance runs with that pid")
                             .arg(a.pid)
                       : QCoreApplication::translate("irqatlas-helper",
                                                     "irqbalance is not running on this machine"));
        return ExitNothingToDo;
    }
    const int pid = a.pid ? a.pid : pids.front();
    auto stats = askIrqbalance(pid, "stats");
    auto setup = stats.ok() ? askIrqbalance(pid, "setup") : Result<QByteArray>(stats.error());
    if (!setup.ok()) {
        writeErr(setup.errorString());
        return ExitSystem;
    }
    auto view = parseIrqbalanceAnswers(pid, *stats, *setup);
    if (!view.ok()) {
        writeErr(view.errorString());
        return ExitSystem;
    }
    writeOut(irqbalanceAnswersJson(pid, *stats, *setup) + '\n');
    return ExitOk;
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
    if (a.command == QLatin1String("cost"))
        return runCost(a);
    if (a.command == QLatin1String("irqbalance"))
        return runIrqbalance(a);

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
