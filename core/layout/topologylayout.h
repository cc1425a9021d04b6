#pragma once

#include "layout/cachedomains.h"
#include "layout/compactlabels.h"

#include <QRectF>
#include <QSizeF>
#include <vector>

namespace irqatlas {

class Topology;

// What a layout box stands for. Parents come before their children in
// TopologyLayout::boxes, so painting in order draws containers first.
// CacheDomain: an L3 domain, cluster or die inside a node block (its id
// indexes TopologyLayout::domains).
enum class BoxKind
{
    Machine,
    Package,
    Node,
    Core,
    Pu,
    Device,
    MemoryNode,
    DeviceShelf,
    CacheDomain
};

struct LayoutBox
{
    BoxKind kind = BoxKind::Machine;
    int id = -1;          // PU/core/node/package id; index into Topology::devices for Device
    int parent = -1;      // index into TopologyLayout::boxes, -1 for the machine
    QRectF rect;          // layout units (1 unit = 1 px at 100 % zoom)
    bool partial = false; // a NUMA node split across packages: this block holds only part of it
};

struct LayoutOptions
{
    // Above this many PUs the layout switches to compact tiles so that a 384-
    // or 1152-PU machine still fits a screen without folding anything away.
    int compactFrom = 160;
    double targetAspect = 16.0 / 10.0;
    bool showDevices = true;
    // Boxes for L3 domains / clusters / dies between node and cores (View >
    // Cache Boxes); off gives the flat grid of cores.
    bool showCacheDomains = true;
};

// Rectangles for every package, NUMA node, core, PU and PCI device of a
// topology. Pure data: the same layout is painted on screen and into PNG,
// SVG and PDF files, and tests check its geometry without a display.
struct TopologyLayout
{
    std::vector<LayoutBox> boxes;
    QRectF bounds;
    bool compact = false;
    double headerHeight = 0;       // height of the title strip of package and node boxes
    double domainHeaderHeight = 0; // the same for cache domain boxes
    QSizeF puSize;

    std::vector<int> puBox;           // PU id -> box index, -1 when absent
    std::vector<int> deviceBox;       // device index -> box index, -1 when not drawn
    std::vector<CacheDomain> domains; // what the CacheDomain boxes stand for
    QRectF legend; // strip at the bottom of the machine for the CPU kinds, empty with one kind
    // Compact layouts keep a strip at the left of each node block for a label
    // per row of tiles (compactlabels.h); empty otherwise.
    std::vector<RowLabel> rowLabels;
    double rowLabelFont = 0; // type size of those labels, layout units

    const LayoutBox *box(int index) const
    {
        return index >= 0 && std::size_t(index) < boxes.size() ? &boxes[std::size_t(index)]
                                                               : nullptr;
    }
    // Index of the innermost box containing p (a PU before its core before its
    // node), -1 when p is outside the machine.
    int boxAt(const QPointF &p) const;
    // Boxes of a NUMA node (several when the node is split across packages).
    std::vector<int> nodeBoxes(int node) const;
    int coreBox(int core) const;
    // The CacheDomain boxes holding any of cpus.
    std::vector<int> domainBoxes(const CpuSet &cpus) const;
};

TopologyLayout computeLayout(const Topology &topology, const LayoutOptions &options = {});

} // namespace irqatlas
