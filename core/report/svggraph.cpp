#include "report/svggraph.h"

#include "layout/boxtitles.h"
#include "layout/cachedomains.h"
#include "layout/compactlabels.h"
#include "layout/cpukinds.h"
#include "layout/devicetitle.h"
#include "layout/topologylayout.h"
#include "model/topology.h"
#include "report/html.h"
#include "report/svgplot.h"
#include "report/svgwrite.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>
#include <algorithm>
#include <vector>

namespace irqatlas::svg {
namespace {

using html::escape;

// Whether text on a heat colour is drawn white: on the dark end of the ramp.
bool darkFill(const std::string &hex)
{
    if (hex.size() != 7)
        return false;
    const int r = std::stoi(hex.substr(1, 2), nullptr, 16);
    const int g = std::stoi(hex.substr(3, 2), nullptr, 16);
    const int b = std::stoi(hex.substr(5, 2), nullptr, 16);
    return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}

QString machineName(const Topology &t)
{
    if (!t.hostname.isEmpty())
        return t.hostname;
    const QString file = QFileInfo(t.source).fileName();
    return file.isEmpty() ? t.source : file;
}

struct Writer
{
    std::string &out;
    const Topology &topo;
    const TopologyLayout &layout;
    const GraphHeat &heat;
    double maxValue = 1;

    void machine(const LayoutBox &b);
    void kindLegend();
    void container(const char *cls, const LayoutBox &b, double radius, const QString &name,
                   double header, double px, const char *textClass, const QString &tooltip = {});

