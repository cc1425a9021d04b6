#pragma once

#include "model/result.h"
#include "ui/fleet/fleetrequest.h"

#include <QDialog>
#include <QDialogButtonBox>

class QFormLayout;
class QLabel;
class QPushButton;

namespace irqatlas {

// What File → Open Fleet… and File → Connect to Prometheus… share: a form
// read into a FleetRequest and checked at every edit, its error shown under
// the form, the accepting button enabled only by a request that passes, and
// the request remembered in the dialog's settings group when accepted.
class FleetRequestDialog : public QDialog
{
    Q_OBJECT
public:
    // The form as a request, or why it is none.
    virtual Result<FleetRequest> request() const = 0;
    QString errorText() const;

public slots:
    void accept() override;

protected:
    FleetRequestDialog(QString settingsGroup, QDialogButtonBox::StandardButton acceptButton,
                       QWidget *parent);

    // The error line and the buttons, as the last rows of the form; before
    // acceptButton() and showCheck().
    void addErrorAndButtons(QFormLayout *form);
    QPushButton *acceptButton() const;
    // Shows the form's error and enables the accepting button when the form
    // is a request. A form whose main field is still empty is not wrong yet,
    // only not ready: blank says so.
    void showCheck(bool blank);

private:
    QString m_group;
    QDialogButtonBox::StandardButton m_accept;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace irqatlas
