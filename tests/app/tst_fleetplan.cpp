// irqatlas-cli fleet plan against several real machines served by the
// tests' own sshd (as tst_fleet does): two machine classes, a host of the
// first class whose NIC interrupts are numbered and named otherwise, one
// whose NIC has one transmit queue fewer, one without /sys/class/net, and an
// inventory host that does not answer. The inventories go through the real
// ansible-inventory, the plays through the real ansible-playbook.

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
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace irqatlas::test;

namespace {

const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

// alpha-3's tx-1 has no IRQ of the plan (its second queue's IRQ is renamed).
const QString kAlpha3Steering = QStringLiteral(
    "queues[1] (eth0 tx-1): xps_cpus 1, but no IRQ the plan places serves this queue on this "
    "machine");

// eth0 of a saved machine in sysfs, as the kernel links it from
// /sys/class/net: two receive queues and txQueues transmit queues (tx-N is
// served by eth0-TxRx-N, by the IRQ names), XPS on the first CPU.
bool addNicQueues(const QString &root, int txQueues)
{
    const QString device = QStringLiteral("devices/pci0000:00/0000:3b:00.0/net/eth0");
    const QString dev = QStringLiteral("/sys/") + device;
    bool ok = QDir().mkpath(root + QStringLiteral("/sys/class/net")) &&
              QFile::link(QStringLiteral("../../") + device,
                          root + QStringLiteral("/sys/class/net/eth0"));
    for (int i = 0; i < 2; ++i) {
        const QString d = root + dev + QStringLiteral("/queues/rx-%1/").arg(i);
        ok = ok && writeFileMakingDirs(d + QStringLiteral("rps_cpus"), "0\n") &&
             writeFileMakingDirs(d + QStringLiteral("rps_flow_cnt"), "0\n");
    }
    for (int i = 0; i < txQueues; ++i) {
        const QString d = root + dev + QStringLiteral("/queues/tx-%1/").arg(i);
        ok = ok && writeFileMakingDirs(d + QStringLiteral("xps_cpus"), "1\n") &&
             writeFileMakingDirs(d + QStringLiteral("xps_rxqs"), "0\n");
    }
    return ok;
}

QJsonObject jsonOf(const QByteArray &bytes)
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(bytes, &e);
    return e.error == QJsonParseError::NoError ? d.object() : QJsonObject();
}

QJsonObject entryNamed(const QJsonObject &o, const char *list, const char *key,
                       const QString &value)
{
    const QJsonArray a = o.value(QLatin1String(list)).toArray();
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a.at(i).toObject().value(QLatin1String(key)).toString() == value)
            return a.at(i).toObject();
    return {};
}

QJsonArray names(std::initializer_list<const char *> list)
{
    QJsonArray a;
    for (const char *n : list)
        a.append(QLatin1String(n));
    return a;
}

} // namespace

class TestFleetPlan : public QObject
{
    Q_OBJECT

    SshdFixture m_sshd;
    QTemporaryDir m_dir;
    QStringList m_names; // one per machine port, in addMachine order
    QStringList m_roots;
    int m_closed = 0;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // A YAML inventory of the named machines, plus "gone" (nobody listens
    // on its port) when asked.
    QString inventory(const QString &file, const QStringList &hosts, bool withGone)
    {
        QByteArray y = "all:\n  hosts:\n";
        for (const QString &n : hosts)
            y += inventoryHost(n, m_sshd.machinePort(int(m_names.indexOf(n))), 4);
        if (withGone)
            y += inventoryHost(QStringLiteral("gone"), m_closed, 4, false);
        const QString p = path(file);
        return writeFileMakingDirs(p, y) ? p : QString();
    }

    ProgramRun fleetPlan(const QStringList &args)
    {
        return runCli(QStringList{QStringLiteral("fleet"), QStringLiteral("plan"),
                                  QStringLiteral("--ssh-config"), m_sshd.clientConfig()} +
                      args);
    }

    // ansible-playbook with a home of the test's own.
    ProgramRun playbook(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString home = path(QStringLiteral("ansible-home"));
        QDir().mkpath(home);
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("ANSIBLE_NOCOLOR"), QStringLiteral("1"));
        env.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), home + QStringLiteral("/tmp"));
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("ansible-playbook"), args);
        ProgramRun r;
        if (!p.waitForStarted(60000))
            return r;
        p.closeWriteChannel();
        if (!p.waitForFinished(300000)) {
            p.kill();
            p.waitForFinished();
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        return r;
    }

