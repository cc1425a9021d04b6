#include "model/plan.h"
#include "model/planfile.h"
#include "plan/plandiff.h"
#include "plan/planqueues.h"
#include "plan/planscore.h"
#include "planinput.h"
#include "testdata.h"
#include "topology/topologyjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace irqatlas;
using irqatlas::test::makeIrq;
using irqatlas::test::planTopology;

class TestPlan : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip();
    void readGood();
    void refuse_data();
    void refuse();
    void textFieldsThatLoad();
    void oldPlanBytesUnchanged();
    void threadsAndQueuesRoundTrip();
    void refuseThreadsAndQueues_data();
    void refuseThreadsAndQueues();
    void stampKeepsOnlyShapedFields();
    void resolveRenumbered();
    void diffCategories();
    void resolveAndDiffQueues();
    void steeringOnAnotherMachine();
    void diffThreads();
    void score();
    void scoreNodeOverride();
};

void TestPlan::roundTrip()
{
    Plan p;
    p.host = {QStringLiteral("db7"), QStringLiteral("6.8.0"), 8, QStringLiteral("sha256:ab")};
    p.algorithm = QStringLiteral("balance");
    p.params.insert(QStringLiteral("node"), 1);
    p.created = QStringLiteral("2026-11-30T10:00:00Z");
    p.assignments.emplace_back(142, "mlx5_comp3@pci:0000:3b:00.0", CpuSet{6, 7});
    p.assignments.emplace_back(7, "i8042", CpuSet{0, 1, 2, 5});
    p.notes << QStringLiteral("a note");

    const QByteArray bytes = writePlan(p);
    // The documented shape, field by field.
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-plan"));
    QCOMPARE(o.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("host")).toObject().value(QStringLiteral("cpus")).toInt(), 8);
    QCOMPARE(o.value(QStringLiteral("generator"))
                 .toObject()
                 .value(QStringLiteral("algorithm"))
                 .toString(),
             QStringLiteral("balance"));

    auto back = readPlan(bytes, QStringLiteral("mem"));
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
    QCOMPARE(back->host.hostname, p.host.hostname);
    QCOMPARE(back->host.kernel, p.host.kernel);
    QCOMPARE(back->host.cpus, 8);
    QCOMPARE(back->host.topology, p.host.topology);
    QCOMPARE(back->algorithm, p.algorithm);
    QCOMPARE(back->params, p.params);
    QCOMPARE(back->created, p.created);
    QCOMPARE(back->notes, p.notes);
    QCOMPARE(back->assignments.size(), std::size_t(2));
    QCOMPARE(back->assignments[0].irq, 142);
    QCOMPARE(back->assignments[0].match, std::string("mlx5_comp3@pci:0000:3b:00.0"));
    QCOMPARE(back->assignments[0].cpus.toList(), std::string("6-7"));
    QCOMPARE(back->assignments[1].cpus.toList(), std::string("0-2,5"));
    QCOMPARE(writePlan(back.value()), bytes);
}

void TestPlan::readGood()
{
    const Topology t = planTopology("two-node-smt2.json");
    auto p = readPlan(test::readData(QStringLiteral("plans/good.json")),
                      QStringLiteral("good.json"), &t);
    QVERIFY2(p.ok(), qPrintable(p.ok() ? QString() : p.errorString()));
    QCOMPARE(p->host.hostname, QStringLiteral("db7"));
    QCOMPARE(p->algorithm, QStringLiteral("policy-local"));
    QCOMPARE(p->params.value(QStringLiteral("node")).toInt(), 1);
    QCOMPARE(p->assignments.size(), std::size_t(2));
    QCOMPARE(p->assignments[1].irq, 143);
    QCOMPARE(p->assignments[1].cpus, (CpuSet{6, 7}));
}

void TestPlan::refuse_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown format") << "bad-format.json"
                                    << "unknown format \"irqbalance-plan\"";
    QTest::newRow("newer version") << "bad-newer-version.json"
                                   << "plan version 2 is newer";
    QTest::newRow("duplicate irq")
        << "bad-duplicate-irq.json"
        << "assignment 2 (irq 142): duplicate IRQ, already in assignment 0";
    QTest::newRow("bad cpulist") << "bad-cpulist.json"
                                 << "assignment 1 (irq 150): invalid CPU list \"3-x\"";
    QTest::newRow("empty cpulist") << "bad-empty-cpulist.json"
                                   << "assignment 0 (irq 77): empty CPU list";
    QTest::newRow("cpu not on machine")
        << "bad-cpu-missing.json"
        << "assignment 1 (irq 143): CPU 8-9 does not exist on this machine";
    QTest::newRow("missing field") << "bad-missing-field.json"
                                   << "assignment 0 (irq 142): missing field \"cpus\"";
    QTest::newRow("missing assignments") << "bad-missing-assignments.json"
                                         << "missing field \"assignments\"";
    QTest::newRow("irq type")
        << "bad-irq-type.json"
        << "assignment 0: \"irq\" must be a non-negative integer, found a string";
    QTest::newRow("cpus type")
        << "bad-cpus-type.json"
        << "assignment 0 (irq 9): \"cpus\" must be a CPU list string, found an array";
    QTest::newRow("not json") << "bad-json.json"
                              << "not valid JSON at offset";
    // Text that reaches shell scripts and units (model/plantext.h).
    QTest::newRow("hostname with a newline") << "bad-hostname-newline.json"
                                             << "host.hostname: contains a line break";
    QTest::newRow("kernel with a command")
        << "bad-kernel.json"
        << "host.kernel: is not a kernel release (letters, digits and . _ + ~ -)";
    QTest::newRow("topology not a fingerprint")
        << "bad-topology.json"
        << "host.topology: is not a topology fingerprint (sha256:<hex>)";
    QTest::newRow("algorithm with a command")
        << "bad-algorithm-command.json"
        << "generator.algorithm: is not an algorithm name (letters, digits and . _ -)";
    QTest::newRow("created with U+2028") << "bad-created.json"
                                         << "created: contains a line break";
    QTest::newRow("parameter key")
        << "bad-param-key.json"
        << "generator.params: a key is not a parameter name (letters, digits and . _ -)";
    QTest::newRow("note with escapes") << "bad-notes-escape.json"
                                       << "notes[1]: contains the control character U+001B";
    QTest::newRow("match with a bidi control")
        << "bad-match-bidi.json"
        << "assignment 1 (irq 143): match: contains the invisible or bidirectional formatting "
           "character U+202E";
}

