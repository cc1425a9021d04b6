// The IRQ table model, drag edits with undo, exports and the screenshot
// command, offscreen.
#include "procfs/interrupts.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/graphstate.h"
#include "ui/common/irqmime.h"
#include "ui/common/machineloader.h"
#include "ui/common/pendingchanges.h"
#include "ui/common/theme.h"
#include "ui/filedialogs.h"
#include "ui/graph/distancemodel.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/graphexport.h"
#include "ui/graph/topologypainter.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/irqtablemodel.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBrush>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QXmlStreamReader>

using namespace irqatlas;

namespace {

IrqTable laptopIrqs()
{
    const QByteArray text = test::readData(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt"));
    auto t = parseInterrupts(std::string_view(text.constData(), std::size_t(text.size())),
                             QStringLiteral("pcp-interrupts-8cpu-x86_64.txt"));
    if (!t)
        qFatal("%s", qPrintable(t.errorString()));
    IrqTable table = t.value();
    // A lone /proc/interrupts has no affinities; give a few rows the values a
    // snapshot would add, so the CPU filter and the edits have something to use.
    for (Irq &irq : table.irqs) {
        if (!irq.symbolic()) {
            irq.affinity = CpuSet::range(0, 7);
            irq.effective = CpuSet{0};
        }
        if (irq.number == 29) { // enp0s25
            irq.affinity = CpuSet::range(0, 3);
            irq.effective = CpuSet{2};
        } else if (irq.number == 33) { // iwlwifi
            irq.affinity = CpuSet{5};
            irq.effective = CpuSet{5};
        } else if (irq.number == 0) { // timer
            irq.affinity = CpuSet{0};
            irq.immovable = true;
            irq.immovableReason = "managed by the kernel";
        }
    }
    return table;
}

QStringList column(const QAbstractItemModel &m, int col)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, col).data().toString();
    return out;
}

} // namespace

class TestUiWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void modelFacts();
    void tableDump();
    void filter_data();
    void filter();
    void cpuFilter();
    void distanceModel();
    void emptyPanelsSayWhy();
    void nodeSelectionInMatrix();
    void firedFallback();
    void selectFiredIrq();
    void undoRedoDrop();
    void immovableRefused();
    void dropOnCoreAndNode();
    void puNumberAboveRings_data();
    void puNumberAboveRings();
    void machineTitle_data();
    void machineTitle();
    void memoryNodeTitle();
    void exportFiles_data();
    void exportFiles();
    void openSnapshotArchive();
    void exportPngSizeFromMenu();
    void screenshotInProcess();
    void screenshotCommand();
    void screenshotCommand1152Root();

private:
    Topology m_topo;
};

void TestUiWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test"));
    auto t = loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")));
    QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.errorString()));
    m_topo = t.value();
}

void TestUiWindow::modelFacts()
{
    IrqTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    IrqFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIrqTable(laptopIrqs());
    // 19 numbered rows and 19 symbolic rows (NMI ... PIW).
    QCOMPARE(model.rowCount(), 38);
    QCOMPARE(model.columnCount(), int(IrqTableModel::ColumnCount));
    const int row29 = 12; // 0 1 8 9 12 16 18 23 24 25 27 28 29
    QCOMPARE(model.index(row29, IrqTableModel::ColIrq).data().toString(), QStringLiteral("29"));
    QCOMPARE(model.index(row29, IrqTableModel::ColName).data().toString(),
             QStringLiteral("enp0s25"));
    QCOMPARE(model.index(row29, IrqTableModel::ColTotal).data().toULongLong(), 4736146ull);
    QCOMPARE(model.index(row29, IrqTableModel::ColAffinity).data().toString(),
             QStringLiteral("0-3"));
    QCOMPARE(model.index(row29, IrqTableModel::ColEffective).data().toString(),
             QStringLiteral("2"));
    QVERIFY(model.flags(model.index(row29, 0)) & Qt::ItemIsDragEnabled);
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsDragEnabled)); // immovable timer
    // Pending edits show in their own column.
    model.setPending({{29, CpuSet{6, 7}}});
    QCOMPARE(model.index(row29, IrqTableModel::ColPending).data().toString(),
             QStringLiteral("6-7"));
    // Sorting by total puts enp0s25 (4 736 146) first among numbered rows.
    proxy.sort(IrqTableModel::ColTotal, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, IrqTableModel::ColIrq).data().toString(), QStringLiteral("LOC"));
    proxy.setText(QStringLiteral("IR-PCI-MSI"));
    QCOMPARE(proxy.index(0, IrqTableModel::ColIrq).data().toString(), QStringLiteral("29"));
    // Drag payload carries IRQ numbers.
    std::unique_ptr<QMimeData> mime(model.mimeData({model.index(row29, 0), model.index(row29, 1)}));
    QVERIFY(mime);
    QCOMPARE(decodeIrqs(mime->data(QLatin1String(kIrqMimeType))), QList<int>{29});
    // A new snapshot replaces everything.
    model.setIrqTable({});
    QCOMPARE(model.rowCount(), 0);
}

