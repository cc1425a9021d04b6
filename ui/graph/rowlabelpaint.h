#pragma once

#include <QColor>
#include <QRectF>

class QPainter;

namespace irqatlas {

class Topology;
struct TopologyLayout;

// The painting half of the compact layout's row labels (layout/compactlabels.h):
// when a tile is too small on screen for its id, and how a row's label is
// fitted into its strip with real font metrics.

// The on-screen height (px) below which a tile leaves its id out.
double idMinPixels(bool hasIrqs);
// Draws the row labels that meet exposed (all for a null rect), in one type
// for all rows that reads at lod, each fitted into its strip (two lines, a
// shortened range list if need be: the first run and its SMT siblings' run
// come first).
void paintRowLabels(QPainter *painter, const Topology &topology, const TopologyLayout &layout,
                    const QColor &ink, const QRectF &exposed, double lod);

} // namespace irqatlas
