// /proc/stat, /proc/softirqs and the per-IRQ files (/proc/irq/N/*,
// /sys/kernel/irq/N/*) against inputs past the caps of model/inputlimits.h:
// each is an error naming the file and line (or position), and none
// allocates by a number it read.

#include "hostileinput.h"
#include "model/inputlimits.h"
#include "peakmemory.h"
#include "procfs/irqfiles.h"
#include "procfs/procstat.h"
#include "procfs/softirqs.h"
#include "testdata.h"

#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

template <typename T> QString message(const Result<T> &r)
{
    return r.ok() ? QStringLiteral("(no error)") : r.errorString();
}

} // namespace

class TestProcLimits : public QObject
{
    Q_OBJECT
private slots:
    void statCpuId_data();
    void statCpuId();
    void statTooManyCpus();
    void statLongIntr();
    void statLongLine();
    void statTooLarge();
    void softirqsCpuId();
    void softirqsTooManyColumns();
    void softirqsTooManyRows();
    void softirqsLongLine();
    void irqFiles_data();
    void irqFiles();
};

void TestProcLimits::statCpuId_data()
{
    QTest::addColumn<QByteArray>("label");
    QTest::addColumn<QString>("shown");
    QTest::newRow("INT_MAX") << QByteArray("cpu2147483647") << QStringLiteral("2147483647");
    QTest::newRow("1e9") << QByteArray("cpu1000000000") << QStringLiteral("1000000000");
    QTest::newRow("cap") << QByteArray("cpu16384") << QStringLiteral("16384");
    QTest::newRow("beyond 64 bits") << QByteArray("cpu123456789012345678901234567890")
                                    << QStringLiteral("123456789012345678901234…");
}

void TestProcLimits::statCpuId()
{
    QFETCH(QByteArray, label);
    QFETCH(QString, shown);
    auto r = parseProcStat(view(statWithCpu(label)), QStringLiteral("/proc/stat"));
    QVERIFY2(!r.ok(), "a CPU id past the cap was accepted");
    QCOMPARE(
        r.errorString(),
        QStringLiteral("/proc/stat:3: CPU id %1 is above the supported maximum 16383").arg(shown));
    QVERIFY(parseProcStat(view(statWithCpu("cpu16383")), QStringLiteral("/proc/stat")).ok());
}

void TestProcLimits::statTooManyCpus()
{
    QByteArray text = "cpu  1 2 3 4\n";
    for (int i = 0; i <= limits::kMaxCpus; ++i)
        text += "cpu" + QByteArray::number(i % limits::kMaxCpus) + " 1 2 3 4\n";
    auto r = parseProcStat(view(text), QStringLiteral("/proc/stat"));
    QVERIFY(!r.ok());
    QCOMPARE(
        r.errorString(),
        QStringLiteral("/proc/stat:16386: more than 16384 \"cpuN\" lines, the supported maximum"));
}

