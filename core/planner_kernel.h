#pragma once

#include "planner.h"

#include <memory>
#include <vector>

namespace irqatlas {

// The kernel's own spreading algorithms (ALGORITHMS.md) as planners over the
// selected IRQs, in selection order i = 0..n-1.
std::vector<std::unique_ptr<Planner>> kernelPlanners();

} // namespace irqatlas
