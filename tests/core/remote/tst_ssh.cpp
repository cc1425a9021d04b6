// Remote hosts over SSH, against a private sshd on 127.0.0.1 (tests/support/sshd.h):
// the collection, the CLI's --host, host key handling, injection attempts and
// a lost connection.

#include "faketree.h"
#include "procfs/hostsource.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"
#include "remote/frameunpack.h"
#include "remote/remotecollect.h"
#include "remote/sshhostsource.h"
#include "remote/sshsession.h"
#include "snapshot/snapshot.h"
#include "sshd.h"
#include "testdata.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

// Sets an environment variable for the lifetime of the object.
class ScopedEnv
{
public:
    ScopedEnv(const char *name, const QByteArray &value)
        : m_name(name), m_was(qEnvironmentVariableIsSet(name)), m_old(qgetenv(name))
    {
        qputenv(name, value);
    }
    ~ScopedEnv()
    {
        if (m_was)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }

private:
    const char *m_name;
    bool m_was;
    QByteArray m_old;
};

// An IRQ row without its counters, which move between two reads.
QJsonObject structureOf(QJsonObject row)
{
    row.remove(QStringLiteral("total"));
    row.remove(QStringLiteral("counts"));
    // Handler threads are read from this machine's /proc only; over SSH
    // irqs says it cannot tell (null), checked below.
    row.remove(QStringLiteral("threads"));
    return row;
}

} // namespace

class TestSsh : public QObject
{
    Q_OBJECT

private:
    SshdFixture m_sshd;
    bool m_up = false;

    SshOptions options() const
    {
        SshOptions o;
        o.configFile = m_sshd.clientConfig();
        o.controlDir = m_sshd.controlDir();
        return o;
    }
    std::shared_ptr<SshSession> session() const
    {
        auto t = SshTarget::parse(m_sshd.target());
        return std::make_shared<SshSession>(t.value(), options());
    }
    int cli(const QStringList &args, QByteArray *out, QByteArray *err = nullptr)
    {
        return runProgram(kCli, args, out, err);
    }
    QStringList remote(QStringList args) const
    {
        return args << QStringLiteral("--host") << m_sshd.target() << QStringLiteral("--ssh-config")
                    << m_sshd.clientConfig();
    }

private slots:
    void initTestCase()
    {
        if (!m_sshd.start())
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        m_up = true;
        // The CLI's control masters go where the fixture stops them.
        qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
    }

    void cleanupTestCase() { m_sshd.stop(); }

