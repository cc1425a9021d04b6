#include "testdata.h"
#include "topology/topologyjson.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace irqatlas;

namespace {

// A topology with every field the writer knows, including odd strings.
Topology richTopology()
{
    Topology t;
    for (int id = 0; id < 8; ++id) {
        Pu p;
        p.id = id;
        p.core = 100 + id / 2; // SMT2, loader-style core ids
        p.package = id < 4 ? 0 : 1;
        p.node = id < 4 ? 0 : 2; // node 1 is memory-only
        p.kind = id % 4 == 3 ? 1 : 0;
        p.online = id != 7;
        p.present = true;
        p.allowed = id != 6;
        t.pus.push_back(p);
    }
    t.pus[7].present = false;
    NumaNode n1;
    n1.id = 1;
    n1.memoryBytes = 1ull << 40;
    n1.subtype = QStringLiteral("CXL \"expander\"");
    n1.allowed = false;
    t.nodes.push_back(n1);
    NumaNode n0;
    n0.id = 0;
    n0.memoryBytes = 68719476736ull;
    t.nodes.push_back(n0);
    t.rebuildIndex(); // adds node 2, sorts nodes, builds packages
    t.distance = {{10, 14, 21}, {14, 10, 21}, {21, 24, 10}};
    t.distanceFromFirmware = true;
    CpuKind atom;
    atom.cpus = CpuSet{3, 7};
    atom.efficiency = 0;
    atom.name = QStringLiteral("IntelAtom");
    atom.coreType = QStringLiteral("IntelAtom");
    CpuKind core;
    core.cpus = CpuSet{0, 1, 2, 4, 5, 6};
    core.efficiency = 1;
    core.name = QStringLiteral("IntelCore");
    core.frequencyMaxMhz = 5200;
    t.cpuKinds = {core, atom}; // the reader keeps this order
    t.caches.push_back(Cache{2, QStringLiteral("unified"), 2u << 20, CpuSet{0, 1}});
    t.caches.push_back(Cache{2, QStringLiteral("data"), 0, CpuSet{2, 3}}); // size unknown
    t.caches.push_back(Cache{3, QStringLiteral("unified"), 32u << 20, CpuSet{0, 1, 2, 3}});
    t.caches.push_back(Cache{3, QStringLiteral("unified"), 32u << 20, CpuSet{4, 5, 6, 7}});
    t.dies.push_back(Die{0, 0, CpuSet{0, 1, 2, 3}});
    t.dies.push_back(Die{4, 1, CpuSet{4, 5, 6, 7}});
    t.groups.push_back(CpuGroup{QStringLiteral("cluster"), CpuSet{4, 5}});
    for (auto &n : t.nodes)
        if (n.id == 1) {
            n.tier = QStringLiteral("CXL-DRAM");
            n.memoryCaches = {MemorySideCache{2, 1ull << 34}, MemorySideCache{1, 1ull << 30}};
        }
    PciDevice d;
    d.bdf = QStringLiteral("0000:3b:00.0");
    d.node = 2;
    d.className = QStringLiteral("network");
    d.classId = 0x0200;
    d.vendor = QStringLiteral("Mellanox Technologies");
    d.device = QStringLiteral("MT2892 Family [ConnectX-6 Dx]\t\\");
    d.osNames = {QStringLiteral("eth0"), QStringLiteral("mlx5_0")};
    d.localCpus = CpuSet{4, 5, 6, 7};
    t.devices.push_back(d);
    PciDevice nvme;
    nvme.bdf = QStringLiteral("0000:01:00.0");
    nvme.className = QStringLiteral("storage"); // node unknown: stays -1
    t.devices.push_back(nvme);
    t.hostname = QStringLiteral("db7-ünïcode");
    return t;
}

Topology minimalTopology()
{
    Topology t;
    Pu p;
    p.id = 0;
    p.core = 0;
    p.node = 0;
    t.pus.push_back(p);
    t.rebuildIndex();
    t.assumeDefaultDistances();
    return t;
}

QByteArray vectorTopology(const QString &file)
{
    const QJsonObject doc =
        QJsonDocument::fromJson(test::readData(QStringLiteral("vectors/") + file)).object();
    return QJsonDocument(doc.value(QLatin1String("topology")).toObject()).toJson();
}

} // namespace

class TestTopologyJson : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void vectorFacts();
    void cliExample();
    void defaults();
    void errors_data();
    void errors();
    void fingerprint();
    void structure();
    void olderJson();
};

