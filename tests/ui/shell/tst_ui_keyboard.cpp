// Moving IRQs without a mouse: "Move To…" with a cpulist, context menus on
// the list and the graph from the Menu key and Shift+F10, and shortcuts that
// fire (no key listed twice).
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/machineloader.h"
#include "ui/common/pendingchanges.h"
#include "ui/common/shortcuts.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/movetodialog.h"
#include "ui/whenmodal.h"

#include <QAccessible>
#include <QAction>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace irqatlas;

class TestUiKeyboard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void parseTarget_data();
    void parseTarget();
    void moveByCpulist();
    void moveToDialog();
    void menuKeyOnTheList();
    void shiftF10OnTheList();
    void graphMenuOnABox();
    void menuKeyOnTheGraph();
    void shortcutsAreUnambiguous();
    void aRepeatedKeyFiresNothing();
    void redoShortcutFires();
    void graphItemsHaveAccessibleNames();

private:
    void open(MainWindow &w);
    void selectIrqs(MainWindow &w, const QList<int> &irqs);
    MachineData m_machine;
};

namespace {

// 24 CPUs in 2 nodes (the 24-PU XML), 6 NIC queues allowed everywhere,
// delivered to CPU 0 today, and one immovable timer.
IrqTable table()
{
    IrqTable t;
    for (int c = 0; c < 24; ++c)
        t.cpus.push_back(c);
    for (int i = 0; i < 6; ++i) {
        Irq q;
        q.number = 120 + i;
        q.key = std::to_string(q.number);
        q.name = "ice-eno5np0-TxRx-" + std::to_string(i);
        q.counts.assign(24, 0);
        q.counts[0] = 100;
        q.total = 100;
        q.affinity = CpuSet::range(0, 23);
        q.effective = CpuSet{0};
        t.irqs.push_back(q);
    }
    Irq timer;
    timer.number = 0;
    timer.key = "0";
    timer.name = "timer";
    timer.counts.assign(24, 1);
    timer.affinity = CpuSet{0};
    timer.immovable = true;
    timer.immovableReason = "per-CPU timer";
    t.irqs.push_back(timer);
    return t;
}

QAction *findAction(QMenu *menu, const QString &textPart)
{
    for (QAction *a : menu->actions()) {
        if (a->text().contains(textPart))
            return a;
        if (a->menu())
            if (QAction *sub = findAction(a->menu(), textPart))
                return sub;
    }
    return nullptr;
}

int boxOf(const TopologyView *view, BoxKind kind, int id)
{
    const auto &boxes = view->layout().boxes;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (boxes[i].kind == kind && boxes[i].id == id)
            return int(i);
    return -1;
}

} // namespace

void TestUiKeyboard::initTestCase()
{
    auto topo =
        loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")));
    if (!topo.ok())
        QFAIL(qPrintable(topo.errorString()));
    m_machine.topology = std::move(topo).value();
    m_machine.hasTopology = true;
    m_machine.irqs = table();
    m_machine.hasIrqs = true;
}

void TestUiKeyboard::open(MainWindow &w)
{
    w.setMachine(m_machine, {MachineSource::HwlocXml, QStringLiteral("24")});
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

void TestUiKeyboard::selectIrqs(MainWindow &w, const QList<int> &irqs)
{
    QTableView *v = w.irqPanel()->view();
    v->selectionModel()->clearSelection();
    for (int r = 0; r < v->model()->rowCount(); ++r) {
        const QModelIndex i = v->model()->index(r, 0);
        if (irqs.contains(i.data(IrqTableModel::IrqNumberRole).toInt())) {
            v->selectionModel()->select(i, QItemSelectionModel::Select | QItemSelectionModel::Rows);
            v->selectionModel()->setCurrentIndex(i, QItemSelectionModel::NoUpdate);
        }
    }
    QCOMPARE(w.irqPanel()->selectedIrqs(), irqs);
}

void TestUiKeyboard::parseTarget_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("cpus"); // empty: refused
    QTest::addColumn<QString>("name"); // or what the error says
    QTest::newRow("one") << "2"
                         << "2"
                         << "CPU 2";
    QTest::newRow("list") << " 4-7,12 "
                          << "4-7,12"
                          << "CPUs 4-7,12";
    QTest::newRow("node") << "node 1"
                          << "1,3,5,7,9,11,13,15,17,19,21,23"
                          << "NUMA node 1";
    QTest::newRow("node colon") << "NODE:0"
                                << "0,2,4,6,8,10,12,14,16,18,20,22"
                                << "NUMA node 0";
    QTest::newRow("no node") << "node 7"
                             << ""
                             << "no NUMA node 7";
    QTest::newRow("no cpu") << "20-30"
                            << ""
                            << "no CPU 24-30";
    QTest::newRow("empty") << "  "
                           << ""
                           << "CPU list";
    QTest::newRow("garbled") << "3-x"
                             << ""
                             << "invalid CPU list";
}

