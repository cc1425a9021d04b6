// irqatlas-helper: the only irqatlas code that runs as root (docs/HELPER.md).
// It trusts nothing it is given: the plan is re-validated against the running
// kernel before the first write, the environment is dropped, no shell, no
// settings, no plugins. Built a second time as irqatlas-helper-testroot
// (IRQATLAS_HELPER_TESTROOT) which alone accepts --root and the fault hooks.

#include "apply/applier.h"
#include "apply/irqwriter.h"
#include "apply/journal.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <csignal>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace irqatlas;

namespace {


enum Exit : int {
    ExitOk = 0,
    ExitSystem = 1,
    ExitUsage = 2,
    ExitInvalidPlan = 3,
    ExitPlanDoesNotFit = 4,
    ExitJournal = 5,
    ExitRolledBack = 6,
    ExitRollbackIncomplete = 7,
    ExitReverted = 8,
    ExitNothingToDo = 9,
};

#ifdef IRQATLAS_HELPER_TESTROOT
constexpr bool kTestRoot = true;
#else
constexpr bool kTestRoot = false;
#endif

void writeOut(const QByteArray &b) { std::fwrite(b.constData(), 1, std::size_t(b.size()), stdout); std::fflush(stdout); }
void writeErr(const QString &m)
{
    const QByteArray b = QStringLiteral("irqatlas-helper: %1\n").arg(m).toUtf8();
    std::fwrite(b.constData(), 1, std::size_t(b.size()), stderr);
}

QString usage()
{
    QString u = QCoreApplication::translate("irqatlas-helper", "Usage:\n"
                   "  irqatlas-helper apply [--dry-run] [--journal PATH] [--confirm-timeout S]\n"
                   "      reads a plan (irqatlas-plan JSON, at most 1 MiB) on stdin, ended by EOF\n"
                   "      or by a line holding only \".\"; with --confirm-timeout, then waits S\n"
                   "      seconds for a line \"confirm\" on stdin or `irqatlas-helper confirm`\n"
                   "      and rolls back by itself when none comes (or at once on a line \"revert\")\n"
                   "  irqatlas-helper rollback [--journal PATH]   restore the last journal\n"
                   "  irqatlas-helper confirm [--journal PATH]    confirm a waiting apply\n"
                   "  irqatlas-helper status [--journal PATH]     show the last journal\n"
                   "\n"
                   "Writes only /proc/irq/<n>/smp_affinity_list. Default journal:\n"
                   "  /var/lib/irqatlas/journal.json\n"
                   "\n"
                   "Exit status:\n"
                   "  0  success (applied, dry run, rolled back, confirmed, already rolled back)\n"
                   "  1  system error (/proc/irq or the online CPU list unreadable)\n"
                   "  2  usage error\n"
                   "  3  invalid plan (size, JSON, format, version, CPU list): nothing written\n"
                   "  4  plan does not fit this machine (IRQ missing, CPU offline): nothing written\n"
                   "  5  journal not writable or unreadable: nothing written\n"
                   "  6  a write failed; every IRQ written before was restored\n"
                   "  7  a write failed and some restores failed: run rollback again\n"
                   "  8  applied, then rolled back because no confirmation came in time\n"
                   "  9  nothing to do (no journal / nothing awaits confirmation)\n");
    if (kTestRoot)
        u += QCoreApplication::translate("irqatlas-helper", "\nTest build only:\n"
                "  --root DIR                 use DIR/proc and DIR/sys (default journal DIR/var/lib/irqatlas/journal.json)\n"
                "  --test-slow-write MS       sleep before each write\n"
                "  --test-stop-before-write N stop (SIGSTOP) before the Nth write\n"
                "  --test-fail-write N:ERRNO  the Nth write fails with ERRNO (EIO, EINVAL, ENOSPC...)\n"
                "  --test-fail-irq IRQ:ERRNO  every write to IRQ fails with ERRNO\n"
                "  --test-readback IRQ:LIST   smp_affinity_list of IRQ reads back as LIST\n");
    return u;
}

int exitFor(ApplyStatus s)
{
    switch (s) {
    case ApplyStatus::Applied:
    case ApplyStatus::DryRun: return ExitOk;
    case ApplyStatus::InvalidPlan: return ExitInvalidPlan;
    case ApplyStatus::PlanDoesNotFit: return ExitPlanDoesNotFit;
    case ApplyStatus::JournalFailed: return ExitJournal;
    case ApplyStatus::RolledBack: return ExitRolledBack;
    case ApplyStatus::RollbackIncomplete: return ExitRollbackIncomplete;
    case ApplyStatus::Reverted: return ExitOk;
    case ApplyStatus::NothingToRollBack: return ExitNothingToDo;
    case ApplyStatus::SystemError: return ExitSystem;
    }
    return ExitSystem;
}

struct Args
{
    QString command;
    bool dryRun = false;
    QString journal;
    int confirmTimeout = -1;
    QString root = QStringLiteral("/");
    int slowMs = 0;
    int stopBeforeWrite = 0;
    int failNth = 0, failErr = 0;
    int failIrq = -1, failIrqErr = 0;
    int fakeIrq = -1;
    std::string fakeList;
};

bool parseIntArg(const QString &s, int &out, int min, int max)
{
    bool ok = false;
    const int v = s.toInt(&ok);
    if (!ok || v < min || v > max)
        return false;
    out = v;
    return true;
}

bool parsePair(const QString &s, int &a, int &err)
{
    const qsizetype c = s.indexOf(QLatin1Char(':'));
    if (c <= 0 || !parseIntArg(s.left(c), a, 0, 1 << 24))
        return false;
    err = errnoFromName(s.mid(c + 1));
    return err != 0;
}

// Returns -1 when parsing succeeded, else the exit code.
int parseArgs(int argc, char **argv, Args &a)
{
    if (argc < 2) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "no command given\n") + usage());
        return ExitUsage;
    }
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        auto value = [&](QString &out) {
            if (i + 1 >= argc)
                return false;
            out = QString::fromLocal8Bit(argv[++i]);
            return true;
        };
        QString v;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            writeOut(usage().toUtf8());
            return ExitOk;
        } else if (a.command.isEmpty() && !arg.startsWith(QLatin1Char('-'))) {
            a.command = arg;
        } else if (arg == QLatin1String("--dry-run")) {
            a.dryRun = true;
        } else if (arg == QLatin1String("--journal") && value(v)) {
            if (!QDir::isAbsolutePath(v)) {
                writeErr(QCoreApplication::translate("irqatlas-helper", "--journal: \"%1\" is not an absolute path").arg(v));
                return ExitUsage;
            }
            a.journal = QDir::cleanPath(v);
        } else if (arg == QLatin1String("--confirm-timeout") && value(v)) {
            if (!parseIntArg(v, a.confirmTimeout, 1, 86400)) {
                writeErr(QCoreApplication::translate("irqatlas-helper", "--confirm-timeout: \"%1\" is not a number of seconds (1-86400)").arg(v));
                return ExitUsage;
            }
        } else if (kTestRoot && arg == QLatin1String("--root") && value(v)) {
            a.root = v;
        } else if (kTestRoot && arg == QLatin1String("--test-slow-write") && value(v)) {
            if (!parseIntArg(v, a.slowMs, 0, 600000))
                return ExitUsage;
        } else if (kTestRoot && arg == QLatin1String("--test-stop-before-write") && value(v)) {
            if (!parseIntArg(v, a.stopBeforeWrite, 1, 1000000))
                return ExitUsage;
        } else if (kTestRoot && arg == QLatin1String("--test-fail-write") && value(v)) {
            if (!parsePair(v, a.failNth, a.failErr)) {
                writeErr(QCoreApplication::translate("irqatlas-helper", "--test-fail-write: expected N:ERRNO, got \"%1\"").arg(v));
                return ExitUsage;
            }
        } else if (kTestRoot && arg == QLatin1String("--test-fail-irq") && value(v)) {
            if (!parsePair(v, a.failIrq, a.failIrqErr)) {
                writeErr(QCoreApplication::translate("irqatlas-helper", "--test-fail-irq: expected IRQ:ERRNO, got \"%1\"").arg(v));
                return ExitUsage;
            }
        } else if (kTestRoot && arg == QLatin1String("--test-readback") && value(v)) {
            const qsizetype c = v.indexOf(QLatin1Char(':'));
            if (c <= 0 || !parseIntArg(v.left(c), a.fakeIrq, 0, 1 << 24))
                return ExitUsage;
            a.fakeList = v.mid(c + 1).toStdString() + '\n';
        } else {
            writeErr(QCoreApplication::translate("irqatlas-helper", "unknown or incomplete argument \"%1\"\n").arg(arg) + usage());
            return ExitUsage;
        }
    }
    static const QStringList commands = {QStringLiteral("apply"), QStringLiteral("rollback"),
                                         QStringLiteral("confirm"), QStringLiteral("status")};
    if (!commands.contains(a.command)) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "unknown command \"%1\"\n").arg(a.command) + usage());
        return ExitUsage;
    }
    if (a.command != QLatin1String("apply") && (a.dryRun || a.confirmTimeout >= 0)) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "--dry-run and --confirm-timeout only go with apply"));
        return ExitUsage;
    }
    if (a.journal.isEmpty()) {
        if (kTestRoot) {
            const QString dir = a.root + QStringLiteral("/var/lib/irqatlas");
            QDir().mkpath(dir);
            a.journal = dir + QStringLiteral("/journal.json");
        } else {
            // Made here rather than by the package so a fresh install works.
            ::mkdir("/var/lib/irqatlas", 0700);
            a.journal = QStringLiteral("/var/lib/irqatlas/journal.json");
        }
    }
    return -1;
}

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

