#include "layout/topologylayout.h"

#include "model/topology.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace irqatlas {

namespace {

struct Metrics
{
    QSizeF pu;
    double puGap, corePad, coreGap, nodePad, nodeGap, packagePad, packageGap, header;
    QSizeF device;
    double minNodeWidth;
};

Metrics metricsFor(bool compact)
{
    if (compact)
        return {QSizeF(30, 24), 2, 2, 3, 5, 8, 5, 10, 18, QSizeF(104, 24), 128};
    return {QSizeF(48, 36), 3, 3, 5, 7, 12, 8, 14, 24, QSizeF(136, 34), 168};
}

// A box under construction: size first (bottom-up), position later (top-down).
struct Node
{
    BoxKind kind;
    int id = -1;
    bool partial = false;
    QSizeF size;
    std::vector<Node> kids;
    std::vector<QPointF> pos; // of kids, relative to this box
};

struct Flow
{
    std::vector<QPointF> pos;
    QSizeF size;
};

// Left-to-right rows no wider than maxWidth (at least one item per row).
Flow flow(const std::vector<Node> &items, double gap, double maxWidth)
{
    Flow f;
    double x = 0, y = 0, rowH = 0, w = 0;
    for (const Node &n : items) {
        if (x > 0 && x + n.size.width() > maxWidth + 0.01) {
            y += rowH + gap;
            x = 0;
            rowH = 0;
        }
        f.pos.emplace_back(x, y);
        x += n.size.width();
        w = std::max(w, x);
        x += gap;
        rowH = std::max(rowH, n.size.height());
    }
    f.size = QSizeF(w, items.empty() ? 0 : y + rowH);
    return f;
}

// Widen the items of each row so the row spans width: device titles are
// text, and the room a node block has anyway is better spent on them than
// on an ellipsis.
void justify(std::vector<Node> &items, Flow &f, double width)
{
    std::size_t start = 0;
    while (start < items.size()) {
        std::size_t end = start + 1;
        while (end < items.size() && f.pos[end].y() == f.pos[start].y())
            ++end;
        const double used = f.pos[end - 1].x() + items[end - 1].size.width();
        const double extra = (width - used) / double(end - start);
        if (extra > 0)
            for (std::size_t i = start; i < end; ++i) {
                f.pos[i].rx() += extra * double(i - start);
                items[i].size.rwidth() += extra;
            }
        start = end;
    }
    f.size.setWidth(std::max(f.size.width(), width));
}

// The flow whose width:height ratio comes closest to aspect. Row widths tried
// are whole multiples of the widest item, so equal items form a clean grid.
Flow bestFlow(const std::vector<Node> &items, double gap, double aspect)
{
    if (items.empty())
        return {};
    double widest = 0;
    for (const Node &n : items)
        widest = std::max(widest, n.size.width());
    Flow best;
    double bestScore = 1e300;
    const std::size_t n = items.size();
    for (std::size_t k = 1; k <= n; ++k) {
        Flow f = flow(items, gap, double(k) * widest + double(k - 1) * gap);
        const double ratio = f.size.width() / f.size.height();
        // A ragged last row reads as a missing core: prefer even grids.
        const double ragged = n % k == 0 ? 0.0 : 0.25;
        const double score = std::abs(std::log(ratio / aspect)) + ragged;
        if (score < bestScore) {
            bestScore = score;
            best = std::move(f);
        }
        if (ratio > aspect * 4)
            break; // only wider from here on
    }
    return best;
}

struct Builder
{
    const Topology &topo;
    const LayoutOptions &opt;
    Metrics m;
    double coreAspect = 1;
    double nodeAspect = 1;
    double rowStrip = 0; // left of a node block's cores: the row labels' strip and its gap

    Node pu(int id) const { return {BoxKind::Pu, id, false, m.pu, {}, {}}; }

