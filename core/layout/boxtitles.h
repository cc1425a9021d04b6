#pragma once

#include <QString>

namespace irqatlas {

class Topology;
struct LayoutBox;

// What the graph's container boxes are called, the same on screen, in
// exported images and in the HTML report (translated).

// "64 GiB", "512 MiB"
QString formatBytes(double bytes);
// A package box's title: "Package 1", or "CPUs" for PUs of no known package.
QString packageTitle(int packageId);
// A node block's title ("NUMA node 1 · 64 GiB · HBM", "No NUMA information",
// "… · no CPUs" for a memory-only node, "(part)" for a node split across packages).
QString nodeTitle(const Topology &topology, const LayoutBox &box);

} // namespace irqatlas
