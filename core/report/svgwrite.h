#pragma once

#include <QRectF>
#include <QString>
#include <string>

// Compact SVG pieces for the report's topology graph (svggraph.h), where
// 1152 PUs make every byte of an element count. Text is escaped (html.h).
namespace irqatlas::svg {

// A coordinate to a tenth of a unit, without a trailing ".0".
void coord(std::string &out, double v);
// ` name="v"` with v as coord() writes it.
void attr(std::string &out, const char *name, double v);
// <rect x y width height [rx] [fill]/>
void rect(std::string &out, const QRectF &r, double radius, const std::string &fill = {});
// The browser lays the text out, so a title that may not fit is cut by an
// estimate of its width (sans glyphs average about 0.58 em) and ends in an
// ellipsis; its box's tooltip has all of it.
QString fitted(const QString &s, double width, double px);
// Left-aligned text on one line of px type, vertically centred in a strip of
// height h at top.
void headerText(std::string &out, double x, double top, double h, double px, const QString &s,
                const char *cls = nullptr);
// <title>s</title>: the tooltip of the element it is in.
void title(std::string &out, const QString &s);

} // namespace irqatlas::svg
