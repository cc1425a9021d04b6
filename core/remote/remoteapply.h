#pragma once

#include "model/plan.h"
#include "model/result.h"
#include "remote/cappedchannels.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

namespace irqatlas {

// Overwrites a sudo password in place once it has been sent or refused, so
// it does not linger in freed memory.
inline void wipeSecret(QByteArray &secret)
{
    secret.fill('\0');
}

class SshSession;

// Where the helper is installed, on every host.
inline constexpr const char *kRemoteHelperPath = "/usr/libexec/irqatlas/irqatlas-helper";

// What one round trip learned about the remote side.
struct RemoteProbe
{
    // What `sudo -n true` said. It only informs (the GUI's review line):
    // whether a command needs the password is learnt from sudo for that
    // very command (see RemoteApply::invocation).
    enum class Sudo
    {
        NotNeeded,     // the login user is root
        NoPassword,    // sudo -n true works
        NeedsPassword, // sudo is there and asks for a password (maybe not for the helper)
        Denied,        // sudo is there and refuses this user
        Missing,       // no sudo
    };
    bool helper = false; // the helper is installed and executable
    bool root = false;
    Sudo sudo = Sudo::Missing;
};

enum class RemoteMethod
{
    Auto,   // the installed helper when there is one, else the plan script
    Helper, // irqatlas-helper (refused when it is not installed)
    Script, // the POSIX script of `export --format sh`, fed to sh -s
};

struct RemoteApplyOptions
{
    bool dryRun = false;
    // > 0: the remote side waits this long for a confirmation and rolls back
    // by itself when none comes, also when the connection is gone.
    int confirmTimeoutSec = 0;
    QString journalPath; // absolute, on the remote host; empty: the default there
    RemoteMethod method = RemoteMethod::Auto;
};

// Called on the thread that runs apply() / rollback().
struct RemoteApplyHooks
{
    // sudo's password when sudo -n refused the very command for want of one
    // (a tty prompt, an askpass dialog); nullopt cancels. It goes to sudo on
    // stdin once sudo prompted for it, and nowhere else.
    std::function<std::optional<QByteArray>(const QString &prompt)> password;
    // Polled while the remote side waits for confirmation; true confirms.
    std::function<bool()> confirm;
    // Polled with confirm; true undoes the plan at once instead of waiting
    // for the timeout.
    std::function<bool()> revert;
    // Each JSON line (helper format) as it arrives, so a caller can show
    // progress and the confirmation wait before the end.
    std::function<void(const QByteArray &jsonLine)> output;
    // The remote side's human messages (its stderr), one line at a time,
    // control characters escaped (printableText()).
    std::function<void(const QString &line)> message;
    // The ssh client process of the apply has started.
    std::function<void(qint64 pid)> started;
};

struct RemoteResult
{
    bool ran = false;     // the helper or script ran (exitCode is theirs)
    int exitCode = -1;    // docs/HELPER.md exit codes
    QByteArray jsonLines; // the helper's JSON lines (the script's records turned into them)
    QString result;       // "result" of the last summary line
    bool viaHelper = false;
    QString error; // ssh, sudo or a lost connection; empty when the remote side answered
};

// Test only: a fake machine on the remote host. Nothing outside the tests
// constructs one, so the installed code path always means /proc.
struct RemoteTestRoot
{
    QString root;           // stands for "/" on the remote host
    QString helperPath;     // irqatlas-helper-testroot there; empty: no helper
    QStringList helperArgs; // its fault hooks (--test-fail-write 3:EIO)
};

// How sudo is asked (docs/HELPER.md "Remote hosts", step 3).
enum class SudoStep
{
    // sudo -n -- COMMAND: never reads stdin. When it answers "a password is
    // required", nothing ran and the password step follows.
    NonInteractive,
    // sudo -k -S -p PROMPT -v && echo READY >&2 && sudo -n -- COMMAND: the
    // password is written only once PROMPT shows on stderr, the payload only
    // once READY does, so neither can reach the other's reader.
    WithPassword,
};

// What runs on the remote host.
struct RemoteInvocation
{
    QString command; // for the login shell; every argument quoted
    QString shown;   // the command as messages name it (no sudo, no quoting)
    bool viaHelper = false;
    bool sudo = false;
    QByteArray sudoPrompt; // WithPassword: sudo's prompt, a fresh nonce
    QByteArray sudoReady;  // WithPassword: the line after sudo accepted the password
};

// Caps on one remote apply's output (the helper's JSON lines for thousands
// of IRQs are a few MB).
inline constexpr ChannelLimits kRemoteApplyLimits{qint64(64) << 20, qint64(1) << 20};

// Applies and rolls back plans on a remote host with the helper's contract
// (docs/HELPER.md "Remote hosts"): the installed helper when there is one,
// else the plan script; sudo when the login user is not root. The plan and
// the script travel on stdin, never on the command line. Blocking: run it
// from a worker thread, never from the UI thread.
class RemoteApply
{
public:
    explicit RemoteApply(SshSession &session);
    RemoteApply(SshSession &session, RemoteTestRoot testRoot);

