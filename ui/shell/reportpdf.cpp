#include "ui/shell/reportpdf.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextDocument>
#include <QUrl>

namespace irqatlas {
namespace {

// The chart classes of the report's style sheet, resolved to the light
// palette: Qt SVG reads a <style> inside the SVG but not the page's
// custom properties.
constexpr char kChartStyle[] =
    "<style type=\"text/css\">"
    ".lbl{fill:#1b1b1b;font-size:11px}.ttl{fill:#1b1b1b;font-size:13px;font-weight:600}"
    ".grid{stroke:#c8c8c8;stroke-width:0.6}.frame{fill:none;stroke:#c8c8c8}"
    "polyline{fill:none;stroke-width:1.6}"
    ".s1{stroke:#1f62b4;stroke-width:1.6}.s2{stroke:#c4342d;stroke-width:1.6}"
    ".s3{stroke:#2d8a3e;stroke-width:1.6}.s4{stroke:#7a4fb0;stroke-width:1.6}"
    ".b1{fill:#7f9fbf}.b2{fill:#e08a2c}.na{fill:#c8c8c8}"
    ".marker{stroke:#5f5f5f;stroke-dasharray:4 3}"
    "</style>";

// The widest a chart is drawn, in document pixels (about an A4 text width).
constexpr double kMaxChartWidth = 680;

} // namespace

Result<QByteArray> reportPdf(const QByteArray &html, const QString &title)
{
    QTextDocument doc;
    QString text;
    text.reserve(html.size());
    // Each <svg>…</svg> becomes an <img> of its drawing.
    int charts = 0;
    qsizetype from = 0;
    for (;;) {
        const qsizetype open = html.indexOf("<svg", from);
        if (open < 0)
            break;
        const qsizetype close = html.indexOf("</svg>", open);
        if (close < 0)
            break;
        const qsizetype end = close + qsizetype(sizeof "</svg>" - 1);
        text += QString::fromUtf8(html.constData() + from, open - from);
        QByteArray svg = html.mid(open, end - open);
        const qsizetype tagEnd = svg.indexOf('>');
        if (tagEnd > 0)
            svg.insert(tagEnd + 1, kChartStyle);
        QSvgRenderer renderer(svg);
        const QSize size = renderer.defaultSize();
        if (renderer.isValid() && !size.isEmpty()) {
            const double scale = std::min(1.0, kMaxChartWidth / size.width());
            const QSizeF shown(size.width() * scale, size.height() * scale);
            // Twice the shown size: sharp on paper at the writer's resolution.
            QImage image((shown * 2).toSize(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer.render(&painter, QRectF(QPointF(0, 0), shown * 2));
            painter.end();
            const QString name = QStringLiteral("irqatlas-chart-%1.png").arg(++charts);
            doc.addResource(QTextDocument::ImageResource, QUrl(name), image);
            text += QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\"/>")
                        .arg(name)
                        .arg(qRound(shown.width()))
                        .arg(qRound(shown.height()));
        } else {
            text += QStringLiteral("<p><i>%1</i></p>")
                        .arg(QCoreApplication::translate(
                            "irqatlas::ReportPdf",
                            "(a chart that the PDF writer cannot draw: see the HTML report)"));
        }
        from = end;
    }
    text += QString::fromUtf8(html.constData() + from, html.size() - from);
    doc.setHtml(text);
    doc.setMetaInformation(QTextDocument::DocumentTitle, title);

    QByteArray pdf;
    QBuffer buffer(&pdf);
    if (!buffer.open(QIODevice::WriteOnly))
        return Error{buffer.errorString()};
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("irqatlas"));
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setResolution(150);
        doc.print(&writer);
    }
    buffer.close();
    if (!pdf.startsWith("%PDF"))
        return Error{QCoreApplication::translate("irqatlas::ReportPdf",
                                                 "the PDF writer produced no document")};
    return pdf;
}

} // namespace irqatlas
