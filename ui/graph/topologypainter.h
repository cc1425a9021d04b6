#pragma once

#include <QRectF>

class QPainter;

namespace irqatlas {

class Topology;
struct TopologyLayout;
struct GraphState;

// Paints a computed layout. lod is the on-screen scale (levelOfDetail):
// labels that would be too small to read are left out, tiles and colours stay.
// Exporters pass a large lod to draw every label.
void paintTopology(QPainter *painter, const Topology &topology, const TopologyLayout &layout,
                   const GraphState &state, const QRectF &exposed, double lod);

} // namespace irqatlas
