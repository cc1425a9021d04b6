#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace irqatlas {

// How one "queues" entry of a plan maps onto a machine's network queues.
struct ResolvedQueue
{
    int index = -1;     // into Plan::queues
    int interface = -1; // into the machine's interfaces; -1 when unresolved or unknown
    int queue = -1;     // into that interface's queues
    QString note;       // why unresolved
    bool resolved() const { return queue >= 0; }
};

struct QueueResolution
{
    bool known = false;                 // the machine's queues are known (Snapshot::netQueues)
    std::vector<ResolvedQueue> entries; // one per queue entry, in plan order
    QString unknownNote;          // when !known and the plan has queues: what cannot be checked
    QStringList problems() const; // one message per unresolved entry (known only)
};

// Resolves the plan's queue entries against net (nullopt: the source has no
// /sys/class/net, so nothing is checked and unknownNote says so). An
// interface or queue the machine lacks, a CPU that is not in online (when
// given) or a receive queue in xps_rxqs the interface lacks is a reason
// naming the entry: "queues[3] (eth0 tx-2): no such queue (eth0 has tx-0 to tx-1)".
QueueResolution resolveQueues(const Plan &plan, const std::optional<std::vector<NetInterface>> &net,
                              const CpuSet *online = nullptr);

// The kernel threads that serve IRQ `irq`: its threaded handlers
// ("irq/N-name") and the NAPI threads of the queues whose IRQ it is (known
// where the kernel's netlink family gave the queue's NAPI id and IRQ).
std::vector<const KernelThread *> threadsOfIrq(int irq, const std::vector<KernelThread> &threads,
                                               const std::optional<std::vector<NetInterface>> &net);

// XPS follows the IRQs (the planners' "queues" parameter): every transmit
// queue of net whose IRQ is known and placed by plan, and whose xps_cpus
// the machine offers (not a single-queue device), gets that IRQ's CPUs as
// its xps_cpus, in an entry added in the machine's order (or the queue's
// entry already in the plan). NAPI threads need nothing: they follow their
// IRQ by default (ThreadPlacement::FollowIrq), and a queue whose NAPI
// instance has no IRQ is left alone.
// An interface whose name a plan cannot hold (model/plantext.h) is skipped.
void steerQueuesWithIrqs(Plan &plan, const std::vector<NetInterface> &net);

// Where the plan's XPS steering is not what steerQueuesWithIrqs makes on
// another machine of the same kind (fleet plan: one plan per machine
// class): the plan's IRQs are found in table by their keys, as apply finds
// them, and each transmit queue of net gets the CPUs of the IRQ serving it
// there. One message per transmit queue the plan steers otherwise or not
// at all; a queue the machine lacks is resolveQueues's to name, not this.
// Empty when the plan steers net's queues as a plan made there would.
QStringList steeringDifferences(const Plan &plan, const IrqTable &table,
                                const std::vector<NetInterface> &net);

// The receive queue of `interface` whose NAPI instance is that of thread t
// (a "napi/IF-ID" thread), or nullptr.
const NetQueue *queueOfNapiThread(const KernelThread &t, const std::vector<NetInterface> &net);
// Whether t is the NAPI thread of queue q of interface iface: the NAPI id
// the kernel gave the queue, and a name that starts like the interface's
// (the thread's name may cut it).
bool isNapiThreadOf(const KernelThread &t, const std::string &iface, const NetQueue &q);
// The machine's queue a plan entry names (interface, rx or tx, index), or
// nullptr.
const NetQueue *machineQueue(const std::vector<NetInterface> &net, const PlanQueue &pq);

} // namespace irqatlas
