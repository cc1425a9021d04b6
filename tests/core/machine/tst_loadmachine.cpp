// One reader of a machine for every front end: the CLI reads strictly, a
// window leniently, and both get the same machine from the same files.
#include "faketree.h"
#include "machine/loadmachine.h"
#include "testdata.h"

#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kInterrupts = "           CPU0       CPU1       CPU2       CPU3\n"
                               " 30:          0       1000          0          0  IR-PCI-MSIX-"
                               "0000:3b:00.0    0-edge      mlx5_comp0@pci:0000:3b:00.0\n"
                               "LOC:        100        200        300        400   Local timer "
                               "interrupts\n";

const QByteArray kStat = "cpu  1 0 1 100 0 0 0 0 0 0\n"
                         "cpu0 1 0 1 100 0 0 0 0 0 0\n"
                         "intr 0\nctxt 0\nbtime 0\nprocesses 0\nprocs_running 1\n"
                         "procs_blocked 0\nsoftirq 0 0 0 0 0 0 0 0 0 0 0\n";

void buildTree(FakeTree &t)
{
    t.write(QStringLiteral("/proc/interrupts"), kInterrupts);
    t.write(QStringLiteral("/proc/sys/kernel/hostname"), "db7\n");
    t.write(QStringLiteral("/proc/stat"), kStat);
    t.write(QStringLiteral("/sys/devices/system/cpu/isolated"), "3\n");
    t.write(QStringLiteral("/sys/devices/system/cpu/nohz_full"), "(null)\n");
}

MachineSource saved(const FakeTree &t)
{
    return {MachineSource::RootDir, t.root()};
}

// The error of a failed result, for a failed check's message.
template <typename T> QString why(const Result<T> &r)
{
    return r.ok() ? QString() : r.errorString();
}

const char *const kXml = "topology-xml/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml";

} // namespace

class TestLoadMachine : public QObject
{
    Q_OBJECT
private slots:
    void savedTreeReadsTheSameBothWays()
    {
        FakeTree t;
        buildTree(t);
        auto window = loadMachine(saved(t));
        QVERIFY2(window.ok(), qPrintable(why(window)));
        auto cli = loadMachine(saved(t), MachineOptions::strict({}));
        QVERIFY2(cli.ok(), qPrintable(why(cli)));
        for (const MachineData *m : {&*window, &*cli}) {
            QVERIFY(m->hasIrqs);
            QCOMPARE(m->irqs.cpus, (std::vector<int>{0, 1, 2, 3}));
            QCOMPARE(m->hostname, QStringLiteral("db7"));
            QVERIFY(m->isolated && m->isolated->test(3) && m->isolated->count() == 1);
            QVERIFY(m->stat.has_value());
            QVERIFY(!m->hasTopology); // the tree has no topology.xml or cpuN folders
        }
        // A window draws one box per CPU of the IRQ table; the CLI says "no topology".
        QCOMPARE(window->topology.pus.size(), std::size_t(4));
        QVERIFY(cli->topology.pus.empty());
        QVERIFY(!cli->topologyError.isEmpty());
        QCOMPARE(window->title, saved(t).displayName());
    }

    void garbledFileIsAnErrorForTheCliAndAWarningForAWindow()
    {
        FakeTree t;
        buildTree(t);
        t.write(QStringLiteral("/sys/devices/system/cpu/nohz_full"), "1-x\n");
        auto cli = loadMachine(saved(t), MachineOptions::strict({}));
        QVERIFY(!cli.ok());
        QVERIFY2(cli.errorString().contains(QLatin1String("nohz_full")),
                 qPrintable(cli.errorString()));
        auto window = loadMachine(saved(t));
        QVERIFY2(window.ok(), qPrintable(why(window)));
        QVERIFY(!window->nohzFull.has_value());
        QVERIFY(window->isolated.has_value()); // the good list next to it still counts
        QVERIFY2(window->warnings.join(QLatin1Char('\n')).contains(QLatin1String("nohz_full")),
                 qPrintable(window->warnings.join(QLatin1Char('\n'))));
    }

    void garbledStatIsLeftOutOfAWindow()
    {
        FakeTree t;
        buildTree(t);
        t.write(QStringLiteral("/proc/stat"), "cpu0 x\n");
        QVERIFY(!loadMachine(saved(t), MachineOptions::strict({})).ok());
        auto window = loadMachine(saved(t));
        QVERIFY2(window.ok(), qPrintable(why(window)));
        QVERIFY(!window->stat.has_value());
        QVERIFY(window->hasIrqs);
    }

    void treeWithNothingToShowIsRefused()
    {
        FakeTree t;
        t.write(QStringLiteral("/proc/sys/kernel/hostname"), "empty\n");
        auto window = loadMachine(saved(t));
        QVERIFY(!window.ok());
        QVERIFY2(window.errorString().contains(t.root()), qPrintable(window.errorString()));
        QVERIFY(!loadMachine(saved(t), MachineOptions::strict({})).ok());
    }

    void topologyFileReplacesTheSourcesOwn()
    {
        FakeTree t;
        buildTree(t);
        auto alone = loadMachine({MachineSource::HwlocXml, dataPath(QLatin1String(kXml))});
        QVERIFY2(alone.ok(), qPrintable(why(alone)));
        QVERIFY(alone->hasTopology && !alone->hasIrqs);

        MachineSource source = saved(t);
        source.topologyXml = dataPath(QLatin1String(kXml));
        auto m = loadMachine(source, MachineOptions::strict({}));
        QVERIFY2(m.ok(), qPrintable(why(m)));
        QVERIFY(m->hasTopology && m->hasIrqs);
        QCOMPARE(m->topology.pus.size(), alone->topology.pus.size());
        QCOMPARE(m->hostname, QStringLiteral("db7")); // the tree's, not the file's

        auto topo = loadMachineTopology(source);
        QVERIFY2(topo.ok(), qPrintable(why(topo)));
        QCOMPARE(topo->pus.size(), alone->topology.pus.size());
    }

    void interruptsFilePairsWithATopology()
    {
        FakeTree t;
        buildTree(t);
        const QString irqFile = t.root() + QStringLiteral("/proc/interrupts");
        MachineSource lone(MachineSource::InterruptsFile, irqFile);
        auto window = loadMachine(lone);
        QVERIFY2(window.ok(), qPrintable(why(window)));
        QCOMPARE(window->topology.pus.size(), std::size_t(4));
        QVERIFY(!window->hasTopology);

        MachineSource paired(MachineSource::HwlocXml, dataPath(QLatin1String(kXml)), irqFile);
        auto m = loadMachine(paired);
        QVERIFY2(m.ok(), qPrintable(why(m)));
        QVERIFY(m->hasTopology && m->hasIrqs);
        QCOMPARE(m->irqs.cpus, (std::vector<int>{0, 1, 2, 3}));
    }

    void filesAreNoHosts()
    {
        const QString xml = dataPath(QLatin1String(kXml));
        auto host = openMachineHost({MachineSource::HwlocXml, xml});
        QVERIFY(!host.ok());
        QVERIFY2(host.errorString().contains(xml), qPrintable(host.errorString()));
        auto missing = loadMachine({MachineSource::InterruptsFile, QStringLiteral("/nonexistent")});
        QVERIFY(!missing.ok());
        QVERIFY(missing.errorString().contains(QLatin1String("/nonexistent")));
    }
};

QTEST_GUILESS_MAIN(TestLoadMachine)
#include "tst_loadmachine.moc"
