#pragma once

// Hand-written planner input: IRQ table rows and the topologies of
// tests/data/plans.

#include "model/irq.h"
#include "model/topology.h"

#include <cstdint>
#include <optional>
#include <string>

namespace irqatlas::test {

// One numbered row; affinity null leaves the row without one.
Irq makeIrq(int number, const std::string &name, const std::string &device, std::optional<int> node,
            const char *affinity, std::uint64_t total = 0);

// tests/data/plans/<file>; a broken fixture stops the test program.
Topology planTopology(const char *file);

} // namespace irqatlas::test