void TestUiWindow::tableDump()
{
    // Every cell of the IRQ table for a fixture machine, header first, as the
    // user reads it; a change to any column shows up here line by line.
    // IRQATLAS_UPDATE_GOLDEN=1 rewrites the expected file (review the diff).
    IrqTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIrqTable(laptopIrqs());
    model.setPending({{29, CpuSet{6, 7}}, {33, CpuSet{1}}});
    QStringList lines;
    QStringList cells;
    for (int c = 0; c < model.columnCount(); ++c)
        cells << model.headerData(c, Qt::Horizontal).toString();
    lines << cells.join(QLatin1Char('\t'));
    for (int r = 0; r < model.rowCount(); ++r) {
        cells.clear();
        for (int c = 0; c < model.columnCount(); ++c)
            cells << model.index(r, c).data().toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    const QString golden = test::dataPath(QStringLiteral("ui/irqtable-laptop.tsv"));
    const QString actual = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    if (qEnvironmentVariableIsSet("IRQATLAS_UPDATE_GOLDEN")) {
        QFile out(golden);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(actual.toUtf8());
    }
    const QStringList expected =
        QString::fromUtf8(test::readData(QStringLiteral("ui/irqtable-laptop.tsv")))
            .split(QLatin1Char('\n'));
    const QStringList got = actual.split(QLatin1Char('\n'));
    for (int i = 0; i < std::min(expected.size(), got.size()); ++i)
        QVERIFY2(got[i] == expected[i],
                 qPrintable(QStringLiteral("line %1:\n  got      %2\n  expected %3")
                                .arg(i + 1)
                                .arg(got[i], expected[i])));
    QCOMPARE(got.size(), expected.size());
}

void TestUiWindow::filter_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("irqs");
    QTest::newRow("number") << "29" << QStringList{QStringLiteral("29")};
    QTest::newRow("name") << "i8042" << QStringList{QStringLiteral("1"), QStringLiteral("12")};
    QTest::newRow("case") << "SND_HDA" << QStringList{QStringLiteral("34"), QStringLiteral("35")};
    QTest::newRow("device-address") << "0000:00:1f.2" << QStringList{QStringLiteral("27")};
    QTest::newRow("chip") << "DMAR" << QStringList{QStringLiteral("24"), QStringLiteral("25")};
    QTest::newRow("symbol") << "Local timer" << QStringList{QStringLiteral("LOC")};
    QTest::newRow("none") << "nvme" << QStringList{};
}

void TestUiWindow::filter()
{
    QFETCH(QString, text);
    QFETCH(QStringList, irqs);
    IrqTableModel model;
    IrqFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIrqTable(laptopIrqs());
    proxy.sort(IrqTableModel::ColIrq, Qt::AscendingOrder);
    proxy.setText(text);
    QCOMPARE(column(proxy, IrqTableModel::ColIrq), irqs);
}

void TestUiWindow::cpuFilter()
{
    IrqTableModel model;
    IrqFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setIrqTable(laptopIrqs());
    proxy.sort(IrqTableModel::ColIrq, Qt::AscendingOrder);
    // Effective affinity wins: IRQ 29 (affinity 0-3) lands on CPU 2 only.
    proxy.setCpuFilter(CpuSet{2});
    QCOMPARE(column(proxy, IrqTableModel::ColIrq), QStringList{QStringLiteral("29")});
    proxy.setCpuFilter(CpuSet{1});
    QCOMPARE(column(proxy, IrqTableModel::ColIrq), QStringList{});
    proxy.setCpuFilter(CpuSet{5});
    QCOMPARE(column(proxy, IrqTableModel::ColIrq), QStringList{QStringLiteral("33")});
    proxy.setCpuFilter(CpuSet{0, 5});
    QCOMPARE(proxy.rowCount(), 19 - 1); // every numbered IRQ but 29
    // A pending move counts as landing there too.
    model.setPending({{29, CpuSet{7}}});
    proxy.setCpuFilter(CpuSet{7});
    QCOMPARE(column(proxy, IrqTableModel::ColIrq), QStringList{QStringLiteral("29")});
}

