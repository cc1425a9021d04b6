// What the topology graph draws and calls things on hybrid, chiplet and CXL
// machines: Raptor Lake's E-core modules (four E-cores behind one L2) are a
// box of their own that no row splits, Zen 4's L3 boxes name their CCD, and
// a CXL memory expander is called CXL memory, not "PCI mem2".
#include "layout/cachedomains.h"
#include "layout/devicetitle.h"
#include "layout/topologylayout.h"
#include "model/topology.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QTest>
#include <set>

using namespace irqatlas;

namespace {

Topology load(const QString &file)
{
    auto t = loadTopologyXml(test::dataPath(file));
    return t ? std::move(t).value() : Topology{};
}

} // namespace

class TestUiHybridGraph : public QObject
{
    Q_OBJECT
private slots:
    // i7-1370P: 6 P-cores with an L2 each, 8 E-cores in two modules of four.
    void eCoreModules()
    {
        const Topology t =
            load(QStringLiteral("topology-xml/hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml"));
        QCOMPARE(int(t.pus.size()), 20);
        const TopologyLayout l = computeLayout(t);
        QCOMPARE(int(l.domains.size()), 2);
        for (std::size_t i = 0; i < l.boxes.size(); ++i) {
            const LayoutBox &box = l.boxes[i];
            if (box.kind != BoxKind::CacheDomain)
                continue;
            const CacheDomain &d = l.domains[std::size_t(box.id)];
            QCOMPARE(d.level, 2);
            QVERIFY(cacheDomainTitle(d).contains(QLatin1String("L2")));
            // Four E-cores, each inside the module's box: the module is laid
            // out whole, so no row of the node splits it.
            int cores = 0;
            for (const LayoutBox &b : l.boxes)
                if (b.kind == BoxKind::Core && b.parent == int(i)) {
                    ++cores;
                    QVERIFY(box.rect.contains(b.rect));
                }
            QCOMPARE(cores, 4);
            QCOMPARE(d.cpus.count(), 4);
            for (int cpu : d.cpus)
                QVERIFY(box.rect.contains(l.boxes[std::size_t(l.puBox[std::size_t(cpu)])].rect));
        }
        // The P-cores stay bare in their node.
        for (const LayoutBox &b : l.boxes)
            if (b.kind == BoxKind::Core && l.box(b.parent)->kind == BoxKind::Node)
                QVERIFY(b.id >= 0);
    }

    // 2x EPYC 9654: each L3 box names the CCD it is the whole of.
    void zen4Ccds()
    {
        const Topology t =
            load(QStringLiteral("topology-xml/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml"));
        const TopologyLayout l = computeLayout(t);
        QCOMPARE(int(l.domains.size()), 24);
        std::set<QString> titles;
        for (const CacheDomain &d : l.domains) {
            const QString title = cacheDomainTitle(d);
            QVERIFY2(title.startsWith(QLatin1String("CCD ")) &&
                         title.endsWith(QLatin1String("L3 32 MiB")),
                     qPrintable(title));
            titles.insert(title);
        }
        // Twelve CCDs per package, told apart within it.
        QCOMPARE(int(titles.size()), 12);
        QCOMPARE(cacheDomainTitle(l.domains.front()), QStringLiteral("CCD 0 · L3 32 MiB"));
    }

    // The CXL memory devices (PCI class 0502, hwloc's CXLMem) by name.
    void cxlMemory()
    {
        const Topology t = load(QStringLiteral("topology-xml/hwloc-xml-cxlmem+dax.v2.xml"));
        int cxl = 0;
        for (const PciDevice &d : t.devices) {
            const QString label = deviceLabel(d);
            QVERIFY2(!label.startsWith(QLatin1String("PCI mem")), qPrintable(label));
            if (d.bdf == QLatin1String("0000:11:00.0")) {
                QCOMPARE(label, QStringLiteral("CXL memory mem2"));
            }
            cxl += label.startsWith(QLatin1String("CXL memory"));
        }
        QCOMPARE(cxl, 4);
    }
};

QTEST_MAIN(TestUiHybridGraph)
#include "tst_ui_hybridgraph.moc"