void TestTopologyJson::roundTrip_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("rich") << topologyToJson(richTopology());
    QTest::newRow("minimal") << topologyToJson(minimalTopology());
    const QDir dir(test::dataPath(QStringLiteral("vectors")));
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        auto t = topologyFromJson(vectorTopology(f), f);
        QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
        QTest::newRow(qPrintable(f)) << topologyToJson(*t);
    }
}

void TestTopologyJson::roundTrip()
{
    QFETCH(QByteArray, json);
    auto t = topologyFromJson(json, QStringLiteral("first.json"));
    QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
    const QByteArray again = topologyToJson(*t);
    QCOMPARE(again, json);
    QVERIFY(!json.contains('\n')); // compact, one line
    auto t2 = topologyFromJson(again, QStringLiteral("second.json"));
    QVERIFY(t2.ok());
    QCOMPARE(t2->fingerprint(), t->fingerprint());
}

void TestTopologyJson::vectorFacts()
{
    // Vector 04: five node ids from "nodes", node 4 memory-only, row 1 != column 1.
    auto asym = topologyFromJson(vectorTopology(QStringLiteral("04_asym_ties_memoryless.json")),
                                 QStringLiteral("04"));
    QVERIFY(asym.ok());
    QCOMPARE(asym->nrNodeIds(), 5);
    QCOMPARE(int(asym->nodes.size()), 5);
    QVERIFY(asym->node(4)->cpus.empty());
    QCOMPARE(asym->node(0)->cpus.toListString(), QStringLiteral("0,4"));
    QCOMPARE(asym->dist(1, 0), 25);
    QCOMPARE(asym->dist(0, 1), 20);
    QCOMPARE(asym->cpuNodes(), (std::vector<int>{0, 1, 2, 3}));
    QVERIFY(asym->distanceFromFirmware);

    // Vector 06: 3, 9, 10 offline but present; 14, 15 neither.
    auto off = topologyFromJson(vectorTopology(QStringLiteral("06_offline_cpus.json")),
                                QStringLiteral("06"));
    QVERIFY(off.ok());
    QCOMPARE(off->onlineCpus().toListString(), QStringLiteral("0-2,4-8,11-13"));
    QCOMPARE(off->presentCpus().toListString(), QStringLiteral("0-13"));
    QCOMPARE(off->allCpus().count(), 16);
    QCOMPARE(off->siblings(8).toListString(), QStringLiteral("8")); // 9 is offline
    QCOMPARE(off->siblings(12).toListString(), QStringLiteral("12-13"));
    QCOMPARE(off->siblings(9).toListString(), QStringLiteral("9"));

    // Vector 01: no "nodes", 2 x 2 matrix -> nodes 0 and 1, SMT2 cores.
    auto table = topologyFromJson(vectorTopology(QStringLiteral("01_mana_table.json")),
                                  QStringLiteral("01"));
    QVERIFY(table.ok());
    QCOMPARE(int(table->nodes.size()), 2);
    QCOMPARE(table->node(1)->cpus.toListString(), QStringLiteral("4-7"));
    QCOMPARE(int(table->cores.size()), 4);
    QCOMPARE(table->siblings(2).toListString(), QStringLiteral("2-3"));
}

void TestTopologyJson::cliExample()
{
    // The example of docs/CLI.md, extended to a consistent 16-CPU node.
    QByteArray json = R"({"cpus": [)";
    for (int i = 0; i < 16; ++i)
        json +=
            (i ? "," : "") +
            QByteArray(
                R"({"id": %1, "node": 0, "core": %2, "package": 0, "online": true, "present": true})")
                .replace("%1", QByteArray::number(i))
                .replace("%2", QByteArray::number(i / 2));
    json += R"(], "distance": [[10, 20], [20, 10]],
 "nodes": [{"id": 0, "cpus": "0-15", "memory_bytes": 68719476736}, {"id": 1, "cpus": ""}],
 "devices": [{"bdf": "0000:3b:00.0", "node": 0, "class": "network", "names": ["eth0"]}]})";
    auto t = topologyFromJson(json, QStringLiteral("cli.json"));
    QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
    QCOMPARE(t->node(0)->memoryBytes, quint64(68719476736ull));
    QVERIFY(t->node(1)->cpus.empty());
    QCOMPARE(int(t->cores.size()), 8);
    QCOMPARE(int(t->devices.size()), 1);
    QCOMPARE(t->devices[0].osNames, QStringList{QStringLiteral("eth0")});
    QCOMPARE(t->devices[0].node, 0);
    QCOMPARE(t->packages.size(), std::size_t(1));
    // The writer keeps the documented keys and their order.
    const QByteArray out = topologyToJson(*t);
    QVERIFY(out.startsWith(
        R"({"cpus":[{"id":0,"node":0,"core":0,"package":0,"online":true,"present":true,)"));
    QVERIFY(out.contains(R"("nodes":[{"id":0,"cpus":"0-15","memory_bytes":68719476736,)"));
    QVERIFY(out.contains(R"({"bdf":"0000:3b:00.0","node":0,"class":"network","names":["eth0"],)"));
}

