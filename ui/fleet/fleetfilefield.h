#pragma once

#include <QWidget>

class QLineEdit;

namespace irqatlas {

// A path typed or picked with a Browse… button, for the fleet dialogs.
class FleetFileField : public QWidget
{
    Q_OBJECT
public:
    FleetFileField(const QString &dialogTitle, QWidget *parent = nullptr);
    QLineEdit *edit() const { return m_edit; }
    QString path() const;
    void setPath(const QString &path);

signals:
    void changed();

private:
    void browse();

    QString m_title;
    QLineEdit *m_edit;
};

} // namespace irqatlas
