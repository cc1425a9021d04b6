#include "metrictext.h"

#include <QCoreApplication>

namespace irqatlas::cli {

QString metricErrorText(const QString &command, const MetricFigure &f)
{
    switch (f.problem) {
    case MetricFigure::Problem::None:
        return QString();
    case MetricFigure::Problem::CannotStart:
        return QCoreApplication::translate("irqatlas-cli",
                                           "--metric command \"%1\" cannot start: %2")
            .arg(command, f.startError);
    case MetricFigure::Problem::Killed:
        return QCoreApplication::translate("irqatlas-cli", "--metric command \"%1\" was killed")
            .arg(command);
    case MetricFigure::Problem::ExitStatus:
        return QCoreApplication::translate("irqatlas-cli",
                                           "--metric command \"%1\" failed with exit status %2")
            .arg(command, QString::number(f.exitCode));
    case MetricFigure::Problem::NoNumber:
        return QCoreApplication::translate("irqatlas-cli",
                                           "--metric command \"%1\" printed no number")
            .arg(command);
    }
    return QString();
}

} // namespace irqatlas::cli
