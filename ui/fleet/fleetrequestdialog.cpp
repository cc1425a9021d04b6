#include "ui/fleet/fleetrequestdialog.h"

#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

namespace irqatlas {

FleetRequestDialog::FleetRequestDialog(QString settingsGroup,
                                       QDialogButtonBox::StandardButton acceptButton,
                                       QWidget *parent)
    : QDialog(parent), m_group(std::move(settingsGroup)), m_accept(acceptButton)
{
}

// Made here, after the form's fields, so that they come after them in the
// tab order as well.
void FleetRequestDialog::addErrorAndButtons(QFormLayout *form)
{
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b"));
    m_buttons = new QDialogButtonBox(m_accept | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &FleetRequestDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &FleetRequestDialog::reject);
    form->addRow(m_error);
    form->addRow(m_buttons);
}

QPushButton *FleetRequestDialog::acceptButton() const
{
    Q_ASSERT(m_buttons);
    return m_buttons->button(m_accept);
}

QString FleetRequestDialog::errorText() const
{
    Q_ASSERT(m_error);
    return m_error->text();
}

void FleetRequestDialog::showCheck(bool blank)
{
    const Result<FleetRequest> r = request();
    m_error->setText(r || blank ? QString() : r.errorString());
    acceptButton()->setEnabled(r.ok());
}

void FleetRequestDialog::accept()
{
    const Result<FleetRequest> r = request();
    if (!r)
        return;
    r->save(m_group);
    QDialog::accept();
}

} // namespace irqatlas