void TestUiKeyboard::parseTarget()
{
    QFETCH(QString, text);
    QFETCH(QString, cpus);
    QFETCH(QString, name);
    QString shown;
    auto r = parseMoveTarget(text, m_machine.topology, &shown);
    if (cpus.isEmpty()) {
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(name), qPrintable(r.errorString()));
        return;
    }
    if (!r.ok())
        QFAIL(qPrintable(r.errorString()));
    QCOMPARE(r->toListString(), cpus);
    QCOMPARE(shown, name);
}

void TestUiKeyboard::moveByCpulist()
{
    MainWindow w;
    open(w);
    // Nothing selected: nothing moves, and the message says what to do.
    const Status none = w.moveSelectedIrqsTo(QStringLiteral("4"));
    QVERIFY(!none.ok());
    QVERIFY(none.errorString().contains(QLatin1String("Select")));
    selectIrqs(w, {121, 122});
    QVERIFY(w.moveSelectedIrqsTo(QStringLiteral("4-5")).ok());
    QCOMPARE(w.pending()->target(121), std::optional<CpuSet>(CpuSet{4, 5}));
    QCOMPARE(w.pending()->target(122), std::optional<CpuSet>(CpuSet{4, 5}));
    QCOMPARE(w.undoStack()->count(), 1);
    // The immovable timer refuses the whole move, as a drag would.
    selectIrqs(w, {0, 123});
    QVERIFY(!w.moveSelectedIrqsTo(QStringLiteral("6")).ok());
    QVERIFY(!w.pending()->target(123));
}

