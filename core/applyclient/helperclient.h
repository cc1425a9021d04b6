#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace irqatlas {

// The installed helper, LIBEXECDIR/irqatlas/irqatlas-helper of the prefix
// irqatlas was configured with (/usr/libexec/irqatlas/irqatlas-helper in the
// package); the polkit policy names this exact path.
QString installedHelperPath();
// Where the helper is when the tree holding binDir was installed under a
// prefix other than the configured one (cmake --install --prefix, DESTDIR):
// binDir/../libexec/irqatlas/irqatlas-helper.
QString relocatedHelperPath(const QString &binDir);

// Where irqatlas-helper is and how it is started. The defaults find the real
// one; the CLI's --root and the tests name the test build and a tree.
struct HelperLocation
{
    enum class Via
    {
        Auto,   // directly when already root, else through pkexec
        Direct, // always directly (test trees)
        Pkexec, // always through pkexec
    };
    Via via = Via::Auto;
    QString helper;        // empty: installed, relocated from besideDir, or in besideDir
    QString besideDir;     // empty: the running program's directory
    QString pkexec;        // empty: pkexec from PATH
    QString root;          // a test tree: passes --root DIR (irqatlas-helper-testroot only)
    QStringList extraArgs; // appended to every command (the test build's fault hooks)
};

// irqatlas-helper-testroot next to the running program (or in besideDir),
// started directly on root. An empty helper in the result means it is not built.
HelperLocation testTreeLocation(const QString &root, const QString &besideDir = {});

struct HelperCommand
{
    QString program; // what is started (pkexec or the helper)
    QStringList args;
    QString helper;         // the helper binary
    QStringList helperArgs; // the helper's own arguments
    bool viaPkexec = false;
    QString problem; // non-empty: no way to run it (message for the user)
};

HelperCommand findHelper(const HelperLocation &where, const QStringList &helperArgs);

// The command line of a found helper, as a user would type it.
QString commandLine(const HelperCommand &cmd);
// "sudo /usr/libexec/irqatlas/irqatlas-helper apply ... < FILE"
QString sudoEquivalent(const HelperCommand &cmd, const QString &stdinFile);
// pkexec exits 126 when the user dismissed or failed authentication and 127
// when it could not authenticate or run the program at all.
bool pkexecRefused(const HelperCommand &cmd, int exitCode);
// Keeps what the helper would have read on stdin in a file the user can hand
// to sudo; empty when it cannot be written.
QString savePlanForSudo(const QByteArray &plan);
// The helper's stdin for apply: with a confirmation wait the plan ends with a
// "." line so that confirmation lines can follow on the same pipe.
QByteArray helperApplyInput(const QByteArray &plan, bool awaitConfirm);

// What --journal / rollback JOURNAL hands to the helper: a journal name
// (isJournalName) as it is, /var/lib/irqatlas/NAME as that name; any other
// path only for a test tree (testRoot: the test build takes paths from its
// test), else an error saying the helper takes names only.
Result<QString> helperJournalArg(const QString &given, bool testRoot);

// The helper prints a line per IRQ and a summary: a plan of 1 MiB makes a few
// MiB at most. Anything past these caps is not the helper speaking.
inline constexpr qsizetype kMaxHelperLineBytes = 1024 * 1024;
inline constexpr qsizetype kMaxHelperOutputBytes = 64 * 1024 * 1024;
inline constexpr qsizetype kMaxHelperStderrBytes = 1024 * 1024;

// The helper's messages are a few lines: what comes past
// kMaxHelperStderrBytes is dropped, not kept.
inline void appendHelperStderr(QString &text, const QByteArray &bytes)
{
    const qsizetype room = kMaxHelperStderrBytes - text.size();
    if (room > 0)
        text += QString::fromUtf8(bytes.left(room));
}

