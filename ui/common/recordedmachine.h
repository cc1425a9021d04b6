#pragma once

#include "live/sample.h"
#include "ui/common/machineloader.h"

namespace irqatlas {

// The machine a replay shows: the window's own topology (when it has one)
// with the IRQ table of the recording's first good sample, or one box per
// CPU of that table when the window has no topology. Where the recorded
// files and the topology disagree, the differences say so, as for any
// source. `name` titles the machine ("recording rec.jsonl").
MachineData recordedMachine(const MachineData &current, const ParsedSample &first,
                            const QString &name);

} // namespace irqatlas
