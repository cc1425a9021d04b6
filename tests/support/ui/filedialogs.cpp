#include "filedialogs.h"

#include <QApplication>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>

namespace irqatlas::test {

void typeIntoFileDialog(QFileDialog *dlg, const QString &path)
{
    const QFileInfo fi(path);
    dlg->setDirectory(fi.absolutePath());
    if (auto *edit = dlg->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
        edit->setText(fi.fileName());
    else
        dlg->selectFile(path);             // a native dialog: no widgets to type into
    static_cast<QDialog *>(dlg)->accept(); // QFileDialog::accept is protected
}

bool closeStrayMessageBox(QWidget *modal, QStringList &log)
{
    auto *box = qobject_cast<QMessageBox *>(modal);
    if (!box)
        return false;
    log << QStringLiteral("message: ") + box->text();
    box->reject();
    return true;
}

FileDialogAnswerer::FileDialogAnswerer(const QString &path)
{
    QObject::connect(&m_poll, &QTimer::timeout, &m_poll, [this, path] {
        QWidget *modal = QApplication::activeModalWidget();
        if (closeStrayMessageBox(modal, m_strays))
            return;
        auto *dlg = qobject_cast<QFileDialog *>(modal);
        if (!dlg || !dlg->isVisible())
            return;
        ++m_answers;
        m_title = dlg->windowTitle();
        m_mode = dlg->fileMode();
        typeIntoFileDialog(dlg, path);
    });
    m_poll.start(20);
}

} // namespace irqatlas::test
