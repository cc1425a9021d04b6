#include "remote/sshsession.h"

#include "model/printable.h"
#include "model/syserror.h"
#include "remote/sshkex.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QProcess>
#include <QProcessEnvironment>
#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcSsh, "irqatlas.ssh", QtWarningMsg)

namespace irqatlas {
namespace {

bool isNameChar(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('.') ||
           c == QLatin1Char('_') || c == QLatin1Char('-');
}

// Host names, aliases and IPv4 addresses: letters, digits, '.', '_', '-', and
// never a leading '-' (ssh would take it for an option) or '.'.
bool validName(const QString &s, int maxLen)
{
    if (s.isEmpty() || s.size() > maxLen || s.front() == QLatin1Char('-') ||
        s.front() == QLatin1Char('.'))
        return false;
    return std::all_of(s.begin(), s.end(), isNameChar);
}

// An IPv6 literal, optionally with a zone (fe80::1%eth0).
bool validV6(const QString &s)
{
    if (s.size() < 2 || s.size() > 64 || !s.contains(QLatin1Char(':')))
        return false;
    const qsizetype pct = s.indexOf(QLatin1Char('%'));
    const QString addr = pct < 0 ? s : s.left(pct);
    // The C library's own reading of an IPv6 literal: ASCII digits only (no
    // other script's digits), at least two colons, at most one "::".
    for (QChar c : addr)
        if (c.unicode() > 0x7f)
            return false;
    in6_addr parsed{};
    if (::inet_pton(AF_INET6, addr.toLatin1().constData(), &parsed) != 1)
        return false;
    return pct < 0 || validName(s.mid(pct + 1), 32);
}

// The line of ssh's stderr that says what went wrong: ssh prints warnings
// and banners first, the reason last.
QString lastLine(const QByteArray &stderrBytes)
{
    const QList<QByteArray> lines = stderrBytes.trimmed().split('\n');
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
        const QByteArray l = it->trimmed();
        if (!l.isEmpty() && !l.startsWith("@@@"))
            return printableText(QByteArrayView(l));
    }
    return {};
}

} // namespace

QString SshTarget::text() const
{
    QString h =
        host.contains(QLatin1Char(':')) && port ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    if (port)
        h += QLatin1Char(':') + QString::number(port);
    return user.isEmpty() ? h : user + QLatin1Char('@') + h;
}

Result<SshTarget> SshTarget::parse(const QString &text)
{
    auto refuse = [&](const QString &why) {
        return Error{QCoreApplication::translate("SshSession", "--host %1: %2").arg(text, why)};
    };
    if (text.isEmpty())
        return refuse(QCoreApplication::translate("SshSession", "empty host"));
    SshTarget t;
    QString rest = text;
    if (const qsizetype at = rest.indexOf(QLatin1Char('@')); at >= 0) {
        t.user = rest.left(at);
        rest = rest.mid(at + 1);
        if (!validName(t.user, 64))
            return refuse(QCoreApplication::translate(
                "SshSession", "a user name may hold only letters, digits, '.', '_' and '-', "
                              "and may not start with '-' or '.'"));
    }
    QString portText;
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0)
            return refuse(QCoreApplication::translate("SshSession", "'[' without ']'"));
        t.host = rest.mid(1, close - 1);
        const QString after = rest.mid(close + 1);
        if (!after.isEmpty()) {
            if (!after.startsWith(QLatin1Char(':')))
                return refuse(
                    QCoreApplication::translate("SshSession", "only ':port' may follow ']'"));
            portText = after.mid(1);
            if (portText.isEmpty())
                return refuse(QCoreApplication::translate("SshSession", "':' without a port"));
        }
        if (!validV6(t.host))
            return refuse(QCoreApplication::translate("SshSession", "'%1' is not an IPv6 address")
                              .arg(t.host));
    } else if (rest.count(QLatin1Char(':')) > 1) {
        t.host = rest; // a bare IPv6 address; a port needs the [addr]:port form
        if (!validV6(t.host))
            return refuse(QCoreApplication::translate("SshSession", "'%1' is not an IPv6 address")
                              .arg(t.host));
    } else {
        const qsizetype colon = rest.indexOf(QLatin1Char(':'));
        t.host = colon < 0 ? rest : rest.left(colon);
        if (colon >= 0) {
            portText = rest.mid(colon + 1);
            if (portText.isEmpty())
                return refuse(QCoreApplication::translate("SshSession", "':' without a port"));
        }
        if (!validName(t.host, 253))
            return refuse(QCoreApplication::translate(
                "SshSession", "a host name may hold only letters, digits, '.', '_' and '-', "
                              "and may not start with '-' or '.'"));
    }
    if (!portText.isEmpty()) {
        bool ok =
            std::all_of(portText.begin(), portText.end(), [](QChar c) { return c.isDigit(); });
        const int p = ok ? portText.toInt(&ok) : 0;
        if (!ok || p < 1 || p > 65535)
            return refuse(QCoreApplication::translate("SshSession", "'%1' is not a port (1-65535)")
                              .arg(portText));
        t.port = p;
    }
    return t;
}

