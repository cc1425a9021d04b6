// View > Cache Boxes in the main window: a checkable action that hides the
// L3 domain boxes and is remembered in the settings.
#include "layout/topologylayout.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/machineloader.h"
#include "ui/graph/topologyview.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QSettings>
#include <QTest>
#include <algorithm>

using namespace irqatlas;

class TestUiCacheBoxes : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test")); }

    void cacheBoxesToggle()
    {
        // View > Cache Boxes: checked by default, hides the L3 boxes, and the
        // choice outlives the window.
        auto topo = loadTopologyXml(
            test::dataPath(QStringLiteral("ui/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml")));
        QVERIFY(topo.ok());
        MachineData m;
        m.topology = *topo;
        m.hasTopology = true;
        const auto domainBoxes = [](const MainWindow &w) {
            const auto &boxes = w.topologyView()->layout().boxes;
            return std::count_if(boxes.begin(), boxes.end(),
                                 [](const LayoutBox &b) { return b.kind == BoxKind::CacheDomain; });
        };
        QSettings().remove(QStringLiteral("view/cacheBoxes"));
        {
            MainWindow w;
            w.setMachine(m, {MachineSource::HwlocXml, QStringLiteral("test")});
            auto *act = w.findChild<QAction *>(QStringLiteral("cacheBoxesAction"));
            QVERIFY(act);
            QVERIFY(act->isCheckable());
            QVERIFY(act->isChecked());
            QCOMPARE(domainBoxes(w), 24);
            act->trigger();
            QVERIFY(!w.topologyView()->showCacheDomains());
            QCOMPARE(domainBoxes(w), 0);
            QCOMPARE(QSettings().value(QStringLiteral("view/cacheBoxes")).toBool(), false);
        }
        MainWindow again;
        auto *act = again.findChild<QAction *>(QStringLiteral("cacheBoxesAction"));
        QVERIFY(!act->isChecked());
        again.setMachine(m, {MachineSource::HwlocXml, QStringLiteral("test")});
        QCOMPARE(domainBoxes(again), 0);
        act->trigger();
        QCOMPARE(domainBoxes(again), 24);
        QSettings().remove(QStringLiteral("view/cacheBoxes"));
    }
};

QTEST_MAIN(TestUiCacheBoxes)
#include "tst_ui_cacheboxes.moc"
