#include "model/pciclass.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <set>
#include <thread>

using namespace irqatlas;

namespace {

QString xmlPath(const QString &name)
{
    return test::dataPath(QStringLiteral("topology-xml/") + name);
}

int visiblePus(const Topology &t)
{
    int n = 0;
    for (const auto &p : t.pus)
        n += p.online && p.allowed;
    return n;
}

int allowedNodes(const Topology &t)
{
    return int(
        std::count_if(t.nodes.begin(), t.nodes.end(), [](const NumaNode &n) { return n.allowed; }));
}

int onlineCores(const Topology &t)
{
    std::set<int> ids;
    for (const auto &p : t.pus)
        if (p.online)
            ids.insert(p.core);
    return int(ids.size());
}

int cpuLessNodes(const Topology &t)
{
    return int(std::count_if(t.nodes.begin(), t.nodes.end(),
                             [](const NumaNode &n) { return n.cpus.empty(); }));
}

// Facts every loaded topology must satisfy, whatever the source.
void checkInvariants(const Topology &t)
{
    QVERIFY2(t.validate().ok(),
             qPrintable(t.validate().ok() ? QString() : t.validate().errorString()));
    for (const auto &p : t.pus) {
        QVERIFY2(p.node == -1 || t.node(p.node),
                 qPrintable(QStringLiteral("CPU %1 on unknown node %2").arg(p.id).arg(p.node)));
        QVERIFY(p.core >= 0);
        QVERIFY(p.kind >= -1 && p.kind < int(t.cpuKinds.size()));
    }
    for (const auto &c : t.cores)
        QVERIFY(!c.cpus.empty());
}

} // namespace

class TestTopologyLoader : public QObject
{
    Q_OBJECT

private:
    // Unpacks a sysfs tarball (path relative to tests/data) once per run and
    // returns its single top-level directory (the names inside do not always
    // match the tarball's file name). The trees hold thousands of small
    // files, so they go to RAM when /dev/shm exists.
    QString unpack(const QString &tarball)
    {
        if (auto it = m_roots.find(tarball); it != m_roots.end())
            return it->second;
        const QString dest = m_tmp->filePath(QFileInfo(tarball).fileName() + QStringLiteral(".d"));
        QDir().mkpath(dest);
        QProcess tar;
        tar.start(QStringLiteral("tar"),
                  {QStringLiteral("-xf"), test::dataPath(tarball), QStringLiteral("-C"), dest});
        if (!tar.waitForFinished(120000) || tar.exitCode() != 0)
            return {};
        const QStringList dirs = QDir(dest).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QString r = dirs.size() == 1 ? QDir(dest).filePath(dirs.first()) : QString();
        m_roots[tarball] = r;
        return r;
    }
    bool m_haveTar = false;
    std::unique_ptr<QTemporaryDir> m_tmp;
    std::map<QString, QString> m_roots;

private slots:
    void initTestCase()
    {
        m_haveTar = !QStandardPaths::findExecutable(QStringLiteral("tar")).isEmpty();
        const QFileInfo shm(QStringLiteral("/dev/shm"));
        if (shm.isDir() && shm.isWritable())
            m_tmp = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/irqatlas-tst-XXXXXX"));
        if (!m_tmp || !m_tmp->isValid())
            m_tmp = std::make_unique<QTemporaryDir>();
        QVERIFY(m_tmp->isValid());
    }

