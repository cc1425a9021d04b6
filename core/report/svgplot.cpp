#include "report/svgplot.h"

#include "report/html.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace irqatlas::svg {
namespace {

using html::escape;
using html::num;

// A "nice" axis maximum: 1, 2 or 5 times a power of ten at or above v.
double niceMax(double v)
{
    if (!(v > 0) || !std::isfinite(v))
        return 1;
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * p >= v)
            return m * p;
    }
    return 10 * p;
}

void open(std::string &out, int width, int height, const QString &title)
{
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\" viewBox=\"0 0 ";
    out += std::to_string(width) + " " + std::to_string(height) + "\" width=\"" +
           std::to_string(width) + "\" height=\"" + std::to_string(height) + "\"><title>";
    escape(out, title);
    out += "</title>";
}

void text(std::string &out, double x, double y, const QString &s, const char *cls = "lbl",
          const char *anchor = "start")
{
    out += "<text class=\"" + std::string(cls) + "\" x=\"" + num(x) + "\" y=\"" + num(y) +
           "\" text-anchor=\"" + anchor + "\">";
    escape(out, s);
    out += "</text>";
}

} // namespace

void linePlot(std::string &out, const QString &title, const QString &xLabel, const QString &yLabel,
              const std::vector<Series> &series, const std::vector<Marker> &markers, double yMin)
{
    const int w = 720, h = 260, left = 56, right = 16, top = 28, bottom = 40;
    double xMax = 0, yMax = yMin;
    for (const Series &s : series) {
        for (const auto &[x, y] : s.points) {
            if (std::isfinite(x))
                xMax = std::max(xMax, x);
            if (std::isfinite(y))
                yMax = std::max(yMax, y);
        }
    }
    for (const Marker &m : markers)
        xMax = std::max(xMax, m.x);
    if (!(xMax > 0))
        xMax = 1;
    yMax = niceMax(yMax);
    const double pw = w - left - right, ph = h - top - bottom;
    auto X = [&](double x) { return left + pw * x / xMax; };
    auto Y = [&](double y) { return top + ph * (1 - y / yMax); };
    open(out, w, h, title);
    text(out, left, 18, title, "ttl");
    for (int i = 0; i <= 4; ++i) {
        const double v = yMax * i / 4;
        out += "<line class=\"grid\" x1=\"" + num(left) + "\" x2=\"" + num(w - right) + "\" y1=\"" +
               num(Y(v)) + "\" y2=\"" + num(Y(v)) + "\"/>";
        text(out, left - 6, Y(v) + 4, QString::fromStdString(num(v, yMax < 10 ? 2 : 0)), "lbl",
             "end");
    }
    for (int i = 0; i <= 6; ++i) {
        const double v = xMax * i / 6;
        text(out, X(v), h - bottom + 16, QString::fromStdString(num(v, xMax < 10 ? 1 : 0)), "lbl",
             "middle");
    }
    text(out, left + pw / 2, h - 6, xLabel, "lbl", "middle");
    out += "<text class=\"lbl\" x=\"14\" y=\"" + num(top + ph / 2) +
           "\" text-anchor=\"middle\" transform=\"rotate(-90 14 " + num(top + ph / 2) + ")\">";
    escape(out, yLabel);
    out += "</text>";
    out += "<rect class=\"frame\" x=\"" + num(left) + "\" y=\"" + num(top) + "\" width=\"" +
           num(pw) + "\" height=\"" + num(ph) + "\"/>";
    for (const Marker &m : markers) {
        out += "<line class=\"marker\" x1=\"" + num(X(m.x)) + "\" x2=\"" + num(X(m.x)) +
               "\" y1=\"" + num(top) + "\" y2=\"" + num(top + ph) + "\"/>";
        text(out, X(m.x) + 4, top + 12, m.label, "lbl");
    }
    for (const Series &s : series) {
        std::string pts;
        auto flush = [&] {
            if (!pts.empty())
                out +=
                    "<polyline class=\"s" + std::to_string(s.style) + "\" points=\"" + pts + "\"/>";
            pts.clear();
        };
        for (const auto &[x, y] : s.points) {
            if (!std::isfinite(x) || !std::isfinite(y)) {
                flush();
                continue;
            }
            if (!pts.empty())
                pts += ' ';
            pts += num(X(x)) + "," + num(Y(y));
        }
        flush();
    }
    // Legend.
    double lx = left + 8;
    for (const Series &s : series) {
        out += "<line class=\"s" + std::to_string(s.style) + "\" x1=\"" + num(lx) + "\" x2=\"" +
               num(lx + 18) + "\" y1=\"" + num(top + ph - 10) + "\" y2=\"" + num(top + ph - 10) +
               "\"/>";
        text(out, lx + 22, top + ph - 6, s.label, "lbl");
        lx += 30 + 7 * double(s.label.size());
    }
    out += "</svg>";
}

