#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>

namespace irqatlas {

// The report's HTML (core/report) as a PDF through Qt's own PDF writer: the
// text, tables and headings through QTextDocument, each inline SVG chart
// drawn by Qt SVG in the light palette (QTextDocument draws no SVG itself).
// A chart Qt SVG cannot read is left out with a note in its place.
Result<QByteArray> reportPdf(const QByteArray &html, const QString &title);

} // namespace irqatlas
