// PCI devices of a remote host without lstopo, against the private sshd on
// 127.0.0.1 (tests/support/sshd.h): the sysfs fallback fetches each
// function's class, ids, node, local CPUs and driver link, the topology is
// built from them, and a hostile host's files are refused or dropped.

#include "faketree.h"
#include "model/inputlimits.h"
#include "model/pciclass.h"
#include "remote/sshhostsource.h"
#include "remote/sshsession.h"
#include "snapshot/snapshot.h"
#include "sshd.h"
#include "testdata.h"
#include "topology/hosttopology.h"
#include "topology/topologyloader.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

struct Function
{
    QString bdf;
    QByteArray classCode, vendor, device;
    int node = -1;
    QString driver; // link target, empty for none
};

} // namespace

class TestSshPci : public QObject
{
    Q_OBJECT

private:
    SshdFixture m_sshd;
    bool m_up = false;
    QTemporaryDir m_dir;
    QString m_root; // the extracted tarball: a 48-core AMD with sparse node ids

    std::shared_ptr<SshSession> session() const
    {
        SshOptions o;
        o.configFile = m_sshd.clientConfig();
        o.controlDir = m_sshd.controlDir();
        return std::make_shared<SshSession>(SshTarget::parse(m_sshd.target()).value(), o);
    }

    // A fresh copy of the tree with the given PCI functions, laid out as
    // sysfs does (the bus entry a relative link to /sys/devices).
    QString machineWith(const std::vector<Function> &functions, const Topology &t,
                        QTemporaryDir &into)
    {
        if (runProgram(QStringLiteral("cp"),
                       {QStringLiteral("-a"), m_root + QStringLiteral("/."), into.path()},
                       nullptr) != 0)
            return {};
        QFile interrupts(into.filePath(QStringLiteral("proc/interrupts")));
        if (!interrupts.open(QIODevice::WriteOnly) ||
            interrupts.write("           CPU0\n 30:         10  PCI-MSI 1-edge      eth0\n") < 0)
            return {};
        interrupts.close();
        for (const Function &f : functions) {
            const QString dev = into.filePath(QStringLiteral("sys/devices/pci0000:00/") + f.bdf);
            QDir().mkpath(dev);
            auto put = [&](const char *name, const QByteArray &bytes) {
                QFile file(dev + QLatin1Char('/') + QLatin1String(name));
                return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
            };
            if (!put("class", f.classCode + "\n") || !put("vendor", f.vendor + "\n") ||
                !put("device", f.device + "\n") ||
                !put("numa_node", QByteArray::number(f.node) + "\n"))
                return {};
            if (f.node >= 0 && !put("local_cpulist",
                                    QByteArray::fromStdString(t.nodeCpus(f.node).toList()) + "\n"))
                return {};
            if (!f.driver.isEmpty() && !QFile::link(f.driver, dev + QStringLiteral("/driver")))
                return {};
            QDir().mkpath(into.filePath(QStringLiteral("sys/bus/pci/devices")));
            if (!QFile::link(QStringLiteral("../../../devices/pci0000:00/") + f.bdf,
                             into.filePath(QStringLiteral("sys/bus/pci/devices/") + f.bdf)))
                return {};
        }
        return into.path();
    }

