#include "cost/traceline.h"

#include "model/inputlimits.h"
#include "procfs/lineparse.h"

#include <array>
#include <cstring>

namespace irqatlas {
namespace {

using lineparse::isDigit;
using lineparse::parseU64;

struct VectorName
{
    std::string_view event; // without "_entry"/"_exit"
    std::string_view symbol;
};

// The x86 irq_vectors events and the /proc/interrupts rows that count the
// same interrupts; both call-function events count in CAL.
constexpr std::array<VectorName, 9> kVectors{{
    {"local_timer", "LOC"},
    {"reschedule", "RES"},
    {"call_function", "CAL"},
    {"call_function_single", "CAL"},
    {"irq_work", "IWI"},
    {"x86_platform_ipi", "PLT"},
    {"thermal_apic", "TRM"},
    {"spurious_apic", "SPU"},
    {"error_apic", "ERR"},
}};

bool startsWith(std::string_view s, std::string_view p)
{
    return s.size() >= p.size() && std::memcmp(s.data(), p.data(), p.size()) == 0;
}

// "123.456789" (any fraction up to 9 digits, scaled to ns) or a plain counter.
bool parseTimestamp(const char *&p, const char *end, std::uint64_t &ns)
{
    std::uint64_t secs = 0;
    if (!parseU64(p, end, secs))
        return false;
    if (p >= end || *p != '.') {
        ns = secs;
        return true;
    }
    ++p;
    std::uint64_t frac = 0;
    int digits = 0;
    while (p < end && isDigit(*p)) {
        if (++digits > 9)
            return false;
        frac = frac * 10 + std::uint64_t(*p - '0');
        ++p;
    }
    if (digits == 0 || secs > 18'000'000'000ULL)
        return false;
    for (int i = digits; i < 9; ++i)
        frac *= 10;
    ns = secs * 1'000'000'000ULL + frac;
    return true;
}

// From just after "[cpu]": optional flags, the timestamp and ": ". Returns
// the rest ("event: fields") or nullptr.
const char *afterTimestamp(const char *p, const char *end, std::uint64_t &ns)
{
    p = lineparse::skipBlanks(p, end);
    for (int attempt = 0; attempt < 2; ++attempt) {
        const char *q = p;
        if (parseTimestamp(q, end, ns) && q + 1 < end && q[0] == ':' && q[1] == ' ')
            return q + 2;
        // Not a timestamp: the flags column ("d.h..", "dNs1."), then blanks.
        p = lineparse::skipBlanks(lineparse::skipNonBlanks(p, end), end);
    }
    return nullptr;
}

// Finds " [NNN] " followed by a timestamp; the task name before it may hold
// anything, so every '[' is tried in turn.
TraceLineResult findHeader(std::string_view line, TraceEvent &ev, std::string_view &rest)
{
    const char *begin = line.data();
    const char *end = begin + line.size();
    const char *p = begin;
    bool sawBigCpu = false;
    while (p < end) {
        const void *hit = std::memchr(p, '[', std::size_t(end - p));
        if (!hit)
            break;
        const char *b = static_cast<const char *>(hit);
        p = b + 1;
        const char *q = p;
        std::uint64_t cpu = 0;
        if (!parseU64(q, end, cpu) || q >= end || *q != ']')
            continue;
        std::uint64_t ns = 0;
        const char *r = afterTimestamp(q + 1, end, ns);
        if (!r)
            continue;
        if (cpu > std::uint64_t(limits::kMaxCpuId)) {
            sawBigCpu = true;
            continue;
        }
        ev.cpu = int(cpu);
        ev.ns = ns;
        rest = std::string_view(r, std::size_t(end - r));
        return TraceLineResult::Event;
    }
    return sawBigCpu ? TraceLineResult::BadCpu : TraceLineResult::NoCpu;
}

// "key=123" at the start of s; the digits' end in `after`.
bool numberField(std::string_view s, std::string_view key, std::uint32_t &out,
                 std::string_view &after)
{
    if (!startsWith(s, key))
        return false;
    const char *p = s.data() + key.size();
    const char *end = s.data() + s.size();
    std::uint64_t v = 0;
    if (!parseU64(p, end, v) || v > 0xffffffffULL)
        return false;
    out = std::uint32_t(v);
    after = std::string_view(p, std::size_t(end - p));
    return true;
}

TraceLineResult irqFields(std::string_view fields, bool entry, TraceEvent &ev)
{
    std::string_view after;
    if (!numberField(fields, "irq=", ev.key, after))
        return TraceLineResult::BadFields;
    ev.kind = entry ? TraceKind::IrqEntry : TraceKind::IrqExit;
    if (entry) {
        if (!startsWith(after, " name="))
            return TraceLineResult::BadFields;
        ev.name = lineparse::trim(after.substr(6));
    }
    return TraceLineResult::Event;
}

TraceLineResult softirqFields(std::string_view fields, bool entry, TraceEvent &ev)
{
    std::string_view after;
    if (!numberField(fields, "vec=", ev.key, after) || !startsWith(after, " [action=") ||
        after.back() != ']')
        return TraceLineResult::BadFields;
    ev.name = after.substr(9, after.size() - 10);
    ev.kind = entry ? TraceKind::SoftirqEntry : TraceKind::SoftirqExit;
    return TraceLineResult::Event;
}

TraceLineResult vectorEvent(std::string_view event, TraceEvent &ev)
{
    const bool entry = event.ends_with("_entry");
    if (!entry && !event.ends_with("_exit"))
        return TraceLineResult::Event;
    const std::string_view base = event.substr(0, event.size() - (entry ? 6 : 5));
    for (std::size_t i = 0; i < kVectors.size(); ++i) {
        if (kVectors[i].event == base) {
            ev.kind = entry ? TraceKind::VectorEntry : TraceKind::VectorExit;
            ev.key = std::uint32_t(i);
            ev.name = kVectors[i].symbol;
            return TraceLineResult::Event;
        }
    }
    return TraceLineResult::Event;
}

// "CPU:3 [LOST 42 EVENTS]"
TraceLineResult lostLine(std::string_view line, TraceEvent &ev)
{
    const char *p = line.data() + 4;
    const char *end = line.data() + line.size();
    std::uint64_t cpu = 0, lost = 0;
    if (!parseU64(p, end, cpu))
        return TraceLineResult::BadLost;
    const std::string_view mid(" [LOST ");
    if (std::size_t(end - p) < mid.size() || std::string_view(p, mid.size()) != mid)
        return TraceLineResult::BadLost;
    p += mid.size();
    if (!parseU64(p, end, lost) || std::string_view(p, std::size_t(end - p)) != " EVENTS]")
        return TraceLineResult::BadLost;
    if (cpu > std::uint64_t(limits::kMaxCpuId))
        return TraceLineResult::BadCpu;
    ev.kind = TraceKind::Lost;
    ev.cpu = int(cpu);
    ev.lost = lost;
    return TraceLineResult::Event;
}

} // namespace

TraceLineResult parseTraceLine(std::string_view line, TraceEvent &ev)
{
    line = lineparse::trim(line);
    ev = TraceEvent{};
    if (line.empty() || line.front() == '#')
        return TraceLineResult::Skipped;
    if (startsWith(line, "CPU:"))
        return lostLine(line, ev);
    std::string_view rest;
    if (const TraceLineResult r = findHeader(line, ev, rest); r != TraceLineResult::Event)
        return r;
    const std::size_t colon = rest.find(": ");
    const std::string_view event = rest.substr(0, colon);
    const std::string_view fields =
        colon == std::string_view::npos ? std::string_view{} : rest.substr(colon + 2);
    if (event == "irq_handler_entry")
        return irqFields(fields, true, ev);
    if (event == "irq_handler_exit")
        return irqFields(fields, false, ev);
    if (event == "softirq_entry")
        return softirqFields(fields, true, ev);
    if (event == "softirq_exit")
        return softirqFields(fields, false, ev);
    return vectorEvent(event, ev);
}

} // namespace irqatlas