void TestPlan::refuse()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    const Topology t = planTopology("two-node-smt2.json");
    auto p = readPlan(test::readData(QStringLiteral("plans/") + file), file, &t);
    QVERIFY(!p.ok());
    QVERIFY2(p.errorString().startsWith(file + QStringLiteral(": ")), qPrintable(p.errorString()));
    QVERIFY2(p.errorString().contains(message), qPrintable(p.errorString()));
}

// The shapes are those real machines produce; free text keeps quotes,
// spaces and any script.
void TestPlan::textFieldsThatLoad()
{
    Plan p;
    p.host = {
        QStringLiteral("db7-a.rack-12.example.com"),
        QStringLiteral("5.14.0-427.13.1.el9_4.x86_64+debug"), 8,
        QStringLiteral("sha256:0123456789abcdef0123456789abcdef0123456789ABCDEF0123456789abcdef")};
    p.algorithm = QStringLiteral("local_spread_hops");
    p.params.insert(QStringLiteral("skip-first-cpu"), true);
    p.params.insert(QStringLiteral("cpus"), QStringLiteral("0-3,8"));
    p.notes << QStringLiteral("Übergang: 中断 \"quoted\" 'single' $(not run) `x` a;b \\");
    p.assignments.emplace_back(7, "PCIe PME, aerdrv", CpuSet{1});
    p.assignments.emplace_back(8, "it's [eth0] @ $x", CpuSet{2});
    for (const char *created :
         {"2026-11-30T10:00:00Z", "2026-11-30T10:00:00.123Z", "2026-11-30T10:00:00+01:00",
          "2026-11-30T10:00:00.123456789-05:30", "2026-11-30T10:00"}) {
        p.created = QString::fromLatin1(created);
        auto back = readPlan(writePlan(p), QStringLiteral("mem"));
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
        QCOMPARE(writePlan(*back), writePlan(p));
    }
    for (const char *bad :
         {"2026-13-30T10:00:00Z", "2026-11-30", "2026-11-30T10:00:00Z trailing", "30.11.2026"}) {
        p.created = QString::fromLatin1(bad);
        auto back = readPlan(writePlan(p), QStringLiteral("mem"));
        QVERIFY2(!back.ok(), bad);
        QVERIFY(back.errorString().startsWith(QStringLiteral("mem: created: ")));
    }
    p.created.clear();
    for (const char *bad : {"-db7", "db7-", "db_7", "db7.", ".db7", "db..7", "d\u00e9j\u00e0"}) {
        p.host.hostname = QString::fromUtf8(bad);
        auto back = readPlan(writePlan(p), QStringLiteral("mem"));
        QVERIFY2(!back.ok(), bad);
        QVERIFY(back.errorString().startsWith(QStringLiteral("mem: host.hostname: ")));
    }
    p.host.hostname = QString(63, QLatin1Char('a')) + QStringLiteral(".b");
    QVERIFY(readPlan(writePlan(p), QStringLiteral("mem")).ok());
    p.host.hostname = QString(64, QLatin1Char('a'));
    QVERIFY(!readPlan(writePlan(p), QStringLiteral("mem")).ok());
}

// A plan without thread placement or queues is written exactly as before
// those fields existed.
void TestPlan::oldPlanBytesUnchanged()
{
    Plan p;
    p.host = {QStringLiteral("db7"), QStringLiteral("6.8.0"), 8, QStringLiteral("sha256:ab")};
    p.algorithm = QStringLiteral("balance");
    p.created = QStringLiteral("2026-11-30T10:00:00Z");
    p.assignments.emplace_back(142, "mlx5_comp3@pci:0000:3b:00.0", CpuSet{6, 7});
    const QByteArray expected = R"({
    "assignments": [
        {
            "cpus": "6-7",
            "irq": 142,
            "match": "mlx5_comp3@pci:0000:3b:00.0"
        }
    ],
    "created": "2026-11-30T10:00:00Z",
    "format": "irqatlas-plan",
    "generator": {
        "algorithm": "balance",
        "params": {
        }
    },
    "host": {
        "cpus": 8,
        "hostname": "db7",
        "kernel": "6.8.0",
        "topology": "sha256:ab"
    },
    "version": 1
}
)";
    QCOMPARE(writePlan(p), expected);
    auto back = readPlan(expected, QStringLiteral("mem"));
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
    QCOMPARE(back->assignments[0].threads, ThreadPlacement::FollowIrq);
    QVERIFY(back->queues.empty());
    QCOMPARE(writePlan(*back), expected);
}

