#include "faketree.h"
#include "hostileinput.h"
#include "model/inputlimits.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas::test;

namespace {
const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

int cli(const QStringList &args, QByteArray *out, QByteArray *err = nullptr)
{
    return runProgram(kCli, args, out, err);
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void usageErrors();
    void missingRoot();
    void rootLinkOut_data();
    void rootLinkOut();
    void irqsOnlyInterrupts_data();
    void irqsOnlyInterrupts();
    void irqsCsv();
    void irqsTable1152();
    void sourcesDisagreeOnStderr();
    void topologyFormats();
    void topologyXmlV3();
    void topologyRootWithoutTopology();
    void snapshotRoundTrip();
    void hostileRoot_data();
    void hostileRoot();
    void oversizedFiles_data();
    void oversizedFiles();
    void tableCellsCannotDriveTheTerminal();
};

void TestCli::usageErrors()
{
    QByteArray out, err;
    QCOMPARE(cli({}, &out, &err), 2);
    QVERIFY(err.contains("Usage"));
    QCOMPARE(cli({QStringLiteral("frobnicate")}, &out, &err), 2);
    QVERIFY(err.contains("frobnicate"));
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--format"), QStringLiteral("xml")}, &out,
                 &err),
             2);
    QVERIFY(err.contains("xml"));
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--bogus")}, &out, &err), 2);
    QCOMPARE(cli({QStringLiteral("snapshot")}, &out, &err), 2);
    QVERIFY(err.contains("--out"));
    QCOMPARE(cli({QStringLiteral("--help")}, &out, &err), 0);
    for (const char *c : {"topology", "irqs", "snapshot"})
        QVERIFY2(out.contains(c), c);
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--help")}, &out, &err), 0);
    QVERIFY(out.contains("--root"));
}

void TestCli::missingRoot()
{
    QByteArray out, err;
    QCOMPARE(
        cli({QStringLiteral("irqs"), QStringLiteral("--root"), QStringLiteral("/nonexistent/x")},
            &out, &err),
        1);
    QVERIFY2(err.contains("/nonexistent/x"), err.constData());
    QVERIFY(out.isEmpty());
}

void TestCli::rootLinkOut_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("absolute") << "absolute";
    QTest::newRow("dotdot") << "dotdot";
    QTest::newRow("archive") << "archive";
}

// A saved machine whose /proc/interrupts is a link to a file of this
// machine: an error naming the file, never the file's bytes.
void TestCli::rootLinkOut()
{
    QFETCH(QString, how);
    QTemporaryDir outside;
    QVERIFY(outside.isValid());
    const QByteArray secret = "MARKER-this-machine-only-0815";
    const QString marker = outside.filePath(QStringLiteral("marker"));
    {
        QFile f(marker);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // Parses as /proc/interrupts, so a read of it would print the marker.
        f.write("           CPU0\n  0:         12   IO-APIC   2-edge      " + secret + "\n");
    }
    FakeTree t;
    t.write(QStringLiteral("/proc/stat"), "cpu  1 2 3 4 5 6 7 0 0 0\ncpu0 1 2 3 4 5 6 7 0 0 0\n");
    const QString up = QStringLiteral("../").repeated(int(t.root().count(QLatin1Char('/'))) + 3);
    t.symlink(QStringLiteral("/proc/interrupts"),
              how == QLatin1String("dotdot") ? up + marker.mid(1) : marker);
    QString root = t.root();
    if (how == QLatin1String("archive")) {
        root = outside.filePath(QStringLiteral("saved.tar"));
        QByteArray out;
        QCOMPARE(runProgram(QStringLiteral("tar"),
                            {QStringLiteral("-cf"), root, QStringLiteral("-C"), t.root(),
                             QStringLiteral(".")},
                            &out),
                 0);
    }
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--root"), root}, &out, &err), 1);
    QVERIFY2(err.contains(root.toUtf8()), err.constData());
    QVERIFY2(err.contains("/proc/interrupts"), err.constData());
    QVERIFY2(!out.contains(secret) && !err.contains(secret), out.constData());
}

