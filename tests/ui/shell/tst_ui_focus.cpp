// The graph takes the keyboard: a visible focus ring on its boxes, arrows
// that move it, Space that picks, Escape that clears; Tab follows the window
// (graph, IRQ filter, IRQ list).
#include "layout/topologylayout.h"
#include "testdata.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;

namespace {

const QString k24Pu = QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml");

// Whether the view shows the highlight colour just outside a box's edge.
bool ringAround(TopologyView *v, int box)
{
    const QImage img = v->viewport()->grab().toImage();
    const QColor want = v->palette().color(QPalette::Highlight);
    const QRect r = v->mapFromScene(v->layout().boxes[std::size_t(box)].rect).boundingRect();
    const qreal dpr = img.devicePixelRatio();
    int hits = 0;
    for (int x = r.left(); x <= r.right(); ++x)
        for (int y : {r.top() - 2, r.top() - 3, r.bottom() + 2, r.bottom() + 3}) {
            const QPoint p(int(x * dpr), int(y * dpr));
            if (!img.rect().contains(p))
                continue;
            const QColor c = img.pixelColor(p);
            if (std::abs(c.red() - want.red()) + std::abs(c.green() - want.green()) +
                    std::abs(c.blue() - want.blue()) <
                60)
                ++hits;
        }
    return hits > r.width() / 2;
}

} // namespace

class TestUiFocus : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-focus"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_focus"));
        QSettings().clear();
    }

    void graphItemsTakeTheKeyboard()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k24Pu)}));
        w.resize(1600, 1000);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        TopologyView *v = w.topologyView();
        const TopologyLayout &layout = v->layout();
        v->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(v->hasFocus());
        const int first = v->focusBox();
        QVERIFY(first >= 0);
        QCOMPARE(layout.boxes[std::size_t(first)].kind, BoxKind::Pu);
        QTRY_VERIFY(ringAround(v, first));

        // Right: the next CPU on the same row.
        QTest::keyClick(v, Qt::Key_Right);
        const int second = v->focusBox();
        QVERIFY(second != first);
        QCOMPARE(layout.boxes[std::size_t(second)].kind, BoxKind::Pu);
        QVERIFY(layout.boxes[std::size_t(second)].rect.left() >
                layout.boxes[std::size_t(first)].rect.left());
        QCOMPARE(layout.boxes[std::size_t(second)].rect.top(),
                 layout.boxes[std::size_t(first)].rect.top());
        QTRY_VERIFY(ringAround(v, second));
        QTest::keyClick(v, Qt::Key_Left);
        QCOMPARE(v->focusBox(), first);

        // Space picks the CPU, Escape clears the scope.
        QTest::keyClick(v, Qt::Key_Space);
        QCOMPARE(v->state().selectedCpus, CpuSet{layout.boxes[std::size_t(first)].id});
        QTest::keyClick(v, Qt::Key_Escape);
        QVERIFY(v->state().selectedCpus.empty());

        // Alt+Up: the core, then the NUMA node around it; Alt+Down back in.
        QTest::keyClick(v, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(layout.boxes[std::size_t(v->focusBox())].kind, BoxKind::Core);
        QTest::keyClick(v, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(layout.boxes[std::size_t(v->focusBox())].kind, BoxKind::Node);
        QTest::keyClick(v, Qt::Key_Down, Qt::AltModifier);
        QVERIFY(layout.boxes[std::size_t(v->focusBox())].kind != BoxKind::Node);
        QTest::keyClick(v, Qt::Key_End);
        const LayoutBox &last = layout.boxes[std::size_t(v->focusBox())];
        QCOMPARE(last.kind, BoxKind::Pu);

        // The ring goes with the focus.
        w.irqPanel()->filterEdit()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(!ringAround(v, v->focusBox()));
    }

    // Shift+F10 with no CPUs picked: the menu moves the selected IRQs to the
    // box with the focus ring.
    void keyboardMenuActsOnTheFocusedBox()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString irqFile = dir.filePath(QStringLiteral("interrupts"));
        {
            QFile f(irqFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(test::readData(QStringLiteral("live/sysstat-tests-root1-interrupts.txt")));
        }
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::InterruptsFile, irqFile}));
        w.resize(1600, 1000);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.selectIrq(16);
        TopologyView *v = w.topologyView();
        v->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(v->hasFocus());
        QTest::keyClick(v, Qt::Key_Right);
        QTest::keyClick(v, Qt::Key_Right);
        const QString name = v->boxName(v->focusBox());
        QVERIFY(name.startsWith(QStringLiteral("CPU ")));
        QTest::keyClick(v, Qt::Key_F10, Qt::ShiftModifier);
        QTRY_VERIFY(w.contextMenu());
        auto *here = w.contextMenu()->findChild<QAction *>(QStringLiteral("moveHere"));
        QVERIFY(here);
        QVERIFY2(here->text().endsWith(name), qPrintable(here->text()));
        w.contextMenu()->close();
    }

    void tabFollowsTheWindow()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k24Pu)}));
        w.resize(1600, 1000);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.topologyView()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(w.topologyView()->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(),
                     static_cast<QWidget *>(w.irqPanel()->filterEdit()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.irqPanel()->view()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::focusWidget(),
                     static_cast<QWidget *>(w.irqPanel()->filterEdit()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.topologyView()));
    }
};

QTEST_MAIN(TestUiFocus)
#include "tst_ui_focus.moc"
