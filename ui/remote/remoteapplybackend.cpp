#include "ui/remote/remoteapplybackend.h"

#include "ui/remote/askpassdialog.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QPointer>
#include <QThread>
#include <QWidget>

namespace irqatlas {

RemoteApplyBackend::RemoteApplyBackend(SshTarget target, SshOptions options, QObject *parent)
    : ApplyBackend(parent), m_target(std::move(target)), m_options(std::move(options))
{
    held()->setPasswordPrompt([this](const QString &prompt) { return askPassword(prompt); });
}

bool RemoteApplyBackend::viaHelper() const
{
    if (!m_probe)
        return false;
    switch (m_method) {
    case RemoteMethod::Auto:
    case RemoteMethod::Helper:
        return m_probe->helper;
    case RemoteMethod::Script:
        return false;
    }
    return false;
}

QString RemoteApplyBackend::methodText() const
{
    if (m_method == RemoteMethod::Helper && !m_probe->helper)
        return tr("<b>irqatlas-helper is not installed there</b>: Apply will be refused");
    QString how = viaHelper()
                      ? tr("the installed irqatlas-helper")
                      : tr("the plan script (<code>sh -s</code>; no irqatlas-helper installed "
                           "there)");
    switch (m_probe->sudo) {
    case RemoteProbe::Sudo::NotNeeded:
        return tr("%1, as root").arg(how);
    case RemoteProbe::Sudo::NoPassword:
        return tr("%1 with sudo").arg(how);
    case RemoteProbe::Sudo::NeedsPassword:
        return tr("%1 with sudo (asks for the password)").arg(how);
    case RemoteProbe::Sudo::Denied:
        return tr("%1 — <b>but the login user is not root and sudo refuses it</b>").arg(how);
    case RemoteProbe::Sudo::Missing:
        return tr("%1 — <b>but the login user is not root and sudo is not installed</b>").arg(how);
    }
    return how;
}

QString RemoteApplyBackend::description() const
{
    const QString host = QStringLiteral("<code>%1</code>").arg(hostName().toHtmlEscaped());
    QString text;
    if (m_probe)
        text = tr("<b>Applies on</b> %1 over SSH <b>through</b> %2.").arg(host, methodText());
    else if (!m_probeError.isEmpty())
        text = tr("<b>Applies on</b> %1 over SSH. <b>The check failed:</b> %2")
                   .arg(host, m_probeError.toHtmlEscaped());
    else
        text = tr("<b>Applies on</b> %1 over SSH. Checking how…").arg(host);
    if (confirmTimeout() > 0)
        text += QStringLiteral("<br>") +
                tr("Without a confirmation within %n second(s) the host restores every IRQ by "
                   "itself, also when the connection drops.",
                   nullptr, confirmTimeout());
    return text;
}

QString RemoteApplyBackend::applyingText() const
{
    return tr("<h3>Applying on %1…</h3>The remote side checks the plan against its running "
              "kernel, keeps a journal, writes each IRQ and reads it back. sudo may ask for a "
              "password.")
        .arg(hostName().toHtmlEscaped());
}

void RemoteApplyBackend::prepare()
{
    if (m_probing)
        return;
    m_probing = true;
    const SshTarget target = m_target;
    const SshOptions options = m_options;
    const std::optional<RemoteTestRoot> testRoot = m_testRoot;
    const QPointer<RemoteApplyBackend> self(this);
    QThread *t = QThread::create([target, options, testRoot, self] {
        SshSession session(target, options);
        RemoteApply ra = testRoot ? RemoteApply(session, *testRoot) : RemoteApply(session);
        const Result<RemoteProbe> p = ra.probe();
        // The application object outlives this backend; self says whether
        // the answer still has someone to go to.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, p] {
                if (self)
                    self->onProbed(p);
            },
            Qt::QueuedConnection);
    });
    connect(t, &QThread::finished, t, &QObject::deleteLater);
    t->start();
}

void RemoteApplyBackend::onProbed(const Result<RemoteProbe> &probe)
{
    m_probing = false;
    if (probe.ok()) {
        m_probe = *probe;
        m_probeError.clear();
    } else {
        m_probeError = probe.errorString();
    }
    emit descriptionChanged();
    emit prepared();
}

std::optional<QByteArray> RemoteApplyBackend::askPassword(const QString &prompt)
{
    if (m_prompt)
        return m_prompt(prompt);
    AskpassDialog dlg(prompt, AskpassDialog::Secret, qobject_cast<QWidget *>(parent()));
    if (dlg.exec() != QDialog::Accepted)
        return std::nullopt;
    QByteArray answer = dlg.answer().toUtf8();
    dlg.edit()->clear();
    return answer;
}

void RemoteApplyBackend::start(const Plan &plan)
{
    if (held()->running())
        return;
    RemoteHoldTarget target;
    target.target = m_target;
    target.options = m_options;
    target.testRoot = m_testRoot;
    HoldOptions opt;
    opt.confirmTimeout = confirmTimeout();
    opt.journal = m_journal;
    opt.method = m_method;
    held()->start(std::move(target), plan, opt);
}

namespace {
std::optional<RemoteTestRoot> &testRootForNewBackends()
{
    static std::optional<RemoteTestRoot> root;
    return root;
}
} // namespace

void setRemoteApplyTestRoot(std::optional<RemoteTestRoot> root)
{
    testRootForNewBackends() = std::move(root);
}

Result<RemoteApplyBackend *> remoteApplyBackendFor(const MachineSource &source, QObject *parent)
{
    auto target = SshTarget::parse(source.path);
    if (!target.ok())
        return target.error();
    auto options = sshOptionsFor(source);
    if (!options.ok())
        return options.error();
    auto *b = new RemoteApplyBackend(*target, *options, parent);
    if (testRootForNewBackends())
        b->setTestRoot(*testRootForNewBackends());
    return b;
}

} // namespace irqatlas
