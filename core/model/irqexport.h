#pragma once

#include "model/irq.h"

#include <functional>
#include <string>

namespace irqatlas {

// The `irqs` shapes of docs/CLI.md, written straight into a byte buffer:
// a 1152-CPU table is 13 MB of counts, so no QJsonDocument on this path.

// {"cpus": [...], "irqs": [{"irq": "142", "chip": ..., "counts": [...]}]}
// extra, when given, appends fields of its own to each IRQ's object (each
// starting with ", "), after the others.
using IrqJsonExtra = std::function<void(std::string &out, const Irq &irq)>;
void appendIrqsJson(std::string &out, const IrqTable &table, const IrqJsonExtra &extra = {});
// Header row irq,chip,hwirq,trigger,name,device,node,affinity,effective,total,
// then one column per CPU named cpuN; RFC 4180 quoting.
// flush, when given, is called whenever out grows past about 1 MiB (and
// receives out to drain), so a 13 MB table need not be held twice.
void appendIrqsCsv(std::string &out, const IrqTable &table,
                   const std::function<void(std::string &)> &flush = {});
// The pieces of appendIrqsCsv, for writers that stream rows.
inline constexpr std::size_t kCsvFlushAt = std::size_t(1) << 20;
void appendIrqsCsvHeader(std::string &out, const std::vector<int> &cpus);
void appendIrqCsvRow(std::string &out, const Irq &irq, std::size_t columns);

// The node shown for an IRQ: its device's NUMA node when known, else
// /proc/irq/N/node; nullopt when neither is known.
std::optional<int> displayNode(const Irq &irq);
// CPUs whose count is non-zero, as a cpulist.
CpuSet activeCpus(const Irq &irq, const std::vector<int> &cpus);

void appendJsonString(std::string &out, std::string_view s);
void appendCsvField(std::string &out, std::string_view s);
void appendUInt(std::string &out, std::uint64_t v);
void appendInt(std::string &out, long long v);

} // namespace irqatlas
