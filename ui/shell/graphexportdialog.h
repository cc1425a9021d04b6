#pragma once

#include "model/result.h"

#include <QSize>
#include <QString>
#include <optional>

class QWidget;

namespace irqatlas {

// "3200x2000" (also "3200 × 2000") for the PNG size question.
Result<QSize> parseImageSize(const QString &text);

// Where and how big: a vector file needs no size (empty), a PNG asks for one.
struct GraphExportChoice
{
    QString path;
    QSize size;
};

// File → Export Graph…: asks for a file (SVG, PDF or PNG) and, for a PNG, its
// size in pixels, starting from `natural`. Empty when the user cancelled; a
// bad size is said in a message box and also gives empty.
std::optional<GraphExportChoice> askGraphExport(QWidget *parent, const QString &suggestedName,
                                                QSize natural);

} // namespace irqatlas
