#pragma once

#include "model/result.h"

#include <QImage>
#include <QSize>
#include <QString>

namespace irqatlas {

class Topology;
struct TopologyLayout;
struct GraphState;

// The graph as a raster image of exactly `size` pixels (aspect kept, centred
// on the background colour). Labels that would be unreadable at that size are
// left out, as on screen.
QImage renderGraph(const Topology &topology, const TopologyLayout &layout, const GraphState &state,
                   QSize size);

// Writes the graph to a file chosen by suffix: .png (raster of `size`, or the
// layout's natural size times two when empty), .svg and .pdf (vector, every
// label). `host` names the machine in the file's title (PNG text, SVG title,
// PDF title). The error message names the file.
Status exportGraph(const QString &fileName, const Topology &topology, const TopologyLayout &layout,
                   const GraphState &state, QSize size = {}, const QString &host = {});

} // namespace irqatlas
