#include "procfs/interrupts.h"
#include "procfs/procstat.h"
#include "procfs/softirqs.h"
#include "procfs/sourcecheck.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QTest>

using namespace irqatlas;
using irqatlas::test::readData;
using irqatlas::test::view;

// The topology of one machine paired with /proc files of another: every
// difference is named, with what the topology has no place for.
class TestSourceCheck : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void interruptsOfABiggerMachine();
    void interruptsOfASmallerMachine();
    void statOfAnotherMachine();
    void statOfTheSameMachineWithOfflineCpus();
    void softirqsPossibleCpus();
    void hostnames();
    void noTopologyNoDifference();

private:
    Topology m_24;
};

namespace {

IrqTable interrupts(const QString &file)
{
    const QByteArray b = readData(file);
    auto t = parseInterrupts(view(b), file);
    if (!t.ok())
        qFatal("%s", qPrintable(t.errorString()));
    return std::move(t).value();
}

Topology pusOnly(int n)
{
    Topology t;
    for (int i = 0; i < n; ++i) {
        Pu p;
        p.id = i;
        p.core = i;
        t.pus.push_back(p);
    }
    t.rebuildIndex();
    return t;
}

} // namespace

void TestSourceCheck::initTestCase()
{
    auto t = loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")));
    if (!t.ok())
        QFAIL(qPrintable(t.errorString()));
    m_24 = std::move(t).value();
    QCOMPARE(int(m_24.pus.size()), 24);
}

