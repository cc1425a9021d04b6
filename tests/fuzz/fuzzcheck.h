#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

// Shared by every fuzz target: a broken invariant prints what broke and traps,
// so libFuzzer (and the replay driver under ctest) report it as a crash with
// the input that caused it.
#define FUZZ_CHECK(cond, what)                                                                     \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "fuzz invariant broken at %s:%d: %s (%s)\n", __FILE__, __LINE__,  \
                         what, #cond);                                                             \
            std::fflush(stderr);                                                                   \
            __builtin_trap();                                                                      \
        }                                                                                          \
    } while (0)

namespace irqatlas::fuzz {

inline std::string_view view(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Every error message names the input it is about: the source name handed
// to the parser must appear in it.
template <typename T> void checkErrorNames(const irqatlas::Result<T> &r, const QString &source)
{
    if (r.ok())
        return;
    FUZZ_CHECK(!r.errorString().isEmpty(), "an error has a message");
    FUZZ_CHECK(r.errorString().contains(source), "the error names the input");
}

} // namespace irqatlas::fuzz

#include "model/irq.h"

namespace irqatlas::fuzz {

// The fields /proc/interrupts fills, compared row by row.
inline bool sameRow(const Irq &a, const Irq &b)
{
    return a.key == b.key && a.number == b.number && a.counts == b.counts && a.total == b.total &&
           a.chip == b.chip && a.hwirq == b.hwirq && a.trigger == b.trigger && a.name == b.name &&
           a.description == b.description;
}

inline bool sameTable(const IrqTable &a, const IrqTable &b)
{
    if (a.cpus != b.cpus || a.irqs.size() != b.irqs.size())
        return false;
    for (std::size_t i = 0; i < a.irqs.size(); ++i)
        if (!sameRow(a.irqs[i], b.irqs[i]))
            return false;
    return true;
}

// What every successful /proc/interrupts parse promises.
inline void checkIrqTable(const IrqTable &t)
{
    // Rows are joined with other files by CPU id: each id once, ascending
    // (was finding interrupts/dup-header, now in the corpus).
    for (std::size_t i = 1; i < t.cpus.size(); ++i)
        FUZZ_CHECK(t.cpus[i] > t.cpus[i - 1], "header CPU ids ascend");
    for (int cpu : t.cpus)
        FUZZ_CHECK(cpu >= 0, "header CPU ids are not negative");
    for (const Irq &irq : t.irqs) {
        FUZZ_CHECK(!irq.key.empty(), "a row has a key");
        FUZZ_CHECK(irq.counts.size() <= t.cpus.size(), "no row has more counts than columns");
        if (!irq.symbolic())
            FUZZ_CHECK(irq.counts.size() == t.cpus.size(),
                       "a numeric row has one count per column");
        if (!irq.counts.empty()) {
            std::uint64_t sum = 0;
            for (std::uint64_t c : irq.counts)
                sum += c; // wraps as the parser's total would
            FUZZ_CHECK(sum == irq.total, "an IRQ's total is the sum of its per-CPU counts");
        }
    }
}

} // namespace irqatlas::fuzz
