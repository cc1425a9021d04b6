#pragma once

#include <QString>

namespace irqatlas {

class Topology;
struct TopologyLayout;
struct GraphState;

// Tooltip text for a box (translated), empty for the machine background.
QString describeBox(const Topology &topology, const TopologyLayout &layout, const GraphState &state,
                    int boxIndex);

} // namespace irqatlas