void TestUiWindow::distanceModel()
{
    DistanceModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    auto wide =
        loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-192em64t-24n8c2t.xml")));
    QVERIFY(wide.ok());
    model.setTopology(*wide);
    QCOMPARE(model.rowCount(), 24);
    QCOMPARE(model.columnCount(), 24);
    for (int r : {0, 5, 23})
        for (int c : {0, 7, 23})
            QCOMPARE(model.index(r, c).data().toInt(),
                     wide->dist(model.nodeAt(r), model.nodeAt(c)));
    QCOMPARE(model.index(3, 3).data().toInt(), 10);
    QVERIFY(model.index(0, 1).data(Qt::ToolTipRole).toString().contains(QLatin1String("node 1")));
    // Sparse node ids (1-5): rows name the node, not its position.
    auto sparse =
        loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-16amd64-8n2c-cpusets.xml")));
    QVERIFY(sparse.ok());
    model.setTopology(*sparse);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.nodeAt(0), 1);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("N1"));
    QCOMPARE(model.nodeAt(5), -1);
    // The cells follow the palette: dark tones and light text on a dark one.
    for (Theme theme : {Theme::Dark, Theme::Light}) {
        applyTheme(theme);
        const bool dark = theme == Theme::Dark;
        for (int c : {0, 1}) {
            const QColor bg = model.index(0, c).data(Qt::BackgroundRole).value<QBrush>().color();
            const QColor fg = model.index(0, c).data(Qt::ForegroundRole).value<QBrush>().color();
            QCOMPARE(bg.lightnessF() < 0.5, dark);
            QCOMPARE(fg.lightnessF() > 0.5, dark);
        }
    }
    applyTheme(Theme::System);
    // No NUMA information: an empty matrix.
    model.setTopology(cpuOnlyTopology({0, 1, 2, 3}, QStringLiteral("4cpu")));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.index(0, 0).isValid());
}

void TestUiWindow::emptyPanelsSayWhy()
{
    // A topology alone: no interrupts, and the matrix has its nodes.
    MainWindow w;
    MachineData m;
    m.topology = m_topo;
    m.hasTopology = true;
    w.setMachine(m, {MachineSource::HwlocXml, QStringLiteral("test")});
    QVERIFY(w.irqPanel()->emptyText().contains(QLatin1String("No interrupts")));
    QVERIFY(w.distanceEmptyText().isEmpty());
    // Interrupts alone: the list is full, the matrix says why it is empty.
    MachineData lone;
    lone.irqs = laptopIrqs();
    lone.hasIrqs = true;
    lone.topology = cpuOnlyTopology(lone.irqs.cpus, QStringLiteral("interrupts"));
    w.setMachine(lone, {MachineSource::InterruptsFile, QStringLiteral("interrupts")});
    QVERIFY(w.irqPanel()->emptyText().isEmpty());
    QVERIFY(w.distanceEmptyText().contains(QLatin1String("No NUMA information")));
    // A filter that matches nothing says so, not "no interrupts".
    w.irqPanel()->filterEdit()->setText(QStringLiteral("no-such-device"));
    QVERIFY(w.irqPanel()->emptyText().contains(QLatin1String("matches")));
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS");
    if (!shots.isEmpty())
        QVERIFY(w.grab().save(shots + QStringLiteral("/empty-panels.png")));
}

void TestUiWindow::nodeSelectionInMatrix()
{
    // A node picked on the graph (or with --select-node) is the row marked in
    // the matrix, and the other way round.
    auto topo =
        loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-16amd64-8n2c-cpusets.xml")));
    QVERIFY(topo.ok());
    MachineData m;
    m.topology = *topo;
    m.hasTopology = true;
    MainWindow w;
    w.setMachine(m, {MachineSource::HwlocXml, QStringLiteral("test")});
    auto *matrix = w.findChild<QTableView *>(QStringLiteral("distanceView"));
    QVERIFY(matrix);
    const auto selectedRows = [matrix] {
        QList<int> rows;
        for (const QModelIndex &i : matrix->selectionModel()->selectedRows())
            rows << i.row();
        return rows;
    };
    w.selectNode(3); // rows are nodes 1-5
    QCOMPARE(selectedRows(), QList<int>{2});
    QCOMPARE(w.topologyView()->state().distanceFrom, 3);
    matrix->selectionModel()->setCurrentIndex(matrix->model()->index(4, 0),
                                              QItemSelectionModel::ClearAndSelect |
                                                  QItemSelectionModel::Rows);
    QCOMPARE(w.topologyView()->state().distanceFrom, 5);
    w.selectNode(-1);
    QVERIFY(selectedRows().isEmpty());
}

