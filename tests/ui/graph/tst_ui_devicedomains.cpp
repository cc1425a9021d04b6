// Selecting a device marks its L3 domains on the graph, not only its node:
// the domains its IRQs are delivered to get the selection frame, the other
// domains local to the device the node-highlight fill. Checked on the Zen 4
// topology (24 L3 domains in 2 nodes) against what the topology says.
#include "layout/topologylayout.h"
#include "model/irq.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/graphstate.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/structurepaint.h"
#include "ui/graph/topologypainter.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace irqatlas;

namespace {

Topology zen4()
{
    auto t = loadTopologyXml(
        test::dataPath(QStringLiteral("ui/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml")));
    if (!t.ok())
        qFatal("%s", qPrintable(t.errorString()));
    return *t;
}

Irq deviceIrq(int number, const QString &bdf, const CpuSet &effective)
{
    Irq irq;
    irq.key = std::to_string(number);
    irq.number = number;
    irq.device = bdf.toStdString();
    irq.affinity = effective;
    irq.effective = effective;
    return irq;
}

// The domains (indices into layout.domains) that lie inside a node, in order.
std::vector<std::size_t> domainsOfNode(const Topology &t, const TopologyLayout &l, int node)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < l.domains.size(); ++i)
        if (l.domains[i].cpus.isSubsetOf(t.nodeCpus(node)))
            out.push_back(i);
    return out;
}

double colourDistance(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
}

} // namespace