SshSession::SshSession(SshTarget target, SshOptions options)
    : m_target(std::move(target)), m_options(std::move(options))
{
}

Result<QString> SshSession::ensurePrivateDir(const QString &path)
{
    const QByteArray local = QFile::encodeName(path);
    if (::mkdir(local.constData(), 0700) != 0 && errno != EEXIST)
        return Error{QCoreApplication::translate("SshSession",
                                                 "cannot create the ssh control directory %1: %2")
                         .arg(path, errnoText(errno))};
    struct stat st = {};
    if (::lstat(local.constData(), &st) != 0)
        return Error{QCoreApplication::translate("SshSession",
                                                 "cannot inspect the ssh control directory %1: %2")
                         .arg(path, errnoText(errno))};
    // Whoever can enter this directory can use the authenticated connection.
    if (!S_ISDIR(st.st_mode) || st.st_uid != ::geteuid() || (st.st_mode & 077) != 0)
        return Error{QCoreApplication::translate(
                         "SshSession",
                         "the ssh control directory %1 must be a directory owned by you with "
                         "mode 0700; refusing to share connections through it")
                         .arg(path)};
    return path;
}

Result<QString> SshSession::controlDirectory() const
{
    QString dir = m_options.controlDir;
    if (dir.isEmpty())
        dir = qEnvironmentVariable("IRQATLAS_SSH_CONTROL_DIR");
    if (dir.isEmpty()) {
        const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
        dir = !runtime.isEmpty() && QFileInfo(runtime).isDir()
                  ? runtime + QStringLiteral("/irqatlas-ssh")
                  : QStringLiteral("/tmp/irqatlas-ssh-") + QString::number(::geteuid());
    }
    // %C is 40 hex digits and a Unix socket path holds at most 107 bytes.
    if (QFile::encodeName(dir).size() > 60)
        return Error{QCoreApplication::translate(
                         "SshSession", "the ssh control directory %1 is too long for a socket path")
                         .arg(dir)};
    return ensurePrivateDir(dir);
}

QStringList SshSession::commonArguments() const
{
    QStringList a;
    auto opt = [&a](const QString &o) { a << QStringLiteral("-o") << o; };
    a << QStringLiteral("-T") << QStringLiteral("-x") << QStringLiteral("-a");
    if (!m_options.identityFile.isEmpty())
        a << QStringLiteral("-i") << m_options.identityFile;
    if (auto dir = controlDirectory(); dir.ok()) {
        opt(QStringLiteral("ControlMaster=auto"));
        opt(QStringLiteral("ControlPath=") + *dir + QStringLiteral("/%C"));
        opt(QStringLiteral("ControlPersist=") + QString::number(m_options.controlPersistSec));
    } else {
        // Without a safe place for the socket, every call opens its own connection.
        qCWarning(lcSsh) << dir.errorString();
        opt(QStringLiteral("ControlMaster=no"));
        opt(QStringLiteral("ControlPath=none"));
    }
    if (m_options.askpass.isEmpty())
        opt(QStringLiteral("BatchMode=yes"));
    opt(QStringLiteral("ConnectTimeout=") + QString::number(m_options.connectTimeoutSec));
    opt(QStringLiteral("ServerAliveInterval=5"));
    opt(QStringLiteral("ServerAliveCountMax=3"));
    opt(QStringLiteral("ClearAllForwardings=yes"));
    QStringList selects; // what picks the configuration's Host and Match blocks
    if (!m_options.configFile.isEmpty())
        selects << QStringLiteral("-F") << m_options.configFile;
    if (!m_target.user.isEmpty())
        selects << QStringLiteral("-l") << m_target.user;
    if (m_target.port)
        selects << QStringLiteral("-p") << QString::number(m_target.port);
    if (!m_kex)
        m_kex = preferredKexAlgorithms(m_options.sshProgram, selects, m_target.host);
    if (!m_kex->isEmpty())
        opt(QStringLiteral("KexAlgorithms=") + *m_kex);
    return a << selects;
}