enum class Confirm { Confirmed, TimedOut, Revert };

Confirm waitForConfirm(int seconds, const QString &confirmFile, QByteArray pending, bool stdinEof)
{
    using clock = std::chrono::steady_clock;
    const auto deadline = clock::now() + std::chrono::seconds(seconds);
    const QByteArray confirmPath = confirmFile.toLocal8Bit();
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
        struct stat st;
        if (::lstat(confirmPath.constData(), &st) == 0)
            return Confirm::Confirmed;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock::now()).count();
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

int runApply(const Args &a, IrqWriter &writer)
{
    QByteArray bytes, tail;
    bool eof = false;
    if (!readPlanBytes(bytes, tail, eof)) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "stdin: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
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
    const QString confirmFile = confirmFilePath(a.journal);
    ::unlink(confirmFile.toLocal8Bit().constData()); // a stale confirmation must not count

    ApplyOptions opt;
    opt.dryRun = a.dryRun;
    opt.journalPath = a.journal;
    opt.awaitConfirm = a.confirmTimeout > 0;
    ApplyReport r = applyPlan(*plan, writer, opt);
    writeOut(reportJsonLines(r));
    writeErr(r.message);
    for (const QString &e : r.errors)
        writeErr(e);
    if (r.status != ApplyStatus::Applied || !opt.awaitConfirm)
        return exitFor(r.status);

    writeErr(QCoreApplication::translate("irqatlas-helper", "applied; waiting %1 s for confirmation (a line \"confirm\" on stdin or "
                "`irqatlas-helper confirm`), else rolling back")
                 .arg(a.confirmTimeout));
    const Confirm answer = waitForConfirm(a.confirmTimeout, confirmFile, tail, eof);
    if (answer == Confirm::Confirmed) {
        ::unlink(confirmFile.toLocal8Bit().constData());
        if (Status s = confirmJournal(a.journal); !s.ok())
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
        writeErr(QCoreApplication::translate("irqatlas-helper", "no confirmation within %1 s, rolling back").arg(a.confirmTimeout));
    ApplyReport back = rollbackJournalFile(a.journal, writer);
    writeOut(reportJsonLines(back));
    writeErr(back.message);
    return back.status == ApplyStatus::Reverted ? ExitReverted : exitFor(back.status);
}

int runStatus(const Args &a)
{
    bool notFound = false;
    auto j = loadJournal(a.journal, &notFound);
    if (!j.ok()) {
        writeErr(notFound ? QCoreApplication::translate("irqatlas-helper", "%1: no journal").arg(a.journal) : j.errorString());
        return notFound ? ExitNothingToDo : ExitJournal;
    }
    writeOut(writeJournalJson(*j));
    return ExitOk;
}

int runConfirm(const Args &a)
{
    auto j = loadJournal(a.journal);
    if (!j.ok()) {
        writeErr(j.errorString());
        return ExitNothingToDo;
    }
    if (j->state != Journal::State::AwaitingConfirm) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "%1: nothing awaits confirmation (state %2)").arg(a.journal, journalStateName(j->state)));
        return ExitNothingToDo;
    }
    const QByteArray p = confirmFilePath(a.journal).toLocal8Bit();
    const int fd = ::open(p.constData(), O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "%1: %2").arg(QString::fromLocal8Bit(p), QString::fromLocal8Bit(std::strerror(errno))));
        return ExitJournal;
    }
    ::close(fd);
    writeErr(QCoreApplication::translate("irqatlas-helper", "confirmation sent"));
    return ExitOk;
}

} // namespace

int main(int argc, char **argv)
{
    // Nothing from the caller's environment may steer a root process:
    // no QT_* variables, no locale tricks, no PATH.
    ::clearenv();
    ::umask(077);
    // Started over SSH, a dropped connection must not kill the helper while
    // it waits to roll back: output to a closed pipe is lost, nothing else.
    ::signal(SIGPIPE, SIG_IGN);
    ::signal(SIGHUP, SIG_IGN);

    Args a;
    if (const int code = parseArgs(argc, argv, a); code >= 0)
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
    IrqWriter &writer = kTestRoot ? static_cast<IrqWriter &>(faulty) : static_cast<IrqWriter &>(real);

    if (a.command == QLatin1String("apply"))
        return runApply(a, writer);

    ApplyReport r = rollbackJournalFile(a.journal, writer);
    writeOut(reportJsonLines(r));
    writeErr(r.message);
    if (r.status == ApplyStatus::Reverted)
        return ExitOk;
    if (r.status == ApplyStatus::NothingToRollBack)
        return QFileInfo::exists(a.journal) ? ExitOk : ExitNothingToDo;
    return exitFor(r.status);
}
