#pragma once

#include "machine/machinesource.h"
#include "model/result.h"
#include "prometheus/promclient.h"

namespace irqatlas {

// The server a Prometheus source names: its URL checked (promServerUrl) and,
// with a user, the password read now from the first line of the source's
// password file, else from its environment variable. The password lives only
// in the PromServer returned, never in a source or the settings.
Result<PromServer> promServerFor(const MachineSource &source);

// What a machine read from Prometheus lacks, for its status line: the series
// tell counts, not where an IRQ may run.
QString promNoPlacementNote();

} // namespace irqatlas
