#pragma once

#include <QDateTime>
#include <QDialog>

class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace irqatlas {

// File → Prometheus History…: a past range of a Prometheus instance, its
// start and end in UTC and the step between two samples; by default the last
// hour at 15 s. OK stays off while the end is not after the start.
class PromHistoryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PromHistoryDialog(const QString &instance, QWidget *parent = nullptr);

    QDateTime from() const;
    QDateTime to() const;
    int stepSeconds() const;

    QDateTimeEdit *fromEdit() const { return m_from; }
    QDateTimeEdit *toEdit() const { return m_to; }
    QSpinBox *stepEdit() const { return m_step; }
    QString errorText() const;

private:
    void validate();

    QDateTimeEdit *m_from;
    QDateTimeEdit *m_to;
    QSpinBox *m_step;
    QLabel *m_steps;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace irqatlas
