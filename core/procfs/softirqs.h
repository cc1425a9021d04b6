#pragma once

#include "model/result.h"

#include <QString>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace irqatlas {

// /proc/softirqs: one row per softirq type, one column per *possible* CPU
// (more columns than /proc/interrupts, which lists online CPUs only). Join
// with other tables by CPU id, never by column position.
struct SoftirqTable
{
    struct Row
    {
        std::string name;                  // "HI", "TIMER", "NET_RX", ... (any name kept)
        std::vector<std::uint64_t> counts; // one per column of cpus
        std::uint64_t total = 0;
    };

    std::vector<int> cpus; // CPU ids of the columns, from the header
    std::vector<Row> rows; // in file order

    int column(int cpuId) const; // column index of that CPU, -1 when absent
    const Row *row(std::string_view name) const;
    // Count of softirq type `name` on CPU cpuId; 0 when either is absent
    // (use column()/row() to tell absent from zero).
    std::uint64_t count(std::string_view name, int cpuId) const;
};

// Columns are split by whitespace, never by position: header spacing is not
// reliable. Every row must have exactly one count per header column; a
// missing header, a row without ':', a non-numeric count or a short row is
// an Error naming sourceName and the 1-based line. So are the caps of
// model/inputlimits.h: a CPU id above kMaxCpuId, more than kMaxCpus columns,
// more than kMaxSoftirqRows rows, a line longer than kMaxTableLineBytes, a
// text longer than kMaxSoftirqsBytes.
Result<SoftirqTable> parseSoftirqs(std::string_view text, const QString &sourceName);

} // namespace irqatlas
