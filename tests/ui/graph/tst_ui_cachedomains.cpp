// The structure between node and core on the graph: L3 domain / cluster boxes
// around their cores, the toggle that removes them, P-cores and E-cores told
// apart, memory tiers in node titles, every PU still visible on a full-HD
// window, and the Zen 4 graph rendered offscreen.
#include "layout/boxtitles.h"
#include "layout/cachedomains.h"
#include "layout/devicetitle.h"
#include "layout/topologylayout.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/graphstate.h"
#include "ui/graph/boxdescription.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/graphexport.h"
#include "ui/graph/structurepaint.h"
#include "ui/graph/topologypainter.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <set>

using namespace irqatlas;

namespace {

Topology load(const QString &relative)
{
    auto t = loadTopologyXml(test::dataPath(relative));
    if (!t.ok())
        qFatal("%s", qPrintable(t.errorString()));
    return *t;
}

const QString kZen4 = QStringLiteral("ui/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml");
const QString kRaptor = QStringLiteral("ui/hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml");

int countBoxes(const TopologyLayout &l, BoxKind kind)
{
    return int(std::count_if(l.boxes.begin(), l.boxes.end(),
                             [&](const LayoutBox &b) { return b.kind == kind; }));
}

// Every core box under a domain box holds only CPUs of that domain, the
// domain box sits inside a node block, and every PU of the domain is drawn
// inside the domain's box (or boxes, when a node split cuts it).
void checkDomains(const Topology &t, const TopologyLayout &l)
{
    for (std::size_t i = 0; i < l.boxes.size(); ++i) {
        const LayoutBox &b = l.boxes[i];
        if (b.kind == BoxKind::Core) {
            const LayoutBox *parent = l.box(b.parent);
            QVERIFY(parent);
            if (parent->kind != BoxKind::CacheDomain)
                continue;
            QVERIFY(parent->rect.contains(b.rect));
            const CpuSet &cpus = l.domains[std::size_t(parent->id)].cpus;
            for (std::size_t k = i + 1; k < l.boxes.size() && l.boxes[k].parent == int(i); ++k)
                QVERIFY2(cpus.test(l.boxes[k].id),
                         qPrintable(QStringLiteral("CPU %1").arg(l.boxes[k].id)));
        } else if (b.kind == BoxKind::CacheDomain) {
            const LayoutBox *node = l.box(b.parent);
            QVERIFY(node && node->kind == BoxKind::Node);
            QVERIFY(node->rect.contains(b.rect));
        }
    }
    for (const Pu &p : t.pus) {
        const LayoutBox *pu = l.box(l.puBox[std::size_t(p.id)]);
        QVERIFY(pu);
        const LayoutBox *core = l.box(pu->parent);
        const LayoutBox *domain = l.box(core->parent);
        const bool inDomain = std::any_of(l.domains.begin(), l.domains.end(),
                                          [&](const CacheDomain &d) { return d.cpus.test(p.id); });
        QCOMPARE(domain->kind == BoxKind::CacheDomain, inDomain);
    }
}

} // namespace

class TestUiCacheDomains : public QObject
{
    Q_OBJECT
private slots:
    // 2x EPYC 9654: 24 boxes "L3 32 MiB", each around 8 cores (16 PUs).
    void zen4()
    {
        const Topology t = load(kZen4);
        const TopologyLayout l = computeLayout(t);
        QCOMPARE(int(l.domains.size()), 24);
        QCOMPARE(countBoxes(l, BoxKind::CacheDomain), 24);
        checkDomains(t, l);
        for (std::size_t i = 0; i < l.boxes.size(); ++i) {
            if (l.boxes[i].kind != BoxKind::CacheDomain)
                continue;
            int cores = 0;
            for (const LayoutBox &b : l.boxes)
                cores += b.kind == BoxKind::Core && b.parent == int(i);
            QCOMPARE(cores, 8);
            QVERIFY(!l.boxes[i].partial);
            // Named by the CCD (hwloc's Die) each L3 is the whole of.
            const CacheDomain &d = l.domains[std::size_t(l.boxes[i].id)];
            QVERIFY(d.dieId >= 0);
            QCOMPARE(cacheDomainTitle(d), QStringLiteral("CCD %1 · L3 32 MiB").arg(d.dieId));
        }
        // Off: the flat grid, cores straight in their node.
        LayoutOptions flat;
        flat.showCacheDomains = false;
        const TopologyLayout f = computeLayout(t, flat);
        QCOMPARE(countBoxes(f, BoxKind::CacheDomain), 0);
        QVERIFY(f.domains.empty());
        QCOMPARE(countBoxes(f, BoxKind::Pu), 384);
        for (const LayoutBox &b : f.boxes)
            if (b.kind == BoxKind::Core)
                QCOMPARE(f.box(b.parent)->kind, BoxKind::Node);
        // Selected IRQs on CPU 200 light up its L3 (CPUs 8-15,200-207), no other.
        GraphState st;
        st.effective = CpuSet{200};
        int lit = 0;
        for (const LayoutBox &b : l.boxes)
            if (b.kind == BoxKind::CacheDomain &&
                cacheDomainMark(l, b, st) == DomainMark::Delivered) {
                ++lit;
                QCOMPARE(l.domains[std::size_t(b.id)].cpus.toListString(),
                         QStringLiteral("8-15,200-207"));
            }
        QCOMPARE(lit, 1);
        const int box = l.domainBoxes(CpuSet{200}).front();
        const QString tip = describeBox(t, l, st, box);
        QVERIFY2(tip.contains(QLatin1String("L3 32 MiB")) &&
                     tip.contains(QLatin1String("8 cores")) &&
                     tip.contains(QLatin1String("8-15,200-207")),
                 qPrintable(tip));
    }

