#include "ui/fleet/fleetopendialog.h"

#include "ui/fleet/fleetfilefield.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>

namespace irqatlas {

FleetOpenDialog::FleetOpenDialog(QWidget *parent)
    : FleetRequestDialog(kSettingsGroup, QDialogButtonBox::Open, parent),
      m_inventory(new QRadioButton(tr("Ansible &inventory"), this)),
      m_hosts(new QRadioButton(tr("&Host list (one [user@]host[:port] a line)"), this)),
      m_file(new FleetFileField(tr("Fleet File"), this)), m_limit(new QLineEdit(this)),
      m_sshConfig(new FleetFileField(tr("ssh Config File"), this)), m_jobs(new QSpinBox(this)),
      m_timeout(new QSpinBox(this))
{
    setWindowTitle(tr("Open Fleet"));
    m_limit->setPlaceholderText(tr("all hosts (Ansible's --limit pattern)"));
    m_sshConfig->edit()->setPlaceholderText(tr("ssh's own (~/.ssh/config)"));
    m_jobs->setRange(1, 256);
    m_timeout->setRange(1, 3600);
    m_timeout->setSuffix(tr(" s"));
    auto *kinds = new QHBoxLayout;
    kinds->addWidget(m_inventory);
    kinds->addWidget(m_hosts);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Hosts from:"), kinds);
    form->addRow(tr("&File:"), m_file);
    form->addRow(tr("&Limit:"), m_limit);
    form->addRow(tr("ssh &config:"), m_sshConfig);
    form->addRow(tr("Hosts read at &once:"), m_jobs);
    form->addRow(tr("&Timeout per host:"), m_timeout);
    addErrorAndButtons(form);
    for (QRadioButton *b : {m_inventory, m_hosts})
        connect(b, &QRadioButton::toggled, this, &FleetOpenDialog::validate);
    for (FleetFileField *f : {m_file, m_sshConfig})
        connect(f, &FleetFileField::changed, this, &FleetOpenDialog::validate);
    FleetRequest saved = FleetRequest::load(kSettingsGroup);
    if (!saved.isSsh())
        saved.kind = FleetRequest::Kind::HostsFile;
    setRequest(saved);
}

void FleetOpenDialog::setRequest(const FleetRequest &r)
{
    (r.kind == FleetRequest::Kind::Inventory ? m_inventory : m_hosts)->setChecked(true);
    m_file->setPath(r.file);
    m_limit->setText(r.limit);
    m_sshConfig->setPath(r.sshConfig);
    m_jobs->setValue(r.jobs);
    m_timeout->setValue(r.timeoutSeconds);
    validate();
}

Result<FleetRequest> FleetOpenDialog::request() const
{
    FleetRequest r;
    r.kind =
        m_inventory->isChecked() ? FleetRequest::Kind::Inventory : FleetRequest::Kind::HostsFile;
    r.file = m_file->path();
    r.limit = r.kind == FleetRequest::Kind::Inventory ? m_limit->text().trimmed() : QString();
    r.sshConfig = m_sshConfig->path();
    r.jobs = m_jobs->value();
    r.timeoutSeconds = m_timeout->value();
    if (r.file.isEmpty())
        return Error{tr("Choose an inventory or a host list.")};
    if (!QFileInfo(r.file).isFile())
        return Error{tr("%1: no such file").arg(r.file)};
    if (!r.sshConfig.isEmpty() && !QFileInfo(r.sshConfig).isFile())
        return Error{tr("ssh config %1: no such file").arg(r.sshConfig)};
    return r;
}

void FleetOpenDialog::validate()
{
    m_limit->setEnabled(m_inventory->isChecked());
    showCheck(m_file->path().isEmpty());
}

} // namespace irqatlas