void TestSourceCheck::interruptsOfABiggerMachine()
{
    // The case: the 24-PU XML with a 1152-CPU /proc/interrupts.
    const IrqTable t = interrupts(QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
    QCOMPARE(int(t.cpus.size()), 1152);
    // What the topology cannot show, summed here column by column.
    std::uint64_t lost = 0;
    int onlyThere = 0;
    for (const Irq &irq : t.irqs) {
        std::uint64_t l = 0, k = 0;
        for (std::size_t c = 0; c < irq.counts.size(); ++c)
            (t.cpus[c] >= 24 ? l : k) += irq.counts[c];
        lost += l;
        onlyThere += l > 0 && k == 0;
    }
    QVERIFY(lost > 0);

    SourceTables in;
    in.interrupts = &t;
    const auto diffs = compareSources(m_24, in);
    QCOMPARE(int(diffs.size()), 1);
    const SourceDifference &d = diffs[0];
    QCOMPARE(d.kind, SourceDifference::Kind::CpusNotInTopology);
    QCOMPARE(d.file, QStringLiteral("/proc/interrupts"));
    QCOMPARE(d.cpus, CpuSet::range(24, 1151));
    QCOMPARE(d.droppedCounts, lost);
    QCOMPARE(d.droppedRows, onlyThere);
    const QString text = describeDifference(d);
    QVERIFY2(text.contains(QLatin1String("/proc/interrupts")) &&
                 text.contains(QLatin1String("1128")) && text.contains(QLatin1String("24-1151")) &&
                 text.contains(QString::number(lost)),
             qPrintable(text));
}

void TestSourceCheck::interruptsOfASmallerMachine()
{
    // 8 CPU columns against 24 online PUs: 16 CPUs without figures.
    const IrqTable t = interrupts(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt"));
    SourceTables in;
    in.interrupts = &t;
    const auto diffs = compareSources(m_24, in);
    QCOMPARE(int(diffs.size()), 1);
    QCOMPARE(diffs[0].kind, SourceDifference::Kind::CpusMissingFromFile);
    QCOMPARE(diffs[0].cpus, CpuSet::range(8, 23));
    QCOMPARE(diffs[0].droppedCounts, std::uint64_t(0));
    QVERIFY(describeDifference(diffs[0]).contains(QLatin1String("8-23")));
    // The same file against a topology of exactly its CPUs: no difference.
    QVERIFY(compareSources(pusOnly(8), in).empty());
}

void TestSourceCheck::statOfAnotherMachine()
{
    const QByteArray b = readData(QStringLiteral("proc-stat/pcp-bigsys-hpbl920gen8.stat"));
    auto st = parseProcStat(view(b), QStringLiteral("bigsys"));
    QVERIFY(st.ok());
    std::uint64_t ticks = 0;
    CpuSet extra;
    for (const CpuTimes &c : st->cpus)
        if (c.cpu >= 24) {
            extra.set(c.cpu);
            for (int f = 0; f < c.fieldCount; ++f)
                ticks += c.values[std::size_t(f)];
        }
    QVERIFY(extra.count() > 400);
    SourceTables in;
    in.stat = &*st;
    const auto diffs = compareSources(m_24, in);
    QCOMPARE(int(diffs.size()), 1);
    QCOMPARE(diffs[0].file, QStringLiteral("/proc/stat"));
    QCOMPARE(diffs[0].cpus, extra);
    QCOMPARE(diffs[0].droppedCounts, ticks);
}

void TestSourceCheck::statOfTheSameMachineWithOfflineCpus()
{
    // /proc/stat lists online CPUs only: the offline PUs of the same
    // machine's topology are not missing from it.
    auto topo = loadTopologyXml(
        test::dataPath(QStringLiteral("topology-xml/hwloc-xml-16em64t-4s2c2t-offlines.xml")));
    QVERIFY(topo.ok());
    const QByteArray b = readData(QStringLiteral("proc-stat/hwloc-16em64t-4s2c2t-offlines.stat"));
    auto st = parseProcStat(view(b), QStringLiteral("offlines"));
    QVERIFY(st.ok());
    QVERIFY(topo->onlineCpus().count() < int(topo->pus.size()));
    SourceTables in;
    in.stat = &*st;
    const auto diffs = compareSources(*topo, in);
    for (const SourceDifference &d : diffs)
        qWarning() << describeDifference(d);
    QVERIFY(diffs.empty());
}

void TestSourceCheck::softirqsPossibleCpus()
{
    // Possible-but-absent CPUs have columns of zeros: not a difference. A
    // column that counted is, and so is a PU with no column.
    const QByteArray quiet = "                    CPU0       CPU1       CPU2       CPU3\n"
                             "          HI:          1          2          0          0\n"
                             "       TIMER:        100        200          0          0\n";
    auto q = parseSoftirqs(view(quiet), QStringLiteral("quiet"));
    QVERIFY(q.ok());
    SourceTables in;
    in.softirqs = &*q;
    QVERIFY(compareSources(pusOnly(2), in).empty());

    const QByteArray busy = "                    CPU0       CPU1       CPU2       CPU3\n"
                            "          HI:          1          2          0          5\n"
                            "       TIMER:        100        200          0          7\n";
    auto b = parseSoftirqs(view(busy), QStringLiteral("busy"));
    QVERIFY(b.ok());
    in.softirqs = &*b;
    auto diffs = compareSources(pusOnly(2), in);
    QCOMPARE(int(diffs.size()), 1);
    QCOMPARE(diffs[0].cpus, CpuSet{3});
    QCOMPARE(diffs[0].droppedCounts, std::uint64_t(12));

    diffs = compareSources(pusOnly(6), in);
    QCOMPARE(int(diffs.size()), 1);
    QCOMPARE(diffs[0].kind, SourceDifference::Kind::CpusMissingFromFile);
    QCOMPARE(diffs[0].cpus, CpuSet::range(4, 5));
}

void TestSourceCheck::hostnames()
{
    SourceTables in;
    Topology t = m_24; // HostName mirage004 in the XML
    QCOMPARE(t.hostname, QStringLiteral("mirage004"));
    in.hostname = QStringLiteral("MIRAGE004.example.com");
    QVERIFY(compareSources(t, in).empty());
    in.hostname = QStringLiteral("db7");
    const auto diffs = compareSources(t, in);
    QCOMPARE(int(diffs.size()), 1);
    QCOMPARE(diffs[0].kind, SourceDifference::Kind::HostnameDiffers);
    const QString text = describeDifference(diffs[0]);
    QVERIFY(text.contains(QLatin1String("mirage004")) && text.contains(QLatin1String("db7")));
    // Unknown on either side is not a difference.
    in.hostname.clear();
    QVERIFY(compareSources(t, in).empty());
    t.hostname.clear();
    in.hostname = QStringLiteral("db7");
    QVERIFY(compareSources(t, in).empty());
}

void TestSourceCheck::noTopologyNoDifference()
{
    const IrqTable t = interrupts(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt"));
    SourceTables in;
    in.interrupts = &t;
    QVERIFY(compareSources(Topology{}, in).empty());
}

QTEST_GUILESS_MAIN(TestSourceCheck)
#include "tst_sourcecheck.moc"
