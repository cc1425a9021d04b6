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

TopologyLayout computeLayout(const Topology &topology, const LayoutOptions &options)
{
    TopologyLayout out;
    out.compact = int(topology.pus.size()) >= options.compactFrom;
    const Metrics m = metricsFor(out.compact);
    out.headerHeight = m.header;
    out.puSize = m.pu;

    // package -> node -> core key -> cpus. PUs without a core id get a core of
    // their own; the key keeps cores in order of their first PU.
    std::map<int, std::map<int, std::map<std::pair<int, int>, std::vector<int>>>> tree;
    std::set<int> nodesWithCpus;
    for (const Pu &p : topology.pus) {
        const int coreKey = p.core >= 0 ? p.core : -2 - p.id;
        auto &cores = tree[p.package][p.node];
        // Order by the core's first PU id, which is the order people read cpu lists in.
        auto it = std::find_if(cores.begin(), cores.end(),
                               [&](const auto &kv) { return kv.first.second == coreKey; });
        if (it == cores.end())
            cores[{p.id, coreKey}].push_back(p.id);
        else
            it->second.push_back(p.id);
        nodesWithCpus.insert(p.node);
    }

    std::map<int, std::vector<int>> devicesByNode; // node -> device indices
    std::vector<int> homelessDevices;
    if (options.showDevices) {
        std::set<int> knownNodes(nodesWithCpus);
        for (const NumaNode &n : topology.nodes)
            knownNodes.insert(n.id);
        for (std::size_t i = 0; i < topology.devices.size(); ++i) {
            const int node = topology.devices[i].node;
            if (node >= 0 && knownNodes.count(node))
                devicesByNode[node].push_back(int(i));
            else
                homelessDevices.push_back(int(i));
        }
    }

    if (options.showCacheDomains)
        out.domains = chooseCacheDomains(topology);
    std::vector<int> puDomain(std::size_t(std::max(topology.nrCpuIds(), 0)), -1);
    for (std::size_t d = 0; d < out.domains.size(); ++d)
        for (int cpu : out.domains[d].cpus)
            if (std::size_t(cpu) < puDomain.size())
                puDomain[std::size_t(cpu)] = int(d);
    auto domainOfPu = [&](int cpu) {
        return cpu >= 0 && std::size_t(cpu) < puDomain.size() ? puDomain[std::size_t(cpu)] : -1;
    };
    std::map<int, CpuSet> nodeCpuSets;
    for (const Pu &p : topology.pus)
        nodeCpuSets[p.node].set(p.id);
    auto nodeCpusOf = [&](int node) { return nodeCpuSets[node]; };
    // The domain's title strip: smaller than a node's, still readable when fitted.
    const double domainHeader = std::round(m.header * 0.8);
    out.domainHeaderHeight = domainHeader;

    // P-cores and E-cores are told apart by their frames: a legend strip says which is which.
    const double legendHeight = topology.cpuKinds.size() > 1 ? m.header : 0;

    Builder b{topology, options, m};
    double rowLabelWidth = 0;
    if (out.compact) {
        out.rowLabelFont = std::round(m.pu.height() * 0.5);
        rowLabelWidth = rowLabelStripWidth(topology.nrCpuIds() - 1, out.rowLabelFont);
        b.rowStrip = rowLabelWidth + m.coreGap;
    }
    const std::size_t nrPackages = tree.size();
    std::size_t nrNodeBlocks = 0;
    for (const auto &pk : tree)
        nrNodeBlocks += pk.second.size();

    auto build = [&](double coreAspect, double nodeAspect, double domainAspect) {
        b.coreAspect = coreAspect;
        b.nodeAspect = nodeAspect;
        std::vector<Node> packages;
        std::set<int> placedDevicesOfNode;
        std::map<int, int> nodeBlocks;
        for (const auto &pk : tree)
            for (const auto &nd : pk.second)
                ++nodeBlocks[nd.first];
        for (const auto &[pkgId, nodes] : tree) {
            std::vector<Node> nodeBlocksOfPkg;
            for (const auto &[nodeId, cores] : nodes) {
                std::vector<Node> coreNodes;
                // Cores of one domain go into its box, in the order of the
                // domain's first core; cores outside every domain stay bare.
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
                if (!byDomain.empty()) {
                    std::vector<Node> kids;
                    for (int o : order) {
                        if (o < 0) {
                            kids.push_back(std::move(coreNodes[std::size_t(-1 - o)]));
                            continue;
                        }
                        Node box =
                            b.container(BoxKind::CacheDomain, o, std::move(byDomain[o]), coreAspect,
                                        m.coreGap, m.corePad + 1, 0, {}, domainHeader);
                        // A domain reaching into another node's block is drawn as a part.
                        box.partial =
                            !(out.domains[std::size_t(o)].cpus - nodeCpusOf(nodeId)).empty();
                        kids.push_back(std::move(box));
                    }
                    coreNodes = std::move(kids);
                }
                std::vector<Node> devs;
                if (!placedDevicesOfNode.count(nodeId)) {
                    placedDevicesOfNode.insert(nodeId);
                    for (int d : devicesByNode[nodeId])
                        devs.push_back(b.device(d));
                }
                Node n = b.container(BoxKind::Node, nodeId, std::move(coreNodes),
                                     out.domains.empty() ? coreAspect : domainAspect, m.coreGap,
                                     m.nodePad, m.minNodeWidth, std::move(devs));
                n.partial = nodeBlocks[nodeId] > 1;
                nodeBlocksOfPkg.push_back(std::move(n));
            }
            packages.push_back(b.container(BoxKind::Package, pkgId, std::move(nodeBlocksOfPkg),
                                           nodeAspect, m.nodeGap, m.packagePad, 0));
        }
        // A second row: memory-only nodes, then devices whose node is unknown.
        struct ShelfItem
        {
            BoxKind kind;
            int id;
            const std::vector<int> *devices;
        };
        std::vector<ShelfItem> shelfItems;
        for (const NumaNode &n : topology.nodes)
            if (!nodesWithCpus.count(n.id))
                shelfItems.push_back({BoxKind::MemoryNode, n.id, &devicesByNode[n.id]});
        if (!homelessDevices.empty())
            shelfItems.push_back({BoxKind::DeviceShelf, -1, &homelessDevices});
        auto shelfBox = [&](const ShelfItem &item, double minWidth) {
            std::vector<Node> devs;
            for (int d : *item.devices)
                devs.push_back(b.device(d));
            return b.container(item.kind, item.id, {}, 1, m.coreGap, m.nodePad, minWidth,
                               std::move(devs));
        };
        std::vector<Node> shelf;
        shelf.reserve(shelfItems.size());
        for (const ShelfItem &item : shelfItems)
            shelf.push_back(shelfBox(item, m.minNodeWidth));
        Node machine{BoxKind::Machine, -1, false, {}, {}, {}};
        Flow pf = bestFlow(packages, m.packageGap, options.targetAspect);
        const double pad = m.packagePad;
        double y = m.header + 4;
        for (const QPointF &p : pf.pos)
            machine.pos.emplace_back(p.x() + pad, p.y() + y);
        double w = pf.size.width();
        y += pf.size.height();
        machine.kids = std::move(packages);
        if (!shelf.empty()) {
            const double shelfWidth = std::max(w, 400.0);
            Flow sf = flow(shelf, m.nodeGap, shelfWidth);
            // Their titles are the longest of any block ("NUMA node 4 · 8.0 GiB
            // · no CPUs") and the row has room to spare: share it out, up to a
            // width that fits such a title, instead of eliding the facts.
            const double cap = 2.2 * m.minNodeWidth;
            for (std::size_t start = 0; start < shelf.size();) {
                std::size_t end = start + 1;
                while (end < shelf.size() && sf.pos[end].y() == sf.pos[start].y())
                    ++end;
                const double used = sf.pos[end - 1].x() + shelf[end - 1].size.width();
                const double extra = (shelfWidth - used) / double(end - start);
                for (std::size_t i = start; i < end && extra > 0; ++i)
                    if (shelf[i].size.width() < cap)
                        shelf[i] =
                            shelfBox(shelfItems[i], std::min(cap, shelf[i].size.width() + extra));
                start = end;
            }
            sf = flow(shelf, m.nodeGap, shelfWidth);
            y += pf.pos.empty() ? 0 : m.packageGap;
            for (const QPointF &p : sf.pos)
                machine.pos.emplace_back(p.x() + pad, p.y() + y);
            y += sf.size.height();
            w = std::max(w, sf.size.width());
            for (Node &s : shelf)
                machine.kids.push_back(std::move(s));
        }
        machine.size = QSizeF(std::max(w, 240.0) + 2 * pad, y + pad + legendHeight);
        return machine;
    };

    // Search a few shapes for the core and node blocks and keep the one that
    // fills the target aspect best; the inner shapes decide the outer one.
    static const double shapes[] = {0.6, 1.0, 1.6, 2.6, 4.0, 7.0};
    Node best;
    double bestScore = 1e300;
    for (double ca : shapes) {
        for (double na : shapes) {
            if (nrNodeBlocks <= nrPackages && na != shapes[0])
                break; // one node per package: the node shape does not matter
            for (double da : shapes) {
                if (out.domains.empty() && da != shapes[0])
                    break; // no domain boxes: their shape does not matter
                Node machine = build(ca, na, da);
                const double aspect = machine.size.width() / machine.size.height();
                const double score = std::abs(std::log(aspect / options.targetAspect)) +
                                     2.0 * (1.0 - fillRatio(machine, topology.pus.size(), m.pu));
                if (score < bestScore) {
                    bestScore = score;
                    best = std::move(machine);
                }
            }
        }
    }

    emitBox(out, best, QPointF(0, 0), -1);
    out.bounds = out.boxes.empty() ? QRectF() : out.boxes.front().rect;
    if (legendHeight > 0)
        out.legend = QRectF(out.bounds.left() + m.packagePad,
                            out.bounds.bottom() - m.packagePad - legendHeight + 2,
                            out.bounds.width() - 2 * m.packagePad, legendHeight - 4);
    if (out.compact)
        out.rowLabels = computeRowLabels(out, m.nodePad, rowLabelWidth);
    out.puBox.assign(std::size_t(std::max(topology.nrCpuIds(), 0)), -1);
    out.deviceBox.assign(topology.devices.size(), -1);
    for (std::size_t i = 0; i < out.boxes.size(); ++i) {
        const LayoutBox &bx = out.boxes[i];
        if (bx.kind == BoxKind::Pu && bx.id >= 0 && std::size_t(bx.id) < out.puBox.size())
            out.puBox[std::size_t(bx.id)] = int(i);
        else if (bx.kind == BoxKind::Device && std::size_t(bx.id) < out.deviceBox.size())
            out.deviceBox[std::size_t(bx.id)] = int(i);
    }
    return out;
}

} // namespace irqatlas
