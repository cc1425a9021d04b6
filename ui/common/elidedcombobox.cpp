#include "ui/common/elidedcombobox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <algorithm>

namespace irqatlas {

ElidedComboBox::ElidedComboBox(int minimumChars, QWidget *parent) : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(minimumChars);
}

QString ElidedComboBox::displayedText() const
{
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this);
    int room = field.width() - 2;
    if (!opt.currentIcon.isNull())
        room -= opt.iconSize.width() + 4;
    return fontMetrics().elidedText(opt.currentText, Qt::ElideRight, std::max(room, 0));
}

void ElidedComboBox::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    painter.drawComplexControl(QStyle::CC_ComboBox, opt);
    if (!isEditable())
        opt.currentText = displayedText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, opt);
}

} // namespace irqatlas