void TestCli::irqsOnlyInterrupts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("firstCpu");
    QTest::addColumn<int>("lastCpu");
    QTest::newRow("firedancer gap") << "firedancer-example_proc_interrupts.txt" << 63 << 0 << 63;
    QTest::newRow("graviton") << "node_exporter-interrupts_aarch64-graviton.txt" << 8 << 0 << 7;
    QTest::newRow("sysstat root3 gap") << "sysstat-tests-root3-interrupts.txt" << 7 << 0 << 7;
    QTest::newRow("1152") << "pcp-interrupts-1152cpu-x86_64.txt.bz2" << 1152 << 0 << 1151;
}

void TestCli::irqsOnlyInterrupts()
{
    QFETCH(QString, file);
    QFETCH(int, columns);
    QFETCH(int, firstCpu);
    QFETCH(int, lastCpu);
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"),
            readData(QStringLiteral("proc-interrupts/") + file));
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--root"), t.root(),
                  QStringLiteral("--format"), QStringLiteral("json")},
                 &out, &err),
             0);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &pe);
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
    const QJsonArray cpus = doc.object().value(QStringLiteral("cpus")).toArray();
    QCOMPARE(cpus.size(), columns);
    QCOMPARE(cpus.first().toInt(), firstCpu);
    QCOMPARE(cpus.last().toInt(), lastCpu);
    const QJsonArray irqs = doc.object().value(QStringLiteral("irqs")).toArray();
    QVERIFY(!irqs.isEmpty());
    for (const auto &v : irqs) {
        const QJsonObject o = v.toObject();
        // Nothing but /proc/interrupts: what other files would say is null.
        QVERIFY(o.value(QStringLiteral("affinity")).isNull());
        QVERIFY(o.value(QStringLiteral("effective")).isNull());
        QVERIFY(o.contains(QStringLiteral("node")));
        QVERIFY(o.value(QStringLiteral("irq")).isString());
        const QJsonArray counts = o.value(QStringLiteral("counts")).toArray();
        double sum = 0;
        for (const auto &c : counts)
            sum += c.toDouble();
        if (!counts.isEmpty())
            QCOMPARE(sum, o.value(QStringLiteral("total")).toDouble());
        const QString irq = o.value(QStringLiteral("irq")).toString();
        bool numeric = false;
        irq.toInt(&numeric);
        if (numeric)
            QCOMPARE(counts.size(), columns);
        else
            QVERIFY(o.value(QStringLiteral("chip")).isNull());
    }
}

void TestCli::irqsCsv()
{
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"),
            readData(QStringLiteral("proc-interrupts/intel-stats-collect-genoa0.txt")));
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--root"), t.root(),
                  QStringLiteral("--format"), QStringLiteral("csv")},
                 &out, &err),
             0);
    const QList<QByteArray> lines = out.split('\n');
    QVERIFY(lines.first().startsWith(
        "irq,chip,hwirq,trigger,name,device,node,affinity,effective,total,cpu0,"));
    QVERIFY(lines.first().endsWith(",cpu127"));
    // "PCIe PME, PCIe bwctrl" holds a comma: it must be quoted.
    bool quoted = false;
    for (const QByteArray &l : lines)
        quoted |= l.contains("\"PCIe PME, PCIe bwctrl\"");
    QVERIFY(quoted);
}

void TestCli::irqsTable1152()
{
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"),
            readData(QStringLiteral("proc-interrupts/pcp-interrupts-1152cpu-x86_64.txt.bz2")));
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--root"), t.root()}, &out, &err), 0);
    const QList<QByteArray> lines = out.trimmed().split('\n');
    // One header comment, one column header, one line per row of the file.
    QVERIFY(lines.first().startsWith("# "));
    QVERIFY(lines.first().contains("1152 CPU columns (0-1151)"));
    QCOMPARE(lines.at(1).simplified().left(20), QByteArray("IRQ TOTAL FIRED ON A"));
    // 11 columns, never 1152: the busiest line stays readable.
    for (const QByteArray &l : lines.mid(1))
        QVERIFY2(l.size() < 400, l.left(120).constData());
}