private slots:
    void initTestCase();
    void cleanupTestCase() { m_sshd.stop(); }
    void planPerClass();
    void everyHostResolves();
    void tableNamesWhatIsWrong();
    void classWithoutPlan();
    void ansiblePlays();
    void irqbalanceOnTheCollectedCopy();
    void queuesSteeredOnEveryHost();
    void usage_data();
    void usage();
};

void TestFleetPlan::initTestCase()
{
    if (!QFileInfo(kCli).isExecutable())
        QSKIP("irqatlas-cli is not built");
    if (QStandardPaths::findExecutable(QStringLiteral("ansible-inventory")).isEmpty() ||
        QStandardPaths::findExecutable(QStringLiteral("ansible-playbook")).isEmpty())
        QSKIP("ansible-inventory is not installed (Debian ansible-core)");
    if (::geteuid() != 0)
        QSKIP("the hosts' namespaces and bind mounts need root");
    if (!QFileInfo(QStringLiteral("/usr/bin/unshare")).isExecutable())
        QSKIP("unshare is not installed (util-linux)");
    const ServedFleet served = serveFleetMachines(m_sshd, m_dir.path(),
                                                  {{QStringLiteral("alpha-1"), kAlphaMachine},
                                                   {QStringLiteral("alpha-2"), kAlphaMachine},
                                                   {QStringLiteral("alpha-3"), kAlphaMachine},
                                                   {QStringLiteral("alpha-4"), kAlphaMachine},
                                                   {QStringLiteral("beta-1"), kBetaMachine},
                                                   {QStringLiteral("beta-2"), kBetaMachine}});
    QVERIFY2(served.error.isEmpty(), qPrintable(served.error));
    m_names = served.names;
    m_roots = served.roots;
    QVERIFY(renumberSecondQueue(m_roots.at(2)));
    // beta-2 has no /sys/class/net; alpha-4's NIC one transmit queue.
    for (int i : {0, 1, 2, 4})
        QVERIFY(addNicQueues(m_roots.at(i), 2));
    QVERIFY(addNicQueues(m_roots.at(3), 1));
    if (!m_sshd.start())
        QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
    m_closed = closedLoopbackPort();
    QVERIFY(m_closed > 0);
    qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
}