void TestPlan::threadsAndQueuesRoundTrip()
{
    Plan p;
    p.assignments.emplace_back(40, "eth0-TxRx-0@pci:0000:3b:00.0", CpuSet{2});
    p.assignments.emplace_back(41, "eth0-TxRx-1@pci:0000:3b:00.0", CpuSet{3});
    p.assignments.emplace_back(42, "eth0-TxRx-2@pci:0000:3b:00.0", CpuSet{4});
    p.assignments[1].threads = ThreadPlacement::Keep;
    p.assignments[2].threads = ThreadPlacement::Cpus;
    p.assignments[2].threadCpus = CpuSet{0, 1, 2, 3};
    PlanQueue rx0;
    rx0.interface = "eth0";
    rx0.rpsCpus = CpuSet{0, 1, 2, 3};
    rx0.rpsFlowCnt = 4096;
    rx0.napiCpus = CpuSet{3};
    PlanQueue tx0;
    tx0.interface = "eth0";
    tx0.rx = false;
    tx0.xpsCpus = CpuSet{3};
    tx0.xpsRxqs = CpuSet{};
    PlanQueue rx1;
    rx1.interface = "enp59s0f1np1";
    rx1.index = 1;
    rx1.rpsCpus = CpuSet{};
    p.queues = {rx0, tx0, rx1};

    const QByteArray bytes = writePlan(p);
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    const QJsonArray as = o.value(QStringLiteral("assignments")).toArray();
    QVERIFY(!as.at(0).toObject().contains(QStringLiteral("thread_cpus")));
    QCOMPARE(as.at(1).toObject().value(QStringLiteral("thread_cpus")).toString(),
             QStringLiteral("keep"));
    QCOMPARE(as.at(2).toObject().value(QStringLiteral("thread_cpus")).toString(),
             QStringLiteral("0-3"));
    const QJsonArray qs = o.value(QStringLiteral("queues")).toArray();
    QCOMPARE(qs.size(), 3);
    QCOMPARE(qs.at(0).toObject(),
             QJsonObject({{QStringLiteral("interface"), QStringLiteral("eth0")},
                          {QStringLiteral("queue"), QStringLiteral("rx-0")},
                          {QStringLiteral("rps_cpus"), QStringLiteral("0-3")},
                          {QStringLiteral("rps_flow_cnt"), 4096},
                          {QStringLiteral("napi_cpus"), QStringLiteral("3")}}));
    QCOMPARE(qs.at(1).toObject(),
             QJsonObject({{QStringLiteral("interface"), QStringLiteral("eth0")},
                          {QStringLiteral("queue"), QStringLiteral("tx-0")},
                          {QStringLiteral("xps_cpus"), QStringLiteral("3")},
                          {QStringLiteral("xps_rxqs"), QString()}}));
    QCOMPARE(qs.at(2).toObject().value(QStringLiteral("rps_cpus")).toString(), QString());

    const Topology t = planTopology("two-node-smt2.json");
    auto back = readPlan(bytes, QStringLiteral("mem"), &t);
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
    QCOMPARE(back->assignments[0].threads, ThreadPlacement::FollowIrq);
    QCOMPARE(back->assignments[1].threads, ThreadPlacement::Keep);
    QCOMPARE(back->assignments[2].threads, ThreadPlacement::Cpus);
    QCOMPARE(back->assignments[2].threadCpus, (CpuSet{0, 1, 2, 3}));
    QCOMPARE(back->queues.size(), std::size_t(3));
    const PlanQueue *q = back->findQueue("eth0", true, 0);
    QVERIFY(q);
    QCOMPARE(q->rpsCpus, std::optional<CpuSet>(CpuSet{0, 1, 2, 3}));
    QCOMPARE(q->rpsFlowCnt, std::optional<std::uint64_t>(4096));
    QCOMPARE(q->napiCpus, std::optional<CpuSet>(CpuSet{3}));
    QVERIFY(!q->xpsCpus);
    q = back->findQueue("eth0", false, 0);
    QVERIFY(q);
    QCOMPARE(q->xpsCpus, std::optional<CpuSet>(CpuSet{3}));
    QCOMPARE(q->xpsRxqs, std::optional<CpuSet>(CpuSet{}));
    q = back->findQueue("enp59s0f1np1", true, 1);
    QVERIFY(q);
    QCOMPARE(q->rpsCpus, std::optional<CpuSet>(CpuSet{}));
    QVERIFY(!q->rpsFlowCnt && !q->napiCpus);
    QCOMPARE(writePlan(*back), bytes);
}

