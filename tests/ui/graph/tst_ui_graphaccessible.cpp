// Screen readers on the graph: as the focus ring moves between boxes, the
// reader is told which box has it (a focus event for the view's accessible
// child of that box), not the whole graph again.
#include "model/topology.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/graph/topologyview.h"

#include <QAccessible>
#include <QLineEdit>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

using namespace irqatlas;

namespace {

// The focus event the view sends a screen reader (QAccessible drops it on
// the offscreen platform, where no reader can be active, so it is built
// here the way the view builds it) and the box it names.
QAccessibleInterface *announced(TopologyView *view)
{
    const int child = view->accessibleFocusChild();
    if (child < 0)
        return nullptr;
    QAccessibleEvent ev(view, QAccessible::Focus);
    ev.setChild(child);
    return ev.accessibleInterface();
}

} // namespace

class TestUiGraphAccessible : public QObject
{
    Q_OBJECT
private slots:
    void focusFollowsTheRing()
    {
        auto topo =
            loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")));
        QVERIFY(topo.ok());
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *before = new QLineEdit(&window); // where the focus starts
        auto *view = new TopologyView(&window);
        layout->addWidget(before);
        layout->addWidget(view);
        view->setTopology(*topo);
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        before->setFocus();
        QTRY_VERIFY(before->hasFocus());

        QAccessibleInterface *graph = QAccessible::queryAccessibleInterface(view);
        QVERIFY(graph);
        QVERIFY(!graph->focusChild()); // no focus, no focused box

        // A ring moved while the focus is elsewhere claims nothing.
        view->setFocusBox(view->layout().puBox[3]);
        QCOMPARE(view->accessibleFocusChild(), -1);
        QVERIFY(!graph->focusChild());

        // Tab into the graph: the box with the ring has the focus.
        QTest::keyClick(before, Qt::Key_Tab);
        QTRY_VERIFY(view->hasFocus());
        QVERIFY(announced(view));
        QCOMPARE(announced(view)->text(QAccessible::Name), QStringLiteral("CPU 3"));
        QCOMPARE(graph->focusChild(), announced(view));

        // Every move of the ring: the child that now has it, and only it.
        const struct
        {
            Qt::Key key;
            Qt::KeyboardModifiers mods;
        } moves[] = {{Qt::Key_Right, {}},
                     {Qt::Key_Down, {}},
                     {Qt::Key_Up, Qt::AltModifier},
                     {Qt::Key_Up, Qt::AltModifier},
                     {Qt::Key_Down, Qt::AltModifier},
                     {Qt::Key_End, {}}};
        QAccessibleInterface *previous = graph->focusChild();
        for (const auto &m : moves) {
            const int was = view->focusBox();
            QTest::keyClick(view, m.key, m.mods);
            QVERIFY2(view->focusBox() != was, qPrintable(QString::number(m.key)));
            QAccessibleInterface *focused = announced(view);
            QVERIFY(focused);
            QCOMPARE(focused->text(QAccessible::Name), view->boxName(view->focusBox()));
            QVERIFY(!focused->text(QAccessible::Name).isEmpty());
            // The reader's questions afterwards get the same answer.
            QCOMPARE(graph->focusChild(), focused);
            QCOMPARE(graph->indexOfChild(focused), view->accessibleFocusChild());
            QCOMPARE(graph->child(view->accessibleFocusChild()), focused);
            QCOMPARE(focused->parent(), graph);
            QVERIFY(focused->state().focusable);
            QVERIFY(focused->state().focused);
            QVERIFY(previous != focused);
            QVERIFY(!previous->state().focused);
            // Where the ring is drawn.
            const QRect ring =
                view->mapFromScene(view->layout().boxes[std::size_t(view->focusBox())].rect)
                    .boundingRect();
            QCOMPARE(focused->rect().center(), view->viewport()->mapToGlobal(ring.center()));
            previous = focused;
        }
        // Alt+Up climbed to a core and a node, Alt+Down came back to a core,
        // End went to the last CPU.
        QCOMPARE(previous->text(QAccessible::Name), QStringLiteral("CPU 23"));
        QCOMPARE(previous->role(), QAccessible::Button);

        // Leaving the graph leaves no box claiming the focus.
        before->setFocus();
        QTRY_VERIFY(!view->hasFocus());
        QCOMPARE(view->accessibleFocusChild(), -1);
        QVERIFY(!graph->focusChild());
        QVERIFY(!previous->state().focused);
    }

    // Alt+Down from a node whose cores sit in L3 boxes (boxes the ring
    // skips) goes to its first core, not nowhere.
    void altDownThroughCacheBoxes()
    {
        auto topo = loadTopologyXml(
            test::dataPath(QStringLiteral("ui/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml")));
        QVERIFY(topo.ok());
        TopologyView view;
        view.setTopology(*topo);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.setFocus();
        QTRY_VERIFY(view.hasFocus());
        const std::vector<int> node = view.layout().nodeBoxes(0);
        QCOMPARE(node.size(), std::size_t(1));
        QVERIFY(!view.layout().domainBoxes(topo->nodeCpus(0)).empty());
        view.setFocusBox(node.front());
        QTest::keyClick(&view, Qt::Key_Down, Qt::AltModifier);
        const LayoutBox *core = view.layout().box(view.focusBox());
        QVERIFY(core);
        QCOMPARE(core->kind, BoxKind::Core);
        QVERIFY(topo->nodeCpus(0).test(view.layout().boxes[std::size_t(view.focusBox()) + 1].id));
        QCOMPARE(announced(&view)->text(QAccessible::Name), view.boxName(view.focusBox()));
        // And Alt+Up goes back out to the node.
        QTest::keyClick(&view, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(view.focusBox(), node.front());
    }
};

QTEST_MAIN(TestUiGraphAccessible)
#include "tst_ui_graphaccessible.moc"
