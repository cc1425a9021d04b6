#pragma once

#include "model/irq.h"
#include "model/result.h"
#include "procfs/hostsource.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <set>

namespace irqatlas {

class Topology;
struct PciMap;

// Joins /proc/irq/N/*, /sys/kernel/irq/N/* and the PCI device tree into IRQ
// rows. The PCI tree and the per-IRQ directory listings are read once when
// the reader is made; annotate() then costs only the files of one IRQ, so a
// table can be joined row by row while it streams.
class IrqDetailsReader
{
public:
    IrqDetailsReader(const HostSource &host, const Topology *topology);
    ~IrqDetailsReader();
    IrqDetailsReader(const IrqDetailsReader &) = delete;
    IrqDetailsReader &operator=(const IrqDetailsReader &) = delete;

    // /proc/irq/default_smp_affinity, nullopt when absent.
    const std::optional<CpuSet> &defaultAffinity() const { return m_defaultAffinity; }
    // Fills affinity, effective, node, chip/hwirq/type/actions from sysfs,
    // the owning device with its node and interfaces, and the immovable
    // reason. A present but garbled file is an error naming it.
    Status annotate(Irq &irq) const;

private:
    const HostSource &m_host;
    const Topology *m_topology;
    std::unique_ptr<PciMap> m_pci;
    std::optional<CpuSet> m_defaultAffinity;
    QString m_error; // a garbled default_smp_affinity, reported with the first IRQ
    bool m_haveDebugfs = false;
    std::set<int> m_procIrqs;
    std::set<int> m_sysIrqs;
};

// Joins every row of table (exposed for the live sampler and tests).
Status readIrqDetails(const HostSource &host, IrqTable &table, const Topology *topology,
                      QStringList *warnings);

} // namespace irqatlas
