// The small per-IRQ files of /proc/irq/N and /sys/kernel/irq/N
// (procfs/irqfiles.h). The first byte picks the parser, the rest is the
// file. Errors name the file; masks and lists that parse print back to the
// same set; counts and names keep what the file said, and names are one line
// without control characters.
#include "fuzzcheck.h"
#include "procfs/irqfiles.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
// No C0 control (so no line break), no DEL, no C1 control as UTF-8.
bool cleanName(std::string_view s)
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c < 0x20 || c == 0x7f)
            return false;
        if (c == 0xc2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(s[i + 1]) <= 0x9f)
            return false;
    }
    return true;
}

void checkSetRoundTrip(const CpuSet &s, bool isMask, const QString &source)
{
    if (isMask) {
        if (!s.empty() && s.last() >= (1 << 16))
            return;
        auto again = parseIrqMask(s.toMask(), source);
        FUZZ_CHECK(again.ok() && *again == s, "a parsed mask prints back to the same set");
    } else {
        auto again = parseIrqCpuList(s.toList(), source);
        FUZZ_CHECK(again.ok() && *again == s, "a parsed list prints back to the same set");
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::string_view text = view(data + 1, size - 1);
    switch (data[0] % 8) {
    case 0: {
        const QString src = QStringLiteral("fuzz/proc/irq/7/smp_affinity");
        auto r = parseIrqMask(text, src);
        checkErrorNames(r, src);
        if (r.ok())
            checkSetRoundTrip(*r, true, src);
        break;
    }
    case 1: {
        const QString src = QStringLiteral("fuzz/proc/irq/7/smp_affinity_list");
        auto r = parseIrqCpuList(text, src);
        checkErrorNames(r, src);
        if (r.ok())
            checkSetRoundTrip(*r, false, src);
        break;
    }
    case 2: {
        const QString src = QStringLiteral("fuzz/proc/irq/7/node");
        auto r = parseIrqNode(text, src);
        checkErrorNames(r, src);
        if (r.ok())
            FUZZ_CHECK(*r >= -1, "a node is -1 or an id");
        break;
    }
    case 3: {
        const QString src = QStringLiteral("fuzz/sys/kernel/irq/7/actions");
        auto r = parseIrqActions(text, src);
        checkErrorNames(r, src);
        if (r.ok())
            for (const std::string &a : *r) {
                FUZZ_CHECK(a.find(',') == std::string::npos, "an action name holds no comma");
                // Was finding irqfiles/actions-multiline (names held '\n').
                FUZZ_CHECK(cleanName(a), "an action name is one line without control characters");
            }
        break;
    }
    case 4: {
        const QString src = QStringLiteral("fuzz/sys/kernel/irq/7/chip_name");
        auto r = parseIrqText(text, src);
        checkErrorNames(r, src);
        if (r.ok()) {
            FUZZ_CHECK(r->size() <= text.size(), "text is not longer than the file");
            FUZZ_CHECK(cleanName(*r), "text is one line without control characters");
        }
        break;
    }
    case 5: {
        const QString src = QStringLiteral("fuzz/sys/kernel/irq/7/hwirq");
        auto r = parseIrqHwirq(text, src);
        checkErrorNames(r, src);
        if (r.ok()) {
            auto again = parseIrqHwirq(std::to_string(*r), src);
            FUZZ_CHECK(again.ok() && *again == *r, "hwirq round trip");
        }
        break;
    }
    case 6: {
        const QString src = QStringLiteral("fuzz/sys/kernel/irq/7/per_cpu_count");
        auto r = parseIrqPerCpuCount(text, src);
        checkErrorNames(r, src);
        if (r.ok() && !r->empty()) {
            std::string printed;
            for (std::size_t i = 0; i < r->size(); ++i)
                printed += (i ? "," : "") + std::to_string((*r)[i]);
            auto again = parseIrqPerCpuCount(printed, src);
            FUZZ_CHECK(again.ok() && *again == *r, "per_cpu_count round trip");
        }
        break;
    }
    default: {
        const QString src = QStringLiteral("fuzz/sys/devices/system/cpu/isolated");
        auto r = parseCpuListFile(text, src);
        checkErrorNames(r, src);
        if (r.ok())
            checkSetRoundTrip(*r, false, src);
        break;
    }
    }
    return 0;
}
