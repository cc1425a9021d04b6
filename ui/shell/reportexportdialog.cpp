#include "ui/shell/reportexportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace irqatlas {

ReportExportDialog::ReportExportDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export Report"));
    setObjectName(QStringLiteral("reportOptions"));
    auto *form = new QFormLayout;
    auto pathRow = [this](QLineEdit *&edit, const QString &name, const QString &placeholder,
                          bool folder) {
        edit = new QLineEdit(this);
        edit->setObjectName(name);
        edit->setPlaceholderText(placeholder);
        edit->setClearButtonEnabled(true);
        auto *browse = new QPushButton(tr("Browse…"), this);
        connect(browse, &QPushButton::clicked, this, [this, edit, folder] {
            const QString path =
                folder ? QFileDialog::getExistingDirectory(this, tr("Trial Folder"), edit->text())
                       : QFileDialog::getOpenFileName(this, tr("Recording"), edit->text(),
                                                      tr("Recordings (*.jsonl);;All files (*)"));
            if (!path.isEmpty())
                edit->setText(path);
        });
        auto *row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(browse);
        return row;
    };
    form->addRow(tr("Recording:"),
                 pathRow(m_recording, QStringLiteral("reportRecording"),
                         tr("optional: a file of irqatlas-cli watch --record"), false));
    form->addRow(tr("Trial folder:"),
                 pathRow(m_trial, QStringLiteral("reportTrial"),
                         tr("optional: irqatlas-cli trial --out DIR, or Try Plan's saved results"),
                         true));
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("reportFormat"));
    m_format->addItem(tr("HTML: one self-contained file"));
    m_format->addItem(tr("PDF: for printing"));
    form->addRow(tr("Format:"), m_format);

    auto *note = new QLabel(
        tr("The report holds the machine on show, its interrupts and the pending changes; a "
           "recording adds its load over time, a trial folder its verdict and plots."),
        this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

ReportExtras ReportExportDialog::extras() const
{
    return {m_recording->text().trimmed(), m_trial->text().trimmed()};
}

void ReportExportDialog::setExtras(const ReportExtras &extras)
{
    m_recording->setText(extras.recording);
    m_trial->setText(extras.trialDir);
}

bool ReportExportDialog::pdf() const
{
    return m_format->currentIndex() == 1;
}

void ReportExportDialog::setPdf(bool pdf)
{
    m_format->setCurrentIndex(pdf ? 1 : 0);
}

} // namespace irqatlas