void TestUiKeyboard::moveToDialog()
{
    MainWindow w;
    open(w);
    selectIrqs(w, {124});
    bool checked = false;
    test::whenModal<MoveToDialog>([&](MoveToDialog *d) {
        QPushButton *ok = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        d->edit()->setText(QStringLiteral("99"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(d->findChild<QLabel *>(QStringLiteral("moveTargetError"))
                    ->text()
                    .contains(QLatin1String("no CPU 99")));
        d->edit()->setText(QStringLiteral("node 1"));
        QVERIFY(ok->isEnabled());
        checked = true;
        ok->click();
    });
    w.moveToAction()->trigger();
    QVERIFY(checked);
    QCOMPARE(w.pending()->target(124), std::optional<CpuSet>(m_machine.topology.onlineNodeCpus(1)));
}

void TestUiKeyboard::menuKeyOnTheList()
{
    MainWindow w;
    open(w);
    selectIrqs(w, {120, 125});
    QTableView *list = w.irqPanel()->view();
    list->setFocus();
    // What the Menu key sends to the focused list.
    QContextMenuEvent key(QContextMenuEvent::Keyboard, QPoint(5, 5),
                          list->mapToGlobal(QPoint(5, 5)));
    QApplication::sendEvent(list, &key);
    QMenu *menu = w.contextMenu();
    QVERIFY(menu);
    QCOMPARE(menu->objectName(), QStringLiteral("irqMenu"));
    QVERIFY(menu->actions().contains(w.moveToAction()));
    QVERIFY(w.moveToAction()->isEnabled());
    QAction *node1 = findAction(menu, QStringLiteral("Node 1 (CPUs"));
    QVERIFY(node1);
    if (const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS"); !shots.isEmpty())
        QVERIFY(menu->grab().save(shots + QStringLiteral("/irq-menu.png")));
    node1->trigger();
    QCOMPARE(w.pending()->target(120), std::optional<CpuSet>(m_machine.topology.onlineNodeCpus(1)));
    QCOMPARE(w.pending()->target(125), std::optional<CpuSet>(m_machine.topology.onlineNodeCpus(1)));
    menu->close();
}

void TestUiKeyboard::shiftF10OnTheList()
{
    MainWindow w;
    open(w);
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w))
        QSKIP("this platform does not activate windows, so no shortcut can fire");
    selectIrqs(w, {121});
    QTableView *list = w.irqPanel()->view();
    list->setFocus();
    QTest::keyClick(list, Qt::Key_F10, Qt::ShiftModifier);
    QTRY_VERIFY(w.contextMenu());
    QCOMPARE(w.contextMenu()->objectName(), QStringLiteral("irqMenu"));
    w.contextMenu()->close();
}

void TestUiKeyboard::graphMenuOnABox()
{
    MainWindow w;
    open(w);
    selectIrqs(w, {122});
    TopologyView *view = w.topologyView();
    const int box = boxOf(view, BoxKind::Pu, 5);
    QVERIFY(box >= 0);
    const QPoint at = view->mapFromScene(view->layout().boxes[std::size_t(box)].rect.center());
    QCOMPARE(view->boxAt(at), box);
    QContextMenuEvent click(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &click);
    QMenu *menu = w.contextMenu();
    QVERIFY(menu);
    QCOMPARE(menu->objectName(), QStringLiteral("graphMenu"));
    QAction *here = menu->findChild<QAction *>(QStringLiteral("moveHere"));
    QVERIFY(here);
    QVERIFY2(here->text().contains(QLatin1String("CPU 5")), qPrintable(here->text()));
    here->trigger();
    QCOMPARE(w.pending()->target(122), std::optional<CpuSet>(CpuSet{5}));
    menu->close();

    // Without a selected IRQ the menu says what to do and moves nothing.
    selectIrqs(w, {});
    QApplication::sendEvent(view->viewport(), &click);
    QVERIFY(w.contextMenu());
    QVERIFY(!w.contextMenu()->findChild<QAction *>(QStringLiteral("moveHere")));
    QVERIFY(!w.moveToAction()->isEnabled());
    w.contextMenu()->close();
}

void TestUiKeyboard::menuKeyOnTheGraph()
{
    // The keyboard has no pointer: the graph's menu acts on its selection.
    MainWindow w;
    open(w);
    w.selectNode(0);
    selectIrqs(w, {123});
    QContextMenuEvent key(QContextMenuEvent::Keyboard, QPoint(5, 5),
                          w.topologyView()->mapToGlobal(QPoint(5, 5)));
    QApplication::sendEvent(w.topologyView(), &key);
    QVERIFY(w.contextMenu());
    QAction *here = w.contextMenu()->findChild<QAction *>(QStringLiteral("moveHere"));
    QVERIFY(here);
    QVERIFY2(here->text().contains(QLatin1String("NUMA node 0")), qPrintable(here->text()));
    here->trigger();
    QCOMPARE(w.pending()->target(123), std::optional<CpuSet>(m_machine.topology.onlineNodeCpus(0)));
    w.contextMenu()->close();
}

void TestUiKeyboard::shortcutsAreUnambiguous()
{
    // A key that two actions (or one action twice) claim triggers nothing:
    // Qt calls it ambiguous. Every key of the window is claimed once.
    MainWindow w;
    open(w);
    QMap<QString, QString> owner;
    for (QAction *a : w.findChildren<QAction *>()) {
        for (const QKeySequence &k : a->shortcuts()) {
            if (k.isEmpty())
                continue;
            const QString key = k.toString(QKeySequence::PortableText);
            QVERIFY2(!owner.contains(key),
                     qPrintable(key + QStringLiteral(": ") + owner.value(key) +
                                QStringLiteral(" and ") + a->text()));
            owner.insert(key, a->text());
        }
    }
    QVERIFY(owner.contains(QStringLiteral("Ctrl+Shift+Z")));
    QVERIFY(owner.contains(QStringLiteral("Ctrl+M")));
}

void TestUiKeyboard::aRepeatedKeyFiresNothing()
{
    // Why keys are listed once: on desktops whose Redo is Ctrl+Shift+Z,
    // {Ctrl+Shift+Z, QKeySequence::Redo} named it twice and Redo never fired.
    const QKeySequence z(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), y(Qt::CTRL | Qt::Key_Y);
    QCOMPARE(distinctKeys({z, z, QKeySequence(), y, z}), (QList<QKeySequence>{z, y}));
    QWidget win;
    auto *twice = new QAction(&win);
    twice->setShortcuts({z, z});
    win.addAction(twice);
    auto *once = new QAction(&win);
    once->setShortcuts(distinctKeys({y, y}));
    win.addAction(once);
    QSignalSpy fired(twice, &QAction::triggered), firedOnce(once, &QAction::triggered);
    win.show();
    win.activateWindow();
    if (!QTest::qWaitForWindowActive(&win))
        QSKIP("this platform does not activate windows, so no shortcut can fire");
    QTest::keyClick(&win, Qt::Key_Y, Qt::ControlModifier);
    QTRY_COMPARE(firedOnce.count(), 1);
    QTest::keyClick(&win, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(fired.count(), 0);
}

void TestUiKeyboard::redoShortcutFires()
{
    MainWindow w;
    open(w);
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w))
        QSKIP("this platform does not activate windows, so no shortcut can fire");
    selectIrqs(w, {120});
    QVERIFY(w.moveSelectedIrqsTo(QStringLiteral("3")).ok());
    QCOMPARE(w.undoStack()->index(), 1);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(w.undoStack()->index(), 0);
    // Every key the Redo item lists redoes.
    QAction *redo = nullptr;
    // The Edit menu's item (the toolbar's short "Redo" button triggers it).
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text().contains(QLatin1String("Redo")) &&
            a->objectName() != QLatin1String("toolbarRedo"))
            redo = a;
    QVERIFY(redo);
    QCOMPARE(redo->shortcuts(), distinctKeys(redo->shortcuts()));
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    for (const QKeySequence &k : redo->shortcuts()) {
        QCOMPARE(w.undoStack()->index(), 0);
        QTest::keySequence(&w, k);
        QTRY_COMPARE(w.undoStack()->index(), 1);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(w.undoStack()->index(), 0);
    }
}