// Plans with one assignment (irq 9) and the given extra text: in the
// assignment (thread_cpus) or at the top ("queues").
void TestPlan::refuseThreadsAndQueues_data()
{
    QTest::addColumn<QByteArray>("assignment");
    QTest::addColumn<QByteArray>("queues");
    QTest::addColumn<QString>("message");
    auto row = [](const char *name, const char *assignment, const char *queues,
                  const char *message) {
        QTest::newRow(name) << QByteArray(assignment) << QByteArray(queues)
                            << QString::fromUtf8(message);
    };
    row("thread_cpus type", R"(, "thread_cpus": 3)", "",
        "assignment 0 (irq 9): thread_cpus: must be \"keep\" or a CPU list string, found a number");
    row("thread_cpus empty", R"(, "thread_cpus": "")", "",
        "assignment 0 (irq 9): thread_cpus: empty CPU list");
    row("thread_cpus bad", R"(, "thread_cpus": "follow")", "",
        "assignment 0 (irq 9): thread_cpus: invalid CPU list \"follow\"");
    row("thread_cpus off machine", R"(, "thread_cpus": "9")", "",
        "assignment 0 (irq 9): thread_cpus: CPU 9 does not exist on this machine");
    row("queues type", "", R"("eth0")", "\"queues\" must be an array, found a string");
    row("entry type", "", R"([[]])", "queues[0]: must be an object, found an array");
    row("no interface", "", R"([{"queue": "rx-0", "rps_cpus": "1"}])",
        "queues[0]: missing field \"interface\"");
    row("no queue", "", R"([{"interface": "eth0", "rps_cpus": "1"}])",
        "queues[0]: missing field \"queue\"");
    row("interface type", "", R"([{"interface": 3, "queue": "rx-0", "rps_cpus": "1"}])",
        "queues[0]: \"interface\" must be a string, found a number");
    row("interface slash", "", R"([{"interface": "../x", "queue": "rx-0", "rps_cpus": "1"}])",
        "queues[0]: interface \"../x\" is not an interface name");
    row("interface too long", "",
        R"([{"interface": "abcdefghijklmnop", "queue": "rx-0", "rps_cpus": "1"}])",
        "queues[0]: interface \"abcdefghijklmnop\" is not an interface name");
    row("interface escape", "", R"([{"interface": "e\u001bx", "queue": "rx-0", "rps_cpus": "1"}])",
        "queues[0]: interface \"e\\x1bx\" is not an interface name");
    row("interface dot", "", R"([{"interface": "..", "queue": "rx-0", "rps_cpus": "1"}])",
        "queues[0]: interface \"..\" is not an interface name");
    row("queue leading zero", "", R"([{"interface": "eth0", "queue": "rx-01", "rps_cpus": "1"}])",
        "queues[0]: queue \"rx-01\" is not rx-N or tx-N");
    row("queue kind", "", R"([{"interface": "eth0", "queue": "xx-0", "rps_cpus": "1"}])",
        "queues[0]: queue \"xx-0\" is not rx-N or tx-N");
    row("queue too high", "", R"([{"interface": "eth0", "queue": "tx-16384", "xps_cpus": "1"}])",
        "queues[0]: queue \"tx-16384\" is not rx-N or tx-N (N from 0 to 16383");
    row("queue sign", "", R"([{"interface": "eth0", "queue": "rx--1", "rps_cpus": "1"}])",
        "queues[0]: queue \"rx--1\" is not rx-N or tx-N");
    row("duplicate", "",
        R"([{"interface": "eth0", "queue": "rx-0", "rps_cpus": "1"},
            {"interface": "eth1", "queue": "rx-0", "rps_cpus": "1"},
            {"interface": "eth0", "queue": "rx-0", "napi_cpus": "1"}])",
        "queues[2] (eth0 rx-0): duplicate queue, already in queues[0]");
    row("no field", "", R"([{"interface": "eth0", "queue": "tx-2"}])",
        "queues[0] (eth0 tx-2): no steering field (xps_cpus, xps_rxqs)");
    row("xps on rx", "", R"([{"interface": "eth0", "queue": "rx-2", "xps_cpus": "1"}])",
        "queues[0] (eth0 rx-2): xps_cpus: only tx queues take it");
    row("rps on tx", "", R"([{"interface": "eth0", "queue": "tx-2", "rps_flow_cnt": 1}])",
        "queues[0] (eth0 tx-2): rps_flow_cnt: only rx queues take it");
    row("napi on tx", "", R"([{"interface": "eth0", "queue": "tx-2", "napi_cpus": "1"}])",
        "queues[0] (eth0 tx-2): napi_cpus: only rx queues take it");
    row("xps_cpus type", "", R"([{"interface": "eth0", "queue": "tx-2", "xps_cpus": 3}])",
        "queues[0] (eth0 tx-2): xps_cpus: must be a CPU list string, found a number");
    row("xps_cpus bad", "", R"([{"interface": "eth0", "queue": "tx-2", "xps_cpus": "ff"}])",
        "queues[0] (eth0 tx-2): xps_cpus: invalid CPU list \"ff\"");
    row("xps_cpus off machine", "",
        R"([{"interface": "eth0", "queue": "tx-2", "xps_cpus": "7-8"}])",
        "queues[0] (eth0 tx-2): xps_cpus: CPU 8 does not exist on this machine");
    row("rps_cpus off machine", "", R"([{"interface": "eth0", "queue": "rx-2", "rps_cpus": "12"}])",
        "queues[0] (eth0 rx-2): rps_cpus: CPU 12 does not exist on this machine");
    row("napi empty", "", R"([{"interface": "eth0", "queue": "rx-2", "napi_cpus": ""}])",
        "queues[0] (eth0 rx-2): napi_cpus: empty CPU list");
    row("napi off machine", "", R"([{"interface": "eth0", "queue": "rx-2", "napi_cpus": "8"}])",
        "queues[0] (eth0 rx-2): napi_cpus: CPU 8 does not exist on this machine");
    row("xps_rxqs bad", "", R"([{"interface": "eth0", "queue": "tx-2", "xps_rxqs": "0-"}])",
        "queues[0] (eth0 tx-2): xps_rxqs: invalid CPU list");
    row("flow count negative", "",
        R"([{"interface": "eth0", "queue": "rx-0", "rps_flow_cnt": -1}])",
        "queues[0] (eth0 rx-0): rps_flow_cnt: must be an integer from 0 to 1073741824, found -1");
    row("flow count fraction", "",
        R"([{"interface": "eth0", "queue": "rx-0", "rps_flow_cnt": 1.5}])",
        "queues[0] (eth0 rx-0): rps_flow_cnt: must be an integer from 0 to 1073741824, found 1.5");
    row("flow count huge", "",
        R"([{"interface": "eth0", "queue": "rx-0", "rps_flow_cnt": 1073741825}])",
        "rps_flow_cnt: must be an integer from 0 to 1073741824, found 1073741825");
    row("flow count string", "",
        R"([{"interface": "eth0", "queue": "rx-0", "rps_flow_cnt": "4096"}])",
        "rps_flow_cnt: must be an integer from 0 to 1073741824, found a string");
}

void TestPlan::refuseThreadsAndQueues()
{
    QFETCH(QByteArray, assignment);
    QFETCH(QByteArray, queues);
    QFETCH(QString, message);
    QByteArray text = R"({"format": "irqatlas-plan", "version": 1, "assignments": [)"
                      R"({"irq": 9, "match": "i8042", "cpus": "1")" +
                      assignment + "}]";
    if (!queues.isEmpty())
        text += ", \"queues\": " + queues;
    text += "}";
    const Topology t = planTopology("two-node-smt2.json"); // CPUs 0-7
    auto p = readPlan(text, QStringLiteral("q.json"), &t);
    QVERIFY2(!p.ok(), text.constData());
    QVERIFY2(p.errorString().startsWith(QStringLiteral("q.json: ")), qPrintable(p.errorString()));
    QVERIFY2(p.errorString().contains(message), qPrintable(p.errorString()));
}