class TestUiDeviceDomains : public QObject
{
    Q_OBJECT
private slots:
    // A NIC on node 1 with three queues on two of node 1's L3 domains, and an
    // unrelated device's IRQ on node 0: selecting the NIC frames exactly the
    // domains its queues are delivered to, fills the rest of its local
    // domains, and leaves node 0 alone.
    void selectedDeviceMarksItsDomains()
    {
        Topology t = zen4();
        QVERIFY(t.nodes.size() >= 2);
        const TopologyLayout l = computeLayout(t);
        const std::vector<std::size_t> local = domainsOfNode(t, l, 1);
        const std::vector<std::size_t> remote = domainsOfNode(t, l, 0);
        QVERIFY(local.size() >= 3 && !remote.empty());

        PciDevice nic;
        nic.bdf = QStringLiteral("0000:c1:00.0");
        nic.className = QStringLiteral("network");
        nic.node = 1;
        nic.localCpus = t.nodeCpus(1);
        t.devices.push_back(nic);
        PciDevice other = nic;
        other.bdf = QStringLiteral("0000:01:00.0");
        other.node = 0;
        other.localCpus = t.nodeCpus(0);
        t.devices.push_back(other);

        // Queues on the first CPU of the first local domain, and on the first
        // and the last CPU (an SMT sibling) of the third.
        const CacheDomain &a = l.domains[local[0]];
        const CacheDomain &b = l.domains[local[2]];
        IrqTable irqs;
        irqs.irqs.push_back(deviceIrq(100, nic.bdf, CpuSet{a.cpus.first()}));
        irqs.irqs.push_back(deviceIrq(101, nic.bdf, CpuSet{b.cpus.first()}));
        irqs.irqs.push_back(deviceIrq(102, nic.bdf, CpuSet{b.cpus.last()}));
        irqs.irqs.push_back(deviceIrq(200, other.bdf, CpuSet{l.domains[remote[0]].cpus.first()}));

        GraphState st = GraphState::compute(t, &irqs, {});
        st.selectDevice(t, &irqs, t.devices[0]);
        QCOMPARE(st.deviceNode, 1);

        CpuSet delivered;
        for (const Irq &irq : irqs.irqs)
            if (irq.device == nic.bdf.toStdString())
                delivered |= *irq.effective;
        int framed = 0, filled = 0;
        for (const LayoutBox &box : l.boxes) {
            if (box.kind != BoxKind::CacheDomain)
                continue;
            const CpuSet &cpus = l.domains[std::size_t(box.id)].cpus;
            const DomainMark want = cpus.intersects(delivered)       ? DomainMark::Delivered
                                    : cpus.intersects(nic.localCpus) ? DomainMark::Local
                                                                     : DomainMark::None;
            QCOMPARE(cacheDomainMark(l, box, st), want);
            framed += want == DomainMark::Delivered;
            filled += want == DomainMark::Local;
        }
        // Two domains hold the three queues; the node's others are filled.
        QCOMPARE(framed, 2);
        QCOMPARE(filled, int(local.size()) - 2);

        // Painted: a framed and a filled box share the highlight fill, an
        // unmarked one keeps the plain box fill; only the framed box's edge
        // is in the selection colour.
        QImage img(l.bounds.size().toSize(), QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        p.translate(-l.bounds.topLeft());
        paintTopology(&p, t, l, st, QRectF(), 1.0);
        p.end();
        const GraphColors c = GraphColors::light();
        auto boxRect = [&](std::size_t domain) {
            return l.boxes[std::size_t(l.domainBoxes(l.domains[domain].cpus).front())]
                .rect.translated(-l.bounds.topLeft());
        };
        auto padding = [&](std::size_t domain) {
            const QRectF r = boxRect(domain);
            return img.pixelColor(QPointF(r.right() - 2.5, r.center().y()).toPoint());
        };
        auto edge = [&](std::size_t domain) {
            const QRectF r = boxRect(domain);
            return img.pixelColor(QPointF(r.left(), r.center().y()).toPoint());
        };
        QCOMPARE(padding(local[0]).rgb(), c.nodeHighlight.rgb());
        QCOMPARE(padding(local[1]).rgb(), c.nodeHighlight.rgb());
        QCOMPARE(padding(remote[0]).rgb(), c.core.rgb());
        QVERIFY(colourDistance(edge(local[0]), c.selection) <
                colourDistance(edge(local[1]), c.selection));
        QVERIFY(edge(local[2]) == edge(local[0]));
    }

    // One selected IRQ of the device: its own domain is framed (not the
    // domains of the device's other queues), the device's node still filled.
    void selectedIrqMarksItsDomainAndTheDevicesNode()
    {
        Topology t = zen4();
        const TopologyLayout l = computeLayout(t);
        const std::vector<std::size_t> local = domainsOfNode(t, l, 1);
        QVERIFY(local.size() >= 2);
        PciDevice nic;
        nic.bdf = QStringLiteral("0000:c1:00.0");
        nic.node = 1; // no local CPUs from the source: the node's are used
        t.devices.push_back(nic);

        GraphState st;
        st.effective = CpuSet{l.domains[local[1]].cpus.first()};
        st.markDevice(t, t.devices[0]);
        QCOMPARE(st.deviceLocal, t.nodeCpus(1));
        for (const LayoutBox &box : l.boxes) {
            if (box.kind != BoxKind::CacheDomain)
                continue;
            const CpuSet &cpus = l.domains[std::size_t(box.id)].cpus;
            const DomainMark want = cpus.intersects(st.effective)    ? DomainMark::Delivered
                                    : cpus.isSubsetOf(t.nodeCpus(1)) ? DomainMark::Local
                                                                     : DomainMark::None;
            QCOMPARE(cacheDomainMark(l, box, st), want);
        }
        // A device the topology does not hold, known only by its node.
        GraphState byNode;
        byNode.markDeviceNode(t, 0);
        QCOMPARE(byNode.deviceNode, 0);
        QCOMPARE(byNode.deviceLocal, t.nodeCpus(0));
        // Unknown node: nothing marked.
        GraphState unknown;
        unknown.markDeviceNode(t, -1);
        QCOMPARE(unknown.deviceNode, -1);
        QVERIFY(unknown.deviceLocal.empty());
    }
};

QTEST_MAIN(TestUiDeviceDomains)
#include "tst_ui_devicedomains.moc"
