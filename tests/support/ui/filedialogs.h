#pragma once

// Answering file dialogs the way a user does, so a GUI test does not depend on
// how far the dialog has got when the test reaches it (its folder listing
// fills in asynchronously, and which widget has the focus depends on when the
// window was activated).

#include <QFileDialog>
#include <QString>
#include <QStringList>
#include <QTimer>

class QWidget;

namespace irqatlas::test {

// Goes to the folder of `path` and types its name, then accepts. The name is
// typed into the name field directly: QFileDialog::selectFile leaves the field
// alone when it has the focus, so its answer was lost whenever the dialog had
// been activated first (under load, or just later than usual). Works for files
// and folders, to open and to save. A dialog that does not close (it found
// nothing by that name) stays open: answer it again.
void typeIntoFileDialog(QFileDialog *dlg, const QString &path);

// A message box where none belongs is closed and its text logged, so the test
// fails on it instead of waiting forever.
bool closeStrayMessageBox(QWidget *modal, QStringList &log);

// While it lives, answers every modal file dialog with `path` (on each tick
// until the dialog closes) and closes stray message boxes. Construct it, then
// trigger the action that runs the dialog.
class FileDialogAnswerer
{
public:
    explicit FileDialogAnswerer(const QString &path);
    FileDialogAnswerer(const FileDialogAnswerer &) = delete;
    FileDialogAnswerer &operator=(const FileDialogAnswerer &) = delete;

    bool answered() const { return m_answers > 0; }
    QString title() const { return m_title; } // of the dialog answered
    QFileDialog::FileMode mode() const { return m_mode; }
    QStringList strays() const { return m_strays; } // message boxes closed

private:
    QTimer m_poll;
    int m_answers = 0;
    QString m_title;
    QFileDialog::FileMode m_mode = QFileDialog::AnyFile;
    QStringList m_strays;
};

} // namespace irqatlas::test
