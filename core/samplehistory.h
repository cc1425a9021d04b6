#pragma once

#include "rates.h"

#include <cstddef>
#include <vector>

namespace irqatlas {

// The last N Rates, oldest first, in a ring buffer: a live view shows the
// recent past (default: 10 minutes at the sampling interval) without memory
// growing with uptime. Gaps are kept as entries so a plot shows them as holes.
class SampleHistory
{
public:
    static constexpr double kDefaultSeconds = 600;

    explicit SampleHistory(std::size_t capacity = 600);
    // Entries that cover `seconds` at `interval` seconds per sample (>= 1).
    static std::size_t capacityFor(double interval, double seconds = kDefaultSeconds);

    // Keeps the newest entries when shrinking.
    void setCapacity(std::size_t capacity);
    std::size_t capacity() const { return m_capacity; }

    void append(Rates rates);
    void clear();

    std::size_t size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    // i = 0 is the oldest entry still held, size() - 1 the newest.
    const Rates &at(std::size_t i) const;
    const Rates &latest() const { return at(m_size - 1); }

private:
    std::vector<Rates> m_ring;
    std::size_t m_capacity;
    std::size_t m_head = 0; // index of the oldest entry
    std::size_t m_size = 0;
};

} // namespace irqatlas
