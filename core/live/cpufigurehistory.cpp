#include "live/cpufigurehistory.h"

#include <QtGlobal>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace irqatlas {

namespace {

constexpr std::int64_t kPctNone = 0xFFFF, kPctWide = 0xFFFE;
constexpr std::int64_t kRateNone = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kRateWide = kRateNone + 1;
// hard %, soft %, IRQ/s, softirq/s, thread %: the CSV's columns.
constexpr int kFields = 5;
constexpr bool kPercent[kFields] = {true, true, false, false, true};

std::int64_t pctCode(std::int64_t h)
{
    return h >= 0 && h < kPctWide ? h : kPctWide;
}
std::int64_t rateCode(std::int64_t h)
{
    return h > kRateWide && h <= std::numeric_limits<std::int32_t>::max() ? h : kRateWide;
}

} // namespace

std::optional<std::int64_t> printedHundredths(double v)
{
    if (!std::isfinite(v) || std::fabs(v) >= 1e15)
        return std::nullopt;
    // v * 100 is off the exact product by at most half an ulp; unless that
    // product could sit on a half, rounding it gives what printf's correctly
    // rounded decimal gives.
    const double p = v * 100;
    const double whole = std::floor(p);
    const double frac = p - whole; // exact
    if (std::fabs(frac - 0.5) > std::fabs(p) * 0x1p-50 + 0x1p-60)
        return std::int64_t(frac < 0.5 ? whole : whole + 1);
    // On or next to a half: ask printf itself ("-0.00" is a 0 like any other).
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string digits;
    for (const char *c = buf; *c; ++c)
        if (*c != '.')
            digits += *c;
    return std::strtoll(digits.c_str(), nullptr, 10);
}

CpuFigureHistory::CpuFigureHistory(std::size_t capacity)
    : m_slots(std::max<std::size_t>(1, capacity))
{
}

void CpuFigureHistory::clear()
{
    m_head = 0;
    m_size = 0;
}

const CpuFigureHistory::Slot &CpuFigureHistory::slot(std::size_t i) const
{
    Q_ASSERT(i < m_size);
    return m_slots[(m_head + i) % m_slots.size()];
}

std::int64_t CpuFigureHistory::monotonicNs(std::size_t i) const
{
    return slot(i).monotonicNs;
}

void CpuFigureHistory::widen(std::size_t width)
{
    // Once for the machine; again only when a CPU comes online beyond the
    // widest interval kept.
    std::vector<Cell> cells(m_slots.size() * width);
    for (std::size_t s = 0; s < m_slots.size() && m_width > 0; ++s)
        std::copy_n(m_cells.begin() + std::ptrdiff_t(s * m_width), m_width,
                    cells.begin() + std::ptrdiff_t(s * width));
    m_cells = std::move(cells);
    m_width = width;
}

void CpuFigureHistory::append(const Rates &rates)
{
    const std::size_t n = rates.cpus.size();
    if (n > m_width)
        widen(n);
    const std::size_t at = (m_head + m_size) % m_slots.size();
    if (m_size == m_slots.size())
        m_head = (m_head + 1) % m_slots.size();
    else
        ++m_size;

    Slot &s = m_slots[at];
    s.wallMs = rates.wallMs;
    s.monotonicNs = rates.monotonicNs;
    s.interval = rates.interval;
    s.gapReason = rates.gapReason;
    s.machine = rates.machine;
    s.wide.clear();
    if (n == 0) {
        s.cpuIds.reset();
        return;
    }
    const bool sameCpus = m_lastIds && m_lastIds->size() == n &&
                          std::equal(rates.cpus.begin(), rates.cpus.end(), m_lastIds->begin(),
                                     [](const CpuRate &c, int id) { return c.cpu == id; });
    if (!sameCpus) {
        auto ids = std::make_shared<std::vector<int>>(n);
        for (std::size_t k = 0; k < n; ++k)
            (*ids)[k] = rates.cpus[k].cpu;
        m_lastIds = std::move(ids);
    }
    s.cpuIds = m_lastIds;

    Cell *cells = m_cells.data() + at * m_width;
    for (std::size_t k = 0; k < n; ++k) {
        const CpuRate &c = rates.cpus[k];
        const std::optional<double> *fields[kFields] = {&c.hardirqPct, &c.softirqPct, &c.irqsPerSec,
                                                        &c.softirqsPerSec, &c.threadPct};
        std::int64_t codes[kFields];
        for (int f = 0; f < kFields; ++f) {
            const bool pct = kPercent[f];
            if (!*fields[f]) {
                codes[f] = pct ? kPctNone : kRateNone;
                continue;
            }
            const std::optional<std::int64_t> h = printedHundredths(**fields[f]);
            codes[f] = !h ? (pct ? kPctWide : kRateWide) : pct ? pctCode(*h) : rateCode(*h);
            if (codes[f] == (pct ? kPctWide : kRateWide))
                s.wide.push_back({std::uint32_t(k * kFields + std::size_t(f)), **fields[f]});
        }
        cells[k] = {std::uint16_t(codes[0]), std::uint16_t(codes[1]), std::int32_t(codes[2]),
                    std::int32_t(codes[3]), std::uint16_t(codes[4])};
    }
}

