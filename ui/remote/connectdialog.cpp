#include "ui/remote/connectdialog.h"

#include "machine/savedsource.h"
#include "remote/sshsession.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace irqatlas {
namespace {

const QString kHistoryKey = QStringLiteral("ssh/history");

QWidget *withPicker(QLineEdit *edit, QToolButton *button)
{
    auto *w = new QWidget;
    auto *row = new QHBoxLayout(w);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(edit, 1);
    row->addWidget(button);
    return w;
}

} // namespace

ConnectDialog::ConnectDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("ConnectDialog"));
    setWindowTitle(tr("Connect to Host"));

    m_host = new QComboBox(this);
    m_host->setEditable(true);
    m_host->setInsertPolicy(QComboBox::NoInsert);
    m_host->setMinimumContentsLength(32);
    m_host->lineEdit()->setPlaceholderText(tr("host, user@host or user@host:port"));
    m_host->setToolTip(tr("A host name, an alias from your ssh config, or an IPv4 or IPv6 "
                          "address ([v6addr]:port)"));
    // The history is read as hostile (readSavedSource): SSH targets this
    // version can open only, at most kMaxHistory of them.
    for (const QString &entry : history().mid(0, 4 * kMaxHistory)) {
        const SavedSource saved = readSavedSource(entry);
        if (saved.state == SavedSource::State::Ok && saved.source.kind == MachineSource::Ssh &&
            m_host->count() < kMaxHistory)
            m_host->addItem(shownSavedEntry(saved.source.path), entry);
    }
    m_host->setCurrentIndex(-1);
    m_host->setEditText(QString());

    m_user = new QLineEdit(this);
    m_user->setPlaceholderText(tr("from your ssh config, else your login name"));
    m_port = new QSpinBox(this);
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("default (ssh config, else 22)"));
    m_identity = new QLineEdit(this);
    m_identity->setPlaceholderText(tr("the keys of your ssh config and agent"));
    m_config = new QLineEdit(this);
    m_config->setPlaceholderText(tr("~/.ssh/config"));
    m_config->setToolTip(tr("Use this file instead of ~/.ssh/config (ssh -F)"));
    auto *pickIdentity = new QToolButton(this);
    pickIdentity->setText(tr("…"));
    pickIdentity->setToolTip(tr("Choose a private key file"));
    auto *pickConfig = new QToolButton(this);
    pickConfig->setText(tr("…"));
    pickConfig->setToolTip(tr("Choose an ssh config file"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Identity file:"), withPicker(m_identity, pickIdentity));
    form->addRow(tr("ssh &config file:"), withPicker(m_config, pickConfig));

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("connectError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));

    auto *note = new QLabel(tr("Passwords and passphrases are asked for by ssh when needed and "
                               "never stored. An unknown host key is shown to you to accept or "
                               "refuse; a changed one is refused."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(note);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    connect(m_host, &QComboBox::activated, this, [this](int index) {
        setSource(MachineSource::fromSetting(m_host->itemData(index).toString()));
    });
    connect(m_host, &QComboBox::editTextChanged, this, &ConnectDialog::validate);
    connect(m_user, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    connect(m_port, &QSpinBox::valueChanged, this, &ConnectDialog::validate);
    connect(m_identity, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    connect(m_config, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    connect(pickIdentity, &QToolButton::clicked, this,
            [this] { pickFile(m_identity, tr("Choose a Private Key")); });
    connect(pickConfig, &QToolButton::clicked, this,
            [this] { pickFile(m_config, tr("Choose an ssh Config File")); });
    validate();
}

Result<MachineSource> ConnectDialog::source() const
{
    const QString host = m_host->currentText().trimmed();
    if (host.isEmpty())
        return Error{tr("Enter a host to connect to.")};
    auto typed = SshTarget::parse(host);
    if (!typed)
        return typed.error();
    SshTarget t = typed.value();
    const QString user = m_user->text().trimmed();
    if (!user.isEmpty()) {
        if (!t.user.isEmpty() && t.user != user)
            return Error{tr("The user is given twice: '%1' in the host and '%2' in User.")
                             .arg(t.user, user)};
        t.user = user;
    }
    if (const int port = m_port->value(); port > 0) {
        if (t.port > 0 && t.port != port)
            return Error{tr("The port is given twice: %1 in the host and %2 in Port.")
                             .arg(t.port)
                             .arg(port)};
        t.port = port;
    }
    // The user field joins the host only here: check the whole again.
    auto whole = SshTarget::parse(t.text());
    if (!whole)
        return whole.error();
    const QString identity = m_identity->text().trimmed();
    if (!identity.isEmpty() && !QFileInfo(identity).isFile())
        return Error{tr("Identity file %1: no such file.").arg(identity)};
    const QString config = m_config->text().trimmed();
    if (!config.isEmpty() && !QFileInfo(config).isFile())
        return Error{tr("ssh config file %1: no such file.").arg(config)};
    return MachineSource::ssh(whole->text(), config, identity);
}

void ConnectDialog::setSource(const MachineSource &source)
{
    if (source.kind != MachineSource::Ssh)
        return;
    m_host->setEditText(source.path);
    // Pre-filled, the host is selected: typing replaces it, not appends.
    m_host->lineEdit()->selectAll();
    m_host->setFocus();
    m_user->clear();
    m_port->setValue(0);
    m_identity->setText(source.identityFile);
    m_config->setText(source.sshConfig);
    validate();
}

QString ConnectDialog::errorText() const
{
    return m_error->text();
}

bool ConnectDialog::canConnect() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void ConnectDialog::validate()
{
    const Result<MachineSource> r = source();
    // An empty host is not an error yet, only not enough to connect.
    const bool empty = m_host->currentText().trimmed().isEmpty();
    m_error->setText(r || empty ? QString() : r.errorString());
    m_error->setVisible(!r && !empty);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(bool(r));
}

void ConnectDialog::pickFile(QLineEdit *edit, const QString &title)
{
    const QString start = edit->text().isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh")
                                                 : QFileInfo(edit->text()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, title, start);
    if (!path.isEmpty())
        edit->setText(path);
}

void ConnectDialog::accept()
{
    const Result<MachineSource> r = source();
    if (!r)
        return;
    remember(r.value());
    QDialog::accept();
}

QStringList ConnectDialog::history()
{
    return QSettings().value(kHistoryKey).toStringList();
}

void ConnectDialog::remember(const MachineSource &source)
{
    if (source.kind != MachineSource::Ssh)
        return;
    QStringList entries = history();
    // One entry per target: the files used last time come back with it.
    entries.removeIf(
        [&](const QString &e) { return MachineSource::fromSetting(e).path == source.path; });
    entries.prepend(source.toSetting());
    while (entries.size() > kMaxHistory)
        entries.removeLast();
    QSettings().setValue(kHistoryKey, entries);
}

} // namespace irqatlas
