#include "spread/spreader.h"
#include "testdata.h"
#include "topology/topologyjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace irqatlas;

namespace {

// Assignments as compact JSON text ("[[0,1],null]"), so a mismatch prints
// both sides readably.
QString render(const std::vector<std::optional<CpuSet>> &a)
{
    QStringList parts;
    for (const auto &s : a) {
        if (!s) {
            parts << QStringLiteral("null");
            continue;
        }
        QStringList ids;
        for (int c : *s)
            ids << QString::number(c);
        parts << QLatin1Char('[') + ids.join(QLatin1Char(',')) + QLatin1Char(']');
    }
    return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
}

QString renderJson(const QJsonValue &v)
{
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
}

Topology topologyFrom(const QByteArray &json)
{
    auto t = topologyFromJson(json, QStringLiteral("test topology"));
    if (!t)
        qFatal("bad test topology: %s", qPrintable(t.errorString()));
    return *t;
}

Result<SpreadParams> paramsFrom(const QJsonObject &o)
{
    SpreadParams p;
    p.node = o.value(QLatin1String("node")).toInt(-1);
    p.count = o.value(QLatin1String("count")).toInt(0);
    p.len = o.value(QLatin1String("len")).toInt(0);
    p.nvec = o.value(QLatin1String("nvec")).toInt(0);
    p.groups = o.value(QLatin1String("numgrps")).toInt(o.value(QLatin1String("groups")).toInt(0));
    p.skipFirstCpu = o.value(QLatin1String("skip_first_cpu")).toBool(false);
    const QString sort =
        o.value(QLatin1String("sort_variant")).toString(QStringLiteral("double_pop"));
    const auto v = sortVariantFromName(sort);
    if (!v)
        return Error{QStringLiteral("unknown sort_variant ") + sort};
    p.sort = *v;
    if (o.contains(QLatin1String("candidates"))) {
        const QByteArray b = o.value(QLatin1String("candidates")).toString().toUtf8();
        auto c = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
        if (!c)
            return c.error();
        p.candidates = *c;
    }
    return p;
}

// Hand-made topologies for the cases the vectors do not show.
// Two nodes, SMT2 cores {0,1},{2,3} | {4,5},{6,7}: the MANA cover-letter machine.
const char *kTable = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":0},
 {"id":2,"node":0,"core":1},{"id":3,"node":0,"core":1},{"id":4,"node":1,"core":2},
 {"id":5,"node":1,"core":2},{"id":6,"node":1,"core":3},{"id":7,"node":1,"core":3}],
 "distance":[[10,20],[20,10]]})";
// Vector 04's machine: asymmetric SLIT, CPU ids interleaved, node 4 memory-only.
const char *kAsym = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":1,"core":1},
 {"id":2,"node":2,"core":2},{"id":3,"node":3,"core":3},{"id":4,"node":0,"core":4},
 {"id":5,"node":1,"core":5},{"id":6,"node":2,"core":6},{"id":7,"node":3,"core":7}],
 "distance":[[10,20,20,30,15],[25,10,20,20,30],[20,20,10,25,30],[30,20,25,10,30],[15,30,30,30,10]]})";
// One node, two SMT4 cores with x86 numbering: core 0 = {0,2,4,6}, core 1 = {1,3,5,7}.
const char *kSmt4 = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":1},
 {"id":2,"node":0,"core":0},{"id":3,"node":0,"core":1},{"id":4,"node":0,"core":0},
 {"id":5,"node":0,"core":1},{"id":6,"node":0,"core":0},{"id":7,"node":0,"core":1}]})";
// One node, SMT2 cores {0,2},{1,3}; CPU 2 is offline (present).
const char *kOfflineSibling = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":1},
 {"id":2,"node":0,"core":0,"online":false},{"id":3,"node":0,"core":1}]})";
// One node, CPUs 0-1 present, 2-3 possible but not present (hot-pluggable).
const char *kHotplug = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":1},
 {"id":2,"node":0,"core":2,"online":false,"present":false},
 {"id":3,"node":0,"core":3,"online":false,"present":false}]})";
// Four nodes of two CPUs each, no SMT: an all-equal heapsort tie.
const char *kFourEqual = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":1},
 {"id":2,"node":1,"core":2},{"id":3,"node":1,"core":3},{"id":4,"node":2,"core":4},
 {"id":5,"node":2,"core":5},{"id":6,"node":3,"core":6},{"id":7,"node":3,"core":7}]})";