// Two classes, two plans, each made on the class's first host by name and
// checked on every host of its class; alpha-3's queues are not where the
// plan looks, "gone" has no plan; exit 1, and every file written. A second
// run into the folder overwrites nothing.
void TestFleetPlan::planPerClass()
{
    // Listed out of name order: the representative is chosen by name.
    const QString inv =
        inventory(QStringLiteral("inv.yml"),
                  {QStringLiteral("beta-2"), QStringLiteral("alpha-2"), QStringLiteral("alpha-3"),
                   QStringLiteral("alpha-1"), QStringLiteral("beta-1")},
                  true);
    QVERIFY(!inv.isEmpty());
    const QString out = path(QStringLiteral("plans"));
    const ProgramRun r = fleetPlan(
        {QStringLiteral("--inventory"), inv, QStringLiteral("--algorithm"),
         QStringLiteral("policy"), QStringLiteral("--irqs"), QStringLiteral("name:eth0"),
         QStringLiteral("--out"), out, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.code == 1, r.err.constData());
    QCOMPARE(fileBytes(out + QStringLiteral("/manifest.json")), r.out);
    const QJsonObject m = jsonOf(r.out);
    QCOMPARE(m.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-fleet-plan"));
    QCOMPARE(m.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(m.value(QStringLiteral("algorithm")).toString(), QStringLiteral("policy"));
    QCOMPARE(m.value(QStringLiteral("irqs")).toString(), QStringLiteral("name:eth0"));
    QCOMPARE(m.value(QStringLiteral("complete")).toBool(true), false);

    const QJsonArray classes = m.value(QStringLiteral("classes")).toArray();
    QCOMPARE(classes.size(), 2);
    const QJsonObject a = classes.at(0).toObject();
    QCOMPARE(a.value(QStringLiteral("id")).toString(), QStringLiteral("A"));
    QCOMPARE(a.value(QStringLiteral("plan")).toString(), QStringLiteral("class-A.json"));
    QCOMPARE(a.value(QStringLiteral("representative")).toString(), QStringLiteral("alpha-1"));
    QCOMPARE(a.value(QStringLiteral("hosts")).toArray(), names({"alpha-1", "alpha-2", "alpha-3"}));
    QCOMPARE(a.value(QStringLiteral("resolves")).toArray(), names({"alpha-1", "alpha-2"}));
    QCOMPARE(a.value(QStringLiteral("assignments")).toInt(), 2);
    QVERIFY(a.value(QStringLiteral("error")).isNull());
    const QJsonArray missed = a.value(QStringLiteral("unresolved")).toArray();
    QCOMPARE(missed.size(), 1);
    QCOMPARE(missed.at(0).toObject().value(QStringLiteral("host")).toString(),
             QStringLiteral("alpha-3"));
    const QJsonArray why = missed.at(0).toObject().value(QStringLiteral("problems")).toArray();
    QCOMPARE(why.size(), 2);
    QVERIFY2(why.at(0).toString().contains(QLatin1String("irq 41")) &&
                 why.at(0).toString().contains(QLatin1String("no such interrupt")),
             qPrintable(why.at(0).toString()));
    // Its tx-1 is served by no IRQ of the plan: the plan's XPS for it would
    // follow an interrupt that is not there.
    QCOMPARE(why.at(1).toString(), kAlpha3Steering);
    QCOMPARE(a.value(QStringLiteral("queues")).toInt(), 2);
    QVERIFY(a.value(QStringLiteral("notes")).toArray().isEmpty());
    const QJsonObject b = classes.at(1).toObject();
    QCOMPARE(b.value(QStringLiteral("representative")).toString(), QStringLiteral("beta-1"));
    QCOMPARE(b.value(QStringLiteral("resolves")).toArray(), names({"beta-1", "beta-2"}));
    QVERIFY(b.value(QStringLiteral("unresolved")).toArray().isEmpty());
    // beta-2 has no /sys/class/net: a note, not a failure.
    const QJsonArray notes = b.value(QStringLiteral("notes")).toArray();
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes.at(0).toObject().value(QStringLiteral("host")).toString(),
             QStringLiteral("beta-2"));
    QCOMPARE(notes.at(0).toObject().value(QStringLiteral("notes")).toArray(),
             QJsonArray{QStringLiteral("the source has no network queues (/sys/class/net): the "
                                       "plan's 2 queue(s) are not checked")});

    // Every host in the order listed; the one that did not answer has no plan.
    QCOMPARE(m.value(QStringLiteral("hosts")).toArray().size(), 6);
    const QJsonObject a3 = entryNamed(m, "hosts", "name", QStringLiteral("alpha-3"));
    QCOMPARE(a3.value(QStringLiteral("plan")).toString(), QStringLiteral("class-A.json"));
    QCOMPARE(a3.value(QStringLiteral("resolves")).toBool(true), false);
    const QJsonObject b2 = entryNamed(m, "hosts", "name", QStringLiteral("beta-2"));
    QCOMPARE(b2.value(QStringLiteral("class")).toString(), QStringLiteral("B"));
    QCOMPARE(b2.value(QStringLiteral("plan")).toString(), QStringLiteral("class-B.json"));
    QCOMPARE(b2.value(QStringLiteral("resolves")).toBool(), true);
    const QJsonObject gone = entryNamed(m, "hosts", "name", QStringLiteral("gone"));
    QCOMPARE(gone.value(QStringLiteral("status")).toString(), QStringLiteral("unreachable"));
    QVERIFY(!gone.value(QStringLiteral("error")).toString().isEmpty());
    QVERIFY(gone.value(QStringLiteral("plan")).isNull());
    QVERIFY(gone.value(QStringLiteral("class")).isNull());

    // A plan file like plan's: both NIC queues by name and device, made on
    // alpha-1, which export reads as it is.
    const QJsonObject planA = jsonOf(fileBytes(out + QStringLiteral("/class-A.json")));
    QCOMPARE(planA.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-plan"));
    QCOMPARE(planA.value(QStringLiteral("host")).toObject().value(QStringLiteral("hostname")),
             QJsonValue(QStringLiteral("alpha-1")));
    const QJsonArray entries = planA.value(QStringLiteral("assignments")).toArray();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(1).toObject().value(QStringLiteral("match")).toString(),
             QStringLiteral("eth0-TxRx-1@0000:3b:00.0"));
    const ProgramRun exported =
        runCli({QStringLiteral("export"), out + QStringLiteral("/class-B.json"),
                QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(exported.code == 0, exported.err.constData());
    QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden),
             (QStringList{QStringLiteral("class-A.json"), QStringLiteral("class-B.json"),
                          QStringLiteral("manifest.json")}));

    // Nothing is overwritten: refused before any host is read.
    const QByteArray before = fileBytes(out + QStringLiteral("/class-A.json"));
    const ProgramRun again =
        fleetPlan({QStringLiteral("--inventory"), inv, QStringLiteral("--algorithm"),
                   QStringLiteral("policy"), QStringLiteral("--irqs"), QStringLiteral("all"),
                   QStringLiteral("--out"), out});
    QCOMPARE(again.code, 1);
    QVERIFY2(again.err.contains("manifest.json exists already"), again.err.constData());
    QCOMPARE(fileBytes(out + QStringLiteral("/class-A.json")), before);
    // A class plan already there (the manifest gone) is refused as well, and
    // nothing of the run is written.
    QVERIFY(QFile::remove(out + QStringLiteral("/manifest.json")));
    const ProgramRun third =
        fleetPlan({QStringLiteral("--inventory"), inv, QStringLiteral("--algorithm"),
                   QStringLiteral("policy"), QStringLiteral("--irqs"), QStringLiteral("all"),
                   QStringLiteral("--out"), out});
    QCOMPARE(third.code, 1);
    QVERIFY2(third.err.contains("class-A.json already exists"), third.err.constData());
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/manifest.json")));
    QCOMPARE(fileBytes(out + QStringLiteral("/class-A.json")), before);
}

// Every host read and every plan resolving: exit 0, the table per class.
void TestFleetPlan::everyHostResolves()
{
    const QString inv = inventory(
        QStringLiteral("good.yml"),
        {QStringLiteral("alpha-2"), QStringLiteral("alpha-1"), QStringLiteral("beta-1")}, false);
    const QString out = path(QStringLiteral("good"));
    const ProgramRun r =
        fleetPlan({QStringLiteral("--inventory"), inv, QStringLiteral("--algorithm"),
                   QStringLiteral("policy"), QStringLiteral("--irqs"), QStringLiteral("name:eth0"),
                   QStringLiteral("--out"), out});
    QVERIFY2(r.code == 0, r.err.constData());
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines.at(0).startsWith(QLatin1String("CLASS")), r.out.constData());
    QCOMPARE(lines.at(1).simplified(), QStringLiteral("A class-A.json alpha-1 2 2 2"));
    QCOMPARE(lines.at(2).simplified(), QStringLiteral("B class-B.json beta-1 1 1 2"));
    QCOMPARE(jsonOf(fileBytes(out + QStringLiteral("/manifest.json")))
                 .value(QStringLiteral("complete"))
                 .toBool(),
             true);
}

// The table's lines after the classes: the host where the plan does not
// resolve, with the resolver's words, and the host not read.
void TestFleetPlan::tableNamesWhatIsWrong()
{
    const QString inv = inventory(QStringLiteral("table.yml"),
                                  {QStringLiteral("alpha-3"), QStringLiteral("alpha-1")}, true);
    const ProgramRun r =
        fleetPlan({QStringLiteral("--inventory"), inv, QStringLiteral("--algorithm"),
                   QStringLiteral("policy"), QStringLiteral("--irqs"), QStringLiteral("name:eth0"),
                   QStringLiteral("--out"), path(QStringLiteral("table"))});
    QCOMPARE(r.code, 1);
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.at(1).simplified(), QStringLiteral("A class-A.json alpha-1 2 1 2"));
    QCOMPARE(lines.at(2), QStringLiteral("alpha-3: class-A.json does not resolve: assignment 1 "
                                         "(irq 41, eth0-TxRx-1@0000:3b:00.0): no such interrupt "
                                         "on this machine"));
    QCOMPARE(lines.at(3),
             QStringLiteral("alpha-3: class-A.json does not resolve: ") + kAlpha3Steering);
    QVERIFY2(lines.at(4).startsWith(QLatin1String("gone: unreachable, no plan: ")),
             r.out.constData());
}

