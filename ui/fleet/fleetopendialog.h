#pragma once

#include "ui/fleet/fleetrequestdialog.h"

class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace irqatlas {

class FleetFileField;

// File → Open Fleet…: an Ansible inventory (with an optional --limit
// pattern) or a host list, an optional ssh config, how many hosts are read
// at once and how long each may take. The fields come back as they were
// last accepted.
class FleetOpenDialog : public FleetRequestDialog
{
    Q_OBJECT
public:
    static inline const QString kSettingsGroup = QStringLiteral("fleet");

    explicit FleetOpenDialog(QWidget *parent = nullptr);

    Result<FleetRequest> request() const override;
    void setRequest(const FleetRequest &request);

    QRadioButton *inventoryButton() const { return m_inventory; }
    QRadioButton *hostsButton() const { return m_hosts; }
    FleetFileField *fileField() const { return m_file; }
    QLineEdit *limitEdit() const { return m_limit; }
    FleetFileField *sshConfigField() const { return m_sshConfig; }
    QSpinBox *jobsEdit() const { return m_jobs; }
    QSpinBox *timeoutEdit() const { return m_timeout; }

private:
    void validate();

    QRadioButton *m_inventory;
    QRadioButton *m_hosts;
    FleetFileField *m_file;
    QLineEdit *m_limit;
    FleetFileField *m_sshConfig;
    QSpinBox *m_jobs;
    QSpinBox *m_timeout;
};

} // namespace irqatlas