// Splits the helper's stdout into lines as it arrives, under those caps.
// Once a cap is passed, error() says which and every later byte is dropped.
class HelperOutputReader
{
public:
    // Appends the complete lines in chunk (without '\n') to lines.
    void feed(const QByteArray &chunk, QList<QByteArray> &lines);
    // The last line when the output did not end with '\n'.
    QByteArray takeRest();
    const QString &error() const { return m_error; }
    qsizetype total() const { return m_total; }

private:
    QByteArray m_pending;
    qsizetype m_total = 0;
    QString m_error;
};

// One per-IRQ line of the helper's output (docs/HELPER.md, Output).
struct HelperIrqLine
{
    int irq = -1;
    QString previous;
    QString requested;
    bool written = false;
    QString readBack;  // smp_affinity_list after the write, empty when unknown
    QString effective; // effective_affinity_list after the write, empty when unknown
    bool effectiveMismatch = false;
    bool restored = false;
    QString errnoName;
    QString error;
};

// One kernel thread line of the helper's output ({"thread": {...}}).
struct HelperThreadLine
{
    int pid = 0;
    QString comm;
    QString placedBy; // "IRQ 41", "queue eth0/rx-0"; empty when not said
    QString previous; // CPU list before
    QString requested;
    bool written = false;
    QString readBack; // cpus_allowed_list after the write, empty when unknown
    bool restored = false;
    bool gone = false; // exited or no longer the same thread: left alone
    QString errnoName;
    QString error;
};

// One queue file line of the helper's output ({"queue_file": {...}}): the
// values as the file's bytes (hex words for a mask, decimal for a count).
struct HelperQueueFileLine
{
    QString interface;
    QString queue; // "rx-0"
    QString file;  // "rps_cpus"
    QString previous;
    QString requested;
    bool written = false;
    QString readBack; // empty when unknown
    bool restored = false;
    bool gone = false; // the interface or queue was removed
    QString errnoName;
    QString error;
};

struct HelperSummary
{
    QString result; // applyStatusName(): "applied", "rolled-back", "reverted", ...
    int irqs = 0;
    int written = 0;
    int restored = 0;
    int failed = 0;
    int effectiveMismatches = 0;
    int threads = 0;
    int threadsWritten = 0;
    int threadsRestored = 0;
    int threadsGone = 0;
    int queueFiles = 0;
    int queueFilesWritten = 0;
    int queueFilesRestored = 0;
    int steeringFailed = 0;
    QString journal;
    QStringList errors;
    QString message;
    // The irqbalance daemons the helper could not reach ("state":
    // "unreachable" under "irqbalance"): nothing was banned in them.
    std::vector<int> unreachableIrqbalance;
};

// What an apply printed, split at its summaries: the writes, then after a
// missing confirmation the rollback's own lines and summary.
struct HelperOutput
{
    std::vector<HelperIrqLine> irqs;
    std::vector<HelperThreadLine> threads;
    std::vector<HelperQueueFileLine> queueFiles;
    std::optional<HelperSummary> summary;
    bool confirmed = false;
    std::vector<HelperIrqLine> reverted;
    std::vector<HelperThreadLine> revertedThreads;
    std::vector<HelperQueueFileLine> revertedQueueFiles;
    std::optional<HelperSummary> revertSummary;
    // An apply that waited: the pid of its watchdog (0 when none was said),
    // then, as its last line, what ended the wait ("confirm", "revert",
    // "timeout", "signal", "watchdog") and the journal's state as the helper
    // read it back ("confirmed", "rolled-back", ...; empty when not said).
    qint64 watchdogPid = 0;
    QString endedBy;
    QString journalState;

    // Adds one line of output; false when it is not one of the helper's objects.
    bool addLine(const QByteArray &line);
    const HelperSummary *lastSummary() const;
};

HelperOutput parseHelperOutput(const QByteArray &bytes);

// The state of the journal a helper command names ("awaiting-confirm",
// "rolled-back", ...), read by this process: a test tree's journal, or the
// state directory's when running as root. Empty when it cannot be read
// (/var/lib/irqatlas is root's alone).
QString readJournalState(const HelperCommand &cmd);

} // namespace irqatlas
