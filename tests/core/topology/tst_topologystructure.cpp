// Caches, dies, groups, CPU kinds and memory tiers from every source the
// loader reads, checked against hwloc's own tool on the same input.
#include "model/pciclass.h"
#include "testdata.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <memory>
#include <set>

using namespace irqatlas;

namespace {

QString xmlPath(const QString &name)
{
    return test::dataPath(QStringLiteral("topology-xml/") + name);
}

// What lstopo shows by default: objects holding an online PU of the allowed set.
CpuSet visible(const Topology &t)
{
    return t.onlineCpus() & t.allowedCpus();
}

int visibleCaches(const Topology &t, int level)
{
    const CpuSet v = visible(t);
    int n = 0;
    for (const auto &c : t.caches)
        n += c.level == level && !(c.cpus & v).empty();
    return n;
}

int visibleDies(const Topology &t)
{
    const CpuSet v = visible(t);
    return int(std::count_if(t.dies.begin(), t.dies.end(),
                             [&](const Die &d) { return !(d.cpus & v).empty(); }));
}

int visibleGroups(const Topology &t)
{
    const CpuSet v = visible(t);
    return int(std::count_if(t.groups.begin(), t.groups.end(),
                             [&](const CpuGroup &g) { return !(g.cpus & v).empty(); }));
}

// Facts every loaded structure satisfies: caches of one level never overlap,
// every die lies in one package, every cache and die is over known CPUs.
void checkStructure(const Topology &t)
{
    std::map<int, CpuSet> seen;
    for (const auto &c : t.caches) {
        QVERIFY(c.level >= 2);
        QVERIFY(c.type == QLatin1String("unified") || c.type == QLatin1String("data"));
        QVERIFY2((seen[c.level] & c.cpus).empty(), qPrintable(c.cpus.toListString()));
        seen[c.level] |= c.cpus;
    }
    for (const auto &d : t.dies) {
        QVERIFY(d.id >= 0);
        for (int cpu : d.cpus)
            QCOMPARE(t.pu(cpu)->package, d.package);
    }
    QVERIFY(t.validate().ok());
    // The JSON carries all of it.
    const QByteArray json = topologyToJson(t);
    auto back = topologyFromJson(json, QStringLiteral("again.json"));
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
    QCOMPARE(topologyToJson(*back), json);
    QCOMPARE(back->caches.size(), t.caches.size());
    QCOMPARE(back->dies.size(), t.dies.size());
    QCOMPARE(back->groups.size(), t.groups.size());
}

} // namespace

class TestTopologyStructure : public QObject
{
    Q_OBJECT

private:
    QString m_lstopo;
    std::unique_ptr<QTemporaryDir> m_tmp;

    // Objects of `lstopo-no-graphics -i input --only type -c` that hold a
    // CPU (one line each, "cpuset=0x0" for those that hold none: hwloc keeps
    // groups of CPU-less NUMA nodes, which say nothing about CPUs).
    int lstopoCount(const QString &input, const char *type)
    {
        QProcess p;
        p.start(m_lstopo, {QStringLiteral("-i"), input, QStringLiteral("--only"),
                           QString::fromLatin1(type), QStringLiteral("-c")});
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit ||
            p.exitCode() != 0)
            return -1;
        int n = 0;
        for (const QByteArray &line : p.readAllStandardOutput().split('\n'))
            n += !line.isEmpty() && !line.endsWith("cpuset=0x0");
        return n;
    }

    QString unpack(const QString &tarball)
    {
        const QString dest = m_tmp->filePath(QFileInfo(tarball).fileName() + QStringLiteral(".d"));
        QDir().mkpath(dest);
        QProcess tar;
        tar.start(QStringLiteral("tar"),
                  {QStringLiteral("-xf"), tarball, QStringLiteral("-C"), dest});
        if (!tar.waitForFinished(120000) || tar.exitCode() != 0)
            return {};
        const QStringList dirs = QDir(dest).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        return dirs.size() == 1 ? QDir(dest).filePath(dirs.first()) : QString();
    }

    void compareWithLstopo(const Topology &t, const QString &input)
    {
        QCOMPARE(visibleCaches(t, 2), lstopoCount(input, "l2cache"));
        QCOMPARE(visibleCaches(t, 3), lstopoCount(input, "l3cache"));
        QCOMPARE(visibleCaches(t, 4), lstopoCount(input, "l4cache"));
        QCOMPARE(visibleDies(t), lstopoCount(input, "die"));
        QCOMPARE(visibleGroups(t), lstopoCount(input, "group"));
    }