void TestUiWindow::firedFallback()
{
    // A lone /proc/interrupts has no affinities: a CPU counts the IRQs that
    // fired on it. Column CPU2 of the file is non-zero for IRQs 1 9 12 16 27
    // 28 29 30 31 33 34 35.
    const QByteArray text = test::readData(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt"));
    auto t = parseInterrupts(std::string_view(text.constData(), std::size_t(text.size())),
                             QStringLiteral("8cpu"));
    QVERIFY(t.ok());
    const GraphState st = GraphState::compute(m_topo, &t.value(), {});
    QCOMPARE(st.irqCount[2], 12);
    QCOMPARE(st.irqCount[0], 15); // all but 8 (rtc0 fired on CPU1 only), 18, 24, 25
    QCOMPARE(st.totalIrqs, 19);
}

void TestUiWindow::selectFiredIrq()
{
    // Without affinities the tiles count an IRQ where it fired; selecting it
    // must point at those CPUs, not at nothing.
    const QByteArray text = test::readData(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt"));
    auto t = parseInterrupts(std::string_view(text.constData(), std::size_t(text.size())),
                             QStringLiteral("8cpu"));
    QVERIFY(t.ok());
    MachineData m;
    m.topology = m_topo;
    m.hasTopology = true;
    m.irqs = t.value();
    m.hasIrqs = true;
    MainWindow w;
    w.setMachine(m, {MachineSource::InterruptsFile, QStringLiteral("8cpu")});
    w.selectIrq(8); // rtc0 fired on CPU 1 only
    QCOMPARE(w.irqPanel()->selectedIrqs(), QList<int>{8});
    QCOMPARE(w.topologyView()->state().effective, CpuSet{1});
    QVERIFY(w.topologyView()->state().affinity.empty());
    w.selectIrq(29); // enp0s25 fired on all eight
    QCOMPARE(w.topologyView()->state().effective, CpuSet::range(0, 7));
}

void TestUiWindow::undoRedoDrop()
{
    MainWindow w;
    MachineData m;
    m.topology = m_topo;
    m.hasTopology = true;
    m.irqs = laptopIrqs();
    m.hasIrqs = true;
    w.setMachine(m, {MachineSource::HwlocXml, QStringLiteral("test")});
    TopologyView *view = w.topologyView();
    const int pu5 = view->layout().puBox[5];
    QVERIFY(pu5 >= 0);
    QVERIFY(w.dropIrqs({29}, pu5).ok());
    QCOMPARE(w.pending()->target(29).value(), (CpuSet{5}));
    QCOMPARE(w.undoStack()->count(), 1);
    // The graph counts IRQ 29 on CPU 5 after the change, on CPU 2 now.
    QCOMPARE(view->state().irqCount[2], 1);
    QCOMPARE(view->state().pendingCount[2], 0);
    QCOMPARE(view->state().pendingCount[5], 2); // with iwlwifi
    // And the table shows it.
    IrqTableModel *model = w.irqPanel()->model();
    QCOMPARE(model->index(12, IrqTableModel::ColPending).data().toString(), QStringLiteral("5"));

    w.undoStack()->undo();
    QVERIFY(!w.pending()->target(29));
    QVERIFY(w.pending()->isEmpty());
    QCOMPARE(view->state().pendingCount[5], 1);
    QCOMPARE(model->index(12, IrqTableModel::ColPending).data().toString(), QString());
    w.undoStack()->redo();
    QCOMPARE(w.pending()->target(29).value(), (CpuSet{5}));
    // A second move of the same IRQ undoes back to the first.
    const int pu7 = view->layout().puBox[7];
    QVERIFY(w.dropIrqs({29}, pu7).ok());
    QCOMPARE(w.pending()->target(29).value(), (CpuSet{7}));
    w.undoStack()->undo();
    QCOMPARE(w.pending()->target(29).value(), (CpuSet{5}));
}

void TestUiWindow::immovableRefused()
{
    const IrqTable table = laptopIrqs();
    PendingChanges pending;
    QUndoStack stack;
    const Status s = pending.propose(&stack, table, {29, 0}, CpuSet{4}, QStringLiteral("CPU 4"));
    QVERIFY(!s.ok());
    QVERIFY2(s.errorString().contains(QLatin1String("IRQ 0")), qPrintable(s.errorString()));
    QVERIFY2(s.errorString().contains(QLatin1String("managed by the kernel")),
             qPrintable(s.errorString()));
    // Nothing of the refused drop is kept, not even the movable IRQ.
    QVERIFY(pending.isEmpty());
    QCOMPARE(stack.count(), 0);
    // An unknown IRQ and an empty target are refused too.
    QVERIFY(!pending.propose(&stack, table, {999}, CpuSet{4}, QStringLiteral("CPU 4")).ok());
    QVERIFY(!pending.propose(&stack, table, {29}, CpuSet{}, QStringLiteral("node 3")).ok());
    QCOMPARE(stack.count(), 0);
}

void TestUiWindow::dropOnCoreAndNode()
{
    MainWindow w;
    MachineData m;
    m.topology = m_topo;
    m.hasTopology = true;
    m.irqs = laptopIrqs();
    m.hasIrqs = true;
    w.setMachine(m, {});
    TopologyView *view = w.topologyView();
    // A core: both SMT siblings of CPU 1.
    const int coreBox = view->layout().boxes[std::size_t(view->layout().puBox[1])].parent;
    const CpuSet siblings = m_topo.siblings(1);
    QCOMPARE(siblings.count(), 2);
    QCOMPARE(view->dropTargetCpus(coreBox), siblings);
    QVERIFY(w.dropIrqs({33}, coreBox).ok());
    QCOMPARE(w.pending()->target(33).value(), siblings);
    // A node: its CPUs.
    const int nodeBox = view->layout().nodeBoxes(1).front();
    QVERIFY(w.dropIrqs({29, 33}, nodeBox).ok());
    QCOMPARE(w.pending()->target(29).value(), m_topo.onlineNodeCpus(1));
    QCOMPARE(w.pending()->target(33).value(), m_topo.onlineNodeCpus(1));
    QCOMPARE(w.undoStack()->count(), 2);
    w.undoStack()->undo();
    QCOMPARE(w.pending()->target(33).value(), siblings);
    QVERIFY(!w.pending()->target(29));
}

namespace {

// Every text an SVG export draws.
QStringList svgTexts(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&f);
    QStringList out;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            out << xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
    return out;
}

} // namespace

void TestUiWindow::puNumberAboveRings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("cpu");
    QTest::addColumn<bool>("offline");
    QTest::newRow("effective") << "ui/hwloc-xml-24em64t-2n6c2t-pci.xml" << 2 << false;
    QTest::newRow("offline") << "ui/hwloc-xml-16em64t-4s2c2t-offlines.xml" << 8 << true;
}

