#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace irqatlas {

// What the kernel's netdev generic netlink family says about this
// machine's queues (queue-get and napi-get, kernel 6.8 and later).
struct NetdevQueueLink
{
    int ifindex = 0;
    bool rx = true;
    int index = 0;
    std::optional<std::uint32_t> napiId;
};

struct NetdevNapi
{
    int ifindex = 0;
    std::uint32_t id = 0;
    std::optional<int> irq; // absent for NAPI without an IRQ (veth, loopback)
    std::optional<int> pid; // the napi/IF-ID kernel thread, with threaded NAPI only (6.9+)
};

struct NetdevQueueInfo
{
    std::vector<NetdevQueueLink> queues;
    std::vector<NetdevNapi> napis;

    const NetdevNapi *napi(std::uint32_t id) const;
};

// Asks the kernel over a NETLINK_GENERIC socket (family "netdev" resolved
// by name through the controller), in the network namespace of this
// process. nullopt when the family or its queue-get/napi-get is not there
// (older kernels), the socket cannot be opened, or a reply is malformed or
// past the caps (at most 64 KiB a datagram, 16 MiB and 1,048,576 entries in
// all, 2 s without an answer): then the callers fall back to names.
std::optional<NetdevQueueInfo> readNetdevNetlink();

// Exposed for tests: the attributes of one genetlink message payload
// (after the genlmsghdr) as (type, payload) pairs; false when an
// attribute's length runs past the buffer or is below its header.
bool parseNetlinkAttributes(std::string_view payload,
                            std::vector<std::pair<std::uint16_t, std::string_view>> &out);

} // namespace irqatlas