void TestTopologyJson::defaults()
{
    // No distance: the kernel's 10/20, flagged as not from firmware.
    auto t = topologyFromJson(R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":1,"core":1}]})",
                              QStringLiteral("d.json"));
    QVERIFY(t.ok());
    QCOMPARE(t->distance, (std::vector<std::vector<int>>{{10, 20}, {20, 10}}));
    QVERIFY(!t->distanceFromFirmware);
    QVERIFY(t->pus[0].online && t->pus[0].present && t->pus[0].allowed);
    QCOMPARE(t->pus[0].package, -1);
    // No nodes: a 3 x 3 matrix makes nodes 1 and 2 exist (CPU-less).
    auto m = topologyFromJson(R"({"cpus":[{"id":0,"node":0,"core":0}],
        "distance":[[10,20,30],[20,10,30],[30,30,10]]})",
                              QStringLiteral("m.json"));
    QVERIFY(m.ok());
    QCOMPARE(int(m->nodes.size()), 3);
    QCOMPARE(m->nrNodeIds(), 3);
    QCOMPARE(m->cpuNodes(), std::vector<int>{0});
}

void TestTopologyJson::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message"); // substring after "bad.json: "
    QTest::newRow("not json") << QByteArray("{\"cpus\": [\n{\"id\": 0,,}]}") << "line 2, column";
    QTest::newRow("array") << QByteArray("[1]") << "must be a JSON object";
    QTest::newRow("no cpus") << QByteArray(R"({"distance":[[10]]})") << "cpus: missing";
    QTest::newRow("empty cpus") << QByteArray(R"({"cpus":[]})") << "no CPUs";
    QTest::newRow("duplicate id")
        << QByteArray(R"({"cpus":[{"id":0,"node":0,"core":0},{"id":0,"node":0,"core":1}]})")
        << "cpus[1].id: CPU 0 is listed twice";
    QTest::newRow("negative node")
        << QByteArray(R"({"cpus":[{"id":0,"node":-1,"core":0}]})") << "cpus[0].node";
    QTest::newRow("fractional id")
        << QByteArray(R"({"cpus":[{"id":0.5,"node":0,"core":0}]})") << "cpus[0].id";
    QTest::newRow("missing core") << QByteArray(R"({"cpus":[{"id":0,"node":0}]})")
                                  << "cpus[0].core";
    QTest::newRow("online not present")
        << QByteArray(R"({"cpus":[{"id":3,"node":0,"core":0,"present":false}]})")
        << "cpus[0]: CPU 3 is online but not present";
    QTest::newRow("online not bool")
        << QByteArray(R"({"cpus":[{"id":3,"node":0,"core":0,"online":1}]})") << "cpus[0].online";
    QTest::newRow("not square") << QByteArray(R"({"cpus":[{"id":0,"node":1,"core":0}],
        "distance":[[10,20],[20]]})")
                                << "distance[1]: has 1 entries";
    QTest::newRow("matrix too small")
        << QByteArray(R"({"cpus":[{"id":0,"node":2,"core":0}],"distance":[[10,20],[20,10]]})")
        << "distance: the matrix is 2 x 2 but node ids run from 0 to 2";
    QTest::newRow("negative distance")
        << QByteArray(R"({"cpus":[{"id":0,"node":0,"core":0}],"distance":[[-1]]})")
        << "distance[0][0]";
    QTest::newRow("negative node id in nodes")
        << QByteArray(R"({"cpus":[{"id":0,"node":0,"core":0}],"nodes":[0,-3]})") << "nodes[1]";
    QTest::newRow("duplicate node")
        << QByteArray(R"({"cpus":[{"id":0,"node":0,"core":0}],"nodes":[0,0]})")
        << "nodes[1]: node 0 is listed twice";
    QTest::newRow("cpu on unlisted node")
        << QByteArray(R"({"cpus":[{"id":0,"node":1,"core":0}],"nodes":[0]})")
        << "CPU 0 is on node 1";
    QTest::newRow("node cpus disagree")
        << QByteArray(R"({"cpus":[{"id":0,"node":0,"core":0}],"nodes":[{"id":0,"cpus":"0-1"}]})")
        << "node 0 lists CPUs \"0-1\"";
    QTest::newRow("bad cpu list")
        << QByteArray(R"({"cpus":[{"id":0,"node":0,"core":0}],"nodes":[{"id":0,"cpus":"0-x"}]})")
        << "nodes[0].cpus";
    const QByteArray one = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":1}],)";
    QTest::newRow("caches not array") << one + R"("caches":{}})"
                                      << "caches: not an array";
    QTest::newRow("cache level") << one + R"("caches":[{"level":0,"type":"unified","cpus":"0"}]})"
                                 << "caches[0].level";
    QTest::newRow("cache type") << one + R"("caches":[{"level":2,"type":"victim","cpus":"0"}]})"
                                << "caches[0].type";
    QTest::newRow("cache size")
        << one + R"("caches":[{"level":2,"type":"data","size_bytes":-1,"cpus":"0"}]})"
        << "caches[0].size_bytes";
    QTest::newRow("cache unknown cpu")
        << one +
               R"("caches":[{"level":3,"type":"unified","cpus":"0"},{"level":3,"type":"unified","cpus":"1-2"}]})"
        << "caches[1].cpus: CPUs 2 are not in \"cpus\"";
    QTest::newRow("cache no cpus") << one + R"("caches":[{"level":3,"type":"unified","cpus":""}]})"
                                   << "caches[0].cpus: the CPU list is empty";
    QTest::newRow("die id") << one + R"("dies":[{"id":-2,"package":0,"cpus":"0"}]})"
                            << "dies[0].id";
    QTest::newRow("die package") << one + R"("dies":[{"id":0,"package":"a","cpus":"0"}]})"
                                 << "dies[0].package";
    QTest::newRow("die cpus") << one + R"("dies":[{"id":0,"cpus":"0-x"}]})"
                              << "dies[0].cpus";
    QTest::newRow("group kind") << one + R"("groups":[{"cpus":"0"}]})"
                                << "groups[0].kind";
    QTest::newRow("group cpus") << one + R"("groups":[{"kind":"cluster","cpus":"5"}]})"
                                << "groups[0].cpus";
    QTest::newRow("tier") << one + R"("nodes":[{"id":0,"tier":7}]})"
                          << "nodes[0].tier";
    QTest::newRow("memory cache") << one + R"("nodes":[{"id":0,"memory_caches":[{"level":1}]}]})"
                                  << "nodes[0].memory_caches[0].size_bytes";
    QTest::newRow("frequency")
        << one + R"("cpukinds":[{"cpus":"0","frequency_max_mhz":0},{"cpus":"1"}]})"
        << "cpukinds[0].frequency_max_mhz";
    QTest::newRow("core type") << one + R"("cpukinds":[{"cpus":"0","core_type":[]},{"cpus":"1"}]})"
                               << "cpukinds[0].core_type";
    QTest::newRow("device without bdf")
        << QByteArray(R"({"cpus":[{"id":0,"node":0,"core":0}],"devices":[{"node":0}]})")
        << "devices[0].bdf";
}

