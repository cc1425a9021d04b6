// bench_irqbalance's machine root (bench/machineroot.h) is one irqbalance
// accepts: from the Kunpeng 920 topology and a Graviton /proc/interrupts,
// irqbalance places every movable device IRQ, each inside its device's
// node, and the root reads back as the same machine (its CPUs, IRQs, device
// nodes and delivered CPUs).
#include "../../../bench/machineroot.h"
#include "plan/irqbalancerun.h"
#include "procfs/hostsource.h"
#include "snapshot/snapshot.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;

class TestIrqbalanceBenchRoot : public QObject
{
    Q_OBJECT
private slots:
    // An action name with two colons is no BDF: its device goes to a node
    // in turn, under a made-up BDF, never to a node past the topology's.
    void colonsInANameAreNoBus()
    {
        auto topo = loadTopologyXml(QStringLiteral(
            IRQATLAS_TEST_DATA
            "/topology-xml/derived-hwloc2.9-from-sysfs-128arm-2pa2n8cluster4co.xml"));
        QVERIFY(topo.ok());
        IrqTable table;
        table.cpus = {0, 1};
        Irq irq;
        irq.number = 24;
        irq.chip = "PCI-MSI";
        irq.hwirq = "1048576";
        irq.name = "a:fff:b";
        irq.counts = {5, 0};
        table.irqs.push_back(irq);
        QTemporaryDir dir;
        auto built = bench::buildMachineRoot(dir.path(), *topo, table);
        QVERIFY2(built.ok(), qPrintable(built.ok() ? QString() : built.errorString()));
        QFile node(dir.path() + QStringLiteral("/sys/bus/pci/devices/0000:40:00.0/numa_node"));
        QVERIFY(node.open(QIODevice::ReadOnly));
        QVERIFY(topo->node(node.readAll().trimmed().toInt()));
    }

    void irqbalanceAcceptsTheRoot()
    {
        auto topo = loadTopologyXml(QStringLiteral(
            IRQATLAS_TEST_DATA
            "/topology-xml/derived-hwloc2.9-from-sysfs-128arm-2pa2n8cluster4co.xml"));
        QVERIFY2(topo.ok(), qPrintable(topo.ok() ? QString() : topo.errorString()));
        QFile f(QStringLiteral(IRQATLAS_TEST_DATA
                               "/proc-interrupts/node_exporter-interrupts_aarch64-graviton.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        auto recorded =
            parseInterrupts(std::string_view(text.constData(), std::size_t(text.size())),
                            QStringLiteral("graviton"));
        QVERIFY(recorded.ok());
        QTemporaryDir dir;
        auto built = bench::buildMachineRoot(dir.path(), *topo, *recorded);
        QVERIFY2(built.ok(), qPrintable(built.ok() ? QString() : built.errorString()));
        QCOMPARE(built->irqs, 15);

        SnapshotOptions o;
        o.topology = false;
        auto snap = readSnapshot(DirHostSource(dir.path()), o);
        QVERIFY2(snap.ok(), qPrintable(snap.ok() ? QString() : snap.errorString()));
        QCOMPARE(snap->irqs.cpus.size(), topo->pus.size());
        int movable = 0;
        for (const Irq &irq : snap->irqs.irqs) {
            if (irq.symbolic())
                continue;
            QVERIFY2(!irq.device.empty() && irq.deviceNode && *irq.deviceNode >= 0,
                     irq.name.c_str());
            QVERIFY(irq.effective && irq.effective->count() == 1);
            movable += !irq.immovable;
        }
        QVERIFY(movable > 0);

        if (QStandardPaths::findExecutable(QStringLiteral("irqbalance"),
                                           {QStringLiteral("/usr/sbin")})
                .isEmpty())
            QSKIP("no irqbalance program (Debian: apt install irqbalance)");
        IrqbalanceRunOptions run;
        run.root = dir.path();
        auto placed = runIrqbalance(run);
        if (!placed.ok() && placed.errorString().contains(QStringLiteral("namespace")))
            QSKIP(qPrintable(placed.errorString()));
        QVERIFY2(placed.ok(), qPrintable(placed.ok() ? QString() : placed.errorString()));
        for (const Irq &irq : snap->irqs.irqs) {
            if (irq.symbolic() || irq.immovable)
                continue;
            QVERIFY2(placed->masks.count(irq.number), qPrintable(placed->tree.right(2000)));
            const CpuSet &mask = placed->masks.at(irq.number);
            const NumaNode *node = topo->node(*irq.deviceNode);
            QVERIFY(node);
            QVERIFY2(!mask.empty() && (mask - node->cpus).empty(),
                     qPrintable(QStringLiteral("IRQ %1 on %2, device node %3")
                                    .arg(irq.number)
                                    .arg(mask.toListString())
                                    .arg(*irq.deviceNode)));
        }
    }
};

QTEST_GUILESS_MAIN(TestIrqbalanceBenchRoot)
#include "tst_irqbalancebenchroot.moc"
