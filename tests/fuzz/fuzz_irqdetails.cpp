// Joining /proc/irq/N and /sys/kernel/irq/N into IRQ rows (IrqDetailsReader
// and readIrqDetails) over a machine whose per-IRQ files are the input.
// Input: NUL-separated contents, in the order of kFiles below; a missing
// part means the file is absent. A join that fails names the garbled file;
// one that succeeds holds what the file parsers read.
#include "fuzzcheck.h"
#include "memhost.h"
#include "procfs/irqdetails.h"
#include "procfs/irqfiles.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
const char *const kFiles[] = {
    "/proc/irq/24/smp_affinity_list",
    "/proc/irq/24/smp_affinity",
    "/proc/irq/24/effective_affinity_list",
    "/proc/irq/24/effective_affinity",
    "/proc/irq/24/affinity_hint",
    "/proc/irq/24/node",
    "/sys/kernel/irq/24/chip_name",
    "/sys/kernel/irq/24/hwirq",
    "/sys/kernel/irq/24/type",
    "/sys/kernel/irq/24/wakeup",
    "/sys/kernel/irq/24/actions",
    "/proc/irq/default_smp_affinity",
    "/sys/kernel/debug/irq/irqs/24",
    "/sys/bus/pci/devices/0000:3b:00.0/numa_node",
    "/sys/bus/pci/devices/0000:3b:00.0/irq",
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    MemHostSource host;
    const QList<QByteArray> parts = bytes(data, size).split('\0');
    const std::size_t n = std::min<std::size_t>(std::size(kFiles), std::size_t(parts.size()));
    for (std::size_t i = 0; i < n; ++i)
        host.files[QString::fromLatin1(kFiles[i])] = parts[qsizetype(i)];
    host.files[QStringLiteral("/sys/bus/pci/devices/0000:3b:00.0/msi_irqs/24")] = "msi\n";

    IrqTable table;
    table.cpus = {0, 1};
    Irq numeric;
    numeric.key = "24";
    numeric.number = 24;
    numeric.counts = {1, 2};
    numeric.total = 3;
    Irq symbolic;
    symbolic.key = "LOC";
    symbolic.counts = {5, 6};
    symbolic.total = 11;
    table.irqs = {numeric, symbolic};

    const Status s = readIrqDetails(host, table, nullptr, nullptr);
    if (!s.ok()) {
        const QString &m = s.errorString();
        FUZZ_CHECK(m.contains(QStringLiteral("/proc/irq/")) ||
                       m.contains(QStringLiteral("/sys/kernel/irq/")),
                   "a join error names the per-IRQ file");
        return 0;
    }
    const Irq &irq = table.irqs[0];
    FUZZ_CHECK(table.irqs[1].immovable, "a symbolic row is immovable");
    FUZZ_CHECK(irq.counts == numeric.counts && irq.total == numeric.total,
               "joining leaves the counts alone");
    if (n > 0) {
        auto direct = parseIrqCpuList(bytesView(parts[0]), QStringLiteral("x"));
        FUZZ_CHECK(direct.ok() && irq.affinity && *irq.affinity == *direct,
                   "smp_affinity_list is the affinity");
    }
    if (n > 5) {
        auto node = parseIrqNode(bytesView(parts[5]), QStringLiteral("x"));
        FUZZ_CHECK(node.ok() && irq.node == *node, "node is the parsed node");
    }
    if (irq.immovable)
        FUZZ_CHECK(!irq.immovableReason.empty(), "an immovable IRQ says why");
    return 0;
}