void TestTopologyJson::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    auto t = topologyFromJson(json, QStringLiteral("bad.json"));
    QVERIFY(!t.ok());
    QVERIFY2(t.errorString().startsWith(QLatin1String("bad.json: ")), qPrintable(t.errorString()));
    QVERIFY2(t.errorString().contains(message), qPrintable(t.errorString()));
}

void TestTopologyJson::fingerprint()
{
    const Topology a = richTopology();
    const QString fa = a.fingerprint();
    QVERIFY(fa.startsWith(QLatin1String("sha256:")));
    QCOMPARE(fa.size(), 7 + 64);

    Topology b = a; // hostname, source and devices are not structure
    b.hostname = QStringLiteral("other");
    b.source = QStringLiteral("elsewhere");
    b.devices.clear();
    QCOMPARE(b.fingerprint(), fa);

    Topology c = a; // another loader's core numbering, same siblings
    for (auto &p : c.pus)
        p.core = 7 - p.id / 2;
    c.rebuildIndex();
    QCOMPARE(c.fingerprint(), fa);

    Topology d = a;
    d.distance[2][1] = 21;
    QVERIFY(d.fingerprint() != fa);

    Topology e = a;
    e.pus[1].online = false;
    QVERIFY(e.fingerprint() != fa);

    Topology f = a; // different sibling pairing
    f.pus[1].core = 101;
    f.pus[2].core = 100;
    f.rebuildIndex();
    QVERIFY(f.fingerprint() != fa);
}

