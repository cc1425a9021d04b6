#include "ui/remote/askpassdialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTextStream>
#include <QVBoxLayout>
#include <algorithm>

namespace irqatlas {

AskpassDialog::Mode AskpassDialog::modeFor(const QString &prompt, const QString &hint)
{
    if (hint == QLatin1String("confirm"))
        return Confirm;
    if (hint == QLatin1String("none"))
        return Notice;
    // ssh's host key question; the wording has been stable since OpenSSH 8.2.
    if (prompt.contains(QLatin1String("(yes/no")))
        return HostKey;
    return Secret;
}

AskpassDialog::AskpassDialog(const QString &prompt, Mode mode, QWidget *parent)
    : QDialog(parent), m_mode(mode)
{
    setObjectName(QStringLiteral("AskpassDialog"));
    auto *layout = new QVBoxLayout(this);
    m_prompt = new QLabel(prompt.trimmed(), this);
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setWordWrap(true);
    m_prompt->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(this);

    switch (mode) {
    case Secret: {
        setWindowTitle(tr("ssh asks for a password or passphrase"));
        layout->addWidget(m_prompt);
        m_edit = new QLineEdit(this);
        m_edit->setEchoMode(QLineEdit::Password);
        m_edit->setObjectName(QStringLiteral("askpassSecret"));
        layout->addWidget(m_edit);
        auto *note = new QLabel(tr("irqatlas hands this to ssh and keeps no copy."), this);
        note->setEnabled(false);
        layout->addWidget(note);
        buttons->setStandardButtons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        break;
    }
    case HostKey: {
        setWindowTitle(tr("Unknown host key"));
        auto *intro = new QLabel(
            tr("ssh has no record of this host's key. Compare the fingerprint below with the "
               "one the host's administrator gives you (ssh-keygen -lf on the host's key) "
               "before you accept it; accepting adds it to known_hosts."),
            this);
        intro->setWordWrap(true);
        layout->addWidget(intro);
        m_prompt->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        // ssh breaks its lines itself; a fingerprint split in two is hard to compare.
        m_prompt->setWordWrap(false);
        int widest = 0;
        for (const QString &line : prompt.split(QLatin1Char('\n')))
            widest = std::max(widest, m_prompt->fontMetrics().horizontalAdvance(line));
        m_prompt->setMinimumWidth(widest + 8);
        layout->addWidget(m_prompt);
        m_edit = new QLineEdit(this);
        m_edit->setObjectName(QStringLiteral("askpassFingerprint"));
        m_edit->setPlaceholderText(
            tr("or paste the expected fingerprint (SHA256:…) for ssh to compare"));
        layout->addWidget(m_edit);
        buttons->addButton(tr("&Accept Key"), QDialogButtonBox::AcceptRole);
        // Refusing is the safe answer to a stray Enter.
        buttons->addButton(tr("&Refuse"), QDialogButtonBox::RejectRole)->setDefault(true);
        break;
    }
    case Confirm:
        setWindowTitle(tr("ssh asks for confirmation"));
        layout->addWidget(m_prompt);
        buttons->setStandardButtons(QDialogButtonBox::Yes | QDialogButtonBox::No);
        break;
    case Notice:
        setWindowTitle(tr("Message from ssh"));
        layout->addWidget(m_prompt);
        buttons->setStandardButtons(QDialogButtonBox::Ok);
        break;
    }
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(460);
    if (m_edit)
        m_edit->setFocus();
}

QString AskpassDialog::answer() const
{
    switch (m_mode) {
    case Secret:
        return m_edit->text();
    case HostKey: {
        const QString pasted = m_edit->text().trimmed();
        return pasted.isEmpty() ? QStringLiteral("yes") : pasted;
    }
    case Confirm:
    case Notice:
        return {};
    }
    return {};
}

int runAskpass(const QString &prompt, const QString &hint, QTextStream &out)
{
    AskpassDialog dialog(prompt, AskpassDialog::modeFor(prompt, hint));
    if (dialog.exec() != QDialog::Accepted)
        return 1;
    QString answer = dialog.answer();
    out << answer << '\n';
    out.flush();
    // The line edit keeps its own copy until the dialog goes; drop ours now.
    answer.fill(QLatin1Char(' '));
    if (dialog.edit())
        dialog.edit()->clear();
    return 0;
}

} // namespace irqatlas
