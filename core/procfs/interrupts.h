#pragma once

#include "model/irq.h"
#include "model/result.h"

#include <QString>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

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
//
// Caps (model/inputlimits.h), each an Error naming the file and line: CPU ids
// above kMaxCpuId, more than kMaxCpus header columns, more than kMaxIrqRows
// rows, a line longer than kMaxTableLineBytes, a text longer than
// kMaxInterruptsBytes. Memory follows the input: a row holds no more counts
// than its bytes can spell.
Result<IrqTable> parseInterrupts(std::string_view text, const QString &sourceName);

// Same, into an existing table (its vectors are reused), for hot sampling.
Status parseInterruptsInto(std::string_view text, const QString &sourceName, IrqTable &out);

// The same parser one line at a time, for callers that stream a table too
// big to hold (irqatlas-cli irqs --format csv) instead of collecting it.
class InterruptsParser
{
public:
    explicit InterruptsParser(QString sourceName);

    // lineNo is 1-based; hadNewline is false for a last line cut off before
    // its newline. On a row, fills irq (reusing its buffers) and sets isRow;
    // the header line and blank lines leave isRow false.
    Status line(std::string_view line, int lineNo, bool hadNewline, Irq &irq, bool &isRow);
    // An error when the input ended before a header line was seen.
    Status finish() const;

    bool haveHeader() const { return m_haveHeader; }
    const std::vector<int> &cpus() const { return m_cpus; }
    const QString &source() const { return m_source; }

private:
    QString m_source;
    std::vector<int> m_cpus;
    int m_rows = 0;
    bool m_haveHeader = false;
};

// Cuts chunks of any size into lines for an InterruptsParser: a line split
// across two reads is joined in a small carry buffer, so a 13 MB file streams
// through a fixed-size read buffer. onRow sees each row once, after the
// header (it may fill in more fields before using it); an error from
// onRow stops the stream and is returned.
class InterruptsStream
{
public:
    using RowSink = std::function<Status(Irq &irq)>;
    InterruptsStream(QString sourceName, RowSink onRow);

    Status feed(std::string_view chunk);
    // Parses a last line without newline and checks that a header was seen.
    Status finish();
    const std::vector<int> &cpus() const { return m_parser.cpus(); }

private:
    Status take(std::string_view line, bool hadNewline);

    InterruptsParser m_parser;
    RowSink m_onRow;
    Irq m_row;
    std::string m_carry;
    std::size_t m_bytes = 0;
    int m_lineNo = 0;
};

// Splits the text after the counts of a numeric row ("IR-PCI-MSIX-0000:03:00.0
// 0-edge      nvme0q0", "GICv3  27 Level     arch_timer", "IR-IO-APIC-edge
// timer", "PCI-MSI  mlx5_async@pci:0002:00:00.0", "sep4020 Timer Tick") into
// chip, hwirq, trigger (lowercased) and action names. Exposed for tests.
void splitDeviceColumns(std::string_view tail, Irq &irq);

} // namespace irqatlas
