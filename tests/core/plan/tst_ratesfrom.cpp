// Plans weighed by a recording: the mean rates of `watch --record` files
// (core/plan/recordedweights.*) and `plan|compare --rates-from` on top of them.
#include "faketree.h"
#include "live/flatjson.h"
#include "live/rates.h"
#include "live/recording.h"
#include "live/sample.h"
#include "plan/irqweights.h"
#include "plan/planner.h"
#include "plan/recordedweights.h"
#include "planinput.h"
#include "procfs/hostsource.h"
#include "procfs/interrupts.h"
#include "snapshot/snapshot.h"
#include "testdata.h"
#include "treefile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cstdint>
#include <map>
#include <optional>

using namespace irqatlas;
using namespace irqatlas::test;
using irqatlas::test::ProgramRun;
using irqatlas::test::runCli;

// QVERIFY2 builds its message even when the check passes.
#define VERIFY_OK(r) QVERIFY2((r).ok(), (r).ok() ? "" : qPrintable((r).errorString()))

namespace {

QByteArray data(const char *name)
{
    return test::readData(QStringLiteral("recordings/") + QLatin1String(name));
}

// One sample of a recording: real /proc/interrupts text at a time, or a
// failed read (empty text).
struct Tick
{
    double seconds;
    QByteArray interrupts;
};

constexpr std::int64_t kT0 = 81234567890; // mono_ns of the first sample

QByteArray recording(const std::vector<Tick> &ticks)
{
    QByteArray out =
        "{\"format\": \"irqatlas-recording\", \"version\": 1, \"source\": \"bdwup0\"}\n";
    const QByteArray stat = data("node_exporter-stat.txt");
    for (const Tick &t : ticks) {
        Sample s;
        s.monotonicNs = kT0 + std::int64_t(t.seconds * 1e9);
        s.wallMs = 1764495600000 + std::int64_t(t.seconds * 1e3);
        if (t.interrupts.isEmpty()) {
            s.error = QStringLiteral("cannot read /proc/interrupts: Input/output error");
        } else {
            s.interruptsText = t.interrupts;
            s.statText = stat;
        }
        out += recordLine(s);
    }
    return out;
}

// The /proc/interrupts text with one count replaced, in the kernel's
// "%10u " column layout, so the row still parses as the kernel prints it.
QByteArray setCount(const QByteArray &text, const QByteArray &key, int column, std::uint64_t value)
{
    QList<QByteArray> lines = text.split('\n');
    for (QByteArray &line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon < 0 || line.left(colon).trimmed() != key)
            continue;
        const qsizetype at = colon + 1 + column * 11;
        const QByteArray field =
            QByteArray(1, ' ') + QByteArray::number(qulonglong(value)).rightJustified(10, ' ');
        line.replace(at, 11, field);
        break;
    }
    return lines.join('\n');
}

// A row added before NMI, as when a driver loads.
QByteArray addRow(const QByteArray &text, const QByteArray &row)
{
    QByteArray out = text;
    out.insert(out.indexOf("NMI:"), row + '\n');
    return out;
}

IrqTable table(const QByteArray &interrupts)
{
    auto t = parseInterrupts(test::view(interrupts), QStringLiteral("interrupts"));
    return t ? *t : IrqTable{};
}

double weightOf(const IrqTable &t, const std::vector<double> &w, const char *key)
{
    for (std::size_t i = 0; i < t.irqs.size(); ++i)
        if (t.irqs[i].key == key)
            return w[i];
    return -1;
}

const QByteArray kNewRow =
    " 48:          0          0          0          0          0          0          0          7 "
    "IR-PCI-MSIX-0000:04:00.0   5-edge      i210-TxRx-4";

} // namespace

class TestRatesFrom : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void twoRealSamplesAreTheLiveWeights();
    void meanOverIntervals();
    void partialMatch();
    void window();
    void windowParse_data();
    void windowParse();
    void planEqualsCorePath();
    void compareSaysWeights();
    void errors_data();
    void errors();
    void windowNeedsRecording();
    void recordLineShapes();

private:
    QTemporaryDir m_dir;
    QString m_root; // --root with the after sample as this machine's table
    QString m_pair; // recording: the real before and after, 10 s apart
    QString m_topo;
};

