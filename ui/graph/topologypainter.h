#pragma once

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace irqatlas {

class Topology;
struct TopologyLayout;
struct GraphState;
struct LayoutBox;

// Colours of the graph; light and dark sets follow the application palette.
struct GraphColors
{
    QColor background, machine, machineBorder, package, packageBorder, node, nodeBorder, core,
        coreBorder, puBase, puHeat, text, mutedText, device, deviceBorder, offline, disallowed,
        affinity, effective, selection, pending, nodeHighlight, refused, preview;
    static GraphColors light();
    static GraphColors dark();
};

// Paints a computed layout. lod is the on-screen scale (levelOfDetail):
// labels that would be too small to read are left out, tiles and colours stay.
// Exporters pass a large lod to draw every label.
void paintTopology(QPainter *painter, const Topology &topology, const TopologyLayout &layout,
                   const GraphState &state, const QRectF &exposed, double lod);

// Tooltip text for a box (translated), empty for the machine background.
QString describeBox(const Topology &topology, const TopologyLayout &layout, const GraphState &state,
                    int boxIndex);

} // namespace irqatlas