std::string heatColour(double share)
{
    // From a pale blue through yellow to a deep red: each step differs in
    // lightness, so the ramp reads on a light and a dark page and in print.
    static constexpr std::array<std::array<int, 3>, 5> stops{{
        {{222, 235, 247}},
        {{158, 202, 225}},
        {{254, 224, 139}},
        {{244, 109, 67}},
        {{165, 0, 38}},
    }};
    if (!std::isfinite(share) || share < 0)
        share = 0;
    share = std::min(share, 1.0);
    const double pos = share * double(stops.size() - 1);
    const std::size_t i = std::min(std::size_t(pos), stops.size() - 2);
    const double f = pos - double(i);
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x",
                  int(stops[i][0] + f * (stops[i + 1][0] - stops[i][0])),
                  int(stops[i][1] + f * (stops[i + 1][1] - stops[i][1])),
                  int(stops[i][2] + f * (stops[i + 1][2] - stops[i][2])));
    return buf;
}

void heatGrid(std::string &out, const QString &title, const std::vector<HeatGroup> &groups,
              double maxValue, const QString &unit)
{
    const int cell = 11, perRow = 64, left = 130, top = 28;
    int rows = 0;
    for (const HeatGroup &g : groups)
        rows += std::max<int>(1, int((g.cells.size() + perRow - 1) / perRow));
    const int w = left + perRow * cell + 16;
    const int h = top + rows * cell + int(groups.size()) * 6 + 34;
    open(out, w, h, title);
    text(out, 4, 18, title, "ttl");
    if (!(maxValue > 0))
        maxValue = 1;
    double y = top;
    for (const HeatGroup &g : groups) {
        text(out, 4, y + 9, g.label, "lbl");
        for (std::size_t i = 0; i < g.cells.size(); ++i) {
            const HeatCell &c = g.cells[i];
            const double x = left + double(i % perRow) * cell;
            const int row = int(i) / perRow; // whole rows of tiles
            const double cy = y + double(row) * cell;
            out +=
                "<rect x=\"" + num(x, 0) + "\" y=\"" + num(cy, 0) + "\" width=\"10\" height=\"10\"";
            out += c.known ? " fill=\"" + heatColour(c.value / maxValue) + "\""
                           : std::string(" class=\"na\"");
            out += "><title>CPU " + std::to_string(c.cpu) + ": " +
                   (c.known ? num(c.value, 2) : std::string("-")) + " ";
            escape(out, unit);
            out += "</title></rect>";
        }
        y += std::max<int>(1, int((g.cells.size() + perRow - 1) / perRow)) * cell + 6;
    }
    // The scale.
    for (int i = 0; i <= 10; ++i) {
        out += "<rect x=\"" + num(left + i * 20.0, 0) + "\" y=\"" + num(y + 4, 0) +
               "\" width=\"20\" height=\"8\" fill=\"" + heatColour(i / 10.0) + "\"/>";
    }
    text(out, left - 6, y + 12, QStringLiteral("0"), "lbl", "end");
    text(out, left + 226, y + 12,
         QString::fromStdString(num(maxValue, 2)) + QLatin1Char(' ') + unit, "lbl");
    out += "</svg>";
}

void barPairs(std::string &out, const QString &title, const QString &aLabel, const QString &bLabel,
              const std::vector<BarPair> &bars, const QString &unit)
{
    const int w = 720, left = 120, right = 90, top = 44, row = 26;
    const int h = top + int(bars.size()) * row + 10;
    double most = 0;
    for (const BarPair &b : bars)
        most = std::max({most, b.a, b.b});
    most = niceMax(most);
    const double pw = w - left - right;
    open(out, w, h, title);
    text(out, 4, 18, title, "ttl");
    out += "<rect class=\"b1\" x=\"" + num(left) + "\" y=\"26\" width=\"10\" height=\"8\"/>";
    text(out, left + 14, 34, aLabel, "lbl");
    out += "<rect class=\"b2\" x=\"" + num(left + 120) + "\" y=\"26\" width=\"10\" height=\"8\"/>";
    text(out, left + 134, 34, bLabel, "lbl");
    double y = top;
    for (const BarPair &b : bars) {
        text(out, left - 6, y + 14, b.label, "lbl", "end");
        out += "<rect class=\"b1\" x=\"" + num(left) + "\" y=\"" + num(y + 2) + "\" width=\"" +
               num(pw * b.a / most) + "\" height=\"9\"/>";
        out += "<rect class=\"b2\" x=\"" + num(left) + "\" y=\"" + num(y + 12) + "\" width=\"" +
               num(pw * b.b / most) + "\" height=\"9\"/>";
        text(out, left + pw * std::max(b.a, b.b) / most + 4, y + 16,
             QString::fromStdString(num(b.a, 0) + " → " + num(b.b, 0)) + QLatin1Char(' ') + unit,
             "lbl");
        y += row;
    }
    out += "</svg>";
}

} // namespace irqatlas::svg
