#include "sshd.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QThread>
#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace irqatlas::test {
namespace {

const QString kSshd = QStringLiteral("/usr/sbin/sshd");
const QString kKeygen = QStringLiteral("/usr/bin/ssh-keygen");
const QString kSsh = QStringLiteral("/usr/bin/ssh");
const QString kUnshare = QStringLiteral("/usr/bin/unshare");

// A port nobody listens on right now (the kernel picks it).
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in a = {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &len) == 0)
        port = ntohs(a.sin_port);
    ::close(fd);
    return port;
}

bool accepts(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    sockaddr_in a = {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = htons(quint16(port));
    const bool ok = ::connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0;
    ::close(fd);
    return ok;
}

bool run(const QString &program, const QStringList &args, QString *error = nullptr)
{
    QProcess p;
    p.start(program, args);
    const bool ok =
        p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (!ok && error)
        *error = program + QLatin1Char(' ') + args.join(QLatin1Char(' ')) + QStringLiteral(": ") +
                 QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
    return ok;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

bool alive(pid_t pid)
{
    return pid > 0 && QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid));
}

// Direct children of pid, from /proc/N/stat (field 4 is the parent).
QList<pid_t> childrenOf(pid_t pid)
{
    QList<pid_t> out;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &e : entries) {
        bool ok = false;
        const pid_t child = pid_t(e.toInt(&ok));
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/") + e + QStringLiteral("/stat"));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray stat = f.readAll();
        // The command name may hold spaces and parentheses: parse after the last ')'.
        const qsizetype close = stat.lastIndexOf(')');
        const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
        if (fields.size() > 1 && fields.at(1).toInt() == pid)
            out << child;
    }
    return out;
}

// A PID namespace whose first process dies with unshare, with a /proc of its
// own: what runs inside (a sanitizer's leak check attaching to its own
// threads) finds itself in /proc under the ids it knows. /proc/interrupts,
// /proc/stat and /sys are the machine's either way.
QStringList unshareArgs()
{
    return {QStringLiteral("--pid"), QStringLiteral("--fork"), QStringLiteral("--mount-proc"),
            QStringLiteral("--kill-child=SIGKILL"), QStringLiteral("--")};
}

// Whether sshd can run as the first process of a PID namespace of its own
// (root without CAP_SYS_ADMIN, in some containers, cannot make one).
bool pidNamespaceWorks()
{
    if (!QFileInfo(kUnshare).isExecutable())
        return false;
    return run(kUnshare, unshareArgs() << QStringLiteral("/bin/true"));
}

} // namespace

SshdFixture::SshdFixture()
{
    m_controlDir = m_dir.filePath(QStringLiteral("cm"));
}

SshdFixture::~SshdFixture()
{
    stop();
}

bool SshdFixture::fail(const QString &why)
{
    m_skip = why;
    return false;
}

QString SshdFixture::target() const
{
    const passwd *pw = ::getpwuid(::geteuid());
    const QString user = pw ? QString::fromLocal8Bit(pw->pw_name) : QStringLiteral("root");
    return user + QLatin1Char('@') + host() + QLatin1Char(':') + QString::number(m_port);
}

int SshdFixture::addMachine(const QString &root, const QString &hostname, bool stall)
{
    m_machines.append(Machine{root, hostname, stall, 0});
    return int(m_machines.size()) - 1;
}

QString SshdFixture::machineTarget(int index) const
{
    return target().section(QLatin1Char(':'), 0, 0) + QLatin1Char(':') +
           QString::number(machinePort(index));
}

