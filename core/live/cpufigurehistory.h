#pragma once

#include "live/rates.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace irqatlas {

// The figures %.2f prints for a value, in hundredths (12.345 -> 1235 as
// printf rounds it; 0.125 -> 12, a tie to even), exactly for every finite
// double; nullopt when the figure does not fit in 64 bits.
std::optional<std::int64_t> printedHundredths(double v);

// The per-CPU figures of the last `capacity` intervals, oldest first, in one
// ring preallocated for the machine's CPU count: what the Live dock redraws
// its CPU curve from when the selection changes and what its CSV export
// writes. A full Rates keeps 72 bytes per CPU in optional doubles; this keeps
// each figure as the hundredths the CSV prints (`watch` prints two decimals),
// 16 bytes per CPU (with thread %), so a CSV written from it is byte for byte the one the full
// figures give. A figure beyond the compact range (a rate above 21 million/s
// on one CPU, a percentage outside 0-655) is kept whole on the side, so
// nothing is clipped. The "all" row, times, interval and gap reason are kept
// as they came. After the first lap no interval allocates.
class CpuFigureHistory
{
public:
    explicit CpuFigureHistory(std::size_t capacity);

    std::size_t capacity() const { return m_slots.size(); }
    std::size_t size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }

    // Keeps the interval's time, interval, gap reason, "all" figures and
    // per-CPU figures; drops the oldest once full.
    void append(const Rates &rates);
    // Forgets the intervals, keeps the storage.
    void clear();

    // i = 0 is the oldest interval still held, size() - 1 the newest.
    std::int64_t monotonicNs(std::size_t i) const;
    // Interval i as a Rates with what was kept (no IRQ rows, no softirq
    // types), written into `out` so a loop over the history reuses one.
    void rates(std::size_t i, Rates &out) const;

    // Bytes held: every container's capacity times its element size.
    std::size_t bytes() const;

private:
    // One CPU of one interval. Percentages are hundredths in 0..65533,
    // rates hundredths in int32; the codes below mark no figure and a figure
    // kept whole in Slot::wide.
    struct Cell
    {
        std::uint16_t hardirqPct;
        std::uint16_t softirqPct;
        std::int32_t irqsPerSec;
        std::int32_t softirqsPerSec;
        std::uint16_t threadPct;
    };
    struct Wide
    {
        std::uint32_t index; // CPU index * 5 + field
        double value;
    };
    struct Slot
    {
        std::int64_t wallMs = 0;
        std::int64_t monotonicNs = 0;
        double interval = 0;
        QString gapReason;
        CpuRate machine;
        std::shared_ptr<const std::vector<int>> cpuIds; // shared until the CPUs change
        std::vector<Wide> wide;                         // usually empty
    };

    const Slot &slot(std::size_t i) const;
    void widen(std::size_t width);
    std::optional<double> decode(const Slot &s, std::size_t cpu, int field, std::int64_t code,
                                 std::int64_t none, std::int64_t wide) const;

    std::vector<Slot> m_slots;
    std::vector<Cell> m_cells; // capacity() x m_width, slot-major
    std::size_t m_width = 0;   // CPUs per slot
    std::size_t m_head = 0;    // slot of the oldest interval
    std::size_t m_size = 0;
    std::shared_ptr<const std::vector<int>> m_lastIds;
};

} // namespace irqatlas
