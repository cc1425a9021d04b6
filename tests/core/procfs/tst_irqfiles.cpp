#include "procfs/irqfiles.h"

#include <QTest>

using namespace irqatlas;

namespace {

std::string_view sv(const char *s)
{
    return std::string_view(s);
}

} // namespace

class TestIrqFiles : public QObject
{
    Q_OBJECT
private slots:
    void masks_data();
    void masks();
    void lists();
    void node();
    void sysfs();
    void isolated();
    void errorsNameTheFile();
};

void TestIrqFiles::masks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("list");
    // As the kernel prints them: 32-bit words, most significant first.
    QTest::newRow("smp_affinity 8 cpus") << "ff\n" << "0-7";
    QTest::newRow("two words") << "00000001,00000000\n" << "32";
    QTest::newRow("default 1152") << QString(QStringLiteral("ffffffff,").repeated(35) + QStringLiteral("ffffffff\n"))
                                  << "0-1151";
    QTest::newRow("empty hint") << "00000000\n" << "";
}

void TestIrqFiles::masks()
{
    QFETCH(QString, text);
    QFETCH(QString, list);
    const QByteArray b = text.toUtf8();
    auto r = parseIrqMask(std::string_view(b.constData(), std::size_t(b.size())), QStringLiteral("/proc/irq/30/smp_affinity"));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(r->toListString(), list);
}

void TestIrqFiles::lists()
{
    auto r = parseIrqCpuList(sv("0-3,8\n"), QStringLiteral("/proc/irq/30/smp_affinity_list"));
    QVERIFY(r.ok());
    QCOMPARE(r->toListString(), QStringLiteral("0-3,8"));
    auto e = parseIrqCpuList(sv("5\n"), QStringLiteral("/proc/irq/30/effective_affinity_list"));
    QVERIFY(e.ok());
    QCOMPARE(e->first(), 5);
}

void TestIrqFiles::node()
{
    QCOMPARE(*parseIrqNode(sv("1\n"), QStringLiteral("node")), 1);
    QCOMPARE(*parseIrqNode(sv("-1\n"), QStringLiteral("node")), -1);
    QVERIFY(!parseIrqNode(sv("-2\n"), QStringLiteral("node")).ok());
    QVERIFY(!parseIrqNode(sv("x\n"), QStringLiteral("node")).ok());
    QVERIFY(!parseIrqNode(sv(""), QStringLiteral("node")).ok());
}

void TestIrqFiles::sysfs()
{
    auto a = parseIrqActions(sv("ehci_hcd:usb1,mmc0\n"), QStringLiteral("actions"));
    QVERIFY(a.ok());
    QCOMPARE(a->size(), std::size_t(2));
    QCOMPARE(a->at(1), std::string("mmc0"));
    QVERIFY(parseIrqActions(sv("\n"), QStringLiteral("actions"))->empty());
    QVERIFY(!parseIrqActions(sv("a,,b\n"), QStringLiteral("actions")).ok());

    QCOMPARE(*parseIrqText(sv("IR-PCI-MSIX-0000:3b:00.0\n"), QStringLiteral("chip_name")),
             std::string("IR-PCI-MSIX-0000:3b:00.0"));
    QCOMPARE(*parseIrqText(sv("edge\n"), QStringLiteral("type")), std::string("edge"));
    QCOMPARE(*parseIrqText(sv("disabled\n"), QStringLiteral("wakeup")), std::string("disabled"));
    QCOMPARE(*parseIrqText(sv("\n"), QStringLiteral("name")), std::string());
    QCOMPARE(*parseIrqHwirq(sv("524288\n"), QStringLiteral("hwirq")), std::uint64_t(524288));
    QVERIFY(!parseIrqHwirq(sv("0x10\n"), QStringLiteral("hwirq")).ok());

    auto c = parseIrqPerCpuCount(sv("0,12,4294967296,3\n"), QStringLiteral("per_cpu_count"));
    QVERIFY(c.ok());
    QCOMPARE(*c, (std::vector<std::uint64_t>{0, 12, 4294967296ull, 3}));
    QVERIFY(!parseIrqPerCpuCount(sv("0,1,,2\n"), QStringLiteral("per_cpu_count")).ok());
}

void TestIrqFiles::isolated()
{
    QVERIFY(parseCpuListFile(sv("\n"), QStringLiteral("isolated"))->empty());
    QVERIFY(parseCpuListFile(sv("(null)\n"), QStringLiteral("nohz_full"))->empty());
    QCOMPARE(parseCpuListFile(sv("2-7,10\n"), QStringLiteral("nohz_full"))->count(), 7);
}

void TestIrqFiles::errorsNameTheFile()
{
    const QString path = QStringLiteral("/proc/irq/42/smp_affinity");
    auto r = parseIrqMask(sv("ff,zz\n"), path);
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(path), qPrintable(r.errorString()));
    auto l = parseIrqCpuList(sv("0-3,x\n"), QStringLiteral("/proc/irq/42/smp_affinity_list"));
    QVERIFY(!l.ok());
    QVERIFY(l.errorString().startsWith(QStringLiteral("/proc/irq/42/smp_affinity_list")));
    auto c = parseIrqPerCpuCount(sv("1,2,x\n"), QStringLiteral("/sys/kernel/irq/42/per_cpu_count"));
    QVERIFY(!c.ok());
    QVERIFY2(c.errorString().contains(QStringLiteral("count 3")), qPrintable(c.errorString()));
}

QTEST_GUILESS_MAIN(TestIrqFiles)
#include "tst_irqfiles.moc"