// Vector 07's machine: nodes 0/1/2/4 with 2/6/4/4 CPUs (SMT2), node 3 memory-only.
const char *kUneven = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":0},
 {"id":2,"node":1,"core":1},{"id":3,"node":1,"core":1},{"id":4,"node":1,"core":2},
 {"id":5,"node":1,"core":2},{"id":6,"node":1,"core":3},{"id":7,"node":1,"core":3},
 {"id":8,"node":2,"core":4},{"id":9,"node":2,"core":4},{"id":10,"node":2,"core":5},
 {"id":11,"node":2,"core":5},{"id":12,"node":4,"core":6},{"id":13,"node":4,"core":6},
 {"id":14,"node":4,"core":7},{"id":15,"node":4,"core":7}],"nodes":[0,1,2,3,4]})";
// Distances outside [10, 255]: the kernel builds no NUMA levels.
const char *kBadDistance = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":1,"core":1}],
 "distance":[[10,5],[5,10]]})";

} // namespace

class TestSpreaders : public QObject
{
    Q_OBJECT
private slots:
    void registry();
    void vectors_data();
    void vectors();
    void handCases_data();
    void handCases();
    void invalid_data();
    void invalid();
    void heapsortTies();
    void cli_data();
    void cli();
};

void TestSpreaders::registry()
{
    const QStringList names{QStringLiteral("local-spread-v41"),
                            QStringLiteral("local-spread-2019"),
                            QStringLiteral("local-spread"),
                            QStringLiteral("hop-masks"),
                            QStringLiteral("mana"),
                            QStringLiteral("mana-v1"),
                            QStringLiteral("mana-driver"),
                            QStringLiteral("group-evenly")};
    QCOMPARE(int(allSpreaders().size()), int(names.size()));
    for (const QString &n : names) {
        const Spreader *s = spreaderByName(n);
        QVERIFY2(s, qPrintable(n));
        QCOMPARE(s->name(), n);
        QVERIFY(!s->description().isEmpty());
    }
    QCOMPARE(spreaderByName(u"local_spread_hops"), spreaderByName(u"local-spread"));
    QCOMPARE(spreaderByName(u"mana_setup_irqs"), spreaderByName(u"mana-driver"));
    QCOMPARE(spreaderByName(u"group_cpus_evenly"), spreaderByName(u"group-evenly"));
    QVERIFY(!spreaderByName(u"round-robin"));
}

void TestSpreaders::vectors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    const QDir dir(test::dataPath(QStringLiteral("vectors")));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 5);
    int total = 0;
    for (const QString &f : files) {
        const QJsonObject doc =
            QJsonDocument::fromJson(test::readData(QStringLiteral("vectors/") + f)).object();
        const QJsonArray cases = doc.value(QLatin1String("cases")).toArray();
        for (qsizetype i = 0; i < cases.size(); ++i) {
            const QString name = cases[i].toObject().value(QLatin1String("case")).toString();
            QTest::newRow(qPrintable(f + QLatin1Char('/') + name)) << f << int(i);
            ++total;
        }
    }
    QCOMPARE(total, 18); // every case the specification ships
}

void TestSpreaders::vectors()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const QJsonObject doc =
        QJsonDocument::fromJson(test::readData(QStringLiteral("vectors/") + file)).object();
    const QByteArray topoJson =
        QJsonDocument(doc.value(QLatin1String("topology")).toObject()).toJson();
    auto topo = topologyFromJson(topoJson, file);
    QVERIFY2(topo.ok(), qPrintable(topo.ok() ? QString() : topo.errorString()));

    const QJsonObject c = doc.value(QLatin1String("cases")).toArray()[index].toObject();
    const QString algorithm = c.value(QLatin1String("algorithm")).toString();
    const Spreader *s = spreaderByName(algorithm);
    QVERIFY2(s, qPrintable(algorithm));
    auto params = paramsFrom(c.value(QLatin1String("params")).toObject());
    QVERIFY2(params.ok(), qPrintable(params.ok() ? QString() : params.errorString()));
    auto r = s->spread(*topo, *params);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));

    // §8: local spread vectors list single CPU ids; mana_irq_setup lists only
    // the IRQs that received an affinity (the rest must be left untouched).
    QJsonArray expected = c.value(QLatin1String("expected")).toArray();
    if (algorithm.startsWith(QLatin1String("local_spread"))) {
        QJsonArray wrapped;
        for (const auto &v : std::as_const(expected))
            wrapped.append(QJsonArray{v});
        expected = wrapped;
    }
    auto got = r->assignments;
    if (algorithm.startsWith(QLatin1String("mana_irq_setup"))) {
        QCOMPARE(int(got.size()), params->len);
        for (std::size_t i = std::size_t(expected.size()); i < got.size(); ++i)
            QVERIFY2(!got[i], "IRQs beyond the expected ones must keep the default affinity");
        got.resize(std::size_t(expected.size()));
    }
    QCOMPARE(render(got), renderJson(expected));
}

