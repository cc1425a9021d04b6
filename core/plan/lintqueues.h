#pragma once

#include "plan/lint.h"

#include <vector>

namespace irqatlas {

// The queue rules of lintPlan (lint.h), with the machine's network queues:
//   queue-off-node  warning: rps_cpus or xps_cpus name CPUs outside the NUMA
//                   node of the queue's NIC (the node of its IRQs' device)
//   rps-redundant   info: an rx queue's rps_cpus are the CPUs its IRQ lands
//                   on (the plan's, else the current effective affinity):
//                   the packets are processed there already, RPS only adds
//                   an inter-processor hop
void lintQueues(const Plan &plan, const LintInput &input, std::vector<LintFinding> &out);

} // namespace irqatlas
