#pragma once

#include "cost/costaggregator.h"
#include "model/irq.h"
#include "procfs/procstat.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

namespace irqatlas {

// The /proc files read right before tracing starts and right after it stops,
// and the traced window's length.
struct CostWindow
{
    double seconds = 0; // measured (CLOCK_MONOTONIC) between tracing on and off
    double requestedSeconds = 0;
    std::optional<IrqTable> interruptsBefore, interruptsAfter;
    std::optional<ProcStat> statBefore, statAfter;
    // Events the kernel counted as lost in the instance's per-CPU stats
    // ("overrun" + "dropped events"); the larger of this and the trace's own
    // "[LOST N EVENTS]" lines is reported.
    std::uint64_t statsLost = 0;
    QString stoppedEarly; // why the measurement ended before its time, empty when it did not
};

struct CostCpuRow
{
    int cpu = -1;
    std::uint64_t hardirqNs = 0;
    std::uint64_t softirqNs = 0;
    // Shares of the window; absent when the window has no length (or, for
    // idle, when /proc/stat did not advance on that CPU).
    std::optional<double> hardirqPct, softirqPct, idlePct;
};

struct CostIrqRow
{
    IrqCost cost;
    std::uint64_t nsPerRun = 0;                  // ns / paired runs, 0 when none
    std::optional<std::uint64_t> procInterrupts; // the /proc/interrupts delta
};

struct CostReport
{
    double seconds = 0;
    double requestedSeconds = 0;
    std::vector<CostCpuRow> cpus;
    std::vector<CostIrqRow> irqs; // busiest (ns) first
    std::vector<SoftirqCost> softirqs;
    std::uint64_t events = 0;
    std::uint64_t lostEvents = 0;
    std::uint64_t unpaired = 0;
    QString stoppedEarly;
    // Where a traced count and /proc/interrupts disagree beyond the window
    // edges, one translated sentence each.
    QStringList disagreements;
};

// Joins the traced figures with the /proc deltas by IRQ key and CPU id.
CostReport buildCostReport(CostFigures figures, const CostWindow &window);

// {"format":"irqatlas-cost","version":1,...} (docs/CLI.md).
QByteArray costJson(const CostReport &report);

} // namespace irqatlas
