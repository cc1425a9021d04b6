#include "remoteapplyfixture.h"

#include "applytree.h"

#include <QFile>
#include <QFileInfo>
#include <QTest>

namespace irqatlas::test {

bool RemoteApplyFixture::start()
{
    m_helper = testRootHelper();
    if (m_helper.isEmpty()) {
        m_skip = QString::fromLatin1(kNoTestRootHelper);
        return false;
    }
    if (!m_sshd.start()) {
        m_skip = QStringLiteral("no private sshd: ") + m_sshd.skipReason();
        return false;
    }
    // The code under test finds its control sockets here when no option names them.
    qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
    return true;
}

SshTarget RemoteApplyFixture::target() const
{
    return SshTarget::parse(m_sshd.target()).value();
}

SshOptions RemoteApplyFixture::sshOptions() const
{
    SshOptions o;
    o.configFile = m_sshd.clientConfig();
    o.controlDir = m_sshd.controlDir();
    return o;
}

SshSession RemoteApplyFixture::session() const
{
    return SshSession(target(), sshOptions());
}

RemoteTestRoot RemoteApplyFixture::testRoot(const QString &root, bool helper,
                                            const QStringList &hooks) const
{
    return RemoteTestRoot{root, helper ? m_helper : QString(), hooks};
}

QString RemoteApplyFixture::caseDir() const
{
    return caseFolder(m_dir.path());
}

QString RemoteApplyFixture::makeTree() const
{
    const QString root = caseDir() + QStringLiteral("/t");
    return makeVirtioTree(root) ? root : QString();
}

void RemoteApplyFixture::addPathRows()
{
    QTest::addColumn<bool>("helper");
    QTest::newRow("helper") << true;
    QTest::newRow("script") << false;
}

QString journalState(const QString &root, bool helper)
{
    return journalState(root + (helper ? QStringLiteral("/var/lib/irqatlas/journal.json")
                                       : QStringLiteral("/var/lib/irqatlas/journal.sh")));
}

} // namespace irqatlas::test