void TestSpreaders::handCases_data()
{
    QTest::addColumn<QByteArray>("topology");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("warning"); // substring of a warning, empty = no warning

    // Every value below was derived by hand from docs/ALGORITHMS.md; the
    // comment gives the reasoning.

    // node = -1 for every algorithm (table machine, 8 online CPUs).
    // §1: cand[i mod 8].
    QTest::newRow("v41 node -1") << QByteArray(kTable) << "local-spread-v41"
                                 << QByteArray(R"({"node":-1,"count":10})")
                                 << "[[0],[1],[2],[3],[4],[5],[6],[7],[0],[1]]"
                                 << "";
    // §2a: node -1 returns cand[i].
    QTest::newRow("2019 node -1") << QByteArray(kTable) << "local-spread-2019"
                                  << QByteArray(R"({"node":-1,"count":3})") << "[[0],[1],[2]]"
                                  << "";
    // §2b: (cpus ∩ online)[i], wrapping at 8.
    QTest::newRow("v63 node -1") << QByteArray(kTable) << "local-spread"
                                 << QByteArray(R"({"node":-1,"count":9})")
                                 << "[[0],[1],[2],[3],[4],[5],[6],[7],[0]]"
                                 << "";
    // §3.3: exactly one mask, all online CPUs.
    QTest::newRow("hops node -1") << QByteArray(kTable) << "hop-masks"
                                  << QByteArray(R"({"node":-1})") << "[[0,1,2,3,4,5,6,7]]"
                                  << "";
    // §4.1: one hop = all online, W=8 C=4 -> two passes over cores 0-1,2-3,4-5,6-7;
    // IRQs 8 and 9 are beyond the hop's capacity.
    QTest::newRow("mana node -1") << QByteArray(kTable) << "mana"
                                  << QByteArray(R"({"node":-1,"len":10})")
                                  << "[[0,1],[2,3],[4,5],[6,7],[0,1],[2,3],[4,5],[6,7],null,null]"
                                  << "default affinity";
    // §4.2: the v1 hop absorbs W*C = 32 IRQs, so all 10 get the core cycle.
    QTest::newRow("mana-v1 node -1")
        << QByteArray(kTable) << "mana-v1" << QByteArray(R"({"node":-1,"len":10})")
        << "[[0,1],[2,3],[4,5],[6,7],[0,1],[2,3],[4,5],[6,7],[0,1],[2,3]]"
        << "";
    // §4.3 static, nvec 9 > 8 online: HWC = spread_v63(0,-1) = CPU 0, then irq_setup(8,-1).
    QTest::newRow("mana-driver node -1")
        << QByteArray(kTable) << "mana-driver" << QByteArray(R"({"node":-1,"nvec":9})")
        << "[[0],[0,1],[2,3],[4,5],[6,7],[0,1],[2,3],[4,5],[6,7]]"
        << "";
    // §4.1 with skip_first_cpu: core 0-1 consumes the skip, then 2-3,4-5,6-7.
    QTest::newRow("mana node -1 skip")
        << QByteArray(kTable) << "mana"
        << QByteArray(R"({"node":-1,"len":3,"skip_first_cpu":true})") << "[[2,3],[4,5],[6,7]]"
        << "";
    // §5.2: group-evenly has no node; 2 groups <= 2 nodes -> whole nodes round-robin.
    QTest::newRow("group-evenly 2 groups")
        << QByteArray(kTable) << "group-evenly" << QByteArray(R"({"node":-1,"groups":2})")
        << "[[0,1,2,3],[4,5,6,7]]"
        << "";

    // CPU-less start node (kAsym node 4, memory-only).
    // §1: local is empty, so it is cand[i] as for node -1.
    QTest::newRow("v41 cpu-less") << QByteArray(kAsym) << "local-spread-v41"
                                  << QByteArray(R"({"node":4,"count":3})") << "[[0],[1],[2]]"
                                  << "no candidate CPU";
    // §2a: row 4 = [15,30,30,30,10]: node 4 (empty), node 0 {0,4}, then 1,2,3 whole by id.
    QTest::newRow("2019 cpu-less")
        << QByteArray(kAsym) << "local-spread-2019" << QByteArray(R"({"node":4,"count":8})")
        << "[[0],[4],[1],[5],[2],[6],[3],[7]]"
        << "";
    // §3.3: a CPU-less node yields zero masks.
    QTest::newRow("hops cpu-less")
        << QByteArray(kAsym) << "hop-masks" << QByteArray(R"({"node":4})") << "[]"
        << "no online CPU";
    // §4.1: no hop, no affinity: every IRQ keeps the default.
    QTest::newRow("mana cpu-less")
        << QByteArray(kAsym) << "mana" << QByteArray(R"({"node":4,"len":3})") << "[null,null,null]"
        << "default affinity";
    // §4.3: nvec 9 > 8 online: HWC = spread_v63(0,4): nearest CPU node of 4 is 0
    // (15), whose row starts with CPU 0; the queues get nothing.
    QTest::newRow("mana-driver cpu-less")
        << QByteArray(kAsym) << "mana-driver" << QByteArray(R"({"node":4,"nvec":9})")
        << "[[0],null,null,null,null,null,null,null,null]"
        << "default affinity";

    // More IRQs than CPUs.
    // §2b: row 1 of the table machine: 4,5,6,7 then 0,1,2,3, then wrap.
    QTest::newRow("v63 more than cpus")
        << QByteArray(kTable) << "local-spread" << QByteArray(R"({"node":1,"count":10})")
        << "[[4],[5],[6],[7],[0],[1],[2],[3],[4],[5]]"
        << "";
    // §4.1: hop 0 absorbs 4 (0-1,2-3 twice), hop 1 absorbs 4; IRQs 8, 9 untouched.
    QTest::newRow("mana more than cpus")
        << QByteArray(kTable) << "mana" << QByteArray(R"({"node":0,"len":10})")
        << "[[0,1],[2,3],[0,1],[2,3],[4,5],[6,7],[4,5],[6,7],null,null]"
        << "default affinity";
    // §5: 10 groups > 8 CPUs: G' = 8; the 2-entry heapsort of two equal nodes
    // swaps them (extract root), so node 1 gets groups 0-3; groups 8, 9 stay empty.
    QTest::newRow("group-evenly more than cpus")
        << QByteArray(kTable) << "group-evenly" << QByteArray(R"({"groups":10})")
        << "[[4],[5],[6],[7],[0],[1],[2],[3],[],[]]"
        << "stay empty";

    // Wrap-around of the index.
    // §1: node 1: local 4-7, rest 0-3, i = 8..11 wraps to 4-7.
    QTest::newRow("v41 wrap") << QByteArray(kTable) << "local-spread-v41"
                              << QByteArray(R"({"node":1,"count":12})")
                              << "[[4],[5],[6],[7],[0],[1],[2],[3],[4],[5],[6],[7]]"
                              << "";
    // §2a: same order from node 1, i = 8 wraps to 4.
    QTest::newRow("2019 wrap") << QByteArray(kTable) << "local-spread-2019"
                               << QByteArray(R"({"node":1,"count":9})")
                               << "[[4],[5],[6],[7],[0],[1],[2],[3],[4]]"
                               << "";

    // Asymmetric matrix: only the origin's row counts.
    // §2b row 1 = [25,10,20,20,30]: {1,5}, nodes 2+3 merged {2,3,6,7}, node 0 {0,4}
    // (node 0's own row says 20 to node 1; unused).
    QTest::newRow("v63 asym node 1")
        << QByteArray(kAsym) << "local-spread" << QByteArray(R"({"node":1,"count":8})")
        << "[[1],[5],[2],[3],[6],[7],[0],[4]]"
        << "";
    // §2b row 2 = [20,20,10,25,30]: {2,6}, nodes 0+1 merged by id {0,1,4,5}, node 3.
    QTest::newRow("v63 asym node 2")
        << QByteArray(kAsym) << "local-spread" << QByteArray(R"({"node":2,"count":8})")
        << "[[2],[6],[0],[1],[4],[5],[3],[7]]"
        << "";
    // §2a on the same row: tied nodes whole, lower id first: {0,4} then {1,5}.
    QTest::newRow("2019 asym node 2")
        << QByteArray(kAsym) << "local-spread-2019" << QByteArray(R"({"node":2,"count":8})")
        << "[[2],[6],[0],[4],[1],[5],[3],[7]]"
        << "";

    // Repeated hop masks: levels {10,20,25,30}; row 0 = [10,20,20,30] has no 25.
    QTest::newRow("hops repeated node 0")
        << QByteArray(kAsym) << "hop-masks" << QByteArray(R"({"node":0})")
        << "[[0,4],[0,1,2,4,5,6],[0,1,2,4,5,6],[0,1,2,3,4,5,6,7]]"
        << "";
    // §4.1 on it: no SMT, one pass per hop; the repeated hop adds nothing.
    QTest::newRow("mana repeated hop")
        << QByteArray(kAsym) << "mana" << QByteArray(R"({"node":0,"len":8})")
        << "[[0],[4],[1],[2],[5],[6],[3],[7]]"
        << "";

    // SMT4 with x86 numbering.
    // §4.1: W=8, C=2, four passes over cores {0,2,4,6} and {1,3,5,7}.
    QTest::newRow("mana smt4")
        << QByteArray(kSmt4) << "mana" << QByteArray(R"({"node":0,"len":8})")
        << "[[0,2,4,6],[1,3,5,7],[0,2,4,6],[1,3,5,7],[0,2,4,6],[1,3,5,7],[0,2,4,6],[1,3,5,7]]"
        << "";
    // §5.2: k=8, 3 groups, per 3,3,2: {0 + siblings 2,4}, {1 + 3,5}, then 6 (its
    // siblings are taken) and 7.
    QTest::newRow("group-evenly smt4") << QByteArray(kSmt4) << "group-evenly"
                                       << QByteArray(R"({"groups":3})") << "[[0,2,4],[1,3,5],[6,7]]"
                                       << "";

    // Offline sibling: CPU 2 (core {0,2}) offline.
    // §5.2: per 2: 0 has no online sibling, so the group takes 1 next, then
    // 1's sibling 3 no longer fits; the second group gets 2 and 3.
    QTest::newRow("group-evenly offline sibling")
        << QByteArray(kOfflineSibling) << "group-evenly" << QByteArray(R"({"groups":2})")
        << "[[0,1],[2,3]]"
        << "";
    // §4.1: hop {0,1,3}: W=3, cores {0},{1,3}: C=2 -> 2 passes -> 4 IRQs (overshoot).
    QTest::newRow("mana offline sibling")
        << QByteArray(kOfflineSibling) << "mana" << QByteArray(R"({"node":0,"len":4})")
        << "[[0],[1,3],[0],[1,3]]"
        << "";

    // Not-present CPUs in stage 2 starting where stage 1 stopped.
    // §5.1: stage 1 fills groups 0,1 with {0},{1}; stage 2 starts at 2: {2},{3}.
    QTest::newRow("group-evenly stage 2 offset")
        << QByteArray(kHotplug) << "group-evenly" << QByteArray(R"({"groups":4})")
        << "[[0],[1],[2],[3]]"
        << "";
    // Same with 3 groups: stage 2 has G' = 2 groups from 2: group 2, then wraps to 0.
    QTest::newRow("group-evenly stage 2 wrap") << QByteArray(kHotplug) << "group-evenly"
                                               << QByteArray(R"({"groups":3})") << "[[0,3],[1],[2]]"
                                               << "";

    // G <= nodes: whole nodes round-robin in node-id order (4 CPU nodes, 4 groups; 1 group).
    QTest::newRow("group-evenly G == nodes")
        << QByteArray(kUneven) << "group-evenly" << QByteArray(R"({"groups":4})")
        << "[[0,1],[2,3,4,5,6,7],[8,9,10,11],[12,13,14,15]]"
        << "";
    QTest::newRow("group-evenly one group")
        << QByteArray(kUneven) << "group-evenly" << QByteArray(R"({"groups":1})")
        << "[[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]]"
        << "";

    // Classic vs modern on a four-way tie (2 CPUs per node, 5 groups). Hand
    // trace of §5.4 on [n0,n1,n2,n3]: modern ends [n1,n3,n2,n0], classic
    // [n1,n2,n3,n0]; shares 1,1,1,2 in that order.
    QTest::newRow("group-evenly tie modern")
        << QByteArray(kFourEqual) << "group-evenly"
        << QByteArray(R"({"groups":5,"sort_variant":"modern"})") << "[[2,3],[6,7],[4,5],[0],[1]]"
        << "";
    QTest::newRow("group-evenly tie classic")
        << QByteArray(kFourEqual) << "group-evenly"
        << QByteArray(R"({"groups":5,"sort_variant":"classic"})") << "[[2,3],[4,5],[6,7],[0],[1]]"
        << "";

    // Candidate set instead of online CPUs (§1/§6 housekeeping mask).
    // §1 node 1, cand {0,2,5}: local {5}, rest {0,2}, then wrap to 5.
    QTest::newRow("v41 candidates")
        << QByteArray(kTable) << "local-spread-v41"
        << QByteArray(R"({"node":1,"count":4,"candidates":"0,2,5"})") << "[[5],[0],[2],[5]]"
        << "";
    // §2b node 0, cpus {3,4,5}: node 0 gives 3, node 1 (20) gives 4, 5.
    QTest::newRow("v63 candidates")
        << QByteArray(kTable) << "local-spread"
        << QByteArray(R"({"node":0,"count":3,"candidates":"3-5"})") << "[[3],[4],[5]]"
        << "";

    // MANA driver paths on the table machine.
    // §4.3 static, nvec 4 <= 8 online: all four through irq_setup(4, 0).
    QTest::newRow("mana-driver static no extra")
        << QByteArray(kTable) << "mana-driver" << QByteArray(R"({"node":0,"nvec":4})")
        << "[[0,1],[2,3],[0,1],[2,3]]"
        << "";
    // §4.3 dynamic, nvec 8 <= online: HWC CPU 0, queues = vector 01 case 19.
    QTest::newRow("mana-driver dynamic")
        << QByteArray(kTable) << "mana-driver"
        << QByteArray(R"({"node":0,"nvec":8,"skip_first_cpu":true})")
        << "[[0],[2,3],[0,1],[2,3],[4,5],[6,7],[4,5],[6,7]]"
        << "";
    // §4.3 dynamic, nvec 9 > online: linear fallback, queue k -> k-th online CPU.
    QTest::newRow("mana-driver dynamic linear")
        << QByteArray(kTable) << "mana-driver"
        << QByteArray(R"({"node":1,"nvec":9,"skip_first_cpu":true})")
        << "[[4],[0],[1],[2],[3],[4],[5],[6],[7]]"
        << "";
}

