#include "faketree.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using irqatlas::test::FakeTree;
using irqatlas::test::ProgramRun;
using irqatlas::test::runCli;

namespace {

// The milan0 IRQ table (EPYC 7543 x2) with the small two-node topology: the
// plan commands only need CPU ids that exist in the topology.
QStringList machine()
{
    return {QStringLiteral("--root"), irqatlas::test::dataPath(QStringLiteral("plans/root-milan0")),
            QStringLiteral("--topology"),
            irqatlas::test::dataPath(QStringLiteral("plans/two-node-smt2.json"))};
}

// A saved machine with eth0 on node 1 of two-node-smt2 (CPUs 2-3, 6-7):
// IRQs 41 and 42 serve rx-0/tx-0 and rx-1/tx-1 (ixgbe's names).
void writeNicMachine(FakeTree &t)
{
    t.write(QStringLiteral("/proc/interrupts"),
            "            CPU0       CPU1       CPU2       CPU3       CPU4       CPU5       CPU6"
            "       CPU7\n"
            " 41:          1          0          0          0          0          0          0"
            "          0   PCI-MSIX-0000:3b:00.0   0-edge      eth0-TxRx-0\n"
            " 42:          1          0          0          0          0          0          0"
            "          0   PCI-MSIX-0000:3b:00.0   1-edge      eth0-TxRx-1\n");
    for (const char *irq : {"41", "42"}) {
        const QString d = QStringLiteral("/proc/irq/%1/").arg(QLatin1String(irq));
        t.write(d + QStringLiteral("smp_affinity"), "ff\n");
        t.write(d + QStringLiteral("smp_affinity_list"), "0-7\n");
        t.write(d + QStringLiteral("effective_affinity_list"), "0\n");
        t.write(d + QStringLiteral("node"), "1\n");
    }
    const QString eth0 = QStringLiteral("/sys/devices/pci0000:00/0000:3b:00.0/net/eth0");
    t.symlink(QStringLiteral("/sys/class/net/eth0"),
              QStringLiteral("../../devices/pci0000:00/0000:3b:00.0/net/eth0"));
    for (const char *q : {"rx-0", "rx-1"}) {
        const QString d = eth0 + QStringLiteral("/queues/") + QLatin1String(q);
        t.write(d + QStringLiteral("/rps_cpus"), "00\n");
        t.write(d + QStringLiteral("/rps_flow_cnt"), "0\n");
    }
    for (const char *q : {"tx-0", "tx-1"}) {
        const QString d = eth0 + QStringLiteral("/queues/") + QLatin1String(q);
        t.write(d + QStringLiteral("/xps_cpus"), "01\n");
        t.write(d + QStringLiteral("/xps_rxqs"), "0\n");
    }
}

} // namespace

class TestPlanCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void exitCodes_data();
    void exitCodes();
    void planThenDiff();
    void compareJson();
    void compareNode();
    void compareAgainstCurrent();
    void diffSaysWhereItFired();
    void planHelpListsParams();
    void queuesThroughPlanDiffCompare();
    void diffCsvThreadCpus();
};

void TestPlanCli::initTestCase()
{
    if (!QFile::exists(QStringLiteral(IRQATLAS_CLI_PATH)))
        QSKIP("irqatlas-cli is not built");
}

void TestPlanCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("stderrHas");
    const QString bad = irqatlas::test::dataPath(QStringLiteral("plans/bad-duplicate-irq.json"));
    QTest::newRow("diff invalid plan") << (QStringList{QStringLiteral("diff"), bad} + machine())
                                       << 1 << "assignment 2 (irq 142): duplicate IRQ";
    QTest::newRow("plan without algorithm")
        << (QStringList{QStringLiteral("plan"), QStringLiteral("--irqs"), QStringLiteral("all")} +
            machine())
        << 2 << "--algorithm NAME is required";
    QTest::newRow("unknown algorithm")
        << (QStringList{QStringLiteral("compare"), QStringLiteral("--irqs"), QStringLiteral("all"),
                        QStringLiteral("--algorithms"), QStringLiteral("balance,nope")} +
            machine())
        << 2 << "unknown algorithm \"nope\"";
    QTest::newRow("selector without match")
        << (QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"),
                        QStringLiteral("balance"), QStringLiteral("--irqs"),
                        QStringLiteral("driver:mlx5")} +
            machine())
        << 1 << "term \"driver:mlx5\" selects no interrupt";
}

void TestPlanCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, stderrHas);
    const ProgramRun r = runCli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(QString::fromUtf8(r.err).contains(stderrHas), r.err.constData());
}

void TestPlanCli::planThenDiff()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("nvme.json"));
    // nvme0q1..q128 are managed (immovable); only the admin queue nvme0q0 (IRQ 186) is planned.
    const ProgramRun plan =
        runCli(QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"),
                           QStringLiteral("policy-all"), QStringLiteral("--irqs"),
                           QStringLiteral("driver:nvme0q"), QStringLiteral("--out"), file,
                           QStringLiteral("--format"), QStringLiteral("json")} +
               machine());
    QVERIFY2(plan.code == 0, plan.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(plan.out).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-plan"));
    const QJsonArray as = o.value(QStringLiteral("assignments")).toArray();
    QCOMPARE(as.size(), 1);
    QCOMPARE(as.at(0).toObject().value(QStringLiteral("irq")).toInt(), 186);
    QCOMPARE(as.at(0).toObject().value(QStringLiteral("cpus")).toString(), QStringLiteral("0"));
    QVERIFY(QFile::exists(file));

    const ProgramRun diff = runCli(QStringList{QStringLiteral("diff"), file,
                                               QStringLiteral("--format"), QStringLiteral("csv")} +
                                   machine());
    QVERIFY2(diff.code == 0, diff.err.constData());
    const QList<QByteArray> lines = diff.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0),
             QByteArray("index,irq,match,status,matched_by,from,to,name,note,thread_cpus"));
    QVERIFY2(lines.at(1).startsWith("0,186,"), lines.at(1).constData());
    QVERIFY(lines.at(1).contains(",changed,key,"));
    // The threads follow the IRQ: thread_cpus is empty.
    QVERIFY2(lines.at(1).endsWith(','), lines.at(1).constData());
}

void TestPlanCli::compareJson()
{
    const ProgramRun r =
        runCli(QStringList{QStringLiteral("compare"), QStringLiteral("--irqs"),
                           QStringLiteral("driver:nvme0q"), QStringLiteral("--algorithms"),
                           QStringLiteral("policy-all,balance"), QStringLiteral("--format"),
                           QStringLiteral("json")} +
               machine());
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonArray algs =
        QJsonDocument::fromJson(r.out).object().value(QStringLiteral("algorithms")).toArray();
    QCOMPARE(algs.size(), 2);
    QCOMPARE(algs.at(0).toObject().value(QStringLiteral("algorithm")).toString(),
             QStringLiteral("policy-all"));
    QCOMPARE(algs.at(1).toObject().value(QStringLiteral("algorithm")).toString(),
             QStringLiteral("balance"));
    QCOMPARE(algs.at(0).toObject().value(QStringLiteral("irqs_planned")).toInt(), 1);
    QCOMPARE(algs.at(0).toObject().value(QStringLiteral("cpus_used")).toInt(), 1);
}

void TestPlanCli::compareNode()
{
    // The fixture's NIC queues report no device node. Without --node the
    // distances have nothing to measure from; --node 1 is the node the
    // planners placed them by, and the score measures from it too.
    const QStringList args = QStringList{QStringLiteral("compare"),
                                         QStringLiteral("--irqs"),
                                         QStringLiteral("if:eno12399np0"),
                                         QStringLiteral("--algorithms"),
                                         QStringLiteral("policy-local,policy-remote"),
                                         QStringLiteral("--format"),
                                         QStringLiteral("json")} +
                             machine();
    const ProgramRun own = runCli(args);
    QVERIFY2(own.code == 0, own.err.constData());
    QJsonArray algs =
        QJsonDocument::fromJson(own.out).object().value(QStringLiteral("algorithms")).toArray();
    QCOMPARE(algs.size(), 2);
    for (const auto &v : std::as_const(algs)) {
        QCOMPARE(v.toObject().value(QStringLiteral("irqs_without_node")).toInt(), 32);
        QCOMPARE(v.toObject().value(QStringLiteral("mean_distance")).toDouble(), 0.0);
    }

    const ProgramRun node =
        runCli(args + QStringList{QStringLiteral("--node"), QStringLiteral("1")});
    QVERIFY2(node.code == 0, node.err.constData());
    algs = QJsonDocument::fromJson(node.out).object().value(QStringLiteral("algorithms")).toArray();
    QCOMPARE(algs.size(), 2);
    const QJsonObject local = algs.at(0).toObject(), remote = algs.at(1).toObject();
    QCOMPARE(local.value(QStringLiteral("irqs_without_node")).toInt(), 0);
    QCOMPARE(remote.value(QStringLiteral("irqs_without_node")).toInt(), 0);
    // two-node-smt2: 10 within a node, 20 across. policy-local keeps to node 1,
    // policy-remote leaves it.
    QCOMPARE(local.value(QStringLiteral("mean_distance")).toDouble(), 10.0);
    QCOMPARE(local.value(QStringLiteral("max_distance")).toInt(), 10);
    QCOMPARE(remote.value(QStringLiteral("mean_distance")).toDouble(), 20.0);
}