    void parseTarget_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("host") << "db7" << true << ""
                              << "db7" << 0;
        QTest::newRow("user@host:port") << "ops@db7.example.com:2222" << true << "ops"
                                        << "db7.example.com" << 2222;
        QTest::newRow("ipv4") << "10.0.0.7" << true << ""
                              << "10.0.0.7" << 0;
        QTest::newRow("[v6]:port") << "root@[fe80::1%eth0]:22" << true << "root"
                                   << "fe80::1%eth0" << 22;
        QTest::newRow("bare v6") << "::1" << true << ""
                                 << "::1" << 0;
        QTest::newRow("semicolon") << "a;touch /tmp/pwned" << false << ""
                                   << "" << 0;
        QTest::newRow("option") << "-oProxyCommand=touch /tmp/pwned" << false << ""
                                << "" << 0;
        QTest::newRow("option as user") << "-oProxyCommand=x@h" << false << ""
                                        << "" << 0;
        QTest::newRow("command substitution") << "$(touch x)" << false << ""
                                              << "" << 0;
        QTest::newRow("backticks") << "`touch x`" << false << ""
                                   << "" << 0;
        QTest::newRow("space") << "db 7" << false << ""
                               << "" << 0;
        QTest::newRow("two @") << "a@b@c" << false << ""
                               << "" << 0;
        QTest::newRow("port 0") << "db7:0" << false << ""
                                << "" << 0;
        QTest::newRow("port too big") << "db7:65536" << false << ""
                                      << "" << 0;
        QTest::newRow("port sign") << "db7:+22" << false << ""
                                   << "" << 0;
        QTest::newRow("empty port") << "db7:" << false << ""
                                    << "" << 0;
        QTest::newRow("unclosed bracket") << "[::1:22" << false << ""
                                          << "" << 0;
        QTest::newRow("v6 with junk") << "[::1;id]:22" << false << ""
                                      << "" << 0;
        QTest::newRow("empty") << "" << false << ""
                               << "" << 0;
    }
    void parseTarget()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        auto t = SshTarget::parse(text);
        QCOMPARE(t.ok(), ok);
        if (!ok) {
            QVERIFY(t.errorString().contains(QStringLiteral("--host")));
            return;
        }
        QTEST(t->user, "user");
        QTEST(t->host, "host");
        QTEST(t->port, "port");
        QCOMPARE(SshTarget::parse(t->text())->text(), t->text());
    }

    // Nothing the user types as a host reaches a shell or ssh's option parser.
    void cliRefusesInjectedHost_data()
    {
        QTest::addColumn<QString>("pattern"); // %1 = the marker file
        QTest::newRow("semicolon") << "a;touch %1";
        QTest::newRow("command substitution") << "$(touch %1)";
        QTest::newRow("backticks") << "`touch %1`";
        QTest::newRow("proxy option") << "-oProxyCommand=touch %1";
        QTest::newRow("proxy option as user") << "-oProxyCommand=touch %1@localhost";
        QTest::newRow("pipe") << "localhost|touch %1";
    }
    void cliRefusesInjectedHost()
    {
        QFETCH(QString, pattern);
        QTemporaryDir dir;
        const QString marker = dir.filePath(QStringLiteral("pwned"));
        QByteArray out, err;
        const int code = cli(
            {QStringLiteral("irqs"), QStringLiteral("--host"), pattern.arg(marker)}, &out, &err);
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("--host"), err.constData());
        QVERIFY(out.isEmpty());
        QVERIFY(!QFileInfo::exists(marker));
    }

    void cliSourceErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing ssh config")
            << QStringList{QStringLiteral("irqs"), QStringLiteral("--host"), QStringLiteral("db7"),
                           QStringLiteral("--ssh-config"),
                           QStringLiteral("/nonexistent/ssh_config")}
            << "--ssh-config /nonexistent/ssh_config: no such file";
        QTest::newRow("host and root")
            << QStringList{QStringLiteral("topology"), QStringLiteral("--host"),
                           QStringLiteral("db7"), QStringLiteral("--root"), QStringLiteral("/tmp")}
            << "--host and --root";
        QTest::newRow("ssh config without host")
            << QStringList{QStringLiteral("irqs"), QStringLiteral("--ssh-config"),
                           QStringLiteral("/etc/ssh/ssh_config")}
            << "--ssh-config needs --host";
    }
    void cliSourceErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QByteArray out, err;
        QCOMPARE(cli(args, &out, &err), 1);
        QVERIFY2(err.contains(expected.toUtf8()), err.constData());
        QVERIFY(out.isEmpty());
    }

    void irqsMatchLocal()
    {
        if (!m_up)
            QSKIP("no sshd");
        QByteArray local, viaSsh, err;
        QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--format"), QStringLiteral("json")},
                     &local, &err),
                 0);
        QVERIFY2(cli(remote({QStringLiteral("irqs"), QStringLiteral("--format"),
                             QStringLiteral("json")}),
                     &viaSsh, &err) == 0,
                 err.constData());
        const QJsonObject a = QJsonDocument::fromJson(local).object();
        const QJsonObject b = QJsonDocument::fromJson(viaSsh).object();
        QCOMPARE(b.value(QStringLiteral("cpus")), a.value(QStringLiteral("cpus")));
        const QJsonArray ra = a.value(QStringLiteral("irqs")).toArray();
        const QJsonArray rb = b.value(QStringLiteral("irqs")).toArray();
        QVERIFY(ra.size() > 0);
        QCOMPARE(rb.size(), ra.size());
        int withAffinity = 0;
        for (qsizetype i = 0; i < ra.size(); ++i) {
            const QJsonObject x = structureOf(ra.at(i).toObject());
            const QJsonObject y = structureOf(rb.at(i).toObject());
            QVERIFY2(x == y, QByteArray(QJsonDocument(x).toJson(QJsonDocument::Compact) +
                                        " != " + QJsonDocument(y).toJson(QJsonDocument::Compact))
                                 .constData());
            withAffinity += x.value(QStringLiteral("affinity")).isString();
            QVERIFY(rb.at(i).toObject().value(QStringLiteral("threads")).isNull());
        }
        // The per-IRQ files arrived, not just /proc/interrupts.
        QVERIFY(withAffinity > 0);
    }

    void topologyMatchesLocal()
    {
        if (!m_up)
            QSKIP("no sshd");
        QByteArray local, viaSsh, err;
        QCOMPARE(
            cli({QStringLiteral("topology"), QStringLiteral("--format"), QStringLiteral("json")},
                &local, &err),
            0);
        QVERIFY2(cli(remote({QStringLiteral("topology"), QStringLiteral("--format"),
                             QStringLiteral("json")}),
                     &viaSsh, &err) == 0,
                 err.constData());
        const QJsonDocument a = QJsonDocument::fromJson(local);
        const QJsonDocument b = QJsonDocument::fromJson(viaSsh);
        QVERIFY(a.object().value(QStringLiteral("cpus")).toArray().size() > 0);
        QVERIFY2(a == b, QByteArray(local + "\n!=\n" + viaSsh).constData());
    }

    // snapshot --host writes a tree that --root reopens with the same rows.
    void snapshotRoundTrip()
    {
        if (!m_up)
            QSKIP("no sshd");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("snap"));
        QByteArray o, err;
        QVERIFY2(
            cli(remote({QStringLiteral("snapshot"), QStringLiteral("--out"), out}), &o, &err) == 0,
            err.constData());
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/proc/interrupts")));
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/topology.xml")));
        QByteArray fromRoot, viaSsh;
        QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--format"), QStringLiteral("json"),
                      QStringLiteral("--root"), out},
                     &fromRoot, &err),
                 0);
        QCOMPARE(cli(remote({QStringLiteral("irqs"), QStringLiteral("--format"),
                             QStringLiteral("json")}),
                     &viaSsh, &err),
                 0);
        const QJsonArray ra =
            QJsonDocument::fromJson(fromRoot).object().value(QStringLiteral("irqs")).toArray();
        const QJsonArray rb =
            QJsonDocument::fromJson(viaSsh).object().value(QStringLiteral("irqs")).toArray();
        QCOMPARE(ra.size(), rb.size());
        for (qsizetype i = 0; i < ra.size(); ++i)
            QCOMPARE(structureOf(ra.at(i).toObject()), structureOf(rb.at(i).toObject()));
    }

    void hostKeyRefused_data()
    {
        QTest::addColumn<bool>("changed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("changed") << true << "CHANGED";
        QTest::newRow("unknown") << false << "unknown";
    }
    // A known_hosts entry with another key (or none) stops the connection
    // with ssh's reason; nothing is accepted on the user's behalf.
    void hostKeyRefused()
    {
        if (!m_up)
            QSKIP("no sshd");
        QFETCH(bool, changed);
        QFETCH(QString, expected);
        const QString config =
            changed ? m_sshd.configWithWrongHostKey() : m_sshd.configWithUnknownHostKey();
        QVERIFY(!config.isEmpty());
        // A fresh control directory: a master authenticated earlier would
        // (rightly) be reused without a new key check.
        QTemporaryDir cm(QStringLiteral("/tmp/iacm-XXXXXX"));
        QFile::setPermissions(cm.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ExeOwner);
        ScopedEnv env("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(cm.path()));
        QByteArray out, err;
        const int code = cli({QStringLiteral("irqs"), QStringLiteral("--host"), m_sshd.target(),
                              QStringLiteral("--ssh-config"), config},
                             &out, &err);
        QCOMPARE(code, 1);
        QVERIFY(out.isEmpty());
        QVERIFY2(err.contains(expected.toUtf8()), err.constData());
        QVERIFY2(err.contains(m_sshd.target().toUtf8()), err.constData());
        // known_hosts is left as it was: the user decides.
        QFile kh(changed ? m_sshd.dir() + QStringLiteral("/known_hosts_wrong")
                         : m_sshd.dir() + QStringLiteral("/known_hosts_empty"));
        QVERIFY(kh.open(QIODevice::ReadOnly));
        QCOMPARE(kh.readAll().count('\n'), changed ? 1 : 0);
    }

    // A fake machine whose names and contents are shell syntax: the remote
    // script carries them as bytes and runs none of them.
    void remoteNamesAreNotCode()
    {
        if (!m_up)
            QSKIP("no sshd");
        FakeTree tree;
        QTemporaryDir markDir;
        const QByteArray mark = QFile::encodeName(markDir.filePath(QStringLiteral("pwned")));
        const QByteArray evil = "$(touch " + mark + ")`touch " + mark + "`;touch " + mark;
        tree.write(QStringLiteral("/proc/interrupts"),
                   "           CPU0       CPU1\n"
                   " 30:         10         20  PCI-MSI 1-edge      " +
                       evil +
                       "\n"
                       "NMI:          0          0   Non-maskable interrupts\n");
        tree.write(QStringLiteral("/proc/irq/30/smp_affinity_list"), "1\n");
        tree.write(QStringLiteral("/proc/irq/30/effective_affinity_list"), "1\n");
        // A header-like line and bytes that are not UTF-8 in a content.
        const QByteArray actions = evil + "\nF 5 5\n/etc/x\xff\xfe";
        tree.write(QStringLiteral("/sys/kernel/irq/30/actions"), actions);
        // A file name cannot hold '/': this one would create a file in the
        // remote shell's working directory (the home directory) if run.
        const QString homeMark = QDir::home().filePath(QStringLiteral("irqatlas-pwned-") +
                                                       QFileInfo(markDir.path()).fileName());
        const QString weird =
            QStringLiteral("$(touch ") + QFileInfo(homeMark).fileName() + QStringLiteral(")");
        tree.mkdir(QStringLiteral("/sys/bus/pci/devices/0000:00:03.0/net/") + weird);
        tree.write(QStringLiteral("/sys/bus/pci/devices/0000:00:03.0/msi_irqs/30"), "msix\n");
        tree.symlink(QStringLiteral("/sys/class/net/") + weird,
                     QStringLiteral("../../devices/pci0000:00/0000:00:03.0/net/") + weird);
        // A link that would lead out of the copy is dropped.
        tree.symlink(QStringLiteral("/sys/class/net/escape"), QStringLiteral("../../../../../etc"));

        CollectOptions c;
        c.testRoot = tree.root();
        c.topology = false;
        auto src = SshHostSource::open(session(), c);
        QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
        QVERIFY(!QFileInfo::exists(QFile::decodeName(mark)));
        QVERIFY(!(*src)->isLocalMachine());
        QCOMPARE((*src)->displayName(), m_sshd.target());
        QCOMPARE((*src)->readFile(QStringLiteral("/sys/kernel/irq/30/actions")).value(), actions);
        QCOMPARE((*src)->listDir(QStringLiteral("/sys/bus/pci/devices/0000:00:03.0/net")).value(),
                 QStringList{weird});
        QCOMPARE((*src)->linkTarget(QStringLiteral("/sys/class/net/") + weird).value_or(QString()),
                 QStringLiteral("../../devices/pci0000:00/0000:00:03.0/net/") + weird);
        QVERIFY(!(*src)->linkTarget(QStringLiteral("/sys/class/net/escape")));

        // Several lines in actions are never taken as names: both paths
        // refuse the file by name.
        SnapshotOptions so;
        so.topology = false;
        auto refusedViaSsh = readSnapshot(**src, so);
        auto refusedDirect = readSnapshot(DirHostSource(tree.root()), so);
        QVERIFY(!refusedViaSsh.ok() && !refusedDirect.ok());
        const QString several =
            QStringLiteral("/sys/kernel/irq/30/actions: expected one line, found several");
        QVERIFY2(refusedViaSsh.errorString().endsWith(several),
                 qPrintable(refusedViaSsh.errorString()));
        QVERIFY2(refusedDirect.errorString().endsWith(several),
                 qPrintable(refusedDirect.errorString()));

        // One line of hostile names (and bytes that are not UTF-8): the
        // remote snapshot equals the one read from the tree directly.
        tree.write(QStringLiteral("/sys/kernel/irq/30/actions"), evil + ",/etc/x\xff\xfe\n");
        src = SshHostSource::open(session(), c);
        QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
        auto viaSsh = readSnapshot(**src, so);
        auto direct = readSnapshot(DirHostSource(tree.root()), so);
        QVERIFY2(viaSsh.ok(), qPrintable(viaSsh.ok() ? QString() : viaSsh.errorString()));
        QVERIFY(direct.ok());
        QCOMPARE(viaSsh->irqs.irqs.size(), std::size_t(2));
        const Irq &a = viaSsh->irqs.irqs.front();
        const Irq &b = direct->irqs.irqs.front();
        QCOMPARE(a.number, 30);
        QCOMPARE(QByteArray::fromStdString(a.name), QByteArray::fromStdString(b.name));
        QVERIFY(QByteArray::fromStdString(a.name).contains("$(touch"));
        QCOMPARE(a.device, std::string("0000:00:03.0"));
        QCOMPARE(a.affinity.value().toList(), std::string("1"));
        QCOMPARE(a.interfaces, b.interfaces);
        QVERIFY(!QFileInfo::exists(QFile::decodeName(mark)));
        QVERIFY(!QFileInfo::exists(homeMark));
    }

    // Without a remote hwloc the sysfs subset comes back and hwloc reads it
    // here: the same topology as hwloc reading the tree itself.
    void sysfsTopology_data()
    {
        QTest::addColumn<QString>("tarball");
        QTest::addColumn<int>("pus");
        QTest::addColumn<int>("online");
        QTest::newRow("16em64t offlines")
            << "ssh/hwloc-16em64t-4s2c2t-offlines.tar.bz2" << 16 << 12;
        QTest::newRow("48amd64 sparse") << "ssh/hwloc-48amd64-4pa2n6c-sparse.tar.bz2" << 48 << 48;
        // Caches, clusters (topology/cluster_*) and memory-side caches
        // (node*/memory_side_cache) come through the fallback too.
        QTest::newRow("128arm clusters")
            << "sysfs/hwloc-128arm-2pa2n8cluster4co.tar.bz2" << 128 << 128;
        QTest::newRow("memory-side caches") << "sysfs/hwloc-memorysidecaches.tar.bz2" << 80 << 80;
    }
    void sysfsTopology()
    {
        if (!m_up)
            QSKIP("no sshd");
        QFETCH(QString, tarball);
        QFETCH(int, pus);
        QFETCH(int, online);
        QTemporaryDir dir;
        QCOMPARE(runProgram(
                     QStringLiteral("tar"),
                     {QStringLiteral("-xjf"), dataPath(tarball), QStringLiteral("-C"), dir.path()},
                     nullptr),
                 0);
        const QStringList top = QDir(dir.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(top.size(), 1);
        const QString root = dir.filePath(top.first());

        CollectOptions c;
        c.testRoot = root;
        c.irqs = false;
        auto src = SshHostSource::open(session(), c);
        QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
        QVERIFY(!(*src)->exists(QStringLiteral("/topology.xml")));
        auto viaSsh = loadTopologyFsRoot((*src)->localRoot());
        auto direct = loadTopologyFsRoot(root);
        QVERIFY2(viaSsh.ok(), qPrintable(viaSsh.ok() ? QString() : viaSsh.errorString()));
        QVERIFY(direct.ok());
        QCOMPARE(viaSsh->allCpus().count(), pus);
        QCOMPARE(viaSsh->onlineCpus().count(), online);
        // hwloc takes the host name of a copied tree from its
        // proc/hwloc-nofile-info, which is not part of what the fallback
        // fetches (the remote host name is read from /proc/sys/kernel).
        direct->hostname = viaSsh->hostname;
        QCOMPARE(topologyToJson(*viaSsh), topologyToJson(*direct));
        QVERIFY(!viaSsh->caches.empty());
        if (tarball.contains(QLatin1String("128arm")))
            QCOMPARE(viaSsh->groups.size(), std::size_t(32));
        if (tarball.contains(QLatin1String("memorysidecaches")))
            QVERIFY(!viaSsh->node(0)->memoryCaches.empty());
    }

    // The remote host's PCI driver links come along (one ls for all of
    // them), so a device without a class is named by its driver there too.
    void remoteDrivers()
    {
        if (!m_up)
            QSKIP("no sshd");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::copy(dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")),
                            dir.filePath(QStringLiteral("topology.xml"))));
        auto link = [&](const char *bdf, const QString &target) {
            const QString d =
                dir.filePath(QStringLiteral("sys/bus/pci/devices/%1").arg(QLatin1String(bdf)));
            QVERIFY(QDir().mkpath(d));
            QVERIFY(QFile::link(target, d + QStringLiteral("/driver")));
        };
        link("0000:04:00.0", QStringLiteral("../../../bus/pci/drivers/igb"));
        link("0000:00:1f.2", QStringLiteral("../../../bus/pci/drivers/ahci"));
        link("0000:05:00.0", QStringLiteral("/etc/passwd")); // absolute: the unpacker drops it
        CollectOptions c;
        c.testRoot = dir.path();
        c.irqs = false;
        auto src = SshHostSource::open(session(), c);
        QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
        auto t = loadTopologyForRoot((*src)->localRoot());
        QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
        QCOMPARE(t->device(QStringLiteral("0000:04:00.0"))->driver, QStringLiteral("igb"));
        QCOMPARE(t->device(QStringLiteral("0000:00:1f.2"))->driver, QStringLiteral("ahci"));
        QVERIFY(t->device(QStringLiteral("0000:05:00.0"))->driver.isEmpty());
    }

    // queues and threads over SSH: the collection brings each interface's
    // threaded and queue files (at the device folder its class link names)
    // and the /proc files of the threads of interrupt work only; a queue
    // file that is a link out of the tree is not fetched.
    void queuesAndThreads()
    {
        if (!m_up)
            QSKIP("no sshd");
        FakeTree tree;
        const QString dev = QStringLiteral("/sys/devices/pci0000:00/0000:3b:00.0/net/eth0");
        tree.write(QStringLiteral("/proc/interrupts"),
                   "           CPU0       CPU1\n"
                   " 41:          1          0   PCI-MSIX-0000:3b:00.0  0-edge  eth0-TxRx-0\n");
        tree.write(QStringLiteral("/sys/devices/system/cpu/possible"), "0-1\n");
        tree.symlink(QStringLiteral("/sys/class/net/eth0"),
                     QStringLiteral("../../devices/pci0000:00/0000:3b:00.0/net/eth0"));
        tree.write(dev + QStringLiteral("/threaded"), "1\n");
        tree.write(dev + QStringLiteral("/queues/rx-0/rps_cpus"), "2\n");
        tree.write(dev + QStringLiteral("/queues/rx-0/rps_flow_cnt"), "128\n");
        tree.write(dev + QStringLiteral("/queues/tx-0/xps_cpus"), "1\n");
        tree.symlink(dev + QStringLiteral("/queues/tx-0/xps_rxqs"), QStringLiteral("/etc/passwd"));
        tree.write(QStringLiteral("/proc/50/comm"), "napi/eth0-8193\n");
        tree.write(QStringLiteral("/proc/50/stat"),
                   "50 (napi/eth0-8193) S 2 0 0 0 -1 2129984 0 0 0 0 150 50 0 0 20 0 1 0 17 0 0 "
                   "18446744073709551615 0 0 0 0 0 0 0 2147483647 0 0 0 0 17 1 0 0 0 0 0 0 0 0 "
                   "0 0 0 0\n");
        tree.write(QStringLiteral("/proc/50/status"), "Cpus_allowed_list:\t1\n");
        tree.write(QStringLiteral("/proc/60/comm"), "sshd\n");
        tree.write(QStringLiteral("/proc/60/stat"), "60 (sshd) S 1\n");
        CollectOptions c;
        c.testRoot = tree.root();
        c.topology = false;
        auto src = SshHostSource::open(session(), c);
        QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
        auto ifaces = readNetQueues(**src);
        QVERIFY2(ifaces.ok(), qPrintable(ifaces.ok() ? QString() : ifaces.errorString()));
        QCOMPARE(ifaces->size(), std::size_t(1));
        const NetInterface &eth0 = ifaces->front();
        QCOMPARE(eth0.threaded, std::optional<bool>(true));
        QCOMPARE(eth0.queues.size(), std::size_t(2));
        QCOMPARE(eth0.queues[0].rpsCpus.value->toList(), std::string("1"));
        QCOMPARE(*eth0.queues[0].rpsFlowCnt.value, std::uint64_t(128));
        QCOMPARE(eth0.queues[0].irq, std::string("41"));
        QCOMPARE(eth0.queues[1].xpsCpus.value->toList(), std::string("0"));
        QVERIFY(!eth0.queues[1].xpsRxqs.value); // the link out was not fetched
        auto threads = readKernelThreads(**src);
        QVERIFY2(threads.ok(), qPrintable(threads.ok() ? QString() : threads.errorString()));
        QCOMPARE(threads->size(), std::size_t(1));
        QCOMPARE(threads->front().comm, std::string("napi/eth0-8193"));
        QVERIFY(!(*src)->exists(QStringLiteral("/proc/60/stat")));
    }

    // The live sampler's remote loop: ticks on one channel, the remote
    // uptime as the clock; sshd dying makes a gap naming the host, and the
    // next tick reconnects.
    void sampleStream()
    {
        if (!m_up)
            QSKIP("no sshd");
        SshSampleSource src(session());
        QCOMPARE(src.displayName(), m_sshd.target());
        auto a = src.next();
        auto b = src.next();
        QVERIFY(a && b);
        QVERIFY2(a->ok(), qPrintable(a->error));
        QVERIFY2(b->ok(), qPrintable(b->error));
        QVERIFY(b->monotonicNs > a->monotonicNs);
        QVERIFY(a->interruptsText.startsWith("  ") || a->interruptsText.contains("CPU0"));
        QCOMPARE(a->parsed->irqs.cpus.size(), b->parsed->irqs.cpus.size());
        QVERIFY(!a->statText.isEmpty());

        m_sshd.kill();
        auto gap = src.next();
        QVERIFY(gap);
        QVERIFY(!gap->ok());
        QVERIFY2(gap->error.contains(QStringLiteral("disconnected")), qPrintable(gap->error));
        QVERIFY(gap->error.contains(m_sshd.target()));
        QVERIFY(m_sshd.restart());
        auto c = src.next();
        QVERIFY(c);
        QVERIFY2(c->ok(), qPrintable(c->error));
    }

    // sshd dies under an open session: the next call says so, and the
    // session reconnects by itself once sshd is back.
    void disconnectAndReconnect()
    {
        if (!m_up)
            QSKIP("no sshd");
        auto s = session();
        QVERIFY(s->connect().ok());
        QVERIFY(s->masterRunning());
        m_sshd.kill();
        auto r = s->run(QStringLiteral("exit 0"), {}, 30000);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(QStringLiteral("disconnected")),
                 qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(m_sshd.target()), qPrintable(r.errorString()));
        QVERIFY(m_sshd.restart());
        auto again = s->run(QStringLiteral("echo back"), {}, 30000);
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.errorString()));
        QCOMPARE(again.value(), QByteArray("back\n"));
    }

    // A truncated stream (connection lost mid-collection) is an error, never
    // a silently smaller machine.
    void truncatedOutputIsAnError()
    {
        QTemporaryDir dir;
        // A length-framed file, a directory, and a streamed file whose
        // content holds a newline, a fake header and an end of its own.
        const QByteArray ok = "noise from a login script\n"
                              "IRQATLAS-COLLECT 1 IRQATLAS-END-0123456789abcdef\nD 5\n/proc"
                              "F 16 3\n/proc/interruptsabc"
                              "B 10\n/proc/stat"
                              "cpu 1 2\nZ\nIRQATLAS-END-x\n"
                              "\nIRQATLAS-END-0123456789abcdef\n"
                              "Z\n";
        const QByteArray boundary = "IRQATLAS-END-0123456789abcdef";
        auto full = unpackFrames(ok, boundary, dir.path(), QStringLiteral("db7"));
        QVERIFY2(full.ok(), qPrintable(full.ok() ? QString() : full.errorString()));
        QCOMPARE(full->files, 2);
        QCOMPARE(DirHostSource(dir.path()).readFile(QStringLiteral("/proc/stat")).value(),
                 QByteArray("cpu 1 2\nZ\nIRQATLAS-END-x\n"));
        QCOMPARE(DirHostSource(dir.path()).readFile(QStringLiteral("/proc/interrupts")).value(),
                 QByteArray("abc"));
        for (qsizetype cut : {qsizetype(40), qsizetype(90), qsizetype(120), ok.size() - 2}) {
            QTemporaryDir d2;
            auto r = unpackFrames(ok.left(cut), boundary, d2.path(), QStringLiteral("db7"));
            QVERIFY(!r.ok());
            QVERIFY(r.errorString().startsWith(QStringLiteral("db7")));
        }
        QTemporaryDir d3;
        auto escape = unpackFrames("IRQATLAS-COLLECT 1 IRQATLAS-END-0123456789abcdef\n"
                                   "F 13 1\n/../etc/evilxZ\n",
                                   boundary, d3.path(), QStringLiteral("db7"));
        QVERIFY(!escape.ok());
        QVERIFY(escape.errorString().contains(QStringLiteral("/../etc/evil")));
    }
};

QTEST_GUILESS_MAIN(TestSsh)
#include "tst_ssh.moc"
