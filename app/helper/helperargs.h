#pragma once

// The helper's command line: a fixed list of arguments parsed by hand, the
// usage text and the exit codes (docs/HELPER.md). Compiled into both helper
// builds; only the test build (IRQATLAS_HELPER_TESTROOT) takes --root, the
// fault hooks and journal paths.

#include "apply/applier.h"

#include <QByteArray>
#include <QString>
#include <string>

namespace irqatlas::helper {

enum Exit : int
{
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
inline constexpr bool kTestRoot = true;
#else
inline constexpr bool kTestRoot = false;
#endif

void writeOut(const QByteArray &b);
void writeErr(const QString &m);
int exitFor(ApplyStatus s);

struct Args
{
    QString command;
    bool dryRun = false;
    bool journalGiven = false;
    QString journalArg;  // as given
    QString journalName; // the name in the state directory
    QString journalDir;  // empty: the state directory (the test build's free paths only)
    int confirmTimeout = -1;
    double costSeconds = 5; // cost --seconds
    bool costSecondsGiven = false;
    int pid = 0; // irqbalance --pid: the daemon to ask (0: the only or lowest one)
    QString root = QStringLiteral("/");
    int slowMs = 0;
    int stopBeforeWrite = 0;
    int failNth = 0, failErr = 0;
    int failIrq = -1, failIrqErr = 0;
    int fakeIrq = -1;
    int irqbalancePid = 0; // the test build's daemon to ban IRQs in (it looks for none itself)
    std::string fakeList;
};

// Returns -1 when parsing succeeded, else the exit code (usage printed).
// viaPkexec: PKEXEC_UID was set, so even the test build takes names only.
int parseArgs(int argc, char **argv, Args &a, bool viaPkexec);

} // namespace irqatlas::helper
