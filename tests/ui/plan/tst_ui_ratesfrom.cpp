// A plan the GUI makes with live rates can be made again on the command line
// from a recording of the same interval: the Plan dock's form weighs the IRQs
// by the monitor's latest Rates, `plan --rates-from` by the recording's mean,
// and over one interval the two are the same weights and the same plan.
#include "faketree.h"
#include "live/rates.h"
#include "live/recording.h"
#include "planinput.h"
#include "procfs/hostsource.h"
#include "snapshot/snapshot.h"
#include "testdata.h"
#include "treefile.h"
#include "ui/plan/planrequestform.h"
#include "ui/plan/planrunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

QByteArray data(const char *name)
{
    return test::readData(QStringLiteral("recordings/") + QLatin1String(name));
}

} // namespace

class TestUiRatesFrom : public QObject
{
    Q_OBJECT
private slots:
    void guiLiveRatesPlanEqualsRatesFrom();
};

void TestUiRatesFrom::guiLiveRatesPlanEqualsRatesFrom()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = dir.filePath(QStringLiteral("root"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/proc")));
    QVERIFY(writeTreeFile(root + QStringLiteral("/proc/interrupts"),
                          data("bdwup0-interrupts.after.txt")));

    // The recording: the real before and after of bdwup0, 10 s apart.
    const QString rec = dir.filePath(QStringLiteral("pair.jsonl"));
    {
        auto w = RecordingWriter::create(rec, QStringLiteral("bdwup0"));
        QVERIFY(w.ok());
        int k = 0;
        for (const char *file : {"bdwup0-interrupts.before.txt", "bdwup0-interrupts.after.txt"}) {
            Sample s;
            s.monotonicNs = 81234567890 + std::int64_t(k) * 10000000000;
            s.wallMs = 1764495600000 + k * 10000;
            s.interruptsText = data(file);
            s.statText = data("node_exporter-stat.txt");
            QVERIFY(parseSample(s, QStringLiteral("sample")).ok());
            QVERIFY((*w)->write(s).ok());
            ++k;
        }
    }

    // The GUI: the machine as the window reads it, the monitor's interval
    // over that same recording, the Plan dock's form.
    SnapshotOptions opt;
    opt.topology = false;
    opt.stat = false;
    auto snap = readSnapshot(DirHostSource(root), opt);
    QVERIFY(snap.ok());
    auto machine = std::make_shared<PlanMachine>();
    machine->topology = test::planTopology("two-node-smt2.json");
    machine->irqs = snap->irqs;
    auto src = RecordingSource::open(rec);
    QVERIFY(src.ok());
    const Sample a = *(*src)->next(), b = *(*src)->next();
    PlanRequestForm form;
    form.setMachine(machine);
    form.setLiveRates(std::make_shared<const Rates>(computeRates(a, b)));
    QVERIFY(form.setAlgorithm(QStringLiteral("balance")));
    form.setSelection(QStringLiteral("all"));
    auto req = form.request();
    QVERIFY(req.ok());
    QVERIFY(req->rates.has_value());
    QCOMPARE(form.weightsText(), QStringLiteral("live rates over 10.0 s"));
    auto gui = generatePlan(*machine, form.algorithm(), *req);
    QVERIFY2(gui.ok(), gui.ok() ? "" : qPrintable(gui.errorString()));

    // The command line, from the recording.
    const QString topo = test::dataPath(QStringLiteral("plans/two-node-smt2.json"));
    const QStringList where{QStringLiteral("--root"),       root,
                            QStringLiteral("--topology"),   topo,
                            QStringLiteral("--irqs"),       QStringLiteral("all"),
                            QStringLiteral("--rates-from"), rec,
                            QStringLiteral("--format"),     QStringLiteral("json")};
    const test::ProgramRun plan =
        test::runCli(QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"),
                                 QStringLiteral("balance")} +
                     where);
    QVERIFY2(plan.code == 0, plan.err.constData());
    std::map<int, QString> cli, shown;
    const QJsonArray assignments =
        QJsonDocument::fromJson(plan.out).object().value(QStringLiteral("assignments")).toArray();
    for (const auto &v : assignments)
        cli[v.toObject().value(QStringLiteral("irq")).toInt()] =
            v.toObject().value(QStringLiteral("cpus")).toString();
    for (const auto &[irq, cpus] : gui->assignments())
        shown[irq] = cpus.toListString();
    QCOMPARE(cli, shown);

    // And compare scores it as the Plan dock does.
    const test::ProgramRun cmp =
        test::runCli(QStringList{QStringLiteral("compare"), QStringLiteral("--algorithms"),
                                 QStringLiteral("balance")} +
                     where);
    QVERIFY2(cmp.code == 0, cmp.err.constData());
    const QJsonObject col = QJsonDocument::fromJson(cmp.out)
                                .object()
                                .value(QStringLiteral("algorithms"))
                                .toArray()
                                .at(0)
                                .toObject();
    QVERIFY(gui->score.imbalance.has_value());
    QVERIFY(
        qFuzzyCompare(col.value(QStringLiteral("imbalance")).toDouble(), *gui->score.imbalance));
    QCOMPARE(col.value(QStringLiteral("max_irqs_per_cpu")).toInt(), gui->score.maxIrqsPerCpu);
}

QTEST_MAIN(TestUiRatesFrom)
#include "tst_ui_ratesfrom.moc"
