#include "ui/shell/graphexportdialog.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QRegularExpression>

namespace irqatlas {

Result<QSize> parseImageSize(const QString &text)
{
    static const QRegularExpression separator(QStringLiteral("\\s*[x×X*]\\s*"));
    const QStringList wh = text.trimmed().split(separator);
    bool okW = false, okH = false;
    const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
    const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
    // Below this nothing is legible; above it QImage needs gigabytes.
    if (!okW || !okH || w < 100 || h < 100 || w > 16384 || h > 16384)
        return Error{QCoreApplication::translate(
                         "irqatlas::MainWindow",
                         "Bad image size \"%1\": expected width x height in pixels, each from 100 "
                         "to 16384, e.g. 3200x2000.")
                         .arg(text)};
    return QSize(w, h);
}

std::optional<GraphExportChoice> askGraphExport(QWidget *parent, const QString &suggestedName,
                                                QSize natural)
{
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("irqatlas::MainWindow", "Export Graph"),
        suggestedName + QStringLiteral(".svg"),
        QCoreApplication::translate(
            "irqatlas::MainWindow",
            "SVG vector image (*.svg);;PDF document (*.pdf);;PNG image (*.png)"),
        &selected);
    if (path.isEmpty())
        return std::nullopt;
    if (QFileInfo(path).suffix().compare(QLatin1String("png"), Qt::CaseInsensitive) != 0)
        return GraphExportChoice{path, {}};
    // Pixels are the one thing a picture for a slide and one for a poster
    // differ in; vector files scale and need no size.
    bool ok = false;
    const QString text = QInputDialog::getText(
        parent, QCoreApplication::translate("irqatlas::MainWindow", "Export Graph"),
        QCoreApplication::translate("irqatlas::MainWindow",
                                    "Image size in pixels (width x height):"),
        QLineEdit::Normal, QStringLiteral("%1x%2").arg(natural.width()).arg(natural.height()), &ok);
    if (!ok)
        return std::nullopt;
    const Result<QSize> parsed = parseImageSize(text);
    if (!parsed) {
        QMessageBox::warning(parent,
                             QCoreApplication::translate("irqatlas::MainWindow", "Export failed"),
                             parsed.errorString());
        return std::nullopt;
    }
    return GraphExportChoice{path, *parsed};
}

} // namespace irqatlas