    Node core(int id, const std::vector<int> &cpus) const
    {
        Node c{BoxKind::Core, id, false, {}, {}, {}};
        double x = m.corePad;
        for (int cpu : cpus) {
            c.kids.push_back(pu(cpu));
            c.pos.emplace_back(x, m.corePad);
            x += m.pu.width() + m.puGap;
        }
        c.size = QSizeF(x - m.puGap + m.corePad, m.pu.height() + 2 * m.corePad);
        return c;
    }

    Node device(int index) const { return {BoxKind::Device, index, false, m.device, {}, {}}; }

    // A titled container: header strip, a block of children, then an
    // optional row of devices underneath.
    Node container(BoxKind kind, int id, std::vector<Node> kids, double aspect, double gap,
                   double pad, double minWidth, std::vector<Node> devices = {},
                   double header = -1) const
    {
        Node b{kind, id, false, {}, {}, {}};
        if (header < 0)
            header = m.header;
        Flow f = bestFlow(kids, gap, aspect);
        const double lead = kind == BoxKind::Node && !kids.empty() ? rowStrip : 0;
        double innerW = std::max(lead + f.size.width(), minWidth - 2 * pad);
        Flow d;
        if (!devices.empty())
            d = flow(devices, m.coreGap, std::max(innerW, m.device.width()));
        innerW = std::max(innerW, d.size.width());
        if (!devices.empty())
            justify(devices, d, innerW);
        double y = header;
        for (std::size_t i = 0; i < kids.size(); ++i)
            b.pos.emplace_back(f.pos[i].x() + pad + lead, f.pos[i].y() + y);
        y += f.size.height();
        b.kids = std::move(kids);
        if (!devices.empty()) {
            y += b.kids.empty() ? 0 : m.coreGap + 2;
            for (std::size_t i = 0; i < devices.size(); ++i)
                b.pos.emplace_back(d.pos[i].x() + pad, d.pos[i].y() + y);
            y += d.size.height();
            for (Node &dev : devices)
                b.kids.push_back(std::move(dev));
        }
        b.size = QSizeF(innerW + 2 * pad, y + pad);
        return b;
    }
};

void emitBox(TopologyLayout &out, const Node &n, QPointF origin, int parent)
{
    const int index = int(out.boxes.size());
    out.boxes.push_back({n.kind, n.id, parent, QRectF(origin, n.size), n.partial});
    for (std::size_t i = 0; i < n.kids.size(); ++i)
        emitBox(out, n.kids[i], origin + n.pos[i], index);
}

double fillRatio(const Node &machine, std::size_t pus, QSizeF pu)
{
    const double area = machine.size.width() * machine.size.height();
    return area > 0 ? double(pus) * pu.width() * pu.height() / area : 0;
}

} // namespace

int TopologyLayout::boxAt(const QPointF &p) const
{
    // Children follow parents, so the last hit is the innermost box.
    for (std::size_t i = boxes.size(); i-- > 0;)
        if (boxes[i].rect.contains(p) && boxes[i].kind != BoxKind::Machine)
            return int(i);
    return !boxes.empty() && boxes.front().rect.contains(p) ? 0 : -1;
}

std::vector<int> TopologyLayout::nodeBoxes(int node) const
{
    std::vector<int> r;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if ((boxes[i].kind == BoxKind::Node || boxes[i].kind == BoxKind::MemoryNode) &&
            boxes[i].id == node)
            r.push_back(int(i));
    return r;
}

std::vector<int> TopologyLayout::domainBoxes(const CpuSet &cpus) const
{
    std::vector<int> r;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (boxes[i].kind == BoxKind::CacheDomain && std::size_t(boxes[i].id) < domains.size() &&
            !(domains[std::size_t(boxes[i].id)].cpus & cpus).empty())
            r.push_back(int(i));
    return r;
}

int TopologyLayout::coreBox(int core) const
{
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (boxes[i].kind == BoxKind::Core && boxes[i].id == core)
            return int(i);
    return -1;
}