void TestUiWindow::puNumberAboveRings()
{
    // A tile's number sits in its top-left corner, where the selection,
    // effective, pending, preview and offline rings run: none may cross it.
    QFETCH(QString, file);
    QFETCH(int, cpu);
    QFETCH(bool, offline);
    auto topo = loadTopologyXml(test::dataPath(file));
    QVERIFY(topo.ok());
    QCOMPARE(!topo->pu(cpu)->online, offline);
    const TopologyLayout layout = computeLayout(*topo);
    const IrqTable irqs = laptopIrqs();
    GraphState st = GraphState::compute(*topo, offline ? nullptr : &irqs, {});
    QColor ring = GraphColors::light().disallowed;
    if (!offline) {
        st.effective = CpuSet{cpu};
        ring = GraphColors::light().effective;
    }
    const double k = 3;
    QImage img((layout.bounds.size() * k).toSize(), QImage::Format_ARGB32);
    img.fill(Qt::white);
    {
        QPainter p(&img);
        p.scale(k, k);
        p.translate(-layout.bounds.topLeft());
        paintTopology(&p, *topo, layout, st, QRectF(), k);
    }
    const QRectF r = layout.boxes[std::size_t(layout.puBox[std::size_t(cpu)])].rect;
    QFont f;
    f.setPixelSize(int(std::lround(r.height() * 0.27)));
    const double tw = QFontMetricsF(f).horizontalAdvance(QString::number(cpu));
    const QRectF label =
        QRectF(r.left() + r.width() * 0.1, r.top() + r.height() * 0.04, tw, r.height() * 0.3)
            .translated(-layout.bounds.topLeft());
    int inRing = 0;
    for (int y = int(label.top() * k) + 1; y < int(label.bottom() * k) - 1; ++y)
        for (int x = int(label.left() * k) + 1; x < int(label.right() * k) - 1; ++x) {
            const QColor px = img.pixelColor(x, y);
            if (std::abs(px.red() - ring.red()) < 30 && std::abs(px.green() - ring.green()) < 30 &&
                std::abs(px.blue() - ring.blue()) < 30)
                ++inRing;
        }
    QCOMPARE(inRing, 0);
}