QStringList SshSession::commandArguments(const QString &command) const
{
    // "--" ends ssh's options: nothing after it is read as one, and the host
    // was validated so it cannot start with '-' anyway.
    return commonArguments() << QStringLiteral("--") << m_target.host << command;
}

void SshSession::setupProcess(QProcess &proc) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!m_options.askpass.isEmpty()) {
        env.insert(QStringLiteral("SSH_ASKPASS"), m_options.askpass);
        env.insert(QStringLiteral("SSH_ASKPASS_REQUIRE"), QStringLiteral("force"));
        for (const QString &kv : m_options.askpassEnvironment)
            if (const qsizetype eq = kv.indexOf(QLatin1Char('=')); eq > 0)
                env.insert(kv.left(eq), kv.mid(eq + 1));
    }
    proc.setProcessEnvironment(env);
    proc.setProgram(m_options.sshProgram);
}

Error SshSession::errorFor(int exitCode, const QByteArray &stderrBytes) const
{
    const QString who = displayName();
    const QString reason = lastLine(stderrBytes);
    const QByteArray &e = stderrBytes;
    // The name known_hosts uses: [host]:port for a non-default port.
    const QString known = m_target.port && m_target.port != 22
                              ? QStringLiteral("[%1]:%2").arg(m_target.host).arg(m_target.port)
                              : m_target.host;
    if (e.contains("REMOTE HOST IDENTIFICATION HAS CHANGED") ||
        (e.contains("Host key for") && e.contains("has changed"))) {
        QString fingerprint;
        for (const QByteArray &l : e.split('\n'))
            if (l.trimmed().startsWith("SHA256:"))
                fingerprint = printableText(QByteArrayView(l.trimmed()));
        return Error{QCoreApplication::translate(
                         "SshSession",
                         "%1: the host key has CHANGED since it was recorded in known_hosts; ssh "
                         "refused to connect. Someone may be intercepting the connection, or the "
                         "host was reinstalled: check the new key (%2) with its administrator "
                         "before removing the old one (ssh-keygen -R \"%3\").")
                         .arg(who,
                              fingerprint.isEmpty() ? QCoreApplication::translate(
                                                          "SshSession", "fingerprint not shown")
                                                    : fingerprint,
                              known)};
    }
    if (!m_options.askpass.isEmpty() && e.contains("Host key verification failed"))
        return Error{QCoreApplication::translate(
                         "SshSession",
                         "%1: the host key is unknown (%2 is not in known_hosts) and was not "
                         "accepted; ssh did not connect. ssh said: %3")
                         .arg(who, known, reason)};
    if (e.contains("Host key verification failed") ||
        (e.contains("No ") && e.contains("host key is known for")))
        return Error{QCoreApplication::translate(
                         "SshSession",
                         "%1: the host key is unknown (%2 is not in known_hosts); ssh cannot ask "
                         "in batch mode and irqatlas never accepts a key on its own. Connect once "
                         "with ssh to check its fingerprint and accept it. ssh said: %3")
                         .arg(who, known, reason)};
    if (e.contains("Permission denied") || e.contains("Too many authentication failures"))
        return Error{QCoreApplication::translate(
                         "SshSession",
                         "%1: authentication failed (no usable key or password; in batch mode "
                         "ssh cannot ask): %2")
                         .arg(who, reason)};
    const bool refused = e.contains("Connection refused") || e.contains("No route to host") ||
                         e.contains("Network is unreachable") || e.contains("timed out") ||
                         e.contains("Could not resolve hostname");
    const bool lost = e.contains("Connection closed") || e.contains("closed by remote host") ||
                      e.contains("Broken pipe") || e.contains("Connection reset") ||
                      e.contains("read from master failed") || e.contains("Timeout, server") ||
                      e.contains("client_loop");
    if (lost || (refused && m_everConnected))
        return Error{
            QCoreApplication::translate("SshSession",
                                        "%1: disconnected: the connection was lost%2: %3")
                .arg(who,
                     refused ? QCoreApplication::translate("SshSession", " and reconnecting failed")
                             : QString(),
                     reason)};
    if (refused)
        return Error{
            QCoreApplication::translate("SshSession", "%1: cannot connect: %2").arg(who, reason)};
    if (exitCode == 255)
        return Error{QCoreApplication::translate("SshSession", "%1: ssh failed: %2")
                         .arg(who, reason.isEmpty() ? QCoreApplication::translate("SshSession",
                                                                                  "no reason given")
                                                    : reason)};
    return Error{QCoreApplication::translate(
                     "SshSession", "%1: the remote command failed with exit status %2: %3")
                     .arg(who, QString::number(exitCode), reason)};
}