namespace {

// node -> core key -> cpus. PUs without a core id get a core of their own;
// the key keeps cores in order of their first PU.
using CoresOfNode = std::map<std::pair<int, int>, std::vector<int>>;
using NodesOfPackage = std::map<int, CoresOfNode>;

// What every shape tried is built from, gathered once.
struct Parts
{
    std::map<int, NodesOfPackage> tree; // package -> node -> cores
    std::set<int> nodesWithCpus;
    std::map<int, std::vector<int>> devicesByNode; // node -> device indices
    std::vector<int> homelessDevices;
    std::vector<int> puDomain; // PU id -> index into the layout's domains, -1 for none
    std::map<int, CpuSet> nodeCpuSets;
    std::map<int, int> nodeBlocks; // node -> its blocks, one per package it spans
};

void groupCpus(Parts &parts, const Topology &topology)
{
    for (const Pu &p : topology.pus) {
        const int coreKey = p.core >= 0 ? p.core : -2 - p.id;
        auto &cores = parts.tree[p.package][p.node];
        // Order by the core's first PU id, which is the order people read cpu lists in.
        auto it = std::find_if(cores.begin(), cores.end(),
                               [&](const auto &kv) { return kv.first.second == coreKey; });
        if (it == cores.end())
            cores[{p.id, coreKey}].push_back(p.id);
        else
            it->second.push_back(p.id);
        parts.nodesWithCpus.insert(p.node);
    }
    for (const auto &pk : parts.tree)
        for (const auto &nd : pk.second)
            ++parts.nodeBlocks[nd.first];
    for (const Pu &p : topology.pus)
        parts.nodeCpuSets[p.node].set(p.id);
}

// Devices go to their node's block; those whose node is unknown to a shelf.
void groupDevices(Parts &parts, const Topology &topology)
{
    std::set<int> knownNodes(parts.nodesWithCpus);
    for (const NumaNode &n : topology.nodes)
        knownNodes.insert(n.id);
    for (std::size_t i = 0; i < topology.devices.size(); ++i) {
        const int node = topology.devices[i].node;
        if (node >= 0 && knownNodes.count(node))
            parts.devicesByNode[node].push_back(int(i));
        else
            parts.homelessDevices.push_back(int(i));
    }
}

Parts gatherParts(const Topology &topology, const LayoutOptions &options,
                  const std::vector<CacheDomain> &domains)
{
    Parts parts;
    groupCpus(parts, topology);
    if (options.showDevices)
        groupDevices(parts, topology);
    parts.puDomain.assign(std::size_t(std::max(topology.nrCpuIds(), 0)), -1);
    for (std::size_t d = 0; d < domains.size(); ++d)
        for (int cpu : domains[d].cpus)
            if (std::size_t(cpu) < parts.puDomain.size())
                parts.puDomain[std::size_t(cpu)] = int(d);
    return parts;
}

// A box of the second row: a memory-only node or the shelf of devices whose
// node is unknown.
struct ShelfItem
{
    BoxKind kind;
    int id;
    const std::vector<int> *devices;
};

// Builds the machine box for one choice of shapes, level by level: cache
// domains, node blocks, packages, then the machine with its shelf.
struct MachineBuilder
{
    const Topology &topo;
    const LayoutOptions &opt;
    const Metrics &m;
    Builder &b;
    Parts &parts;
    const std::vector<CacheDomain> &domains;
    double domainHeader;
    double legendHeight;

