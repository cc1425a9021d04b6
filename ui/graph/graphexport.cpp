#include "ui/graph/graphexport.h"

#include "layout/topologylayout.h"
#include "model/safefile.h"
#include "model/topology.h"
#include "ui/common/graphstate.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/topologypainter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace irqatlas {

namespace {

// Paints the layout scaled into target with a margin; returns the scale used.
double paintFitted(QPainter &p, const Topology &topo, const TopologyLayout &layout,
                   const GraphState &state, const QRectF &target, double lodBoost)
{
    const GraphColors c = state.dark ? GraphColors::dark() : GraphColors::light();
    p.fillRect(target, c.background);
    const QRectF b = layout.bounds;
    if (b.isEmpty())
        return 1;
    const double margin = std::min(target.width(), target.height()) * 0.02;
    const QRectF inner = target.adjusted(margin, margin, -margin, -margin);
    const double s = std::min(inner.width() / b.width(), inner.height() / b.height());
    p.save();
    p.translate(inner.center());
    p.scale(s, s);
    p.translate(-b.center());
    paintTopology(&p, topo, layout, state, QRectF(), s * lodBoost);
    p.restore();
    return s;
}

} // namespace

QImage renderGraph(const Topology &topology, const TopologyLayout &layout, const GraphState &state,
                   QSize size)
{
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&img);
    paintFitted(p, topology, layout, state, QRectF(QPointF(0, 0), QSizeF(size)), 1.0);
    p.end();
    return img;
}

Status exportGraph(const QString &fileName, const Topology &topology, const TopologyLayout &layout,
                   const GraphState &state, QSize size, const QString &host)
{
    const QString title =
        host.isEmpty()
            ? QCoreApplication::translate("GraphExport", "irqatlas topology")
            : QCoreApplication::translate("GraphExport", "irqatlas topology of %1").arg(host);
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    const QSize natural = layout.bounds.size().toSize();
    // Drawn into memory, then replaced at the name as one file: a link
    // there is never written through (model/safefile.h).
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("png") || suffix == QLatin1String("jpg")) {
        if (size.isEmpty())
            size = natural * 2;
        QImage img = renderGraph(topology, layout, state, size);
        img.setText(QStringLiteral("Title"), title);
        if (img.isNull() || !img.save(&buffer, suffix == QLatin1String("png") ? "PNG" : "JPG") ||
            !replaceFile(fileName, bytes).ok())
            return Error{
                QCoreApplication::translate("GraphExport", "Cannot write image %1").arg(fileName)};
        return Ok{};
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator gen;
        gen.setOutputDevice(&buffer);
        const QSize s = size.isEmpty() ? natural : size;
        gen.setSize(s);
        gen.setViewBox(QRect(QPoint(0, 0), s));
        gen.setTitle(title);
        gen.setDescription(topology.source);
        QPainter p;
        bool ok = p.begin(&gen);
        if (ok) {
            paintFitted(p, topology, layout, state, QRectF(QPointF(0, 0), QSizeF(s)), 50.0);
            ok = p.end();
        }
        if (!ok || bytes.isEmpty() || !replaceFile(fileName, bytes).ok())
            return Error{QCoreApplication::translate("GraphExport", "Cannot write SVG file %1")
                             .arg(fileName)};
        return Ok{};
    }
    if (suffix == QLatin1String("pdf")) {
        bool ok = false;
        {
            QPdfWriter pdf(&buffer);
            pdf.setTitle(title);
            pdf.setCreator(QStringLiteral("irqatlas"));
            const QSizeF s = size.isEmpty() ? QSizeF(natural) : QSizeF(size);
            // One page shaped like the graph, in points.
            pdf.setPageSize(
                QPageSize(s * 0.75, QPageSize::Point, QString(), QPageSize::ExactMatch));
            pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
            pdf.setResolution(96);
            QPainter p;
            ok = p.begin(&pdf);
            if (ok) {
                const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
                paintFitted(p, topology, layout, state, page, 50.0);
                p.end();
            }
        }
        if (!ok || !replaceFile(fileName, bytes).ok())
            return Error{QCoreApplication::translate("GraphExport", "Cannot write PDF file %1")
                             .arg(fileName)};
        return Ok{};
    }
    return Error{QCoreApplication::translate("GraphExport",
                                             "Unknown export format of %1: use .png, .svg or .pdf")
                     .arg(fileName)};
}

} // namespace irqatlas