void TestPlanCli::compareAgainstCurrent()
{
    // The machine as it is now is the first column of the table and the CSV,
    // and a "current" object in JSON; figures without a value are "-" and say
    // why; the output says which CPUs the counts count.
    const QStringList args =
        QStringList{QStringLiteral("compare"), QStringLiteral("--irqs"),
                    QStringLiteral("if:eno12399np0"), QStringLiteral("--algorithms"),
                    QStringLiteral("policy-local,balance")} +
        machine();
    const ProgramRun table = runCli(args);
    QVERIFY2(table.code == 0, table.err.constData());
    const QList<QByteArray> lines = table.out.split('\n');
    QCOMPARE(lines.at(0).simplified(), QByteArray("METRIC current policy-local balance"));
    // No node to measure from: "-", never 0.0, with the reason under the table.
    bool sawDistance = false;
    for (const QByteArray &l : lines)
        if (l.startsWith("mean_distance")) {
            QCOMPARE(l.simplified(), QByteArray("mean_distance - - -"));
            sawDistance = true;
        }
    QVERIFY(sawDistance);
    QVERIFY2(
        table.out.contains("policy-local: - (mean_distance, max_distance): no IRQ has a NUMA node"),
        table.out.constData());
    QVERIFY(table.out.contains("CPU counts: "));

    const ProgramRun csv =
        runCli(args + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(csv.code == 0, csv.err.constData());
    QVERIFY(csv.out.startsWith("metric,policy-local,balance,current\n"));

    const ProgramRun json =
        runCli(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(json.code == 0, json.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    // The documented shape is unchanged: algorithms in order, same fields.
    const QJsonArray algs = o.value(QStringLiteral("algorithms")).toArray();
    QCOMPARE(algs.size(), 2);
    QCOMPARE(algs.at(0).toObject().value(QStringLiteral("mean_distance")).toDouble(), 0.0);
    const QJsonObject current = o.value(QStringLiteral("current")).toObject();
    QCOMPARE(current.value(QStringLiteral("algorithm")).toString(), QStringLiteral("current"));
    QVERIFY(current.contains(QStringLiteral("cpus_used")));
    // The fixture has no /proc/irq: counts are of masks, distances assumed or not as the topology
    // says.
    QCOMPARE(o.value(QStringLiteral("cpus_counted")).toString(), QStringLiteral("mask"));
    QVERIFY(o.value(QStringLiteral("distance_from_firmware")).isBool());
    QVERIFY(algs.at(0)
                .toObject()
                .value(QStringLiteral("without_value"))
                .toObject()
                .contains(QStringLiteral("mean_distance")));
    QVERIFY(!algs.at(0)
                 .toObject()
                 .value(QStringLiteral("without_value"))
                 .toObject()
                 .contains(QStringLiteral("cpus_used")));
}

void TestPlanCli::diffSaysWhereItFired()
{
    // Without /proc/irq there is no "from"; the counts say where it fired.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("nvme.json"));
    const ProgramRun plan =
        runCli(QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"),
                           QStringLiteral("policy-all"), QStringLiteral("--irqs"),
                           QStringLiteral("driver:nvme0q"), QStringLiteral("--out"), file} +
               machine());
    QVERIFY2(plan.code == 0, plan.err.constData());
    const ProgramRun diff = runCli(QStringList{QStringLiteral("diff"), file,
                                               QStringLiteral("--format"), QStringLiteral("json")} +
                                   machine());
    QVERIFY2(diff.code == 0, diff.err.constData());
    const QJsonObject e = QJsonDocument::fromJson(diff.out)
                              .object()
                              .value(QStringLiteral("entries"))
                              .toArray()
                              .at(0)
                              .toObject();
    QVERIFY(e.value(QStringLiteral("from")).isNull());
    QVERIFY2(!e.value(QStringLiteral("fired")).toString().isEmpty(), diff.out.constData());
    const ProgramRun table = runCli(QStringList{QStringLiteral("diff"), file} + machine());
    const QByteArray fired =
        QByteArray("fired:") + e.value(QStringLiteral("fired")).toString().toUtf8();
    QVERIFY2(table.out.contains(fired), table.out.constData());
}

void TestPlanCli::planHelpListsParams()
{
    const ProgramRun all = runCli({QStringLiteral("plan"), QStringLiteral("--help")});
    QCOMPARE(all.code, 0);
    const QString text = QString::fromUtf8(all.out);
    QVERIFY2(text.contains(QStringLiteral("slack=number, default 1.0")), all.out.constData());
    QVERIFY(text.contains(QStringLiteral("sort=classic|modern, default modern")));
    QVERIFY(text.contains(QStringLiteral("cpus=CPU list, required")));
    QVERIFY(text.contains(QStringLiteral("  mana-driver: ")));

    // With an algorithm named, only that one.
    const ProgramRun one = runCli({QStringLiteral("plan"), QStringLiteral("--algorithm"),
                                   QStringLiteral("group-evenly"), QStringLiteral("--help")});
    QCOMPARE(one.code, 0);
    const QString only = QString::fromUtf8(one.out);
    QVERIFY(only.contains(QStringLiteral("sort=classic|modern")));
    QVERIFY2(!only.contains(QStringLiteral("slack=")), one.out.constData());
}

// A policy plan steers each tx queue with its IRQ; the plan file, its
// table, diff (old -> new) and compare (the current steering as baseline)
// carry the queues.
void TestPlanCli::queuesThroughPlanDiffCompare()
{
    FakeTree t;
    QVERIFY(t.isValid());
    writeNicMachine(t);
    const QStringList source{QStringLiteral("--root"), t.root(), QStringLiteral("--topology"),
                             irqatlas::test::dataPath(QStringLiteral("plans/two-node-smt2.json"))};
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("nic.json"));
    const QStringList planArgs{QStringLiteral("plan"),
                               QStringLiteral("--algorithm"),
                               QStringLiteral("policy-local"),
                               QStringLiteral("--irqs"),
                               QStringLiteral("driver:eth0"),
                               QStringLiteral("--out"),
                               file};
    const ProgramRun plan =
        runCli(planArgs + QStringList{QStringLiteral("--format"), QStringLiteral("json")} + source);
    QVERIFY2(plan.code == 0, plan.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(plan.out).object();
    const QJsonArray as = o.value(QStringLiteral("assignments")).toArray();
    QCOMPARE(as.size(), 2);
    const QJsonArray qs = o.value(QStringLiteral("queues")).toArray();
    QCOMPARE(qs.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const QJsonObject q = qs.at(i).toObject();
        QCOMPARE(q.value(QStringLiteral("interface")).toString(), QStringLiteral("eth0"));
        QCOMPARE(q.value(QStringLiteral("queue")).toString(), QStringLiteral("tx-%1").arg(i));
        QCOMPARE(q.value(QStringLiteral("xps_cpus")).toString(),
                 as.at(i).toObject().value(QStringLiteral("cpus")).toString());
    }
    const ProgramRun table = runCli(planArgs + source);
    QVERIFY2(table.code == 0, table.err.constData());
    QVERIFY2(table.out.contains("# 2 queue(s)\n") && table.out.contains("XPS_RXQS"),
             table.out.constData());

    const ProgramRun diff = runCli(QStringList{QStringLiteral("diff"), file,
                                               QStringLiteral("--format"), QStringLiteral("json")} +
                                   source);
    QVERIFY2(diff.code == 0, diff.err.constData());
    const QJsonObject d = QJsonDocument::fromJson(diff.out).object();
    const QJsonArray dq = d.value(QStringLiteral("queues")).toArray();
    QCOMPARE(dq.size(), 2);
    const QJsonObject first = dq.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("field")).toString(), QStringLiteral("xps_cpus"));
    QCOMPARE(first.value(QStringLiteral("from")).toString(), QStringLiteral("0"));
    QCOMPARE(first.value(QStringLiteral("to")).toString(),
             qs.at(0).toObject().value(QStringLiteral("xps_cpus")).toString());
    QCOMPARE(first.value(QStringLiteral("status")).toString(), QStringLiteral("changed"));
    QVERIFY(d.value(QStringLiteral("queues_note")).isNull());
    const ProgramRun diffTable = runCli(QStringList{QStringLiteral("diff"), file} + source);
    QVERIFY2(diffTable.out.contains("FIELD") && diffTable.out.contains("xps_cpus"),
             diffTable.out.constData());

    const ProgramRun cmp =
        runCli(QStringList{QStringLiteral("compare"), QStringLiteral("--irqs"),
                           QStringLiteral("driver:eth0"), QStringLiteral("--algorithms"),
                           QStringLiteral("policy-local"), QStringLiteral("--format"),
                           QStringLiteral("json")} +
               source);
    QVERIFY2(cmp.code == 0, cmp.err.constData());
    const QJsonObject c = QJsonDocument::fromJson(cmp.out).object();
    const QJsonArray now =
        c.value(QStringLiteral("current")).toObject().value(QStringLiteral("queues")).toArray();
    QCOMPARE(now.size(), 2);
    QCOMPARE(now.at(1).toObject().value(QStringLiteral("xps_cpus")).toString(),
             QStringLiteral("0"));
    const QJsonArray algs = c.value(QStringLiteral("algorithms")).toArray();
    QCOMPARE(algs.size(), 1);
    QCOMPARE(algs.at(0).toObject().value(QStringLiteral("queues")).toArray().size(), 2);
}