    int domainOfPu(int cpu) const;
    std::vector<Node> domainsOfNode(int nodeId, const CoresOfNode &cores, double coreAspect) const;
    Node nodeBlock(int nodeId, const CoresOfNode &cores, double coreAspect, double domainAspect,
                   std::set<int> &placedDevicesOfNode) const;
    std::vector<Node> packages(double coreAspect, double nodeAspect, double domainAspect) const;
    std::vector<ShelfItem> shelfItems() const;
    Node shelfBox(const ShelfItem &item, double minWidth) const;
    void widenShelf(std::vector<Node> &shelf, const std::vector<ShelfItem> &items, const Flow &sf,
                    double shelfWidth) const;
    void placeShelf(Node &machine, bool belowPackages, double &w, double &y) const;
    Node machine(double coreAspect, double nodeAspect, double domainAspect) const;
    Node best() const;
};

int MachineBuilder::domainOfPu(int cpu) const
{
    return cpu >= 0 && std::size_t(cpu) < parts.puDomain.size() ? parts.puDomain[std::size_t(cpu)]
                                                                : -1;
}

// The cores of a node block, those of one domain in its box, in the
// order of the domain's first core; cores outside every domain stay bare.
std::vector<Node> MachineBuilder::domainsOfNode(int nodeId, const CoresOfNode &cores,
                                                double coreAspect) const
{
    std::vector<Node> coreNodes;
    std::map<int, std::vector<Node>> byDomain;
    std::vector<int> order; // domain index, or -1 - position for a bare core
    for (const auto &[key, cpus] : cores) {
        Node c = b.core(key.second >= 0 ? key.second : -1, cpus);
        const int d = cpus.empty() ? -1 : domainOfPu(cpus.front());
        if (d < 0) {
            order.push_back(-1 - int(coreNodes.size()));
            coreNodes.push_back(std::move(c));
            continue;
        }
        if (!byDomain.count(d))
            order.push_back(d);
        byDomain[d].push_back(std::move(c));
    }
    if (byDomain.empty())
        return coreNodes;
    std::vector<Node> kids;
    for (int o : order) {
        if (o < 0) {
            kids.push_back(std::move(coreNodes[std::size_t(-1 - o)]));
            continue;
        }
        Node box = b.container(BoxKind::CacheDomain, o, std::move(byDomain[o]), coreAspect,
                               m.coreGap, m.corePad + 1, 0, {}, domainHeader);
        // A domain reaching into another node's block is drawn as a part.
        box.partial = !(domains[std::size_t(o)].cpus - parts.nodeCpuSets[nodeId]).empty();
        kids.push_back(std::move(box));
    }
    return kids;
}

// A node's block in one package; its devices go into the first block.
Node MachineBuilder::nodeBlock(int nodeId, const CoresOfNode &cores, double coreAspect,
                               double domainAspect, std::set<int> &placedDevicesOfNode) const
{
    std::vector<Node> devs;
    if (!placedDevicesOfNode.count(nodeId)) {
        placedDevicesOfNode.insert(nodeId);
        for (int d : parts.devicesByNode[nodeId])
            devs.push_back(b.device(d));
    }
    Node n = b.container(BoxKind::Node, nodeId, domainsOfNode(nodeId, cores, coreAspect),
                         domains.empty() ? coreAspect : domainAspect, m.coreGap, m.nodePad,
                         m.minNodeWidth, std::move(devs));
    n.partial = parts.nodeBlocks[nodeId] > 1;
    return n;
}

std::vector<Node> MachineBuilder::packages(double coreAspect, double nodeAspect,
                                           double domainAspect) const
{
    std::vector<Node> packages;
    std::set<int> placedDevicesOfNode;
    for (const auto &[pkgId, nodes] : parts.tree) {
        std::vector<Node> nodeBlocksOfPkg;
        for (const auto &[nodeId, cores] : nodes)
            nodeBlocksOfPkg.push_back(
                nodeBlock(nodeId, cores, coreAspect, domainAspect, placedDevicesOfNode));
        packages.push_back(b.container(BoxKind::Package, pkgId, std::move(nodeBlocksOfPkg),
                                       nodeAspect, m.nodeGap, m.packagePad, 0));
    }
    return packages;
}

// The second row: memory-only nodes, then devices whose node is unknown.
std::vector<ShelfItem> MachineBuilder::shelfItems() const
{
    std::vector<ShelfItem> items;
    for (const NumaNode &n : topo.nodes)
        if (!parts.nodesWithCpus.count(n.id))
            items.push_back({BoxKind::MemoryNode, n.id, &parts.devicesByNode[n.id]});
    if (!parts.homelessDevices.empty())
        items.push_back({BoxKind::DeviceShelf, -1, &parts.homelessDevices});
    return items;
}

Node MachineBuilder::shelfBox(const ShelfItem &item, double minWidth) const
{
    std::vector<Node> devs;
    for (int d : *item.devices)
        devs.push_back(b.device(d));
    return b.container(item.kind, item.id, {}, 1, m.coreGap, m.nodePad, minWidth, std::move(devs));
}

// Shelf titles are the longest of any block ("NUMA node 4 · 8.0 GiB · no
// CPUs") and the row has room to spare: share it out, up to a width that
// fits such a title, instead of eliding the facts.
void MachineBuilder::widenShelf(std::vector<Node> &shelf, const std::vector<ShelfItem> &items,
                                const Flow &sf, double shelfWidth) const
{
    const double cap = 2.2 * m.minNodeWidth;
    for (std::size_t start = 0; start < shelf.size();) {
        std::size_t end = start + 1;
        while (end < shelf.size() && sf.pos[end].y() == sf.pos[start].y())
            ++end;
        const double used = sf.pos[end - 1].x() + shelf[end - 1].size.width();
        const double extra = (shelfWidth - used) / double(end - start);
        for (std::size_t i = start; i < end && extra > 0; ++i)
            if (shelf[i].size.width() < cap)
                shelf[i] = shelfBox(items[i], std::min(cap, shelf[i].size.width() + extra));
        start = end;
    }
}

// The shelf's row under the packages; w and y grow by what it takes.
void MachineBuilder::placeShelf(Node &machine, bool belowPackages, double &w, double &y) const
{
    const std::vector<ShelfItem> items = shelfItems();
    if (items.empty())
        return;
    std::vector<Node> shelf;
    shelf.reserve(items.size());
    for (const ShelfItem &item : items)
        shelf.push_back(shelfBox(item, m.minNodeWidth));
    const double shelfWidth = std::max(w, 400.0);
    widenShelf(shelf, items, flow(shelf, m.nodeGap, shelfWidth), shelfWidth);
    const Flow sf = flow(shelf, m.nodeGap, shelfWidth);
    y += belowPackages ? m.packageGap : 0;
    for (const QPointF &p : sf.pos)
        machine.pos.emplace_back(p.x() + m.packagePad, p.y() + y);
    y += sf.size.height();
    w = std::max(w, sf.size.width());
    for (Node &s : shelf)
        machine.kids.push_back(std::move(s));
}

Node MachineBuilder::machine(double coreAspect, double nodeAspect, double domainAspect) const
{
    b.coreAspect = coreAspect;
    b.nodeAspect = nodeAspect;
    std::vector<Node> pkgs = packages(coreAspect, nodeAspect, domainAspect);
    Node machine{BoxKind::Machine, -1, false, {}, {}, {}};
    Flow pf = bestFlow(pkgs, m.packageGap, opt.targetAspect);
    const double pad = m.packagePad;
    double y = m.header + 4;
    for (const QPointF &p : pf.pos)
        machine.pos.emplace_back(p.x() + pad, p.y() + y);
    double w = pf.size.width();
    y += pf.size.height();
    machine.kids = std::move(pkgs);
    placeShelf(machine, !pf.pos.empty(), w, y);
    machine.size = QSizeF(std::max(w, 240.0) + 2 * pad, y + pad + legendHeight);
    return machine;
}

// Searches a few shapes for the core and node blocks and keeps the one
// that fills the target aspect best; the inner shapes decide the outer one.
Node MachineBuilder::best() const
{
    const std::size_t nrPackages = parts.tree.size();
    std::size_t nrNodeBlocks = 0;
    for (const auto &pk : parts.tree)
        nrNodeBlocks += pk.second.size();
    static const double shapes[] = {0.6, 1.0, 1.6, 2.6, 4.0, 7.0};
    Node best;
    double bestScore = 1e300;
    for (double ca : shapes) {
        for (double na : shapes) {
            if (nrNodeBlocks <= nrPackages && na != shapes[0])
                break; // one node per package: the node shape does not matter
            for (double da : shapes) {
                if (domains.empty() && da != shapes[0])
                    break; // no domain boxes: their shape does not matter
                Node candidate = machine(ca, na, da);
                const double aspect = candidate.size.width() / candidate.size.height();
                const double score = std::abs(std::log(aspect / opt.targetAspect)) +
                                     2.0 * (1.0 - fillRatio(candidate, topo.pus.size(), m.pu));
                if (score < bestScore) {
                    bestScore = score;
                    best = std::move(candidate);
                }
            }
        }
    }
    return best;
}

// Which box each PU and device is.
void indexBoxes(TopologyLayout &out, const Topology &topology)
{
    out.puBox.assign(std::size_t(std::max(topology.nrCpuIds(), 0)), -1);
    out.deviceBox.assign(topology.devices.size(), -1);
    for (std::size_t i = 0; i < out.boxes.size(); ++i) {
        const LayoutBox &bx = out.boxes[i];
        if (bx.kind == BoxKind::Pu && bx.id >= 0 && std::size_t(bx.id) < out.puBox.size())
            out.puBox[std::size_t(bx.id)] = int(i);
        else if (bx.kind == BoxKind::Device && std::size_t(bx.id) < out.deviceBox.size())
            out.deviceBox[std::size_t(bx.id)] = int(i);
    }
}

} // namespace

