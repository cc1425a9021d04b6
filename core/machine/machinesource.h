#pragma once

#include <QString>

namespace irqatlas {

// Where a machine comes from: this machine, a saved tree or archive, a
// topology file, a lone /proc/interrupts file or a remote host.
struct MachineSource
{
    enum Kind
    {
        LocalMachine,
        RootDir,
        HwlocXml,
        TopologyJson,
        InterruptsFile,
        Ssh
    };
    MachineSource() = default;
    MachineSource(Kind k, QString p, QString irqFile = {})
        : kind(k), path(std::move(p)), interrupts(std::move(irqFile))
    {
    }
    // A remote host: target is "[user@]host[:port]" (SshTarget::parse).
    static MachineSource ssh(QString target, QString configFile = {}, QString identityFile = {});

    Kind kind = LocalMachine;
    QString path; // the file or directory; for Ssh the target text
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

    QString displayName() const;
    // "xml:/path", "local:", "ssh:user@host:22?config=%2Fpath&identity=%2Fkey"
    QString toSetting() const;
    static MachineSource fromSetting(const QString &s); // inverse, LocalMachine on garbage
    bool operator==(const MachineSource &) const = default;
};

} // namespace irqatlas
