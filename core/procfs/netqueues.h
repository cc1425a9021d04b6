#pragma once

#include "model/cpuset.h"
#include "model/netname.h" // validInterfaceName, for the readers' users
#include "model/result.h"
#include "procfs/hostsource.h"

#include <QString>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace irqatlas {

// A queue attribute the kernel may not offer: xps_cpus fails to read
// (ENOENT/EINVAL) on a single-queue device, a kernel without CONFIG_RPS has
// no rps_cpus. Then value is empty and reason says why; a file that is
// there but garbled is an error of the reader instead.
template <typename T> struct QueueValue
{
    std::optional<T> value;
    QString reason;
};

// Where a queue's IRQ was learnt from.
enum class QueueIrqSource
{
    None,
    Netlink, // the netdev netlink family: the queue's NAPI instance and its IRQ
    Name,    // an action name in /proc/interrupts ("eth0-TxRx-3", "virtio2-input.3")
};

// One rx-N or tx-N directory of /sys/class/net/IF/queues.
struct NetQueue
{
    bool rx = true;
    int index = 0;
    std::string irq; // "41"; empty when unknown
    QueueIrqSource irqSource = QueueIrqSource::None;
    std::optional<std::uint32_t> napiId;  // the kernel's NAPI id (netlink only, not from names)
    QueueValue<CpuSet> rpsCpus;           // rx
    QueueValue<std::uint64_t> rpsFlowCnt; // rx
    QueueValue<CpuSet> xpsCpus;           // tx
    QueueValue<CpuSet> xpsRxqs;           // tx: receive queue numbers, not CPUs

    std::string name() const { return (rx ? "rx-" : "tx-") + std::to_string(index); }
};

struct NetInterface
{
    std::string name;
    std::optional<bool> threaded; // /sys/class/net/IF/threaded; absent: unknown
    std::vector<NetQueue> queues; // rx by number, then tx by number
};

// A queue mask as sysfs prints it: comma-separated 32-bit hex words, most
// significant first. At most ceil(bits / 32) words and no bit at or past
// bits (bits: the CPUs the machine can have, or the receive queues of
// xps_rxqs). Errors name the file.
Result<CpuSet> parseQueueMask(std::string_view text, int bits, const QString &name);

// Every network interface of host but lo (entries of /sys/class/net that
// are links or directories, as the kernel makes them), sorted by name, with
// their queues. On this machine each queue's NAPI id and IRQ come from the
// netdev netlink family where the kernel has it (6.8+); every IRQ still
// unknown is taken from /proc/interrupts where an action name names the
// queue.
// Files are read under readCap's limit for /sys/class/net; a garbled file,
// an invalid interface or queue name is an error naming it.
Result<std::vector<NetInterface>> readNetQueues(const HostSource &host);

} // namespace irqatlas
