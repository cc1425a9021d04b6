// irqatlas-cli fleet against several real machines: one private sshd on
// 127.0.0.1 (tests/support/sshd.h) listens on a port per "host", and each
// port's sessions run in a private mount and UTS namespace where a saved
// machine of tests/data (its sysfs tree, with an IRQ table written here) is
// bind-mounted over /sys and /proc. The inventories go through the real
// ansible-inventory. Nothing here waits on a clock but the stalled host,
// which must run into --timeout.

#include "faketree.h"
#include "fleetmachines.h"
#include "sshd.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace irqatlas::test;

namespace {

const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

QJsonObject hostNamed(const QJsonObject &fleet, const QString &name)
{
    const QJsonArray hosts = fleet.value(QStringLiteral("hosts")).toArray();
    for (qsizetype i = 0; i < hosts.size(); ++i)
        if (hosts.at(i).toObject().value(QStringLiteral("name")).toString() == name)
            return hosts.at(i).toObject();
    return {};
}

} // namespace

class TestFleet : public QObject
{
    Q_OBJECT

    SshdFixture m_sshd;
    QTemporaryDir m_dir;
    QStringList m_names; // one per machine port, in addMachine order
    int m_stall = -1;
    int m_closed = 0;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // An inventory of the named machines (YAML, as Ansible reads it) plus
    // "gone", whose port nobody listens on.
    QString inventory(const QString &file, const QStringList &names, bool withGone)
    {
        QByteArray y = "all:\n  children:\n    db:\n      hosts:\n";
        for (const QString &n : names)
            y += inventoryHost(n, m_sshd.machinePort(int(m_names.indexOf(n))), 8);
        if (withGone)
            y += "    lost:\n      hosts:\n" +
                 inventoryHost(QStringLiteral("gone"), m_closed, 8, false);
        const QString p = path(file);
        writeFileMakingDirs(p, y);
        return p;
    }

    ProgramRun fleet(const QStringList &args)
    {
        return runCli(QStringList{QStringLiteral("fleet"), QStringLiteral("--ssh-config"),
                                  m_sshd.clientConfig()} +
                      args);
    }

    static QJsonObject json(const ProgramRun &r)
    {
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(r.out, &e);
        return e.error == QJsonParseError::NoError ? d.object() : QJsonObject();
    }

private slots:
    void initTestCase();
    void cleanupTestCase() { m_sshd.stop(); }
    void inventoryFleet();
    void limitAndHostsFile();
    void stalledHost();
    void progressOnTerminal();
    void badInput_data();
    void badInput();
    void usage_data();
    void usage();
};

void TestFleet::initTestCase()
{
    if (!QFileInfo(kCli).isExecutable())
        QSKIP("irqatlas-cli is not built");
    if (QStandardPaths::findExecutable(QStringLiteral("ansible-inventory")).isEmpty() ||
        QStandardPaths::findExecutable(QStringLiteral("ansible")).isEmpty())
        QSKIP("ansible-inventory is not installed (Debian ansible-core)");
    if (::geteuid() != 0)
        QSKIP("the hosts' namespaces and bind mounts need root");
    if (!QFileInfo(QStringLiteral("/usr/bin/unshare")).isExecutable())
        QSKIP("unshare is not installed (util-linux)");
    const ServedFleet served = serveFleetMachines(m_sshd, m_dir.path(), twoClassFleet());
    QVERIFY2(served.error.isEmpty(), qPrintable(served.error));
    m_names = served.names;
    m_stall = m_sshd.addMachine(path(QStringLiteral("alpha-1")), QStringLiteral("stall"), true);
    m_names << QStringLiteral("stall");
    if (!m_sshd.start())
        QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
    m_closed = closedLoopbackPort();
    QVERIFY(m_closed > 0);
    // The CLI's control masters go where the fixture stops them.
    qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
}

