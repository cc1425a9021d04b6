#pragma once

#include "report/reportdata.h"

#include <QByteArray>

namespace irqatlas {

// The report as one self-contained XHTML-compatible HTML file: inline CSS
// (light and dark through prefers-color-scheme, print rules) and inline SVG,
// no script and no reference to anything outside the file. Every string from
// a machine, a plan, a recording or a trial is escaped (report/html.h).
// Texts are in the application's language (QCoreApplication::translate).
QByteArray writeHtmlReport(const ReportInput &input);

} // namespace irqatlas