void TestSpreaders::handCases()
{
    QFETCH(QByteArray, topology);
    QFETCH(QString, algorithm);
    QFETCH(QByteArray, params);
    QFETCH(QString, expected);
    QFETCH(QString, warning);
    const Spreader *s = spreaderByName(algorithm);
    QVERIFY(s);
    auto p = paramsFrom(QJsonDocument::fromJson(params).object());
    QVERIFY(p.ok());
    auto r = s->spread(topologyFrom(topology), *p);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(render(r->assignments), expected);
    if (warning.isEmpty())
        QVERIFY2(r->warnings.isEmpty(), qPrintable(r->warnings.join(QLatin1Char('\n'))));
    else
        QVERIFY2(r->warnings.join(QLatin1Char('\n')).contains(warning),
                 qPrintable(r->warnings.join(QLatin1Char('\n'))));
}

void TestSpreaders::invalid_data()
{
    QTest::addColumn<QByteArray>("topology");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<QString>("parameter"); // the message must start with it

    const QByteArray table(kTable);
    for (const char *a : {"local-spread-v41", "local-spread-2019", "local-spread", "hop-masks",
                          "mana", "mana-v1", "mana-driver"}) {
        const QString n = QString::fromLatin1(a);
        QTest::newRow(qPrintable(n + QStringLiteral(" node too big")))
            << table << n << QByteArray(R"({"node":2,"count":1,"len":1,"nvec":1})") << "node:";
        QTest::newRow(qPrintable(n + QStringLiteral(" node -2")))
            << table << n << QByteArray(R"({"node":-2,"count":1,"len":1,"nvec":1})") << "node:";
    }
    QTest::newRow("count negative")
        << table << "local-spread" << QByteArray(R"({"count":-1})") << "count:";
    QTest::newRow("len negative") << table << "mana" << QByteArray(R"({"len":-3})") << "len:";
    QTest::newRow("nvec negative")
        << table << "mana-driver" << QByteArray(R"({"nvec":-3})") << "nvec:";
    QTest::newRow("groups zero") << table << "group-evenly" << QByteArray(R"({"groups":0})")
                                 << "groups:";
    QTest::newRow("groups negative")
        << table << "group-evenly" << QByteArray(R"({"groups":-4})") << "groups:";
    QTest::newRow("count huge") << table << "local-spread-v41"
                                << QByteArray(R"({"count":100000000})") << "count:";
    QTest::newRow("hop distance 5")
        << QByteArray(kBadDistance) << "hop-masks" << QByteArray(R"({"node":0})") << "distance:";
    QTest::newRow("mana distance 5")
        << QByteArray(kBadDistance) << "mana" << QByteArray(R"({"node":1,"len":2})") << "distance:";
    QTest::newRow("mana-v1 skip") << table << "mana-v1"
                                  << QByteArray(R"({"len":2,"skip_first_cpu":true})")
                                  << "skip-first-cpu:";
}

