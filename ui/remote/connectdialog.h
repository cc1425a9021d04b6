#pragma once

#include "model/result.h"
#include "ui/common/machineloader.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace irqatlas {

// "Connect to Host…": a host (typed, or picked from the hosts connected to
// before, most recent first), an optional user, port, identity file and ssh
// config file (ssh -F). The target is checked with SshTarget::parse as it is
// typed: the reason for a refusal shows under the fields and Connect stays
// disabled, so nothing ssh could read as an option ever reaches it.
class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    static constexpr int kMaxHistory = 20;

    explicit ConnectDialog(QWidget *parent = nullptr);

    // The source the fields describe; the error says what is wrong with them.
    Result<MachineSource> source() const;
    // Fills the fields from a source (a history entry, the current tab's host).
    void setSource(const MachineSource &source);

    // Remembered hosts, as MachineSource settings, most recent first.
    static QStringList history();
    // Puts a source first in the history (once per target), keeping kMaxHistory.
    static void remember(const MachineSource &source);

    QComboBox *hostEdit() const { return m_host; }
    QLineEdit *userEdit() const { return m_user; }
    QSpinBox *portEdit() const { return m_port; }
    QLineEdit *identityEdit() const { return m_identity; }
    QLineEdit *configEdit() const { return m_config; }
    QString errorText() const;
    bool canConnect() const;

public slots:
    void accept() override;

private:
    void validate();
    void pickFile(QLineEdit *edit, const QString &title);

    QComboBox *m_host;
    QLineEdit *m_user;
    QSpinBox *m_port;
    QLineEdit *m_identity;
    QLineEdit *m_config;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace irqatlas
