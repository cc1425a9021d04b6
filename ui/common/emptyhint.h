#pragma once

#include <QObject>
#include <QString>
#include <functional>

class QAbstractItemView;

namespace irqatlas {

// A line of text across an item view whose model has no rows, so an empty
// list or matrix says why instead of looking broken. The text is asked for at
// paint time (it may depend on a filter); an empty text paints nothing.
class EmptyHint : public QObject
{
    Q_OBJECT
public:
    EmptyHint(QAbstractItemView *view, std::function<QString()> text);
    // The hint the view shows now, empty when it has rows.
    QString shownText() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QAbstractItemView *m_view;
    std::function<QString()> m_text;
};

} // namespace irqatlas