Status SshSession::connect(int timeoutMs)
{
    // With a control master, -f -N authenticates, leaves the master in the
    // background and runs no remote command: a login costs the host no
    // shell (no ~/.bashrc, no session), half the sessions of a fleet read.
    const bool master = controlDirectory().ok();
    const QStringList args = master ? commonArguments()
                                          << QStringLiteral("-f") << QStringLiteral("-N")
                                          << QStringLiteral("--") << m_target.host
                                    : commandArguments(QStringLiteral("exit 0"));
    auto r = runArguments(args, QStringLiteral("exit 0"), {}, timeoutMs, {});
    if (!r.ok())
        return r.error();
    return Ok{};
}

Result<QByteArray> SshSession::run(const QString &command, const QByteArray &input, int timeoutMs,
                                   ChannelLimits limits)
{
    return runArguments(commandArguments(command), command, input, timeoutMs, limits);
}

Result<QByteArray> SshSession::runArguments(const QStringList &args, const QString &command,
                                            const QByteArray &input, int timeoutMs,
                                            ChannelLimits limits)
{
    if (!QFileInfo(m_options.sshProgram).isExecutable())
        return Error{
            QCoreApplication::translate("SshSession", "%1: the OpenSSH client %2 is not installed")
                .arg(displayName(), m_options.sshProgram)};
    QProcess proc;
    setupProcess(proc);
    proc.setArguments(args);
    qCDebug(lcSsh) << "ssh" << proc.arguments();
    CappedChannels channels(proc, limits);
    proc.start();
    if (!proc.waitForStarted(10000))
        return Error{QCoreApplication::translate("SshSession", "%1: cannot start %2: %3")
                         .arg(displayName(), m_options.sshProgram, proc.errorString())};
    if (!input.isEmpty())
        proc.write(input);
    proc.closeWriteChannel();
    const bool finished = proc.waitForFinished(timeoutMs);
    channels.poll();
    if (channels.exceeded()) {
        proc.waitForFinished(2000);
        return channels.error(displayName(), shownCommand(command));
    }
    if (!finished) {
        proc.kill();
        proc.waitForFinished(2000);
        return Error{
            QCoreApplication::translate("SshSession", "%1: no answer within %2 s (ssh stopped)")
                .arg(displayName(), QString::number((timeoutMs + 999) / 1000))};
    }
    const QByteArray err = channels.takeStderr();
    if (proc.exitStatus() != QProcess::NormalExit || proc.exitCode() != 0)
        return errorFor(proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : 255, err);
    m_everConnected = true;
    return channels.takeStdout();
}

Result<std::unique_ptr<QProcess>> SshSession::start(const QString &command)
{
    if (!QFileInfo(m_options.sshProgram).isExecutable())
        return Error{
            QCoreApplication::translate("SshSession", "%1: the OpenSSH client %2 is not installed")
                .arg(displayName(), m_options.sshProgram)};
    auto proc = std::make_unique<QProcess>();
    setupProcess(*proc);
    proc->setArguments(commandArguments(command));
    proc->start();
    if (!proc->waitForStarted(10000))
        return Error{QCoreApplication::translate("SshSession", "%1: cannot start %2: %3")
                         .arg(displayName(), m_options.sshProgram, proc->errorString())};
    m_everConnected = true;
    return proc;
}

void SshSession::stopMaster()
{
    QProcess proc;
    setupProcess(proc);
    proc.setStandardOutputFile(QProcess::nullDevice());
    proc.setStandardErrorFile(QProcess::nullDevice());
    proc.setArguments(commonArguments() << QStringLiteral("-O") << QStringLiteral("exit")
                                        << QStringLiteral("--") << m_target.host);
    proc.start();
    if (proc.waitForStarted(5000))
        proc.waitForFinished(10000);
}

bool SshSession::masterRunning()
{
    QProcess proc;
    setupProcess(proc);
    proc.setStandardOutputFile(QProcess::nullDevice());
    proc.setStandardErrorFile(QProcess::nullDevice());
    proc.setArguments(commonArguments() << QStringLiteral("-O") << QStringLiteral("check")
                                        << QStringLiteral("--") << m_target.host);
    proc.start();
    return proc.waitForStarted(5000) && proc.waitForFinished(10000) &&
           proc.exitStatus() == QProcess::NormalExit && proc.exitCode() == 0;
}

} // namespace irqatlas
