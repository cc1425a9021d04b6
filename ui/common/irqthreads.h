#pragma once

#include "model/cpuset.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"

#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

struct Irq;
struct IrqTable;

// One kernel thread that does an IRQ's work: its threaded handler
// ("irq/N-name") or the NAPI thread of a network queue whose IRQ it is.
struct IrqThread
{
    KernelThread thread;
    QString queues; // NAPI: the queues it serves ("eth0 rx-3, tx-3"); empty for irq/N
    // The thread may run where the IRQ is not delivered: its CPUs are not
    // within the IRQ's effective (else requested) affinity.
    bool offAffinity = false;
    // NAPI: the thread last ran, or may run, off its queue's IRQ CPUs.
    bool napiOffIrqCpu = false;

    bool flagged() const { return offAffinity || napiOffIrqCpu; }
    // Why it is flagged, for a tooltip; empty when it is not.
    QString flagText(const CpuSet &irqCpus) const;
};

// The threads of irq: threaded handlers by IRQ number, NAPI threads joined
// through the interfaces' queues (queue IRQ and NAPI id = the thread's
// interface and NAPI id). Empty when the source has no threads.
std::vector<IrqThread> threadsOfIrq(const Irq &irq, const IrqTable &table,
                                    const std::optional<std::vector<KernelThread>> &threads,
                                    const std::optional<std::vector<NetInterface>> &queues);

} // namespace irqatlas
