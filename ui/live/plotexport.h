#pragma once

#include "model/result.h"

#include <QSize>
#include <QString>
#include <cstddef>
#include <functional>

class QCustomPlot;

namespace irqatlas {

struct Rates;

// A plot as PNG or PDF by the file's suffix, at `size` pixels, with `title`
// in the PNG text and the PDF metadata. The error names the file.
Status savePlot(QCustomPlot *plot, const QString &path, QSize size, const QString &title);

// `count` intervals, oldest first, in the CSV shape of 'irqatlas-cli watch
// --format csv', written whole or not at all. `interval(i, out)` fills `out`
// with interval i; one Rates is reused for all, so a long history is never
// expanded in memory at once. No intervals is an error naming the file.
Status saveRatesCsv(std::size_t count, const std::function<void(std::size_t, Rates &)> &interval,
                    const QString &path);

} // namespace irqatlas
