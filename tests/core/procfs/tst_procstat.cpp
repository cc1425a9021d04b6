#include "procfs/procstat.h"
#include "testdata.h"

#include <QTest>

using namespace irqatlas;
using irqatlas::test::readData;
using irqatlas::test::view;

class TestProcStat : public QObject
{
    Q_OBJECT
private slots:
    void everyFile_data();
    void everyFile();
    void fields();
    void cpuGap();
    void concatenatedSnapshots();
    void garbled_data();
    void garbled();
    void repeatedCpuIds_data();
    void repeatedCpuIds();
};

void TestProcStat::everyFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("fields"); // on the "cpu" line
    QTest::addColumn<int>("cpus");   // cpuN lines
    QTest::addColumn<quint64>("intrTotal");
    QTest::addColumn<int>("intrValues");
    QTest::addColumn<int>("softirqValues"); // -1: no softirq line
    QTest::addColumn<quint64>("ctxt");
    // Checked with awk over the files (NF of the lines, first values).
    const struct
    {
        const char *file;
        int fields, cpus;
        quint64 intrTotal;
        int intrValues, softirqValues;
        quint64 ctxt;
    } files[] = {
        {"hwloc-128arm-2pa2n8cluster4co.stat", 10, 128, 1765717, 670, 10, 2798327},
        {"hwloc-16em64t-4s2c2t-offlines.stat", 8, 16, 910100162, 2304, -1, 7275809452ull},
        {"hwloc-20em64t-hybrid-1p6c2t+2ca4co1t.stat", 10, 20, 710200, 2216, 10, 1050757},
        {"hwloc-256ppc-8n8s4t.stat", 9, 256, 2110402, 512, 10, 55837604},
        {"hwloc-memorysidecaches.stat", 10, 80, 743106, 2424, 10, 1389507},
        {"hwloc-offline-cpu0-node0.stat", 10, 24, 9251041861ull, 2776, 10, 251118448},
        {"jc-linux-proc-stat.txt", 10, 2, 2496709, 1448, 10, 4622716},
        {"jc-linux-proc-stat2-kernel2.4.txt", 7, 1, 354133732, 16, -1, 12547729},
        {"node_exporter-stat.txt", 10, 8, 8885917, 744, 10, 38014093},
        {"pcp-bigsys-hpbl920gen8.stat", 9, 480, 112101525, 13632, 10, 18908765},
        {"prometheus-procfs-fixtures-stat.txt", 10, 8, 73777505, 65960, 10, 38014093},
        {"sysstat-tests-root1-stat.txt", 10, 9, 95105080, 488, 10, 130465866},
        {"sysstat-tests-root3-stat.txt", 10, 7, 96974734, 488, 10, 134044213},
        {"sysstat-tests-root6-stat.txt", 7, 10, 95105080, 488, 10, 130465866},
    };
    for (const auto &f : files)
        QTest::newRow(f.file) << QString::fromLatin1(f.file) << f.fields << f.cpus << f.intrTotal
                              << f.intrValues << f.softirqValues << f.ctxt;
}

void TestProcStat::everyFile()
{
    QFETCH(QString, file);
    QFETCH(int, fields);
    QFETCH(int, cpus);
    QFETCH(quint64, intrTotal);
    QFETCH(int, intrValues);
    QFETCH(int, softirqValues);
    QFETCH(quint64, ctxt);
    const QByteArray b = readData(QStringLiteral("proc-stat/") + file);
    auto r = parseProcStat(view(b), file);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(r->total.fieldCount, fields);
    QCOMPARE(r->total.cpu, -1);
    QCOMPARE(int(r->cpus.size()), cpus);
    QCOMPARE(quint64(*r->intrTotal), intrTotal);
    QCOMPARE(int(r->intr.size()), intrValues);
    if (softirqValues < 0) {
        QVERIFY(!r->softirqTotal);
    } else {
        QVERIFY(r->softirqTotal);
        QCOMPARE(int(r->softirq.size()), softirqValues);
    }
    QCOMPARE(quint64(*r->ctxt), ctxt);
    QVERIFY(r->btime && r->processes);
    for (const CpuTimes &c : r->cpus)
        QVERIFY(c.fieldCount >= 4 && c.cpu >= 0);
}

