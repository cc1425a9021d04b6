#pragma once

#include "model/irq.h"

#include <string>
#include <vector>

namespace irqatlas {

// How a table of counts without placement (Prometheus keeps no /proc/irq)
// took the placement of the same host read another way (over SSH).
struct PlacementJoin
{
    std::size_t numbered = 0; // numbered rows of the counts
    std::size_t matched = 0;  // of them, given the host's placement
    // Rows the host has under another name: an IRQ number reused by another
    // device since the scrape, so its placement is not the counted one's.
    std::vector<std::string> renamed;
    // Rows the host does not have at all (freed since the scrape).
    std::vector<std::string> absent;
};

// Gives every numbered row of counts the placement of placement's row of the
// same number and name: affinity, effective, hint, node, /sys/kernel/irq
// words, device, its node and interfaces, and whether it can be moved; the
// table's default affinity too. Counts, chip and names stay the counts'.
// Symbolic rows have no placement.
PlacementJoin joinPlacement(IrqTable &counts, const IrqTable &placement);

} // namespace irqatlas
