#pragma once

#include "host/sshsession.h"
#include "model/irq.h"
#include "model/result.h"
#include "model/topology.h"
#include "procfs/sourcecheck.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>
#include <optional>

namespace irqatlas {

class SampleSource;

// Where the window's machine comes from.
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
    // Ssh only: ssh -F and ssh -i. Passwords are never part of a source.
    QString sshConfig;
    QString identityFile;

    QString displayName() const;
    // "xml:/path", "local:", "ssh:user@host:22?config=%2Fpath&identity=%2Fkey"
    QString toSetting() const;
    static MachineSource fromSetting(const QString &s); // inverse, LocalMachine on garbage
    bool operator==(const MachineSource &) const = default;
};

// The ssh options every remote source starts from (askpass program, control
// directory); the source adds its config and identity files. Set once by the
// application before the first connection.
void setSshDefaults(const SshOptions &options);
SshOptions sshDefaults();
// The defaults with the source's config and identity files; the error names a
// bad target or a missing file.
Result<SshOptions> sshOptionsFor(const MachineSource &source);

// What the window shows: a topology (possibly made up from the IRQ table's
// CPU columns when the source has none) and, when known, the IRQ table.
struct MachineData
{
    Topology topology;
    bool hasTopology = false; // false: one box per CPU, no cores or nodes known
    IrqTable irqs;
    bool hasIrqs = false;
    QString title;
    QStringList warnings;
    // The host's own settings that plans depend on, read from the same source
    // as the IRQs (as Snapshot reads them for the CLI). Unknown (empty, false)
    // for topology and interrupts files.
    std::optional<CpuSet> isolated; // isolcpus
    std::optional<CpuSet> nohzFull;
    bool irqbalanceRunning = false;
    // Where the topology and the /proc files of the source disagree (CPU ids,
    // hostnames); empty when they agree or there is no topology to disagree
    // with. The window shows them in a banner.
    std::vector<SourceDifference> differences;
    // Ssh sources: the connection the snapshot came over, for the live
    // monitor to sample through the same control master. Used by one thread
    // at a time (the loader's, then the sampler's).
    std::shared_ptr<SshSession> session;
};

// Reads a machine; blocking (hwloc, /proc, ssh). Errors name the source.
Result<MachineData> loadMachine(const MachineSource &source);

// Where live samples of a loaded machine come from: this machine's /proc, or
// the remote host through its session (a lost connection is retried with a
// growing wait, see BackoffSampleSource). Null for saved files.
std::unique_ptr<SampleSource> liveSourceFor(const MachineData &machine,
                                            const MachineSource &source);

// A topology with one PU per CPU id and nothing else, for sources that only
// have /proc/interrupts.
Topology cpuOnlyTopology(const std::vector<int> &cpus, const QString &source);

// Runs loadMachine on a worker thread. A newer start() or cancel() makes the
// result of an older load vanish: hwloc cannot be interrupted, but the window
// never waits for it and never shows a stale machine.
class MachineLoader : public QObject
{
    Q_OBJECT
public:
    explicit MachineLoader(QObject *parent = nullptr);
    ~MachineLoader() override;

    void start(const MachineSource &source);
    void cancel();
    bool busy() const { return m_running > 0 && m_active; }

signals:
    void starting(const irqatlas::MachineSource &source);
    void started(const QString &what);
    void loaded(const irqatlas::MachineData &data, const irqatlas::MachineSource &source);
    void failed(const QString &message);
    void finished();

private:
    std::shared_ptr<std::atomic<int>> m_generation;
    int m_running = 0;
    bool m_active = false;
};

} // namespace irqatlas
