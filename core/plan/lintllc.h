#pragma once

#include "model/cpuset.h"
#include "model/irq.h"
#include "model/topology.h"
#include "plan/lint.h"

#include <vector>

namespace irqatlas {

// The llc-crowded rule of lintPlan: per PCI device with two or more planned
// IRQs, a warning when all their target sets lie in one last-level cache
// domain while the node of that domain has other domains with online CPUs.
// target/planned are per table row (lintPlan's view after applying).
// Current: the targets are where the IRQs go today (the fleet's findings),
// and the message says so instead of speaking of a plan.
enum class LlcView
{
    Planned,
    Current
};
void lintLlcCrowding(const Topology &topology, const IrqTable &table,
                     const std::vector<const CpuSet *> &target, const std::vector<bool> &planned,
                     std::vector<LintFinding> &out, LlcView view = LlcView::Planned);

} // namespace irqatlas