// The scripts each machine's port runs as its ForceCommand, and the Match
// blocks that name them (appended to config, after every global option).
bool SshdFixture::writeMachineScripts(QByteArray &config)
{
    if (m_machines.isEmpty())
        return true;
    if (m_machines.size() > kMaxMachines)
        return false;
    // A PATH without lstopo: every program of /usr/bin but hwloc's.
    const QString bin = m_dir.filePath(QStringLiteral("machine-bin"));
    if (!QDir().mkpath(bin))
        return false;
    const QStringList programs = QDir(QStringLiteral("/usr/bin")).entryList(QDir::Files);
    for (const QString &p : programs)
        if (!p.startsWith(QLatin1String("lstopo")) && !p.startsWith(QLatin1String("hwloc")))
            QFile::link(QStringLiteral("/usr/bin/") + p, bin + QLatin1Char('/') + p);
    const auto q = [](const QString &s) -> QByteArray { return "'" + QFile::encodeName(s) + "'"; };
    for (int i = 0; i < m_machines.size(); ++i) {
        const Machine &m = m_machines.at(i);
        const QString inner = m_dir.filePath(QStringLiteral("machine-%1.sh").arg(i));
        const QString outer = m_dir.filePath(QStringLiteral("machine-%1-ns.sh").arg(i));
        QByteArray body = "set -e\nR=" + q(m.root) + "\n";
        if (m.stall)
            body += "exec sleep infinity\n";
        body += "mount --bind \"$R/sys\" /sys\n"
                "for f in interrupts stat softirqs cpuinfo meminfo irq sys/kernel/osrelease; do\n"
                "  if [ -e \"$R/proc/$f\" ]; then mount --bind \"$R/proc/$f\" \"/proc/$f\"; fi\n"
                "done\n"
                "hostname " +
                q(m.hostname) + "\nPATH=" + q(bin) +
                "\nexport PATH\nexec /bin/sh -c \"$SSH_ORIGINAL_COMMAND\"\n";
        const QByteArray ns =
            "#!/bin/sh\nexec /usr/bin/unshare --mount --uts --propagation private "
            "/bin/sh " +
            q(inner) + "\n";
        if (!writeFile(inner, body) || !writeFile(outer, ns) ||
            !QFile::setPermissions(outer, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            return false;
        config += "Match LocalPort " + QByteArray::number(m.port) + "\n  ForceCommand " +
                  QFile::encodeName(outer) + "\n";
    }
    return true;
}

QString SshdFixture::writeClientConfig(const QString &name, const QString &knownHostsFile)
{
    const QString path = m_dir.filePath(name);
    const QByteArray cfg = "Host *\n"
                           "  IdentityFile " +
                           QFile::encodeName(m_dir.filePath(QStringLiteral("client_key"))) +
                           "\n"
                           "  IdentitiesOnly yes\n"
                           "  IdentityAgent none\n"
                           "  UserKnownHostsFile " +
                           QFile::encodeName(knownHostsFile) +
                           "\n"
                           "  GlobalKnownHostsFile /dev/null\n"
                           "  CheckHostIP no\n"
                           "  BatchMode yes\n"
                           "  PasswordAuthentication no\n"
                           "  KbdInteractiveAuthentication no\n";
    return writeFile(path, cfg) ? path : QString();
}

bool SshdFixture::start()
{
    if (!m_dir.isValid())
        return fail(QStringLiteral("cannot create a temporary directory"));
    for (const QString &tool : {kSshd, kKeygen, kSsh})
        if (!QFileInfo(tool).isExecutable())
            return fail(tool + QStringLiteral(" is not installed (Debian openssh-server/client)"));
    if (::geteuid() != 0)
        return fail(QStringLiteral("sshd needs root to accept logins for a test user"));
    // sshd refuses to start without its privilege separation directory.
    if (!QFileInfo(QStringLiteral("/run/sshd")).isDir() && ::mkdir("/run/sshd", 0755) != 0)
        return fail(QStringLiteral("cannot create /run/sshd for sshd"));
    if (::mkdir(QFile::encodeName(m_controlDir).constData(), 0700) != 0)
        return fail(QStringLiteral("cannot create %1").arg(m_controlDir));

    QString error;
    for (const char *key : {"host_key", "client_key", "other_host_key"}) {
        if (!run(kKeygen,
                 {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                  QStringLiteral("-N"), QString(), QStringLiteral("-C"),
                  QStringLiteral("irqatlas-test"), QStringLiteral("-f"),
                  m_dir.filePath(QLatin1String(key))},
                 &error))
            return fail(error);
    }
    auto readPub = [this](const char *key) {
        QFile f(m_dir.filePath(QLatin1String(key) + QStringLiteral(".pub")));
        return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
    };
    m_hostPub = QString::fromLatin1(readPub("host_key"));
    if (!writeFile(m_dir.filePath(QStringLiteral("authorized_keys")),
                   readPub("client_key") + '\n' + m_extraKeys))
        return fail(QStringLiteral("cannot write authorized_keys"));

    m_port = freePort();
    if (!m_port)
        return fail(QStringLiteral("no free TCP port on 127.0.0.1"));
    QByteArray known =
        "[127.0.0.1]:" + QByteArray::number(m_port) + ' ' + m_hostPub.toLatin1() + '\n';
    QByteArray ports = "Port " + QByteArray::number(m_port) + "\n";
    QList<int> taken{m_port};
    for (Machine &m : m_machines) {
        do
            m.port = freePort();
        while (m.port && taken.contains(m.port));
        if (!m.port)
            return fail(QStringLiteral("no free TCP port on 127.0.0.1"));
        taken << m.port;
        ports += "Port " + QByteArray::number(m.port) + "\n";
        known += "[127.0.0.1]:" + QByteArray::number(m.port) + ' ' + m_hostPub.toLatin1() + '\n';
    }
    if (!writeFile(knownHosts(), known) ||
        writeClientConfig(QStringLiteral("ssh_config"), knownHosts()).isEmpty())
        return fail(QStringLiteral("cannot write the client config"));
    auto path = [this](const char *n) {
        return QFile::encodeName(m_dir.filePath(QLatin1String(n)));
    };
    // Port lines come before the ListenAddress that listens on all of them.
    QByteArray cfg = ports +
                     "ListenAddress 127.0.0.1\n"
                     "HostKey " +
                     path("host_key") +
                     "\n"
                     "AuthorizedKeysFile " +
                     path("authorized_keys") +
                     "\n"
                     "PidFile " +
                     path("sshd.pid") +
                     "\n"
                     "UsePAM no\n"
                     "StrictModes no\n"
                     "PermitRootLogin yes\n"
                     "PubkeyAuthentication yes\n"
                     "PasswordAuthentication no\n"
                     "KbdInteractiveAuthentication no\n"
                     "PrintMotd no\n"
                     "MaxSessions 64\n"
                     "MaxStartups 64\n"
                     // bash, the login shell, reads BASH_ENV before every
                     // command, as it would ~/.bashrc (setLoginScript).
                     // With SHLVL set it does not take itself for sshd's
                     // top-level shell, which reads ~/.bashrc instead.
                     "SetEnv SHLVL=1 BASH_ENV=" +
                     path("login.sh") + "\n";
    if (!setLoginScript({}))
        return fail(QStringLiteral("cannot write login.sh"));
    if (!writeMachineScripts(cfg))
        return fail(QStringLiteral("cannot write the machines' scripts"));
    if (!writeFile(m_dir.filePath(QStringLiteral("sshd_config")), cfg))
        return fail(QStringLiteral("cannot write sshd_config"));
    if (!run(kSshd,
             {QStringLiteral("-t"), QStringLiteral("-f"),
              m_dir.filePath(QStringLiteral("sshd_config"))},
             &error))
        return fail(QStringLiteral("sshd rejects the test config: ") + error);
    m_pidNamespace = pidNamespaceWorks();
    return launch();
}

bool SshdFixture::launch()
{
    // sshd is a child of this process that dies with it: a test that crashes,
    // aborts on a sanitizer report or is killed by ctest's timeout never
    // leaves a server behind. PR_SET_PDEATHSIG kills the child when this
    // process goes; when a PID namespace can be made, sshd is its first
    // process (unshare --kill-child passes the signal on), and the kernel
    // kills every session process in the namespace when sshd dies, even
    // those that detached from it. The server's output never goes to this
    // process's stdout or stderr, which ctest reads to the end: a survivor
    // there would keep ctest waiting.
    QStringList args = {QStringLiteral("-D"), QStringLiteral("-f"),
                        m_dir.filePath(QStringLiteral("sshd_config")), QStringLiteral("-E"),
                        m_dir.filePath(QStringLiteral("sshd.log"))};
    QString program = kSshd;
    if (m_pidNamespace) {
        args = unshareArgs() + QStringList{kSshd} + args;
        program = kUnshare;
    }
    m_proc = std::make_unique<QProcess>();
    m_proc->setProgram(program);
    m_proc->setArguments(args);
    m_proc->setWorkingDirectory(m_dir.path());
    m_proc->setStandardInputFile(QProcess::nullDevice());
    m_proc->setStandardOutputFile(m_dir.filePath(QStringLiteral("sshd.out")));
    m_proc->setStandardErrorFile(m_dir.filePath(QStringLiteral("sshd.out")), QIODevice::Append);
    const pid_t parent = ::getpid();
    m_proc->setChildProcessModifier([parent] {
        // Runs in the child between fork and exec: async-signal-safe calls only.
        if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != parent)
            ::_exit(127); // the test is already gone
    });
    m_proc->start();
    if (!m_proc->waitForStarted(60000)) {
        const QString why = m_proc->errorString();
        m_proc.reset();
        return fail(QStringLiteral("cannot start sshd: ") + why);
    }
    m_pid = pid_t(m_proc->processId());
    // Polls the port: sshd says nothing when it listens. Its exit ends the wait at once.
    QDeadlineTimer deadline(60000);
    while (!deadline.hasExpired()) {
        if (accepts(m_port))
            return true;
        if (m_proc->waitForFinished(50))
            break;
    }
    QFile log(m_dir.filePath(QStringLiteral("sshd.log")));
    log.open(QIODevice::ReadOnly);
    QFile out(m_dir.filePath(QStringLiteral("sshd.out")));
    out.open(QIODevice::ReadOnly);
    kill();
    return fail(QStringLiteral("sshd did not start listening on 127.0.0.1:%1: %2 %3")
                    .arg(m_port)
                    .arg(QString::fromLocal8Bit(log.readAll()).trimmed(),
                         QString::fromLocal8Bit(out.readAll()).trimmed()));
}

void SshdFixture::killTree(pid_t pid)
{
    if (!alive(pid))
        return;
    // Stop the parent first so it spawns nothing new, then its sessions.
    ::kill(pid, SIGSTOP);
    const QList<pid_t> children = childrenOf(pid);
    for (pid_t c : children)
        killTree(c);
    ::kill(pid, SIGKILL);
    QDeadlineTimer deadline(5000);
    while (alive(pid) && !deadline.hasExpired()) {
        // A zombie still has /proc/N until its parent reaps it.
        QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(") Z "))
            break;
        QThread::msleep(20);
    }
}

