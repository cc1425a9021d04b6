#pragma once

#include "model/result.h"
#include "procfs/hostsource.h"

#include <functional>
#include <string>

namespace irqatlas {

class Topology;

// `irqs --format csv` without holding the table: /proc/interrupts streams
// through a fixed read buffer, each row is joined with its per-IRQ files and
// written into out, and flush drains out whenever it passes kCsvFlushAt (and
// once at the end). A 1152-CPU machine's 13 MB table then costs a few hundred
// KiB of memory instead of 23 MB of text and counts.
//
// The bytes are the same as appendIrqsCsv over readSnapshot's table. A row
// that does not parse stops the stream with the error naming file and line;
// rows before it may have been flushed already (never for tables under
// kCsvFlushAt, which are written in one piece at the end).
Status streamIrqsCsv(const HostSource &host, const Topology *topology,
                     const std::function<void(std::string &out)> &flush);

} // namespace irqatlas
