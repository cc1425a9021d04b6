#pragma once

#include "irq.h"
#include "result.h"
#include "topology.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

namespace irqatlas {

// Where the window's machine comes from.
struct MachineSource
{
    enum Kind { LocalMachine, RootDir, HwlocXml, TopologyJson, InterruptsFile };
    MachineSource() = default;
    MachineSource(Kind k, QString p, QString irqFile = {})
        : kind(k), path(std::move(p)), interrupts(std::move(irqFile))
    {
    }
    Kind kind = LocalMachine;
    QString path;
    // A /proc/interrupts file that replaces the source's own IRQ table
    // (a topology file paired with the interrupts of the same machine).
    QString interrupts;

    QString displayName() const;
    QString toSetting() const;                         // "xml:/path", "local:"
    static MachineSource fromSetting(const QString &s); // inverse, LocalMachine on garbage
};

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
};

// Reads a machine; blocking (hwloc, /proc). Errors name the source.
Result<MachineData> loadMachine(const MachineSource &source);

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
