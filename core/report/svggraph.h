#pragma once

#include <QString>
#include <map>
#include <string>

namespace irqatlas {
class Topology;
}

// The topology graph of the GUI (layout/topologylayout.h, the same boxes) as
// inline SVG for the HTML report: packages, NUMA nodes, cache domains, cores,
// every PU labelled with its CPU number, and devices, in nested groups
// (class pk, nd, cd, co, pu, dv) so the page's light and dark styles apply.
namespace irqatlas::svg {

struct GraphHeat
{
    // Per-CPU figure (a recording's hard + soft IRQ %); nullptr: no
    // recording, every PU neutral. A CPU the map lacks is drawn as "no data".
    const std::map<int, double> *load = nullptr;
    double maxValue = 0; // the top of the scale (the heat grid's: the largest value)
    QString legend;      // what the figure is, above the scale
};

void topologyGraph(std::string &out, const Topology &topology, const QString &title,
                   const GraphHeat &heat = {});

} // namespace irqatlas::svg