void TestUiWindow::machineTitle_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("cpus");
    QTest::addColumn<int>("nodes"); // -1: no NUMA information
    QTest::addColumn<int>("irqs");  // -1: no interrupts
    // Small machines with long names: the counts used to be cut off.
    QTest::newRow("offlines") << "ui/hwloc-xml-16em64t-4s2c2t-offlines.xml" << 16 << 1 << -1;
    QTest::newRow("cxl") << "ui/hwloc-xml-cxlmem+dax.v2.xml" << 4 << 1 << -1;
    QTest::newRow("cpusets") << "ui/hwloc-xml-16amd64-8n2c-cpusets.xml" << 16 << 5 << -1;
    // A lone /proc/interrupts: no NUMA information is not "0 NUMA nodes".
    QTest::newRow("cpu-only") << QString() << 8 << -1 << 19;
}

void TestUiWindow::machineTitle()
{
    QFETCH(QString, file);
    QFETCH(int, cpus);
    QFETCH(int, nodes);
    QFETCH(int, irqs);
    Topology topo;
    IrqTable table = laptopIrqs();
    if (file.isEmpty()) {
        topo = cpuOnlyTopology(table.cpus, QStringLiteral("/tmp/some/long/path/interrupts"));
    } else {
        auto t = loadTopologyXml(test::dataPath(file));
        QVERIFY(t.ok());
        topo = *t;
    }
    const TopologyLayout layout = computeLayout(topo);
    const GraphState st = GraphState::compute(topo, irqs >= 0 ? &table : nullptr, {});
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("t.svg"));
    QVERIFY(exportGraph(svg, topo, layout, st).ok());
    const QStringList texts = svgTexts(svg);
    const auto title = std::find_if(texts.begin(), texts.end(), [](const QString &t) {
        return t.contains(QStringLiteral(" — "));
    });
    QVERIFY2(title != texts.end(), qPrintable(texts.join(QLatin1Char('|'))));
    QString facts = QCoreApplication::translate("TopologyPainter", "%n CPUs", nullptr, cpus);
    if (nodes >= 0)
        facts += QStringLiteral(" · ") +
                 QCoreApplication::translate("TopologyPainter", "%n NUMA nodes", nullptr, nodes);
    if (irqs >= 0)
        facts += QStringLiteral(" · ") +
                 QCoreApplication::translate("TopologyPainter", "%n IRQs", nullptr, irqs);
    QVERIFY2(title->endsWith(facts), qPrintable(*title + QStringLiteral(" / ") + facts));
}

void TestUiWindow::memoryNodeTitle()
{
    // NUMA nodes 4 and 5 have memory and no CPUs: their blocks say so in full.
    auto topo =
        loadTopologyXml(test::dataPath(QStringLiteral("ui/hwloc-xml-16amd64-8n2c-cpusets.xml")));
    QVERIFY(topo.ok());
    const TopologyLayout layout = computeLayout(*topo);
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("m.svg"));
    QVERIFY(exportGraph(svg, *topo, layout, GraphState::compute(*topo, nullptr, {})).ok());
    const QStringList texts = svgTexts(svg);
    for (int node : {4, 5}) {
        const QString title =
            QCoreApplication::translate("TopologyPainter", "NUMA node %1").arg(node) +
            QStringLiteral(" · 8.0 GiB · ") +
            QCoreApplication::translate("TopologyPainter", "no CPUs");
        QVERIFY2(texts.contains(title), qPrintable(texts.join(QLatin1Char('|'))));
    }
    // Four MCDRAM nodes share a row that cannot widen each enough: the type gives.
    auto knl = loadTopologyXml(
        test::dataPath(QStringLiteral("topology-xml/hwloc-xml-64intel64-fakeKNL-SNC4-hybrid.xml")));
    QVERIFY(knl.ok());
    QVERIFY(
        exportGraph(svg, *knl, computeLayout(*knl), GraphState::compute(*knl, nullptr, {})).ok());
    const QStringList knlTexts = svgTexts(svg);
    for (int node : {4, 5, 6, 7}) {
        const QString title =
            QCoreApplication::translate("TopologyPainter", "NUMA node %1").arg(node) +
            QStringLiteral(" · 2.0 GiB · MCDRAM · ") +
            QCoreApplication::translate("TopologyPainter", "no CPUs");
        QVERIFY2(knlTexts.contains(title), qPrintable(knlTexts.join(QLatin1Char('|'))));
    }
}

