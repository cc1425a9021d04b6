#pragma once

#include "live/rates.h"
#include "live/sample.h"
#include "model/result.h"

#include <QFile>
#include <cstdint>
#include <optional>
#include <vector>

namespace irqatlas {

// Where a recording's sample line lies in the file, and its timestamps.
struct RecordedLine
{
    qint64 offset = 0;
    qint64 length = 0; // without the newline
    std::optional<std::int64_t> monoNs;
    std::int64_t wallMs = 0;
};

// Interval k of a recording: sample k parsed and the rates that end with it.
struct ReplayInterval
{
    int index = 0;
    Sample sample;
    Rates rates;
};

// Sample i (0-based, after the header). `previous`, the sample before it
// when it was read without error, spares parsing the rows that did not
// change. Pure reading: any thread with a QFile of its own may call it.
Result<Sample> readRecordedSample(QFile &file, const RecordedLine &line, int i,
                                  const Sample *previous = nullptr);

// Interval k (1 .. lines.size() - 1, which the caller ensures): the rates between the last good
// sample before k and sample k, exactly as the live sampler computed them (a gap when either is
// missing). `before` is sample k-1 when the caller has it. Like readRecordedSample, safe on a
// worker thread with its own QFile.
Result<ReplayInterval> readReplayInterval(QFile &file, const std::vector<RecordedLine> &lines,
                                          int k, const Sample *before = nullptr);

} // namespace irqatlas
