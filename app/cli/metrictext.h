#pragma once

#include "trial/metriccommand.h"

#include <QString>

namespace irqatlas::cli {

// Why --metric gave no figure, naming the command; empty when it gave one.
QString metricErrorText(const QString &command, const MetricFigure &f);

} // namespace irqatlas::cli