void TestRatesFrom::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath(QStringLiteral("root"));
    QVERIFY(QDir().mkpath(m_root + QStringLiteral("/proc")));
    QVERIFY(writeTreeFile(m_root + QStringLiteral("/proc/interrupts"),
                          data("bdwup0-interrupts.after.txt")));
    m_pair = m_dir.filePath(QStringLiteral("pair.jsonl"));
    QVERIFY(writeTreeFile(m_pair, recording({{0, data("bdwup0-interrupts.before.txt")},
                                             {10, data("bdwup0-interrupts.after.txt")}})));
    m_topo = test::dataPath(QStringLiteral("plans/two-node-smt2.json"));
}

void TestRatesFrom::twoRealSamplesAreTheLiveWeights()
{
    const IrqTable t = table(data("bdwup0-interrupts.after.txt"));
    auto w = recordedWeights(m_pair, t);
    VERIFY_OK(w);
    QCOMPARE(w->samples, 2);
    QCOMPARE(w->intervals, 1);
    QCOMPARE(w->seconds, 10.0);
    QCOMPARE(w->failed, 0);
    QCOMPARE(w->tableIrqs, 24);
    QCOMPARE(w->matchedIrqs, 24);
    QCOMPARE(w->recordedSource, QStringLiteral("bdwup0"));
    // The counts of the real pair, over 10 s.
    QCOMPARE(weightOf(t, w->perRow, "29"), 16.1);     // ahci: 6335 -> 6496
    QCOMPARE(weightOf(t, w->perRow, "42"), 9.5);      // bdwup0net-TxRx-3: 740 -> 835
    QCOMPARE(weightOf(t, w->perRow, "44"), 6.1);      // i210-TxRx-0: 112 -> 173
    QCOMPARE(weightOf(t, w->perRow, "0"), 0.0);       // timer: unchanged
    QCOMPARE(weightOf(t, w->perRow, "LOC"), 32752.8); // 327528 local timer interrupts on 8 CPUs

    // The GUI weighs by irqWeights over the monitor's latest interval: with
    // two samples that is the same interval, so the same weights.
    auto src = RecordingSource::open(m_pair);
    QVERIFY(src.ok());
    const Sample a = *(*src)->next(), b = *(*src)->next();
    const std::optional<IrqWeights> live = irqWeights(t, computeRates(a, b));
    QVERIFY(live);
    QCOMPARE(live->perRow.size(), w->perRow.size());
    for (std::size_t i = 0; i < t.irqs.size(); ++i)
        QVERIFY2(qFuzzyCompare(1 + live->perRow[i], 1 + w->perRow[i]), t.irqs[i].key.c_str());
}

void TestRatesFrom::meanOverIntervals()
{
    // Derived from the real pair: IRQ 41's counter starts near the top of a
    // 64-bit count and is reset at 25 s; i210-TxRx-4 (IRQ 48) appears at 15 s;
    // the read at 20 s failed.
    const QByteArray before = data("bdwup0-interrupts.before.txt");
    const QByteArray after = data("bdwup0-interrupts.after.txt");
    const QByteArray s0 = setCount(before, "41", 0, 4999999000);
    const QByteArray s1 = setCount(after, "41", 0, 4999999063);
    const QByteArray s2 =
        addRow(setCount(setCount(after, "41", 0, 4999999113), "29", 7, 6546), kNewRow);
    const QByteArray s4 =
        setCount(setCount(setCount(s2, "41", 0, 20), "29", 7, 6596), "48", 7, 107);
    const QString file = m_dir.filePath(QStringLiteral("mean.jsonl"));
    QVERIFY(writeTreeFile(file, recording({{0, s0}, {10, s1}, {15, s2}, {20, {}}, {25, s4}})));

    const IrqTable t = table(s4);
    auto w = recordedWeights(file, t);
    VERIFY_OK(w);
    QCOMPARE(w->samples, 4);
    QCOMPARE(w->failed, 1);
    QCOMPARE(w->intervals, 3); // 0-10, 10-15, and 15-25 across the failed read
    QCOMPARE(w->seconds, 25.0);
    QCOMPARE(w->matchedIrqs, 25);
    // ahci: 161 + 50 + 50 interrupts in 25 s.
    QVERIFY(qFuzzyCompare(weightOf(t, w->perRow, "29"), 261 / 25.0));
    // Reset in the last interval: that interval's 10 s do not count for it.
    QVERIFY(qFuzzyCompare(weightOf(t, w->perRow, "41"), 113 / 15.0));
    // New at 15 s: absent (0 irq/s) for 10 s, unknown for 5 s, 100 in 10 s.
    QVERIFY(qFuzzyCompare(weightOf(t, w->perRow, "48"), 100 / 20.0));
    // The remarks name the skipped sample.
    QVERIFY2(
        w->remarks().join(QLatin1Char('\n')).contains(QStringLiteral("1 sample(s) of recording")),
        qPrintable(w->remarks().join(QLatin1Char('\n'))));
}

