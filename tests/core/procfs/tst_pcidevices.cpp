// PCI functions read from a sysfs tree (what a topology lacks when hwloc read
// the tree): each file as the kernel prints it, and every file of a saved or
// remote tree as hostile: caps, shapes, links that lead out of the tree.

#include "faketree.h"
#include "model/inputlimits.h"
#include "model/pciclass.h"
#include "procfs/hostsource.h"
#include "procfs/pcidevices.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QtTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

Topology eightNodes()
{
    auto t = loadTopologyXml(
        dataPath(QStringLiteral("topology-xml/hwloc-xml-16amd64-8n2c-cpusets.xml")));
    if (!t.ok())
        qFatal("%s", qPrintable(t.errorString()));
    return *t;
}

// A PCI function as sysfs lays it out: the files under /sys/devices, the
// bus entry a relative link to them.
void addFunction(FakeTree &tree, const QString &bdf, const std::map<QString, QByteArray> &files)
{
    const QString dev = QStringLiteral("/sys/devices/pci0000:00/") + bdf;
    tree.mkdir(dev);
    for (const auto &[name, content] : files)
        tree.write(dev + QLatin1Char('/') + name, content);
    tree.symlink(QStringLiteral("/sys/bus/pci/devices/") + bdf,
                 QStringLiteral("../../../devices/pci0000:00/") + bdf);
}

Result<std::vector<PciDevice>> readTree(const FakeTree &tree, const Topology &t)
{
    DirHostSource host(tree.root(), QStringLiteral("saved"));
    return readSysfsPciDevices(host, t);
}

} // namespace

class TestPciDevices : public QObject
{
    Q_OBJECT
private slots:
    // Every field from its file; what is missing or names nothing the
    // topology has stays unknown; names that are not PCI addresses are skipped.
    void readsWhatTheFilesSay()
    {
        const Topology t = eightNodes();
        QVERIFY(t.nodes.size() >= 2);
        const int node = t.nodes[1].id;
        const CpuSet nodeCpus = t.nodeCpus(node);
        const int outside = t.nrCpuIds() + 3; // a CPU the topology does not have
        FakeTree tree;
        addFunction(
            tree, QStringLiteral("0000:3b:00.0"),
            {{QStringLiteral("class"), "0x020000\n"},
             {QStringLiteral("vendor"), "0x8086\n"},
             {QStringLiteral("device"), "0x1521\n"},
             {QStringLiteral("numa_node"), QByteArray::number(node) + "\n"},
             {QStringLiteral("local_cpulist"), QByteArray::fromStdString(nodeCpus.toList()) + "," +
                                                   QByteArray::number(outside) + "\n"}});
        tree.symlink(QStringLiteral("/sys/devices/pci0000:00/0000:3b:00.0/driver"),
                     QStringLiteral("../../../bus/pci/drivers/igb"));
        addFunction(tree, QStringLiteral("0000:00:05.0"),
                    {{QStringLiteral("vendor"), "0x1af4\n"},
                     {QStringLiteral("device"), "0x1002\n"},
                     {QStringLiteral("numa_node"), "-1\n"}});
        addFunction(
            tree, QStringLiteral("0000:00:06.0"),
            {{QStringLiteral("class"), "0x010802\n"}, {QStringLiteral("numa_node"), "999\n"}});
        tree.mkdir(QStringLiteral("/sys/bus/pci/devices/not-a-function"));

        auto devices = readTree(tree, t);
        QVERIFY2(devices.ok(), qPrintable(devices.ok() ? QString() : devices.errorString()));
        QCOMPARE(devices->size(), std::size_t(3));
        std::map<QString, PciDevice> by;
        for (const PciDevice &d : *devices)
            by[d.bdf] = d;
        const PciDevice &nic = by[QStringLiteral("0000:3b:00.0")];
        QCOMPARE(nic.classId, 0x0200);
        QCOMPARE(nic.className, pciClassName(0x0200));
        QCOMPARE(nic.vendorId, 0x8086);
        QCOMPARE(nic.deviceId, 0x1521);
        QCOMPARE(nic.node, node);
        QCOMPARE(nic.localCpus, nodeCpus);
        QCOMPARE(nic.driver, QStringLiteral("igb"));
        const PciDevice &virtio = by[QStringLiteral("0000:00:05.0")];
        QCOMPARE(virtio.classId, -1);
        QCOMPARE(virtio.node, -1);
        QVERIFY(virtio.localCpus.empty());
        QVERIFY(virtio.driver.isEmpty());
        QCOMPARE(virtio.vendorId, 0x1af4);
        QCOMPARE(by[QStringLiteral("0000:00:06.0")].node, -1); // not a node of the topology
        QCOMPARE(by[QStringLiteral("0000:00:06.0")].deviceId, -1);

        // No bus directory: no devices, no error.
        FakeTree empty;
        empty.mkdir(QStringLiteral("/sys/devices/system/cpu"));
        auto none = readTree(empty, t);
        QVERIFY(none.ok());
        QVERIFY(none->empty());
    }

