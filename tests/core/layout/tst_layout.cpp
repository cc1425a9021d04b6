// Geometry of the topology graph on real machines: every PU drawn, nothing
// overlapping, every box inside its parent.
#include "layout/topologylayout.h"
#include "machine/machinedata.h"
#include "procfs/interrupts.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <map>

using namespace irqatlas;

class TestLayout : public QObject
{
    Q_OBJECT
private slots:
    void invariants_data();
    void invariants();
    void cpuOnly1152();
    void compactSwitch();

private:
    static void checkLayout(const Topology &topo, const TopologyLayout &layout);
};

namespace {
// Box indices of the PU tiles.
std::vector<int> puRectsById(const TopologyLayout &layout)
{
    std::vector<int> out;
    for (int b : layout.puBox)
        if (b >= 0)
            out.push_back(b);
    return out;
}
} // namespace

void TestLayout::checkLayout(const Topology &topo, const TopologyLayout &layout)
{
    QVERIFY(!layout.bounds.isEmpty());
    std::vector<QRectF> puRects;
    for (const Pu &pu : topo.pus) {
        QVERIFY2(std::size_t(pu.id) < layout.puBox.size() && layout.puBox[std::size_t(pu.id)] >= 0,
                 qPrintable(QStringLiteral("PU %1 has no box").arg(pu.id)));
        const LayoutBox &b = layout.boxes[std::size_t(layout.puBox[std::size_t(pu.id)])];
        QCOMPARE(b.kind, BoxKind::Pu);
        QVERIFY(b.rect.width() > 0 && b.rect.height() > 0);
        puRects.push_back(b.rect);
        // PU inside its core, core inside its node block, node inside its package.
        const LayoutBox *core = layout.box(b.parent);
        QVERIFY(core);
        QCOMPARE(core->kind, BoxKind::Core);
        if (pu.core >= 0)
            QCOMPARE(core->id, pu.core);
        QVERIFY(core->rect.contains(b.rect));
        const LayoutBox *node = layout.box(core->parent);
        QVERIFY(node);
        if (node->kind == BoxKind::CacheDomain) { // an L3 box between core and node
            QVERIFY(node->rect.contains(core->rect));
            QVERIFY(layout.domains[std::size_t(node->id)].cpus.test(pu.id));
            node = layout.box(node->parent);
            QVERIFY(node);
        }
        QCOMPARE(node->kind, BoxKind::Node);
        QCOMPARE(node->id, pu.node);
        QVERIFY(node->rect.contains(core->rect));
        const LayoutBox *pkg = layout.box(node->parent);
        QVERIFY(pkg);
        QCOMPARE(pkg->kind, BoxKind::Package);
        QCOMPARE(pkg->id, pu.package);
        QVERIFY(pkg->rect.contains(node->rect));
        QVERIFY(layout.bounds.contains(pkg->rect));
    }
    // No two PU tiles overlap (sweep over x).
    std::sort(puRects.begin(), puRects.end(),
              [](const QRectF &a, const QRectF &b) { return a.left() < b.left(); });
    for (std::size_t i = 0; i < puRects.size(); ++i)
        for (std::size_t j = i + 1; j < puRects.size() && puRects[j].left() < puRects[i].right();
             ++j)
            QVERIFY2(!puRects[i].intersected(puRects[j]).isValid() ||
                         puRects[i].intersected(puRects[j]).isEmpty(),
                     "two PU tiles overlap");
    // Every device with a known node sits inside a block of that node.
    for (std::size_t d = 0; d < topo.devices.size(); ++d) {
        const LayoutBox *b = layout.box(layout.deviceBox[d]);
        QVERIFY(b);
        const LayoutBox *parent = layout.box(b->parent);
        QVERIFY(parent && parent->rect.contains(b->rect));
        if (topo.devices[d].node >= 0 && topo.node(topo.devices[d].node))
            QCOMPARE(parent->id, topo.devices[d].node);
    }
    // Device titles get the room of their block: every row of devices spans
    // the block with equal margins left and right, and devices never overlap.
    std::map<int, std::vector<QRectF>> devicesOf; // parent box -> device rects
    for (int index : layout.deviceBox)
        devicesOf[layout.box(index)->parent].push_back(layout.box(index)->rect);
    for (auto &[parent, rects] : devicesOf) {
        const QRectF block = layout.box(parent)->rect;
        std::map<double, std::pair<double, double>> rows; // top -> left, right edge
        for (const QRectF &r : rects) {
            auto [it, added] = rows.try_emplace(r.top(), r.left(), r.right());
            it->second.first = std::min(it->second.first, r.left());
            it->second.second = std::max(it->second.second, r.right());
        }
        for (const auto &[top, edges] : rows)
            QVERIFY2(
                std::abs((edges.first - block.left()) - (block.right() - edges.second)) < 0.01,
                qPrintable(QStringLiteral("device row at y=%1 does not span its block").arg(top)));
        for (std::size_t i = 0; i < rects.size(); ++i)
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                QVERIFY2(rects[i].intersected(rects[j]).isEmpty(), "two devices overlap");
    }
    // Compact layouts label every row of tiles beside it: each PU in one
    // label of its node block, no label over a tile or another label.
    QCOMPARE(layout.rowLabels.empty(), !layout.compact);
    CpuSet labelled;
    for (std::size_t i = 0; i < layout.rowLabels.size(); ++i) {
        const RowLabel &row = layout.rowLabels[i];
        QVERIFY(!row.cpus.empty());
        QVERIFY((labelled & row.cpus).empty());
        labelled |= row.cpus;
        const LayoutBox *node = layout.box(row.nodeBox);
        QVERIFY(node && node->kind == BoxKind::Node && node->rect.contains(row.rect));
        for (int cpu : row.cpus) {
            const QRectF tile = layout.boxes[std::size_t(layout.puBox[std::size_t(cpu)])].rect;
            QVERIFY(node->rect.contains(tile));
            QVERIFY(tile.top() >= row.rect.top() && tile.bottom() <= row.rect.bottom());
        }
        for (int p : puRectsById(layout))
            QVERIFY2(
                !row.rect.intersects(layout.boxes[std::size_t(p)].rect),
                qPrintable(QStringLiteral("label %1 covers a tile").arg(row.cpus.toListString())));
        for (std::size_t j = i + 1; j < layout.rowLabels.size(); ++j)
            QVERIFY(!row.rect.intersects(layout.rowLabels[j].rect));
    }
    if (layout.compact)
        QCOMPARE(labelled.count(), int(topo.pus.size()));
    // A CPU-less node still gets a box.
    for (const NumaNode &n : topo.nodes)
        QVERIFY2(!layout.nodeBoxes(n.id).empty(),
                 qPrintable(QStringLiteral("node %1 missing").arg(n.id)));
}

