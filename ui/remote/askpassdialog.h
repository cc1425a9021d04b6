#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextStream;

namespace irqatlas {

// What ssh asks through SSH_ASKPASS, shown by 'irqatlas' started as ssh's
// askpass program: a password or passphrase (typed hidden), a host key to
// accept or refuse (the fingerprint shown; the expected fingerprint may be
// pasted instead, and ssh compares), or a yes/no confirmation. The answer goes
// to ssh on stdout and nowhere else.
class AskpassDialog : public QDialog
{
    Q_OBJECT
public:
    enum Mode
    {
        Secret,  // a password or passphrase
        HostKey, // "Are you sure you want to continue connecting (yes/no/[fingerprint])?"
        Confirm, // SSH_ASKPASS_PROMPT=confirm: yes or no, nothing to type
        Notice,  // SSH_ASKPASS_PROMPT=none: a message to acknowledge
    };

    // hint: the value of SSH_ASKPASS_PROMPT, empty when ssh set none.
    static Mode modeFor(const QString &prompt, const QString &hint);

    AskpassDialog(const QString &prompt, Mode mode, QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    // What ssh receives when the dialog is accepted.
    QString answer() const;
    QLineEdit *edit() const { return m_edit; }

private:
    Mode m_mode;
    QLabel *m_prompt;
    QLineEdit *m_edit = nullptr;
};

// The askpass mode of the irqatlas binary: asks, writes the answer and a
// newline to out, and returns the exit status ssh expects (0 answered,
// 1 cancelled or refused).
int runAskpass(const QString &prompt, const QString &hint, QTextStream &out);

} // namespace irqatlas