void TestUiWindow::exportFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("24em64t") << "ui/hwloc-xml-24em64t-2n6c2t-pci.xml";
    QTest::newRow("zen4") << "ui/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml";
}

void TestUiWindow::exportFiles()
{
    QFETCH(QString, file);
    auto topo = loadTopologyXml(test::dataPath(file));
    QVERIFY(topo.ok());
    const TopologyLayout layout = computeLayout(*topo);
    const GraphState st = GraphState::compute(*topo, nullptr, {});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    const QString svg = dir.filePath(QStringLiteral("g.svg"));
    QVERIFY(exportGraph(svg, *topo, layout, st, QSize(1200, 800)).ok());
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QString root;
    int texts = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (root.isEmpty())
                root = xml.name().toString();
            if (xml.name() == QLatin1String("text"))
                ++texts;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(root, QStringLiteral("svg"));
    // Vector export keeps every PU label: at least one text per PU.
    QVERIFY2(texts >= int(topo->pus.size()), qPrintable(QString::number(texts)));

    const QString pdf = dir.filePath(QStringLiteral("g.pdf"));
    QVERIFY(exportGraph(pdf, *topo, layout, st).ok());
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    const QByteArray bytes = p.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    QVERIFY(bytes.size() > 2000);

    const QString png = dir.filePath(QStringLiteral("g.png"));
    QVERIFY(exportGraph(png, *topo, layout, st, QSize(640, 400)).ok());
    QCOMPARE(QImage(png).size(), QSize(640, 400));
    QVERIFY(!exportGraph(dir.filePath(QStringLiteral("g.bmpx")), *topo, layout, st).ok());
}

void TestUiWindow::openSnapshotArchive()
{
    // A snapshot saved as .tar.gz opens from the File menu, not only with --root.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = dir.filePath(QStringLiteral("db7"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/proc")));
    QFile irqs(root + QStringLiteral("/proc/interrupts"));
    QVERIFY(irqs.open(QIODevice::WriteOnly));
    irqs.write(test::readData(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt")));
    irqs.close();
    const QString tarball = dir.filePath(QStringLiteral("db7.tar.gz"));
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("-czf"), tarball, QStringLiteral("-C"), root,
                                      QStringLiteral("proc")});
    QVERIFY(tar.waitForFinished(60000));
    QCOMPARE(tar.exitCode(), 0);

    MainWindow w;
    auto *act = w.findChild<QAction *>(QStringLiteral("openSnapshotArchive"));
    QVERIFY(act);
    // Answered on every tick until it closes: an answer given while the
    // dialog is still settling can be lost under load.
    bool answered = false;
    QStringList stray;
    QFileDialog::FileMode mode = QFileDialog::Directory;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &w, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (test::closeStrayMessageBox(modal, stray))
            return;
        auto *dlg = qobject_cast<QFileDialog *>(modal);
        if (!dlg)
            return;
        mode = dlg->fileMode();
        test::typeIntoFileDialog(dlg, tarball);
        answered = true;
    });
    poll.start(20);
    act->trigger();
    poll.stop();
    QVERIFY(answered);
    QVERIFY2(stray.isEmpty(), qPrintable(stray.join(QLatin1Char('\n'))));
    QCOMPARE(mode, QFileDialog::ExistingFile);
    QTRY_VERIFY_WITH_TIMEOUT(w.machine().hasIrqs, 30000);
    QCOMPARE(w.source().kind, MachineSource::RootDir);
    QCOMPARE(w.source().path, tarball);
    QCOMPARE(int(w.machine().irqs.cpus.size()), 8);
}