void TestUiKeyboard::graphItemsHaveAccessibleNames()
{
    // The graph is one painted item; a screen reader still finds each box
    // by name, with what it holds, where it is on screen.
    MainWindow w;
    open(w);
    w.selectNode(1);
    TopologyView *view = w.topologyView();
    QAccessibleInterface *graph = QAccessible::queryAccessibleInterface(view);
    QVERIFY(graph);
    QVERIFY(graph->text(QAccessible::Name).contains(m_machine.topology.hostname));
    int expected = 0;
    for (const LayoutBox &b : view->layout().boxes)
        expected += b.kind != BoxKind::Machine && b.kind != BoxKind::DeviceShelf;
    QCOMPARE(graph->childCount(), expected);
    QStringList names;
    for (int i = 0; i < graph->childCount(); ++i) {
        QAccessibleInterface *c = graph->child(i);
        QVERIFY(c && c->isValid());
        QCOMPARE(c->parent(), graph);
        QCOMPARE(graph->indexOfChild(c), i);
        QVERIFY2(!c->text(QAccessible::Name).isEmpty(), qPrintable(QString::number(i)));
        names << c->text(QAccessible::Name);
    }
    for (const QString &n : {QStringLiteral("CPU 5"), QStringLiteral("NUMA node 1"),
                             QStringLiteral("package 0"), QStringLiteral("NIC eth0 0000:04:00.0")})
        QVERIFY2(names.contains(n), qPrintable(n));
    // CPU 0 takes the six NIC queues and the timer; CPU 1 is selected (node 1).
    QAccessibleInterface *cpu0 = graph->child(int(names.indexOf(QStringLiteral("CPU 0"))));
    QVERIFY2(cpu0->text(QAccessible::Description).contains(QLatin1String("7 IRQ")),
             qPrintable(cpu0->text(QAccessible::Description)));
    QCOMPARE(cpu0->role(), QAccessible::Button);
    QAccessibleInterface *cpu1 = graph->child(int(names.indexOf(QStringLiteral("CPU 1"))));
    QVERIFY(cpu1->state().selected);
    QVERIFY(cpu1->text(QAccessible::Description).contains(QLatin1String("selected")));
    // Its place on screen leads back to it.
    const QRect r = cpu1->rect();
    QVERIFY(!r.isEmpty());
    QAccessibleInterface *hit = graph->childAt(r.center().x(), r.center().y());
    QVERIFY(hit);
    QCOMPARE(hit->text(QAccessible::Name), QStringLiteral("CPU 1"));
}

QTEST_MAIN(TestUiKeyboard)
#include "tst_ui_keyboard.moc"
