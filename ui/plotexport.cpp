#include "plotexport.h"

#include "rates.h"
#include "ratesexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QSaveFile>
#include <qcustomplot.h>

namespace irqatlas {

Status savePlot(QCustomPlot *plot, const QString &path, QSize size, const QString &title)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf"))
        return Error{QCoreApplication::translate(
                         "LivePlots", "Cannot export to %1: the name must end in .png or .pdf")
                         .arg(path)};
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        QImage img = plot->toPixmap(size.width(), size.height()).toImage();
        img.setText(QStringLiteral("Title"), title);
        ok = !img.isNull() && img.save(path);
    } else {
        ok = plot->savePdf(path, size.width(), size.height(), QCP::epAllowCosmetic,
                           QStringLiteral("irqatlas"), title);
    }
    if (!ok)
        return Error{QCoreApplication::translate("LivePlots", "Cannot write %1").arg(path)};
    return Ok{};
}

Status saveRatesCsv(const std::vector<const Rates *> &samples, const QString &path)
{
    if (samples.empty())
        return Error{
            QCoreApplication::translate("LivePlots", "Cannot write %1: no samples yet").arg(path)};
    std::string out;
    appendRatesCsvHeader(out);
    for (const Rates *r : samples)
        appendRatesCsv(out, *r);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(out.data(), qint64(out.size())) != qint64(out.size()) || !f.commit())
        return Error{QCoreApplication::translate("LivePlots", "Cannot write %1: %2")
                         .arg(path, f.errorString())};
    return Ok{};
}

} // namespace irqatlas
