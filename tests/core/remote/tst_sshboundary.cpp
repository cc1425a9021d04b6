// The SSH channel as an untrusted input, against the private sshd on
// 127.0.0.1 (tests/support/sshd.h): a login shell that prints forged frames,
// floods past the channel caps, escape sequences on remote stderr.

#include "faketree.h"
#include "remote/sshhostsource.h"
#include "remote/sshkex.h"
#include "remote/sshsession.h"
#include "sshd.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
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

    // connect() leaves a control master behind without running a remote
    // command; a second connect() finds it and commands go through it.
    void connectLeavesOnlyAMaster()
    {
        auto s = session();
        s->stopMaster();
        QVERIFY(!s->masterRunning());
        const Status first = s->connect(60000);
        QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.errorString()));
        QVERIFY(s->masterRunning());
        const Status again = s->connect(60000);
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.errorString()));
        auto out = s->run(QStringLiteral("echo through-the-master"), {}, 60000);
        QVERIFY2(out.ok(), qPrintable(out.ok() ? QString() : out.errorString()));
        QVERIFY(out->contains("through-the-master"));
        s->stopMaster();
    }

    // Where no ssh_config chose a key exchange, the curve25519 ones go first
    // (OpenSSH's sntrup761 costs ~100 ms of client CPU a connection); a
    // KexAlgorithms line anywhere that applies to the host is kept.
    void kexOrderOnlyWhereNobodyChoseOne()
    {
        QCOMPARE(curve25519First(QStringLiteral("sntrup761x25519-sha512@openssh.com,"
                                                "curve25519-sha256,curve25519-sha256@libssh.org,"
                                                "ecdh-sha2-nistp256")),
                 QStringLiteral("curve25519-sha256,curve25519-sha256@libssh.org,"
                                "sntrup761x25519-sha512@openssh.com,ecdh-sha2-nistp256"));
        QCOMPARE(curve25519First(QStringLiteral("curve25519-sha256,ecdh-sha2-nistp256")),
                 QString());
        QCOMPARE(curve25519First(QStringLiteral("ecdh-sha2-nistp256")), QString());
        QTemporaryDir dir;
        const auto argsWith = [&dir](const QByteArray &config) {
            const QString path = dir.filePath(QStringLiteral("config"));
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(config) < 0)
                return QStringList{QStringLiteral("cannot write the config")};
            f.close();
            SshOptions o;
            o.configFile = path;
            o.controlDir = dir.filePath(QStringLiteral("cm"));
            const QStringList a =
                SshSession(SshTarget::parse(QStringLiteral("root@db7:2222")).value(), o)
                    .commonArguments();
            return a.filter(QStringLiteral("KexAlgorithms="));
        };
        const QStringList unset = argsWith("Host other\n  KexAlgorithms ecdh-sha2-nistp256\n");
        QProcess q;
        q.start(QStringLiteral("ssh"), {QStringLiteral("-G"), QStringLiteral("-F"),
                                        QStringLiteral("/dev/null"), QStringLiteral("db7")});
        QVERIFY(q.waitForFinished(30000));
        const QByteArray g = q.readAllStandardOutput();
        const qsizetype at = g.indexOf("\nkexalgorithms ");
        QVERIFY2(at >= 0, g.constData());
        const QString defaults =
            QString::fromLatin1(g.mid(at + 15, g.indexOf('\n', at + 1) - at - 15));
        const QString ours = curve25519First(defaults);
        if (ours.isEmpty())
            QVERIFY2(unset.isEmpty(), qPrintable(unset.join(QLatin1Char(' '))));
        else
            QCOMPARE(unset, QStringList{QStringLiteral("KexAlgorithms=") + ours});
        QCOMPARE(argsWith("Host db7\n  KexAlgorithms sntrup761x25519-sha512@openssh.com\n"),
                 QStringList());
        QCOMPARE(argsWith("Match user root\n  KexAlgorithms curve25519-sha256\n"), QStringList());
    }

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
