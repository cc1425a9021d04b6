#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>

class QAbstractItemView;
class QWidget;

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
    // The viewport sends events (hide, child removal) while the view is being
    // destroyed, when the view is no longer a QAbstractItemView: the filter
    // knows the viewport it watches without asking the view, and touches the
    // view only for a paint of that viewport, which never happens then.
    QPointer<QAbstractItemView> m_view;
    QPointer<QWidget> m_viewport;
    std::function<QString()> m_text;
};

} // namespace irqatlas
