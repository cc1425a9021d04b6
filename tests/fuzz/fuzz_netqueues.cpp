// A network queue's RPS/XPS mask from a saved machine or a remote host
// (procfs/netqueues.h), the kernel's rule for interface names and the
// attributes of a netdev netlink answer (procfs/netdevnetlink.h). The first
// two bytes choose how many CPUs the machine has; the rest is the file.
// Errors name the file, no CPU at or past the machine's is ever kept, a kept
// set prints as a list that parses back to it, and attributes stay inside
// their buffer.
#include "fuzzcheck.h"
#include "model/inputlimits.h"
#include "procfs/netdevnetlink.h"
#include "procfs/netqueues.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    const int bits = 1 + (int(data[0]) << 8 | int(data[1])) % limits::kMaxCpus;
    const std::string_view text(reinterpret_cast<const char *>(data) + 2, size - 2);
    const QString origin = QStringLiteral("/sys/class/net/eth0/queues/rx-0/rps_cpus");
    auto set = parseQueueMask(text, bits, origin);
    checkErrorNames(set, origin);
    if (set.ok()) {
        FUZZ_CHECK(set->empty() || set->last() < bits, "no CPU past the machine's");
        auto again = CpuSet::parseList(set->toList());
        FUZZ_CHECK(again.ok() && *again == *set, "the list parses back to the set");
    }
    if (validInterfaceName(text)) {
        FUZZ_CHECK(!text.empty() && text.size() <= 15, "a name of 1 to 15 bytes");
        FUZZ_CHECK(text.find('/') == std::string_view::npos, "no slash in a name");
    }
    std::vector<std::pair<std::uint16_t, std::string_view>> attrs;
    parseNetlinkAttributes(text, attrs);
    for (const auto &[type, payload] : attrs) {
        FUZZ_CHECK(payload.data() >= text.data() &&
                       payload.data() + payload.size() <= text.data() + text.size(),
                   "an attribute inside its buffer");
        FUZZ_CHECK(type <= 0x3fff, "flags taken off the type");
    }
    return 0;
}
