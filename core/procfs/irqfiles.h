#pragma once

#include "model/cpuset.h"
#include "model/result.h"

#include <QString>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace irqatlas {

// Parsers for the small per-IRQ files. Each takes the file's bytes and a
// source name (the path) used in error messages; trailing newlines and blanks
// are ignored. A text longer than limits::kMaxIrqFileBytes is an error, as is
// a CPU above kMaxCpuId, a node above kMaxNumaNodes - 1, more than
// kMaxIrqActions actions or more than kMaxCpus per-CPU counts.

// /proc/irq/N/smp_affinity, effective_affinity, affinity_hint and
// /proc/irq/default_smp_affinity: comma-grouped hex words ("ff,00000000").
Result<CpuSet> parseIrqMask(std::string_view text, const QString &sourceName);
// /proc/irq/N/smp_affinity_list, effective_affinity_list: cpulists ("0-3,8").
Result<CpuSet> parseIrqCpuList(std::string_view text, const QString &sourceName);
// /proc/irq/N/node: an int, -1 (no node) kept as -1.
Result<int> parseIrqNode(std::string_view text, const QString &sourceName);

// /sys/kernel/irq/N/actions: comma-separated action names on one line, "" =
// none. Several lines or a control character (C0, DEL, C1) is an error.
Result<std::vector<std::string>> parseIrqActions(std::string_view text, const QString &sourceName);
// /sys/kernel/irq/N/chip_name, name, hwirq, type ("edge"/"level"), wakeup
// ("enabled"/"disabled"): one line of text, may be empty; several lines or a
// control character is an error (the text is shown and exported as a name).
Result<std::string> parseIrqText(std::string_view text, const QString &sourceName);
// /sys/kernel/irq/N/hwirq: an unsigned number.
Result<std::uint64_t> parseIrqHwirq(std::string_view text, const QString &sourceName);
// /sys/kernel/irq/N/per_cpu_count: comma-separated counts, one per possible CPU.
Result<std::vector<std::uint64_t>> parseIrqPerCpuCount(std::string_view text,
                                                       const QString &sourceName);

// /sys/devices/system/cpu/isolated and nohz_full: a cpulist; empty or
// "(null)" (nohz_full without the feature) is the empty set.
Result<CpuSet> parseCpuListFile(std::string_view text, const QString &sourceName);

} // namespace irqatlas
