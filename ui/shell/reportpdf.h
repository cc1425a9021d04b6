#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <atomic>

namespace irqatlas {

// The report's HTML (core/report) as a PDF through Qt's own PDF writer: the
// text, tables and headings through QTextDocument, each inline SVG chart
// drawn by Qt SVG in the light palette (QTextDocument draws no SVG itself).
// A chart Qt SVG cannot read is left out with a note in its place; a chart
// is scaled to fit one page. A report past the cap on its HTML is refused with a message that says
// to export the HTML. When `cancelled` turns true the work stops at the next chart or phase. Runs
// on any thread (the export's worker): it uses no widget.
Result<QByteArray> reportPdf(const QByteArray &html, const QString &title,
                             const std::atomic<bool> *cancelled = nullptr);

} // namespace irqatlas