void TestUiWindow::exportPngSizeFromMenu()
{
    // "At any size" from the window too, not only from the API: a PNG asks for its pixels.
    QCOMPARE(MainWindow::parseImageSize(QStringLiteral("3200x2000")).value(), QSize(3200, 2000));
    QCOMPARE(MainWindow::parseImageSize(QStringLiteral(" 1200 × 800 ")).value(), QSize(1200, 800));
    for (const char *bad : {"9x", "0x0", "20000x100", "big", "640x"}) {
        const auto r = MainWindow::parseImageSize(QString::fromLatin1(bad));
        QVERIFY2(!r.ok(), bad);
        QVERIFY2(r.errorString().contains(QString::fromLatin1(bad)), qPrintable(r.errorString()));
    }

    MainWindow w;
    MachineData m;
    m.topology = m_topo;
    m.hasTopology = true;
    w.setMachine(m, {MachineSource::HwlocXml, QStringLiteral("test")});
    auto *act = w.findChild<QAction *>(QStringLiteral("exportGraph"));
    QVERIFY(act);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("graph.png"));
    QStringList seen;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &w, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        auto note = [&seen](const QString &what) {
            if (seen.isEmpty() || seen.last() != what)
                seen << what;
        };
        if (test::closeStrayMessageBox(modal, seen))
            return;
        if (auto *files = qobject_cast<QFileDialog *>(modal)) {
            note(QStringLiteral("file"));
            test::typeIntoFileDialog(files, png);
        } else if (auto *ask = qobject_cast<QInputDialog *>(modal)) {
            note(QStringLiteral("size"));
            ask->setTextValue(QStringLiteral("900x500"));
            ask->accept();
        }
    });
    poll.start(20);
    act->trigger();
    poll.stop();
    QVERIFY2(seen == (QStringList{QStringLiteral("file"), QStringLiteral("size")}),
             qPrintable(seen.join(QLatin1Char('|'))));
    QCOMPARE(QImage(png).size(), QSize(900, 500));
    // The API keeps the natural size when none is given.
    const QString natural = dir.filePath(QStringLiteral("natural.png"));
    QVERIFY(w.exportGraphTo(natural).ok());
    QCOMPARE(QImage(natural).size(), w.topologyView()->layout().bounds.size().toSize() * 2);
}

void TestUiWindow::screenshotInProcess()
{
    MainWindow w;
    QVERIFY(w.openBlocking({MachineSource::HwlocXml,
                            test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml"))})
                .ok());
    w.resize(1000, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QImage img = w.grab().toImage();
    QCOMPARE(img.size(), QSize(1000, 700) * w.devicePixelRatio());
    // Not a blank window: the graph paints many colours.
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 7)
        for (int x = 0; x < img.width(); x += 7)
            colours.insert(img.pixel(x, y));
    QVERIFY(colours.size() > 10);
    // A failing source leaves an error that names it.
    const Status bad =
        w.openBlocking({MachineSource::HwlocXml, QStringLiteral("/nonexistent/x.xml")});
    QVERIFY(!bad.ok());
    QVERIFY(bad.errorString().contains(QLatin1String("/nonexistent/x.xml")));
}

void TestUiWindow::screenshotCommand()
{
    const QString gui = QStringLiteral(IRQATLAS_GUI_PATH);
    if (!QFile::exists(gui))
        QSKIP("the irqatlas executable is not built (build target 'irqatlas' first)");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("shot.png"));
    QProcess p;
    p.start(gui, {QStringLiteral("--screenshot"), out, QStringLiteral("--xml"),
                  test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")),
                  QStringLiteral("--size"), QStringLiteral("900x600"), QStringLiteral("--lang"),
                  QStringLiteral("en")});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    const QImage img(out);
    QVERIFY(!img.isNull());
    QCOMPARE(img.size(), QSize(900, 600));
    // Bad size: usage error.
    QProcess bad;
    bad.start(
        gui, {QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("9x")});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitCode(), 2);
}

void TestUiWindow::screenshotCommand1152Root()
{
    // The large machine as a saved root: the lstopo-made 1152-PU topology
    // next to the real 1152-CPU /proc/interrupts.
    const QString gui = QStringLiteral(IRQATLAS_GUI_PATH);
    if (!QFile::exists(gui))
        QSKIP("the irqatlas executable is not built (build target 'irqatlas' first)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = dir.filePath(QStringLiteral("big"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/proc")));
    QVERIFY(QFile::copy(test::dataPath(QStringLiteral("ui/synthetic-1152pu-8pack-16numa.xml")),
                        root + QStringLiteral("/topology.xml")));
    QFile irqs(root + QStringLiteral("/proc/interrupts"));
    QVERIFY(irqs.open(QIODevice::WriteOnly));
    irqs.write(test::readData(QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2")));
    irqs.close();
    const QString out = dir.filePath(QStringLiteral("big.png"));
    QProcess p;
    // IRQ 36 fired on CPU 584 only: the shot also exercises the selection.
    p.start(gui,
            {QStringLiteral("--screenshot"), out, QStringLiteral("--root"), root,
             QStringLiteral("--size"), QStringLiteral("1600x1000"), QStringLiteral("--select-irq"),
             QStringLiteral("36"), QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    const QImage img(out);
    QCOMPARE(img.size(), QSize(1600, 1000));
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 5)
        for (int x = 0; x < img.width(); x += 5)
            colours.insert(img.pixel(x, y));
    QVERIFY(colours.size() > 10);
}

QTEST_MAIN(TestUiWindow)
#include "tst_ui_window.moc"
