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
    // The topology graph (core/report/svggraph.h).
    ".tg text{fill:#1f2933}.tg .mu{fill:#5f6b7a}.tg .b{font-weight:600}"
    ".tg .m>rect{fill:#ffffff;stroke:#c5cbd3}.tg .pk>rect,.tg .ds>rect{fill:#f0f2f5;stroke:#b4bcc8}"
    ".tg .nd>rect{fill:#e6eef7;stroke:#a9bdd6}.tg .cd>rect{fill:#fbfcfd;stroke:#a9bdd6}"
    ".tg .co>rect{fill:#fbfcfd;stroke:#c9d3df;stroke-width:0.6}"
    ".tg .pt>rect,.tg .mn>rect{stroke-dasharray:5 3}.tg .e>rect{stroke-dasharray:3 "
    "2;stroke-width:1.2}"
    ".tg .pn>rect{fill:#f3f5f7}.tg .off>rect{fill:#d9dce0}.tg .off text{fill:#5f6b7a}"
    ".tg .nx>rect{fill:#d9dce0;stroke:#5f6b7a;stroke-width:0.8;stroke-dasharray:2 2}"
    ".tg .hd text{fill:#ffffff}.tg .hl text{fill:#1b1b1b}.tg .dv>rect{fill:#fdf6e7;stroke:#d8b36a}"
    "</style>";

// Tables as the page draws them in its light palette, with room in each cell.
constexpr char kPrintTableStyle[] = "<style type=\"text/css\">"
                                    "table{border-collapse:collapse;margin-bottom:10px}"
                                    "th,td{border:1px solid #c8c8c8;padding:4px 8px}"
                                    "th{background-color:#f1f3f5;text-align:left}"
                                    "</style>";

// The widest a chart is drawn, in document pixels (about an A4 text width),
// and the tallest (a little less than the A4 text height, so a chart always
// fits on one page). A graph of thousands of PCI devices is tens of
// thousands of pixels tall: drawn at the width alone it made an image of
// hundreds of megabytes that no page could hold.
constexpr double kMaxChartWidth = 680;
constexpr double kMaxChartHeight = 940;

// Past this a PDF is refused (export the HTML instead): QTextDocument lays
// out and prints every byte of it, at about 1 s per MB.
constexpr qsizetype kMaxPdfHtmlBytes = qsizetype(24) << 20;

} // namespace

Result<QByteArray> reportPdf(const QByteArray &html, const QString &title,
                             const std::atomic<bool> *cancelled)
{
    const auto stopped = [cancelled] { return cancelled && cancelled->load(); };
    if (html.size() > kMaxPdfHtmlBytes)
        return Error{QCoreApplication::translate("irqatlas::ReportPdf",
                                                 "the report is %1 MB of HTML, more than the %2 MB "
                                                 "a PDF is made from: export it as HTML")
                         .arg(html.size() >> 20)
                         .arg(kMaxPdfHtmlBytes >> 20)};
    QTextDocument doc;
    QString text;
    text.reserve(html.size());
    // Each <svg>…</svg> becomes an <img> of its drawing.
    int charts = 0;
    qsizetype from = 0;
    for (;;) {
        if (stopped())
            return Error{QString()};
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
            const double scale =
                std::min({1.0, kMaxChartWidth / size.width(), kMaxChartHeight / size.height()});
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
            // A block of its own: inline, a chart joined the line of text
            // before it (a heading or a paragraph's last line, then the gap of its height).
            text += QStringLiteral("<div><img src=\"%1\" width=\"%2\" height=\"%3\"/></div>")
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
    // The page's table rules use custom properties, which QTextDocument does
    // not read: their borders were lost and the cells kept 2 px of padding
    // against lines of text. The same rules in plain values, after the page's.
    text.replace(QStringLiteral("</head>"),
                 QLatin1String(kPrintTableStyle) + QStringLiteral("</head>"));
    doc.setHtml(text);
    doc.setMetaInformation(QTextDocument::DocumentTitle, title);
    if (stopped())
        return Error{QString()};

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
        if (stopped())
            return Error{QString()};
        doc.print(&writer);
    }
    buffer.close();
    if (!pdf.startsWith("%PDF"))
        return Error{QCoreApplication::translate("irqatlas::ReportPdf",
                                                 "the PDF writer produced no document")};
    return pdf;
}

} // namespace irqatlas
