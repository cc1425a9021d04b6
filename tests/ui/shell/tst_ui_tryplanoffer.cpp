// Plan → Try Plan… says what it would try: disabled, with the reason, when
// there are no pending changes and no plan in the Plan dock; the dock's plan
// when there are no pending changes. On a saved machine it refuses as Apply
// does, offering Save as Plan… and Export Script…. A plan that places or
// weighs nothing comes with a real warning, and the Warnings tab never reads
// "(0)".
#include "applytree.h"
#include "testdata.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"
#include "ui/plangenerate.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// The buttons of a refusal box, by object name, and its standard buttons.
QStringList buttonsOf(const QMessageBox *box)
{
    QStringList names;
    for (const QAbstractButton *b : box->buttons())
        if (!b->objectName().isEmpty())
            names << b->objectName();
    names.sort();
    names << QString::number(int(box->standardButtons()));
    return names;
}

bool hasRule(const GeneratedPlan &g, const QString &rule)
{
    for (const LintFinding &f : g.lint)
        if (f.rule == rule && f.severity == LintFinding::Severity::Warning)
            return true;
    return false;
}

} // namespace

class TestUiTryPlanOffer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_root = m_dir.filePath(QStringLiteral("root"));
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(addStaticLoad(m_root));
    }

    void offersWhatItWouldTry()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        QAction *tryPlan = w.tryPlanAction();
        QVERIFY(tryPlan);
        QVERIFY(!tryPlan->isEnabled());
        QVERIFY2(tryPlan->toolTip().contains(QStringLiteral("Nothing to try")),
                 qPrintable(tryPlan->toolTip()));
        QCOMPARE(tryPlan->statusTip(), tryPlan->toolTip());
        QVERIFY(!w.tryPending());

        // A plan in the dock: it can be tried before it is accepted.
        PlanPanel *panel = w.planPanel();
        QVERIFY2(generateWith(*panel, QStringLiteral("balance"), QStringLiteral("25-28")),
                 qPrintable(panel->message()));
        QVERIFY(tryPlan->isEnabled());
        QVERIFY2(tryPlan->toolTip().contains(QStringLiteral("Plan dock")),
                 qPrintable(tryPlan->toolTip()));
        // A saved machine cannot be tried: the refusal offers what Apply's does.
        QVERIFY(!w.tryPending());
        auto *tryBox = w.findChild<QMessageBox *>(QStringLiteral("tryElsewhere"));
        QVERIFY(tryBox);
        QVERIFY(tryBox->text().contains(QStringLiteral("irqatlas-cli trial")));

        QVERIFY(panel->acceptCurrent().ok());
        QVERIFY(tryPlan->toolTip().contains(QStringLiteral("pending changes")));
        QVERIFY(!w.applyPending());
        auto *applyBox = w.findChild<QMessageBox *>(QStringLiteral("applyElsewhere"));
        QVERIFY(applyBox);
        QCOMPARE(buttonsOf(tryBox), buttonsOf(applyBox));
        QCOMPARE(buttonsOf(tryBox).size(), 3); // Save as Plan…, Export Script…, Close
        tryBox->close();
        applyBox->close();

        // Nothing pending and the dock's plan gone (a new machine): disabled again.
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!tryPlan->isEnabled(), 30000);
    }

    void outcomesWithoutEffectWarn()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        PlanPanel *panel = w.planPanel();
        auto *tabs = panel->findChild<QTabWidget *>();
        QVERIFY(tabs);
        const int warnings = tabs->count() - 1;
        // The xhci IRQs never fired: balance has no load to weigh.
        QVERIFY2(generateWith(*panel, QStringLiteral("balance"), QStringLiteral("30-34")),
                 qPrintable(panel->message()));
        QVERIFY(hasRule(*panel->current(), QStringLiteral("no-load")));
        QCOMPARE(tabs->tabText(warnings),
                 QStringLiteral("Warnings (%1)").arg(panel->current()->lint.size()));
        // Whatever comes out, "(0)" is never shown, and a plan that places
        // none of its IRQs says so.
        for (const QString &algorithm : {QStringLiteral("group-evenly"), QStringLiteral("balance"),
                                         QStringLiteral("policy-local")}) {
            for (const QString &irqs : {QStringLiteral("25-28"), QStringLiteral("30-34")}) {
                if (!generateWith(*panel, algorithm, irqs))
                    continue; // refused with a message: nothing to label
                const GeneratedPlan &g = *panel->current();
                QVERIFY(!tabs->tabText(warnings).contains(QStringLiteral("(0)")));
                QCOMPARE(tabs->tabText(warnings) == QStringLiteral("Warnings"), g.lint.empty());
                if (g.plan.assignments.empty())
                    QVERIFY2(hasRule(g, QStringLiteral("nothing-planned")),
                             qPrintable(algorithm + QLatin1Char(' ') + irqs));
            }
        }
    }
};

QTEST_MAIN(TestUiTryPlanOffer)
#include "tst_ui_tryplanoffer.moc"