void TestCli::sourcesDisagreeOnStderr()
{
    // The 24-PU XML of host mirage004 with the 1152-CPU /proc/interrupts of a
    // host named db7: stdout keeps its documented shape, stderr names each
    // difference and what the topology has no CPU for.
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"),
            readData(QStringLiteral("proc-interrupts/pcp-interrupts-1152cpu-x86_64.txt.bz2")));
    t.write(QStringLiteral("/proc/sys/kernel/hostname"), "db7\n");
    const QString small = dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml"));
    QByteArray out, err;
    QCOMPARE(
        cli({QStringLiteral("irqs"), QStringLiteral("--root"), t.root(), QStringLiteral("--xml"),
             small, QStringLiteral("--format"), QStringLiteral("json")},
            &out, &err),
        0);
    const QJsonObject o = QJsonDocument::fromJson(out).object();
    QCOMPARE(o.value(QStringLiteral("cpus")).toArray().size(), 1152);
    QVERIFY2(err.contains("warning: sources disagree: /proc/interrupts has 1128 CPU(s) the "
                          "topology lacks (24-1151)"),
             err.constData());
    QVERIFY2(err.contains("counts there have no CPU in the topology"), err.constData());
    QVERIFY2(err.contains("host mirage004") && err.contains("host db7"), err.constData());

    // The same table with a topology of its 1152 CPUs (no host name): silent.
    const QString big = dataPath(QStringLiteral("machines/synthetic-1152pu-8pack-16numa.xml"));
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--root"), t.root(),
                  QStringLiteral("--xml"), big, QStringLiteral("--format"), QStringLiteral("json")},
                 &out, &err),
             0);
    QVERIFY2(!err.contains("disagree"), err.constData());
}

void TestCli::topologyFormats()
{
    const QString xml = dataPath(QStringLiteral("machines/synthetic-1152pu-8pack-16numa.xml"));
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--xml"), xml}, &out, &err), 0);
    QVERIFY(out.contains("PUs 1152 (0-1151)"));
    QVERIFY(out.contains("packages 8, NUMA nodes 16, cores 576"));
    QVERIFY(out.contains("10 on the diagonal and 20 elsewhere assumed"));
    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--xml"), xml,
                  QStringLiteral("--format"), QStringLiteral("json")},
                 &out, &err),
             0);
    const QJsonObject o = QJsonDocument::fromJson(out).object();
    QCOMPARE(o.value(QStringLiteral("cpus")).toArray().size(), 1152);
    QCOMPARE(o.value(QStringLiteral("nodes")).toArray().size(), 16);
    QCOMPARE(o.value(QStringLiteral("distance")).toArray().size(), 16);

    // The JSON is also an input: feeding it back gives the same JSON.
    QTemporaryDir dir;
    QFile f(dir.path() + QStringLiteral("/t.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(out);
    f.close();
    QByteArray again;
    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--topology"), f.fileName(),
                  QStringLiteral("--format"), QStringLiteral("json")},
                 &again, &err),
             0);
    QCOMPARE(QJsonDocument::fromJson(again), QJsonDocument::fromJson(out));

    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--xml"), xml,
                  QStringLiteral("--format"), QStringLiteral("csv")},
                 &out, &err),
             0);
    QCOMPARE(out.count('\n'), 1153);
    QVERIFY(out.startsWith("cpu,package,node,core,online,present,allowed,kind\n0,0,0,"));
}

void TestCli::topologyXmlV3()
{
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--xml"),
                  dataPath(QStringLiteral("topology-xml-v3/hwloc-xml-cxlmem+dax.v3.xml"))},
                 &out, &err),
             1);
    QVERIFY2(err.contains("3.0"), err.constData());
    QVERIFY(out.isEmpty());
}

void TestCli::topologyRootWithoutTopology()
{
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"),
            readData(QStringLiteral("proc-interrupts/jc-linux-proc-interrupts.txt")));
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--root"), t.root()}, &out, &err), 1);
    QVERIFY2(err.contains(t.root().toUtf8()), err.constData());
}

void TestCli::snapshotRoundTrip()
{
    QTemporaryDir dir;
    const QString target = dir.path() + QStringLiteral("/this.tar.gz");
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("snapshot"), QStringLiteral("--out"), target}, &out, &err), 0);
    QByteArray saved, live;
    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--root"), target,
                  QStringLiteral("--format"), QStringLiteral("json")},
                 &saved, &err),
             0);
    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--format"), QStringLiteral("json")},
                 &live, &err),
             0);
    const QJsonObject a = QJsonDocument::fromJson(saved).object();
    const QJsonObject b = QJsonDocument::fromJson(live).object();
    QCOMPARE(a.value(QStringLiteral("cpus")), b.value(QStringLiteral("cpus")));
    QCOMPARE(a.value(QStringLiteral("distance")), b.value(QStringLiteral("distance")));
    // A second snapshot to the same name is refused and keeps the first.
    const qint64 size = QFileInfo(target).size();
    QCOMPARE(cli({QStringLiteral("snapshot"), QStringLiteral("--out"), target}, &out, &err), 1);
    QVERIFY(err.contains("already exists"));
    QCOMPARE(QFileInfo(target).size(), size);
}