    // One round trip: the helper, the user id, sudo.
    Result<RemoteProbe> probe();

    RemoteResult apply(const Plan &plan, const RemoteApplyOptions &options,
                       const RemoteApplyHooks &hooks = {});
    // Restores the last journal (journalPath empty: the default there).
    RemoteResult rollback(const QString &journalPath, RemoteMethod method = RemoteMethod::Auto,
                          const RemoteApplyHooks &hooks = {});
    // Confirms an apply that waits there (`irqatlas-helper confirm`, or the
    // plan script's confirm mode), journalPath as for rollback(). Only the
    // exit status speaks: 0 sent, 9 nothing awaits confirmation.
    RemoteResult confirm(const QString &journalPath, RemoteMethod method = RemoteMethod::Auto,
                         const RemoteApplyHooks &hooks = {});

    // A verb of the installed helper that only reads (irqbalance), under
    // sudo when the login user is not root; refused when the host has no
    // helper. Its JSON lines come back in jsonLines, login shell noise left out.
    RemoteResult helperQuery(const QStringList &args, const RemoteApplyHooks &hooks = {});

    // The remote command for args (the helper's or the script's arguments).
    // Not root: the same COMMAND under sudo either way (step). Sudo denied or
    // missing is an error.
    Result<RemoteInvocation> invocation(const RemoteProbe &probe, bool viaHelper,
                                        const QStringList &args,
                                        SudoStep step = SudoStep::NonInteractive) const;

    // What --journal hands to the remote side: the installed helper keeps its
    // journals in its own /var/lib/irqatlas and takes a name (or
    // /var/lib/irqatlas/NAME), never a path; the plan script writes the
    // absolute path it is given. testRoot: the test helper takes paths.
    static Result<QString> journalArgument(const QString &given, bool viaHelper, bool testRoot,
                                           const QString &host);

private:
    struct RunSpec
    {
        QStringList args;
        bool viaHelper = false;
        QByteArray payload;        // the plan (helper) or the script, on stdin
        int confirmTimeoutSec = 0; // > 0: stdin stays open for "confirm"
        bool dryRun = false;
        bool rollbackMode = false;
    };
    Result<bool> chooseHelper(const RemoteProbe &probe, RemoteMethod method) const;
    // rollback or confirm of a journal there.
    RemoteResult journalCommand(const QString &command, const QString &journalPath,
                                RemoteMethod method, const RemoteApplyHooks &hooks);
    RemoteResult run(const RemoteProbe &probe, const RunSpec &spec, const RemoteApplyHooks &hooks);
    // One ssh run of inv; passwordNeeded: sudo -n refused it for want of a
    // password (nothing ran).
    RemoteResult runOnce(const RemoteInvocation &inv, const RunSpec &spec,
                         const RemoteApplyHooks &hooks, QByteArray password, bool &passwordNeeded);
    // The stdin and output handling of one runOnce (remoteapplyrun.cpp).
    class RunExchange;
    QString helperPath() const;

    SshSession &m_session;
    std::optional<RemoteTestRoot> m_test;
};

} // namespace irqatlas