void SshdFixture::kill()
{
    killTree(m_pid);
    m_pid = 0;
    if (m_proc) {
        m_proc->waitForFinished(30000); // reaps it: killTree left it dead
        m_proc.reset();
    }
}

bool SshdFixture::restart()
{
    kill();
    return launch();
}

bool SshdFixture::setLoginScript(const QByteArray &script)
{
    return writeFile(m_dir.filePath(QStringLiteral("login.sh")), script);
}

QString SshdFixture::configWithWrongHostKey()
{
    QFile f(m_dir.filePath(QStringLiteral("other_host_key.pub")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString file = m_dir.filePath(QStringLiteral("known_hosts_wrong"));
    if (!writeFile(file, "[127.0.0.1]:" + QByteArray::number(m_port) + ' ' + f.readAll().trimmed() +
                             '\n'))
        return {};
    return writeClientConfig(QStringLiteral("ssh_config_wrong"), file);
}

QString SshdFixture::configWithUnknownHostKey()
{
    const QString file = m_dir.filePath(QStringLiteral("known_hosts_empty"));
    if (!writeFile(file, {}))
        return {};
    return writeClientConfig(QStringLiteral("ssh_config_unknown"), file);
}

void SshdFixture::stop()
{
    // The control masters: ask each socket's master to exit (-S names the
    // socket itself, so the destination is only a placeholder).
    const QStringList sockets = QDir(m_controlDir).entryList(QDir::System | QDir::Files);
    for (const QString &s : sockets) {
        QProcess p;
        p.start(kSsh, {QStringLiteral("-F"), clientConfig(), QStringLiteral("-S"),
                       QDir(m_controlDir).filePath(s), QStringLiteral("-O"), QStringLiteral("exit"),
                       QStringLiteral("--"), host()});
        p.waitForFinished(10000);
    }
    kill();
}

int closedLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a = {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    int port = 0;
    if (fd >= 0 && ::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &len) == 0)
        port = ntohs(a.sin_port);
    if (fd >= 0)
        ::close(fd);
    return port;
}

} // namespace irqatlas::test