// A saved tree with numbers past the parsers' caps (docs/SECURITY.md): every
// command that reads it fails with exit status 1 and a message naming the
// file and line. `watch` used to abort (134) on an exception thrown through
// the event loop.
void TestCli::hostileRoot_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QByteArray>("interrupts");
    QTest::addColumn<QByteArray>("stat");
    QTest::addColumn<QString>("expected");
    const QByteArray goodIrqs = interruptsWithCpu("CPU1");
    const QByteArray goodStat = statWithCpu("cpu1");
    const QString cpuMax = QStringLiteral("/proc/interrupts:1: header column 2: CPU id 2147483647 "
                                          "is above the supported maximum 16383");
    const QString cpu1e9 = QStringLiteral("/proc/interrupts:1: header column 2: CPU id 1000000000 "
                                          "is above the supported maximum 16383");
    const QString statMax =
        QStringLiteral("/proc/stat:3: CPU id 2147483647 is above the supported maximum 16383");
    // 200,000 columns do not fit in a line: the line cap speaks first.
    const QString columns = QStringLiteral(
        "/proc/interrupts:1: line is longer than the supported maximum of 1048576 bytes");
    QByteArray wide;
    for (int c = 0; c < 200000; ++c)
        wide += " CPU" + QByteArray::number(c % 16384);
    wide += "\nLOC: 1 Local timer interrupts\n";
    const QStringList watch = {QStringLiteral("watch"), QStringLiteral("--count"),
                               QStringLiteral("1"), QStringLiteral("--interval"),
                               QStringLiteral("0.1")};
    const QStringList watchJson =
        watch + QStringList{QStringLiteral("--format"), QStringLiteral("json")};
    const QStringList irqs = {QStringLiteral("irqs")};
    const QStringList irqsCsv = {QStringLiteral("irqs"), QStringLiteral("--format"),
                                 QStringLiteral("csv")};
    const QByteArray maxIrqs = interruptsWithCpu("CPU2147483647");
    QTest::newRow("watch CPU2147483647") << watch << maxIrqs << goodStat << cpuMax;
    QTest::newRow("watch json CPU2147483647") << watchJson << maxIrqs << goodStat << cpuMax;
    QTest::newRow("watch CPU1000000000")
        << watch << interruptsWithCpu("CPU1000000000") << goodStat << cpu1e9;
    QTest::newRow("watch stat cpu2147483647")
        << watch << goodIrqs << statWithCpu("cpu2147483647") << statMax;
    QTest::newRow("watch 200000 columns") << watch << wide << goodStat << columns;
    QTest::newRow("irqs CPU2147483647") << irqs << maxIrqs << goodStat << cpuMax;
    QTest::newRow("irqs csv CPU2147483647") << irqsCsv << maxIrqs << goodStat << cpuMax;
    QTest::newRow("irqs 200000 columns") << irqs << wide << goodStat << columns;
}

void TestCli::hostileRoot()
{
    QFETCH(QStringList, command);
    QFETCH(QByteArray, interrupts);
    QFETCH(QByteArray, stat);
    QFETCH(QString, expected);
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"), interrupts);
    t.write(QStringLiteral("/proc/stat"), stat);
    QByteArray out, err;
    const int code = cli(command + QStringList{QStringLiteral("--root"), t.root()}, &out, &err);
    QVERIFY2(code == 1, qPrintable(QStringLiteral("exit %1 (-1: crashed), stderr: %2")
                                       .arg(code)
                                       .arg(QString::fromUtf8(err))));
    const QString message = QString::fromUtf8(err).trimmed();
    QVERIFY2(message.startsWith(QLatin1String("irqatlas-cli: ") + t.root()), qPrintable(message));
    QVERIFY2(message.endsWith(expected), qPrintable(message));
    QVERIFY2(!out.contains("interval"), out.constData());
}

