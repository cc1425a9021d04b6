#pragma once

#include "remote/remoteapply.h"
#include "remote/sshsession.h"
#include "ui/apply/applybackend.h"
#include "ui/common/machineloader.h"

#include <functional>
#include <optional>

namespace irqatlas {

// Applies on a remote host over SSH for the Apply dialog: the held apply
// (core/hold) runs RemoteApply on a worker thread, and the probe that fills
// in the review runs on one of its own. The remote side waits for the line
// "confirm" and undoes the plan by itself without it, also when the
// connection drops, so nothing here has to outlive the window.
class RemoteApplyBackend : public ApplyBackend
{
    Q_OBJECT
public:
    // Asks for sudo's password on the UI thread; nullopt cancels.
    using PasswordPrompt = std::function<std::optional<QByteArray>(const QString &prompt)>;

    RemoteApplyBackend(SshTarget target, SshOptions options, QObject *parent = nullptr);

    void setMethod(RemoteMethod method) { m_method = method; }
    void setJournal(const QString &remotePath) { m_journal = remotePath; }
    // Test only: a fake tree on the remote host (see RemoteTestRoot).
    void setTestRoot(const RemoteTestRoot &root) { m_testRoot = root; }
    // Default: the askpass dialog of the irqatlas binary, as a child of the
    // widget this backend belongs to.
    void setPasswordPrompt(PasswordPrompt prompt) { m_prompt = std::move(prompt); }

    QString hostName() const { return m_target.text(); }
    // Set once prepare() has an answer.
    const std::optional<RemoteProbe> &probe() const { return m_probe; }
    QString probeError() const { return m_probeError; }
    // Whether the installed helper will run (after a probe).
    bool viaHelper() const;

    QString description() const override;
    QString applyingText() const override;
    void prepare() override;
    void start(const Plan &plan) override;

signals:
    // prepare() has its answer (probe() or probeError()).
    void prepared();

private:
    std::optional<QByteArray> askPassword(const QString &prompt);
    void onProbed(const Result<RemoteProbe> &probe);
    QString methodText() const;

    SshTarget m_target;
    SshOptions m_options;
    RemoteMethod m_method = RemoteMethod::Auto;
    QString m_journal;
    std::optional<RemoteTestRoot> m_testRoot;
    PasswordPrompt m_prompt;
    std::optional<RemoteProbe> m_probe;
    QString m_probeError;
    bool m_probing = false;
};

// The backend for an Ssh source (its config and identity files); the error
// names a bad target or a missing file.
Result<RemoteApplyBackend *> remoteApplyBackendFor(const MachineSource &source,
                                                   QObject *parent = nullptr);
// Test only: every backend remoteApplyBackendFor() makes from here on uses
// this fake tree on the remote host; nullopt restores /proc.
void setRemoteApplyTestRoot(std::optional<RemoteTestRoot> root);

} // namespace irqatlas