    // What splits a node is what is drawn: ARM clusters, Naples CCXs (two per
    // die), Raptor Lake's E-core modules (an L2 for four cores), and nothing
    // where one L3 spans the node (SPR).
    void whichStructure_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("domains");
        QTest::addColumn<QString>("title");
        QTest::newRow("kunpeng clusters")
            << "topology-xml/derived-hwloc2.9-from-sysfs-128arm-2pa2n8cluster4co.xml" << 32
            << "Cluster";
        QTest::newRow("naples ccx")
            << "topology-xml/hwloc-x86-AMD-17h-Zen-2xEpyc-7451.xml" << 16 << "#0 · L3 8.0 MiB";
        QTest::newRow("1152 pu, 96 l3")
            << "ui/synthetic-1152pu-8pack-16numa-96l3.xml" << 96 << "L3";
        QTest::newRow("raptor lake e-core modules") << kRaptor << 2 << "L2";
        QTest::newRow("sapphire rapids")
            << "topology-xml/hwloc-x86-Intel-SapphireRapids-2xXeonMax9460.xml" << 0 << "";
        QTest::newRow("24 nodes, l3 per node") << "ui/hwloc-xml-192em64t-24n8c2t.xml" << 0 << "";
    }

    void whichStructure()
    {
        QFETCH(QString, file);
        QFETCH(int, domains);
        QFETCH(QString, title);
        const Topology t = load(file);
        const TopologyLayout l = computeLayout(t);
        QCOMPARE(int(l.domains.size()), domains);
        QCOMPARE(countBoxes(l, BoxKind::Pu), int(t.pus.size()));
        checkDomains(t, l);
        if (domains > 0)
            QVERIFY2(cacheDomainTitle(l.domains.front()).contains(title),
                     qPrintable(cacheDomainTitle(l.domains.front())));
    }

    // Fitted into the graph area of a 1600x1000 window (about 1000 x 880
    // pixels once the docks have theirs), every PU tile stays a visible
    // tile, cache boxes or not.
    void visibleOnFullHd_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("boxes");
        QTest::addColumn<double>("minPx");
        QTest::newRow("zen4 384, boxes") << kZen4 << true << 24.0;
        QTest::newRow("zen4 384, flat") << kZen4 << false << 24.0;
        QTest::newRow("1152 pu, 96 l3 boxes")
            << "ui/synthetic-1152pu-8pack-16numa-96l3.xml" << true << 14.0;
        QTest::newRow("1152 pu, flat")
            << "ui/synthetic-1152pu-8pack-16numa-96l3.xml" << false << 14.0;
    }

    void visibleOnFullHd()
    {
        QFETCH(QString, file);
        QFETCH(bool, boxes);
        QFETCH(double, minPx);
        const Topology t = load(file);
        LayoutOptions o;
        o.showCacheDomains = boxes;
        o.targetAspect = 1000.0 / 880.0;
        const TopologyLayout l = computeLayout(t, o);
        const double scale = std::min(1000.0 / l.bounds.width(), 880.0 / l.bounds.height());
        const double w = l.puSize.width() * scale, h = l.puSize.height() * scale;
        qInfo("%s: PU tiles %.1f x %.1f px", qPrintable(file), w, h);
        QVERIFY2(w >= minPx && h >= minPx * 0.75,
                 qPrintable(QStringLiteral("PU tiles %1 x %2 px").arg(w).arg(h)));
        QCOMPARE(countBoxes(l, BoxKind::Pu), int(t.pus.size()));
    }

    // Raptor Lake: E-cores get a dashed frame and rounder tiles, the legend
    // strip names both kinds, the PU tooltip names the kind.
    void cpuKinds()
    {
        const Topology t = load(kRaptor);
        QVERIFY(!isEfficiencyCpu(t, 0));
        QVERIFY(isEfficiencyCpu(t, 12));
        QCOMPARE(kindLabel(t, t.pu(12)->kind), QStringLiteral("E-core (IntelAtom)"));
        QCOMPARE(kindLabel(t, t.pu(0)->kind), QStringLiteral("P-core (IntelCore)"));
        const QRectF tile(0, 0, 48, 36);
        QVERIFY(puCornerRadius(t, 12, tile) > puCornerRadius(t, 0, tile));
        const TopologyLayout l = computeLayout(t);
        QVERIFY(!l.legend.isEmpty());
        QVERIFY(l.bounds.contains(l.legend));
        for (const LayoutBox &b : l.boxes)
            if (b.kind == BoxKind::Package)
                QVERIFY(!b.rect.intersects(l.legend)); // the legend overlaps nothing
        GraphState st;
        QVERIFY(describeBox(t, l, st, l.puBox[13]).contains(QLatin1String("E-core (IntelAtom)")));
        QVERIFY(describeBox(t, l, st, l.puBox[1]).contains(QLatin1String("P-core (IntelCore)")));
        // One kind: no legend, no label.
        const Topology zen = load(kZen4);
        QVERIFY(computeLayout(zen).legend.isEmpty());
        QVERIFY(kindLabel(zen, 0).isEmpty());
        QVERIFY(!isEfficiencyCpu(zen, 0));
    }

    // Memory-only nodes say their tier (KNL's MCDRAM nodes).
    void memoryTier()
    {
        const Topology t =
            load(QStringLiteral("topology-xml/hwloc-xml-64intel64-fakeKNL-SNC4-hybrid.xml"));
        const TopologyLayout l = computeLayout(t);
        const std::vector<int> boxes = l.nodeBoxes(5);
        QCOMPARE(boxes.size(), std::size_t(1));
        QCOMPARE(l.boxes[std::size_t(boxes.front())].kind, BoxKind::MemoryNode);
        QVERIFY(
            nodeTitle(t, l.boxes[std::size_t(boxes.front())]).contains(QLatin1String("MCDRAM")));
    }

    // Memory-side caches (DRAM caching NVM on this Cascade Lake in memory
    // mode) are a labelled band in the title strip of their node, the title
    // gives way to it, the tooltip names them; nodes without keep no band.
    // Saved as a PNG where IRQATLAS_GRAPH_SCREENSHOTS points.
    void memorySideCaches()
    {
        const Topology t = load(QStringLiteral("topology-xml/hwloc-xml-memorysidecaches.xml"));
        const TopologyLayout l = computeLayout(t);
        QImage img(l.bounds.size().toSize(), QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        p.translate(-l.bounds.topLeft());
        paintTopology(&p, t, l, GraphState{}, QRectF(), 1.0);
        p.end();
        const GraphColors c = GraphColors::light();
        QVERIFY(c.core != c.node);
        int banded = 0, cached = 0;
        for (const NumaNode &n : t.nodes) {
            cached += !n.memoryCaches.empty();
            for (int i : l.nodeBoxes(n.id)) {
                const QRectF r = l.boxes[std::size_t(i)].rect;
                const QRectF band = memoryCacheBand(n, r, l.headerHeight);
                QCOMPARE(band.isEmpty(), n.memoryCaches.empty());
                const QString tip = describeBox(t, l, GraphState{}, i);
                QCOMPARE(tip.contains(QLatin1String("Memory-side cache")), !n.memoryCaches.empty());
                if (band.isEmpty())
                    continue;
                ++banded;
                QVERIFY(r.contains(band));
                QVERIFY(band.bottom() <= r.top() + l.headerHeight); // in the title strip
                QString sizes;
                for (const MemorySideCache &m : n.memoryCaches)
                    sizes += (sizes.isEmpty() ? QString() : QStringLiteral(" + ")) +
                             formatBytes(double(m.sizeBytes));
                QCOMPARE(memoryCacheLabel(n), QStringLiteral("MemCache ") + sizes);
                QVERIFY2(tip.contains(formatBytes(double(n.memoryCaches.front().sizeBytes))),
                         qPrintable(tip));
                // Inside the band, left of its text: the band's own fill.
                const QPointF probe =
                    band.topLeft() - l.bounds.topLeft() + QPointF(3, band.height() / 2);
                QCOMPARE(img.pixelColor(probe.toPoint()).rgb(), c.core.rgb());
            }
        }
        QVERIFY(cached > 0);
        QVERIFY(banded >= cached);
        // Memory-only nodes still say their tier, band or not.
        for (const LayoutBox &b : l.boxes)
            if (b.kind == BoxKind::MemoryNode)
                if (const NumaNode *n = t.node(b.id); n && !n->tier.isEmpty())
                    QVERIFY(nodeTitle(t, b).contains(n->tier));
        const QString dir = qEnvironmentVariable("IRQATLAS_GRAPH_SCREENSHOTS");
        if (!dir.isEmpty())
            QVERIFY(img.save(dir + QStringLiteral("/memory-side-caches.png")));
    }

    // The Zen 4 graph painted offscreen: inside an L3 box, between its title
    // and its first core, the box's own fill shows; without boxes the node's.
    // Saved as a PNG where IRQATLAS_GRAPH_SCREENSHOTS points.
    void zen4Screenshot()
    {
        const Topology t = load(kZen4);
        auto render = [&](bool boxes, QPointF *probe) {
            LayoutOptions o;
            o.showCacheDomains = boxes;
            const TopologyLayout l = computeLayout(t, o);
            QImage img(l.bounds.size().toSize(), QImage::Format_ARGB32);
            img.fill(Qt::white);
            QPainter p(&img);
            p.translate(-l.bounds.topLeft());
            GraphState st = GraphState::compute(t, nullptr, {});
            paintTopology(&p, t, l, st, QRectF(), 1.0);
            p.end();
            if (boxes) {
                const int box = l.domainBoxes(CpuSet{0}).front();
                const QRectF r = l.boxes[std::size_t(box)].rect;
                *probe = QPointF(r.right() - 2.5, r.center().y()); // the box's right padding
            }
            return img;
        };
        QPointF probe;
        const QImage withBoxes = render(true, &probe);
        const QImage flat = render(false, nullptr);
        QVERIFY(!withBoxes.isNull() && !flat.isNull());
        const GraphColors c = GraphColors::light();
        const QColor inBox = withBoxes.pixelColor(probe.toPoint());
        QCOMPARE(inBox.rgb(), c.core.rgb());
        // Some 24 titles' worth of text: the images differ in many pixels.
        QVERIFY(withBoxes.size() != flat.size() || withBoxes != flat);
        // The exported SVG says every box's size.
        QTemporaryDir tmp;
        const QString svg = tmp.filePath(QStringLiteral("zen4.svg"));
        const TopologyLayout l = computeLayout(t);
        QVERIFY(exportGraph(svg, t, l, GraphState::compute(t, nullptr, {})).ok());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count(" · L3 32 MiB<"), 24);
        const QString dir = qEnvironmentVariable("IRQATLAS_GRAPH_SCREENSHOTS");
        if (!dir.isEmpty())
            QVERIFY(withBoxes.save(dir + QStringLiteral("/zen4-cache-boxes.png")));
    }

    // A device without a class is named by its virtio type, else its driver,
    // and only then "Unclassified device"; a class still wins over both.
    void deviceNames()
    {
        PciDevice balloon;
        balloon.bdf = QStringLiteral("0000:00:05.0");
        balloon.className = QStringLiteral("other");
        balloon.vendorId = 0x1af4;
        balloon.deviceId = 0x1002;
        balloon.driver = QStringLiteral("virtio-pci");
        QCOMPARE(deviceLabel(balloon), QStringLiteral("virtio balloon"));
        PciDevice usb = balloon;
        usb.vendorId = 0x8086;
        usb.deviceId = 0x7020;
        usb.driver = QStringLiteral("uhci_hcd");
        QCOMPARE(deviceLabel(usb), QStringLiteral("PCI uhci_hcd"));
        PciDevice bare = usb;
        bare.driver.clear();
        QCOMPARE(deviceLabel(bare), pciClassTitle(QStringLiteral("other")));
        PciDevice bridge = usb;
        bridge.className = QStringLiteral("bridge");
        QCOMPARE(deviceLabel(bridge), pciClassTitle(QStringLiteral("bridge")));
        // The tooltip names the driver.
        Topology t = load(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml"));
        t.devices.front().driver = QStringLiteral("pcieport");
        const TopologyLayout l = computeLayout(t);
        QVERIFY(describeBox(t, l, GraphState{}, l.deviceBox.front())
                    .contains(QLatin1String("pcieport")));
    }
};

QTEST_MAIN(TestUiCacheDomains)
#include "tst_ui_cachedomains.moc"
