#pragma once

#include <QColor>

namespace irqatlas {

// Colours of the graph; light and dark sets follow the application palette.
struct GraphColors
{
    QColor background, machine, machineBorder, package, packageBorder, node, nodeBorder, core,
        coreBorder, puBase, puHeat, text, mutedText, device, deviceBorder, offline, disallowed,
        affinity, effective, selection, pending, nodeHighlight, refused, preview;
    static GraphColors light();
    static GraphColors dark();
};

} // namespace irqatlas
