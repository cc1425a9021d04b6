#include "helperargs.h"

#include "apply/irqwriter.h"
#include "apply/statedir.h"
#include "cost/tracesession.h"
#include "version/version.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>
#include <cstdio>

namespace irqatlas::helper {
namespace {

QString usage()
{
    QString u = QCoreApplication::translate(
        "irqatlas-helper",
        "Usage:\n"
        "  irqatlas-helper apply [--dry-run] [--journal NAME] [--confirm-timeout S]\n"
        "      reads a plan (irqatlas-plan JSON, at most 1 MiB) on stdin, ended by EOF\n"
        "      or by a line holding only \".\"; with --confirm-timeout, then waits S\n"
        "      seconds for a line \"confirm\" on stdin or `irqatlas-helper confirm`\n"
        "      and rolls back by itself when none comes (or at once on a line \"revert\")\n"
        "  irqatlas-helper rollback [--journal NAME]   restore the last journal\n"
        "  irqatlas-helper confirm [--journal NAME]    confirm a waiting apply\n"
        "  irqatlas-helper status [--journal NAME]     show the last journal\n"
        "  irqatlas-helper cost [--seconds S]          measure interrupt cost for S seconds\n"
        "      (default 5, at most 60) from the kernel's irq tracepoints in a tracefs\n"
        "      instance of its own; prints the figures as irqatlas-cost JSON\n"
        "  irqatlas-helper irqbalance [--pid PID]     what the running irqbalance says\n"
        "      over its control socket (stats and setup), checked, as one JSON line\n"
        "\n"
        "Writes only /proc/irq/<n>/smp_affinity_list (and, for cost, its own tracefs\n"
        "instance instances/irqatlas-<pid>); while a plan holds, a running irqbalance\n"
        "bans its IRQs (its list is put back by a rollback). Journals live in /var/lib/irqatlas\n"
        "(a root-owned directory, mode 0700); NAME is a file name there\n"
        "([A-Za-z0-9._-], 1-64 characters, not starting with \".\"; default journal.json).\n"
        "/var/lib/irqatlas/NAME is accepted as the same name; no other path is.\n"
        "\n"
        "Exit status:\n"
        "  0  success (applied, dry run, rolled back, confirmed, already rolled back,\n"
        "     measured)\n"
        "  1  system error (/proc/irq or the online CPU list unreadable; cost: no\n"
        "     tracefs or irq events, or interrupted)\n"
        "  2  usage error\n"
        "  3  invalid plan (size, JSON, format, version, CPU list): nothing written\n"
        "  4  plan does not fit this machine (IRQ missing, CPU offline): nothing written\n"
        "  5  journal not writable or unreadable: nothing written\n"
        "  6  a write failed; every IRQ written before was restored\n"
        "  7  a write failed and some restores failed: run rollback again\n"
        "  8  applied, then rolled back because no confirmation came in time\n"
        "  9  nothing to do (no journal / nothing awaits confirmation)\n");
    u += QCoreApplication::translate("irqatlas-helper",
                                     "\nirqatlas-helper --version shows the version.\n");
    if (kTestRoot)
        u += QCoreApplication::translate(
            "irqatlas-helper",
            "\nTest build only:\n"
            "  --root DIR                 use DIR/proc, DIR/sys and DIR/var/lib/irqatlas\n"
            "  --journal PATH             also an absolute path (not when started by pkexec)\n"
            "  --test-slow-write MS       sleep before each write\n"
            "  --test-stop-before-write N stop (SIGSTOP) before the Nth write\n"
            "  --test-fail-write N:ERRNO  the Nth write fails with ERRNO (EIO, EINVAL, ENOSPC...)\n"
            "  --test-fail-irq IRQ:ERRNO  every write to IRQ fails with ERRNO\n"
            "  --test-readback IRQ:LIST   smp_affinity_list of IRQ reads back as LIST\n"
            "  --test-irqbalance-pid PID  the irqbalance to ban the plan's IRQs in\n");
    return u;
}

bool parseIntArg(const QString &s, int &out, int min, int max)
{
    bool ok = false;
    const int v = s.toInt(&ok);
    if (!ok || v < min || v > max)
        return false;
    out = v;
    return true;
}

// A plain decimal ("5", "0.5"): no exponent, sign, "inf" or "nan", so the
// helper's limit is the one the caller sees.
bool parseSeconds(const QString &s, double &out)
{
    static const QRegularExpression plain(QStringLiteral("^[0-9]{1,2}(\\.[0-9]{1,3})?$"));
    if (!plain.match(s).hasMatch())
        return false;
    const double v = s.toDouble();
    if (!(v > 0) || v > CostSessionOptions::kMaxSeconds)
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

// The caller names a journal, never a path: root must not create, replace
// or delete files that someone else chose. Returns -1 when fine, else the
// exit code.
int resolveJournal(Args &a, bool viaPkexec)
{
    const QString v = a.journalArg;
    if (!a.journalGiven) {
        a.journalName = QString::fromLatin1(kDefaultJournalName);
        return -1;
    }
    if (isJournalName(v)) {
        a.journalName = v;
        return -1;
    }
    // The spelling of earlier versions, /var/lib/irqatlas/NAME, names the
    // same file and stays valid (under --root in the test build).
    const QString stateDir = (kTestRoot && a.root != QLatin1String("/") ? a.root : QString()) +
                             QLatin1String(kStateDirPath) + QLatin1Char('/');
    if (v.startsWith(stateDir) && isJournalName(v.mid(stateDir.size()))) {
        a.journalName = v.mid(stateDir.size());
        return -1;
    }
    // Only the test build, started by its test and not by pkexec, keeps
    // journals wherever the test wants them.
    if (kTestRoot && !viaPkexec && QDir::isAbsolutePath(v) && !v.endsWith(QLatin1Char('/'))) {
        const QFileInfo fi(QDir::cleanPath(v));
        a.journalDir = fi.absolutePath();
        a.journalName = fi.fileName();
        return -1;
    }
    writeErr(QCoreApplication::translate(
                 "irqatlas-helper",
                 "--journal: \"%1\" is not a journal name: the helper keeps its journals "
                 "in %2 and takes only a file name there (letters, digits, \".\", \"_\", "
                 "\"-\", at most 64, not starting with \".\"), never a path")
                 .arg(v, QLatin1String(kStateDirPath)));
    return ExitUsage;
}

} // namespace

void writeOut(const QByteArray &b)
{
    std::fwrite(b.constData(), 1, std::size_t(b.size()), stdout);
    std::fflush(stdout);
}
void writeErr(const QString &m)
{
    const QByteArray b = QStringLiteral("irqatlas-helper: %1\n").arg(m).toUtf8();
    std::fwrite(b.constData(), 1, std::size_t(b.size()), stderr);
}

int exitFor(ApplyStatus s)
{
    switch (s) {
    case ApplyStatus::Applied:
    case ApplyStatus::DryRun:
        return ExitOk;
    case ApplyStatus::InvalidPlan:
        return ExitInvalidPlan;
    case ApplyStatus::PlanDoesNotFit:
        return ExitPlanDoesNotFit;
    case ApplyStatus::JournalFailed:
        return ExitJournal;
    case ApplyStatus::RolledBack:
        return ExitRolledBack;
    case ApplyStatus::RollbackIncomplete:
        return ExitRollbackIncomplete;
    case ApplyStatus::Reverted:
        return ExitOk;
    case ApplyStatus::NothingToRollBack:
        return ExitNothingToDo;
    case ApplyStatus::SystemError:
        return ExitSystem;
    }
    return ExitSystem;
}

// Returns -1 when parsing succeeded, else the exit code.
int parseArgs(int argc, char **argv, Args &a, bool viaPkexec)
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
        } else if (arg == QLatin1String("--version")) {
            writeOut(QByteArray("irqatlas-helper ") + versionText() + '\n');
            return ExitOk;
        } else if (a.command.isEmpty() && !arg.startsWith(QLatin1Char('-'))) {
            a.command = arg;
        } else if (arg == QLatin1String("--dry-run")) {
            a.dryRun = true;
        } else if (arg == QLatin1String("--journal") && value(v)) {
            a.journalGiven = true;
            a.journalArg = v;
        } else if (arg == QLatin1String("--confirm-timeout") && value(v)) {
            if (!parseIntArg(v, a.confirmTimeout, 1, 86400)) {
                writeErr(QCoreApplication::translate(
                             "irqatlas-helper",
                             "--confirm-timeout: \"%1\" is not a number of seconds (1-86400)")
                             .arg(v));
                return ExitUsage;
            }
        } else if (arg == QLatin1String("--seconds") && value(v)) {
            if (!parseSeconds(v, a.costSeconds)) {
                writeErr(QCoreApplication::translate(
                             "irqatlas-helper",
                             "--seconds: \"%1\" is not a duration above 0 and at most 60 seconds")
                             .arg(v));
                return ExitUsage;
            }
            a.costSecondsGiven = true;
        } else if (arg == QLatin1String("--pid") && value(v)) {
            if (!parseIntArg(v, a.pid, 1, 1 << 22)) {
                writeErr(QCoreApplication::translate("irqatlas-helper",
                                                     "--pid: \"%1\" is not a process id")
                             .arg(v));
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
                writeErr(QCoreApplication::translate(
                             "irqatlas-helper", "--test-fail-write: expected N:ERRNO, got \"%1\"")
                             .arg(v));
                return ExitUsage;
            }
        } else if (kTestRoot && arg == QLatin1String("--test-fail-irq") && value(v)) {
            if (!parsePair(v, a.failIrq, a.failIrqErr)) {
                writeErr(QCoreApplication::translate(
                             "irqatlas-helper", "--test-fail-irq: expected IRQ:ERRNO, got \"%1\"")
                             .arg(v));
                return ExitUsage;
            }
        } else if (kTestRoot && arg == QLatin1String("--test-irqbalance-pid") && value(v)) {
            if (!parseIntArg(v, a.irqbalancePid, 1, 1 << 22))
                return ExitUsage;
        } else if (kTestRoot && arg == QLatin1String("--test-readback") && value(v)) {
            const qsizetype c = v.indexOf(QLatin1Char(':'));
            if (c <= 0 || !parseIntArg(v.left(c), a.fakeIrq, 0, 1 << 24))
                return ExitUsage;
            a.fakeList = v.mid(c + 1).toStdString() + '\n';
        } else {
            writeErr(QCoreApplication::translate("irqatlas-helper",
                                                 "unknown or incomplete argument \"%1\"\n")
                         .arg(arg) +
                     usage());
            return ExitUsage;
        }
    }
    static const QStringList commands = {QStringLiteral("apply"),   QStringLiteral("rollback"),
                                         QStringLiteral("confirm"), QStringLiteral("status"),
                                         QStringLiteral("cost"),    QStringLiteral("irqbalance")};
    if (!commands.contains(a.command)) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "unknown command \"%1\"\n")
                     .arg(a.command) +
                 usage());
        return ExitUsage;
    }
    if (a.command != QLatin1String("apply") && (a.dryRun || a.confirmTimeout >= 0)) {
        writeErr(QCoreApplication::translate("irqatlas-helper",
                                             "--dry-run and --confirm-timeout only go with apply"));
        return ExitUsage;
    }
    if (a.command == QLatin1String("cost") && a.journalGiven) {
        writeErr(QCoreApplication::translate(
            "irqatlas-helper", "cost keeps no journal: --journal does not go with it"));
        return ExitUsage;
    }
    const bool irqbalance = a.command == QLatin1String("irqbalance");
    if (irqbalance && a.journalGiven) {
        writeErr(QCoreApplication::translate(
            "irqatlas-helper", "irqbalance keeps no journal: --journal does not go with it"));
        return ExitUsage;
    }
    if (!irqbalance && a.pid) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "--pid only goes with irqbalance"));
        return ExitUsage;
    }
    if (a.command != QLatin1String("cost") && a.costSecondsGiven) {
        writeErr(QCoreApplication::translate("irqatlas-helper", "--seconds only goes with cost"));
        return ExitUsage;
    }
    return resolveJournal(a, viaPkexec);
}

} // namespace irqatlas::helper