std::optional<double> CpuFigureHistory::decode(const Slot &s, std::size_t cpu, int field,
                                               std::int64_t code, std::int64_t none,
                                               std::int64_t wide) const
{
    if (code == none)
        return std::nullopt;
    if (code != wide)
        return double(code) / 100;
    const std::uint32_t index = std::uint32_t(cpu * kFields + std::size_t(field));
    auto it = std::lower_bound(s.wide.begin(), s.wide.end(), index,
                               [](const Wide &w, std::uint32_t i) { return w.index < i; });
    if (it == s.wide.end() || it->index != index)
        return std::nullopt; // not reached: append() keeps every wide figure
    return it->value;
}

void CpuFigureHistory::rates(std::size_t i, Rates &out) const
{
    const Slot &s = slot(i);
    out.wallMs = s.wallMs;
    out.monotonicNs = s.monotonicNs;
    out.interval = s.interval;
    out.gapReason = s.gapReason;
    out.machine = s.machine;
    out.irqs.clear();
    out.irqRows = out.newIrqs = out.vanishedIrqs = 0;
    out.softirqNames.clear();
    out.softirqPerSec.clear();
    const std::size_t n = s.cpuIds ? s.cpuIds->size() : 0;
    out.cpus.resize(n);
    const Cell *cells = m_cells.data() + ((m_head + i) % m_slots.size()) * m_width;
    for (std::size_t k = 0; k < n; ++k) {
        const Cell &c = cells[k];
        CpuRate &r = out.cpus[k];
        r.cpu = (*s.cpuIds)[k];
        r.hardirqPct = decode(s, k, 0, c.hardirqPct, kPctNone, kPctWide);
        r.softirqPct = decode(s, k, 1, c.softirqPct, kPctNone, kPctWide);
        r.irqsPerSec = decode(s, k, 2, c.irqsPerSec, kRateNone, kRateWide);
        r.softirqsPerSec = decode(s, k, 3, c.softirqsPerSec, kRateNone, kRateWide);
        r.threadPct = decode(s, k, 4, c.threadPct, kPctNone, kPctWide);
    }
}

std::size_t CpuFigureHistory::bytes() const
{
    std::size_t n = m_slots.capacity() * sizeof(Slot) + m_cells.capacity() * sizeof(Cell);
    for (const Slot &s : m_slots)
        n += s.wide.capacity() * sizeof(Wide);
    // The CPU id lists are shared: count each distinct one once.
    std::vector<const std::vector<int> *> seen;
    for (const Slot &s : m_slots)
        if (s.cpuIds && std::find(seen.begin(), seen.end(), s.cpuIds.get()) == seen.end()) {
            seen.push_back(s.cpuIds.get());
            n += s.cpuIds->capacity() * sizeof(int);
        }
    return n;
}

} // namespace irqatlas
