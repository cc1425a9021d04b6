#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QLineEdit;

namespace irqatlas {

// What File > Export Report… adds to the machine on show, as `irqatlas-cli
// report --recording FILE --trial DIR` does; empty: left out.
struct ReportExtras
{
    QString recording; // a `watch --record` file
    QString trialDir;  // a `trial --out` folder (or Try Plan's saved results)
};

// The questions before the file: a recording, a trial folder and the format.
class ReportExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ReportExportDialog(QWidget *parent = nullptr);

    ReportExtras extras() const;
    void setExtras(const ReportExtras &extras);
    bool pdf() const;
    void setPdf(bool pdf);

private:
    QLineEdit *m_recording;
    QLineEdit *m_trial;
    QComboBox *m_format;
};

} // namespace irqatlas