// A selector that selects nothing on the representative leaves its class
// without a plan: the planner's words in the manifest, no plan file, exit 1.
void TestFleetPlan::classWithoutPlan()
{
    const QString inv = inventory(QStringLiteral("noplan.yml"), {QStringLiteral("alpha-1")}, false);
    const QString out = path(QStringLiteral("noplan"));
    const ProgramRun r = fleetPlan(
        {QStringLiteral("--inventory"), inv, QStringLiteral("--algorithm"),
         QStringLiteral("policy"), QStringLiteral("--irqs"), QStringLiteral("45"),
         QStringLiteral("--out"), out, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 1);
    const QJsonObject m = jsonOf(r.out);
    QCOMPARE(m.value(QStringLiteral("complete")).toBool(true), false);
    const QJsonObject a = entryNamed(m, "classes", "id", QStringLiteral("A"));
    QVERIFY(a.value(QStringLiteral("plan")).isNull());
    QCOMPARE(a.value(QStringLiteral("representative")).toString(), QStringLiteral("alpha-1"));
    QVERIFY2(a.value(QStringLiteral("error")).toString().contains(QLatin1String("\"45\"")),
             qPrintable(a.value(QStringLiteral("error")).toString()));
    QVERIFY(entryNamed(m, "hosts", "name", QStringLiteral("alpha-1"))
                .value(QStringLiteral("plan"))
                .isNull());
    QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("manifest.json")});
}

