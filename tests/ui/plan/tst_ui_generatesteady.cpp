// The Generate button of the Plan dock stays where it is while the form's
// hints come and go: they are shown below it, at 1366x768 as on a user's
// laptop.
#include "applytree.h"
#include "testdata.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// Lays out every pending change, as the event loop would before painting.
void settle(QWidget &w)
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (w.layout())
            w.layout()->activate();
    }
}

QRect placeOf(const QWidget *widget, const QWidget *window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

// A visible hint with text below the form.
bool hintShown(const QWidget *hints)
{
    for (const QLabel *l : hints->findChildren<QLabel *>())
        if (l->isVisible() && !l->text().isEmpty())
            return true;
    return false;
}

// IRQATLAS_GENERATE_SHOT=DIR: the window with the hint, as DIR/NAME.png.
void saveShot(QWidget &w, const QString &name)
{
    if (const QString dir = qEnvironmentVariable("IRQATLAS_GENERATE_SHOT"); !dir.isEmpty())
        w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TestUiGenerateSteady : public QObject
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

    void hintsDoNotMoveGenerate()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.findChild<QAction *>(QStringLiteral("generatePlanAction"))->trigger();
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("planDock"));
        QTRY_VERIFY(dock->isVisible());
        PlanPanel *panel = w.planPanel();
        auto *generate = panel->findChild<QPushButton *>(QStringLiteral("planGenerate"));
        QVERIFY(generate);
        QWidget *hints = panel->form()->hintArea();
        panel->form()->setSelection(QStringLiteral("all"));
        settle(w);
        QVERIFY(!hintShown(hints));
        const QRect before = placeOf(generate, &w);

        // The selection's mistake, as it is typed.
        panel->form()->setSelection(QStringLiteral("name:("));
        settle(w);
        QVERIFY(hintShown(hints));
        saveShot(w, QStringLiteral("selection-hint"));
        QCOMPARE(placeOf(generate, &w), before);
        // Hints sit below the button.
        QVERIFY(placeOf(hints, &w).top() >= before.bottom());

        // The request's mistake, shown when Generate is pressed.
        panel->form()->setSelection(QStringLiteral("all"));
        panel->form()->setCpus(QStringLiteral("x-y"));
        QVERIFY(!panel->generate());
        settle(w);
        QVERIFY(hintShown(hints));
        QCOMPARE(placeOf(generate, &w), before);

        // And gone again.
        panel->form()->setCpus(QString());
        settle(w);
        QCOMPARE(placeOf(generate, &w), before);
    }
};

QTEST_MAIN(TestUiGenerateSteady)
#include "tst_ui_generatesteady.moc"