// stampPlan copies the machine's hostname and kernel, which a hostile host
// chooses: what does not fit the shape is left out, so the plan loads again.
void TestPlan::stampKeepsOnlyShapedFields()
{
    Topology t = planTopology("two-node-smt2.json");
    Plan p;
    p.assignments.emplace_back(7, "i8042", CpuSet{1});
    t.hostname = QStringLiteral("db7\ntouch /tmp/x");
    stampPlan(p, t, QStringLiteral("6.8.0\x1b[2J"));
    QVERIFY(p.host.hostname.isEmpty());
    QVERIFY(p.host.kernel.isEmpty());
    QVERIFY(p.host.topology.startsWith(QStringLiteral("sha256:")));
    QVERIFY(readPlan(writePlan(p), QStringLiteral("mem")).ok());
    t.hostname = QStringLiteral("db7.example.com");
    stampPlan(p, t, QStringLiteral("6.8.0-45-generic"));
    QCOMPARE(p.host.hostname, t.hostname);
    QCOMPARE(p.host.kernel, QStringLiteral("6.8.0-45-generic"));
    auto back = readPlan(writePlan(p), QStringLiteral("mem"));
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
}

void TestPlan::resolveRenumbered()
{
    Plan plan;
    plan.assignments = {
        {142, "mlx5_comp0@pci:0000:3b:00.0", CpuSet{2}}, // renumbered to 150
        {143, "mlx5_comp1@pci:0000:3b:00.0", CpuSet{3}}, // renumbered to 151
        {60, "gone0", CpuSet{1}},                        // key gone, number 60 now another IRQ
        {61, "gone1", CpuSet{1}},                        // key and number gone
        {30, "PCIe PME", CpuSet{1}},                     // two rows share the key, none is 30
        {25, "PCIe PME", CpuSet{1}},                     // two rows share the key, one is 25
    };
    IrqTable t;
    t.irqs.push_back(makeIrq(0, "timer", "", std::nullopt, "0"));
    Irq loc;
    loc.key = "LOC";
    t.irqs.push_back(loc);
    t.irqs.push_back(makeIrq(24, "PCIe PME", "", std::nullopt, "0-7"));
    t.irqs.push_back(makeIrq(25, "PCIe PME", "", std::nullopt, "0-7"));
    t.irqs.push_back(makeIrq(60, "nvme0q1", "0000:5e:00.0", 0, "0"));
    t.irqs.push_back(makeIrq(142, "nvme0q2", "0000:5e:00.0", 0, "1"));
    t.irqs.push_back(makeIrq(150, "mlx5_comp0@pci:0000:3b:00.0", "0000:3b:00.0", 1, "0-7"));
    t.irqs.push_back(makeIrq(151, "mlx5_comp1@pci:0000:3b:00.0", "0000:3b:00.0", 1, "0-7"));

    const PlanResolution r = resolvePlan(plan, t);
    QCOMPARE(r.entries.size(), std::size_t(6));
    using H = ResolvedEntry::How;
    QCOMPARE(r.entries[0].how, H::Key);
    QCOMPARE(t.irqs[std::size_t(r.entries[0].tableIndex)].number, 150);
    QCOMPARE(r.entries[1].how, H::Key);
    QCOMPARE(t.irqs[std::size_t(r.entries[1].tableIndex)].number, 151);
    QCOMPARE(r.entries[2].how, H::Number);
    QCOMPARE(t.irqs[std::size_t(r.entries[2].tableIndex)].number, 60);
    QVERIFY2(r.entries[2].note.contains(QStringLiteral("now \"nvme0q1@0000:5e:00.0\"")),
             qPrintable(r.entries[2].note));
    QCOMPARE(r.entries[3].how, H::Missing);
    QCOMPARE(r.entries[3].tableIndex, -1);
    QVERIFY(r.entries[3].note.contains(QStringLiteral("assignment 3 (irq 61, gone1)")));
    QCOMPARE(r.entries[4].how, H::Ambiguous);
    QVERIFY(r.entries[4].note.contains(QStringLiteral("ambiguous, 2 interrupts share the key")));
    QCOMPARE(r.entries[5].how, H::Key);
    QCOMPARE(t.irqs[std::size_t(r.entries[5].tableIndex)].number, 25);
    QVERIFY(!r.complete());
    QCOMPARE(r.problems().size(), 2);
}

void TestPlan::diffCategories()
{
    Plan plan;
    plan.assignments = {
        {10, "a", CpuSet{2}},    // changed 0-7 -> 2
        {11, "b", CpuSet{3}},    // unchanged
        {12, "c", CpuSet{1}},    // not present
        {13, "d", CpuSet{1}},    // immovable
        {14, "e", CpuSet{1, 2}}, // affinity unknown -> changed, from absent
    };
    IrqTable t;
    t.irqs.push_back(makeIrq(10, "a", "", std::nullopt, "0-7"));
    t.irqs.push_back(makeIrq(11, "b", "", std::nullopt, "3"));
    Irq d = makeIrq(13, "d", "", std::nullopt, "0");
    d.immovable = true;
    d.immovableReason = "managed";
    t.irqs.push_back(d);
    t.irqs.push_back(makeIrq(14, "e", "", std::nullopt, nullptr));

    const PlanDiff diff = diffPlan(plan, t);
    using K = PlanDiffEntry::Kind;
    QCOMPARE(diff.entries.size(), std::size_t(5));
    QCOMPARE(diff.entries[0].kind, K::Changed);
    QCOMPARE(diff.entries[0].from->toList(), std::string("0-7"));
    QCOMPARE(diff.entries[0].to.toList(), std::string("2"));
    QCOMPARE(diff.entries[1].kind, K::Unchanged);
    QCOMPARE(diff.entries[2].kind, K::NotPresent);
    QCOMPARE(diff.entries[2].irq, 12);
    QCOMPARE(diff.entries[3].kind, K::Immovable);
    QVERIFY(diff.entries[3].note.contains(QStringLiteral("managed")));
    QCOMPARE(diff.entries[4].kind, K::Changed);
    QVERIFY(!diff.entries[4].from.has_value());
    QCOMPARE(diff.count(K::Changed), 2);
    QCOMPARE(kindName(K::NotPresent), QStringLiteral("not-present"));
}