    // Files that are not what the kernel prints, or are larger than a sysfs
    // attribute can be: an error naming the source and the file.
    void hostileFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        const QByteArray huge =
            "0x020000\n" + QByteArray(qsizetype(limits::kMaxSysfsAttributeBytes), ' ');
        QTest::newRow("oversized class") << "class" << huge << "larger than the supported maximum";
        QTest::newRow("oversized cpulist")
            << "local_cpulist" << QByteArray(qsizetype(limits::kMaxSysfsAttributeBytes) + 1, '0')
            << "larger than the supported maximum";
        QTest::newRow("vendor not hex") << "vendor" << QByteArray("0xZZZZ\n") << "hexadecimal";
        QTest::newRow("vendor too wide") << "vendor" << QByteArray("0x123456\n") << "hexadecimal";
        QTest::newRow("class decimal") << "class" << QByteArray("131072\n") << "hexadecimal";
        QTest::newRow("node not a number") << "numa_node" << QByteArray("1e9\n") << "NUMA node";
        QTest::newRow("node too big") << "numa_node" << QByteArray("4096\n") << "NUMA node";
        QTest::newRow("cpu id too big")
            << "local_cpulist" << QByteArray("0-99999999\n") << "local_cpulist";
        QTest::newRow("cpulist garbage")
            << "local_cpulist" << QByteArray("0-3;rm -rf /\n") << "local_cpulist";
    }
    void hostileFiles()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        FakeTree tree;
        addFunction(tree, QStringLiteral("0000:3b:00.0"), {{file, content}});
        auto devices = readTree(tree, eightNodes());
        QVERIFY(!devices.ok());
        const QString e = devices.errorString();
        QVERIFY2(e.contains(QStringLiteral("/sys/bus/pci/devices/0000:3b:00.0/") + file),
                 qPrintable(e));
        QVERIFY2(e.contains(message), qPrintable(e));
    }

    // Links that lead out of the tree (absolute, or climbing past its root)
    // are resolved inside it, where nothing is: the field stays unknown and
    // this machine's files are never read.
    void linksOutOfTheTree()
    {
        const Topology t = eightNodes();
        FakeTree tree;
        addFunction(tree, QStringLiteral("0000:3b:00.0"), {{QStringLiteral("vendor"), "0x8086\n"}});
        const QString dev = QStringLiteral("/sys/devices/pci0000:00/0000:3b:00.0/");
        tree.symlink(dev + QStringLiteral("local_cpulist"), QStringLiteral("/etc/passwd"));
        tree.symlink(dev + QStringLiteral("class"),
                     QStringLiteral("../../../../../../../../../../etc/passwd"));
        tree.symlink(dev + QStringLiteral("numa_node"), QStringLiteral("/proc/self/status"));
        // A function whose bus entry points out of the tree.
        tree.symlink(QStringLiteral("/sys/bus/pci/devices/0000:00:07.0"),
                     QStringLiteral("/sys/bus/pci/devices/0000:00:00.0"));
        auto devices = readTree(tree, t);
        QVERIFY2(devices.ok(), qPrintable(devices.ok() ? QString() : devices.errorString()));
        std::map<QString, PciDevice> by;
        for (const PciDevice &d : *devices)
            by[d.bdf] = d;
        const PciDevice &d = by[QStringLiteral("0000:3b:00.0")];
        QCOMPARE(d.vendorId, 0x8086);
        QCOMPARE(d.classId, -1);
        QCOMPARE(d.node, -1);
        QVERIFY(d.localCpus.empty());
        if (by.count(QStringLiteral("0000:00:07.0")))
            QCOMPARE(by[QStringLiteral("0000:00:07.0")].vendorId, -1);
    }
};

QTEST_MAIN(TestPciDevices)
#include "tst_pcidevices.moc"
