// The HTML report: well-formed, self-contained (no reference to anything
// outside the file), every hostile byte from a machine escaped, and at most
// 2 MB for the 1152-CPU machine with a long recording and a trial.

#include "procfs/interrupts.h"
#include "report/html.h"
#include "report/htmlreport.h"
#include "report/svgplot.h"
#include "selfcontained.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "trial/trialjson.h"

#include <QJsonArray>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// Bytes a hostile /proc/interrupts, hostname or plan could hold: markup, a
// quote of each kind, an ampersand, terminal escapes, a bell, a right-to-left
// override, invalid UTF-8, CSS and URL tricks.
const QByteArray kHostile =
    "</td></tr></table><script>alert(1)</script><img src=\"http://evil.example/x.png\"/>"
    " & ' \" \x1b[31mred\x07 \xe2\x80\xae"
    "gnp.exe \xff\xfe url(http://evil.example/) "
    "@import 'x.css'; <style>body{background:url(//evil)}</style> ]]> <!-- --> %1 %2 %3 %4 %5";

// What the reader shows of kHostile: the same text with the controls,
// override and invalid bytes replaced by U+FFFD.
QString shown()
{
    QString s = QString::fromUtf8(kHostile);
    for (QChar &c : s) {
        if (c.unicode() == 0x1b || c.unicode() == 0x07 || c.unicode() == 0x202e)
            c = QChar(0xfffd);
    }
    return s;
}

ReportInput hostileInput()
{
    ReportInput in;
    Snapshot &s = in.snapshot;
    s.hostname = QString::fromUtf8(kHostile);
    s.kernel = QString::fromUtf8(kHostile);
    s.source = QStringLiteral("test");
    s.irqs.cpus = {0, 1};
    Irq irq;
    irq.key = "25";
    irq.number = 25;
    irq.name = kHostile.toStdString();
    irq.chip = kHostile.toStdString();
    irq.counts = {5, 7};
    s.irqs.irqs.push_back(irq);
    in.cpuModel = QString::fromUtf8(kHostile);
    in.irqbalanceRunning = false;
    in.commands << QStringLiteral("irqatlas-cli report --out ") + QString::fromUtf8(kHostile);
    in.generated = QStringLiteral("2026-12-01T00:00:00Z");
    PlanSection p;
    p.path = QString::fromUtf8(kHostile);
    p.plan.algorithm = QString::fromUtf8(kHostile);
    PlanDiffEntry e;
    e.irq = 25;
    e.name = kHostile.toStdString();
    e.to = CpuSet::fromVector({1});
    e.note = QString::fromUtf8(kHostile);
    p.diff.entries.push_back(e);
    LintFinding f;
    f.severity = LintFinding::Severity::Warning;
    f.rule = QString::fromUtf8(kHostile);
    f.message = QString::fromUtf8(kHostile);
    p.lint.push_back(f);
    in.plans.push_back(p);
    TrialData t;
    t.report.insert(QStringLiteral("format"), QStringLiteral("irqatlas-trial"));
    t.report.insert(QStringLiteral("plan_file"), QString::fromUtf8(kHostile));
    t.report.insert(QStringLiteral("error"), QString::fromUtf8(kHostile));
    QJsonObject m;
    m.insert(QStringLiteral("metric"), QString::fromUtf8(kHostile));
    m.insert(QStringLiteral("judgement"), QString::fromUtf8(kHostile));
    m.insert(QStringLiteral("unit"), QString::fromUtf8(kHostile));
    m.insert(QStringLiteral("note"), QString::fromUtf8(kHostile));
    t.report.insert(QStringLiteral("verdict"), QJsonArray{m});
    QJsonObject moved;
    moved.insert(QStringLiteral("type"), QString::fromUtf8(kHostile));
    moved.insert(QStringLiteral("moved"), true);
    t.report.insert(QStringLiteral("softirqs"), QJsonArray{moved});
    t.before.softirqs[kHostile.toStdString()] = 10;
    t.before.cpuIrqPct = {{0, 1.0}, {1, 2.0}};
    t.after.cpuIrqPct = {{0, 1.5}};
    IntervalFigures fig;
    fig.wallMs = 1000;
    fig.interval = 1;
    fig.hardirqPct = 1;
    fig.softirqPct = 2;
    t.before.intervals = {fig, fig};
    t.after.intervals = {fig};
    in.trial = t;
    RecordingLoad r;
    r.path = QString::fromUtf8(kHostile);
    r.source = QString::fromUtf8(kHostile);
    r.softirqs[kHostile.toStdString()] = 3;
    in.recording = r;
    return in;
}

} // namespace