namespace {

// eth0 with rx-0, rx-1, tx-0, tx-1; rx-0 and tx-0 served by IRQ 40 (NAPI
// 8193), rx-1 and tx-1 by IRQ 41 (NAPI 8194).
std::vector<NetInterface> twoQueueNic()
{
    NetInterface ni;
    ni.name = "eth0";
    ni.threaded = true;
    for (bool rx : {true, false})
        for (int i = 0; i < 2; ++i) {
            NetQueue q;
            q.rx = rx;
            q.index = i;
            q.irq = std::to_string(40 + i);
            q.irqSource = QueueIrqSource::Netlink;
            q.napiId = 8193 + std::uint32_t(i);
            if (rx) {
                q.rpsCpus.value = CpuSet{};
                q.rpsFlowCnt.value = 0;
            } else {
                q.xpsCpus.value = CpuSet{1};
                q.xpsRxqs.value = CpuSet{};
            }
            ni.queues.push_back(q);
        }
    return {ni};
}

PlanQueue planQueue(const char *interface, bool rx, int index)
{
    PlanQueue q;
    q.interface = interface;
    q.rx = rx;
    q.index = index;
    return q;
}

} // namespace

// fleet plan's check of one class's plan on each host: its XPS steering
// against what steerQueuesWithIrqs makes there, the IRQs found by key.
void TestPlan::steeringOnAnotherMachine()
{
    IrqTable table;
    for (int i = 0; i < 2; ++i) {
        Irq irq;
        irq.number = 40 + i;
        irq.key = std::to_string(irq.number);
        irq.chip = "IR-PCI-MSIX-0000:3b:00.0";
        irq.name = "eth0-TxRx-" + std::to_string(i);
        table.irqs.push_back(irq);
    }
    Plan plan;
    plan.assignments.emplace_back(40, table.irqs[0].matchKey(), CpuSet{2});
    plan.assignments.emplace_back(41, table.irqs[1].matchKey(), CpuSet{3});
    std::vector<NetInterface> net = twoQueueNic();
    steerQueuesWithIrqs(plan, net);
    QCOMPARE(plan.queues.size(), std::size_t(2));
    QVERIFY(steeringDifferences(plan, table, net).isEmpty());

    // Renumbered elsewhere: the keys find the IRQs, the steering is the same.
    IrqTable renumbered = table;
    std::vector<NetInterface> renumberedNet = net;
    for (int i = 0; i < 2; ++i) {
        renumbered.irqs[std::size_t(i)].number = 50 + i;
        renumbered.irqs[std::size_t(i)].key = std::to_string(50 + i);
    }
    for (NetQueue &q : renumberedNet[0].queues)
        q.irq = std::to_string(50 + q.index);
    QVERIFY(steeringDifferences(plan, renumbered, renumberedNet).isEmpty());

    // A NIC whose transmit queues are served the other way round.
    std::vector<NetInterface> swapped = net;
    for (NetQueue &q : swapped[0].queues)
        if (!q.rx)
            q.irq = std::to_string(41 - q.index);
    QCOMPARE(steeringDifferences(plan, table, swapped),
             (QStringList{QStringLiteral("queues[0] (eth0 tx-0): xps_cpus 2, but the IRQ serving "
                                         "this queue on this machine is planned on CPUs 3"),
                          QStringLiteral("queues[1] (eth0 tx-1): xps_cpus 3, but the IRQ serving "
                                         "this queue on this machine is planned on CPUs 2")}));

    // A queue the plan leaves alone, and one no planned IRQ serves.
    Plan partial = plan;
    partial.queues.pop_back();
    QCOMPARE(steeringDifferences(partial, table, net),
             QStringList{QStringLiteral("eth0 tx-1: the plan leaves it alone, but the IRQ serving "
                                        "it on this machine is planned on CPUs 3")});
    Plan oneIrq = plan;
    oneIrq.assignments.pop_back();
    QCOMPARE(steeringDifferences(oneIrq, table, net),
             QStringList{QStringLiteral("queues[1] (eth0 tx-1): xps_cpus 3, but no IRQ the plan "
                                        "places serves this queue on this machine")});
}