void TestProcLimits::statLongIntr()
{
    QByteArray text = "cpu  1 2 3 4\ncpu0 1 2 3 4\nintr 0";
    text.reserve(text.size() + 2 * (limits::kMaxStatIntrValues + 2));
    for (int i = 0; i <= limits::kMaxStatIntrValues; ++i)
        text += " 0";
    text += "\nctxt 1\n";
    const PeakGrowth peak;
    auto r = parseProcStat(view(text), QStringLiteral("/proc/stat"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(),
             QStringLiteral(
                 "/proc/stat:3: \"intr\" has more than 1048576 values, the supported maximum"));
    QVERIFY2(peak.bytes() < (32 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

void TestProcLimits::statLongLine()
{
    QByteArray text = "cpu  1 2 3 4\npage ";
    text += QByteArray(qsizetype(limits::kMaxStatLineBytes), '7');
    text += "\n";
    auto r = parseProcStat(view(text), QStringLiteral("/proc/stat"));
    QVERIFY2(!r.ok(), "a line past the cap was accepted");
    QCOMPARE(r.errorString(),
             QStringLiteral(
                 "/proc/stat:2: line is longer than the supported maximum of 16777216 bytes"));
}

void TestProcLimits::statTooLarge()
{
    QByteArray text = "cpu  1 2 3 4\n";
    text += QByteArray(qsizetype(limits::kMaxStatBytes), '\n');
    auto r = parseProcStat(view(text), QStringLiteral("/proc/stat"));
    QVERIFY(!r.ok());
    QCOMPARE(
        r.errorString(),
        QStringLiteral("/proc/stat: 33554445 bytes, more than the supported maximum of 33554432"));
}

void TestProcLimits::softirqsCpuId()
{
    const QByteArray text = "                    CPU0       CPU2147483647\n"
                            "          HI:          0          0\n";
    auto r = parseSoftirqs(view(text), QStringLiteral("/proc/softirqs"));
    QVERIFY2(!r.ok(), "a CPU id past the cap was accepted");
    QCOMPARE(r.errorString(), QStringLiteral("/proc/softirqs:1: header column 2: CPU id 2147483647 "
                                             "is above the supported maximum 16383"));
}

void TestProcLimits::softirqsTooManyColumns()
{
    QByteArray text;
    for (int c = 0; c <= limits::kMaxCpus; ++c)
        text += " CPU" + QByteArray::number(c % limits::kMaxCpus);
    text += "\nHI: 0\n";
    const PeakGrowth peak;
    auto r = parseSoftirqs(view(text), QStringLiteral("/proc/softirqs"));
    QVERIFY(!r.ok());
    QCOMPARE(
        r.errorString(),
        QStringLiteral("/proc/softirqs:1: more than 16384 CPU columns, the supported maximum"));
    QVERIFY2(peak.bytes() < (16 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

void TestProcLimits::softirqsTooManyRows()
{
    QByteArray text = "     CPU0\n";
    for (int i = 0; i <= limits::kMaxSoftirqRows; ++i)
        text += "T" + QByteArray::number(i) + ": 1\n";
    auto r = parseSoftirqs(view(text), QStringLiteral("/proc/softirqs"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(),
             QStringLiteral("/proc/softirqs:66: more than 64 rows, the supported maximum"));
}

void TestProcLimits::softirqsLongLine()
{
    QByteArray text = "     CPU0\n HI: 1";
    text += QByteArray(qsizetype(limits::kMaxTableLineBytes), ' ');
    text += "\n";
    auto r = parseSoftirqs(view(text), QStringLiteral("/proc/softirqs"));
    QVERIFY2(!r.ok(), "a line past the cap was accepted");
    QCOMPARE(r.errorString(),
             QStringLiteral(
                 "/proc/softirqs:2: line is longer than the supported maximum of 1048576 bytes"));
}

void TestProcLimits::irqFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const QString aff = QStringLiteral("/proc/irq/30/smp_affinity");
    const QString list = QStringLiteral("/proc/irq/30/smp_affinity_list");

    QTest::newRow("list 0,1048576")
        << list << QByteArray("0,1048576\n")
        << list + QStringLiteral(": invalid CPU list \"0,1048576\" at position 3: CPU 1048576 is "
                                 "above the supported maximum 16383");
    QTest::newRow("list 0-4294967295")
        << list << QByteArray("0-4294967295")
        << list + QStringLiteral(": invalid CPU list \"0-4294967295\" at position 3: CPU "
                                 "4294967295 is above the supported maximum 16383");
    QByteArray wide = "1";
    for (std::size_t g = 0; g < limits::kMaxMaskGroups; ++g)
        wide += ",00000000";
    QTest::newRow("mask 513 groups")
        << aff << wide
        << aff + QStringLiteral(": invalid CPU list \"%1…\" at position 1: mask is wider than the "
                                "supported maximum of 16384 CPUs")
                     .arg(QString::fromLatin1(wide.left(64)));
    QByteArray absurd;
    for (int g = 0; g < 50000; ++g)
        absurd += "ffffffff,";
    absurd += "ffffffff\n";
    QTest::newRow("mask absurd width")
        << aff << absurd
        << aff + QStringLiteral(": invalid CPU list \"%1…\" at position 1: mask is wider than the "
                                "supported maximum of 16384 CPUs")
                     .arg(QString::fromLatin1(absurd.left(64)));
    QByteArray huge;
    while (huge.size() <= qsizetype(limits::kMaxIrqFileBytes))
        huge += "ffffffff,";
    huge += "ffffffff";
    QTest::newRow("mask past the file cap")
        << aff << huge
        << aff + QStringLiteral(": %1 bytes, more than the supported maximum of 524288")
                     .arg(huge.size());
    QByteArray counts;
    for (int c = 0; c <= limits::kMaxCpus; ++c)
        counts += (c ? "," : "") + QByteArray::number(c);
    QTest::newRow("per_cpu_count 16385")
        << QStringLiteral("/sys/kernel/irq/30/per_cpu_count") << counts
        << QStringLiteral("/sys/kernel/irq/30/per_cpu_count: more than 16384 counts, one per CPU, "
                          "the supported maximum (position %1)")
               .arg(counts.lastIndexOf(',') + 2);
    QByteArray actions;
    for (int a = 0; a <= limits::kMaxIrqActions; ++a)
        actions += (a ? "," : "") + QByteArray("dev");
    QTest::newRow("actions 1025") << QStringLiteral("/sys/kernel/irq/30/actions") << actions
                                  << QStringLiteral(
                                         "/sys/kernel/irq/30/actions: more than 1024 action names, "
                                         "the supported maximum (position %1)")
                                         .arg(actions.lastIndexOf(',') + 2);
    QTest::newRow("node 5000")
        << QStringLiteral("/proc/irq/30/node") << QByteArray("5000\n")
        << QStringLiteral("/proc/irq/30/node: NUMA node 5000 is above the supported maximum 1023");
    QTest::newRow("name 1 MiB")
        << QStringLiteral("/sys/kernel/irq/30/name") << QByteArray(1 << 20, 'a')
        << QStringLiteral(
               "/sys/kernel/irq/30/name: 1048576 bytes, more than the supported maximum of 524288");
}

void TestProcLimits::irqFiles()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QString got;
    const std::string_view v = view(text);
    if (file.endsWith(QLatin1String("_list")))
        got = message(parseIrqCpuList(v, file));
    else if (file.endsWith(QLatin1String("smp_affinity")))
        got = message(parseIrqMask(v, file));
    else if (file.endsWith(QLatin1String("per_cpu_count")))
        got = message(parseIrqPerCpuCount(v, file));
    else if (file.endsWith(QLatin1String("actions")))
        got = message(parseIrqActions(v, file));
    else if (file.endsWith(QLatin1String("node")))
        got = message(parseIrqNode(v, file));
    else
        got = message(parseIrqText(v, file));
    QCOMPARE(got, expected);
}

QTEST_GUILESS_MAIN(TestProcLimits)
#include "tst_proclimits.moc"