    Result<std::unique_ptr<SshHostSource>> collect(const QString &root, bool irqs)
    {
        CollectOptions c;
        c.testRoot = root;
        c.irqs = irqs;
        return SshHostSource::open(session(), c);
    }

private slots:
    void initTestCase()
    {
        if (!m_sshd.start())
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        m_up = true;
        QVERIFY(m_dir.isValid());
        QCOMPARE(runProgram(QStringLiteral("tar"),
                            {QStringLiteral("-xjf"),
                             dataPath(QStringLiteral("ssh/hwloc-48amd64-4pa2n6c-sparse.tar.bz2")),
                             QStringLiteral("-C"), m_dir.path()},
                            nullptr),
                 0);
        const QStringList top = QDir(m_dir.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(top.size(), 1);
        m_root = m_dir.filePath(top.first());
    }

    void cleanupTestCase() { m_sshd.stop(); }

    // hwloc reads the copy and lists no PCI; the devices come from the
    // fetched files, each field as the remote kernel printed it, with or
    // without the IRQ files (which bring class and numa_node themselves).
    void devicesFromTheFallback_data()
    {
        QTest::addColumn<bool>("irqs");
        QTest::newRow("topology only") << false;
        QTest::newRow("with irqs") << true;
    }
    void devicesFromTheFallback()
    {
        if (!m_up)
            QSKIP("no sshd");
        QFETCH(bool, irqs);
        auto direct = loadTopologyFsRoot(m_root);
        QVERIFY(direct.ok());
        QVERIFY(direct->devices.empty()); // the tree has no PCI: the test adds it
        QVERIFY(direct->nodes.size() >= 2);
        const int last = direct->nodes.back().id; // sparse ids: not nodes.size() - 1
        const std::vector<Function> functions = {
            {QStringLiteral("0000:41:00.0"), "0x020000", "0x8086", "0x1521", last,
             QStringLiteral("../../../../bus/pci/drivers/igb")},
            {QStringLiteral("0000:00:05.0"), "0x00ff00", "0x1af4", "0x1002", -1,
             QStringLiteral("../../../../bus/pci/drivers/virtio-pci")},
            {QStringLiteral("0000:00:1f.2"),
             "0x010601",
             "0x8086",
             "0x2922",
             direct->nodes.front().id,
             {}},
        };
        QTemporaryDir copy;
        const QString root = machineWith(functions, *direct, copy);
        QVERIFY(!root.isEmpty());
        auto src = collect(root, irqs);
        QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
        QVERIFY(!(*src)->exists(QStringLiteral("/topology.xml")));
        auto t = loadHostTopology(**src);
        QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
        QCOMPARE(t->source, (*src)->displayName());
        QCOMPARE(t->devices.size(), functions.size());
        for (const Function &f : functions) {
            const PciDevice *d = t->device(f.bdf);
            QVERIFY2(d, qPrintable(f.bdf));
            const int classCode = f.classCode.toInt(nullptr, 16);
            QCOMPARE(d->classId, classCode >> 8);
            QCOMPARE(d->className, pciClassName(unsigned(classCode >> 8)));
            QCOMPARE(d->vendorId, f.vendor.toInt(nullptr, 16));
            QCOMPARE(d->deviceId, f.device.toInt(nullptr, 16));
            QCOMPARE(d->node, f.node);
            QCOMPARE(d->localCpus, f.node >= 0 ? direct->nodeCpus(f.node) : CpuSet{});
            QCOMPARE(d->driver,
                     f.driver.isEmpty() ? QString() : f.driver.section(QLatin1Char('/'), -1));
        }
        // A snapshot of the host keeps them too.
        SnapshotOptions so;
        so.irqDetails = irqs;
        auto snap = readSnapshot(**src, so);
        QVERIFY2(snap.ok(), qPrintable(snap.ok() ? QString() : snap.errorString()));
        QCOMPARE(snap->topology.devices.size(), functions.size());
    }

    // A hostile host: an oversized file is an error naming the host and the
    // file; files and driver links that point out of the tree are not
    // fetched (or dropped on arrival), so those fields stay unknown.
    void hostileHost()
    {
        if (!m_up)
            QSKIP("no sshd");
        auto direct = loadTopologyFsRoot(m_root);
        QVERIFY(direct.ok());
        const int node = direct->nodes.front().id;
        QTemporaryDir copy;
        const QString root =
            machineWith({{QStringLiteral("0000:41:00.0"), "0x020000", "0x8086", "0x1521", node,
                          QStringLiteral("/sys/bus/pci/drivers/evil")}},
                        *direct, copy);
        QVERIFY(!root.isEmpty());
        const QString dev = root + QStringLiteral("/sys/devices/pci0000:00/0000:41:00.0/");
        // local_cpulist and device: links out of the tree, to files that
        // would parse (so reading them would show).
        QFile::remove(dev + QStringLiteral("local_cpulist"));
        QFile::remove(dev + QStringLiteral("device"));
        QFile outside(m_dir.filePath(QStringLiteral("outside-cpulist")));
        QVERIFY(outside.open(QIODevice::WriteOnly));
        outside.write("0-3\n");
        outside.close();
        QVERIFY(QFile::link(outside.fileName(), dev + QStringLiteral("local_cpulist")));
        QVERIFY(QFile::link(QStringLiteral("../../../../../outside-device"),
                            dev + QStringLiteral("device")));
        {
            auto src = collect(root, false);
            QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
            QVERIFY(
                !(*src)->exists(QStringLiteral("/sys/bus/pci/devices/0000:41:00.0/local_cpulist")));
            QVERIFY((*src)->stats().droppedLinks >= 1); // the absolute driver link
            auto t = loadHostTopology(**src);
            QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
            const PciDevice *d = t->device(QStringLiteral("0000:41:00.0"));
            QVERIFY(d);
            QCOMPARE(d->vendorId, 0x8086);
            QCOMPARE(d->deviceId, -1);
            QVERIFY(d->localCpus.empty());
            QVERIFY(d->driver.isEmpty());
        }
        // An oversized class file: the load fails, naming host and file.
        QFile cls(dev + QStringLiteral("class"));
        QVERIFY(cls.open(QIODevice::WriteOnly | QIODevice::Truncate));
        cls.write("0x020000\n" + QByteArray(qsizetype(limits::kMaxSysfsAttributeBytes), ' '));
        cls.close();
        auto src = collect(root, false);
        QVERIFY2(src.ok(), qPrintable(src.ok() ? QString() : src.errorString()));
        auto t = loadHostTopology(**src);
        QVERIFY(!t.ok());
        const QString e = t.errorString();
        QVERIFY2(e.contains((*src)->displayName() +
                            QStringLiteral(":/sys/bus/pci/devices/0000:41:00.0/class")),
                 qPrintable(e));
        QVERIFY2(e.contains(QLatin1String("larger than the supported maximum")), qPrintable(e));
    }
};

QTEST_MAIN(TestSshPci)
#include "tst_sshpci.moc"
