#include "ui/live/plotexport.h"

#include "live/rates.h"
#include "live/ratesexport.h"

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

Status saveRatesCsv(std::size_t count, const std::function<void(std::size_t, Rates &)> &interval,
                    const QString &path)
{
    if (count == 0)
        return Error{
            QCoreApplication::translate("LivePlots", "Cannot write %1: no samples yet").arg(path)};
    QSaveFile f(path);
    bool ok = f.open(QIODevice::WriteOnly);
    // Written in pieces: 600 intervals of 1152 CPUs are 24 MB of text.
    std::string out;
    auto flush = [&] {
        ok = ok && f.write(out.data(), qint64(out.size())) == qint64(out.size());
        out.clear();
    };
    appendRatesCsvHeader(out);
    Rates r;
    for (std::size_t i = 0; i < count && ok; ++i) {
        interval(i, r);
        appendRatesCsv(out, r);
        if (out.size() >= 1 << 20)
            flush();
    }
    flush();
    if (!ok || !f.commit())
        return Error{QCoreApplication::translate("LivePlots", "Cannot write %1: %2")
                         .arg(path, f.errorString())};
    return Ok{};
}

} // namespace irqatlas
