#pragma once

#include "model/irq.h"
#include "model/result.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace irqatlas {

// A part of a recording in seconds from its first sample; an open end takes
// the recording to that end.
struct RatesWindow
{
    std::optional<double> from;
    std::optional<double> to;

    bool isSet() const { return from || to; }
    QString text() const; // "60..120", "60..", "..120"
    // "A..B", "A.." or "..B" with A < B, both >= 0.
    static Result<RatesWindow> parse(const QString &text);
};

// Planner weights from a recording (`watch --record`): per IrqTable row the
// mean irq/s over the recording, by the live monitor's own join
// (computeRates between consecutive good samples, then irqWeights). Each
// interval counts by its length, so the mean is the row's interrupts over the
// seconds in which its rate was known: an interval where the row is new or
// its counter was reset adds neither count nor time to that row. A failed
// sample is skipped, as the monitor skips it: the next good sample is compared
// with the last good one. Streams: two samples are held at a time.
struct RecordedWeights
{
    std::vector<double> perRow; // mean irq/s per IrqTable::irqs row (PlanRequest::rates)
    QString file;               // the recording as named by the caller
    QString recordedSource;     // the header's "source" ("this machine", a host)
    RatesWindow window;
    int samples = 0;    // good samples used
    int failed = 0;     // samples recorded as failed, skipped
    int intervals = 0;  // intervals with rates
    double seconds = 0; // their total length
    // Numbered interrupts of the table, and how many of them the recording
    // holds (by key and occurrence, as the rates are joined). Rows it does not
    // hold weigh 0.
    int tableIrqs = 0;
    int matchedIrqs = 0;

    // Translated, for a plan's notes and titles, like the GUI's "live rates
    // over 2.0 s": "recorded rates over 599.0 s (mean of 599 intervals of rec.jsonl)".
    QString description() const;
    // Translated remarks worth a plan note: unmatched IRQs, skipped samples.
    QStringList remarks() const;
};

// Errors, each naming the file (and line): it cannot be read; it is not a
// recording (a `watch --format csv` file is named as such: it carries per-CPU
// rates only); a malformed line; fewer than 2 good samples (in the window);
// no interval with rates; none of the table's numbered IRQs in the recording
// (a recording of another machine).
Result<RecordedWeights> recordedWeights(const QString &path, const IrqTable &table,
                                        const RatesWindow &window = {});

} // namespace irqatlas
