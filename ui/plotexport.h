#pragma once

#include "result.h"

#include <QSize>
#include <QString>
#include <vector>

class QCustomPlot;

namespace irqatlas {

struct Rates;

// A plot as PNG or PDF by the file's suffix, at `size` pixels, with `title`
// in the PNG text and the PDF metadata. The error names the file.
Status savePlot(QCustomPlot *plot, const QString &path, QSize size, const QString &title);

// Intervals, oldest first, in the CSV shape of 'irqatlas-cli watch --format
// csv', written whole or not at all. No intervals is an error naming the file.
Status saveRatesCsv(const std::vector<const Rates *> &samples, const QString &path);

} // namespace irqatlas
