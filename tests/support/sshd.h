#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>
#include <sys/types.h>

class QProcess;

namespace irqatlas::test {

// A port on 127.0.0.1 nobody listens on (the kernel picks it, then it is
// closed again): a host that does not answer.
int closedLoopbackPort();

// A private OpenSSH server on 127.0.0.1 for the SSH tests: its own host key,
// an authorized client key, and a client config (ssh -F) that trusts exactly
// that host key and uses exactly that client key in batch mode. Everything
// lives in a temporary directory; every process it starts (sshd, its session
// processes, the control masters of its control directory) is stopped by id.
// sshd dies with the process that started it, however that process ends (see
// launch()). QtCore only, so the benchmark can use it too.
class SshdFixture
{
public:
    SshdFixture();
    ~SshdFixture();
    SshdFixture(const SshdFixture &) = delete;
    SshdFixture &operator=(const SshdFixture &) = delete;

    // Before start(): one more port on the same server whose sessions see
    // another machine instead of this one. Each session there runs (sshd's
    // ForceCommand) in a private mount and UTS namespace where root's sys/
    // is bind-mounted over /sys, its proc/ files (interrupts, stat, softirqs,
    // cpuinfo, meminfo, irq/, sys/kernel/osrelease) over /proc's, and the
    // host name is hostname; PATH holds no lstopo, so the remote collection
    // reads that sysfs tree as it reads a host without hwloc. stall: the
    // port's sessions never answer (a host that hangs). Returns the index
    // for machinePort(); needs root, as the fixture does. sshd listens on at
    // most 16 sockets, so one fixture serves at most kMaxMachines.
    static constexpr int kMaxMachines = 15;
    int addMachine(const QString &root, const QString &hostname, bool stall = false);
    int machinePort(int index) const { return m_machines.value(index).port; }
    // A target for a machine's port ("root@127.0.0.1:PORT").
    QString machineTarget(int index) const;

    // Before start(): a public key line sshd accepts besides the fixture's
    // own client key (one client key for several fixtures).
    void authorizeKey(const QByteArray &publicKeyLine) { m_extraKeys += publicKeyLine + '\n'; }
    // The client's private key file the client config offers.
    QString clientKey() const { return m_dir.filePath(QStringLiteral("client_key")); }

    // Creates keys and configs and starts sshd. On failure, returns false and
    // skipReason() says why (not root, no sshd, ...).
    bool start();
    QString skipReason() const { return m_skip; }

    // Kills sshd and every session process below it (as a crash or a reboot
    // of the remote side would); the port stays reserved for restart().
    void kill();
    bool restart();
    // Stops the control masters of controlDir() and sshd.
    void stop();

    int port() const { return m_port; }
    // The process this fixture started (unshare, or sshd itself); 0 when stopped.
    pid_t serverPid() const { return m_pid; }
    // Whether sshd runs in a PID namespace of its own, so that its death also
    // ends every session process, detached ones included.
    bool killsSessionsWithIt() const { return m_pidNamespace; }
    QString host() const { return QStringLiteral("127.0.0.1"); }
    // "root@127.0.0.1:PORT" (the user running the tests).
    QString target() const;
    QString clientConfig() const { return m_dir.filePath(QStringLiteral("ssh_config")); }
    QString knownHosts() const { return m_dir.filePath(QStringLiteral("known_hosts")); }
    // Control sockets of the sessions the tests open (short path, mode 0700).
    QString controlDir() const { return m_controlDir; }
    // Writes a client config like clientConfig() whose known_hosts holds a
    // different key for this host (as after a reinstall or an attack).
    QString configWithWrongHostKey();
    // Same with an empty known_hosts: the host key is unknown.
    QString configWithUnknownHostKey();
    QString dir() const { return m_dir.path(); }
    // What the login shell (bash, through BASH_ENV) runs before every remote
    // command, like a ~/.bashrc: output of its own, a PATH with fake
    // programs. Empty by default; a test that sets it empties it again.
    bool setLoginScript(const QByteArray &script);

private:
    struct Machine
    {
        QString root;
        QString hostname;
        bool stall = false;
        int port = 0;
    };
    bool fail(const QString &why);
    bool writeMachineScripts(QByteArray &config);
    bool launch();
    QString writeClientConfig(const QString &name, const QString &knownHostsFile);
    void killTree(pid_t pid);

    QTemporaryDir m_dir;
    QString m_controlDir;
    QString m_skip;
    int m_port = 0;
    pid_t m_pid = 0;
    std::unique_ptr<QProcess> m_proc;
    bool m_pidNamespace = false;
    QString m_hostPub;
    QList<Machine> m_machines;
    QByteArray m_extraKeys;
};

} // namespace irqatlas::test
