// The machine section's table of packages (with the CPU models of a real
// /proc/cpuinfo, one of them hostile), cpuinfo read defensively, and the
// Reproduce commands quoted so a shell gets the arguments back as given.

#include "hostileinput.h"
#include "report/htmlreport.h"
#include "report/reproduce.h"
#include "selfcontained.h"
#include "testdata.h"
#include "topology/topologyloader.h"

#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kHostile =
    "</td></tr></table><script>alert(1)</script> & ' \" \x1b[31m \xe2\x80\xae"
    "gnp %1 %2";

Topology load(const QString &file)
{
    auto t = loadTopologyXml(dataPath(file));
    if (!t.ok())
        qFatal("%s", qPrintable(t.errorString()));
    return *t;
}

} // namespace

class TestReportParts : public QObject
{
    Q_OBJECT

private slots:
    void packagesTable();
    void cpuModelsFromHostileCpuinfo();
    void reproduceQuotesForAShell();
};

void TestReportParts::packagesTable()
{
    if (QStandardPaths::findExecutable(QStringLiteral("tar")).isEmpty())
        QSKIP("tar is not installed: cannot read the cpuinfo fixture");
    // /proc/cpuinfo of a 2 x EPYC 7451 machine (util-linux's lscpu dump)
    // next to hwloc's XML of the same model.
    QProcess tar;
    tar.start(QStringLiteral("tar"),
              {QStringLiteral("-xzOf"),
               dataPath(QStringLiteral("sysfs/util-linux-lscpu-x86_64-epyc_7451.tar.gz")),
               QStringLiteral("x86_64-epyc_7451/proc/cpuinfo")});
    QVERIFY(tar.waitForFinished(60000));
    QByteArray cpuinfo = tar.readAllStandardOutput();
    QVERIFY(cpuinfo.contains("AMD EPYC 7451"));
    const Topology t = load(QStringLiteral("topology-xml/hwloc-x86-AMD-17h-Zen-2xEpyc-7451.xml"));
    QCOMPARE(t.packages.size(), std::size_t(2));

    // The second package's CPUs get a hostile model name.
    const CpuSet second = t.packages[1].cpus;
    QByteArray edited;
    int cpu = -1;
    for (const QByteArray &line : cpuinfo.split('\n')) {
        if (line.startsWith("processor"))
            cpu = line.mid(line.indexOf(':') + 1).trimmed().toInt();
        edited += line.startsWith("model name") && second.test(cpu)
                      ? QByteArray(QByteArray("model name\t: ") + kHostile)
                      : line;
        edited += '\n';
    }
    ReportInput in;
    in.snapshot.topology = t;
    in.snapshot.hasTopology = true;
    const std::string_view text(edited.constData(), std::size_t(edited.size()));
    in.cpuModel = cpuModelFromCpuinfo(text);
    in.cpuModels = cpuModelsFromCpuinfo(text);
    QCOMPARE(int(in.cpuModels.size()), 96);
    const QByteArray page = writeHtmlReport(in);
    const PageCheck check = checkSelfContained(page);
    QVERIFY2(check.error.isEmpty(), qPrintable(check.error));

    // Its rows, read back: package, model, cores, CPUs, nodes.
    const qsizetype at = page.indexOf("<h3>Packages</h3>");
    QVERIFY(at >= 0);
    QXmlStreamReader xml(page.mid(page.indexOf("<table", at),
                                  page.indexOf("</table>", at) + 8 - page.indexOf("<table", at)));
    std::vector<QStringList> rows;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("tr"))
            rows.emplace_back();
        else if (xml.isStartElement() && xml.name() == QLatin1String("td"))
            rows.back() << xml.readElementText();
    }
    QVERIFY(!xml.hasError());
    rows.erase(rows.begin()); // the header
    QCOMPARE(rows.size(), t.packages.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Package &p = t.packages[i];
        const QStringList &r = rows[i];
        QCOMPARE(r.size(), 5);
        QCOMPARE(r[0].toInt(), p.id);
        QCOMPARE(r[1], i == 1 ? shownInReport(kHostile)
                              : QStringLiteral("AMD EPYC 7451 24-Core Processor"));
        int cores = 0;
        for (const Core &c : t.cores)
            cores += c.package == p.id;
        QCOMPARE(r[2].toInt(), cores);
        QVERIFY(r[3].startsWith(QString::number(p.cpus.count()) + QStringLiteral(" (") +
                                p.cpus.toListString()));
        CpuSet nodes;
        for (const NumaNode &n : t.nodes)
            if (n.cpus.intersects(p.cpus))
                nodes.set(n.id);
        QCOMPARE(r[4], nodes.toListString());
    }
}