// Every host of an inventory read, classed and kept: the documented JSON,
// exit 1 for the host that does not answer, and --out's snapshots readable
// with --root.
void TestFleet::inventoryFleet()
{
    const QString inv = inventory(QStringLiteral("inv.yml"),
                                  {QStringLiteral("alpha-1"), QStringLiteral("alpha-2"),
                                   QStringLiteral("alpha-3"), QStringLiteral("beta-1")},
                                  true);
    const QString out = path(QStringLiteral("out"));
    const ProgramRun r = fleet({QStringLiteral("--inventory"), inv, QStringLiteral("--format"),
                                QStringLiteral("json"), QStringLiteral("--out"), out});
    QVERIFY2(r.code == 1, r.err.constData());
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-fleet"));
    QCOMPARE(o.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("ssh"));
    const QJsonArray hosts = o.value(QStringLiteral("hosts")).toArray();
    QCOMPARE(hosts.size(), 5);

    for (const char *name : {"alpha-1", "alpha-2", "alpha-3", "beta-1"}) {
        const QJsonObject h = hostNamed(o, QLatin1String(name));
        QVERIFY2(h.value(QStringLiteral("status")).toString() == QLatin1String("ok"),
                 qPrintable(h.value(QStringLiteral("error")).toString()));
        QVERIFY(h.value(QStringLiteral("error")).isNull());
        // The kernel's host name in the host's own UTS namespace.
        QCOMPARE(h.value(QStringLiteral("hostname")).toString(), QLatin1String(name));
        QCOMPARE(h.value(QStringLiteral("irqs")).toInt(), 2);
        QVERIFY(h.value(QStringLiteral("irqbalance")).isBool());
        QVERIFY(h.value(QStringLiteral("findings")).isArray());
        QVERIFY(h.value(QStringLiteral("busiest_cpu_irq_pct")).isDouble());
        QVERIFY(h.value(QStringLiteral("target"))
                    .toString()
                    .startsWith(QLatin1String("root@127.0.0.1:")));
    }
    const QJsonObject a1 = hostNamed(o, QStringLiteral("alpha-1"));
    QCOMPARE(a1.value(QStringLiteral("cpus")).toInt(), 16);
    QCOMPARE(a1.value(QStringLiteral("online_cpus")).toInt(), 12);
    QCOMPARE(a1.value(QStringLiteral("kernel")).toString(), QStringLiteral("6.1.0-26-amd64"));
    QCOMPARE(hostNamed(o, QStringLiteral("beta-1")).value(QStringLiteral("cpus")).toInt(), 48);
    // Both NIC queues on CPU 0: one L3 of four in alpha's only node; beta's
    // node has one L3, so nothing better is there.
    const auto codes = [&o](const char *name) {
        QStringList c;
        const QJsonArray findings =
            hostNamed(o, QLatin1String(name)).value(QStringLiteral("findings")).toArray();
        for (qsizetype i = 0; i < findings.size(); ++i)
            c << findings.at(i).toObject().value(QStringLiteral("code")).toString();
        return c;
    };
    QVERIFY2(codes("alpha-1").contains(QStringLiteral("queues-on-one-llc")),
             qPrintable(codes("alpha-1").join(QLatin1Char(','))));
    QVERIFY(codes("alpha-1").contains(QStringLiteral("cpus-offline")));
    QVERIFY(!codes("beta-1").contains(QStringLiteral("queues-on-one-llc")));

    const QJsonObject gone = hostNamed(o, QStringLiteral("gone"));
    QCOMPARE(gone.value(QStringLiteral("status")).toString(), QStringLiteral("unreachable"));
    QVERIFY(!gone.value(QStringLiteral("error")).toString().isEmpty());
    QVERIFY(gone.value(QStringLiteral("class")).isNull());

    // Classes: the three alphas, then beta; the odd kernel is the difference.
    const QJsonArray classes = o.value(QStringLiteral("classes")).toArray();
    QCOMPARE(classes.size(), 2);
    const QJsonObject a = classes.at(0).toObject();
    QCOMPARE(a.value(QStringLiteral("id")).toString(), QStringLiteral("A"));
    QCOMPARE(a.value(QStringLiteral("hosts")).toArray(),
             (QJsonArray{QStringLiteral("alpha-1"), QStringLiteral("alpha-2"),
                         QStringLiteral("alpha-3")}));
    QVERIFY(!a.value(QStringLiteral("description")).toString().isEmpty());
    const QJsonArray diffs = a.value(QStringLiteral("differences")).toArray();
    QCOMPARE(diffs.size(), 1);
    QCOMPARE(diffs.at(0).toObject().value(QStringLiteral("host")).toString(),
             QStringLiteral("alpha-3"));
    QCOMPARE(diffs.at(0).toObject().value(QStringLiteral("what")).toString(),
             QStringLiteral("kernel"));
    QCOMPARE(diffs.at(0).toObject().value(QStringLiteral("value")).toString(),
             QStringLiteral("6.1.0-27-amd64"));
    QCOMPARE(a1.value(QStringLiteral("class")).toString(), QStringLiteral("A"));
    const QJsonObject b = classes.at(1).toObject();
    QCOMPARE(b.value(QStringLiteral("id")).toString(), QStringLiteral("B"));
    QCOMPARE(b.value(QStringLiteral("hosts")).toArray(), QJsonArray{QStringLiteral("beta-1")});

    // --out: the JSON as printed, and one snapshot per host read, which
    // --root opens with the host's own IRQ table.
    QCOMPARE(fileBytes(out + QStringLiteral("/fleet.json")), r.out);
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/gone.tar.gz")));
    const ProgramRun irqs = runCli({QStringLiteral("irqs"), QStringLiteral("--root"),
                                    out + QStringLiteral("/alpha-3.tar.gz"),
                                    QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(irqs.code == 0, irqs.err.constData());
    const QJsonArray rows = json(irqs).value(QStringLiteral("irqs")).toArray();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("eth0-TxRx-0"));
    const ProgramRun topo = runCli({QStringLiteral("topology"), QStringLiteral("--root"),
                                    out + QStringLiteral("/beta-1.tar.gz"),
                                    QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(topo.code == 0, topo.err.constData());
    QCOMPARE(json(topo).value(QStringLiteral("cpus")).toArray().size(), 48);
    // A second run into the same folder refuses to overwrite the snapshots
    // (before it reads any host).
    const ProgramRun again =
        fleet({QStringLiteral("--inventory"), inv, QStringLiteral("--out"), out});
    QCOMPARE(again.code, 1);
    QVERIFY2(again.err.contains("alpha-1.tar.gz exists already"), again.err.constData());
}

// --limit as Ansible matches it, and a plain host list: every host read,
// exit 0, the table grouped by class.
void TestFleet::limitAndHostsFile()
{
    const QString inv = inventory(QStringLiteral("limit.yml"),
                                  {QStringLiteral("alpha-1"), QStringLiteral("beta-1")}, true);
    const ProgramRun limited =
        fleet({QStringLiteral("--inventory"), inv, QStringLiteral("--limit"),
               QStringLiteral("alpha*"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(limited.code == 0, limited.err.constData());
    const QJsonArray hosts = json(limited).value(QStringLiteral("hosts")).toArray();
    QCOMPARE(hosts.size(), 1);
    QCOMPARE(hosts.at(0).toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("alpha-1"));

    const QString list = path(QStringLiteral("hosts.txt"));
    QVERIFY(writeFileMakingDirs(
        list, "# the database hosts\n\n" +
                  m_sshd.machineTarget(int(m_names.indexOf(QStringLiteral("beta-1")))).toUtf8() +
                  "\n  " + m_sshd.machineTarget(0).toUtf8() + "  \n"));
    const ProgramRun table =
        fleet({QStringLiteral("--hosts"), list, QStringLiteral("--jobs"), QStringLiteral("1")});
    QVERIFY2(table.code == 0, table.err.constData());
    const QString text = QString::fromUtf8(table.out);
    QVERIFY2(text.startsWith(QLatin1String("CLASS")), table.out.constData());
    QVERIFY2(text.contains(QLatin1String("\nA: ")) && text.contains(QLatin1String("\nB: ")),
             table.out.constData());
    // No progress line: stderr is not a terminal here.
    QVERIFY2(!table.err.contains("hosts…"), table.err.constData());
}

// A host that accepts the connection and then never answers runs into
// --timeout; the others are read all the same.
void TestFleet::stalledHost()
{
    const QString list = path(QStringLiteral("stall.txt"));
    QVERIFY(writeFileMakingDirs(list, m_sshd.machineTarget(m_stall).toUtf8() + "\n" +
                                          m_sshd.machineTarget(0).toUtf8() + "\n"));
    const ProgramRun r =
        fleet({QStringLiteral("--hosts"), list, QStringLiteral("--timeout"), QStringLiteral("15"),
               QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 1);
    const QJsonArray hosts = json(r).value(QStringLiteral("hosts")).toArray();
    QCOMPARE(hosts.size(), 2);
    const QJsonObject stalled = hosts.at(0).toObject();
    QVERIFY(stalled.value(QStringLiteral("status")).toString() != QLatin1String("ok"));
    QVERIFY2(stalled.value(QStringLiteral("error")).toString().contains(QLatin1String("15 s")),
             qPrintable(stalled.value(QStringLiteral("error")).toString()));
    QCOMPARE(hosts.at(1).toObject().value(QStringLiteral("status")).toString(),
             QStringLiteral("ok"));
}

// On a terminal, stderr counts the hosts as they finish.
void TestFleet::progressOnTerminal()
{
    if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty())
        QSKIP("script (util-linux) is not installed: no terminal to run the CLI on");
    const QString list = path(QStringLiteral("progress.txt"));
    QVERIFY(writeFileMakingDirs(list, m_sshd.machineTarget(0).toUtf8() + "\n" +
                                          m_sshd.machineTarget(1).toUtf8() + "\n"));
    // script gives the CLI a terminal and copies it to its stdout; the
    // command line is quoted for script's sh.
    const auto quote = [](const QString &s) -> QString {
        return QLatin1Char('\'') + QString(s).replace(QLatin1Char('\''), QStringLiteral("'\\''")) +
               QLatin1Char('\'');
    };
    const QString command = QStringList{quote(kCli),
                                        QStringLiteral("fleet"),
                                        QStringLiteral("--ssh-config"),
                                        quote(m_sshd.clientConfig()),
                                        QStringLiteral("--hosts"),
                                        quote(list),
                                        QStringLiteral("--format"),
                                        QStringLiteral("json")}
                                .join(QLatin1Char(' '));
    const ProgramRun r = runWithInput(
        QStringLiteral("script"), {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")});
    QVERIFY2(r.code == 0, r.out.constData());
    QVERIFY2(r.out.contains("2/2 hosts…"), r.out.constData());
}

void TestFleet::badInput_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("said");
    QTest::newRow("inventory ansible rejects")
        << "--inventory" << QByteArray("all:\n  hosts: [oops\n") << "ERROR!";
    QTest::newRow("inventory without hosts")
        << "--inventory" << QByteArray("all: {}\n") << "no hosts";
    QTest::newRow("host list without hosts")
        << "--hosts" << QByteArray("# none yet\n\n") << "no hosts";
    QTest::newRow("duplicate host")
        << "--hosts" << QByteArray("root@db1:22\nroot@db1:22\n") << "listed twice";
    QTest::newRow("bad line") << "--hosts" << QByteArray("db1\n-oProxyCommand=x\n") << ":2: ";
    QTest::newRow("bad inventory port")
        << "--inventory" << QByteArray("all:\n  hosts:\n    db1:\n      ansible_port: 99999\n")
        << "ansible_port";
}

// Bad input is exit 1 with a message naming the file and what is wrong.
void TestFleet::badInput()
{
    QFETCH(QString, flag);
    QFETCH(QByteArray, content);
    QFETCH(QString, said);
    const QString file = path(QStringLiteral("bad-%1.yml")
                                  .arg(QLatin1String(QTest::currentDataTag()))
                                  .replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(writeFileMakingDirs(file, content));
    const ProgramRun r = fleet({flag, file});
    QCOMPARE(r.code, 1);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(file) && err.contains(said), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestFleet::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no host list") << QStringList{};
    QTest::newRow("both lists") << QStringList{QStringLiteral("--inventory"), QStringLiteral("a"),
                                               QStringLiteral("--hosts"), QStringLiteral("b")};
    QTest::newRow("limit without inventory")
        << QStringList{QStringLiteral("--hosts"), QStringLiteral("b"), QStringLiteral("--limit"),
                       QStringLiteral("x")};
    QTest::newRow("unknown flag") << QStringList{QStringLiteral("--hosts"), QStringLiteral("b"),
                                                 QStringLiteral("--root"), QStringLiteral("/")};
    QTest::newRow("csv") << QStringList{QStringLiteral("--hosts"), QStringLiteral("b"),
                                        QStringLiteral("--format"), QStringLiteral("csv")};
    QTest::newRow("no jobs") << QStringList{QStringLiteral("--hosts"), QStringLiteral("b"),
                                            QStringLiteral("--jobs"), QStringLiteral("0")};
    QTest::newRow("argument") << QStringList{QStringLiteral("--hosts"), QStringLiteral("b"),
                                             QStringLiteral("extra")};
}

void TestFleet::usage()
{
    QFETCH(QStringList, args);
    const ProgramRun r = runCli(QStringList{QStringLiteral("fleet")} + args);
    QVERIFY2(r.code == 2, r.err.constData());
}

QTEST_GUILESS_MAIN(TestFleet)
#include "tst_fleet.moc"
