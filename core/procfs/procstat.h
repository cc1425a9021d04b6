#pragma once

#include "model/result.h"

#include <QString>
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace irqatlas {

// One "cpu" / "cpuN" line of /proc/stat, in USER_HZ ticks. Kernels print 4
// (2.4) to 10 (2.6.33+) fields; fields the kernel did not print are absent,
// not zero, so the monitor can say "not accounted" for them.
struct CpuTimes
{
    enum Field
    {
        User,
        Nice,
        System,
        Idle,
        IoWait,
        Irq,
        SoftIrq,
        Steal,
        Guest,
        GuestNice,
        FieldCount
    };

    int cpu = -1; // -1 for the aggregate "cpu" line
    int fieldCount = 0;
    std::array<std::uint64_t, FieldCount> values{};

    bool has(Field f) const { return int(f) < fieldCount; }
    std::optional<std::uint64_t> field(Field f) const
    {
        return has(f) ? std::optional<std::uint64_t>(values[std::size_t(f)]) : std::nullopt;
    }
};

struct ProcStat
{
    CpuTimes total;             // the "cpu" line
    std::vector<CpuTimes> cpus; // "cpuN" lines in file order; ids may have gaps

    // "intr <total> <irq0> <irq1> ...": per-IRQ counts indexed by IRQ number.
    std::optional<std::uint64_t> intrTotal;
    std::vector<std::uint64_t> intr;
    // "softirq <total> <HI> <TIMER> ...": in /proc/softirqs row order.
    std::optional<std::uint64_t> softirqTotal;
    std::vector<std::uint64_t> softirq;

    std::optional<std::uint64_t> ctxt;
    std::optional<std::uint64_t> btime;
    std::optional<std::uint64_t> processes;
    std::optional<std::uint64_t> procsRunning;
    std::optional<std::uint64_t> procsBlocked;

    // Number of snapshots found in the input. /proc/stat itself is always 1;
    // logs that concatenate several reads give more. Only the first snapshot
    // is parsed: a second "cpu " line ends it.
    int blocks = 0;

    const CpuTimes *cpu(int id) const; // by CPU id, nullptr when absent
};

// Lines irqatlas does not use (page, swap, disk_io, preempt, ...) are
// skipped. A known line with a non-numeric or missing value, a cpu line with
// fewer than 4 fields, or no "cpu" line at all is an Error naming sourceName
// and the 1-based line. So are the caps of model/inputlimits.h: a CPU id above
// kMaxCpuId, more than kMaxCpus "cpuN" lines, more than kMaxStatIntrValues
// "intr" or kMaxSoftirqRows "softirq" values, a line longer than
// kMaxStatLineBytes, a text longer than kMaxStatBytes.
Result<ProcStat> parseProcStat(std::string_view text, const QString &sourceName);

} // namespace irqatlas