void TestReportParts::cpuModelsFromHostileCpuinfo()
{
    const QByteArray text =
        "processor\t: 0\nmodel name\t: A\n\n"
        "processor\t: 99999999999\nmodel name\t: too big\n\n"
        "processor\t: 3x\nmodel name\t: not a number\n\n"
        "processor\t: 5\ncpu model\t: second choice\nmodel name\t: first choice\n\n"
        "processor\t: 7\nmodel name\t: " +
        QByteArray(100000, 'x') + "\n";
    const std::map<int, QString> m = cpuModelsFromCpuinfo(view(text));
    QCOMPARE(int(m.size()), 3);
    QCOMPARE(m.at(0), QStringLiteral("A"));
    QCOMPARE(m.at(5), QStringLiteral("first choice"));
    QCOMPARE(m.at(7).size(), 256);
    QCOMPARE(cpuModelFromCpuinfo(view(text)), QStringLiteral("A"));
    // ARM: one "Processor" line for the machine, no model per block.
    const QByteArray arm =
        "Processor\t: ARMv7 Processor rev 10 (v7l)\nprocessor\t: 0\nBogoMIPS\t: 2.0\n";
    QVERIFY(cpuModelsFromCpuinfo(view(arm)).empty());
    QCOMPARE(cpuModelFromCpuinfo(view(arm)), QStringLiteral("ARMv7 Processor rev 10 (v7l)"));
}

void TestReportParts::reproduceQuotesForAShell()
{
    ReportRecipe r;
    r.notes << QStringLiteral("a note\nrm -rf /");
    r.sourceArgs << QStringLiteral("--root") << QStringLiteral("/tmp/it's here");
    r.plans << QStringLiteral("p.json") << QStringLiteral("$(reboot).json");
    r.recording = QStringLiteral("rec.jsonl");
    r.out = QStringLiteral("out dir/r.html");
    QJsonObject trial;
    trial.insert(QStringLiteral("plan_file"), QStringLiteral("plan; reboot.json"));
    trial.insert(QStringLiteral("interval"), 0.5);
    trial.insert(QStringLiteral("before"), QJsonObject{{QStringLiteral("intervals"), 4}});
    trial.insert(QStringLiteral("after"), QJsonObject{{QStringLiteral("intervals"), 6}});
    trial.insert(QStringLiteral("dry_run"), true);
    trial.insert(QStringLiteral("metric_command"), QStringLiteral("echo 'x' | tail -1"));
    const QStringList lines = reproduceCommands(r, trial);
    QCOMPARE(
        lines,
        (QStringList{
            QStringLiteral("# a note"), QStringLiteral("# rm -rf /"),
            QStringLiteral("irqatlas-cli trial 'plan; reboot.json' --interval 0.5 --before 2 "
                           "--after 3 --metric 'echo '\\''x'\\'' | tail -1' --dry-run --out DIR"),
            QStringLiteral(
                "irqatlas-cli report --root '/tmp/it'\\''s here' --plan p.json "
                "--plan '$(reboot).json' --recording rec.jsonl --out 'out dir/r.html'")}));
    // What a shell makes of the report's line: the arguments as given.
    if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
        QSKIP("no sh");
    // A function stands in for the program: it prints each argument it got.
    QString line = lines.last();
    QVERIFY(line.startsWith(QLatin1String("irqatlas-cli ")));
    line.replace(0, int(qstrlen("irqatlas-cli")), QStringLiteral("args"));
    QProcess sh;
    sh.start(
        QStringLiteral("sh"),
        {QStringLiteral("-c"),
         QStringLiteral("args() { for a in \"$@\"; do printf '%s\\n' \"$a\"; done; }; ") + line});
    QVERIFY(sh.waitForFinished(60000));
    QCOMPARE(
        QString::fromUtf8(sh.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
        (QStringList{QStringLiteral("report"), QStringLiteral("--root"),
                     QStringLiteral("/tmp/it's here"), QStringLiteral("--plan"),
                     QStringLiteral("p.json"), QStringLiteral("--plan"),
                     QStringLiteral("$(reboot).json"), QStringLiteral("--recording"),
                     QStringLiteral("rec.jsonl"), QStringLiteral("--out"),
                     QStringLiteral("out dir/r.html")}));
}

QTEST_GUILESS_MAIN(TestReportParts)
#include "tst_reportparts.moc"
