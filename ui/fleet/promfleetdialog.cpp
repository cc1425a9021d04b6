#include "ui/fleet/promfleetdialog.h"

#include "prometheus/promclient.h"
#include "ui/fleet/fleetfilefield.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace irqatlas {

PromFleetDialog::PromFleetDialog(QWidget *parent)
    : FleetRequestDialog(kSettingsGroup, QDialogButtonBox::Ok, parent), m_url(new QLineEdit(this)),
      m_user(new QLineEdit(this)), m_passwordFile(new FleetFileField(tr("Password File"), this)),
      m_passwordEnv(new QLineEdit(this)), m_window(new QSpinBox(this)),
      m_timeout(new QSpinBox(this))
{
    setWindowTitle(tr("Connect to Prometheus"));
    m_url->setPlaceholderText(QStringLiteral("http://prometheus.example:9090"));
    m_user->setPlaceholderText(tr("none (no basic auth)"));
    m_passwordFile->edit()->setPlaceholderText(tr("its first line is the password"));
    m_window->setRange(1, 86400);
    m_window->setSuffix(tr(" s"));
    m_timeout->setRange(1, 3600);
    m_timeout->setSuffix(tr(" s"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&URL:"), m_url);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Password file:"), m_passwordFile);
    form->addRow(tr("or &environment variable:"), m_passwordEnv);
    form->addRow(tr("&Rate window:"), m_window);
    form->addRow(tr("&Timeout:"), m_timeout);
    addErrorAndButtons(form);
    acceptButton()->setText(tr("&Connect"));
    for (QLineEdit *e : {m_url, m_user, m_passwordEnv})
        connect(e, &QLineEdit::textChanged, this, &PromFleetDialog::validate);
    connect(m_passwordFile, &FleetFileField::changed, this, &PromFleetDialog::validate);
    FleetRequest saved = FleetRequest::load(kSettingsGroup);
    saved.kind = FleetRequest::Kind::Prometheus;
    setRequest(saved);
}

void PromFleetDialog::setRequest(const FleetRequest &r)
{
    m_url->setText(r.url);
    m_user->setText(r.user);
    m_passwordFile->setPath(r.passwordFile);
    m_passwordEnv->setText(r.passwordEnv);
    m_window->setValue(r.windowSeconds);
    m_timeout->setValue(r.timeoutSeconds);
    validate();
}

Result<FleetRequest> PromFleetDialog::request() const
{
    FleetRequest r;
    r.kind = FleetRequest::Kind::Prometheus;
    r.url = m_url->text().trimmed();
    r.user = m_user->text().trimmed();
    r.passwordFile = m_passwordFile->path();
    r.passwordEnv = m_passwordEnv->text().trimmed();
    r.windowSeconds = m_window->value();
    r.timeoutSeconds = m_timeout->value();
    if (auto url = promServerUrl(r.url); !url)
        return url.error();
    if (!r.passwordFile.isEmpty() && !QFileInfo(r.passwordFile).isFile())
        return Error{tr("Password file %1: no such file").arg(r.passwordFile)};
    if (r.user.isEmpty() && !r.passwordFile.isEmpty())
        return Error{tr("A password file needs a user.")};
    if (!r.user.isEmpty() && r.passwordFile.isEmpty() && r.passwordEnv.isEmpty())
        return Error{tr("User %1 needs a password file or an environment variable.").arg(r.user)};
    return r;
}

void PromFleetDialog::validate()
{
    showCheck(m_url->text().trimmed().isEmpty());
}

} // namespace irqatlas
