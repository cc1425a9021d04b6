// The SSH channel as an untrusted input, against the private sshd on
// 127.0.0.1 (tests/support/sshd.h): a login shell that prints forged frames,
// floods past the channel caps, escape sequences on remote stderr.

#include "faketree.h"
#include "remote/sshhostsource.h"
#include "remote/sshsession.h"
#include "sshd.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QtTest>

using namespace irqatlas;
using namespace irqatlas::test;

class TestSshBoundary : public QObject
{
    Q_OBJECT

private:
    SshdFixture m_sshd;
    bool m_up = false;

    std::shared_ptr<SshSession> session() const
    {
        SshOptions o;
        o.configFile = m_sshd.clientConfig();
        o.controlDir = m_sshd.controlDir();
        return std::make_shared<SshSession>(SshTarget::parse(m_sshd.target()).value(), o);
    }

private slots:
    void initTestCase()
    {
        if (!m_sshd.start())
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        m_up = true;
    }

    void cleanupTestCase() { m_sshd.stop(); }

    // The login shell prints before our command runs (a ~/.bashrc): plain
    // noise, a forged start marker and frames that would write outside the
    // unpack folder through a link to a link. Only the collector's own
    // records count; nothing is written outside the folder.
    void noisyLoginShellCannotForgeFrames()
    {
        if (!m_up)
            QSKIP("no sshd");
        FakeTree tree;
        const QByteArray interrupts =
            "           CPU0\n 30:         10  PCI-MSI 1-edge      eth0\n";
        tree.write(QStringLiteral("/proc/interrupts"), interrupts);
        tree.write(QStringLiteral("/proc/irq/30/smp_affinity_list"), "0\n");
        // Relative to the unpack folder (a QTemporaryDir in the temp dir):
        // one level up is the temp dir itself.
        const QString pwned =
            QStringLiteral("irqatlas-pwned-") + QString::number(QCoreApplication::applicationPid());
        const QString outside = QDir::temp().filePath(pwned);
        QFile::remove(outside);
        auto frame = [](char kind, const QByteArray &path, const QByteArray &body) -> QByteArray {
            return QByteArray(1, kind) + ' ' + QByteArray::number(path.size()) + ' ' +
                   QByteArray::number(body.size()) + "\n" + path + body;
        };
        const QByteArray fake =
            "IRQATLAS-COLLECT 1 IRQATLAS-END-0123456789abcdef0123456789abcdef\n" +
            frame('L', "/a/b/c/l", "../../..") +
            frame('L', "/a/b/c/m", "l/../" + QFile::encodeName(pwned)) +
            frame('F', "/a/b/c/m", "owned") + frame('F', "/proc/interrupts", "FORGED") + "Z\n";
        auto quiet = qScopeGuard([this] { m_sshd.setLoginScript({}); });
        QVERIFY(m_sshd.setLoginScript("printf 'Welcome\\n'; printf '%s' '" + fake + "'\n"));
        // The login shell does print it.
        auto noise = session()->run(QStringLiteral("echo $BASH_ENV"));
        QVERIFY2(noise.ok() && noise->startsWith(QByteArray("Welcome\n" + fake)),
                 noise.ok() ? noise->constData() : qPrintable(noise.errorString()));
        CollectOptions c;
        c.testRoot = tree.root();
        c.topology = false;
        auto src = SshHostSource::open(session(), c);
        const bool escaped = QFileInfo::exists(outside);
        QFile::remove(outside);
        QVERIFY2(!escaped, qPrintable(outside));
        QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
        QCOMPARE((*src)->readFile(QStringLiteral("/proc/interrupts")).value(), interrupts);
        QVERIFY(!(*src)->exists(QStringLiteral("/a")));
    }

    // The same noise in front of the live sampler's loop is skipped too.
    void noisyLoginShellSampleStream()
    {
        if (!m_up)
            QSKIP("no sshd");
        auto quiet = qScopeGuard([this] { m_sshd.setLoginScript({}); });
        QVERIFY(m_sshd.setLoginScript(
            "printf 'IRQATLAS-SAMPLE 1\\nB 12\\n/proc/uptime1 1\\nIRQATLAS-END-x\\nZ\\n'\n"));
        SshSampleSource src(session());
        auto a = src.next();
        auto b = src.next();
        QVERIFY(a && b);
        QVERIFY2(a->ok(), qPrintable(a->error));
        QVERIFY2(b->ok(), qPrintable(b->error));
        QVERIFY(b->monotonicNs > a->monotonicNs);
    }

    // Every read of a remote channel has a cap; past it the ssh client is
    // stopped and the error names the host and the command.
    void channelCaps_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("channel");
        QTest::newRow("stdout") << "head -c 3000000 /dev/zero"
                                << "stdout";
        QTest::newRow("stderr") << "head -c 3000000 /dev/zero >&2"
                                << "stderr";
    }
    void channelCaps()
    {
        if (!m_up)
            QSKIP("no sshd");
        QFETCH(QString, command);
        QFETCH(QString, channel);
        auto s = session();
        auto r = s->run(command, {}, 60000, ChannelLimits{qint64(1) << 20, qint64(1) << 20});
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(m_sshd.target()), qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(command), qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(QStringLiteral("1048576 bytes on ") + channel),
                 qPrintable(r.errorString()));
        // Within the caps the same session still works.
        auto ok = s->run(QStringLiteral("head -c 1000 /dev/zero"));
        QVERIFY2(ok.ok(), qPrintable(ok.ok() ? QString() : ok.errorString()));
        QCOMPARE(ok->size(), 1000);
    }

    // What the remote side prints on stderr reaches messages with its
    // escape sequences written out.
    void remoteStderrIsPrintable()
    {
        if (!m_up)
            QSKIP("no sshd");
        auto r = session()->run(
            QStringLiteral("printf 'bad \\033]0;owned\\007\\033[2J\\r\\n' >&2; exit 3"));
        QVERIFY(!r.ok());
        QVERIFY2(!r.errorString().contains(QChar(0x1b)) && !r.errorString().contains(QChar(0x07)),
                 qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(QStringLiteral("bad \\x1b]0;owned\\x07\\x1b[2J")),
                 qPrintable(r.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestSshBoundary)
#include "tst_sshboundary.moc"
