#pragma once

#include "model/cpuset.h"

#include <QRectF>
#include <QString>
#include <vector>

namespace irqatlas {

struct TopologyLayout;

// When the PU tiles are too small for their ids (a 1152-PU machine on a
// 1366x768 screen), node titles name the CPUs they hold and every row of
// tiles is labelled with its CPUs ("CPUs 0–5") in a strip at the left of its
// node block, so the graph is never a grid of anonymous tiles; a tile's
// tooltip still gives its id. The geometry and the words; the GUI fits and
// paints them (ui/graph/rowlabelpaint.h), the report leaves that to the browser.

// One row of PU tiles in a node block and the label beside it. A row is the
// tiles whose heights overlap (a cache domain's rows next to another's count
// as one where they line up), so labels never overlap each other.
struct RowLabel
{
    QRectF rect;      // in the node block's left strip, level with the row
    CpuSet cpus;      // the PUs whose tiles make up the row
    int nodeBox = -1; // layout box of the node block
};

// The PUs whose box lies inside layout box `box`.
CpuSet cpusInBox(const TopologyLayout &layout, int box);
// "CPUs 0–35, 576–611" (en dashes, as a title reads).
QString cpuRangeTitle(const CpuSet &cpus);

// Width (layout units) of the strip for row labels set in fontUnits type:
// "CPUs" over the widest "1146–1151" the largest CPU id allows. An estimate
// (the layout has no fonts); the painter shrinks a label that needs more.
double rowLabelStripWidth(int maxCpuId, double fontUnits);
// The rows of every node block of a laid-out machine, top to bottom.
std::vector<RowLabel> computeRowLabels(const TopologyLayout &layout, double stripLeftPad,
                                       double stripWidth);

// The text of a row's label: cpuRangeTitle of its CPUs.
QString rowLabelText(const RowLabel &row);

} // namespace irqatlas