void TestPlan::resolveAndDiffQueues()
{
    Plan plan;
    PlanQueue rx0 = planQueue("eth0", true, 0);
    rx0.rpsCpus = CpuSet{0, 1};
    rx0.rpsFlowCnt = 0;
    PlanQueue tx1 = planQueue("eth0", false, 1);
    tx1.xpsCpus = CpuSet{3};
    PlanQueue tx5 = planQueue("eth0", false, 5);
    tx5.xpsCpus = CpuSet{3};
    PlanQueue eth9 = planQueue("eth9", true, 0);
    eth9.rpsCpus = CpuSet{};
    PlanQueue offline = planQueue("eth0", false, 0);
    offline.xpsCpus = CpuSet{6};
    PlanQueue rxqs = planQueue("eth0", false, 0);
    rxqs.xpsRxqs = CpuSet{2};
    plan.queues = {rx0, tx1, tx5, eth9, offline};

    const std::optional<std::vector<NetInterface>> net = twoQueueNic();
    const CpuSet online = CpuSet::range(0, 3);
    QueueResolution r = resolveQueues(plan, net, &online);
    QVERIFY(r.known);
    QCOMPARE(r.entries.size(), std::size_t(5));
    QVERIFY(r.entries[0].resolved());
    QVERIFY(r.entries[1].resolved());
    QCOMPARE(r.entries[1].queue, 3);
    QCOMPARE(r.entries[2].note,
             QStringLiteral("queues[2] (eth0 tx-5): no such queue (eth0 has 2 tx queue(s))"));
    QCOMPARE(r.entries[3].note, QStringLiteral("queues[3] (eth9 rx-0): no interface eth9 on this "
                                               "machine"));
    QCOMPARE(r.entries[4].note, QStringLiteral("queues[4] (eth0 tx-0): xps_cpus: CPU 6 is not "
                                               "online (online CPUs 0-3)"));
    QCOMPARE(r.problems().size(), 3);
    plan.queues = {rxqs};
    r = resolveQueues(plan, net, &online);
    QCOMPARE(r.entries[0].note, QStringLiteral("queues[0] (eth0 tx-0): xps_rxqs: receive queue 2 "
                                               "does not exist (eth0 has 2)"));

    // Unknown: a note, nothing refused.
    plan.queues = {rx0, tx5};
    r = resolveQueues(plan, std::nullopt);
    QVERIFY(!r.known);
    QVERIFY(r.problems().isEmpty());
    QVERIFY2(r.unknownNote.contains(QStringLiteral("the plan's 2 queue(s) are not checked")),
             qPrintable(r.unknownNote));

    // The diff: old -> new per field.
    plan.queues = {rx0, tx1, tx5};
    PlanDiffMachine m;
    m.netQueues = &net;
    m.online = &online;
    PlanDiff d = diffPlan(plan, IrqTable{}, m);
    QVERIFY(d.queuesKnown);
    using K = PlanDiffEntry::Kind;
    QCOMPARE(d.queues.size(), std::size_t(4));
    QCOMPARE(d.queues[0].field, std::string("rps_cpus"));
    QCOMPARE(d.queues[0].from, std::optional<std::string>(""));
    QCOMPARE(d.queues[0].to, std::string("0-1"));
    QCOMPARE(d.queues[0].kind, K::Changed);
    QCOMPARE(d.queues[1].field, std::string("rps_flow_cnt"));
    QCOMPARE(d.queues[1].kind, K::Unchanged);
    QCOMPARE(d.queues[2].queue, std::string("tx-1"));
    QCOMPARE(d.queues[2].from, std::optional<std::string>("1"));
    QCOMPARE(d.queues[2].to, std::string("3"));
    QCOMPARE(d.queues[3].kind, K::NotPresent);
    QVERIFY(d.queues[3].note.contains(QStringLiteral("no such queue")));

    const std::optional<std::vector<NetInterface>> unknown;
    m.netQueues = &unknown;
    d = diffPlan(plan, IrqTable{}, m);
    QVERIFY(!d.queuesKnown);
    QVERIFY(!d.queuesNote.isEmpty());
    QCOMPARE(d.queues[3].kind, K::Changed);
    QVERIFY(!d.queues[3].from);
}

void TestPlan::diffThreads()
{
    Plan plan;
    plan.assignments = {
        {40, "eth0-TxRx-0", CpuSet{2}}, {41, "eth0-TxRx-1", CpuSet{3}}, {7, "i8042", CpuSet{1}}};
    plan.assignments[1].threads = ThreadPlacement::Cpus;
    plan.assignments[1].threadCpus = CpuSet{0, 1};
    plan.assignments[2].threads = ThreadPlacement::Keep;
    IrqTable t;
    t.irqs.push_back(makeIrq(40, "eth0-TxRx-0", "", std::nullopt, "0-3"));
    t.irqs.push_back(makeIrq(41, "eth0-TxRx-1", "", std::nullopt, "0-3"));
    t.irqs.push_back(makeIrq(7, "i8042", "", std::nullopt, "0-3"));
    auto thread = [](int pid, const char *comm) {
        KernelThread k = *classifyThreadName(comm);
        k.pid = pid;
        k.comm = comm;
        k.cpus = CpuSet::range(0, 3);
        return k;
    };
    const std::optional<std::vector<KernelThread>> threads = std::vector<KernelThread>{
        thread(100, "irq/40-eth0-TxRx"), thread(101, "napi/eth0-8193"),
        thread(102, "napi/eth0-8194"), thread(103, "irq/7-i8042"), thread(104, "irq/99-x")};
    const std::optional<std::vector<NetInterface>> net = twoQueueNic();
    PlanDiffMachine m;
    m.threads = &threads;
    m.netQueues = &net;
    const PlanDiff d = diffPlan(plan, t, m);
    QVERIFY(d.threadsKnown);
    QCOMPARE(d.threads.size(), std::size_t(3)); // irq 7 keeps its thread, irq 99 is not planned
    QCOMPARE(d.threads[0].pid, 100);
    QCOMPARE(d.threads[0].to, (CpuSet{2}));
    QCOMPARE(d.threads[1].pid, 101);
    QCOMPARE(d.threads[1].irq, 40);
    QCOMPARE(d.threads[2].pid, 102);
    QCOMPARE(d.threads[2].to, (CpuSet{0, 1}));
    QCOMPARE(d.threads[2].from.toList(), std::string("0-3"));
    // Without the machine's threads the diff says nothing of them.
    QVERIFY(!diffPlan(plan, t).threadsKnown);
}

