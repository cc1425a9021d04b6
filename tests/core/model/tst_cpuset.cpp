#include "model/cpuset.h"

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
};

void TestCpuSet::parseList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("count");
    QTest::newRow("single") << "5" << "5" << 1;
    QTest::newRow("range") << "0-3,8,10-11" << "0-3,8,10-11" << 7;
    QTest::newRow("merge") << "0,1,2,3" << "0-3" << 4;
    QTest::newRow("unordered") << "8,0-3" << "0-3,8" << 5;
    QTest::newRow("newline") << "0-1\n" << "0-1" << 2;
    QTest::newRow("empty") << "" << "" << 0;
    QTest::newRow("blank") << " \n" << "" << 0;
    QTest::newRow("stride") << "0-7:2/4" << "0-1,4-5" << 4;
    QTest::newRow("word edge") << "63-64,127-128" << "63-64,127-128" << 4;
    QTest::newRow("big") << "0-8191" << "0-8191" << 8192;
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
    QTest::newRow("letter") << "0-3,x" << "position 5";
    QTest::newRow("reversed") << "5-2" << "position 3";
    QTest::newRow("trailing comma") << "1," << "position 3";
    QTest::newRow("double dash") << "1--2" << "position 3";
    QTest::newRow("negative") << "-1" << "position 1";
    QTest::newRow("space inside") << "1, 2" << "position 3";
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
    QTest::newRow("one") << "00000001" << "0" << 1;
    QTest::newRow("byte") << "ff" << "0-7" << 0;
    QTest::newRow("two words") << "00000001,00000000" << "32" << 64;
    QTest::newRow("high") << "80000000,00000000,00000000" << "95" << 96;
    QTest::newRow("sparse") << "00000100,00000001" << "0,40" << 64;
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
    QTest::newRow("not hex") << "0000000g" << "position 8";
    QTest::newRow("long group") << "123456789" << "position 9";
    QTest::newRow("empty group") << "ff,,ff" << "position 4";
    QTest::newRow("empty") << "" << "position 1";
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

QTEST_GUILESS_MAIN(TestCpuSet)
#include "tst_cpuset.moc"
