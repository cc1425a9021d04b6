#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace irqatlas {

struct Rates;

// Each CPU's IRQ load (hard + soft IRQ time in % of the CPU) per interval of
// a recording, small enough to keep for a whole replay (4 bytes per CPU and
// interval), so two ranges of it can be compared without reading the file
// again.
class IrqLoadHistory
{
public:
    // Interval k (1-based) is the k-th appended.
    void append(const Rates &rates);
    void clear();
    int size() const { return int(m_seconds.size()); }

    // Each CPU's load over intervals first .. last (1-based, inclusive,
    // clamped), averaged over the intervals weighted by their length, so a
    // range reads as one long interval would have. Gaps, and intervals in
    // which a CPU has no figure, do not count for that CPU. Indexed by CPU
    // id; nullopt where the range has no figure for the CPU.
    std::vector<std::optional<double>> mean(int first, int last) const;

private:
    std::vector<double> m_seconds;           // per interval; 0 for a gap
    std::vector<std::vector<float>> m_loads; // per interval, per CPU id; NaN: none
};

// A range of intervals, 1-based and inclusive.
struct IntervalRange
{
    int first = 1;
    int last = 1;
};

// Range B against range A, per CPU id: B's mean load minus A's, in
// percentage points (positive: the CPU spent more of its time in IRQs
// during B). nullopt where either range has no figure for the CPU.
std::vector<std::optional<double>> irqLoadDelta(const IrqLoadHistory &history, IntervalRange a,
                                                IntervalRange b);

} // namespace irqatlas