void TestPlan::score()
{
    // two-node-smt2: cores {0,4} {1,5} on node 0, {2,6} {3,7} on node 1; distance 10/20.
    const Topology topo = planTopology("two-node-smt2.json");
    IrqTable t;
    t.irqs.push_back(makeIrq(100, "A", "", 1, "0-7", 300));
    t.irqs.push_back(makeIrq(101, "B", "", 1, "0-7", 100));
    t.irqs.push_back(makeIrq(102, "C", "", 0, "0-7", 200));
    t.irqs.push_back(makeIrq(103, "D", "", std::nullopt, "0-7", 0));
    Irq e = makeIrq(104, "E", "", 0, "0", 0);
    e.immovable = true;
    t.irqs.push_back(e);

    Plan plan;
    plan.assignments = {{100, "A", CpuSet{2}}, {101, "B", CpuSet{6}}, {102, "C", CpuSet{2, 3}},
                        {103, "D", CpuSet{0}}, {104, "E", CpuSet{0}}, {999, "gone", CpuSet{1}}};
    ScoreInput in;
    in.topology = &topo;
    in.table = &t;
    in.isolated = CpuSet{0};
    const PlanScore s = scorePlan(plan, in);

    QCOMPARE(s.irqs, 5);
    QCOMPARE(s.unresolved, 1);
    // Distances: A node1->{2}: 10; B node1->{6}: 10; C node0->{2,3}: (20+20)/2 = 20;
    // D no node (skipped); E node0->{0}: 10. Mean (10+10+20+10)/4 = 12.5, max 20.
    QCOMPARE(s.withoutNode, 1);
    QCOMPARE(s.meanDistance, 12.5);
    QCOMPARE(s.maxDistance, 20);
    // Per CPU: 0 <- D,E; 2 <- A,C; 3 <- C; 6 <- B. Max 2. Per core: {2,6} <- A,B,C = 3.
    QCOMPARE(s.maxIrqsPerCpu, 2);
    QCOMPARE(s.maxIrqsPerCore, 3);
    // Core {0,4}: n=2, both exactly {0}: C(2,2) - C(2,2) = 0.
    // Core {2,6}: n=3 (A {2}, B {6}, C {2}): C(3,2) - C(2,2)[cpu 2] - C(1,2)[cpu 6] = 3 - 1 = 2
    //   (pairs A-B and B-C). Core {3,7}: n=1 -> 0. Total 2.
    QCOMPARE(s.siblingPairs, 2LL);
    // Same CPU: cpu 0 (D,E) and cpu 2 (A,C): 1 + 1.
    QCOMPARE(s.sharedCpuPairs, 2LL);
    QCOMPARE(s.cpusUsed, 4); // 0,2,3,6
    // Weights: cpu2 = 300 (A) + 100 (half of C) = 400; cpu3 = 100; cpu6 = 100.
    // Total 600 over 8 online CPUs: mean 75; imbalance 400 / 75.
    QVERIFY(s.imbalance.has_value());
    QCOMPARE(*s.imbalance, 400.0 / 75.0);
    QCOMPARE(s.onIsolated, 2); // D and E on CPU 0
    QCOMPARE(s.immovable, 1);  // E
}

void TestPlan::scoreNodeOverride()
{
    // The request's node replaces every IRQ's node, as irqNode does for the
    // planners: known nodes too, and -1 takes every node away.
    const Topology topo = planTopology("two-node-smt2.json");
    IrqTable t;
    t.irqs.push_back(makeIrq(100, "A", "", 1, "0-7", 300));
    t.irqs.push_back(makeIrq(101, "B", "", 0, "0-7", 100));
    t.irqs.push_back(makeIrq(102, "C", "", std::nullopt, "0-7", 200));
    Plan plan;
    plan.assignments = {{100, "A", CpuSet{2}}, {101, "B", CpuSet{0, 2}}, {102, "C", CpuSet{1}}};
    ScoreInput in;
    in.topology = &topo;
    in.table = &t;

    PlanScore s = scorePlan(plan, in);
    // Own nodes: A 1->{2} 10; B 0->{0,2} (10+20)/2 = 15; C none.
    QCOMPARE(s.withoutNode, 1);
    QCOMPARE(s.meanDistance, 12.5);
    QCOMPARE(s.maxDistance, 20);

    in.node = 1;
    s = scorePlan(plan, in);
    // All from node 1: A {2} 10; B {0,2} 15; C {1} 20.
    QCOMPARE(s.withoutNode, 0);
    QCOMPARE(s.meanDistance, 15.0);
    QCOMPARE(s.maxDistance, 20);

    in.node = -1;
    s = scorePlan(plan, in);
    QCOMPARE(s.withoutNode, 3);
    QCOMPARE(s.meanDistance, 0.0);
    QCOMPARE(s.maxDistance, 0);

    // scoreInputFor carries the request as the planners see it: its node,
    // the machine's quiet CPUs, its rates and its candidates for the imbalance.
    PlanRequest req;
    req.irqs = QStringLiteral("all");
    req.node = 1;
    req.isolated = CpuSet{0};
    req.nohzFull = CpuSet{4};
    req.exclude = CpuSet{7};
    req.rates = std::vector<double>{1, 2, 3};
    const ScoreInput si = scoreInputFor(topo, t, req, {});
    QCOMPARE(si.node, std::optional<int>(1));
    QCOMPARE(si.isolated, std::optional<CpuSet>(CpuSet{0}));
    QCOMPARE(si.nohzFull, std::optional<CpuSet>(CpuSet{4}));
    QVERIFY(si.rates == &*req.rates);
    QCOMPARE(si.over, std::optional<CpuSet>(CpuSet{1, 2, 3, 5, 6}));
    s = scorePlan(plan, si);
    QCOMPARE(s.withoutNode, 0);
    QCOMPARE(s.onIsolated, 1); // B touches CPU 0
    // Weights from the rates: cpu2 = 1 + 1 (half of B), cpu0 = 1, cpu1 = 3;
    // mean over the 5 candidates 1.0 (cpu0 is outside but still counts for the max).
    QCOMPARE(*s.imbalance, 3.0);
}

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