void TestRatesFrom::partialMatch()
{
    // A bigger machine that shares some IRQ numbers with the recorded one:
    // the weights say how many of its IRQs the recording holds.
    const IrqTable t = table(test::readData(QStringLiteral("plans/root-milan0/proc/interrupts")));
    auto w = recordedWeights(m_pair, t);
    VERIFY_OK(w);
    QVERIFY(w->matchedIrqs > 0);
    QVERIFY(w->matchedIrqs < w->tableIrqs);
    const QString expected =
        QStringLiteral(
            "%1 of the %2 numbered IRQs of this machine are in recording %3; the others weigh 0")
            .arg(w->matchedIrqs)
            .arg(w->tableIrqs)
            .arg(m_pair);
    QVERIFY2(w->remarks().contains(expected), qPrintable(w->remarks().join(QLatin1Char('\n'))));
}

void TestRatesFrom::window()
{
    const QByteArray after = data("bdwup0-interrupts.after.txt");
    const QString file = m_dir.filePath(QStringLiteral("window.jsonl"));
    QVERIFY(writeTreeFile(file, recording({{0, data("bdwup0-interrupts.before.txt")},
                                           {10, after},
                                           {20, setCount(after, "29", 7, 6596)},
                                           {30, setCount(after, "29", 7, 6626)}})));
    const IrqTable t = table(after);
    auto all = recordedWeights(file, t);
    QVERIFY(all.ok());
    QVERIFY(qFuzzyCompare(weightOf(t, all->perRow, "29"), (161 + 100 + 30) / 30.0));
    auto w = recordedWeights(file, t, *RatesWindow::parse(QStringLiteral("10..30")));
    VERIFY_OK(w);
    QCOMPARE(w->intervals, 2);
    QCOMPARE(w->seconds, 20.0);
    QVERIFY(qFuzzyCompare(weightOf(t, w->perRow, "29"), 130 / 20.0));
    QVERIFY(w->description().contains(QStringLiteral("in the window 10..30 s")));
    auto open = recordedWeights(file, t, *RatesWindow::parse(QStringLiteral("15..")));
    QVERIFY(open.ok());
    QVERIFY(qFuzzyCompare(weightOf(t, open->perRow, "29"), 3.0));
    auto one = recordedWeights(file, t, *RatesWindow::parse(QStringLiteral("..5")));
    QVERIFY(!one.ok());
    QVERIFY(
        one.errorString().contains(QStringLiteral("in the window ..5 s holds 1 good sample(s)")));
}

void TestRatesFrom::windowParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::newRow("closed") << "60..120" << true;
    QTest::newRow("from") << "60.." << true;
    QTest::newRow("to") << "..120.5" << true;
    QTest::newRow("both open") << ".." << false;
    QTest::newRow("no dots") << "60" << false;
    QTest::newRow("reversed") << "120..60" << false;
    QTest::newRow("negative") << "-5..10" << false;
    QTest::newRow("word") << "a..b" << false;
}

void TestRatesFrom::windowParse()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    const auto w = RatesWindow::parse(text);
    QCOMPARE(w.ok(), ok);
    if (!ok)
        QVERIFY2(w.errorString().contains(text), qPrintable(w.errorString()));
}