// --format ansible: per class the play export writes for the class's plan,
// its hosts the class's hosts, and the export options passed through.
void TestFleetPlan::ansiblePlays()
{
    const QString inv = inventory(
        QStringLiteral("play.yml"),
        {QStringLiteral("alpha-1"), QStringLiteral("beta-1"), QStringLiteral("alpha-2")}, false);
    const QString out = path(QStringLiteral("plays"));
    const ProgramRun r =
        fleetPlan({QStringLiteral("--inventory"), inv, QStringLiteral("--algorithm"),
                   QStringLiteral("policy"), QStringLiteral("--irqs"), QStringLiteral("name:eth0"),
                   QStringLiteral("--out"), out, QStringLiteral("--format"),
                   QStringLiteral("ansible"), QStringLiteral("--serial"), QStringLiteral("2"),
                   QStringLiteral("--check-command"), QStringLiteral("true")});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(QString::fromUtf8(r.out).startsWith(QLatin1String("CLASS")), r.out.constData());
    const QJsonObject m = jsonOf(fileBytes(out + QStringLiteral("/manifest.json")));
    QCOMPARE(entryNamed(m, "classes", "id", QStringLiteral("A")).value(QStringLiteral("ansible")),
             QJsonValue(QStringLiteral("class-A/")));

    // Each play folder moved into place whole: no staging folder left.
    QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden),
             (QStringList{QStringLiteral("class-A"), QStringLiteral("class-A.json"),
                          QStringLiteral("class-B"), QStringLiteral("class-B.json"),
                          QStringLiteral("manifest.json")}));

    // Byte for byte what export makes of the class's plan file.
    const QString byExport = path(QStringLiteral("export-A"));
    const ProgramRun e = runCli(
        {QStringLiteral("export"), out + QStringLiteral("/class-A.json"),
         QStringLiteral("--format"), QStringLiteral("ansible"), QStringLiteral("--out"), byExport,
         QStringLiteral("--hosts"), QStringLiteral("alpha-1,alpha-2"), QStringLiteral("--serial"),
         QStringLiteral("2"), QStringLiteral("--check-command"), QStringLiteral("true")});
    QVERIFY2(e.code == 0, e.err.constData());
    const QStringList files = QDir(byExport).entryList(QDir::Files);
    QVERIFY(files.contains(QStringLiteral("rollout.yml")));
    QCOMPARE(QDir(out + QStringLiteral("/class-A")).entryList(QDir::Files), files);
    for (const QString &f : files)
        QCOMPARE(fileBytes(out + QStringLiteral("/class-A/") + f),
                 fileBytes(byExport + QLatin1Char('/') + f));

    // A class of a few hundred hosts with long names fits in a play's
    // hosts:, as export takes it too; a list past 64 KiB does not.
    QStringList many;
    for (int i = 0; i < 300; ++i)
        many << QStringLiteral("db-%1.eu-west.example.com").arg(i, 3, 10, QLatin1Char('0'));
    const ProgramRun big = runCli({QStringLiteral("export"), out + QStringLiteral("/class-B.json"),
                                   QStringLiteral("--format"), QStringLiteral("ansible"),
                                   QStringLiteral("--out"), path(QStringLiteral("export-big")),
                                   QStringLiteral("--hosts"), many.join(QLatin1Char(','))});
    QVERIFY2(big.code == 0, big.err.constData());
    QVERIFY(fileBytes(path(QStringLiteral("export-big/rollout.yml")))
                .contains("db-000.eu-west.example.com,db-001.eu-west.example.com,"));
    const ProgramRun huge = runCli({QStringLiteral("export"), out + QStringLiteral("/class-B.json"),
                                    QStringLiteral("--format"), QStringLiteral("ansible"),
                                    QStringLiteral("--out"), path(QStringLiteral("export-huge")),
                                    QStringLiteral("--hosts"), QString(65537, QLatin1Char('h'))});
    QCOMPARE(huge.code, 2);

    // Ansible itself picks each class's hosts, and only those, from the
    // inventory.
    const auto listed = [&](const char *cls) {
        const ProgramRun l =
            playbook({QStringLiteral("-i"), inv, QStringLiteral("--list-hosts"),
                      out + QStringLiteral("/class-%1/rollout.yml").arg(QLatin1String(cls))});
        return l;
    };
    const ProgramRun la = listed("A");
    QVERIFY2(la.code == 0, la.out.constData());
    QVERIFY2(la.out.contains("hosts (2)") && la.out.contains("alpha-1") &&
                 la.out.contains("alpha-2") && !la.out.contains("beta-1"),
             la.out.constData());
    const ProgramRun lb = listed("B");
    QVERIFY2(lb.code == 0, lb.out.constData());
    QVERIFY2(lb.out.contains("hosts (1)") && lb.out.contains("beta-1") &&
                 !lb.out.contains("alpha-"),
             lb.out.constData());
}

