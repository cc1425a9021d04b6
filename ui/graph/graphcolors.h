#pragma once

#include <QColor>

namespace irqatlas {

// Colours of the graph; light and dark sets follow the application palette.
struct GraphColors
{
    QColor background, machine, machineBorder, package, packageBorder, node, nodeBorder, core,
        coreBorder, puBase, puHeat, text, mutedText, device, deviceBorder, offline, disallowed,
        affinity, effective, selection, pending, nodeHighlight, refused, preview,
        threadMark; // where a selected IRQ's kernel thread last ran
    static GraphColors light();
    static GraphColors dark();
};

// Tints of the NUMA nodes by hops from the node whose distances are shown:
// self, near, farther, far (hop clamped to 0-3). The graph and its legend.
QColor distanceHopColor(int hop, bool dark);

} // namespace irqatlas
