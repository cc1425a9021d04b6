#include "ui/remote/remoteapplybackend.h"

#include "ui/remote/askpassdialog.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QThread>
#include <QWidget>
#include <atomic>

Q_LOGGING_CATEGORY(lcRemoteApplyUi, "irqatlas.ui.apply.remote", QtWarningMsg)

namespace irqatlas {

namespace {

// Lives on the UI thread as long as the application, so a worker may post to
// it whenever it likes, also after its backend is gone.
QObject *uiRelay()
{
    static QPointer<QObject> relay;
    if (!relay)
        relay = new QObject(QCoreApplication::instance());
    return relay;
}

} // namespace

// What the worker and the UI thread share. The worker never touches the
// backend: it posts to the relay, and the posted calls find the backend (or
// not) there.
struct RemoteApplyBackend::Shared
{
    std::atomic<bool> confirm{false};
    std::atomic<bool> revert{false};
    std::atomic<bool> abandoned{false};
    QObject *relay = uiRelay();
    QPointer<RemoteApplyBackend> owner; // read on the UI thread only

    template <typename Fn> void post(Fn fn)
    {
        QMetaObject::invokeMethod(relay, std::move(fn), Qt::QueuedConnection);
    }
};

RemoteApplyBackend::RemoteApplyBackend(SshTarget target, SshOptions options, QObject *parent)
    : ApplyBackend(parent), m_target(std::move(target)), m_options(std::move(options)),
      m_shared(std::make_shared<Shared>())
{
    m_shared->owner = this;
}

RemoteApplyBackend::~RemoteApplyBackend()
{
    m_shared->abandoned = true;
    m_shared->revert = true; // a waiting plan is undone rather than left to the timeout
    if (m_worker && !m_worker->wait(QDeadlineTimer(30000)))
        qCWarning(lcRemoteApplyUi)
            << hostName() << "apply still running; the host rolls back by itself";
}

void RemoteApplyBackend::runOnWorker(Job job)
{
    QThread *t = QThread::create([job = std::move(job), s = m_shared] { job(s); });
    connect(t, &QThread::finished, t, &QObject::deleteLater);
    t->start();
    m_worker = t;
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
    QThread *t = QThread::create([target, options, testRoot, s = m_shared] {
        SshSession session(target, options);
        RemoteApply ra = testRoot ? RemoteApply(session, *testRoot) : RemoteApply(session);
        Result<RemoteProbe> p = ra.probe();
        s->post([s, p] {
            RemoteApplyBackend *b = s->owner.data();
            if (!b)
                return;
            b->m_probing = false;
            if (p.ok()) {
                b->m_probe = *p;
                b->m_probeError.clear();
            } else {
                b->m_probeError = p.errorString();
            }
            emit b->descriptionChanged();
            emit b->prepared();
        });
    });
    connect(t, &QThread::finished, t, &QObject::deleteLater);
    t->start();
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
    if (state() != State::Idle && state() != State::Finished)
        return;
    m_result = {};
    m_shared->confirm = false;
    m_shared->revert = false;
    setState(State::Applying);
    RemoteApplyOptions opt;
    opt.confirmTimeoutSec = confirmTimeout();
    opt.journalPath = m_journal;
    opt.method = m_method;
    const SshTarget target = m_target;
    const SshOptions options = m_options;
    const std::optional<RemoteTestRoot> testRoot = m_testRoot;
    runOnWorker([plan, opt, target, options, testRoot](const std::shared_ptr<Shared> &s) {
        SshSession session(target, options);
        RemoteApply ra = testRoot ? RemoteApply(session, *testRoot) : RemoteApply(session);
        RemoteApplyHooks hooks;
        hooks.password = [s](const QString &prompt) -> std::optional<QByteArray> {
            if (s->abandoned)
                return std::nullopt;
            std::optional<QByteArray> answer;
            // The dialog must be shown by the UI thread; this thread waits for it.
            QMetaObject::invokeMethod(
                s->relay,
                [&answer, &prompt, s] {
                    if (RemoteApplyBackend *b = s->owner.data())
                        answer = b->askPassword(prompt);
                },
                Qt::BlockingQueuedConnection);
            return answer;
        };
        hooks.confirm = [s] { return s->confirm.load(); };
        hooks.revert = [s] { return s->revert.load(); };
        hooks.message = [s](const QString &line) {
            s->post([s, line] {
                if (RemoteApplyBackend *b = s->owner.data())
                    b->m_result.errorText += line + QLatin1Char('\n');
            });
        };
        hooks.output = [s](const QByteArray &line) {
            s->post([s, line] {
                if (RemoteApplyBackend *b = s->owner.data())
                    b->takeLine(line);
            });
        };
        const RemoteResult rr = ra.apply(plan, opt, hooks);
        s->post([s, rr] {
            if (RemoteApplyBackend *b = s->owner.data())
                b->onApplyDone(rr);
        });
    });
}

void RemoteApplyBackend::confirm()
{
    if (state() != State::AwaitingConfirm)
        return;
    stopCountdown();
    setState(State::Finishing);
    m_shared->confirm = true;
}

void RemoteApplyBackend::revert()
{
    if (state() != State::AwaitingConfirm)
        return;
    stopCountdown();
    setState(State::Finishing);
    m_shared->revert = true;
}

void RemoteApplyBackend::onApplyDone(const RemoteResult &rr)
{
    ApplyResult r;
    r.errorText = m_result.errorText;
    // The whole output is in the result, also the lines only the end adds.
    r.output = parseHelperOutput(rr.jsonLines);
    if (rr.ran) {
        r.exitCode = rr.exitCode;
        r.outcome = applyOutcomeFor(rr.exitCode, r.output, confirmTimeout() > 0);
    } else {
        // Nothing ran (ssh, sudo, a cancelled password) unless the connection
        // dropped after writes began; the error says which.
        r.outcome = r.output.irqs.empty() ? ApplyOutcome::NotRun : ApplyOutcome::Failed;
        r.message = rr.error;
    }
    finish(r);
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