// irqbalance reads a machine's own files: in a fleet, the copy collected
// from the representative (plan --host has none and refuses).
void TestFleetPlan::irqbalanceOnTheCollectedCopy()
{
    if (QStandardPaths::findExecutable(QStringLiteral("irqbalance"),
                                       {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")})
            .isEmpty())
        QSKIP("irqbalance is not installed");
    const QString inv = inventory(QStringLiteral("irqbalance.yml"),
                                  {QStringLiteral("alpha-2"), QStringLiteral("alpha-1")}, false);
    const QString out = path(QStringLiteral("irqbalance"));
    const ProgramRun r = fleetPlan(
        {QStringLiteral("--inventory"), inv, QStringLiteral("--algorithm"),
         QStringLiteral("irqbalance"), QStringLiteral("--irqs"), QStringLiteral("name:eth0"),
         QStringLiteral("--out"), out, QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonObject a = entryNamed(jsonOf(r.out), "classes", "id", QStringLiteral("A"));
    QVERIFY2(r.code == 0,
             qPrintable(a.value(QStringLiteral("error")).toString() + QString::fromUtf8(r.err)));
    QCOMPARE(a.value(QStringLiteral("resolves")).toArray(), names({"alpha-1", "alpha-2"}));
    const QJsonObject plan = jsonOf(fileBytes(out + QStringLiteral("/class-A.json")));
    QCOMPARE(plan.value(QStringLiteral("generator"))
                 .toObject()
                 .value(QStringLiteral("algorithm"))
                 .toString(),
             QStringLiteral("irqbalance"));
    // It ran: over alpha-1's copy, which has no PCI device for the NIC, so
    // irqbalance keeps the queues out of its tree and the plan moves none.
    const QJsonArray notes = plan.value(QStringLiteral("notes")).toArray();
    QVERIFY(!notes.isEmpty());
    QVERIFY2(notes.at(0).toString().contains(QLatin1String("irqbalance --oneshot")),
             qPrintable(notes.at(0).toString()));
    QCOMPARE(plan.value(QStringLiteral("host")).toObject().value(QStringLiteral("hostname")),
             QJsonValue(QStringLiteral("alpha-1")));
}

// The plans steer queues as plan does on each representative (XPS of each
// transmit queue on its IRQ's CPUs), checked on every host of the class: a
// NIC with a transmit queue fewer does not resolve, a host without
// /sys/class/net gets a note and is not failed; queues=false steers none.
void TestFleetPlan::queuesSteeredOnEveryHost()
{
    const QString inv = inventory(QStringLiteral("queues.yml"),
                                  {QStringLiteral("alpha-4"), QStringLiteral("alpha-2"),
                                   QStringLiteral("alpha-1"), QStringLiteral("beta-2")},
                                  false);
    const QStringList args{QStringLiteral("--inventory"), inv,
                           QStringLiteral("--algorithm"), QStringLiteral("policy"),
                           QStringLiteral("--irqs"),      QStringLiteral("name:eth0")};
    const QString out = path(QStringLiteral("queues"));
    const ProgramRun r =
        fleetPlan(args + QStringList{QStringLiteral("--out"), out, QStringLiteral("--format"),
                                     QStringLiteral("json")});
    QVERIFY2(r.code == 1, r.out.constData());
    const QJsonObject m = jsonOf(r.out);
    const QJsonObject a = entryNamed(m, "classes", "id", QStringLiteral("A"));
    QCOMPARE(a.value(QStringLiteral("queues")).toInt(), 2);
    QCOMPARE(a.value(QStringLiteral("resolves")).toArray(), names({"alpha-1", "alpha-2"}));
    const QJsonArray missed = a.value(QStringLiteral("unresolved")).toArray();
    QCOMPARE(missed.size(), 1);
    QCOMPARE(missed.at(0).toObject().value(QStringLiteral("host")).toString(),
             QStringLiteral("alpha-4"));
    QCOMPARE(missed.at(0).toObject().value(QStringLiteral("problems")).toArray(),
             QJsonArray{QStringLiteral("queues[1] (eth0 tx-1): no such queue (eth0 has 1 tx "
                                       "queue(s))")});
    QVERIFY(a.value(QStringLiteral("notes")).toArray().isEmpty());
    // beta-2, alone in its class, is its representative: no queues to steer.
    const QJsonObject b = entryNamed(m, "classes", "id", QStringLiteral("B"));
    QCOMPARE(b.value(QStringLiteral("resolves")).toArray(), names({"beta-2"}));
    QCOMPARE(b.value(QStringLiteral("queues")).toInt(), 0);
    const QJsonArray notes = b.value(QStringLiteral("notes")).toArray();
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes.at(0).toObject().value(QStringLiteral("host")).toString(),
             QStringLiteral("beta-2"));
    QCOMPARE(notes.at(0).toObject().value(QStringLiteral("notes")).toArray(),
             QJsonArray{QStringLiteral("the host has no network queues (/sys/class/net): the "
                                       "plan steers none")});

    // The class's queues are exactly what plan makes on the representative.
    const QJsonObject planA = jsonOf(fileBytes(out + QStringLiteral("/class-A.json")));
    const QJsonArray queues = planA.value(QStringLiteral("queues")).toArray();
    QCOMPARE(queues.size(), 2);
    const ProgramRun own =
        runCli({QStringLiteral("plan"), QStringLiteral("--root"), m_roots.at(0),
                QStringLiteral("--algorithm"), QStringLiteral("policy"), QStringLiteral("--irqs"),
                QStringLiteral("name:eth0"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(own.code == 0, own.err.constData());
    QCOMPARE(queues, jsonOf(own.out).value(QStringLiteral("queues")).toArray());
    QCOMPARE(planA.value(QStringLiteral("assignments")),
             jsonOf(own.out).value(QStringLiteral("assignments")));

    // The table says what was not checked.
    const ProgramRun table = fleetPlan(
        args + QStringList{QStringLiteral("--out"), path(QStringLiteral("queues-table"))});
    QCOMPARE(table.code, 1);
    QVERIFY2(table.out.contains("\nbeta-2: class-B.json: note: the host has no network queues "
                                "(/sys/class/net): the plan steers none\n"),
             table.out.constData());

    // queues=false: the planner steers nothing and no host's queues matter.
    const QString off = path(QStringLiteral("queues-off"));
    const ProgramRun r2 =
        fleetPlan(args + QStringList{QStringLiteral("--param"), QStringLiteral("queues=false"),
                                     QStringLiteral("--out"), off, QStringLiteral("--format"),
                                     QStringLiteral("json")});
    QVERIFY2(r2.code == 0, r2.out.constData());
    const QJsonObject a2 = entryNamed(jsonOf(r2.out), "classes", "id", QStringLiteral("A"));
    QCOMPARE(a2.value(QStringLiteral("queues")).toInt(), 0);
    QCOMPARE(a2.value(QStringLiteral("resolves")).toArray(),
             names({"alpha-1", "alpha-2", "alpha-4"}));
    QVERIFY(jsonOf(fileBytes(off + QStringLiteral("/class-A.json")))
                .value(QStringLiteral("queues"))
                .toArray()
                .isEmpty());
}

void TestFleetPlan::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("said");
    const QStringList base{QStringLiteral("--hosts"), QStringLiteral("h.txt"),
                           QStringLiteral("--out"), QStringLiteral("o")};
    QTest::newRow("no algorithm") << base + QStringList{QStringLiteral("--irqs"),
                                                        QStringLiteral("all")}
                                  << "--algorithm NAME is required";
    QTest::newRow("unknown algorithm")
        << base + QStringList{QStringLiteral("--algorithm"), QStringLiteral("zigzag"),
                              QStringLiteral("--irqs"), QStringLiteral("all")}
        << "unknown algorithm \"zigzag\"";
    QTest::newRow("no selector") << base + QStringList{QStringLiteral("--algorithm"),
                                                       QStringLiteral("policy")}
                                 << "--irqs SELECTOR is required";
    QTest::newRow("bad selector") << base + QStringList{QStringLiteral("--algorithm"),
                                                        QStringLiteral("policy"),
                                                        QStringLiteral("--irqs"),
                                                        QStringLiteral("eth0-9x")}
                                  << "--irqs: IRQ selector term \"eth0-9x\"";
    QTest::newRow("unknown param")
        << base + QStringList{QStringLiteral("--algorithm"), QStringLiteral("policy"),
                              QStringLiteral("--irqs"),      QStringLiteral("all"),
                              QStringLiteral("--param"),     QStringLiteral("wobble=1")}
        << "--param wobble: algorithm policy takes no such parameter";
    QTest::newRow("no out") << QStringList{QStringLiteral("--hosts"),     QStringLiteral("h.txt"),
                                           QStringLiteral("--algorithm"), QStringLiteral("policy"),
                                           QStringLiteral("--irqs"),      QStringLiteral("all")}
                            << "fleet plan needs --out DIR";
    QTest::newRow("no host list") << QStringList{QStringLiteral("--algorithm"),
                                                 QStringLiteral("policy"),
                                                 QStringLiteral("--irqs"),
                                                 QStringLiteral("all"),
                                                 QStringLiteral("--out"),
                                                 QStringLiteral("o")}
                                  << "fleet plan needs one of --inventory FILE and --hosts FILE";
    QTest::newRow("serial without ansible")
        << base + QStringList{QStringLiteral("--algorithm"), QStringLiteral("policy"),
                              QStringLiteral("--irqs"),      QStringLiteral("all"),
                              QStringLiteral("--serial"),    QStringLiteral("2")}
        << "--serial goes with --format ansible";
    QTest::newRow("bad serial") << base +
                                       QStringList{
                                           QStringLiteral("--algorithm"), QStringLiteral("policy"),
                                           QStringLiteral("--irqs"),      QStringLiteral("all"),
                                           QStringLiteral("--format"),    QStringLiteral("ansible"),
                                           QStringLiteral("--serial"),    QStringLiteral("lots")}
                                << "--serial: \"lots\"";
    QTest::newRow("csv") << base +
                                QStringList{QStringLiteral("--algorithm"), QStringLiteral("policy"),
                                            QStringLiteral("--irqs"),      QStringLiteral("all"),
                                            QStringLiteral("--format"),    QStringLiteral("csv")}
                         << "unknown --format \"csv\"";
    QTest::newRow("argument") << base + QStringList{QStringLiteral("extra")}
                              << "fleet plan takes no arguments, got \"extra\"";
}

// Bad arguments are exit 2 with a message naming what was given, before
// any host list is read (h.txt does not exist) or folder made.
void TestFleetPlan::usage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, said);
    const ProgramRun r =
        runCli(QStringList{QStringLiteral("fleet"), QStringLiteral("plan")} + args);
    QVERIFY2(r.code == 2, r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(said), r.err.constData());
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(QStringLiteral("o")));
}

QTEST_GUILESS_MAIN(TestFleetPlan)
#include "tst_fleetplan.moc"
