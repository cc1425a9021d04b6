#include "model/cpuset.h"
#include "model/inputlimits.h"
#include "peakmemory.h"

#include <QTest>

using namespace irqatlas;

class TestCpuSet : public QObject
{
    Q_OBJECT
private slots:
    void parseList_data();
    void parseList();
    void badList_data();
    void badList();
    void mask_data();
    void mask();
    void badMask_data();
    void badMask();
    void roundTripSizes_data();
    void roundTripSizes();
    void setOps();
    void listCap_data();
    void listCap();
    void listAtCap();
    void maskCap_data();
    void maskCap();
};

void TestCpuSet::parseList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("count");
    QTest::newRow("single") << "5"
                            << "5" << 1;
    QTest::newRow("range") << "0-3,8,10-11"
                           << "0-3,8,10-11" << 7;
    QTest::newRow("merge") << "0,1,2,3"
                           << "0-3" << 4;
    QTest::newRow("unordered") << "8,0-3"
                               << "0-3,8" << 5;
    QTest::newRow("newline") << "0-1\n"
                             << "0-1" << 2;
    QTest::newRow("empty") << ""
                           << "" << 0;
    QTest::newRow("blank") << " \n"
                           << "" << 0;
    QTest::newRow("stride") << "0-7:2/4"
                            << "0-1,4-5" << 4;
    QTest::newRow("word edge") << "63-64,127-128"
                               << "63-64,127-128" << 4;
    QTest::newRow("big") << "0-8191"
                         << "0-8191" << 8192;
}

void TestCpuSet::parseList()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(int, count);
    const QByteArray b = text.toUtf8();
    auto r = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(QString::fromStdString(r->toList()), canonical);
    QCOMPARE(r->count(), count);
}

void TestCpuSet::badList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("position");
    QTest::newRow("letter") << "0-3,x"
                            << "position 5";
    QTest::newRow("reversed") << "5-2"
                              << "position 3";
    QTest::newRow("trailing comma") << "1,"
                                    << "position 3";
    QTest::newRow("double dash") << "1--2"
                                 << "position 3";
    QTest::newRow("negative") << "-1"
                              << "position 1";
    QTest::newRow("space inside") << "1, 2"
                                  << "position 3";
}

void TestCpuSet::badList()
{
    QFETCH(QString, text);
    QFETCH(QString, position);
    const QByteArray b = text.toUtf8();
    auto r = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().contains(position), qPrintable(r.errorString()));
    QVERIFY2(r.errorString().contains(text.trimmed()), qPrintable(r.errorString()));
}

void TestCpuSet::mask_data()
{
    QTest::addColumn<QString>("mask");
    QTest::addColumn<QString>("list");
    QTest::addColumn<int>("nbits");
    QTest::newRow("one") << "00000001"
                         << "0" << 1;
    QTest::newRow("byte") << "ff"
                          << "0-7" << 0;
    QTest::newRow("two words") << "00000001,00000000"
                               << "32" << 64;
    QTest::newRow("high") << "80000000,00000000,00000000"
                          << "95" << 96;
    QTest::newRow("sparse") << "00000100,00000001"
                            << "0,40" << 64;
}

void TestCpuSet::mask()
{
    QFETCH(QString, mask);
    QFETCH(QString, list);
    QFETCH(int, nbits);
    const QByteArray b = mask.toUtf8();
    auto r = CpuSet::parseMask(std::string_view(b.constData(), std::size_t(b.size())));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(QString::fromStdString(r->toList()), list);
    if (nbits > 0)
        QCOMPARE(QString::fromStdString(r->toMask(nbits)), mask);
}

void TestCpuSet::badMask_data()
{
    QTest::addColumn<QString>("mask");
    QTest::addColumn<QString>("position");
    QTest::newRow("not hex") << "0000000g"
                             << "position 8";
    QTest::newRow("long group") << "123456789"
                                << "position 9";
    QTest::newRow("empty group") << "ff,,ff"
                                 << "position 4";
    QTest::newRow("empty") << ""
                           << "position 1";
}

void TestCpuSet::badMask()
{
    QFETCH(QString, mask);
    QFETCH(QString, position);
    const QByteArray b = mask.toUtf8();
    auto r = CpuSet::parseMask(std::string_view(b.constData(), std::size_t(b.size())));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().contains(position), qPrintable(r.errorString()));
}

void TestCpuSet::roundTripSizes_data()
{
    QTest::addColumn<int>("ncpus");
    QTest::newRow("1") << 1;
    QTest::newRow("64") << 64;
    QTest::newRow("1152") << 1152;
    QTest::newRow("8192") << 8192;
}

void TestCpuSet::roundTripSizes()
{
    QFETCH(int, ncpus);
    // Every pattern a kernel prints: full, empty, single first/last, every
    // third CPU, and a sparse high set.
    std::vector<CpuSet> sets{CpuSet::range(0, ncpus - 1), CpuSet{}, CpuSet{0}, CpuSet{ncpus - 1}};
    CpuSet third;
    for (int c = 0; c < ncpus; c += 3)
        third.set(c);
    sets.push_back(third);
    CpuSet sparse;
    for (int c = ncpus / 2; c < ncpus; c += 97)
        sparse.set(c);
    sets.push_back(sparse);
    for (const CpuSet &s : sets) {
        const std::string list = s.toList();
        auto l = CpuSet::parseList(list);
        QVERIFY(l.ok());
        QVERIFY(*l == s);
        const std::string mask = s.toMask(ncpus);
        // The kernel prints ceil(nr_cpu_ids / 32) groups of 8 hex digits.
        QCOMPARE(int(mask.size()), ((ncpus + 31) / 32) * 9 - 1);
        auto m = CpuSet::parseMask(mask);
        QVERIFY(m.ok());
        QVERIFY(*m == s);
    }
    // 1152 CPUs: 36 groups, as /proc/irq/N/smp_affinity prints them there.
    if (ncpus == 1152) {
        const std::string full = CpuSet::range(0, 1151).toMask(1152);
        QCOMPARE(full.substr(0, 18), std::string("ffffffff,ffffffff,"));
        QCOMPARE(std::count(full.begin(), full.end(), ','), 35);
    }
}

