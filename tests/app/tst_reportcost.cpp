// irqatlas-cli report --cost: a measurement of irqatlas-cli cost becomes the
// report's cost section (per CPU, per IRQ, per softirq) and colours the
// topology graph; its outside text is shown as text; a bad or foreign file
// is refused or said to be foreign, naming it.

#include "../core/report/selfcontained.h"
#include "applytree.h"
#include "faketree.h"
#include "hostileinput.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas::test;

namespace {

const QByteArray kHostileName = "<img src=\"http://evil.example/x\"/>\xe2\x80\xae";

QByteArray jsonString(const QByteArray &utf8)
{
    const QByteArray array =
        QJsonDocument(QJsonArray{QString::fromUtf8(utf8)}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

// The virtio guest's IRQs 25 and 26, measured over 2 s on CPUs 0 and 3.
QByteArray costFile(const QByteArray &irqA, const QByteArray &name)
{
    return R"({"format": "irqatlas-cost", "version": 1, "seconds": 2.0, "source": "tracepoints",
 "cpus": [{"cpu": 0, "hardirq_pct": 1.5, "softirq_pct": 2.25, "idle_pct": 90, "hardirq_ns": 30000000, "softirq_ns": 45000000},
          {"cpu": 3, "hardirq_pct": 12.5, "softirq_pct": 30.0, "idle_pct": 40, "hardirq_ns": 250000000, "softirq_ns": 600000000}],
 "irqs": [{"irq": ")" +
           irqA + R"(", "name": )" + jsonString(name) +
           R"(, "count": 50000, "ns": 250000000, "ns_per_run": 5000,
           "cpus": {"3": 250000000}, "proc_interrupts": 50000},
          {"irq": "26", "name": "virtio0-output.0", "count": 3000, "ns": 30000000, "ns_per_run": 10000,
           "cpus": {"0": 30000000}, "proc_interrupts": null}],
 "softirqs": [{"type": "NET_RX", "cpu": 3, "count": 40000, "ns": 600000000}],
 "lost_events": 0})";
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestReportCost : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;

    ProgramRun report(const QString &cost, const QString &out, const QStringList &extra = {})
    {
        return runCli(QStringList{QStringLiteral("report"), QStringLiteral("--root"), m_root,
                                  QStringLiteral("--cost"), cost, QStringLiteral("--out"), out} +
                      extra);
    }

    QByteArray page(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo(QStringLiteral(IRQATLAS_CLI_PATH)).isExecutable())
            QSKIP("irqatlas-cli is not built");
        m_root = m_dir.filePath(QStringLiteral("root"));
        QVERIFY(makeVirtioTree(m_root));
    }

    void costSection()
    {
        const QString cost = m_dir.filePath(QStringLiteral("cost.json"));
        QVERIFY(write(cost, costFile("25", kHostileName)));
        const QString out = m_dir.filePath(QStringLiteral("cost.html"));
        const ProgramRun r = report(cost, out);
        QVERIFY2(r.code == 0, r.err.constData());
        const QByteArray html = page(out);
        const PageCheck c = checkSelfContained(html);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        QVERIFY(html.contains("id=\"cost\""));
        // The file's IRQ name is outside text: shown, never markup.
        QVERIFY(c.text.contains(shownInReport(kHostileName)));
        QVERIFY(!html.contains("<img"));
        // Per IRQ: runs, the /proc delta, time in µs and time per run.
        QVERIFY(c.text.contains(QStringLiteral("250000.0")));
        QVERIFY(c.text.contains(QStringLiteral("5000")));
        QVERIFY(c.text.contains(QStringLiteral("NET_RX")));
        QVERIFY(c.text.contains(QStringLiteral("2 of the 2 numbered IRQs measured")));
        QVERIFY(!c.text.contains(QStringLiteral("None of the measured IRQs")));
        // The report can be made again with the same file.
        QVERIFY(c.text.contains(QStringLiteral("--cost ")));
    }

    // With a topology the measured per-CPU time colours its graph.
    void coloursTheGraph()
    {
        const QString cost = m_dir.filePath(QStringLiteral("graph.json"));
        QVERIFY(write(cost, costFile("25", "virtio0-input.0")));
        const QString out = m_dir.filePath(QStringLiteral("graph.html"));
        const ProgramRun r =
            report(cost, out,
                   {QStringLiteral("--xml"),
                    dataPath(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"))});
        QVERIFY2(r.code == 0, r.err.constData());
        const QByteArray html = page(out);
        QVERIFY(html.contains("id=\"topology\""));
        QVERIFY(html.contains("measured IRQ time per CPU (hard + soft %) from tracepoints"));
        QVERIFY(html.contains("colours the topology graph above"));
    }

    void foreignMeasurementIsSaid()
    {
        const QString cost = m_dir.filePath(QStringLiteral("foreign.json"));
        QByteArray foreign = costFile("9001", "eth9");
        foreign.replace("\"irq\": \"26\"", "\"irq\": \"9002\"");
        QVERIFY(write(cost, foreign));
        const QString out = m_dir.filePath(QStringLiteral("foreign.html"));
        const ProgramRun r = report(cost, out);
        QVERIFY2(r.code == 0, r.err.constData());
        const PageCheck c = checkSelfContained(page(out));
        QVERIFY(c.text.contains(QStringLiteral("None of the measured IRQs is on this machine")));
        QVERIFY(c.text.contains(QStringLiteral("0 of the 2 numbered IRQs measured")));
    }

    void badFileIsRefusedAndNothingWritten()
    {
        const QString cost = m_dir.filePath(QStringLiteral("bad.json"));
        QByteArray bad = costFile("25", "x");
        bad.replace("\"ns\": 250000000", "\"ns\": -4");
        QVERIFY(write(cost, bad));
        const QString out = m_dir.filePath(QStringLiteral("bad.html"));
        const ProgramRun r = report(cost, out);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(cost.toUtf8()) && r.err.contains("irqs[0]"), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestReportCost)
#include "tst_reportcost.moc"