    // PU/NUMA counts of SOURCES.md are what `lstopo-no-graphics -i FILE --only
    // pu|numanode` shows: online PUs inside the allowed set, allowed nodes.
    // The loader also keeps disallowed PUs (online, allowed = false) and
    // offline PUs (complete_cpuset minus cpuset, online = false), so
    // "online" = `lstopo --disallowed --only pu` and "total" = the weight of
    // the root's complete_cpuset. Packages and online cores are
    // `lstopo --disallowed --only package|core`.
    void xmlCounts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("visible");
        QTest::addColumn<int>("visibleNodes");
        QTest::addColumn<int>("online");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("packages");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("cpuLess");
        auto row = [](const char *f, int vis, int visN, int on, int tot, int pkg, int cores,
                      int cpuLess) {
            QTest::newRow(f) << QString::fromLatin1(f) << vis << visN << on << tot << pkg << cores
                             << cpuLess;
        };
        row("derived-hwloc2.9-from-sysfs-128arm-2pa2n8cluster4co.xml", 128, 4, 128, 128, 2, 128, 0);
        row("derived-hwloc2.9-from-sysfs-256ppc-8n8s4t.xml", 256, 8, 256, 256, 64, 64, 0);
        row("derived-hwloc2.9-from-sysfs-offline-cpu0-node0.xml", 17, 1, 17, 24, 2, 17, 0);
        row("hwloc-linux-nvidia-dgx-gb10.xml", 20, 1, 20, 20, 1, 20, 0);
        row("hwloc-x86-AMD-17h-Zen-2xEpyc-7451.xml", 96, 8, 96, 96, 2, 48, 0);
        row("hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml", 384, 2, 384, 384, 2, 192, 0);
        row("hwloc-x86-Intel-KnightsLanding-XeonPhi-7210.xml", 256, 1, 256, 256, 1, 64, 0);
        row("hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml", 20, 1, 20, 20, 1, 14, 0);
        row("hwloc-x86-Intel-SapphireRapids-2xXeonMax9460.xml", 160, 1, 160, 160, 2, 80, 0);
        row("hwloc-x86-linux-64amd64-4p2n4ca2co.xml", 64, 8, 64, 64, 4, 64, 0);
        row("hwloc-xml-16amd64-4distances.xml", 16, 8, 16, 16, 8, 16, 0);
        row("hwloc-xml-16amd64-8n2c-cpusets.xml", 10, 5, 10, 16, 6, 10, 2);
        row("hwloc-xml-16em64t-4s2c2t-offlines.xml", 7, 1, 7, 16, 4, 6, 0);
        row("hwloc-xml-16intel64-manyVFs.xml", 16, 2, 16, 16, 2, 16, 0);
        row("hwloc-xml-192em64t-12gr2n8c2t.xml", 384, 24, 384, 384, 24, 192, 0);
        row("hwloc-xml-192em64t-24n8c2t.xml", 384, 24, 384, 384, 24, 192, 0);
        row("hwloc-xml-24em64t-2n6c2t-pci.xml", 24, 2, 24, 24, 2, 12, 0);
        row("hwloc-xml-64intel64-3g2n+2n-irregulargroups+pci.xml", 16, 2, 64, 64, 8, 64, 0);
        row("hwloc-xml-64intel64-fakeKNL-SNC4-hybrid.xml", 64, 8, 64, 64, 1, 16, 4);
        row("hwloc-xml-96em64t-4n4d3ca2co-pci.xml", 96, 4, 96, 96, 16, 96, 0);
        row("hwloc-xml-cxlmem+dax.v2.xml", 4, 1, 4, 4, 1, 4, 0);
        row("hwloc-xml-memorysidecaches.xml", 80, 4, 80, 80, 2, 40, 0);
        row("hwloc-xml-nvidiaDGX2.xml", 4, 2, 4, 4, 2, 4, 0);
        row("hwloc-xml-power8gpudistances.xml", 16, 2, 16, 16, 2, 8, 0);
    }

    void xmlCounts()
    {
        QFETCH(QString, file);
        const Result<Topology> r = loadTopologyXml(xmlPath(file));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        const Topology &t = *r;
        checkInvariants(t);
        QCOMPARE(t.source, xmlPath(file));
        QTEST(visiblePus(t), "visible");
        QTEST(allowedNodes(t), "visibleNodes");
        QTEST(t.onlineCpus().count(), "online");
        QTEST(int(t.pus.size()), "total");
        QTEST(int(t.packages.size()), "packages");
        QTEST(onlineCores(t), "cores");
        QTEST(cpuLessNodes(t), "cpuLess");
    }

    // 16em64t-4s2c2t-offlines: PU 8 is offline; hwloc keeps it in the
    // complete_cpuset of core P#0 of package 0, next to online PU 0.
    void offlinePus()
    {
        const Result<Topology> r =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-xml-16em64t-4s2c2t-offlines.xml")));
        QVERIFY(r.ok());
        const Topology &t = *r;
        QCOMPARE(t.onlineCpus().toList(), std::string("0-1,3-4,6,12,15"));
        QCOMPARE(t.allCpus().toList(), std::string("0-15"));
        QVERIFY(t.pu(8) && !t.pu(8)->online && !t.pu(8)->allowed);
        QCOMPARE(t.pu(8)->core, t.pu(0)->core);
        QCOMPARE(t.pu(8)->package, 0);
        QCOMPARE(t.pu(8)->node, 0);
        QCOMPARE(t.siblings(0).toList(), std::string("0")); // offline sibling excluded
        QCOMPARE(t.siblings(4).toList(), std::string("4,12"));
    }

    // offline-cpu0-node0: CPUs 0-3 and 21-23 offline and NUMA node 0 offline;
    // the online CPUs of node 0 have no NUMA node at all.
    void offlineNode()
    {
        const Result<Topology> r = loadTopologyXml(
            xmlPath(QStringLiteral("derived-hwloc2.9-from-sysfs-offline-cpu0-node0.xml")));
        QVERIFY(r.ok());
        const Topology &t = *r;
        QCOMPARE((t.allCpus() - t.onlineCpus()).toList(), std::string("0-3,21-23"));
        QCOMPARE(t.nodes.size(), std::size_t(1));
        QCOMPARE(t.nodes[0].id, 1);
        QCOMPARE(t.nodeCpus(1).toList(), std::string("5,7,9,11,13,15,17,19"));
        QCOMPARE(t.pu(4)->node, -1);
        QCOMPARE(t.pu(0)->node, -1);
        QCOMPARE(t.hostname, QStringLiteral("miriel023.plafrim.cluster"));
    }

    // 16amd64-8n2c-cpusets was exported without the disallowed objects:
    // allowed = cpuset = 0xf06f, nodes 1-5 only (4 and 5 without CPUs).
    // hwloc cannot tell those missing PUs from offline ones.
    void cpusetsAllowed()
    {
        const Result<Topology> r =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-xml-16amd64-8n2c-cpusets.xml")));
        QVERIFY(r.ok());
        const Topology &t = *r;
        QCOMPARE(t.allowedCpus().toList(), std::string("0-3,5-6,12-15"));
        QCOMPARE(t.onlineCpus().toList(), std::string("0-3,5-6,12-15"));
        QCOMPARE(t.pu(0)->node, -1); // its node P#0 is not in the topology
        QCOMPARE(t.pu(2)->node, 1);
        QVERIFY(t.node(4) && t.node(4)->cpus.empty());
        QCOMPARE(t.node(5)->memoryBytes, std::uint64_t(8589934592));
        QCOMPARE(t.distance.size(), std::size_t(6)); // ids 0-5, row 0 defaults
    }

    // irregulargroups: the file keeps all 64 PUs and 8 nodes but only PUs
    // 0-15 and nodes 0-1 are allowed (a cgroup).
    void disallowed()
    {
        const Result<Topology> r = loadTopologyXml(
            xmlPath(QStringLiteral("hwloc-xml-64intel64-3g2n+2n-irregulargroups+pci.xml")));
        QVERIFY(r.ok());
        const Topology &t = *r;
        QCOMPARE(t.allowedCpus().toList(), std::string("0-15"));
        QVERIFY(t.node(1)->allowed);
        QVERIFY(!t.node(2)->allowed);
        QVERIFY(t.pu(20)->online && !t.pu(20)->allowed);
        QCOMPARE(t.hostname, QStringLiteral("condor"));
    }

    void distances_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("value");
        QTest::addColumn<bool>("firmware");
        auto row = [](const char *name, const char *f, int a, int b, int v, bool fw) {
            QTest::newRow(name) << QString::fromLatin1(f) << a << b << v << fw;
        };
        // Values read from each file's NUMALatency <distances2> block.
        row("kunpeng 0-3", "derived-hwloc2.9-from-sysfs-128arm-2pa2n8cluster4co.xml", 0, 3, 33,
            true);
        row("kunpeng 2-1", "derived-hwloc2.9-from-sysfs-128arm-2pa2n8cluster4co.xml", 2, 1, 25,
            true);
        row("ppc sparse 0-4", "derived-hwloc2.9-from-sysfs-256ppc-8n8s4t.xml", 0, 4, 40, true);
        row("ppc sparse 13-12", "derived-hwloc2.9-from-sysfs-256ppc-8n8s4t.xml", 13, 12, 20, true);
        row("ppc no node 2", "derived-hwloc2.9-from-sysfs-256ppc-8n8s4t.xml", 2, 2, 10, true);
        row("irregular 7-2", "hwloc-xml-64intel64-3g2n+2n-irregulargroups+pci.xml", 7, 2, 79, true);
        row("irregular 0-1", "hwloc-xml-64intel64-3g2n+2n-irregulargroups+pci.xml", 0, 1, 50, true);
        row("sidecaches 0-2", "hwloc-xml-memorysidecaches.xml", 0, 2, 11, true);
        row("power8 0-1", "hwloc-xml-power8gpudistances.xml", 0, 1, 40, true);
        row("opteron 0-3", "hwloc-x86-linux-64amd64-4p2n4ca2co.xml", 0, 3, 22, true);
        row("uv2000 0-10", "hwloc-xml-192em64t-24n8c2t.xml", 0, 10, 79, true);
        row("naples none", "hwloc-x86-AMD-17h-Zen-2xEpyc-7451.xml", 0, 7, 20, false);
        row("knl none", "hwloc-xml-64intel64-fakeKNL-SNC4-hybrid.xml", 0, 4, 20, false);
    }

    void distances()
    {
        QFETCH(QString, file);
        QFETCH(int, from);
        QFETCH(int, to);
        const Result<Topology> r = loadTopologyXml(xmlPath(file));
        QVERIFY(r.ok());
        QTEST(r->dist(from, to), "value");
        QTEST(r->distanceFromFirmware, "firmware");
        QCOMPARE(r->dist(from, from), 10);
    }

    void cpuKinds_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("kinds");
        QTest::addColumn<int>("cpu");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("efficiency");
        QTest::addColumn<QString>("kindCpus");
        // RaptorLake: <cpukind cpuset="0x00000fff" forced_efficiency="1"> CoreType=IntelCore.
        QTest::newRow("raptorlake P")
            << QStringLiteral("hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml") << 2 << 0
            << QStringLiteral("IntelCore") << 1 << QStringLiteral("0-11");
        QTest::newRow("raptorlake E")
            << QStringLiteral("hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml") << 2 << 12
            << QStringLiteral("IntelAtom") << 0 << QStringLiteral("12-19");
        // GB10: five kinds ranked by Linux capacity; the "nomidr" capture has no model names.
        QTest::newRow("gb10 big") << QStringLiteral("hwloc-linux-nvidia-dgx-gb10.xml") << 5 << 19
                                  << QString() << 4 << QStringLiteral("19");
        QTest::newRow("gb10 little") << QStringLiteral("hwloc-linux-nvidia-dgx-gb10.xml") << 5 << 0
                                     << QString() << 0 << QStringLiteral("0-4");
        QTest::newRow("zen4 one kind") << QStringLiteral("hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml")
                                       << 0 << 0 << QString() << -1 << QString();
    }

    void cpuKinds()
    {
        QFETCH(QString, file);
        QFETCH(int, cpu);
        QFETCH(int, kinds);
        const Result<Topology> r = loadTopologyXml(xmlPath(file));
        QVERIFY(r.ok());
        QCOMPARE(int(r->cpuKinds.size()), kinds);
        const int k = r->pu(cpu)->kind;
        if (kinds == 0) {
            QCOMPARE(k, -1);
            return;
        }
        QVERIFY(k >= 0);
        const CpuKind &kind = r->cpuKinds[std::size_t(k)];
        QTEST(kind.name, "name");
        QTEST(kind.efficiency, "efficiency");
        QTEST(kind.cpus.toListString(), "kindCpus");
    }

    void pciDevices_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("bdf");
        QTest::addColumn<QString>("className");
        QTest::addColumn<int>("classId");
        QTest::addColumn<int>("node");
        QTest::addColumn<QString>("osNames");
        QTest::addColumn<QString>("vendor");
        QTest::addColumn<QString>("localCpus");
        auto row = [](const char *name, const char *f, const char *bdf, const char *cls, int id,
                      int node, const char *os, const char *vendor, const char *cpus) {
            QTest::newRow(name) << QString::fromLatin1(f) << QString::fromLatin1(bdf)
                                << QString::fromLatin1(cls) << id << node << QString::fromLatin1(os)
                                << QString::fromLatin1(vendor) << QString::fromLatin1(cpus);
        };
        // pci_type "0c06 [15b3:6746]": an InfiniBand HCA with an Ethernet port.
        row("mlx4", "hwloc-xml-24em64t-2n6c2t-pci.xml", "0000:05:00.0", "network", 0x0c06, 0,
            "eth2,ib0,mlx4_0", "Mellanox Technologies", "0,2,4,6,8,10,12,14,16,18,20,22");
        row("bcm5709 node2", "hwloc-xml-96em64t-4n4d3ca2co-pci.xml", "0000:62:00.0", "network",
            0x0200, 2, "eth4", "Broadcom Corporation", "48-71");
        row("sas node1", "hwloc-xml-96em64t-4n4d3ca2co-pci.xml", "0000:34:00.0", "storage", 0x0100,
            1, "", "LSI Logic / Symbios Logic", "24-47");
        row("power8 gpu domain a", "hwloc-xml-power8gpudistances.xml", "000a:01:00.0", "display",
            0x0302, 1, "cuda2,opencl0d2,nvml2", "", "80-81,88-89,96-97,104-105");
        row("irregular gpu node7", "hwloc-xml-64intel64-3g2n+2n-irregulargroups+pci.xml",
            "0004:01:00.0", "display", 0x0300, 7, "", "nVidia Corporation", "56-63");
        row("cxl mem", "hwloc-xml-cxlmem+dax.v2.xml", "0000:11:00.0", "memory", 0x0502, 0, "mem2",
            "Intel Corporation", "0-3");
        row("dgx2 gpu", "hwloc-xml-nvidiaDGX2.xml", "0000:34:00.0", "display", 0x0302, 0, "nvml0",
            "", "0-1");
    }

    void pciDevices()
    {
        QFETCH(QString, file);
        QFETCH(QString, bdf);
        const Result<Topology> r = loadTopologyXml(xmlPath(file));
        QVERIFY(r.ok());
        const PciDevice *d = r->device(bdf);
        QVERIFY2(d, qPrintable(bdf));
        QCOMPARE(d->bdf, bdf);
        QTEST(d->className, "className");
        QTEST(d->classId, "classId");
        QTEST(d->node, "node");
        QTEST(d->osNames.join(QLatin1Char(',')), "osNames");
        QTEST(d->vendor, "vendor");
        QTEST(d->localCpus.toListString(), "localCpus");
    }

    // The class keywords are a contract (docs/CLI.md lists them): exactly
    // these, whatever the class code.
    void pciClassKeywords()
    {
        QCOMPARE(irqatlas::pciClassKeywords(),
                 QStringLiteral("other storage network display multimedia memory bridge "
                                "communication system input processor serial-bus wireless "
                                "encryption signal-processing accelerator")
                     .split(u' '));
        QCOMPARE(irqatlas::pciClassName(0x0108), QStringLiteral("storage"));    // NVMe
        QCOMPARE(irqatlas::pciClassName(0x0200), QStringLiteral("network"));    // Ethernet
        QCOMPARE(irqatlas::pciClassName(0x0c06), QStringLiteral("network"));    // InfiniBand
        QCOMPARE(irqatlas::pciClassName(0x0c04), QStringLiteral("storage"));    // Fibre Channel
        QCOMPARE(irqatlas::pciClassName(0x0c03), QStringLiteral("serial-bus")); // USB
        QCOMPARE(irqatlas::pciClassName(0x0302), QStringLiteral("display"));    // 3D controller
        QCOMPARE(irqatlas::pciClassName(0x0604), QStringLiteral("bridge"));
        QCOMPARE(irqatlas::pciClassName(0x1200), QStringLiteral("accelerator"));
        QCOMPARE(irqatlas::pciClassName(0xff00), QStringLiteral("other"));
        QCOMPARE(irqatlas::pciClassName(0x0a00), QStringLiteral("other")); // docking station
    }

    // KNL SNC-4 flat: each quadrant has a DRAM node (with the CPUs, as the
    // kernel sees it) and a CPU-less MCDRAM node of 2 GiB.
    void memoryTiers()
    {
        const Result<Topology> r =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-xml-64intel64-fakeKNL-SNC4-hybrid.xml")));
        QVERIFY(r.ok());
        QCOMPARE(r->node(0)->subtype, QStringLiteral("DRAM"));
        QCOMPARE(r->node(0)->cpus.toList(), std::string("0-3,16-19,32-35,48-51"));
        QCOMPARE(r->node(7)->subtype, QStringLiteral("MCDRAM"));
        QVERIFY(r->node(7)->cpus.empty());
        QCOMPARE(r->node(7)->memoryBytes, std::uint64_t(2147483648));
        QCOMPARE(r->pu(16)->node, 0);
    }

    void xmlV3Refused()
    {
        const QString path =
            test::dataPath(QStringLiteral("topology-xml-v3/hwloc-xml-cxlmem+dax.v3.xml"));
        const Result<Topology> r = loadTopologyXml(path);
        QVERIFY(!r.ok());
        const QString &msg = r.errorString();
        QVERIFY2(msg.contains(path), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("3.0")), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("2.0")), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("--export-xml-flags v2")), qPrintable(msg));
    }

    void missingFile()
    {
        const QString path = QStringLiteral("/nonexistent/irqatlas/topology.xml");
        const Result<Topology> r = loadTopologyXml(path);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(path), qPrintable(r.errorString()));
    }

    void garbled_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const QByteArray real =
            test::readData(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"));
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("text") << QByteArray("this is not XML\n");
        QTest::newRow("truncated") << real.left(3000);
        QTest::newRow("other xml") << QByteArray("<?xml version=\"1.0\"?>\n<html><body/></html>\n");
        QTest::newRow("binary") << QByteArray("\x00\x01\x02\xff\xfe", 5);
    }

    void garbled()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("broken.xml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        const Result<Topology> r = loadTopologyXml(path);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(path), qPrintable(r.errorString()));
        const Result<Topology> b = loadTopologyXmlBuffer(bytes, QStringLiteral("upload.xml"));
        QVERIFY(!b.ok());
        QVERIFY2(b.errorString().contains(QStringLiteral("upload.xml")),
                 qPrintable(b.errorString()));
    }

    void buffer()
    {
        const QByteArray xml =
            test::readData(QStringLiteral("topology-xml/hwloc-xml-nvidiaDGX2.xml"));
        const Result<Topology> r = loadTopologyXmlBuffer(xml, QStringLiteral("dgx2 upload"));
        QVERIFY(r.ok());
        QCOMPARE(r->source, QStringLiteral("dgx2 upload"));
        QCOMPARE(r->allCpus().toList(), std::string("0-1,24-25"));
    }

    // Counts as the hwloc .console file shows them (hwloc's own expected
    // output for the tarball): Package / NUMANode / Core / PU lines. Offline
    // PUs are not printed there, so they are compared with online ones.
    void sysfsHwloc_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("total");
        for (const char *n : {"128arm-2pa2n8cluster4co", "16em64t-4s2c2t-offlines",
                              "20em64t-hybrid-1p6c2t+2ca4co1t", "20s390-2g6s4c", "256ppc-8n8s4t",
                              "48amd64-4pa2n6c-sparse", "96em64t-4no4pa3ca2co", "memorysidecaches",
                              "offline-cpu0-node0"})
            QTest::newRow(n) << QString::fromLatin1(n) << -1;
    }

    void sysfsHwloc()
    {
        if (!m_haveTar)
            QSKIP("tar is not installed: cannot unpack the sysfs fixtures");
        QFETCH(QString, name);
        const QString console =
            QString::fromUtf8(test::readData(QStringLiteral("sysfs/hwloc-%1.console").arg(name)));
        // The object that starts each line of lstopo's console output.
        static const QRegularExpression object(QStringLiteral("^\\s*(\\S+) L#"),
                                               QRegularExpression::MultilineOption);
        auto count = [&](const char *type) {
            int n = 0;
            for (const QRegularExpressionMatch &m : object.globalMatch(console))
                n += m.capturedView(1) == QLatin1String(type) ? 1 : 0;
            return n;
        };
        const QString root = unpack(QStringLiteral("sysfs/hwloc-%1.tar.bz2").arg(name));
        QVERIFY(!root.isEmpty());
        const Result<Topology> r = loadTopologyFsRoot(root);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        checkInvariants(*r);
        QCOMPARE(int(r->packages.size()), count("Package"));
        QCOMPARE(int(r->nodes.size()), count("NUMANode"));
        QCOMPARE(onlineCores(*r), count("Core"));
        QCOMPARE(r->onlineCpus().count(), count("PU"));
        QVERIFY(r->source.contains(root));
    }

    // Facts beyond the counts, read from the extracted sysfs files by hand.
    void sysfsFacts()
    {
        if (!m_haveTar)
            QSKIP("tar is not installed: cannot unpack the sysfs fixtures");
        {
            // node/node{0,1,2,33,34,45,72,73}; node0/distance "10 16 16 22 16 22 16 22".
            const QString root =
                unpack(QStringLiteral("sysfs/hwloc-48amd64-4pa2n6c-sparse.tar.bz2"));
            const Result<Topology> r = loadTopologyFsRoot(root);
            QVERIFY(r.ok());
            std::vector<int> ids;
            for (const auto &n : r->nodes)
                ids.push_back(n.id);
            QCOMPARE(ids, (std::vector<int>{0, 1, 2, 33, 34, 45, 72, 73}));
            QCOMPARE(r->dist(0, 33), 22);
            QCOMPARE(r->dist(0, 72), 16);
            QCOMPARE(r->dist(45, 73), 16);
            QCOMPARE(r->dist(3, 4), 20); // not node ids: defaults
            QVERIFY(r->distanceFromFirmware);
        }
        {
            // cpu/online "0-1,3-4,6-12,15": 2, 5, 13, 14 offline.
            const QString root =
                unpack(QStringLiteral("sysfs/hwloc-16em64t-4s2c2t-offlines.tar.bz2"));
            const Result<Topology> r = loadTopologyFsRoot(root);
            QVERIFY(r.ok());
            QCOMPARE((r->allCpus() - r->onlineCpus()).toList(), std::string("2,5,13-14"));
        }
        {
            // Alder/Raptor Lake hybrid: without CPUID both kinds report the
            // same model name, so they are told apart by efficiency only.
            const QString root =
                unpack(QStringLiteral("sysfs/hwloc-20em64t-hybrid-1p6c2t+2ca4co1t.tar.bz2"));
            const Result<Topology> r = loadTopologyFsRoot(root);
            QVERIFY(r.ok());
            QCOMPARE(r->cpuKinds.size(), std::size_t(2));
            QCOMPARE(r->cpuKinds[std::size_t(r->pu(0)->kind)].cpus.toList(), std::string("0-11"));
            QVERIFY(r->cpuKinds[std::size_t(r->pu(0)->kind)].efficiency >
                    r->cpuKinds[std::size_t(r->pu(12)->kind)].efficiency);
        }
    }

    // util-linux lscpu dumps (<name>/sys + <name>/proc/cpuinfo). Expected
    // values read by hand from the dumps: cpu/online, node/node* directories,
    // distinct physical_package_id (core_siblings_list where the id is -1),
    // distinct thread_siblings_list for cores.
    void sysfsUtilLinux_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("pus");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("cpuLess");
        QTest::addColumn<int>("packages");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("kinds");
        auto row = [](const char *f, int pus, int nodes, int cpuLess, int pkgs, int cores,
                      int kinds) {
            QTest::newRow(f)
                << QStringLiteral("sysfs/util-linux-lscpu-%1.tar.gz").arg(QLatin1String(f)) << pus
                << nodes << cpuLess << pkgs << cores << kinds;
        };
        row("x86_64-epyc_7451", 96, 8, 0, 2, 48, 0);
        row("ppc64-POWER7-64cpu", 64, 2, 1, 16, 16, 0); // node1/cpumap is all zeros
        row("rv64-milkvpioneer", 64, 4, 0, 1, 64, 0);
        row("s390-lpar-drawer", 8, 1, 0, 2, 8, 0);
        row("loongarch-kvm_on_loongson_3c6000", 32, 1, 0, 32, 32, 0);
        row("arm-A510-A710-A715-X3", 8, 1, 0, 3, 8, 3); // no node dirs: one node
    }

    void sysfsUtilLinux()
    {
        if (!m_haveTar)
            QSKIP("tar is not installed: cannot unpack the sysfs fixtures");
        QFETCH(QString, file);
        const QString root = unpack(file);
        QVERIFY(!root.isEmpty());
        const Result<Topology> r = loadTopologyForRoot(root);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        checkInvariants(*r);
        QTEST(r->onlineCpus().count(), "pus");
        QTEST(int(r->nodes.size()), "nodes");
        QTEST(cpuLessNodes(*r), "cpuLess");
        QTEST(int(r->packages.size()), "packages");
        QTEST(onlineCores(*r), "cores");
        QTEST(int(r->cpuKinds.size()), "kinds");
        QVERIFY(r->devices.empty()); // never this machine's PCI bus
    }

    void forRoot()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // No topology.xml, no sys/: a clear error naming the directory.
        Result<Topology> r = loadTopologyForRoot(dir.path());
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(dir.path()), qPrintable(r.errorString()));
        r = loadTopologyFsRoot(dir.path());
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(dir.path()), qPrintable(r.errorString()));
        r = loadTopologyForRoot(dir.filePath(QStringLiteral("missing")));
        QVERIFY(!r.ok());
        QVERIFY(r.errorString().contains(dir.filePath(QStringLiteral("missing"))));

        // topology.xml wins over a sysfs tree.
        QVERIFY(QFile::copy(xmlPath(QStringLiteral("hwloc-xml-nvidiaDGX2.xml")),
                            dir.filePath(QStringLiteral("topology.xml"))));
        r = loadTopologyForRoot(dir.path());
        QVERIFY(r.ok());
        QCOMPARE(r->allCpus().toList(), std::string("0-1,24-25"));
    }

    // The fsroot environment is process-global: it must be restored, and a
    // local load running at the same time must still see this machine.
    void fsRootIsolation()
    {
        if (!m_haveTar)
            QSKIP("tar is not installed: cannot unpack the sysfs fixtures");
        const QString root = unpack(QStringLiteral("sysfs/hwloc-256ppc-8n8s4t.tar.bz2"));
        QVERIFY(!root.isEmpty());
        const Result<Topology> local = loadLocalTopology();
        QVERIFY(local.ok());

        const bool hadComponents = qEnvironmentVariableIsSet("HWLOC_COMPONENTS");
        const QByteArray components = qgetenv("HWLOC_COMPONENTS");
        qputenv("HWLOC_FSROOT", "/irqatlas-marker");
        const Result<Topology> copy = loadTopologyFsRoot(root);
        QCOMPARE(qgetenv("HWLOC_FSROOT"), QByteArray("/irqatlas-marker"));
        QCOMPARE(qEnvironmentVariableIsSet("HWLOC_COMPONENTS"), hadComponents);
        QCOMPARE(qgetenv("HWLOC_COMPONENTS"), components);
        qunsetenv("HWLOC_FSROOT");
        QVERIFY(copy.ok());
        QCOMPARE(copy->pus.size(), std::size_t(256));

        std::vector<int> localCounts(4, -1), copyCounts(4, -1);
        std::vector<std::thread> threads;
        threads.reserve(4);
        for (int i = 0; i < 4; ++i) {
            threads.emplace_back([&, i] {
                const auto l = loadLocalTopology();
                localCounts[std::size_t(i)] = l.ok() ? int(l->pus.size()) : -2;
                const auto c = loadTopologyFsRoot(root);
                copyCounts[std::size_t(i)] = c.ok() ? int(c->pus.size()) : -2;
            });
        }
        for (auto &t : threads)
            t.join();
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(localCounts[std::size_t(i)], int(local->pus.size()));
            QCOMPARE(copyCounts[std::size_t(i)], 256);
        }
    }

    void localMachine()
    {
        const Result<Topology> r = loadLocalTopology();
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        checkInvariants(*r);
        QVERIFY(r->onlineCpus().count() >= 1);
        QVERIFY(!r->allowedCpus().empty());
        QVERIFY(!r->source.isEmpty());
        for (const auto &d : r->devices) {
            static const QRegularExpression bdf(
                QStringLiteral("^[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]$"));
            QVERIFY(bdf.match(d.bdf).hasMatch());
            QVERIFY(d.node == -1 || r->node(d.node));
        }
    }

    void localXml()
    {
        const Result<QByteArray> xml = localTopologyXml();
        QVERIFY2(xml.ok(), qPrintable(xml.ok() ? QString() : xml.errorString()));
        QVERIFY(xml->startsWith("<?xml"));
        QVERIFY(xml->contains("<topology version=\"2.0\">"));
        QVERIFY(!xml->endsWith('\0'));
        const Result<Topology> back = loadTopologyXmlBuffer(*xml, QStringLiteral("snapshot"));
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
        const Result<Topology> local = loadLocalTopology();
        QVERIFY(local.ok());
        QCOMPARE(back->allCpus(), local->allCpus());
        QCOMPARE(back->onlineCpus(), local->onlineCpus());
        QCOMPARE(back->nodes.size(), local->nodes.size());
        QCOMPARE(back->devices.size(), local->devices.size());
    }
};

QTEST_GUILESS_MAIN(TestTopologyLoader)
#include "tst_topologyloader.moc"