class TestHtmlReport : public QObject
{
    Q_OBJECT

private slots:
    void escapeReplacesWhatCouldEscape()
    {
        QCOMPARE(html::escaped(std::string_view("<a href='x'>&\"</a>")),
                 std::string("&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;"));
        // Controls (but tab and newline), C1, bidi overrides and isolates,
        // invalid UTF-8: each one U+FFFD.
        const std::string rep = "\xef\xbf\xbd";
        QCOMPARE(html::escaped(std::string_view("a\x01"
                                                "b\x1b"
                                                "c\td\n")),
                 "a" + rep + "b" + rep + "c\td\n");
        QCOMPARE(html::escaped(QStringView(u"\u202e\u2066\u0085x")), rep + rep + rep + "x");
        QCOMPARE(html::escaped(std::string_view("\xff"
                                                "ok")),
                 rep + "ok");
        QCOMPARE(html::escaped(QStringView(u"\U0001F600")), std::string("\xf0\x9f\x98\x80"));
        QCOMPARE(html::num(-0.0001, 1), std::string("0.0"));
        QCOMPARE(html::num(std::numeric_limits<double>::infinity()), std::string("-"));
    }

    void hostileNamesStayText()
    {
        const QByteArray page = writeHtmlReport(hostileInput());
        const PageCheck c = checkSelfContained(page);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        // The hostile text is shown as text, every time, and never became markup.
        QVERIFY(c.text.count(shown()) >= 10);
        // A "%2" in a name is text, never a place for the next argument.
        QVERIFY(c.text.contains(shown() + QStringLiteral(" (recorded from ") + shown() +
                                QStringLiteral("): 0 intervals, 0 gaps.")));
        QVERIFY(!c.elements.contains(QStringLiteral("script")));
        QVERIFY(!page.contains("<script"));
        QVERIFY(!page.contains("\x1b"));
        QVERIFY(!page.contains("\xe2\x80\xae"));
        // The whole page is valid UTF-8.
        QCOMPARE(QString::fromUtf8(page).toUtf8(), page);
    }

    void lightDarkAndPrint()
    {
        const QByteArray page = writeHtmlReport(hostileInput());
        QVERIFY(page.contains("@media (prefers-color-scheme:dark)"));
        QVERIFY(page.contains("@media print"));
        QVERIFY(page.contains("<svg"));
    }

    void heatColoursAreOrdered()
    {
        // Darker (less light) as the value grows: readable in both themes.
        auto lightness = [](const std::string &c) {
            return std::stoi(c.substr(1, 2), nullptr, 16) + std::stoi(c.substr(3, 2), nullptr, 16) +
                   std::stoi(c.substr(5, 2), nullptr, 16);
        };
        QVERIFY(lightness(svg::heatColour(0)) > lightness(svg::heatColour(0.5)));
        QVERIFY(lightness(svg::heatColour(0.5)) > lightness(svg::heatColour(1)));
        QCOMPARE(svg::heatColour(std::numeric_limits<double>::quiet_NaN()), svg::heatColour(0));
        QCOMPARE(svg::heatColour(7), svg::heatColour(1));
    }

    // The 1152-CPU machine with a 600-interval recording and a trial of
    // every CPU: the file stays under 2 MB.
    void size1152()
    {
        auto topo =
            loadTopologyXml(dataPath(QStringLiteral("machines/synthetic-1152pu-8pack-16numa.xml")));
        QVERIFY2(topo.ok(), topo.ok() ? "" : qPrintable(topo.errorString()));
        const QByteArray text =
            readData(QStringLiteral("monitor/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
        auto table = parseInterrupts(view(text), QStringLiteral("interrupts"));
        QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.errorString()));
        ReportInput in;
        in.snapshot.topology = *topo;
        in.snapshot.hasTopology = true;
        in.snapshot.irqs = *table;
        in.snapshot.hostname = QStringLiteral("big");
        RecordingLoad r;
        for (int i = 0; i < 600; ++i) {
            IntervalFigures f;
            f.wallMs = 1000 * i;
            f.interval = 1;
            f.hardirqPct = 1 + (i % 7) * 0.1;
            f.softirqPct = 2 + (i % 5) * 0.1;
            r.intervals.push_back(f);
        }
        for (int cpu = 0; cpu < 1152; ++cpu)
            r.cpuIrqPct[cpu] = (cpu % 13) * 0.7;
        in.recording = r;
        TrialData t;
        t.before = r;
        t.after = r;
        TrialScope scope;
        TrialPhase before(scope), after(scope);
        Verdict v;
        for (int cpu = 0; cpu < 1152; ++cpu) {
            CpuVerdict c;
            c.cpu = cpu;
            for (const char *m : {"hardirq_pct", "softirq_pct", "irqs_per_sec"}) {
                MetricVerdict mv;
                mv.metric = m;
                mv.comparison.judgement = cpu % 3 ? Judgement::WithinNoise : Judgement::Better;
                mv.comparison.before.n = mv.comparison.after.n = 10;
                c.metrics.push_back(mv);
            }
            v.cpus.push_back(c);
        }
        t.report.insert(QStringLiteral("per_cpu"), cpuVerdictJson(v));
        in.trial = t;
        const QByteArray page = writeHtmlReport(in);
        QVERIFY2(page.size() <= 2 * 1000 * 1000, qPrintable(QString::number(page.size())));
        const PageCheck c = checkSelfContained(page);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        qInfo("1152-CPU report: %lld bytes", static_cast<long long>(page.size()));
    }
};

QTEST_GUILESS_MAIN(TestHtmlReport)
#include "tst_htmlreport.moc"
