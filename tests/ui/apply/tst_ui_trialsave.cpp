// Plan > Try Plan… in dry-run mode on a test tree: the metric command runs
// at the end of each phase like the CLI's --metric, and Save Results…
// writes what `irqatlas-cli trial --out DIR` writes (report --trial reads it).

#include "applytree.h"
#include "faketree.h"
#include "testdata.h"
#include "trialshape.h"
#include "trydialog.h"
#include "ui/apply/tryplandialog.h"
#include "ui/shell/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

} // namespace

class TestUiTrialSave : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;

    // Plan > Try Plan… for the tree, as a dry run of three intervals a phase.
    TryPlanDialog *openTrial(MainWindow &w)
    {
        TryPlanDialog *dlg = openTryPlan(w, m_root, 0.6, 0.6, 0.2);
        if (dlg)
            dlg->setDryRun(true);
        return dlg;
    }

private slots:
    void init()
    {
        m_root = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(addStaticLoad(m_root));
    }

    // The metric command as typed, through /bin/sh -c: its last number is
    // each phase's figure, shown as a row of its own; then the results saved.
    void metricAndSave()
    {
        const auto before = treeFiles(m_root);
        MainWindow w;
        TryPlanDialog *dlg = openTrial(w);
        QVERIFY(dlg);
        // Each run counts itself: the baseline's figure is 1, the after's 2.
        const QString counter = m_dir.filePath(QStringLiteral("runs"));
        const QString cmd = QStringLiteral("echo x >> '%1'; echo \"run $(wc -l < '%1') of 2\"; "
                                           "wc -l < '%1'")
                                .arg(counter);
        auto *edit = dlg->findChild<QLineEdit *>(QStringLiteral("metricCommand"));
        QVERIFY(edit);
        edit->setText(cmd);
        QVERIFY(!dlg->saveButton()->isEnabled());
        QSignalSpy done(dlg, &TryPlanDialog::trialFinished);
        dlg->start();
        QVERIFY(!edit->isEnabled());
        QVERIFY(done.wait(120000) || done.count() == 1);
        QCOMPARE(dlg->stage(), TryPlanDialog::Stage::Done);
        QVERIFY2(dlg->verdict().has_value(), qPrintable(dlg->statusText()));
        QCOMPARE(dlg->metricBefore(), std::optional<double>(1));
        QCOMPARE(dlg->metricAfter(), std::optional<double>(2));
        // 7 machine-wide figures and the metric's row.
        QCOMPARE(dlg->verdictTable()->rowCount(), 8);
        QCOMPARE(dlg->verdictTable()->item(7, 3)->text(), QStringLiteral("1"));
        QVERIFY(dlg->saveButton()->isEnabled());

        const QString out = m_dir.filePath(QStringLiteral("results"));
        const Status saved = dlg->saveResults(out);
        if (!saved.ok())
            QFAIL(qPrintable(saved.errorString()));
        const QStringList files = QDir(out).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files, (QStringList{QStringLiteral("after.jsonl"), QStringLiteral("before.jsonl"),
                                     QStringLiteral("plan.json"), QStringLiteral("report.json")}));
        const QJsonObject report =
            QJsonDocument::fromJson(fileBytes(out + QStringLiteral("/report.json"))).object();
        checkTrialShape(report);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(report.value(QStringLiteral("format")).toString(),
                 QStringLiteral("irqatlas-trial"));
        QCOMPARE(report.value(QStringLiteral("dry_run")).toBool(), true);
        QCOMPARE(report.value(QStringLiteral("applied")).toBool(), false);
        QCOMPARE(report.value(QStringLiteral("kept")).toBool(), false);
        QCOMPARE(report.value(QStringLiteral("metric_command")).toString(), cmd);
        QCOMPARE(report.value(QStringLiteral("plan_file")).toString(), QStringLiteral("plan.json"));
        for (const char *phase : {"before", "after"}) {
            const QJsonObject p = report.value(QLatin1String(phase)).toObject();
            QCOMPARE(p.value(QStringLiteral("intervals")).toInt(), 3);
            QCOMPARE(p.value(QStringLiteral("recording")).toString(),
                     QLatin1String(phase) + QStringLiteral(".jsonl"));
        }
        QCOMPARE(report.value(QStringLiteral("before"))
                     .toObject()
                     .value(QStringLiteral("metric"))
                     .toDouble(),
                 1.0);
        const QJsonObject metric =
            report.value(QStringLiteral("verdict")).toArray().last().toObject();
        QCOMPARE(metric.value(QStringLiteral("metric")).toString(), QStringLiteral("metric"));
        QCOMPARE(metric.value(QStringLiteral("change")).toDouble(), 1.0);
        // The plan is the pending changes, in the plan file format.
        const QJsonObject plan =
            QJsonDocument::fromJson(fileBytes(out + QStringLiteral("/plan.json"))).object();
        QCOMPARE(plan.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-plan"));
        QCOMPARE(plan, report.value(QStringLiteral("plan")).toObject());

        // The recordings replay like the CLI's, one line per interval.
        for (const char *phase : {"before", "after"}) {
            const ProgramRun replay =
                runCli({QStringLiteral("watch"), QStringLiteral("--replay"),
                        out + QLatin1Char('/') + QLatin1String(phase) + QStringLiteral(".jsonl"),
                        QStringLiteral("--format"), QStringLiteral("json")});
            QVERIFY2(replay.code == 0, replay.err.constData());
            QCOMPARE(replay.out.trimmed().split('\n').size(), 3);
        }
        // The CLI's report takes the folder as a trial directory.
        const QString html = m_dir.filePath(QStringLiteral("trial.html"));
        const ProgramRun r =
            runCli({QStringLiteral("report"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--trial"), out, QStringLiteral("--out"), html});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(fileBytes(html).contains("id=\"trial\""));

        // A folder that is not empty is refused and left alone.
        const Status again = dlg->saveResults(out);
        QVERIFY(!again.ok());
        QVERIFY2(again.errorString().contains(QStringLiteral("not empty")),
                 qPrintable(again.errorString()));
        QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name), files);
        // A dry run wrote nothing to the tree.
        QCOMPARE(treeFiles(m_root), before);
    }

    // A metric command that fails ends the trial with its reason; nothing is
    // saved.
    void failingMetricEndsTheTrial()
    {
        MainWindow w;
        TryPlanDialog *dlg = openTrial(w);
        QVERIFY(dlg);
        dlg->setMetricCommand(QStringLiteral("echo 12; exit 3"));
        QSignalSpy done(dlg, &TryPlanDialog::trialFinished);
        dlg->start();
        QVERIFY(done.wait(120000) || done.count() == 1);
        QCOMPARE(dlg->stage(), TryPlanDialog::Stage::Done);
        QVERIFY2(dlg->statusText().contains(QStringLiteral("exit status 3")),
                 qPrintable(dlg->statusText()));
        QVERIFY(!dlg->verdict().has_value());
        QVERIFY(!dlg->saveButton()->isEnabled());
        QVERIFY(!dlg->saveResults(m_dir.filePath(QStringLiteral("none"))).ok());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("none"))));

        MainWindow w2;
        TryPlanDialog *quiet = openTrial(w2);
        QVERIFY(quiet);
        quiet->setMetricCommand(QStringLiteral("echo no figure"));
        QSignalSpy quietDone(quiet, &TryPlanDialog::trialFinished);
        quiet->start();
        QVERIFY(quietDone.wait(120000) || quietDone.count() == 1);
        QVERIFY2(quiet->statusText().contains(QStringLiteral("printed no number")),
                 qPrintable(quiet->statusText()));
    }
};

QTEST_MAIN(TestUiTrialSave)
#include "tst_ui_trialsave.moc"
