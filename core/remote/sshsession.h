#pragma once

#include "model/result.h"
#include "remote/cappedchannels.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

class QProcess;

namespace irqatlas {

// A remote machine as the user names it: [user@]host[:port], [user@][v6addr]:port.
// Parsing is strict: anything ssh could read as an option or a shell could
// read as syntax is refused before ssh ever runs.
struct SshTarget
{
    QString user; // empty: ssh decides (~/.ssh/config User, else the local name)
    QString host; // a name, an ssh_config alias, an IPv4 or IPv6 address (no brackets)
    int port = 0; // 0: ssh decides (~/.ssh/config Port, else 22)

    // What the user typed, for messages and displayName().
    QString text() const;

    static Result<SshTarget> parse(const QString &text);
};

struct SshOptions
{
    QString sshProgram = QStringLiteral("/usr/bin/ssh");
    QString configFile; // ssh -F FILE; empty: ~/.ssh/config and /etc/ssh/ssh_config
    // Directory of the control sockets. Empty: $IRQATLAS_SSH_CONTROL_DIR, else
    // $XDG_RUNTIME_DIR/irqatlas-ssh, else /tmp/irqatlas-ssh-<uid>; created 0700
    // and refused when another user owns it or others can enter it.
    QString controlDir;
    // ssh -i FILE (the key to offer first); empty: ssh's own choice.
    QString identityFile;
    // An askpass program for passwords, passphrases and host key questions
    // (ssh asks it; irqatlas never stores the answers). Empty: BatchMode=yes,
    // for non-interactive use. Host key checking stays as configured either
    // way: an unknown key is asked about, a changed one refused by ssh.
    QString askpass;
    // NAME=value pairs set for ssh (and so for the askpass program it starts)
    // along with SSH_ASKPASS, e.g. to tell a program that it runs as askpass.
    QStringList askpassEnvironment;
    int connectTimeoutSec = 10;
    int controlPersistSec = 60;
};

// The system OpenSSH client driven through QProcess, sharing one connection
// per host through a control master, so ~/.ssh/config, the agent, jump
// hosts, certificates and known_hosts behave as they do on the terminal.
// Host key checking is left to ssh and never weakened: a changed or unknown
// key is reported with ssh's reason and the user decides.
//
// Calls block (QProcess::waitFor*): use a session from a worker thread, never
// from the UI thread. One session may be used by one thread at a time.
class SshSession
{
public:
    SshSession(SshTarget target, SshOptions options = {});

    const SshTarget &target() const { return m_target; }
    const SshOptions &options() const { return m_options; }
    QString displayName() const { return m_target.text(); }

    // Opens (or reuses) the control master: authenticates once; later calls
    // multiplex over it without a new handshake.
    Status connect(int timeoutMs = 30000);

    // Runs command (a fixed string: never built from remote data) with input
    // on its stdin; returns its stdout when ssh and the command succeed.
    // Past a limit of limits the ssh client is stopped and the error names
    // the host and the command.
    Result<QByteArray> run(const QString &command, const QByteArray &input = {},
                           int timeoutMs = 120000, ChannelLimits limits = {});

    // A started ssh process for a long-running remote command (the caller
    // reads its stdout and stderr through a CappedChannels); moved to the
    // caller's thread. Errors: see errorFor().
    Result<std::unique_ptr<QProcess>> start(const QString &command);

    // Asks the control master to exit (ssh -O exit); fine when none runs.
    void stopMaster();
    // True when a control master for this target answers (ssh -O check).
    bool masterRunning();

    // The ssh arguments every call shares (options, -F, -l, -p), without the
    // destination.
    QStringList commonArguments() const;
    // Arguments for running command on the target: common + "--" host command.
    QStringList commandArguments(const QString &command) const;
    Result<QString> controlDirectory() const;

    // Turns ssh's exit code and stderr into a message that names the target
    // and says what happened (host key changed/unknown, authentication,
    // cannot connect, connection lost). Remote bytes in it are printable
    // (printableText()).
    Error errorFor(int exitCode, const QByteArray &stderrBytes) const;

    // A private control directory (0700, owned by us); created when missing.
    static Result<QString> ensurePrivateDir(const QString &path);

private:
    void setupProcess(QProcess &proc) const;
    // run() with the whole argument list; command is what errors name.
    Result<QByteArray> runArguments(const QStringList &args, const QString &command,
                                    const QByteArray &input, int timeoutMs, ChannelLimits limits);

    SshTarget m_target;
    SshOptions m_options;
    bool m_everConnected = false;
    // -o KexAlgorithms when nobody configured one (sshkex.h); asked once.
    mutable std::optional<QString> m_kex;
};

} // namespace irqatlas
