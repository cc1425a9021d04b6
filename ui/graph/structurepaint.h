#pragma once

#include "layout/cpukinds.h"

#include <QRectF>
#include <QString>
#include <Qt>

class QPainter;

namespace irqatlas {

class Topology;
struct NumaNode;
struct TopologyLayout;
struct LayoutBox;
struct GraphColors;
struct GraphState;

// The parts of the graph that show the structure between node and PU: cache
// domain boxes and what tells CPU kinds apart (P-cores and E-cores).

// Which CPUs are efficiency cores and what each kind is called: layout/cpukinds.h.

// Corner radius of a PU tile: rounder for efficiency cores.
double puCornerRadius(const Topology &topology, int cpu, const QRectF &tile);

// How a cache domain box is marked by the selection. Delivered: it holds CPUs
// the selected IRQs (or the selected device's IRQs) are delivered to: a
// selection-coloured frame on the node-highlight fill. Local: it holds CPUs
// local to the selected device: the node-highlight fill alone.
enum class DomainMark
{
    None,
    Local,
    Delivered
};
DomainMark cacheDomainMark(const TopologyLayout &layout, const LayoutBox &box,
                           const GraphState &state);
void paintCacheDomain(QPainter *painter, const TopologyLayout &layout, const LayoutBox &box,
                      const GraphColors &colors, DomainMark mark, double lod, double thin);

// One sample tile and its label per CPU kind, in the strip the layout keeps
// at the bottom of the machine box (TopologyLayout::legend).
void paintKindLegend(QPainter *painter, const Topology &topology, const QRectF &strip,
                     const GraphColors &colors, double lod);

// Memory-side caches (DRAM in front of NVM, MCDRAM in KNL cache mode): a
// thin labelled band at the right end of the node's title strip, "MemCache
// 96 GiB". Empty rect / string when the node has none; the title gives way.
QString memoryCacheLabel(const NumaNode &node);
QRectF memoryCacheBand(const NumaNode &node, const QRectF &nodeRect, double headerHeight);
void paintMemoryCacheBand(QPainter *painter, const NumaNode &node, const QRectF &nodeRect,
                          double headerHeight, const GraphColors &colors, double lod, double thin);
// Tooltip lines, one per memory-side cache.
QString describeMemoryCaches(const NumaNode &node);

QString describeCacheDomain(const Topology &topology, const TopologyLayout &layout,
                            const LayoutBox &box);

} // namespace irqatlas
