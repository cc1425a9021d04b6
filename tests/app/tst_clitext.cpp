// Text from outside (a saved tree's hostname, a topology file, a recording,
// an error quoting input) reaches the terminal printable: irqatlas-cli's one
// output function writes control characters and bidirectional controls out.
#include "faketree.h"
#include "testdata.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas::test;

namespace {
// An OSC 52 clipboard write, a title change and a right-to-left override.
const QByteArray kHostile = "db7\x1b]52;c;cm0gLXJmIH4=\x07\x1b]0;pwned\x07\xe2\x80\xae"
                            "gnp.exe";

// Newline is the only control byte a line may hold; no U+202E, no C1.
QString rawControl(const QByteArray &bytes)
{
    for (char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        if ((b < 0x20 && b != '\n') || b == 0x7f)
            return QStringLiteral("control byte 0x%1").arg(uint(b), 2, 16, QLatin1Char('0'));
    }
    if (bytes.contains("\xe2\x80\xae"))
        return QStringLiteral("U+202E");
    if (bytes.contains("\xc2\x9b"))
        return QStringLiteral("U+009B");
    return {};
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), qint64(bytes.size()));
}

QByteArray base64(const QByteArray &b)
{
    return b.toBase64();
}
} // namespace

class TestCliText : public QObject
{
    Q_OBJECT
private slots:
    void hostnameInIrqsHeader_data();
    void hostnameInIrqsHeader();
    void hostnameInTopologyHeader();
    void parserErrorQuotingInput();
    void replayGapLines();
};

void TestCliText::hostnameInIrqsHeader_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("table") << "table";
    QTest::newRow("json") << "json";
    QTest::newRow("csv") << "csv";
}

// A saved tree whose hostname holds escape sequences and a bidi override.
void TestCliText::hostnameInIrqsHeader()
{
    QFETCH(QString, format);
    FakeTree t;
    t.write(QStringLiteral("/proc/sys/kernel/hostname"), kHostile + "\n");
    t.write(QStringLiteral("/proc/interrupts"),
            "           CPU0       CPU1\n"
            " 24:         10          0  PCI-MSI 1-edge      eth0\x7f\xc2\x9b"
            "31m\n");
    const ProgramRun r = runCli({QStringLiteral("irqs"), QStringLiteral("--root"), t.root(),
                                 QStringLiteral("--format"), format});
    QCOMPARE(r.code, 0);
    const QString bad = rawControl(r.out);
    QVERIFY2(bad.isEmpty(), qPrintable(bad + QStringLiteral(" in ") + QString::fromUtf8(r.out)));
    if (format == QLatin1String("table")) {
        QVERIFY2(r.out.contains(
                     "(db7\\u001b]52;c;cm0gLXJmIH4=\\u0007\\u001b]0;pwned\\u0007\\u202egnp.exe)"),
                 r.out.constData());
    } else if (format == QLatin1String("json")) {
        // JSON stays JSON, and the name parses back to the bytes of the file.
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(r.out, &e);
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(e.errorString()));
        QVERIFY(r.out.contains("\\u007f\\u009b"));
        QVERIFY(QJsonDocument(d).toJson().contains(QByteArray("eth0\x7f\xc2\x9b"
                                                              "31m")));
    }
}

