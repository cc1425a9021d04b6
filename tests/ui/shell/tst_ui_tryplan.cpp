// Plan > Try Plan…: the trial dialog on a test tree through
// irqatlas-helper-testroot. Revert restores every file, Keep confirms,
// closing the dialog reverts, a dry run writes nothing.

#include "applytree.h"
#include "testdata.h"
#include "trydialog.h"
#include "ui/apply/tryplandialog.h"
#include "ui/shell/mainwindow.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

class TestUiTryPlan : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;

    TryPlanDialog *openTrial(MainWindow &w) { return openTryPlan(w, m_root, 0.4, 0.4, 0.2); }

private slots:
    void initTestCase()
    {
        if (testRootHelper().isEmpty())
            QSKIP(kNoTestRootHelper);
    }

    void init()
    {
        m_root = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(addStaticLoad(m_root));
    }

    void revertRestores()
    {
        const auto before = treeFiles(m_root);
        MainWindow w;
        TryPlanDialog *dlg = openTrial(w);
        QVERIFY(dlg);
        QSignalSpy done(dlg, &TryPlanDialog::trialFinished);
        dlg->start();
        QTRY_VERIFY_WITH_TIMEOUT(dlg->stage() == TryPlanDialog::Stage::Deciding, 120000);
        QVERIFY(dlg->verdict().has_value());
        QCOMPARE(dlg->verdictTable()->rowCount(), 7);
        // The plan is in place while the user decides.
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QVERIFY(dlg->keepButton()->isEnabled());
        dlg->revertButton()->click();
        QVERIFY(done.wait(120000) || done.count() == 1);
        QCOMPARE(done.first().at(0).toBool(), false);
        QCOMPARE(treeFiles(m_root), before);
    }

    void keepConfirms()
    {
        MainWindow w;
        TryPlanDialog *dlg = openTrial(w);
        QVERIFY(dlg);
        QSignalSpy done(dlg, &TryPlanDialog::trialFinished);
        dlg->start();
        QTRY_VERIFY_WITH_TIMEOUT(dlg->stage() == TryPlanDialog::Stage::Deciding, 120000);
        dlg->keepButton()->click();
        QVERIFY(done.wait(120000) || done.count() == 1);
        QCOMPARE(done.first().at(0).toBool(), true);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
    }

    void closingReverts()
    {
        const auto before = treeFiles(m_root);
        MainWindow w;
        TryPlanDialog *dlg = openTrial(w);
        QVERIFY(dlg);
        dlg->start();
        QTRY_VERIFY_WITH_TIMEOUT(dlg->stage() == TryPlanDialog::Stage::Deciding, 120000);
        dlg->close(); // the window's close button: reject()
        QTRY_COMPARE_WITH_TIMEOUT(treeFiles(m_root), before, 120000);
    }

    void dryRunWritesNothing()
    {
        const auto before = treeFiles(m_root);
        MainWindow w;
        TryPlanDialog *dlg = openTrial(w);
        QVERIFY(dlg);
        dlg->setDryRun(true);
        QSignalSpy done(dlg, &TryPlanDialog::trialFinished);
        dlg->start();
        QVERIFY(done.wait(120000) || done.count() == 1);
        QCOMPARE(dlg->stage(), TryPlanDialog::Stage::Done);
        QCOMPARE(done.first().at(0).toBool(), false);
        QVERIFY(!dlg->keepButton()->isEnabled());
        // A/A on static files: every figure within noise.
        for (const MetricVerdict &m : dlg->verdict()->machine)
            QCOMPARE(m.comparison.judgement, Judgement::WithinNoise);
        QCOMPARE(treeFiles(m_root), before);
    }
};

QTEST_MAIN(TestUiTryPlan)
#include "tst_ui_tryplan.moc"
