#pragma once

// How much a piece of code raised the process's peak resident memory. The
// peak (getrusage's ru_maxrss) only grows, so build the input first, then
// start a PeakGrowth: what it reports is what the code under test allocated
// and touched beyond everything before it. A bound like "< 64 MB" on inputs
// that used to cost gigabytes is a memory assertion, not a timing one.

#include <cstdint>
#include <sys/resource.h>

namespace irqatlas::test {

inline std::int64_t peakRssBytes()
{
    struct rusage u = {};
    ::getrusage(RUSAGE_SELF, &u);
    return std::int64_t(u.ru_maxrss) * 1024; // Linux reports KiB
}

class PeakGrowth
{
public:
    PeakGrowth() : m_start(peakRssBytes()) {}
    std::int64_t bytes() const { return peakRssBytes() - m_start; }
    double megabytes() const { return double(bytes()) / (1024.0 * 1024.0); }

private:
    std::int64_t m_start;
};

inline constexpr std::int64_t kMiB = 1024 * 1024;

// AddressSanitizer pads every block with redzones and keeps freed memory in a
// quarantine instead of reusing it, so the same code raises the peak by more
// (seen: 68 MB against 64, 122 against 96). Bounds scale by this factor there:
// still far below the gigabytes they guard against.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr std::int64_t kMemorySlack = 4;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr std::int64_t kMemorySlack = 4;
#else
inline constexpr std::int64_t kMemorySlack = 1;
#endif
#else
inline constexpr std::int64_t kMemorySlack = 1;
#endif

} // namespace irqatlas::test