// Files named on the command line are read up to their cap (+1 byte to see
// that they are past it): a larger one is an error naming the file and the
// cap, never an unbounded read nor one cut short into "invalid JSON".
void TestCli::oversizedFiles_data()
{
    QTest::addColumn<QStringList>("args"); // FILE stands for the oversized file
    QTest::addColumn<qint64>("cap");
    const QString file = QStringLiteral("FILE");
    QTest::newRow("--topology") << QStringList{QStringLiteral("topology"),
                                               QStringLiteral("--topology"), file}
                                << qint64(irqatlas::limits::kMaxTopologyJsonBytes);
    QTest::newRow("--xml") << QStringList{QStringLiteral("topology"), QStringLiteral("--xml"), file}
                           << qint64(irqatlas::limits::kMaxHwlocXmlBytes);
    QTest::newRow("export PLAN") << QStringList{QStringLiteral("export"),
                                                QStringLiteral("--format"), QStringLiteral("sh"),
                                                file}
                                 << qint64(irqatlas::limits::kMaxPlanBytes);
    QTest::newRow("diff PLAN") << QStringList{QStringLiteral("diff"), QStringLiteral("--root"),
                                              QStringLiteral("ROOT"), file}
                               << qint64(irqatlas::limits::kMaxPlanBytes);
    QTest::newRow("apply PLAN") << QStringList{QStringLiteral("apply"), QStringLiteral("--root"),
                                               QStringLiteral("ROOT"), file}
                                << qint64(irqatlas::limits::kMaxPlanBytes);
}

void TestCli::oversizedFiles()
{
    QFETCH(QStringList, args);
    QFETCH(qint64, cap);
    FakeTree root;
    root.write(QStringLiteral("/proc/interrupts"), "  CPU0\n  1: 1 IO-APIC 1-edge i8042\n");
    QTemporaryDir dir;
    const QString path = dir.path() + QStringLiteral("/big");
    {
        // Sparse: the size counts, not the bytes on disk.
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(cap + 1));
    }
    args.replaceInStrings(QStringLiteral("FILE"), path);
    args.replaceInStrings(QStringLiteral("ROOT"), root.root());
    QByteArray out, err;
    QCOMPARE(cli(args, &out, &err), 1);
    const QString expected =
        QStringLiteral("%1 is larger than the supported maximum of %2 bytes").arg(path).arg(cap);
    QVERIFY2(QString::fromUtf8(err).contains(expected), err.constData());

    // A stream of unknown size is cut off at the cap just the same.
    if (args.first() == QLatin1String("topology")) {
        args.replaceInStrings(path, QStringLiteral("/dev/zero"));
        QCOMPARE(cli(args, &out, &err), 1);
        QVERIFY2(err.contains("/dev/zero is larger than the supported maximum"), err.constData());
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

// IRQ names come from whoever wrote the /proc/interrupts (a saved machine, a
// remote host): in the table they are text, so an escape sequence, a line
// break or a bidirectional override is written out, never sent to the terminal.
void TestCli::tableCellsCannotDriveTheTerminal()
{
    FakeTree t;
    t.write(QStringLiteral("/proc/interrupts"),
            "           CPU0       CPU1\n"
            " 24:         10          0  PCI-MSI 1-edge      eth0\x1b]0;pwned\x07\x1b[2J\n"
            " 25:          0         20  PCI-MSI 2-edge      nvme\xe2\x80\xaeq0\rfake\n");
    QByteArray out, err;
    QCOMPARE(cli({QStringLiteral("irqs"), QStringLiteral("--root"), t.root()}, &out, &err), 0);
    for (char c : std::as_const(out))
        QVERIFY2(c == '\n' || (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f),
                 qPrintable(QStringLiteral("control byte 0x%1 in the table")
                                .arg(int(static_cast<unsigned char>(c)), 2, 16, QLatin1Char('0'))));
    QVERIFY2(!out.contains("\xe2\x80\xae"), out.constData()); // U+202E RIGHT-TO-LEFT OVERRIDE
    QVERIFY2(out.contains("eth0\\x1b]0;pwned\\x07\\x1b[2J"), out.constData());
    QVERIFY2(out.contains("\\u202e"), out.constData());
    QCOMPARE(out.count('\n'), 4); // summary, header, two rows: the CR made no line of its own
}