    void core(const LayoutBox &b, std::size_t index);
    void pu(const LayoutBox &b);
    void device(const LayoutBox &b);
    void rowLabels();
    double heatLegend(std::string &dst, double top) const;
    bool box(const LayoutBox &b, std::size_t index);
};

void Writer::machine(const LayoutBox &b)
{
    out += "<g class=\"m\">";
    rect(out, b.rect, 8);
    QString facts =
        QCoreApplication::translate("TopologyPainter", "%n CPUs", nullptr, int(topo.pus.size()));
    if (!topo.nodes.empty())
        facts +=
            QStringLiteral(" · ") + QCoreApplication::translate("TopologyPainter", "%n NUMA nodes",
                                                                nullptr, int(topo.nodes.size()));
    const double h = layout.headerHeight + 4;
    const double px = h * 0.56;
    const QString name = machineName(topo);
    const QString sep = QStringLiteral("  —  ");
    const double room = b.rect.width() - h * 0.7;
    const QString line =
        fitted(name, std::max(0.0, room - double(sep.size() + facts.size()) * px * 0.58), px);
    out += "<text class=\"b\"";
    attr(out, "x", b.rect.left() + 2 + h * 0.35);
    attr(out, "y", b.rect.top() + 2 + h / 2 + px * 0.36);
    attr(out, "font-size", px);
    out += " text-anchor=\"start\">";
    escape(out, line.isEmpty() ? facts : QString(line + sep + facts));
    out += "</text>";
    kindLegend();
}

// A sample core frame and tile per CPU kind, fastest first (hwloc lists
// the least efficient kind first), in the strip the layout keeps for it.
void Writer::kindLegend()
{
    const QRectF strip = layout.legend;
    if (topo.cpuKinds.size() < 2 || strip.isEmpty())
        return;
    const double h = strip.height();
    double x = strip.left();
    for (std::size_t k = topo.cpuKinds.size(); k-- > 0 && x < strip.right();) {
        const int cpu = topo.cpuKinds[k].cpus.first();
        const bool e = isEfficiencyCpu(topo, cpu);
        const QRectF tile(x, strip.center().y() - h * 0.375, h * 1.1, h * 0.75);
        out += e ? "<g class=\"co e\">" : "<g class=\"co\">";
        rect(out, tile, e ? tile.height() * 0.32 : 2.5);
        out += "</g>";
        x += tile.width() + h * 0.3;
        const QString label = kindLabel(topo, int(k));
        headerText(out, x, strip.top(), h, h * 0.55, label);
        x += double(label.size()) * h * 0.55 * 0.58 + h * 0.9;
    }
}

void Writer::container(const char *cls, const LayoutBox &b, double radius, const QString &name,
                       double header, double px, const char *textClass, const QString &tooltip)
{
    out += "<g class=\"";
    out += cls;
    if (b.partial)
        out += " pt";
    out += "\">";
    if (!tooltip.isEmpty())
        title(out, tooltip);
    rect(out, b.rect, radius);
    const double pad = header * 0.35;
    headerText(out, b.rect.left() + pad, b.rect.top(), header, px,
               fitted(name, b.rect.width() - 2 * pad, px), textClass);
}

void Writer::core(const LayoutBox &b, std::size_t index)
{
    // E-cores: a dashed frame (and rounder tiles), told apart without colour.
    const LayoutBox *first = layout.box(int(index) + 1);
    const bool e = first && first->parent == int(index) && isEfficiencyCpu(topo, first->id);
    out += e ? "<g class=\"co e\">" : "<g class=\"co\">";
    if (const Core *c = topo.coreById(b.id))
        title(out, QCoreApplication::translate("TopologyPainter", "Core %1: CPUs %2")
                       .arg(b.id)
                       .arg(c->cpus.toListString()));
    rect(out, b.rect, 3);
}

void Writer::pu(const LayoutBox &b)
{
    const Pu *p = topo.pu(b.id);
    const bool online = !p || p->online;
    QStringList tip{QCoreApplication::translate("irqatlas-report", "CPU %1").arg(b.id)};
    if (p && p->core >= 0)
        tip << QCoreApplication::translate("irqatlas-report", "core %1").arg(p->core);
    if (p && p->node >= 0)
        tip << QCoreApplication::translate("irqatlas-report", "node %1").arg(p->node);
    std::string fill;
    const char *cls = "pu pn";
    if (heat.load) {
        const auto it = heat.load->find(b.id);
        if (it != heat.load->end()) {
            tip << QCoreApplication::translate("irqatlas-report", "%1 % IRQ time")
                       .arg(QString::fromStdString(html::num(it->second, 2)));
            fill = heatColour(it->second / maxValue);
            cls = darkFill(fill) ? "pu hd" : "pu hl";
        } else {
            tip << QCoreApplication::translate("irqatlas-report", "no data");
            cls = "pu nx";
        }
    }
    if (!online) {
        // The load of a CPU that is off says nothing about where work goes now.
        tip << QCoreApplication::translate("irqatlas-report", "offline");
        cls = "pu off";
        fill.clear();
    }
    out += "<g class=\"";
    out += cls;
    out += "\">";
    title(out, tip.join(QStringLiteral(" · ")));
    const QRectF tile = b.rect.adjusted(0.5, 0.5, -0.5, -0.5);
    rect(out, tile,
         isEfficiencyCpu(topo, b.id) ? std::min(tile.width(), tile.height()) * 0.32 : 2.5, fill);
    out += "<text";
    attr(out, "x", b.rect.center().x());
    attr(out, "y", b.rect.center().y() + b.rect.height() * 0.38 * 0.36);
    out += '>' + std::to_string(b.id) + "</text></g>";
}

void Writer::device(const LayoutBox &b)
{
    if (std::size_t(b.id) >= topo.devices.size())
        return;
    const PciDevice &d = topo.devices[std::size_t(b.id)];
    const QString label = deviceLabel(d);
    out += "<g class=\"dv\">";
    title(out, label + QStringLiteral("\n") + d.bdf);
    rect(out, b.rect, 3);
    const double fh = b.rect.height() * 0.36;
    const double w = b.rect.width() - 10;
    headerText(out, b.rect.left() + 5, b.rect.top() + 1, b.rect.height() / 2, fh,
               fitted(label, w, fh), "b");
    headerText(out, b.rect.left() + 5, b.rect.center().y() - 1, b.rect.height() / 2, fh * 0.9,
               fitted(d.bdf, w, fh * 0.9), "mu");
    out += "</g>";
}

// Compact layouts: a label per row of tiles in the node block's strip,
// "CPUs" over the row's first run of ids (every run in its tooltip).
void Writer::rowLabels()
{
    const double px = layout.rowLabelFont * 0.8;
    for (const RowLabel &row : layout.rowLabels) {
        QStringList runs = row.cpus.toListString().split(QLatin1Char(','));
        for (QString &r : runs)
            r.replace(QLatin1Char('-'), QChar(0x2013));
        const QString head =
            QCoreApplication::translate("TopologyPainter", "CPUs %1").arg(QString()).trimmed();
        const QString first =
            runs.size() > 1 ? QString(runs.front() + QStringLiteral(", …")) : runs.front();
        const double x = row.rect.right();
        const double mid = row.rect.center().y();
        out += "<text class=\"mu\"";
        attr(out, "font-size", px);
        out += " text-anchor=\"end\">";
        title(out, rowLabelText(row));
        out += "<tspan";
        attr(out, "x", x);
        attr(out, "y", mid - px * 0.15);
        out += '>';
        escape(out, head);
        out += "</tspan><tspan";
        attr(out, "x", x);
        attr(out, "y", mid + px * 0.95);
        out += '>';
        escape(out, first);
        out += "</tspan></text>";
    }
}

// The heat scale under the machine: the ramp from 0 to the largest value,
// then what "no data" and "offline" look like. Returns its right edge: a
// small machine's graph widens to show all of it.
double Writer::heatLegend(std::string &dst, double top) const
{
    const double left = layout.bounds.left() + 8;
    headerText(dst, left, top, 16, 12, heat.legend, "b");
    const double y = top + 20;
    for (int i = 0; i <= 10; ++i) {
        dst += "<rect";
        attr(dst, "x", left + 24 + i * 20.0);
        attr(dst, "y", y);
        dst += " width=\"20\" height=\"10\" fill=\"" + heatColour(i / 10.0) + "\"/>";
    }
    headerText(dst, left, y - 3, 16, 11, QStringLiteral("0"));
    headerText(dst, left + 24 + 11 * 20.0 + 6, y - 3, 16, 11,
               QString::fromStdString(html::num(maxValue, 2)) + QStringLiteral(" %"));
    double x = left + 24 + 11 * 20.0 + 90;
    double right = left + double(heat.legend.size()) * 12 * 0.58;
    for (const auto &[cls, text] :
         {std::pair{"nx", QCoreApplication::translate("irqatlas-report", "no data")},
          std::pair{"off", QCoreApplication::translate("irqatlas-report", "offline")}}) {
        dst += std::string("<g class=\"") + cls + "\">";
        rect(dst, QRectF(x, y - 2, 20, 14), 2.5);
        dst += "</g>";
        headerText(dst, x + 26, y - 3, 16, 11, text);
        right = std::max(right, x + 26 + double(text.size()) * 11 * 0.58);
        x += 40 + double(text.size()) * 11 * 0.58;
    }
    return right + 8;
}

// One box's group, opened and left open for its children (true), or a
// leaf's, closed already (false).
bool Writer::box(const LayoutBox &b, std::size_t index)
{
    const double h = layout.headerHeight;
    switch (b.kind) {
    case BoxKind::Machine:
        machine(b);
        break;
    case BoxKind::Package:
        container("pk", b, 6, packageTitle(b.id), h, h * 0.56, "b");
        break;
    case BoxKind::Node:
        container("nd", b, 5, nodeTitle(topo, b), h, h * 0.56, nullptr,
                  b.id >= 0 ? QString(nodeTitle(topo, b) + QStringLiteral("\n") +
                                      QCoreApplication::translate("TopologyPainter", "CPUs: %1")
                                          .arg(topo.nodeCpus(b.id).toListString()))
                            : QString());
        break;
    case BoxKind::MemoryNode:
        container("nd mn", b, 5, nodeTitle(topo, b), h, h * 0.56, nullptr);
        break;
    case BoxKind::DeviceShelf:
        container("ds", b, 5,
                  QCoreApplication::translate("TopologyPainter", "Devices without a NUMA node"), h,
                  h * 0.56, nullptr);
        break;
    case BoxKind::CacheDomain: {
        const QString name = std::size_t(b.id) < layout.domains.size()
                                 ? cacheDomainTitle(layout.domains[std::size_t(b.id)])
                                 : QString();
        const double dh = layout.domainHeaderHeight;
        container("cd", b, 4, name, dh, dh * 0.62, "b mu",
                  name + QStringLiteral("\n") +
                      QCoreApplication::translate("StructurePaint", "CPUs %1")
                          .arg(std::size_t(b.id) < layout.domains.size()
                                   ? layout.domains[std::size_t(b.id)].cpus.toListString()
                                   : QString()));
        break;
    }
    case BoxKind::Core:
        core(b, index);
        break;
    case BoxKind::Pu:
        pu(b);
        return false; // a leaf: its group is closed already
    case BoxKind::Device:
        device(b);
        return false;
    }
    return true;
}

} // namespace

void topologyGraph(std::string &out, const Topology &topology, const QString &caption,
                   const GraphHeat &heat)
{
    const TopologyLayout layout = computeLayout(topology);
    if (layout.boxes.empty())
        return;
    Writer w{out, topology, layout, heat};
    if (heat.load)
        w.maxValue = heat.maxValue > 0 ? heat.maxValue : 1;
    const QRectF bounds = layout.bounds;
    std::string scale;
    const double scaleRight = heat.load ? w.heatLegend(scale, bounds.bottom() + 6) : 0;
    const double legend = heat.load ? 44 : 0;
    const int width = int(std::ceil(std::max(bounds.right() + 1, scaleRight)));
    const int height = int(std::ceil(bounds.bottom() + 1 + legend));
    out +=
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart tg\" role=\"img\" viewBox=\"0 0 ";
    out += std::to_string(width) + " " + std::to_string(height) + "\" width=\"" +
           std::to_string(width) + "\" height=\"" + std::to_string(height) + "\" font-size=\"";
    // Every PU tile carries its id, in the GUI's type for a tile without IRQ counts.
    coord(out, layout.puSize.height() * 0.38);
    out += "\" text-anchor=\"middle\">";
    title(out, caption);

    // Boxes come parents first (a depth-first walk): a box's group stays open
    // until the next box that is not inside it, so the SVG nests as the machine does.
    std::vector<int> open;
    for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
        const LayoutBox &b = layout.boxes[i];
        while (!open.empty() && open.back() != b.parent) {
            out += "</g>";
            open.pop_back();
        }
        if (w.box(b, i))
            open.push_back(int(i));
    }
    for (std::size_t k = 0; k < open.size(); ++k)
        out += "</g>";
    w.rowLabels();
    out += scale;
    out += "</svg>";
}

} // namespace irqatlas::svg
