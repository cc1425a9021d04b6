#pragma once

#include "ui/fleet/fleetrequestdialog.h"

class QLineEdit;
class QSpinBox;

namespace irqatlas {

class FleetFileField;

// File → Connect to Prometheus…: the server's URL and, for basic auth, a
// user whose password is the first line of a file or the value of an
// environment variable, as irqatlas-cli's --prometheus flags take them. No
// field holds a password, so none is ever written to the settings.
class PromFleetDialog : public FleetRequestDialog
{
    Q_OBJECT
public:
    static inline const QString kSettingsGroup = QStringLiteral("fleetprom");

    explicit PromFleetDialog(QWidget *parent = nullptr);

    Result<FleetRequest> request() const override;
    void setRequest(const FleetRequest &request);

    QLineEdit *urlEdit() const { return m_url; }
    QLineEdit *userEdit() const { return m_user; }
    FleetFileField *passwordFileField() const { return m_passwordFile; }
    QLineEdit *passwordEnvEdit() const { return m_passwordEnv; }

private:
    void validate();

    QLineEdit *m_url;
    QLineEdit *m_user;
    FleetFileField *m_passwordFile;
    QLineEdit *m_passwordEnv;
    QSpinBox *m_window;
    QSpinBox *m_timeout;
};

} // namespace irqatlas
