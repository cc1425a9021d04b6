#pragma once

#include <QString>
#include <string>
#include <utility>
#include <vector>

// Inline SVG charts for the HTML report: no script, no external reference,
// colours from CSS classes (so the page's light and dark themes apply) except
// the heat ramp, which reads on both.
namespace irqatlas::svg {

struct Series
{
    QString label;
    std::vector<std::pair<double, double>> points; // x ascending; NaN y breaks the line
    int style = 1;                                 // CSS class s1..s4
};

struct Marker
{
    double x = 0;
    QString label;
};

// Lines over x (seconds), y from 0 to the largest value (at least yMin).
void linePlot(std::string &out, const QString &title, const QString &xLabel, const QString &yLabel,
              const std::vector<Series> &series, const std::vector<Marker> &markers,
              double yMin = 1);

struct HeatCell
{
    int cpu = -1;
    double value = 0;
    bool known = false;
};

struct HeatGroup
{
    QString label; // "node 0 (package 0)"
    std::vector<HeatCell> cells;
};

// One square per CPU, a row of squares per group, coloured from 0 to
// maxValue; every square says its CPU and value in a <title>.
void heatGrid(std::string &out, const QString &title, const std::vector<HeatGroup> &groups,
              double maxValue, const QString &unit);

// The heat ramp's colour for value/maxValue (0..1), as #rrggbb.
std::string heatColour(double share);

struct BarPair
{
    QString label;
    double a = 0;
    double b = 0;
};

// Two horizontal bars per label (a: before, b: after) on one scale.
void barPairs(std::string &out, const QString &title, const QString &aLabel, const QString &bLabel,
              const std::vector<BarPair> &bars, const QString &unit);

} // namespace irqatlas::svg
