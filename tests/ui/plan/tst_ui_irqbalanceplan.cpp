// The Plan dock offers irqbalance like any planner: on this machine it runs
// the real program over a private copy of /proc/irq and shows its plan; on a
// topology file alone it says what it needs instead.
#include "irqbalancedaemon.h"
#include "testdata.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrunner.h"
#include "ui/plangenerate.h"
#include "ui/shell/mainwindow.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace irqatlas;

class TestUiIrqbalancePlan : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (QStandardPaths::findExecutable(QStringLiteral("irqbalance"),
                                           {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")})
                .isEmpty())
            QSKIP("no irqbalance program (Debian: apt install irqbalance)");
    }

    void thisMachine()
    {
        MainWindow w;
        w.setRemembersSources(false);
        QVERIFY(w.openBlocking({MachineSource::LocalMachine, QString()}).ok());
        const auto before = test::machineAffinities();
        const bool made =
            test::generateWith(*w.planPanel(), QStringLiteral("irqbalance"), QStringLiteral("all"));
        if (!made && w.planPanel()->message().contains(QStringLiteral("namespace")))
            QSKIP(qPrintable(w.planPanel()->message()));
        QVERIFY2(made, qPrintable(w.planPanel()->message()));
        const GeneratedPlan *g = w.planPanel()->current();
        QVERIFY(g);
        QCOMPARE(g->algorithm, QStringLiteral("irqbalance"));
        QVERIFY(g->plan.notes.join(QLatin1Char('\n')).contains(QStringLiteral("Package")));
        QCOMPARE(test::machineAffinities(), before);
    }

    void topologyFileSaysWhatItNeeds()
    {
        MainWindow w;
        w.setRemembersSources(false);
        QVERIFY(
            w.openBlocking(
                 {MachineSource::HwlocXml,
                  test::dataPath(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml")),
                  test::dataPath(QStringLiteral("proc-interrupts/pcp-interrupts-8cpu-x86_64.txt"))})
                .ok());
        QVERIFY(!test::generateWith(*w.planPanel(), QStringLiteral("irqbalance"),
                                    QStringLiteral("all")));
        QVERIFY2(w.planPanel()->message().contains(QStringLiteral("machine's own files")),
                 qPrintable(w.planPanel()->message()));
    }
};

QTEST_MAIN(TestUiIrqbalancePlan)
#include "tst_ui_irqbalanceplan.moc"
