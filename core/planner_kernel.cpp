#include "planner_kernel.h"

namespace irqatlas {

std::vector<std::unique_ptr<Planner>> kernelPlanners() { return {}; }

} // namespace irqatlas
