#pragma once

#include <QString>

namespace irqatlas {

// Where a machine comes from: this machine, a saved tree or archive, a
// topology file, a lone /proc/interrupts file, a remote host or one
// node_exporter instance of a Prometheus server.
struct MachineSource
{
    enum Kind
    {
        LocalMachine,
        RootDir,
        HwlocXml,
        TopologyJson,
        InterruptsFile,
        Ssh,
        Prometheus
    };
    MachineSource() = default;
    MachineSource(Kind k, QString p, QString irqFile = {})
        : kind(k), path(std::move(p)), interrupts(std::move(irqFile))
    {
    }
    // A remote host: target is "[user@]host[:port]" (SshTarget::parse).
    static MachineSource ssh(QString target, QString configFile = {}, QString identityFile = {});
    // An instance of a Prometheus server at url. With a user, the password is
    // the first line of passwordFile, else the value of the environment
    // variable passwordEnv, read at each load (promServerFor).
    static MachineSource prometheus(QString url, QString instance, QString user = {},
                                    QString passwordFile = {}, QString passwordEnv = {});

    Kind kind = LocalMachine;
    QString path; // the file or directory; for Ssh the target text; for Prometheus the URL
    // A /proc/interrupts file that replaces the source's own IRQ table
    // (a topology file paired with the interrupts of the same machine).
    QString interrupts;
    // A topology file that replaces the source's own topology (the CLI's
    // --xml or --topology beside --root, --host or this machine); at most one.
    QString topologyXml;
    QString topologyJson;
    // Ssh only: ssh -F and ssh -i. Passwords are never part of a source.
    QString sshConfig;
    QString identityFile;
    // Prometheus only: the instance label, the basic-auth user and where its
    // password is (a file, or an environment variable's name). Never the
    // password itself.
    QString promInstance;
    QString promUser;
    QString promPasswordFile;
    QString promPasswordEnv;

    QString displayName() const;
    // "xml:/path", "local:", "ssh:user@host:22?config=%2Fpath&identity=%2Fkey",
    // "prometheus:http://m:9090?instance=db7%3A9100&user=ops&passwordEnv=PW"
    QString toSetting() const;
    static MachineSource fromSetting(const QString &s); // inverse, LocalMachine on garbage
    bool operator==(const MachineSource &) const = default;
};

} // namespace irqatlas