void TestCliText::hostnameInTopologyHeader()
{
    const QString xml = dataPath(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"));
    const ProgramRun json = runCli({QStringLiteral("topology"), QStringLiteral("--xml"), xml,
                                    QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.code, 0);
    QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QVERIFY(!o.isEmpty());
    o.insert(QStringLiteral("hostname"), QString::fromUtf8(kHostile));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("t.json"));
    writeFile(file, QJsonDocument(o).toJson());

    for (const char *format : {"table", "json"}) {
        const ProgramRun r = runCli({QStringLiteral("topology"), QStringLiteral("--topology"), file,
                                     QStringLiteral("--format"), QString::fromLatin1(format)});
        QCOMPARE(r.code, 0);
        const QString bad = rawControl(r.out);
        QVERIFY2(bad.isEmpty(),
                 qPrintable(bad + QStringLiteral(" in ") + QString::fromUtf8(r.out)));
    }
    const ProgramRun table =
        runCli({QStringLiteral("topology"), QStringLiteral("--topology"), file});
    QVERIFY2(table.out.contains("\\u001b]52;c;cm0gLXJmIH4=\\u0007"), table.out.constData());
    QVERIFY2(table.out.contains("\\u202egnp.exe"), table.out.constData());
}

// An error that quotes what it could not parse, and a file name that holds
// control bytes itself.
void TestCliText::parserErrorQuotingInput()
{
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"),
            "           CPU0       CPU1\n"
            " 24:         10     \x1b]52;c;eA==\x07  PCI-MSI 1-edge      eth0\n");
    ProgramRun r = runCli({QStringLiteral("irqs"), QStringLiteral("--root"), t.root()});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("/proc/interrupts"), r.err.constData());
    QString bad = rawControl(r.err);
    QVERIFY2(bad.isEmpty(), qPrintable(bad + QStringLiteral(" in ") + QString::fromUtf8(r.err)));

    r = runCli({QStringLiteral("irqs"), QStringLiteral("--format"),
                QString::fromUtf8("\x1b]52;c;eA==\x07\xe2\x80\xae")});
    QCOMPARE(r.code, 2);
    bad = rawControl(r.err);
    QVERIFY2(bad.isEmpty(), qPrintable(bad + QStringLiteral(" in ") + QString::fromUtf8(r.err)));
    QVERIFY2(r.err.contains("\\x1b]52;c;eA==\\x07\\u202e"), r.err.constData());
}

// A recording's source name and the reasons of its gaps are the recording's
// own text: watch --replay prints them, in every format.
void TestCliText::replayGapLines()
{
    QTemporaryDir dir;
    const QString rec = dir.filePath(QStringLiteral("r.jsonl"));
    const QByteArray interrupts =
        "           CPU0\n  0:         12   IO-APIC   2-edge      timer\n";
    const QByteArray stat = "cpu  1 2 3 4 5 6 7 0 0 0\ncpu0 1 2 3 4 5 6 7 0 0 0\n";
    const QByteArray softirqs = "                    CPU0\n          HI:          1\n";
    const QByteArray sample = "\"interrupts\":\"" + base64(interrupts) + "\",\"stat\":\"" +
                              base64(stat) + "\",\"softirqs\":\"" + base64(softirqs) + "\"}\n";
    const QByteArray reason = "\\u001b]52;c;cm0gLXJmIH4=\\u0007\\u202egap\\u2028line";
    writeFile(rec, "{\"format\":\"irqatlas-recording\",\"version\":1,\"source\":\"" + reason +
                       "\"}\n"
                       "{\"mono_ns\":1000000000,\"wall_ms\":1764495600000," +
                       sample + "{\"mono_ns\":2000000000,\"wall_ms\":1764495601000,\"error\":\"" +
                       reason + "\"}\n" + "{\"mono_ns\":3000000000,\"wall_ms\":1764495602000," +
                       sample);
    for (const char *format : {"table", "json", "csv"}) {
        const ProgramRun r = runCli({QStringLiteral("watch"), QStringLiteral("--replay"), rec,
                                     QStringLiteral("--format"), QString::fromLatin1(format)});
        QCOMPARE(r.code, 0);
        // The gap is printed: in the table and JSON on stdout, beside CSV on stderr.
        QVERIFY2(QByteArray(r.out + r.err).contains("52;c;cm0gLXJmIH4="), r.out.constData());
        QString bad = rawControl(r.out);
        QVERIFY2(bad.isEmpty(),
                 qPrintable(QString::fromLatin1(format) + QStringLiteral(": ") + bad +
                            QStringLiteral(" in ") + QString::fromUtf8(r.out)));
        QVERIFY2(!r.out.contains("\xe2\x80\xa8"), r.out.constData()); // U+2028
        bad = rawControl(r.err);
        QVERIFY2(bad.isEmpty(),
                 qPrintable(bad + QStringLiteral(" in ") + QString::fromUtf8(r.err)));
    }
}

QTEST_GUILESS_MAIN(TestCliText)
#include "tst_clitext.moc"