void TestProcStat::fields()
{
    const QByteArray b = readData(QStringLiteral("proc-stat/node_exporter-stat.txt"));
    auto r = parseProcStat(view(b), QStringLiteral("node_exporter"));
    QVERIFY(r.ok());
    // "cpu3 47054 102 15683 1113230 533 0 60 0 5 4"
    const CpuTimes *c3 = r->cpu(3);
    QVERIFY(c3);
    QCOMPARE(*c3->field(CpuTimes::User), std::uint64_t(47054));
    QCOMPARE(*c3->field(CpuTimes::Idle), std::uint64_t(1113230));
    QCOMPARE(*c3->field(CpuTimes::SoftIrq), std::uint64_t(60));
    QCOMPARE(*c3->field(CpuTimes::Guest), std::uint64_t(5));
    QCOMPARE(*c3->field(CpuTimes::GuestNice), std::uint64_t(4));
    // "softirq 5057579 250191 1481983 ..."
    QCOMPARE(*r->softirqTotal, std::uint64_t(5057579));
    QCOMPARE(r->softirq.front(), std::uint64_t(250191));

    // 9 fields: guest_nice absent, not zero. "cpu5 251 65 2321 20770952 166 64 2 1506 0"
    const QByteArray p = readData(QStringLiteral("proc-stat/hwloc-256ppc-8n8s4t.stat"));
    auto ppc = parseProcStat(view(p), QStringLiteral("ppc"));
    QVERIFY(ppc.ok());
    QCOMPARE(*ppc->cpu(5)->field(CpuTimes::Steal), std::uint64_t(1506));
    QCOMPARE(*ppc->cpu(5)->field(CpuTimes::Guest), std::uint64_t(0));
    QVERIFY(!ppc->cpu(5)->field(CpuTimes::GuestNice));

    // 7 fields (2.6.10-era): no steal at all.
    const QByteArray s6 = readData(QStringLiteral("proc-stat/sysstat-tests-root6-stat.txt"));
    auto r6 = parseProcStat(view(s6), QStringLiteral("root6"));
    QVERIFY(r6.ok());
    QVERIFY(r6->cpu(9));
    QVERIFY(!r6->cpu(9)->has(CpuTimes::Steal));
    QCOMPARE(*r6->cpu(9)->field(CpuTimes::SoftIrq), std::uint64_t(20));

    const QByteArray jc = readData(QStringLiteral("proc-stat/jc-linux-proc-stat.txt"));
    auto j = parseProcStat(view(jc), QStringLiteral("jc"));
    QVERIFY(j.ok());
    QCOMPARE(*j->procsRunning, std::uint64_t(1));
    QCOMPARE(*j->procsBlocked, std::uint64_t(0));
    QCOMPARE(j->blocks, 1);
}

void TestProcStat::cpuGap()
{
    const QByteArray b = readData(QStringLiteral("proc-stat/sysstat-tests-root3-stat.txt"));
    auto r = parseProcStat(view(b), QStringLiteral("root3"));
    QVERIFY(r.ok());
    QVERIFY(r->cpu(5));
    QVERIFY(!r->cpu(6));
    QVERIFY(r->cpu(7));
    QCOMPARE(r->cpus.back().cpu, 7);
}

void TestProcStat::concatenatedSnapshots()
{
    // Two reads of a 2.4/2.6.0 kernel glued together: the first is parsed,
    // the second counted.
    const QByteArray b = readData(QStringLiteral("proc-stat/jc-linux-proc-stat2-kernel2.4.txt"));
    auto r = parseProcStat(view(b), QStringLiteral("stat2"));
    QVERIFY(r.ok());
    QCOMPARE(r->blocks, 2);
    QCOMPARE(int(r->cpus.size()), 1);
    QCOMPARE(*r->total.field(CpuTimes::User), std::uint64_t(259246));
    QCOMPARE(*r->ctxt, std::uint64_t(12547729));
    QVERIFY(!r->total.has(CpuTimes::Steal));
    QCOMPARE(r->intr.back(), std::uint64_t(5169433));
}

void TestProcStat::garbled_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("where");
    const QByteArray b = readData(QStringLiteral("proc-stat/node_exporter-stat.txt"));
    QByteArray bad = b;
    bad.replace("cpu3 47054 102", "cpu3 47054 1x2");
    QTest::newRow("letter in cpu line") << bad << QStringLiteral("stat:5:");
    QTest::newRow("cut cpu line") << b.left(b.indexOf("cpu2") + 12) << QStringLiteral("stat:4:");
    bad = b;
    bad.replace("ctxt 38014093", "ctxt");
    QTest::newRow("ctxt without value") << bad << QStringLiteral("stat:11:");
    QTest::newRow("no cpu line") << QByteArray("intr 1 2 3\n") << QStringLiteral("stat:");
    QTest::newRow("bad label") << QByteArray("cpu  1 2 3 4\ncpuX 1 2 3 4\n")
                               << QStringLiteral("stat:2:");
}

void TestProcStat::garbled()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    auto r = parseProcStat(view(text), QStringLiteral("stat"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(where), qPrintable(r.errorString()));
}

// CPUs are found by id (cpu(), the rates' per-CPU tables): a second "cpu3"
// line would hide behind the first, so each id comes once, ascending as the
// kernel prints them. A gap (an offline CPU) stays fine.
void TestProcStat::repeatedCpuIds_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    const QByteArray b = readData(QStringLiteral("proc-stat/node_exporter-stat.txt"));
    QByteArray bad = b;
    bad.replace("cpu4 28413", "cpu3 28413");
    QTest::newRow("cpu3 twice") << bad
                                << QStringLiteral(
                                       "stat:6: cpu3 repeats or goes backwards (after cpu3)");
    bad = b;
    bad.replace("cpu5 29271", "cpu1 29271");
    QTest::newRow("cpu1 after cpu4")
        << bad << QStringLiteral("stat:7: cpu1 repeats or goes backwards (after cpu4)");
    QTest::newRow("short file") << QByteArray("cpu  1 2 3 4\ncpu0 1 2 3 4\ncpu0 1 2 3 4\n")
                                << QStringLiteral(
                                       "stat:3: cpu0 repeats or goes backwards (after cpu0)");
}

void TestProcStat::repeatedCpuIds()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    auto r = parseProcStat(view(text), QStringLiteral("stat"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(), error);
    // Ascending with a gap parses.
    auto gap = parseProcStat("cpu  1 2 3 4\ncpu0 1 2 3 4\ncpu5 1 2 3 4\n", QStringLiteral("stat"));
    QVERIFY2(gap.ok(), qPrintable(gap.ok() ? QString() : gap.errorString()));
    QCOMPARE(int(gap->cpus.size()), 2);
}

QTEST_GUILESS_MAIN(TestProcStat)
#include "tst_procstat.moc"
