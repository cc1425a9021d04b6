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
    void namesAreOneCleanLine_data();
    void namesAreOneCleanLine();
};

void TestIrqFiles::masks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("list");
    // As the kernel prints them: 32-bit words, most significant first.
    QTest::newRow("smp_affinity 8 cpus") << "ff\n"
                                         << "0-7";
    QTest::newRow("two words") << "00000001,00000000\n"
                               << "32";
    QTest::newRow("default 1152") << QString(QStringLiteral("ffffffff,").repeated(35) +
                                             QStringLiteral("ffffffff\n"))
                                  << "0-1151";
    QTest::newRow("empty hint") << "00000000\n"
                                << "";
}

void TestIrqFiles::masks()
{
    QFETCH(QString, text);
    QFETCH(QString, list);
    const QByteArray b = text.toUtf8();
    auto r = parseIrqMask(std::string_view(b.constData(), std::size_t(b.size())),
                          QStringLiteral("/proc/irq/30/smp_affinity"));
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

// Names from the per-IRQ files (actions, chip_name, hwirq, type, wakeup)
// end up in tables, CSV/JSON exports and plan match text: several lines or a
// control character (C0, DEL, C1 in UTF-8) is an error naming the file, for
// actions as for the one-line files.
void TestIrqFiles::namesAreOneCleanLine_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    const QString several = QStringLiteral("expected one line, found several");
    QTest::newRow("two lines") << QByteArray("eth0-rx\neth0-tx\n") << several;
    QTest::newRow("line inside a name") << QByteArray("a,b\nc,d") << several;
    QTest::newRow("CR") << QByteArray("eth0\rspoof")
                        << QStringLiteral("the control character U+000D at byte 5");
    QTest::newRow("ESC") << QByteArray("nvme0q1,\x1b[31mred\n")
                         << QStringLiteral("the control character U+001B at byte 9");
    QTest::newRow("NUL") << QByteArray("i8042", 6)
                         << QStringLiteral("the control character U+0000 at byte 6");
    QTest::newRow("tab") << QByteArray("ahci\t[0000:00:17.0]")
                         << QStringLiteral("the control character U+0009 at byte 5");
    QTest::newRow("DEL") << QByteArray("x\x7fy")
                         << QStringLiteral("the control character U+007F at byte 2");
    // Positions count from the file's first byte, blanks before the name included.
    QTest::newRow("after leading blanks")
        << QByteArray("  x\x1by\n") << QStringLiteral("the control character U+001B at byte 4");
    QTest::newRow("C1 NEL") << QByteArray("x\xc2\x85y")
                            << QStringLiteral("the control character U+0085 at byte 2");
}

void TestIrqFiles::namesAreOneCleanLine()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    const std::string_view t(text.constData(), std::size_t(text.size()));
    const QString actions = QStringLiteral("/sys/kernel/irq/42/actions");
    auto a = parseIrqActions(t, actions);
    QVERIFY(!a.ok());
    QCOMPARE(a.errorString(), actions + QStringLiteral(": ") + error);
    for (const char *file : {"chip_name", "hwirq", "type", "wakeup", "name"}) {
        const QString path = QStringLiteral("/sys/kernel/irq/42/") + QLatin1String(file);
        auto r = parseIrqText(t, path);
        QVERIFY2(!r.ok(), file);
        QCOMPARE(r.errorString(), path + QStringLiteral(": ") + error);
    }
    // Non-ASCII text that is not a control character stays (a UTF-8 "é").
    auto ok = parseIrqText(sv("caf\xc3\xa9 chip\n"), QStringLiteral("chip_name"));
    QVERIFY(ok.ok());
    QCOMPARE(*ok, std::string("caf\xc3\xa9 chip"));
}

QTEST_GUILESS_MAIN(TestIrqFiles)
#include "tst_irqfiles.moc"