void TestLayout::invariants_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pus");
    QTest::addColumn<int>("online");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<bool>("compact");
    // PU and node counts as lstopo-no-graphics reports them for each file.
    QTest::newRow("24em64t-2n6c2t-pci")
        << "ui/hwloc-xml-24em64t-2n6c2t-pci.xml" << 24 << 24 << 2 << false;
    QTest::newRow("zen4-2x9654") << "ui/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml" << 384 << 384 << 2
                                 << true;
    QTest::newRow("192em64t-24n8c2t")
        << "ui/hwloc-xml-192em64t-24n8c2t.xml" << 384 << 384 << 24 << true;
    QTest::newRow("raptorlake-hybrid")
        << "ui/hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml" << 20 << 20 << 1 << false;
    QTest::newRow("offlines") << "ui/hwloc-xml-16em64t-4s2c2t-offlines.xml" << 16 << 7 << 1
                              << false;
    QTest::newRow("cpusets-disallowed")
        << "ui/hwloc-xml-16amd64-8n2c-cpusets.xml" << -1 << -1 << -1 << false;
    QTest::newRow("cxlmem-dax") << "ui/hwloc-xml-cxlmem+dax.v2.xml" << 4 << 4 << -1 << false;
}

void TestLayout::invariants()
{
    QFETCH(QString, file);
    QFETCH(int, pus);
    QFETCH(int, online);
    QFETCH(int, nodes);
    QFETCH(bool, compact);
    auto topo = loadTopologyXml(test::dataPath(file));
    QVERIFY2(topo.ok(), qPrintable(topo.ok() ? QString() : topo.errorString()));
    if (pus >= 0)
        QCOMPARE(int(topo->pus.size()), pus);
    if (online >= 0)
        QCOMPARE(topo->onlineCpus().count(), online);
    if (nodes >= 0)
        QCOMPARE(int(topo->nodes.size()), nodes);
    const TopologyLayout layout = computeLayout(*topo);
    QCOMPARE(layout.compact, compact);
    checkLayout(*topo, layout);
    const auto puCount = std::count_if(layout.boxes.begin(), layout.boxes.end(),
                                       [](const LayoutBox &b) { return b.kind == BoxKind::Pu; });
    QCOMPARE(int(puCount), int(topo->pus.size()));
}

void TestLayout::cpuOnly1152()
{
    // A lone /proc/interrupts of a 1152-CPU machine: one tile per CPU, none folded.
    const QByteArray text =
        test::readData(QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
    QVERIFY(!text.isEmpty());
    auto table = parseInterrupts(std::string_view(text.constData(), std::size_t(text.size())),
                                 QStringLiteral("1152cpu"));
    QVERIFY2(table.ok(), qPrintable(table.ok() ? QString() : table.errorString()));
    QCOMPARE(int(table->cpus.size()), 1152);
    const Topology topo = cpuOnlyTopology(table->cpus, QStringLiteral("1152cpu"));
    const TopologyLayout layout = computeLayout(topo);
    QVERIFY(layout.compact);
    checkLayout(topo, layout);
    // The graph stays near the requested 16:10 shape instead of one long row.
    const double aspect = layout.bounds.width() / layout.bounds.height();
    QVERIFY2(aspect > 1.0 && aspect < 2.6, qPrintable(QString::number(aspect)));
}

void TestLayout::compactSwitch()
{
    auto topo =
        loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")));
    QVERIFY(topo.ok());
    LayoutOptions o;
    o.compactFrom = 10;
    const TopologyLayout small = computeLayout(*topo, o);
    const TopologyLayout big = computeLayout(*topo);
    QVERIFY(small.compact);
    QVERIFY(!big.compact);
    QVERIFY(small.puSize.width() < big.puSize.width());
    // The innermost box under a PU's centre is that PU.
    const int box = big.puBox[5];
    QCOMPARE(big.boxAt(big.boxes[std::size_t(box)].rect.center()), box);
}

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
