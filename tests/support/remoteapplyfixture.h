#pragma once

// What every remote-apply test stands on: the private sshd on 127.0.0.1,
// irqatlas-helper-testroot, ssh options that reach exactly that server, the
// helper/script data rows, and a fresh virtio tree per test case. QtCore
// only, like the rest of the test support.

#include "remote/remoteapply.h"
#include "remote/sshsession.h"
#include "sshd.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace irqatlas::test {

class RemoteApplyFixture
{
public:
    // Finds the helper, starts sshd and points IRQATLAS_SSH_CONTROL_DIR at its
    // control directory. On false, skipReason() says what is missing.
    bool start();
    QString skipReason() const { return m_skip; }
    void stop() { m_sshd.stop(); }

    const SshdFixture &sshd() const { return m_sshd; }
    // See SshdFixture::setLoginScript.
    bool setLoginScript(const QByteArray &script) { return m_sshd.setLoginScript(script); }
    SshTarget target() const;
    SshOptions sshOptions() const;
    SshSession session() const;
    // The remote "/" at root, through the helper (with its fault hooks) or,
    // without it, through the plan script.
    RemoteTestRoot testRoot(const QString &root, bool helper, const QStringList &hooks = {}) const;

    // A new directory for the running test function and data row, and the
    // virtio tree at its "t"; empty when the tree could not be written.
    QString caseDir() const;
    QString makeTree() const;

    // The data column "helper": one row through the helper, one through the script.
    static void addPathRows();

private:
    SshdFixture m_sshd;
    QString m_helper;
    QString m_skip;
    QTemporaryDir m_dir;
};

// The state the journal of either path ends in, under the remote root.
QString journalState(const QString &root, bool helper);

} // namespace irqatlas::test