TopologyLayout computeLayout(const Topology &topology, const LayoutOptions &options)
{
    TopologyLayout out;
    out.compact = int(topology.pus.size()) >= options.compactFrom;
    const Metrics m = metricsFor(out.compact);
    out.headerHeight = m.header;
    out.puSize = m.pu;
    if (options.showCacheDomains)
        out.domains = chooseCacheDomains(topology);
    Parts parts = gatherParts(topology, options, out.domains);
    // The domain's title strip: smaller than a node's, still readable when fitted.
    out.domainHeaderHeight = std::round(m.header * 0.8);
    // P-cores and E-cores are told apart by their frames: a legend strip says which is which.
    const double legendHeight = topology.cpuKinds.size() > 1 ? m.header : 0;

    Builder b{topology, options, m};
    double rowLabelWidth = 0;
    if (out.compact) {
        out.rowLabelFont = std::round(m.pu.height() * 0.5);
        // Room for the longest run a quarter larger than the labels' type:
        // fitted on a small screen the painter raises them to its floor
        // (8 px), and a label it cannot fit is left out.
        rowLabelWidth = rowLabelStripWidth(topology.nrCpuIds() - 1, out.rowLabelFont * 1.25);
        b.rowStrip = rowLabelWidth + m.coreGap;
    }
    const MachineBuilder machine{
        topology, options, m, b, parts, out.domains, out.domainHeaderHeight, legendHeight};
    emitBox(out, machine.best(), QPointF(0, 0), -1);
    out.bounds = out.boxes.empty() ? QRectF() : out.boxes.front().rect;
    if (legendHeight > 0)
        out.legend = QRectF(out.bounds.left() + m.packagePad,
                            out.bounds.bottom() - m.packagePad - legendHeight + 2,
                            out.bounds.width() - 2 * m.packagePad, legendHeight - 4);
    if (out.compact)
        out.rowLabels = computeRowLabels(out, m.nodePad, rowLabelWidth);
    indexBoxes(out, topology);
    return out;
}

} // namespace irqatlas
