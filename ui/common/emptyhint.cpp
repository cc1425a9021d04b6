#include "ui/common/emptyhint.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QPainter>

namespace irqatlas {

EmptyHint::EmptyHint(QAbstractItemView *view, std::function<QString()> text)
    : QObject(view), m_view(view), m_viewport(view->viewport()), m_text(std::move(text))
{
    m_viewport->installEventFilter(this);
}

QString EmptyHint::shownText() const
{
    if (!m_view)
        return QString();
    const QAbstractItemModel *model = m_view->model();
    return !model || model->rowCount() == 0 ? m_text() : QString();
}

bool EmptyHint::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Paint || watched != m_viewport || !m_view)
        return QObject::eventFilter(watched, event);
    const QString text = shownText();
    if (!text.isEmpty()) {
        QPainter p(m_viewport);
        p.setPen(m_view->palette().color(QPalette::Disabled, QPalette::Text));
        const int margin = m_view->fontMetrics().height();
        p.drawText(m_viewport->rect().adjusted(margin, margin, -margin, -margin),
                   Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, text);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace irqatlas
