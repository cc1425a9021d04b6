#pragma once

#include "irq.h"
#include "result.h"

#include <QString>

#include <string_view>

namespace irqatlas {

// Parses /proc/interrupts as every kernel since 2.6 prints it, on every
// architecture irqatlas has seen (x86 old and new, arm64 GIC/ITS, RISC-V PLIC,
// POWER XIVE, s390, ARM9 without chip columns).
//
// Output:
// - IrqTable::cpus holds the CPU ids of the header (only online CPUs have a
//   column, so ids can have gaps).
// - One Irq per row, in file order; duplicate keys (POWER prints LOC twice)
//   are kept as separate rows.
// - Numeric rows must have exactly one count per column.
// - Symbolic rows may have fewer counts when they carry a description
//   (some arch IPI lines). A symbolic row with a single value and no
//   description (ERR:, MIS:, Err:) is machine-wide, not per CPU: its value is
//   in `total` and `counts` stays empty.
// - chip/hwirq/trigger/name are split from the text after the counts;
//   symbolic rows put that text in `description`.
//
// A header that is missing or garbled, a row key without ':', a non-numeric
// or overflowing count, or a numeric row with fewer counts than columns
// (what a file cut off mid-row looks like) is an Error naming sourceName and
// the 1-based line.
Result<IrqTable> parseInterrupts(std::string_view text, const QString &sourceName);

// Same, into an existing table (its vectors are reused), for hot sampling.
Status parseInterruptsInto(std::string_view text, const QString &sourceName, IrqTable &out);

// Splits the text after the counts of a numeric row ("IR-PCI-MSIX-0000:03:00.0
// 0-edge      nvme0q0", "GICv3  27 Level     arch_timer", "IR-IO-APIC-edge
// timer", "PCI-MSI  mlx5_async@pci:0002:00:00.0", "sep4020 Timer Tick") into
// chip, hwirq, trigger (lowercased) and action names. Exposed for tests.
void splitDeviceColumns(std::string_view tail, Irq &irq);

} // namespace irqatlas
