#pragma once

#include "trial/verdict.h"

#include <QJsonObject>
#include <QString>
#include <string>

namespace irqatlas::cli {

// The trial's verdict as text tables: the machine-wide figures, the CPUs
// whose figures changed (at most cpuRows, largest change first) and the
// softirq types that moved.
std::string renderTrialTable(const QJsonObject &report, const Verdict &verdict,
                             std::size_t cpuRows);

} // namespace irqatlas::cli
