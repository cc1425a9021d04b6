#pragma once

#include "live/threadtimes.h"
#include "model/irq.h"
#include "model/result.h"
#include "procfs/hostsource.h"
#include "procfs/procstat.h"
#include "procfs/softirqs.h"

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <cstdint>
#include <memory>

namespace irqatlas {

// The three tables of one tick, parsed. Shared between copies of a Sample
// because a 1152-CPU IRQ table is megabytes and a Sample travels through
// queued signals and into recordings.
struct ParsedSample
{
    IrqTable irqs;
    ProcStat stat;
    SoftirqTable softirqs;
    bool hasSoftirqs = false; // /proc/softirqs exists since 2.6.31 only
};

// One tick of the monitor: the raw bytes of /proc/interrupts, /proc/stat and
// /proc/softirqs as read through a HostSource, the tables parsed from them,
// and when they were read. The raw bytes are kept (QByteArray is implicitly
// shared, so copies are cheap) so a recording can replay the exact input and
// recompute identical rates.
//
// A tick whose read or parse failed carries `error` and no tables: it is a
// gap, never a sample of zeros.
struct Sample
{
    // Monotonic clock (std::chrono::steady_clock) in nanoseconds, taken half
    // way through the reads; only differences between samples mean anything.
    std::int64_t monotonicNs = 0;
    std::int64_t wallMs = 0; // UTC milliseconds since the epoch, for display

    QByteArray interruptsText;
    QByteArray statText;
    QByteArray softirqsText; // empty when the source has no /proc/softirqs

    std::shared_ptr<const ParsedSample> parsed; // null when the tick failed
    // The CPU time of the kernel threads of interrupt work, read right after
    // the tables; null when the source has none (SSH, a recording).
    std::shared_ptr<const ThreadTimes> threads;
    QString error; // why the tick is a gap

    bool ok() const { return parsed != nullptr && error.isEmpty(); }
};

// Steady-clock nanoseconds and wall-clock milliseconds, as Sample uses them.
std::int64_t monotonicNowNs();
std::int64_t wallNowMs();

// Parses the raw texts of s into s.parsed. On failure s.parsed stays null,
// s.error holds the message (naming `origin` and the file) and it is returned.
//
// `recycle` may hand in the tables of an older sample: when nothing else
// holds them any more, their vectors are reused. A fresh 1152-CPU IRQ table
// costs ~1000 allocations and several times the parse itself.
//
// `previous` may give the sample read just before from the same source: rows
// of /proc/interrupts whose bytes did not change are then copied from its
// table instead of parsed (on a big machine most rows are idle). The result
// is the same table a full parse gives; anything unusual (a new header, a
// line the shortcut cannot place, an error) falls back to the full parse.
Status parseSample(Sample &s, const QString &origin,
                   std::shared_ptr<const ParsedSample> recycle = {},
                   const Sample *previous = nullptr);

// Reads the three files through source and parses them. Never fails as a
// call: a failed read or parse gives a Sample with `error` set (a gap).
Sample readSample(const HostSource &source, std::shared_ptr<const ParsedSample> recycle = {},
                  const Sample *previous = nullptr);

} // namespace irqatlas

Q_DECLARE_METATYPE(irqatlas::Sample)