void TestSpreaders::invalid()
{
    QFETCH(QByteArray, topology);
    QFETCH(QString, algorithm);
    QFETCH(QByteArray, params);
    QFETCH(QString, parameter);
    auto p = paramsFrom(QJsonDocument::fromJson(params).object());
    QVERIFY(p.ok());
    auto r = spreaderByName(algorithm)->spread(topologyFrom(topology), *p);
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(parameter), qPrintable(r.errorString()));
}

void TestSpreaders::heapsortTies()
{
    // Hand traces of §5.4 on four equal keys (see handCases "tie").
    auto run = [](SortVariant v) {
        std::vector<std::pair<int, unsigned>> a{{0, 2}, {1, 2}, {2, 2}, {3, 2}};
        kernelHeapsort(
            a, [](const auto &l, const auto &r) { return int(std::int32_t(l.second - r.second)); },
            v);
        QList<int> ids;
        for (const auto &e : a)
            ids << e.first;
        return ids;
    };
    QCOMPARE(run(SortVariant::Modern), (QList<int>{1, 3, 2, 0}));
    QCOMPARE(run(SortVariant::Classic), (QList<int>{1, 2, 3, 0}));
    // Distinct keys come out ascending with either variant.
    for (SortVariant v : {SortVariant::Modern, SortVariant::Classic}) {
        std::vector<int> a{5, 3, 9, 1, 7, 2, 8, 6, 4, 0};
        kernelHeapsort(
            a, [](int l, int r) { return l - r; }, v);
        QCOMPARE(a, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
    }
    QCOMPARE(sortVariantFromName(u"single_pop"), std::optional<SortVariant>(SortVariant::Classic));
    QCOMPARE(sortVariantFromName(u"double_pop"), std::optional<SortVariant>(SortVariant::Modern));
    QVERIFY(!sortVariantFromName(u"quick"));
    const auto bad = parseSortVariant(u"quick");
    QVERIFY(!bad.ok());
    QVERIFY2(bad.errorString().startsWith(QLatin1String("sort:")), qPrintable(bad.errorString()));
}

void TestSpreaders::cli_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("output"); // stdout (exit 0) or a stderr substring

    // Vector 01 case 18 replayed by its vector algorithm name.
    QTest::newRow("mana-driver vector 18")
        << "01_mana_table.json"
        << QStringList{QStringLiteral("--algorithm"), QStringLiteral("mana_setup_irqs"),
                       QStringLiteral("--node"),      QStringLiteral("0"),
                       QStringLiteral("--nvec"),      QStringLiteral("9")}
        << 0
        << R"({"algorithm":"mana-driver","assignments":[[0],[0,1],[2,3],[0,1],[2,3],[4,5],[6,7],[4,5],[6,7]]})";
    // Vector 01 case 01 with two extra IRQs: null = default affinity.
    QTest::newRow("mana len 10")
        << "01_mana_table.json"
        << QStringList{QStringLiteral("--algorithm"), QStringLiteral("mana"),
                       QStringLiteral("--node"),      QStringLiteral("0"),
                       QStringLiteral("--len"),       QStringLiteral("10")}
        << 0
        << R"({"algorithm":"mana","assignments":[[0,1],[2,3],[0,1],[2,3],[4,5],[6,7],[4,5],[6,7],null,null]})";
    // Vector 07 case 16b.
    QTest::newRow("group-evenly classic")
        << "07_group_cpus_uneven.json"
        << QStringList{QStringLiteral("--algorithm"), QStringLiteral("group-evenly"),
                       QStringLiteral("--groups"),    QStringLiteral("7"),
                       QStringLiteral("--sort"),      QStringLiteral("classic")}
        << 0
        << R"({"algorithm":"group-evenly","assignments":[[0,1],[8,9,10,11],[12,13],[14,15],[2,3],[4,5],[6,7]]})";
    // Vector 04 case 10.
    QTest::newRow("hop-masks vector 10")
        << "04_asym_ties_memoryless.json"
        << QStringList{QStringLiteral("--algorithm"), QStringLiteral("hop_masks"),
                       QStringLiteral("--node"), QStringLiteral("1")}
        << 0
        << R"({"algorithm":"hop-masks","assignments":[[1,5],[1,2,3,5,6,7],[0,1,2,3,4,5,6,7],[0,1,2,3,4,5,6,7]]})";
    QTest::newRow("bad node") << "01_mana_table.json"
                              << QStringList{QStringLiteral("--algorithm"), QStringLiteral("mana"),
                                             QStringLiteral("--node"), QStringLiteral("5")}
                              << 1 << "--node";
    QTest::newRow("node not a number")
        << "01_mana_table.json"
        << QStringList{QStringLiteral("--algorithm"), QStringLiteral("mana"),
                       QStringLiteral("--node"), QStringLiteral("x")}
        << 1 << "--node";
    QTest::newRow("unknown sort") << "07_group_cpus_uneven.json"
                                  << QStringList{QStringLiteral("--algorithm"),
                                                 QStringLiteral("group-evenly"),
                                                 QStringLiteral("--sort"), QStringLiteral("quick")}
                                  << 1 << "--sort";
    QTest::newRow("unknown algorithm")
        << "01_mana_table.json" << QStringList{QStringLiteral("--algorithm"), QStringLiteral("rr")}
        << 1 << "--algorithm";
    QTest::newRow("unknown flag") << "01_mana_table.json"
                                  << QStringList{QStringLiteral("--algorithm"),
                                                 QStringLiteral("mana"), QStringLiteral("--bogus")}
                                  << 2 << "bogus";
}

void TestSpreaders::cli()
{
    QFETCH(QString, file);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, output);
    if (!QFileInfo::exists(QStringLiteral(IRQATLAS_CLI_PATH)))
        QSKIP("irqatlas-cli is not built");
    // The CLI reads irqatlas topology JSON, so feed it the vector's topology.
    const QJsonObject doc =
        QJsonDocument::fromJson(test::readData(QStringLiteral("vectors/") + file)).object();
    const QString topoPath = QDir::temp().filePath(
        QStringLiteral("tst_spreaders_%1_%2").arg(QCoreApplication::applicationPid()).arg(file));
    {
        QFile f(topoPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(doc.value(QLatin1String("topology")).toObject()).toJson());
    }
    QProcess p;
    p.start(QStringLiteral(IRQATLAS_CLI_PATH),
            QStringList{QStringLiteral("spread"), QStringLiteral("--topology"), topoPath,
                        QStringLiteral("--format"), QStringLiteral("json")} +
                args);
    QVERIFY(p.waitForFinished(60000));
    QFile::remove(topoPath);
    const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), exitCode);
    if (exitCode == 0)
        QCOMPARE(out, output);
    else
        QVERIFY2(err.contains(output), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestSpreaders)
#include "tst_spreaders.moc"