void TestRatesFrom::planEqualsCorePath()
{
    const QString out = m_dir.filePath(QStringLiteral("plan.json"));
    const ProgramRun r = runCli(
        {QStringLiteral("plan"), QStringLiteral("--root"), m_root, QStringLiteral("--topology"),
         m_topo, QStringLiteral("--algorithm"), QStringLiteral("balance"), QStringLiteral("--irqs"),
         QStringLiteral("all"), QStringLiteral("--rates-from"), m_pair, QStringLiteral("--out"),
         out, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.code == 0, r.err.constData());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), r.out);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonObject params =
        o.value(QStringLiteral("generator")).toObject().value(QStringLiteral("params")).toObject();
    QCOMPARE(params.value(QStringLiteral("weights")).toString(), QStringLiteral("rates"));
    QCOMPARE(params.value(QStringLiteral("rates_from")).toString(), m_pair);
    QCOMPARE(params.value(QStringLiteral("rates_seconds")).toDouble(), 10.0);
    QCOMPARE(params.value(QStringLiteral("rates_intervals")).toInt(), 1);
    const QJsonArray notes = o.value(QStringLiteral("notes")).toArray();
    QVERIFY(!notes.isEmpty());
    QCOMPARE(notes.at(0).toString(),
             QStringLiteral("weights: recorded rates over 10.0 s (mean of 1 interval(s) of %1)")
                 .arg(m_pair));

    // The same request through the core, as the GUI's PlanRunner runs it on
    // the machine it read.
    SnapshotOptions opt;
    opt.topology = false;
    opt.stat = false;
    auto snap = readSnapshot(DirHostSource(m_root), opt);
    VERIFY_OK(snap);
    const IrqTable &t = snap->irqs;
    const Topology topo = test::planTopology("two-node-smt2.json");
    auto w = recordedWeights(m_pair, t);
    QVERIFY(w.ok());
    PlanRequest req;
    req.irqs = QStringLiteral("all");
    req.rates = w->perRow;
    auto plan = makePlan(*findPlanner(QStringLiteral("balance")), topo, t, req);
    VERIFY_OK(plan);
    const QJsonArray as = o.value(QStringLiteral("assignments")).toArray();
    QCOMPARE(qsizetype(plan->assignments.size()), as.size());
    std::map<int, QString> fromCli, fromCore;
    for (const auto &v : as)
        fromCli[v.toObject().value(QStringLiteral("irq")).toInt()] =
            v.toObject().value(QStringLiteral("cpus")).toString();
    for (const PlanAssignment &a : plan->assignments)
        fromCore[a.irq] = a.cpus.toListString();
    QCOMPARE(fromCli, fromCore);

    // Weighed by counts since boot instead, the plan differs: the weights matter.
    const ProgramRun counts = runCli(
        {QStringLiteral("plan"), QStringLiteral("--root"), m_root, QStringLiteral("--topology"),
         m_topo, QStringLiteral("--algorithm"), QStringLiteral("balance"), QStringLiteral("--irqs"),
         QStringLiteral("all"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(counts.code == 0, counts.err.constData());
    const QJsonObject c = QJsonDocument::fromJson(counts.out).object();
    QCOMPARE(c.value(QStringLiteral("generator"))
                 .toObject()
                 .value(QStringLiteral("params"))
                 .toObject()
                 .value(QStringLiteral("weights"))
                 .toString(),
             QStringLiteral("counts"));
    QVERIFY(c.value(QStringLiteral("assignments")) != o.value(QStringLiteral("assignments")));
}

void TestRatesFrom::compareSaysWeights()
{
    const QStringList args{QStringLiteral("compare"),
                           QStringLiteral("--root"),
                           m_root,
                           QStringLiteral("--topology"),
                           m_topo,
                           QStringLiteral("--algorithms"),
                           QStringLiteral("balance,policy-all"),
                           QStringLiteral("--irqs"),
                           QStringLiteral("all"),
                           QStringLiteral("--format"),
                           QStringLiteral("json")};
    const ProgramRun rates =
        runCli(args + QStringList{QStringLiteral("--rates-from"), m_pair,
                                  QStringLiteral("--rates-window"), QStringLiteral("0..10")});
    QVERIFY2(rates.code == 0, rates.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(rates.out).object();
    QCOMPARE(o.value(QStringLiteral("weights")).toString(), QStringLiteral("rates"));
    QCOMPARE(o.value(QStringLiteral("rates_from")).toString(), m_pair);
    QCOMPARE(o.value(QStringLiteral("rates_window")).toString(), QStringLiteral("0..10"));
    QCOMPARE(o.value(QStringLiteral("rates_intervals")).toInt(), 1);
    const QJsonObject balance = o.value(QStringLiteral("algorithms")).toArray().at(0).toObject();
    QVERIFY(balance.value(QStringLiteral("notes"))
                .toArray()
                .at(0)
                .toString()
                .startsWith(QStringLiteral("weights: recorded rates over 10.0 s")));

    const ProgramRun counts = runCli(args);
    QVERIFY2(counts.code == 0, counts.err.constData());
    const QJsonObject c = QJsonDocument::fromJson(counts.out).object();
    QCOMPARE(c.value(QStringLiteral("weights")).toString(), QStringLiteral("counts"));
    QVERIFY(!c.contains(QStringLiteral("rates_from")));
    // The imbalance is scored with the plan's own weights.
    QVERIFY(c.value(QStringLiteral("algorithms"))
                .toArray()
                .at(0)
                .toObject()
                .value(QStringLiteral("imbalance")) != balance.value(QStringLiteral("imbalance")));
}

void TestRatesFrom::errors_data()
{
    QTest::addColumn<QByteArray>("file"); // recording contents; empty: no file
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("stderrHas");
    const QByteArray before = data("bdwup0-interrupts.before.txt");
    const QByteArray after = data("bdwup0-interrupts.after.txt");
    const QByteArray pair = recording({{0, before}, {10, after}});
    QTest::newRow("missing file") << QByteArray() << QStringList() << 1
                                  << "cannot open recording %1";
    QTest::newRow("no header line")
        << QByteArray(200 * 1024, 'x') << QStringList() << 1 << "%1:1: not an irqatlas recording";
    QTest::newRow("not a recording")
        << before << QStringList() << 1 << "%1:1: not an irqatlas recording";
    QTest::newRow("watch csv")
        << QByteArray("time,interval,cpu,hardirq_pct,softirq_pct,irqs_per_s,softirqs_per_s\n")
        << QStringList() << 1 << "%1:1: a CSV of watch --format csv holds per-CPU rates only";
    QList<QByteArray> lines = pair.split('\n');
    lines.insert(2,
                 "{\"mono_ns\": 5000000000, \"wall_ms\": 1764495605000, \"interrupts\": \"!!\"}");
    QTest::newRow("malformed line")
        << lines.join('\n') << QStringList() << 1
        << "%1:3: \"interrupts\", \"stat\" and \"softirqs\" must be base64";
    lines[2] = "{\"mono_ns\": 5000000000";
    QTest::newRow("broken json") << lines.join('\n') << QStringList() << 1
                                 << "%1:3: not a recorded sample";
    QTest::newRow("other machine")
        << recording({{0, data("pcp-interrupts-2cpu-s390x.txt")},
                      {10, data("pcp-interrupts-2cpu-s390x.txt")}})
        << QStringList() << 1 << "recording %1 holds none of the 24 numbered IRQs of this machine";
    QTest::newRow("one sample") << recording({{0, before}}) << QStringList() << 1
                                << "recording %1 holds 1 good sample(s); rates need at least 2";
    QTest::newRow("failed samples") << recording({{0, before}, {10, {}}}) << QStringList() << 1
                                    << "recording %1 holds 1 good sample(s)";
    QTest::newRow("same time") << recording({{10, before}, {10, after}}) << QStringList() << 1
                               << "recording %1 has no interval with rates";
    QTest::newRow("window empty") << pair
                                  << QStringList{QStringLiteral("--rates-window"),
                                                 QStringLiteral("20..")}
                                  << 1
                                  << "recording %1 in the window 20.. s holds 0 good sample(s)";
    QTest::newRow("window syntax")
        << pair << QStringList{QStringLiteral("--rates-window"), QStringLiteral("20")} << 2
        << "--rates-window: \"20\": expected seconds A..B";
}

void TestRatesFrom::errors()
{
    QFETCH(QByteArray, file);
    QFETCH(QStringList, extra);
    QFETCH(int, code);
    QFETCH(QString, stderrHas);
    const QString rec = m_dir.filePath(QStringLiteral("bad-%1.jsonl")
                                           .arg(QString::fromLatin1(QTest::currentDataTag())
                                                    .replace(QLatin1Char(' '), QLatin1Char('-'))));
    if (!file.isEmpty())
        QVERIFY(writeTreeFile(rec, file));
    const QString out = m_dir.filePath(QStringLiteral("never.json"));
    for (const char *cmd : {"plan", "compare"}) {
        QStringList args{QLatin1String(cmd),
                         QStringLiteral("--root"),
                         m_root,
                         QStringLiteral("--topology"),
                         m_topo,
                         QStringLiteral("--irqs"),
                         QStringLiteral("all"),
                         QStringLiteral("--rates-from"),
                         rec};
        args += cmd[0] == 'p'
                    ? QStringList{QStringLiteral("--algorithm"), QStringLiteral("balance"),
                                  QStringLiteral("--out"), out}
                    : QStringList{QStringLiteral("--algorithms"), QStringLiteral("balance")};
        const ProgramRun r = runCli(args + extra);
        QCOMPARE(r.code, code);
        const QString want =
            stderrHas.contains(QLatin1String("%1")) ? stderrHas.arg(rec) : stderrHas;
        QVERIFY2(QString::fromUtf8(r.err).contains(want), r.err.constData());
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(out));
    }
}

void TestRatesFrom::windowNeedsRecording()
{
    const ProgramRun r = runCli(
        {QStringLiteral("plan"), QStringLiteral("--root"), m_root, QStringLiteral("--topology"),
         m_topo, QStringLiteral("--algorithm"), QStringLiteral("balance"), QStringLiteral("--irqs"),
         QStringLiteral("all"), QStringLiteral("--rates-window"), QStringLiteral("0..10")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--rates-window needs --rates-from FILE"), r.err.constData());
}

void TestRatesFrom::recordLineShapes()
{
    // The quick reading of the usual line and QJsonDocument's reading of
    // every other shape give the same sample.
    Sample s;
    s.monotonicNs = 9007199254740993; // above 2^53: must stay exact
    s.wallMs = 1764495600250;
    s.interruptsText = data("bdwup0-interrupts.after.txt");
    s.statText = data("node_exporter-stat.txt");
    const QByteArray line = recordLine(s);
    std::vector<FlatJsonField> fields;
    QVERIFY(scanFlatJsonObject(QByteArrayView(line), fields));
    QCOMPARE(fields.size(), std::size_t(5));
    QCOMPARE(fields[0].value, QByteArrayView("9007199254740993"));
    QVERIFY(fields[2].isString);

    const QByteArray b64 = s.interruptsText.toBase64(), stat = s.statText.toBase64();
    const QList<QByteArray> shapes = {
        line,
        // Other key order, other spacing, an unknown key, no trailing newline.
        "{ \"softirqs\":\"\",\"stat\" : \"" + stat + "\", \"note\": \"x\", \"interrupts\": \"" +
            b64 + "\",\n \"wall_ms\": 1764495600250, \"mono_ns\": 9007199254740993 }",
        // An escaped slash is JSON too, but not the quick shape.
        "{\"mono_ns\": 9007199254740993, \"wall_ms\": 1764495600250, \"note\": \"a\\/b\", "
        "\"interrupts\": \"" +
            b64 + "\", \"stat\": \"" + stat + "\", \"softirqs\": \"\"}",
    };
    for (const QByteArray &shape : shapes) {
        auto r = sampleFromRecordLine(shape, QStringLiteral("rec.jsonl"), 2);
        VERIFY_OK(r);
        QVERIFY(r->ok());
        QCOMPARE(r->monotonicNs, s.monotonicNs);
        QCOMPARE(r->wallMs, s.wallMs);
        QCOMPARE(r->interruptsText, s.interruptsText);
        QCOMPARE(r->statText, s.statText);
        QCOMPARE(r->parsed->irqs.irqs.size(), std::size_t(43));
    }
    QVERIFY(!scanFlatJsonObject(QByteArrayView(shapes[2]), fields));
    for (const char *bad :
         {"", "{", "{\"a\": 1.5}", "{\"a\": [1]}", "{\"a\" 1}", "{\"a\": 1} x", "{\"a\": 1,}"})
        QVERIFY2(!scanFlatJsonObject(QByteArrayView(bad), fields), bad);
    QVERIFY(scanFlatJsonObject(QByteArrayView("{}"), fields));
    QVERIFY(fields.empty());
}

QTEST_GUILESS_MAIN(TestRatesFrom)
#include "tst_ratesfrom.moc"
