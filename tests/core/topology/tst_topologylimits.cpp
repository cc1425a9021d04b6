// Topology JSON (`--topology FILE`) against ids and lists past the caps of
// model/inputlimits.h: CPU and node ids size the topology's indexes and its
// distance matrix, so they are refused before anything is built from them.

#include "model/inputlimits.h"
#include "peakmemory.h"
#include "topology/topologyjson.h"

#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

QByteArray cpusJson(int count, int nodeOf0 = 0)
{
    QByteArray json = R"({"cpus": [)";
    for (int i = 0; i < count; ++i) {
        if (i)
            json += ',';
        json += R"({"id": )" + QByteArray::number(i) + R"(, "node": )" +
                QByteArray::number(i == 0 ? nodeOf0 : 0) + R"(, "core": )" + QByteArray::number(i) +
                "}";
    }
    return json + "]}";
}

QString message(const Result<Topology> &r)
{
    return r.ok() ? QStringLiteral("(no error)") : r.errorString();
}

} // namespace

class TestTopologyLimits : public QObject
{
    Q_OBJECT
private slots:
    void refused_data();
    void refused();
    void atCaps();
    void tooLarge();
};

void TestTopologyLimits::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("cpu id INT_MAX")
        << QByteArray(R"({"cpus": [{"id": 2147483647, "node": 0, "core": 0}]})")
        << "t.json: cpus[0].id: missing or not a CPU id from 0 to 16383";
    QTest::newRow("cpu id 16384") << QByteArray(
                                         R"({"cpus": [{"id": 16384, "node": 0, "core": 0}]})")
                                  << "t.json: cpus[0].id: missing or not a CPU id from 0 to 16383";
    // Node 5000 made a 5001 x 5001 default distance matrix (100 MB); node
    // 1048576, which was allowed, one of four terabytes.
    QTest::newRow("cpu node 5000")
        << cpusJson(1, 5000) << "t.json: cpus[0].node: missing or not a node id from 0 to 1023";
    QTest::newRow("node id 4096")
        << QByteArray(R"({"cpus": [{"id": 0, "node": 0, "core": 0}], "nodes": [0, 4096]})")
        << "t.json: nodes[1]: expected a node id from 0 to 1023 or a node object";
    QTest::newRow("node object id")
        << QByteArray(R"({"cpus": [{"id": 0, "node": 0, "core": 0}], "nodes": [{"id": 1024}]})")
        << "t.json: nodes[0].id: missing or not a node id from 0 to 1023";
    QTest::newRow("device node")
        << QByteArray(
               R"({"cpus": [{"id": 0, "node": 0, "core": 0}], "devices": [{"bdf": "0000:00:01.0", "node": 4096}]})")
        << "t.json: devices[0].node: not a node id or null";
    QTest::newRow("node cpus list")
        << QByteArray(
               R"({"cpus": [{"id": 0, "node": 0, "core": 0}], "nodes": [{"id": 0, "cpus": "0,1048576"}]})")
        << "t.json: nodes[0].cpus: invalid CPU list \"0,1048576\" at position 3: CPU 1048576 is "
           "above the supported maximum 16383";
    QTest::newRow("16385 cpus")
        << cpusJson(limits::kMaxCpus + 1)
        << "t.json: cpus: 16385 entries, more than the supported maximum of 16384";
    QByteArray rows = "[";
    for (int i = 0; i <= limits::kMaxNumaNodes; ++i)
        rows += i ? ",[]" : "[]";
    rows += "]";
    QTest::newRow("1025 distance rows")
        << QByteArray(R"({"cpus": [{"id": 0, "node": 0, "core": 0}], "distance": )" + rows + "}")
        << "t.json: distance: 1025 entries, more than the supported maximum of 1024";
    QByteArray kinds = "[";
    for (int i = 0; i <= limits::kMaxCpuKinds; ++i)
        kinds += i ? R"(,{"cpus": "0"})" : R"({"cpus": "0"})";
    kinds += "]";
    QTest::newRow("257 cpu kinds")
        << QByteArray(R"({"cpus": [{"id": 0, "node": 0, "core": 0}], "cpukinds": )" + kinds + "}")
        << "t.json: cpukinds: 257 entries, more than the supported maximum of 256";
}

void TestTopologyLimits::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const PeakGrowth peak;
    const auto r = topologyFromJson(json, QStringLiteral("t.json"));
    QCOMPARE(message(r), expected);
    QVERIFY2(peak.bytes() < (64 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

void TestTopologyLimits::atCaps()
{
    auto r = topologyFromJson(R"({"cpus": [{"id": 16383, "node": 1023, "core": 0}]})",
                              QStringLiteral("t.json"));
    QVERIFY2(r.ok(), qPrintable(message(r)));
    QCOMPARE(r->nrNodeIds(), limits::kMaxNumaNodes);
    QCOMPARE(r->nrCpuIds(), limits::kMaxCpus);
}

void TestTopologyLimits::tooLarge()
{
    QByteArray json = cpusJson(1);
    json += QByteArray(qsizetype(limits::kMaxTopologyJsonBytes), ' ');
    const auto r = topologyFromJson(json, QStringLiteral("t.json"));
    QCOMPARE(message(r),
             QStringLiteral("t.json: %1 bytes, more than the supported maximum of 33554432")
                 .arg(json.size()));
}

QTEST_GUILESS_MAIN(TestTopologyLimits)
#include "tst_topologylimits.moc"
