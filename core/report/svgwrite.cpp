#include "report/svgwrite.h"

#include "report/html.h"

#include <cmath>

namespace irqatlas::svg {

void coord(std::string &out, double v)
{
    long long t = std::llround(v * 10);
    if (t < 0) {
        out += '-';
        t = -t;
    }
    out += std::to_string(t / 10);
    if (t % 10) {
        out += '.';
        out += char('0' + t % 10);
    }
}

void attr(std::string &out, const char *name, double v)
{
    out += ' ';
    out += name;
    out += "=\"";
    coord(out, v);
    out += '"';
}

void rect(std::string &out, const QRectF &r, double radius, const std::string &fill)
{
    out += "<rect";
    attr(out, "x", r.x());
    attr(out, "y", r.y());
    attr(out, "width", r.width());
    attr(out, "height", r.height());
    if (radius > 0)
        attr(out, "rx", radius);
    if (!fill.empty())
        out += " fill=\"" + fill + "\"";
    out += "/>";
}

QString fitted(const QString &s, double width, double px)
{
    const qsizetype room = qsizetype(width / (px * 0.58));
    if (s.size() <= room)
        return s;
    if (room < 2)
        return {};
    return s.left(room - 1) + QChar(0x2026);
}

void headerText(std::string &out, double x, double top, double h, double px, const QString &s,
                const char *cls)
{
    out += "<text";
    if (cls)
        out += std::string(" class=\"") + cls + "\"";
    attr(out, "x", x);
    attr(out, "y", top + h / 2 + px * 0.36);
    attr(out, "font-size", px);
    out += " text-anchor=\"start\">";
    html::escape(out, s);
    out += "</text>";
}

void title(std::string &out, const QString &s)
{
    out += "<title>";
    html::escape(out, s);
    out += "</title>";
}

} // namespace irqatlas::svg