private slots:
    void initTestCase()
    {
        m_lstopo = QStandardPaths::findExecutable(QStringLiteral("lstopo-no-graphics"));
        const QFileInfo shm(QStringLiteral("/dev/shm"));
        if (shm.isDir() && shm.isWritable())
            m_tmp = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/irqatlas-tst-XXXXXX"));
        if (!m_tmp || !m_tmp->isValid())
            m_tmp = std::make_unique<QTemporaryDir>();
        QVERIFY(m_tmp->isValid());
    }

    // Every XML fixture: the loader counts the L2, L3 and L4 caches, dies and
    // groups hwloc's lstopo shows for the same file.
    void xmlMatchesLstopo_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *dir : {"topology-xml", "topology-xml-v3"}) {
            const QDir d(test::dataPath(QString::fromLatin1(dir)));
            for (const QString &f : d.entryList({QStringLiteral("*.xml")}, QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(f)) << d.filePath(f);
        }
    }

    void xmlMatchesLstopo()
    {
        if (m_lstopo.isEmpty())
            QSKIP("lstopo-no-graphics (hwloc) is not installed: nothing to compare with");
        QFETCH(QString, path);
        const Result<Topology> r = loadTopologyXml(path);
        if (!r.ok() && r.errorString().contains(QLatin1String("hwloc XML 3")))
            QSKIP("an hwloc 3.0 XML file, which hwloc 2 cannot read "
                  "(tst_topologyloader::xmlV3Refused)");
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        compareWithLstopo(*r, path);
        checkStructure(*r);
    }

    // Every sysfs tarball, read through hwloc's fsroot (the path of copied
    // trees, snapshots without topology.xml and the remote fallback).
    void sysfsMatchesLstopo_data()
    {
        QTest::addColumn<QString>("tarball");
        const QDir d(test::dataPath(QStringLiteral("sysfs")));
        for (const QString &f :
             d.entryList({QStringLiteral("*.tar.bz2"), QStringLiteral("*.tar.gz")}, QDir::Files,
                         QDir::Name))
            QTest::newRow(qPrintable(f)) << d.filePath(f);
    }

    void sysfsMatchesLstopo()
    {
        if (m_lstopo.isEmpty())
            QSKIP("lstopo-no-graphics (hwloc) is not installed: nothing to compare with");
        if (QStandardPaths::findExecutable(QStringLiteral("tar")).isEmpty())
            QSKIP("tar is not installed: cannot unpack the sysfs fixtures");
        QFETCH(QString, tarball);
        const QString root = unpack(tarball);
        QVERIFY(!root.isEmpty());
        const Result<Topology> r = loadTopologyForRoot(root);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        compareWithLstopo(*r, root + QLatin1Char('/'));
        checkStructure(*r);
    }

    // 2x EPYC 9654: 12 CCDs per package, each a die with its own 32 MiB L3
    // over 8 cores and their SMT siblings.
    void zen4()
    {
        const Result<Topology> r =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml")));
        QVERIFY(r.ok());
        const auto l3 = r->lastLevelCaches();
        QCOMPARE(r->lastLevelCacheLevel(), 3);
        QCOMPARE(l3.size(), std::size_t(24));
        CpuSet covered;
        for (const Cache *c : l3) {
            QCOMPARE(c->sizeBytes, quint64(32) << 20);
            QCOMPARE(c->type, QStringLiteral("unified"));
            QCOMPARE(c->cpus.count(), 16);
            std::set<int> cores;
            for (int cpu : c->cpus) {
                cores.insert(r->pu(cpu)->core);
                QCOMPARE(r->siblings(cpu).count(), 2);
                QVERIFY(r->siblings(cpu).isSubsetOf(c->cpus)); // siblings never straddle an L3
            }
            QCOMPARE(cores.size(), std::size_t(8));
            covered |= c->cpus;
        }
        QCOMPARE(covered, r->allCpus());
        QCOMPARE(l3.front()->cpus.toListString(), QStringLiteral("0-7,192-199"));
        QCOMPARE(r->lastLevelCacheOf(200)->cpus.toListString(), QStringLiteral("8-15,200-207"));
        QCOMPARE(r->dies.size(), std::size_t(24));
        for (std::size_t i = 0; i < r->dies.size(); ++i) {
            QCOMPARE(r->dies[i].package, i < 12 ? 0 : 1);
            QCOMPARE(r->dies[i].cpus, l3[i]->cpus); // one L3 per CCD
        }
        QVERIFY(r->groups.empty());
        QCOMPARE(std::count_if(r->caches.begin(), r->caches.end(),
                               [](const Cache &c) { return c.level == 2; }),
                 192);
        const QByteArray json = topologyToJson(*r);
        QVERIFY(json.contains(
            R"("caches":[{"level":2,"type":"unified","size_bytes":1048576,"cpus":"0,192"},)"));
        QVERIFY(json.contains(
            R"({"level":3,"type":"unified","size_bytes":33554432,"cpus":"0-7,192-199"})"));
        QVERIFY(json.contains(R"("dies":[{"id":0,"package":0,"cpus":"0-7,192-199"},)"));
    }

    // Raptor Lake i7-1370P: P-cores (IntelCore, SMT2) and E-cores (IntelAtom),
    // least efficient first as hwloc orders them.
    void raptorLakeKinds()
    {
        const Result<Topology> r =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml")));
        QVERIFY(r.ok());
        QCOMPARE(r->cpuKinds.size(), std::size_t(2));
        QCOMPARE(r->cpuKinds[0].coreType, QStringLiteral("IntelAtom"));
        QCOMPARE(r->cpuKinds[1].coreType, QStringLiteral("IntelCore"));
        QVERIFY(r->cpuKinds[0].efficiency < r->cpuKinds[1].efficiency);
        QCOMPARE(r->cpuKinds[1].cpus.toListString(), QStringLiteral("0-11"));
        QCOMPARE(r->cpuKinds[0].cpus.toListString(), QStringLiteral("12-19"));
        QCOMPARE(r->pu(12)->kind, 0);
        // E-cores share an L2 per cluster of four: 6 P-core L2s + 2 E-core L2s.
        QCOMPARE(visibleCaches(*r, 2), 8);
        QCOMPARE(r->lastLevelCacheOf(19)->level, 3);
        const QByteArray json = topologyToJson(*r);
        QVERIFY(json.contains(
            R"("cpukinds":[{"cpus":"12-19","efficiency":0,"name":"IntelAtom","core_type":"IntelAtom"},)"));
    }

    // FrequencyMaxMHz is kept when hwloc has it (NVIDIA GB10: five kinds by
    // Linux capacity, Cortex-X925 at 3900 MHz and Cortex-A725 at 2808 MHz).
    void kindFrequency()
    {
        const Result<Topology> r =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-linux-nvidia-dgx-gb10.xml")));
        QVERIFY(r.ok());
        QCOMPARE(r->cpuKinds.size(), std::size_t(5));
        std::vector<int> mhz;
        for (const auto &k : r->cpuKinds) {
            mhz.push_back(k.frequencyMaxMhz);
            QVERIFY(k.coreType.isEmpty()); // ARM: no CoreType, nothing invented
        }
        QCOMPARE(mhz, (std::vector<int>{2808, 2808, 3900, 3900, 3900}));
        QCOMPARE(r->cpuKinds[0].cpus.toListString(), QStringLiteral("0-4"));
    }

    // Memory tiers as hwloc names them: KNL SNC-4 in hybrid mode has a DRAM
    // and an MCDRAM (HBM) node per quadrant. (This file models the cache-mode
    // half of MCDRAM the hwloc 1.x way, as an L3 with subtype
    // MemorySideCache, and lstopo counts it as an L3: so does the loader.)
    void memoryTiers()
    {
        const Result<Topology> r =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-xml-64intel64-fakeKNL-SNC4-hybrid.xml")));
        QVERIFY(r.ok());
        for (int id = 0; id < 4; ++id) {
            QCOMPARE(r->node(id)->tier, QStringLiteral("DRAM"));
            QVERIFY(!r->node(id)->cpus.empty());
        }
        for (int id = 4; id < 8; ++id) {
            QCOMPARE(r->node(id)->tier, QStringLiteral("MCDRAM"));
            QVERIFY(r->node(id)->cpus.empty()); // memory-only: CPUs sit in the DRAM node
        }
        QVERIFY(topologyToJson(*r).contains(R"("subtype":"MCDRAM","tier":"MCDRAM"})"));
        // A source that does not say leaves the tier out, never "DRAM" by default.
        const Result<Topology> zen =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml")));
        QVERIFY(zen.ok());
        for (const auto &n : zen->nodes)
            QVERIFY(n.tier.isEmpty());
        QVERIFY(!topologyToJson(*zen).contains("\"tier\""));
    }

    // Memory-side caches from a real Xeon with NVDIMM in 2LM: from the XML
    // and from the sysfs tree (node*/memory_side_cache).
    void memorySideCaches()
    {
        const Result<Topology> r =
            loadTopologyXml(xmlPath(QStringLiteral("hwloc-xml-memorysidecaches.xml")));
        QVERIFY(r.ok());
        int withCache = 0;
        for (const auto &n : r->nodes)
            withCache += !n.memoryCaches.empty();
        QCOMPARE(withCache, 4);
        if (QStandardPaths::findExecutable(QStringLiteral("tar")).isEmpty())
            QSKIP("tar is not installed: cannot unpack the sysfs fixtures");
        const QString root =
            unpack(test::dataPath(QStringLiteral("sysfs/hwloc-memorysidecaches.tar.bz2")));
        const Result<Topology> s = loadTopologyFsRoot(root);
        QVERIFY(s.ok());
        QCOMPARE(s->node(0)->memoryCaches.size(), r->node(0)->memoryCaches.size());
        QCOMPARE(s->node(0)->memoryCaches[0].sizeBytes, r->node(0)->memoryCaches[0].sizeBytes);
    }

    // ARM clusters (Kunpeng 920: clusters of 4 cores sharing an L3 tag
    // partition) come as groups of kind "cluster", from XML and sysfs alike.
    void armClusters()
    {
        const Result<Topology> r = loadTopologyXml(
            xmlPath(QStringLiteral("derived-hwloc2.9-from-sysfs-128arm-2pa2n8cluster4co.xml")));
        QVERIFY(r.ok());
        QCOMPARE(r->groups.size(), std::size_t(32));
        for (const auto &g : r->groups) {
            QCOMPARE(g.kind, QStringLiteral("cluster"));
            QCOMPARE(g.cpus.count(), 4);
        }
        QVERIFY(r->dies.empty()); // the tree has no die_id: nothing invented
    }

    // Virtio devices are named by their type from the PCI ids (transitional
    // and modern numbering), nothing else is.
    void virtioTypes_data()
    {
        QTest::addColumn<int>("vendor");
        QTest::addColumn<int>("device");
        QTest::addColumn<QString>("type");
        QTest::newRow("transitional net") << 0x1af4 << 0x1000 << "net";
        QTest::newRow("transitional balloon") << 0x1af4 << 0x1002 << "balloon";
        QTest::newRow("transitional rng") << 0x1af4 << 0x1005 << "rng";
        QTest::newRow("transitional 9p") << 0x1af4 << 0x1009 << "9p";
        QTest::newRow("modern block") << 0x1af4 << 0x1042 << "block";
        QTest::newRow("modern console") << 0x1af4 << 0x1043 << "console";
        QTest::newRow("modern balloon") << 0x1af4 << 0x1045 << "balloon";
        QTest::newRow("modern scsi") << 0x1af4 << 0x1048 << "scsi";
        QTest::newRow("modern gpu") << 0x1af4 << 0x1050 << "gpu";
        QTest::newRow("modern input") << 0x1af4 << 0x1052 << "input";
        QTest::newRow("modern vsock") << 0x1af4 << 0x1053 << "vsock";
        QTest::newRow("modern fs") << 0x1af4 << 0x105a << "fs";
        QTest::newRow("unknown type") << 0x1af4 << 0x107e << "";
        QTest::newRow("qemu vga, not virtio") << 0x1af4 << 0x1100 << "";
        QTest::newRow("intel") << 0x8086 << 0x1000 << "";
        QTest::newRow("unknown ids") << -1 << -1 << "";
    }

    void virtioTypes()
    {
        QFETCH(int, vendor);
        QFETCH(int, device);
        QFETCH(QString, type);
        QCOMPARE(virtioTypeName(vendor, device), type);
    }

    // A saved machine (topology.xml + its sys/bus/pci links) names the
    // driver bound to each device: the link's last component only, and only
    // when it looks like a driver name.
    void pciDrivers()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::copy(test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")),
                            dir.filePath(QStringLiteral("topology.xml"))));
        auto link = [&](const char *bdf, const QString &target) {
            const QString d =
                dir.filePath(QStringLiteral("sys/bus/pci/devices/%1").arg(QLatin1String(bdf)));
            QVERIFY(QDir().mkpath(d));
            QVERIFY(QFile::link(target, d + QStringLiteral("/driver")));
        };
        link("0000:04:00.0", QStringLiteral("../../../bus/pci/drivers/igb"));
        link("0000:00:1f.2", QStringLiteral("../../../bus/pci/drivers/ahci"));
        link("0000:05:00.0", QStringLiteral("../../../bus/pci/drivers/evil name;x")); // not a name
        const Result<Topology> r = loadTopologyForRoot(dir.path());
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QCOMPARE(r->device(QStringLiteral("0000:04:00.0"))->driver, QStringLiteral("igb"));
        QCOMPARE(r->device(QStringLiteral("0000:00:1f.2"))->driver, QStringLiteral("ahci"));
        QVERIFY(r->device(QStringLiteral("0000:05:00.0"))->driver.isEmpty());
        QVERIFY(r->device(QStringLiteral("0000:04:00.1"))->driver.isEmpty()); // no link: unknown
        QCOMPARE(r->device(QStringLiteral("0000:04:00.0"))->vendorId, 0x8086);
        QCOMPARE(r->device(QStringLiteral("0000:04:00.0"))->deviceId, 0x10c9);
        const QByteArray json = topologyToJson(*r);
        QVERIFY(json.contains(R"("vendor_id":32902,"device_id":4297,"driver":"igb"})"));
        auto back = topologyFromJson(json, QStringLiteral("d.json"));
        QVERIFY(back.ok());
        QCOMPARE(back->device(QStringLiteral("0000:00:1f.2"))->driver, QStringLiteral("ahci"));
        // The reader holds a driver to the same rule.
        QByteArray bad = json;
        bad.replace(R"("driver":"igb")", R"("driver":"igb\n")");
        auto refused = topologyFromJson(bad, QStringLiteral("bad.json"));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.errorString().contains(QLatin1String(".driver")),
                 qPrintable(refused.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestTopologyStructure)
#include "tst_topologystructure.moc"