// diff --format csv keeps one row per IRQ and says where its threads go in
// a last column: empty (they follow the IRQ), keep, or the plan's CPU list.
void TestPlanCli::diffCsvThreadCpus()
{
    FakeTree t;
    QVERIFY(t.isValid());
    writeNicMachine(t);
    const QStringList source{QStringLiteral("--root"), t.root(), QStringLiteral("--topology"),
                             irqatlas::test::dataPath(QStringLiteral("plans/two-node-smt2.json"))};
    const ProgramRun plan =
        runCli(QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"),
                           QStringLiteral("policy-local"), QStringLiteral("--irqs"),
                           QStringLiteral("driver:eth0"), QStringLiteral("--format"),
                           QStringLiteral("json")} +
               source);
    QVERIFY2(plan.code == 0, plan.err.constData());
    QJsonObject o = QJsonDocument::fromJson(plan.out).object();
    QJsonArray as = o.value(QStringLiteral("assignments")).toArray();
    QCOMPARE(as.size(), 2);
    QJsonObject first = as.at(0).toObject();
    first.insert(QStringLiteral("thread_cpus"), QStringLiteral("keep"));
    as.replace(0, first);
    QJsonObject second = as.at(1).toObject();
    second.insert(QStringLiteral("thread_cpus"), QStringLiteral("2,6"));
    as.replace(1, second);
    o.insert(QStringLiteral("assignments"), as);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("threads.json"));
    QVERIFY(irqatlas::test::writeFileMakingDirs(file, QJsonDocument(o).toJson()));

    const ProgramRun csv = runCli(QStringList{QStringLiteral("diff"), file,
                                              QStringLiteral("--format"), QStringLiteral("csv")} +
                                  source);
    QVERIFY2(csv.code == 0, csv.err.constData());
    const QList<QByteArray> lines = csv.out.trimmed().split('\n');
    // One row per IRQ, none for the plan's two queue entries.
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0),
             QByteArray("index,irq,match,status,matched_by,from,to,name,note,thread_cpus"));
    QVERIFY2(lines.at(1).startsWith("0,41,eth0-TxRx-0@0000:3b:00.0,"), lines.at(1).constData());
    QVERIFY2(lines.at(1).endsWith(",keep"), lines.at(1).constData());
    QVERIFY2(lines.at(2).startsWith("1,42,"), lines.at(2).constData());
    QVERIFY2(lines.at(2).endsWith(",\"2,6\""), lines.at(2).constData());
    // The JSON has the queue steering the CSV leaves out.
    const ProgramRun json = runCli(QStringList{QStringLiteral("diff"), file,
                                               QStringLiteral("--format"), QStringLiteral("json")} +
                                   source);
    QVERIFY2(json.code == 0, json.err.constData());
    QCOMPARE(
        QJsonDocument::fromJson(json.out).object().value(QStringLiteral("queues")).toArray().size(),
        2);
}

QTEST_GUILESS_MAIN(TestPlanCli)
#include "tst_plancli.moc"
