#pragma once

#include "model/cpuset.h"

#include <QString>

namespace irqatlas {

struct TopologyLayout;

// When the PU tiles are too small for their ids (a 1152-PU machine on a
// 1366x768 screen), node titles name the CPUs they hold instead, so the
// graph is never a grid of anonymous tiles; a tile's tooltip still gives its
// id. Pure helpers of the painter.

// The on-screen height (px) below which a tile leaves its id out.
double idMinPixels(bool hasIrqs);
// The PUs whose box lies inside layout box `box`.
CpuSet cpusInBox(const TopologyLayout &layout, int box);
// "CPUs 0–35, 576–611" (en dashes, as a title reads).
QString cpuRangeTitle(const CpuSet &cpus);

} // namespace irqatlas
