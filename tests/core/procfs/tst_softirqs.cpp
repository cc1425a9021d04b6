#include "procfs/softirqs.h"
#include "testdata.h"

#include <QTest>
#include <numeric>

using namespace irqatlas;
using irqatlas::test::readData;
using irqatlas::test::view;

class TestSoftirqs : public QObject
{
    Q_OBJECT
private slots:
    void everyFile_data();
    void everyFile();
    void joinById();
    void garbled_data();
    void garbled();
    void repeatedCpuIds_data();
    void repeatedCpuIds();
    void placeholderText();
};

void TestSoftirqs::everyFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("lastCpu");
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("cpu");
    QTest::addColumn<quint64>("count");
    // Counts read with awk by field number (whitespace split), CPU ids from
    // the header.
    QTest::newRow("node_exporter")
        << "node_exporter-softirqs.txt" << 2 << 1 << "TIMER" << 1 << quint64(108342);
    QTest::newRow("prometheus") << "prometheus-procfs-fixtures-softirqs.txt" << 2 << 1 << "HI" << 0
                                << quint64(3);
    QTest::newRow("firedancer gap")
        << "firedancer-example_proc_softirqs.txt" << 63 << 63 << "TIMER" << 11 << quint64(4492079);
    QTest::newRow("jc possible cpus")
        << "jc-linux-proc-softirqs.txt" << 128 << 127 << "NET_RX" << 1 << quint64(128016);
    QTest::newRow("1152 cpus") << "pcp-softirqs-1152cpu-x86_64.txt.bz2" << 1152 << 1151 << "RCU"
                               << 1151 << quint64(2706);
    QTest::newRow("i686") << "pcp-softirqs-1cpu-i686.txt" << 1 << 0 << "NET_RX" << 0
                          << quint64(2315415);
    QTest::newRow("BLOCK_IOPOLL kept")
        << "pcp-softirqs-8cpu-x86_64.txt" << 8 << 7 << "BLOCK_IOPOLL" << 0 << quint64(0);
    QTest::newRow("root1") << "sysstat-tests-root1-softirqs.txt" << 9 << 8 << "TIMER" << 0
                           << quint64(167067);
    QTest::newRow("root3") << "sysstat-tests-root3-softirqs.txt" << 9 << 8 << "RCU" << 7
                           << quint64(104402);
    QTest::newRow("root6") << "sysstat-tests-root6-softirqs.txt" << 8 << 7 << "HI" << 0
                           << quint64(0);
}

void TestSoftirqs::everyFile()
{
    QFETCH(QString, file);
    QFETCH(int, columns);
    QFETCH(int, lastCpu);
    QFETCH(QString, row);
    QFETCH(int, cpu);
    QFETCH(quint64, count);
    const QByteArray b = readData(QStringLiteral("proc-softirqs/") + file);
    auto r = parseSoftirqs(view(b), file);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(int(r->cpus.size()), columns);
    QCOMPARE(r->cpus.back(), lastCpu);
    QCOMPARE(int(r->rows.size()), 10);
    QVERIFY(r->row(row.toStdString()));
    QCOMPARE(quint64(r->count(row.toStdString(), cpu)), count);
    for (const auto &rr : r->rows) {
        QCOMPARE(int(rr.counts.size()), columns);
        QCOMPARE(std::accumulate(rr.counts.begin(), rr.counts.end(), std::uint64_t(0)), rr.total);
    }
}

void TestSoftirqs::joinById()
{
    // The header is one character short at the gap ("CPU9      CPU11"):
    // splitting by whitespace still gives CPU 11 its own column.
    const QByteArray b =
        readData(QStringLiteral("proc-softirqs/firedancer-example_proc_softirqs.txt"));
    auto r = parseSoftirqs(view(b), QStringLiteral("firedancer"));
    QVERIFY(r.ok());
    QCOMPARE(r->column(10), -1);
    QCOMPARE(r->column(11), 10);
    QCOMPARE(r->count("TIMER", 9), std::uint64_t(4521460));
    QCOMPARE(r->count("TIMER", 10), std::uint64_t(0));
    QVERIFY(!r->row("NOPE"));
}

void TestSoftirqs::garbled_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("where");
    const QByteArray b = readData(QStringLiteral("proc-softirqs/node_exporter-softirqs.txt"));
    QByteArray bad = b;
    bad.replace("424191", "42x191");
    QTest::newRow("letter") << bad << QStringLiteral("softirqs:3:");
    QTest::newRow("cut") << b.left(b.indexOf("NET_RX:") + 20) << QStringLiteral("softirqs:5:");
    QTest::newRow("no header") << b.mid(b.indexOf('\n') + 1) << QStringLiteral("softirqs:1:");
    bad = b;
    bad.replace("BLOCK:", "BLOCK ");
    QTest::newRow("no colon") << bad << QStringLiteral("softirqs:6:");
    QTest::newRow("empty") << QByteArray("\n\n") << QStringLiteral("softirqs:");
}

void TestSoftirqs::garbled()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    auto r = parseSoftirqs(view(text), QStringLiteral("softirqs"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(where), qPrintable(r.errorString()));
}

// Rows are joined with /proc/interrupts and /proc/stat by CPU id: a header
// naming one CPU twice (or going backwards) would give it two columns.
void TestSoftirqs::repeatedCpuIds_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("CPU0 CPU0")
        << QByteArray("    CPU0 CPU0\n  HI: 1 2\n")
        << QStringLiteral(
               "softirqs:1: header column 2: CPU0 repeats or goes backwards (after CPU0)");
    QTest::newRow("descending")
        << QByteArray("\n  CPU0 CPU2 CPU1\n  HI: 1 2 3\n")
        << QStringLiteral(
               "softirqs:2: header column 3: CPU1 repeats or goes backwards (after CPU2)");
}

void TestSoftirqs::repeatedCpuIds()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    auto r = parseSoftirqs(view(text), QStringLiteral("softirqs"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(), error);
}

QTEST_GUILESS_MAIN(TestSoftirqs)
// A row name that looks like a QString placeholder ("%3") is shown as it is,
// not replaced by the value substituted after it.
void TestSoftirqs::placeholderText()
{
    auto r =
        parseSoftirqs(view(QByteArray("    CPU0 CPU1\n  H%3: 1 x\n")), QStringLiteral("softirqs"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(),
             QStringLiteral("softirqs:2: count 2 of \"H%3\" is not a number: \"x\""));
}

#include "tst_softirqs.moc"
