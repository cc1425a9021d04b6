#pragma once

#include "model/cpuset.h"
#include "model/plan.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"

#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

struct IrqTable;

// Where a plan sends one kernel thread of interrupt work, as the helper
// picks them (docs/HELPER.md, "Which threads move"): the irq/N and NAPI
// threads of each assignment's IRQ, and the NAPI thread of each rx queue
// with napi_cpus, which wins over an IRQ the thread merely follows.
struct PlannedThread
{
    enum class How
    {
        FollowsIrq, // to the IRQ's planned CPUs
        Cpus,       // to the assignment's thread_cpus
        QueueNapi,  // to its queue's napi_cpus
        Keep,       // left where it is
    };
    int irq = -1; // the IRQ it works for (a queue's IRQ for QueueNapi; -1 unknown)
    // nullopt: the source has no thread data, so which threads the IRQ has
    // is found by the helper when it applies.
    std::optional<KernelThread> thread;
    QString queue; // QueueNapi: "eth0/rx-3"
    How how = How::FollowsIrq;
    CpuSet planned; // empty for Keep
};

// Every thread placement of plan on the machine the threads and queues
// describe: assignments in plan order (a queue's napi_cpus replacing the
// placement of a NAPI thread it names), then the queue NAPI threads no
// assignment reaches.
std::vector<PlannedThread> plannedThreads(const Plan &plan, const IrqTable &table,
                                          const std::optional<std::vector<KernelThread>> &threads,
                                          const std::optional<std::vector<NetInterface>> &queues);

// The CPUs where the known threads of irqs go: the moved ones only (a kept
// thread stays where the "last ran" marker already shows it).
CpuSet plannedThreadCpus(const std::vector<PlannedThread> &planned, const std::vector<int> &irqs);

} // namespace irqatlas
