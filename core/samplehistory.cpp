#include "samplehistory.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace irqatlas {

SampleHistory::SampleHistory(std::size_t capacity) : m_capacity(std::max<std::size_t>(1, capacity)) {}

std::size_t SampleHistory::capacityFor(double interval, double seconds)
{
    if (!(interval > 0) || !(seconds > 0))
        return 1;
    return std::max<std::size_t>(1, std::size_t(std::ceil(seconds / interval)));
}

void SampleHistory::setCapacity(std::size_t capacity)
{
    capacity = std::max<std::size_t>(1, capacity);
    std::vector<Rates> keep;
    const std::size_t n = std::min(m_size, capacity);
    keep.reserve(n);
    for (std::size_t i = m_size - n; i < m_size; ++i)
        keep.push_back(std::move(m_ring[(m_head + i) % m_ring.size()]));
    m_ring = std::move(keep);
    m_capacity = capacity;
    m_head = 0;
    m_size = n;
}

void SampleHistory::append(Rates rates)
{
    if (m_ring.size() < m_capacity) {
        // Still filling: the ring is in order from index 0.
        m_ring.push_back(std::move(rates));
        ++m_size;
        return;
    }
    const std::size_t slot = (m_head + m_size) % m_capacity;
    m_ring[slot] = std::move(rates);
    if (m_size == m_capacity)
        m_head = (m_head + 1) % m_capacity;
    else
        ++m_size;
}

void SampleHistory::clear()
{
    m_ring.clear();
    m_head = 0;
    m_size = 0;
}

const Rates &SampleHistory::at(std::size_t i) const
{
    Q_ASSERT(i < m_size);
    return m_ring[(m_head + i) % m_ring.size()];
}

} // namespace irqatlas
