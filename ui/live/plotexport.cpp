#include "ui/live/plotexport.h"

#include "live/rates.h"
#include "live/ratesexport.h"
#include "model/safefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <qcustomplot.h>

namespace irqatlas {

Status savePlot(QCustomPlot *plot, const QString &path, QSize size, const QString &title)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf"))
        return Error{QCoreApplication::translate(
                         "LivePlots", "Cannot export to %1: the name must end in .png or .pdf")
                         .arg(path)};
    // Drawn where only this process writes, then replaced at the name as one
    // file: a link there is never written through (model/safefile.h).
    bool ok = false;
    QByteArray bytes;
    if (suffix == QLatin1String("png")) {
        QImage img = plot->toPixmap(size.width(), size.height()).toImage();
        img.setText(QStringLiteral("Title"), title);
        QBuffer buffer(&bytes);
        ok = !img.isNull() && buffer.open(QIODevice::WriteOnly) && img.save(&buffer, "PNG");
    } else {
        // QCustomPlot writes a PDF only to a file name: a private folder's.
        QTemporaryDir work;
        const QString pdf = work.filePath(QStringLiteral("plot.pdf"));
        QFile in;
        ok = work.isValid() &&
             plot->savePdf(pdf, size.width(), size.height(), QCP::epAllowCosmetic,
                           QStringLiteral("irqatlas"), title) &&
             openRegularFile(in, pdf).ok();
        if (ok)
            bytes = in.readAll();
    }
    if (!ok || !replaceFile(path, bytes).ok())
        return Error{QCoreApplication::translate("LivePlots", "Cannot write %1").arg(path)};
    return Ok{};
}

Status saveRatesCsv(std::size_t count, const std::function<void(std::size_t, Rates &)> &interval,
                    const QString &path)
{
    if (count == 0)
        return Error{
            QCoreApplication::translate("LivePlots", "Cannot write %1: no samples yet").arg(path)};
    auto f = beginReplaceFile(path);
    if (!f.ok())
        return f.error();
    QFile &file = (*f)->file();
    bool ok = true;
    // Written in pieces: 600 intervals of 1152 CPUs are 24 MB of text.
    std::string out;
    auto flush = [&] {
        ok = ok && file.write(out.data(), qint64(out.size())) == qint64(out.size());
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
    if (!ok)
        return Error{QCoreApplication::translate("LivePlots", "Cannot write %1: %2")
                         .arg(path, file.errorString())};
    return (*f)->commit();
}

} // namespace irqatlas