// Caches, dies, groups, tiers and kind infos read back as written, in the
// documented order, whatever order the input lists them in.
void TestTopologyJson::structure()
{
    const Topology rich = richTopology();
    const QByteArray json = topologyToJson(rich);
    QVERIFY(json.contains(
        R"("caches":[{"level":2,"type":"unified","size_bytes":2097152,"cpus":"0-1"},)"));
    QVERIFY(json.contains(
        R"("dies":[{"id":0,"package":0,"cpus":"0-3"},{"id":4,"package":1,"cpus":"4-7"}])"));
    QVERIFY(json.contains(R"("groups":[{"kind":"cluster","cpus":"4-5"}])"));
    QVERIFY(json.contains(
        R"("tier":"CXL-DRAM","memory_caches":[{"level":2,"size_bytes":17179869184},{"level":1,)"));
    QVERIFY(json.contains(R"("name":"IntelCore","frequency_max_mhz":5200})"));
    QVERIFY(json.contains(R"("name":"IntelAtom","core_type":"IntelAtom"})"));
    auto t = topologyFromJson(json, QStringLiteral("rich.json"));
    QVERIFY(t.ok());
    QCOMPARE(t->caches.size(), std::size_t(4));
    QCOMPARE(t->lastLevelCacheLevel(), 3);
    QCOMPARE(t->lastLevelCaches().size(), std::size_t(2));
    QCOMPARE(t->lastLevelCacheOf(5)->cpus.toListString(), QStringLiteral("4-7"));
    QCOMPARE(t->caches[1].type, QStringLiteral("data"));
    QCOMPARE(t->caches[1].sizeBytes, quint64(0));
    QCOMPARE(t->dies[1].id, 4);
    QCOMPARE(t->dies[1].package, 1);
    QCOMPARE(t->node(1)->tier, QStringLiteral("CXL-DRAM"));
    QCOMPARE(t->node(1)->memoryCaches.size(), std::size_t(2));
    QCOMPARE(t->cpuKinds[0].frequencyMaxMhz, 5200);
    QCOMPARE(t->cpuKinds[1].coreType, QStringLiteral("IntelAtom"));

    // Input order does not matter: the reader sorts by level, then first CPU.
    const QByteArray shuffled = R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":1}],
        "caches":[{"level":3,"type":"unified","cpus":"0-1"},{"level":2,"type":"unified","cpus":"1"},
                  {"level":2,"type":"unified","cpus":"0"}]})";
    auto s = topologyFromJson(shuffled, QStringLiteral("s.json"));
    QVERIFY(s.ok());
    QCOMPARE(s->caches[0].cpus.toListString(), QStringLiteral("0"));
    QCOMPARE(s->caches[1].cpus.toListString(), QStringLiteral("1"));
    QCOMPARE(s->caches[2].level, 3);
    QCOMPARE(topologyToJson(*topologyFromJson(topologyToJson(*s), QStringLiteral("s2.json"))),
             topologyToJson(*s));
}

// JSON written before caches, dies, groups and tiers existed still loads,
// and a topology without them writes exactly the old keys.
void TestTopologyJson::olderJson()
{
    Topology old = richTopology();
    old.caches.clear();
    old.dies.clear();
    old.groups.clear();
    for (auto &n : old.nodes) {
        n.tier.clear();
        n.memoryCaches.clear();
    }
    for (auto &k : old.cpuKinds) {
        k.coreType.clear();
        k.frequencyMaxMhz = -1;
    }
    const QByteArray json = topologyToJson(old);
    for (const char *key : {"\"caches\"", "\"dies\"", "\"groups\"", "\"tier\"", "\"memory_caches\"",
                            "\"core_type\"", "\"frequency_max_mhz\""})
        QVERIFY2(!json.contains(key), key);
    // The shape of the previous release, key for key.
    QVERIFY(json.contains(
        R"(],"packages":[{"id":0,"cpus":"0-3"},{"id":1,"cpus":"4-7"}],"cpukinds":[)"));
    auto t = topologyFromJson(json, QStringLiteral("old.json"));
    QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
    QVERIFY(t->caches.empty() && t->dies.empty() && t->groups.empty());
    QCOMPARE(t->lastLevelCacheLevel(), 0);
    QCOMPARE(t->lastLevelCacheOf(0), nullptr);
    QCOMPARE(topologyToJson(*t), json);
}

QTEST_GUILESS_MAIN(TestTopologyJson)
#include "tst_topologyjson.moc"
