// Legends and a steady layout: the graph keeps its arrangement when a dock
// opens, toolbar buttons stay put as the Undo step's name grows, empty graph
// space clears the scope, the legend explains every mark in the current mode,
// tile text stays readable on the hottest colour, and a failed tab that opens
// another file takes its name and loses the old error.
#include "layout/compactlabels.h"
#include "layout/topologylayout.h"
#include "live/rates.h"
#include "testdata.h"
#include "ui/common/graphstate.h"
#include "ui/common/machineloader.h"
#include "ui/graph/boxdescription.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/graphlegend.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/rowlabelpaint.h"
#include "ui/graph/tileink.h"
#include "ui/graph/topologypainter.h"
#include "ui/graph/topologyview.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/workspacewindow.h"

#include <QAction>
#include <QDockWidget>
#include <QFontMetricsF>
#include <QImage>
#include <QMenuBar>
#include <QPainter>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

using namespace irqatlas;

namespace {

const QString k24Pu = QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml");

std::vector<QRectF> packageRects(const TopologyView *v)
{
    std::vector<QRectF> out;
    for (const LayoutBox &b : v->layout().boxes)
        if (b.kind == BoxKind::Package)
            out.push_back(b.rect);
    return out;
}

} // namespace

class TestUiSteadyLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-steadylayout"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_steadylayout"));
    }
    void init() { QSettings().clear(); }

    // Opening the Plan and Legend docks narrows the graph: it is scaled to
    // fit, never re-arranged (side-by-side packages stayed side by side).
    void noReflowWhenADockOpens()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k24Pu)}));
        // Wide enough for the two packages to sit side by side.
        w.resize(2200, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TopologyView *v = w.topologyView();
        QTRY_VERIFY(v->viewport()->width() > 1600);
        const auto before = packageRects(v);
        QCOMPARE(before.size(), std::size_t(2));
        QCOMPARE(before[0].top(), before[1].top()); // side by side
        const int width = v->viewport()->width();

        for (const char *dock : {"planDock", "legendDock"}) {
            auto *d = w.findChild<QDockWidget *>(QLatin1String(dock));
            QVERIFY(d);
            d->show();
        }
        // The docks take their share (a fifth for the Plan dock), no more.
        QTRY_VERIFY(v->viewport()->width() < width - 300);
        QCOMPARE(packageRects(v), before);
        // Still the whole machine on show, only smaller.
        QTRY_VERIFY(v->mapFromScene(v->layout().bounds).boundingRect().width() <=
                    v->viewport()->width() + 1);
    }

    void emptySpaceClearsTheScope()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k24Pu)}));
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TopologyView *v = w.topologyView();
        const TopologyLayout &layout = v->layout();
        int pu = -1, pkg = -1;
        for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
            if (layout.boxes[i].kind == BoxKind::Pu && pu < 0)
                pu = int(i);
            if (layout.boxes[i].kind == BoxKind::Package && pkg < 0)
                pkg = int(i);
        }
        QVERIFY(pu >= 0 && pkg >= 0);
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {},
                          v->mapFromScene(layout.boxes[std::size_t(pu)].rect.center()));
        QVERIFY(!v->state().selectedCpus.empty());

        // A point inside the package, below its title and outside its nodes.
        const QRectF r = layout.boxes[std::size_t(pkg)].rect;
        const QPointF inside(r.left() + 2, r.bottom() - 2);
        QCOMPARE(layout.boxAt(inside), pkg);
        const QPoint at = v->mapFromScene(inside);
        QCOMPARE(v->clickTargetAt(at), -1);
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, at);
        QVERIFY(v->state().selectedCpus.empty());

        // The package's title strip still picks the package.
        const QPoint title =
            v->mapFromScene(QPointF(r.center().x(), r.top() + layout.headerHeight / 2));
        QCOMPARE(v->clickTargetAt(title), pkg);
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, title);
        QCOMPARE(v->state().selectedCpus.count(), 12);
    }

    void toolbarButtonsStayPut()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k24Pu)}));
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *bar = w.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        QWidget *apply = bar->widgetForAction(w.applyAction());
        QVERIFY(apply);
        const int x = apply->x();
        auto *undo = w.findChild<QAction *>(QStringLiteral("toolbarUndo"));
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled());
        auto *step = new QUndoCommand(
            QStringLiteral("Move 48 IRQs of mlx5_comp0@pci:0000:81:00.0 to NUMA node 3"));
        w.undoStack()->push(step);
        QTRY_VERIFY(undo->isEnabled());
        QVERIFY(undo->toolTip().contains(QStringLiteral("mlx5_comp0")));
        QCoreApplication::processEvents();
        QCOMPARE(apply->x(), x);
        undo->trigger();
        QCOMPARE(w.undoStack()->index(), 0);
    }

    void legendExplainsTheMode()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k24Pu)}));
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("legendDock"));
        QVERIFY(dock);
        QVERIFY(dock->isHidden());
        // A toggle in the View menu.
        QVERIFY(w.menuBar()->actions().size() > 2);
        bool inView = false;
        for (QAction *m : w.menuBar()->actions())
            if (m->menu() && m->menu()->actions().contains(dock->toggleViewAction()))
                inView = m->text().contains(QStringLiteral("View"));
        QVERIFY(inView);

        GraphLegend *legend = w.graphLegend();
        for (const char *row :
             {"legend-shading", "legend-number", "legend-pending", "legend-preview",
              "legend-selection", "legend-scope", "legend-offline", "legend-isolated"})
            QVERIFY2(!legend->rowText(QLatin1String(row)).isEmpty(), row);
        QVERIFY(legend->rowText(QStringLiteral("legend-shading"))
                    .contains(QStringLiteral("no IRQ table")));

        // Live heat: the shading row speaks of the heat's unit.
        w.setHeatMode(HeatMode::IrqPercent);
        Rates r;
        r.interval = 1;
        for (int cpu = 0; cpu < 24; ++cpu) {
            CpuRate c;
            c.cpu = cpu;
            c.hardirqPct = cpu;
            c.softirqPct = 0;
            c.irqsPerSec = 10.0 * cpu;
            r.cpus.push_back(c);
        }
        w.showRates(r);
        QVERIFY(legend->rowText(QStringLiteral("legend-shading")).contains(QStringLiteral("(%)")));
        w.setHeatMode(HeatMode::IrqRate);
        QVERIFY(legend->rowText(QStringLiteral("legend-shading"))
                    .contains(QStringLiteral("per second")));
    }

    // The text on a tile reaches WCAG AA (4.5:1) on every heat colour and
    // every IRQ-count tint, in both palettes.
    void tileTextReadableOnEveryShade()
    {
        for (bool dark : {false, true}) {
            const GraphColors c = dark ? GraphColors::dark() : GraphColors::light();
            for (int i = 0; i <= 100; ++i) {
                const double t = i / 100.0;
                for (const QColor &fill :
                     {heatColor(t, dark),
                      QColor::fromRgbF(
                          c.puBase.redF() + (c.puHeat.redF() - c.puBase.redF()) * 0.85 * t,
                          c.puBase.greenF() + (c.puHeat.greenF() - c.puBase.greenF()) * 0.85 * t,
                          c.puBase.blueF() + (c.puHeat.blueF() - c.puBase.blueF()) * 0.85 * t)}) {
                    const double ratio = contrastRatio(fill, inkOn(fill));
                    QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1 on %2: %3")
                                                          .arg(inkOn(fill).name(), fill.name())
                                                          .arg(ratio)));
                }
            }
        }
    }

    // Any screen: the whole machine fits on open; a 1152-PU machine on a
    // 1366x768 screen switches to the compact form (ids in the tooltips,
    // node titles naming their CPUs), a 4K screen opens fitted too.
    void anyScreenSize()
    {
        QCOMPARE(cpuRangeTitle(CpuSet::parseList("0-35,576-611").value()),
                 QStringLiteral("CPUs 0\u201335, 576\u2013611"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString irqs = dir.filePath(QStringLiteral("interrupts"));
        {
            QFile f(irqs);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(test::readData(QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2")));
        }
        MachineSource src(MachineSource::HwlocXml,
                          test::dataPath(QStringLiteral("ui/synthetic-1152pu-8pack-16numa.xml")),
                          irqs);
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080), QSize(3840, 2160)}) {
            MainWindow w;
            w.resize(size);
            QVERIFY(w.openBlocking(src));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            TopologyView *v = w.topologyView();
            QCOMPARE(int(v->topology().pus.size()), 1152);
            // Fitted: the machine inside the view, no scroll bars.
            QTRY_VERIFY(v->mapFromScene(v->layout().bounds).boundingRect().width() <=
                            v->viewport()->width() + 1 &&
                        v->mapFromScene(v->layout().bounds).boundingRect().height() <=
                            v->viewport()->height() + 1);
            QCOMPARE(v->horizontalScrollBar()->maximum(), 0);
            const double tilePx = v->layout().puSize.height() * v->transform().m11();
            const bool compact = tilePx < idMinPixels(true);
            // Compact on the small screen; a 4K screen has room for every id.
            if (size.width() == 1366)
                QVERIFY(compact);
            if (size.width() == 3840)
                QVERIFY(!compact);
            // Every PU keeps its id on hover.
            const int pu = v->layout().puBox[700];
            QVERIFY(pu >= 0);
            QVERIFY(describeBox(v->topology(), v->layout(), v->state(), pu)
                        .contains(QStringLiteral("700")));
        }
        // A node's box holds exactly the node's CPUs (what its compact title names).
        MainWindow w;
        QVERIFY(w.openBlocking(src));
        const TopologyLayout &layout = w.topologyView()->layout();
        const std::vector<int> node3 = layout.nodeBoxes(3);
        QCOMPARE(node3.size(), std::size_t(1));
        QCOMPARE(cpusInBox(layout, node3[0]), w.topologyView()->topology().nodeCpus(3));
    }

    // Every ring a tile can carry leaves its CPU number alone: the pixels of
    // the number are the same with and without the rings, in both palettes.
    void cpuNumberNeverUnderARing()
    {
        Topology topo = cpuOnlyTopology({0, 1, 2, 3}, QStringLiteral("test"));
        const TopologyLayout layout = computeLayout(topo);
        const int box = layout.puBox[1];
        QVERIFY(box >= 0);
        const QRectF r = layout.boxes[std::size_t(box)].rect;
        const double lod = 40.0 / r.height(); // tiles of 40 px: the id is drawn
        for (bool dark : {false, true}) {
            auto render = [&](bool rings) {
                GraphState st = GraphState::compute(topo, nullptr, {});
                st.hasIrqs = true;
                st.irqCount = {3, 3, 3, 3};
                st.pendingCount = st.irqCount;
                st.maxIrqCount = 3;
                st.dark = dark;
                if (rings) {
                    st.selectedCpus = CpuSet{1};
                    st.affinity = CpuSet{1};
                    st.effective = CpuSet{1};
                    st.pendingTarget = CpuSet{1};
                }
                QImage img((r.size() * lod).toSize() + QSize(8, 8), QImage::Format_ARGB32);
                img.fill(Qt::transparent);
                QPainter p(&img);
                p.translate(4, 4);
                p.scale(lod, lod);
                p.translate(-r.topLeft());
                paintTopology(&p, topo, layout, st, QRectF(), lod);
                return img;
            };
            const QImage plain = render(false), ringed = render(true);
            // Where the id sits: the top left, 0.1 of the width in, 0.04 of the height down.
            QFont f;
            f.setPixelSize(int(std::lround(r.height() * 0.27 * lod)));
            const double textW = QFontMetricsF(f).horizontalAdvance(QStringLiteral("1"));
            const QRect idRect(int(4 + r.width() * 0.1 * lod), int(4 + r.height() * 0.06 * lod),
                               int(std::ceil(textW)), int(r.height() * 0.22 * lod));
            int differing = 0;
            for (int x = idRect.left(); x <= idRect.right(); ++x)
                for (int y = idRect.top(); y <= idRect.bottom(); ++y)
                    differing += plain.pixel(x, y) != ringed.pixel(x, y) ? 1 : 0;
            QVERIFY2(differing == 0,
                     qPrintable(QStringLiteral("%1 pixels of the id differ (%2)")
                                    .arg(differing)
                                    .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))));
        }
    }

    void failedTabTakesTheNewFilesName()
    {
        WorkspaceWindow ws;
        MainWindow *page = ws.addTab(QStringLiteral("missing.xml"));
        QSignalSpy failed(page->loader(), &MachineLoader::failed);
        page->open({MachineSource::HwlocXml, QStringLiteral("/nonexistent/missing.xml")});
        QVERIFY(failed.wait(60000));
        QTRY_VERIFY(!page->loadError().isEmpty());
        const int index = ws.tabs()->indexOf(page);
        QVERIFY(ws.tabs()->tabToolTip(index).contains(page->loadError()));

        QSignalSpy loaded(page->loader(), &MachineLoader::loaded);
        page->open({MachineSource::HwlocXml, test::dataPath(k24Pu)});
        QVERIFY(page->loadError().isEmpty()); // cleared at once, not when the read ends
        QCOMPARE(ws.tabs()->tabText(index), QStringLiteral("hwloc-xml-24em64t-2n6c2t-pci.xml"));
        QVERIFY(loaded.wait(60000));
        QCOMPARE(ws.tabs()->tabText(index), QStringLiteral("hwloc-xml-24em64t-2n6c2t-pci.xml"));
        QVERIFY(!ws.tabs()->tabToolTip(index).contains(QStringLiteral("missing.xml")));
        QVERIFY(ws.tabs()->tabBar()->tabTextColor(index) != QColor(0xc0, 0x39, 0x2b));
    }
};

QTEST_MAIN(TestUiSteadyLayout)
#include "tst_ui_steadylayout.moc"
