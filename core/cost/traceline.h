#pragma once

#include <cstdint>
#include <string_view>

namespace irqatlas {

// What one line of tracefs' text output (trace_pipe, trace) says, for the
// events a cost measurement enables.
enum class TraceKind : std::uint8_t
{
    Other,        // an event the measurement does not use (softirq_raise, ...)
    IrqEntry,     // irq:irq_handler_entry
    IrqExit,      // irq:irq_handler_exit
    SoftirqEntry, // irq:softirq_entry
    SoftirqExit,  // irq:softirq_exit
    VectorEntry,  // irq_vectors:<vector>_entry (x86 local timer, IPIs)
    VectorExit,   // irq_vectors:<vector>_exit
    Lost          // "CPU:1 [LOST 42 EVENTS]"
};

// One event. The views point into the line handed to parseTraceLine.
struct TraceEvent
{
    TraceKind kind = TraceKind::Other;
    int cpu = -1;
    std::uint64_t ns = 0; // the timestamp (the text prints µs of a ns clock)
    // IRQ number (Irq*), softirq vector (Softirq*), vector index (Vector*).
    std::uint32_t key = 0;
    // Action name (IrqEntry), softirq type (Softirq*), /proc/interrupts
    // symbol (Vector*: "LOC", "RES", "CAL", ...).
    std::string_view name;
    std::uint64_t lost = 0; // events the kernel dropped (Lost)
};

enum class TraceLineResult : std::uint8_t
{
    Event,     // ev is filled
    Skipped,   // blank, a '#' comment or header ("##### CPU 1 buffer started ####")
    NoCpu,     // no "[NNN]" CPU field followed by a timestamp
    BadCpu,    // a CPU id above limits::kMaxCpuId
    BadFields, // a known event whose fields are not the kernel's
    BadLost    // a "CPU:" line that is not "CPU:N [LOST N EVENTS]"
};

// The hot path of reading trace text: no allocation, no QString. The kernel
// prints "<task>-<pid> [<cpu>] <flags> <secs>.<usecs>: <event>: <fields>"
// (task names may hold blanks, dashes and brackets; flags are absent when
// the irq-info option is off; a counter clock prints a plain integer,
// taken as ns).
TraceLineResult parseTraceLine(std::string_view line, TraceEvent &ev);

} // namespace irqatlas
