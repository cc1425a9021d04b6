#include "ui/irqs/irqnameelide.h"

#include <QFontMetrics>
#include <QStyle>

namespace irqatlas {
namespace {

bool isSeparator(QChar c)
{
    return c == QLatin1Char('-') || c == QLatin1Char('_') || c == QLatin1Char(' ') ||
           c == QLatin1Char(',') || c == QLatin1Char('/') || c == QLatin1Char(':');
}

// Where the distinguishing tail starts.
qsizetype tailStart(const QString &s)
{
    qsizetype i = s.size();
    while (i > 0 && !isSeparator(s[i - 1]))
        --i;
    bool digitsOnly = i < s.size();
    for (qsizetype k = i; k < s.size(); ++k)
        digitsOnly = digitsOnly && s[k].isDigit();
    // "TxRx-12": the number alone does not say what it counts.
    if (digitsOnly && i > 1) {
        qsizetype j = i - 1;
        while (j > 0 && !isSeparator(s[j - 1]))
            --j;
        i = j;
    }
    return i;
}

} // namespace

QString elideIrqName(const QString &name, const QFontMetrics &fm, int width)
{
    if (fm.horizontalAdvance(name) <= width)
        return name;
    const QString ellipsis = QStringLiteral("…");
    QString text = name;
    if (const qsizetype at = name.indexOf(QLatin1Char('@')); at > 0) {
        text = name.left(at + 1) + ellipsis;
        if (fm.horizontalAdvance(text) <= width)
            return text;
        text = name.left(at);
    }
    const qsizetype t = tailStart(text);
    const QString tail = text.mid(t);
    const int tailWidth = fm.horizontalAdvance(tail);
    if (t > 0 && tailWidth + fm.horizontalAdvance(ellipsis) < width) {
        const QString head = fm.elidedText(text.left(t), Qt::ElideRight, width - tailWidth);
        if (head != ellipsis || fm.horizontalAdvance(head + tail) <= width)
            return head + tail;
    }
    return fm.elidedText(text, Qt::ElideLeft, width);
}

void IrqNameDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->text.isEmpty())
        return;
    const QStyle *style = option->widget ? option->widget->style() : nullptr;
    // The text rectangle inside the cell's margins, as the style lays it out.
    const int margin =
        style ? style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1 : 3;
    const int width = option->rect.width() - 2 * margin - 2;
    option->text = elideIrqName(option->text, option->fontMetrics, width);
    option->textElideMode = Qt::ElideNone;
}

} // namespace irqatlas