void TestCpuSet::setOps()
{
    CpuSet a{0, 1, 2, 64, 200};
    CpuSet b{1, 64, 300};
    QCOMPARE((a & b).toList(), std::string("1,64"));
    QCOMPARE((a | b).toList(), std::string("0-2,64,200,300"));
    QCOMPARE((a - b).toList(), std::string("0,2,200"));
    QCOMPARE(a.nth(3), 64);
    QCOMPARE(a.nth(5), -1);
    QCOMPARE(a.last(), 200);
    QCOMPARE(a.next(2), 64);
    QVERIFY((CpuSet{1, 64}).isSubsetOf(a));
    QVERIFY(!b.isSubsetOf(a));
    QVERIFY(a.intersects(b));
    QVERIFY((a - a).empty());
    QVERIFY((a - a) == CpuSet{});
    int sum = 0;
    for (int c : a)
        sum += c;
    QCOMPARE(sum, 267);
}

// A CPU past limits::kMaxCpuId is refused before the bitmap is sized by it:
// "0,1048576" used to cost 128 KiB, "0-4294967295" was garbage.
void TestCpuSet::listCap_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("0,1048576") << "0,1048576"
                               << "invalid CPU list \"0,1048576\" at position 3: CPU 1048576 is "
                                  "above the supported maximum 16383";
    QTest::newRow("0-4294967295") << "0-4294967295"
                                  << "invalid CPU list \"0-4294967295\" at position 3: CPU "
                                     "4294967295 is above the supported maximum 16383";
    QTest::newRow("16384") << "16384"
                           << "invalid CPU list \"16384\" at position 1: CPU 16384 is above the "
                              "supported maximum 16383";
    QTest::newRow("2^31 start") << "2147483648-2147483649"
                                << "invalid CPU list \"2147483648-2147483649\" at position 1: CPU "
                                   "2147483648 is above the supported maximum 16383";
    QTest::newRow("stride past cap") << "0-99999:1/2"
                                     << "invalid CPU list \"0-99999:1/2\" at position 3: CPU 99999 "
                                        "is above the supported maximum 16383";
    QTest::newRow("endless digits")
        << QStringLiteral("1") + QString(200, QLatin1Char('9'))
        << QStringLiteral("invalid CPU list \"1%1…\" at position 1: CPU 1%2… is above the "
                          "supported maximum 16383")
               .arg(QString(63, QLatin1Char('9')), QString(63, QLatin1Char('9')));
}

void TestCpuSet::listCap()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QByteArray b = text.toUtf8();
    auto r = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    QVERIFY2(!r.ok(), "a CPU past the cap was accepted");
    QCOMPARE(r.errorString(), expected);
}

void TestCpuSet::listAtCap()
{
    auto r = CpuSet::parseList("0,16383");
    QVERIFY(r.ok());
    QCOMPARE(r->last(), limits::kMaxCpuId);
    auto stride = CpuSet::parseList("0-16383:1/4096");
    QVERIFY(stride.ok());
    QCOMPARE(QString::fromStdString(stride->toList()), QStringLiteral("0,4096,8192,12288"));
}

void TestCpuSet::maskCap_data()
{
    QTest::addColumn<QByteArray>("mask");
    QTest::addColumn<bool>("ok");
    QByteArray atCap = "80000000";
    for (std::size_t g = 1; g < limits::kMaxMaskGroups; ++g)
        atCap += ",00000000";
    QTest::newRow("16384 bits") << atCap << true;
    QTest::newRow("16385 bits") << "1," + atCap << false;
    QTest::newRow("zeros past the cap") << "00000000," + atCap << false;
    QByteArray shortGroups = "1";
    for (std::size_t g = 0; g < limits::kMaxMaskGroups; ++g)
        shortGroups += ",0";
    QTest::newRow("513 short groups") << shortGroups << false;
    QByteArray absurd;
    for (int g = 0; g < 1 << 17; ++g)
        absurd += "ffffffff,";
    absurd += "ffffffff";
    QTest::newRow("1 MiB of groups") << absurd << false;
    QTest::newRow("1 MiB of commas") << QByteArray(1 << 20, ',') << false;
}

void TestCpuSet::maskCap()
{
    QFETCH(QByteArray, mask);
    QFETCH(bool, ok);
    const irqatlas::test::PeakGrowth peak;
    auto r = CpuSet::parseMask(std::string_view(mask.constData(), std::size_t(mask.size())));
    QCOMPARE(r.ok(), ok);
    if (ok) {
        QCOMPARE(r->first(), limits::kMaxCpuId);
    } else {
        QVERIFY2(r.errorString().endsWith(QLatin1String(
                     "at position 1: mask is wider than the supported maximum of 16384 CPUs")),
                 qPrintable(r.errorString()));
        QVERIFY2(r.errorString().size() < 200, "the message quotes the whole input");
    }
    QVERIFY2(peak.bytes() < (4 * irqatlas::test::kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

QTEST_GUILESS_MAIN(TestCpuSet)
#include "tst_cpuset.moc"
