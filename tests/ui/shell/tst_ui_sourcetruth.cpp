// "Never show what it does not know": sources that disagree are named in a
// banner, assumed NUMA distances say so, and blank cells say why they are blank.
#include "plan/planscore.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/machineloader.h"
#include "ui/common/sourcebanner.h"
#include "ui/graph/boxdescription.h"
#include "ui/graph/distancemodel.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqnameelide.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/irqtablemodel.h"
#include "ui/plan/scoremetrics.h"
#include "ui/shell/mainwindow.h"

#include <QFile>
#include <QFont>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;

class TestUiSourceTruth : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void mismatchBanner();
    void assumedDistances();
    void firmwareDistances();
    void assumedDistancesInScores();
    void blankCellsSayWhy();
    void namesKeepTheirEnd_data();
    void namesKeepTheirEnd();
    void nameCellsElideToTheirEnd();

private:
    QTemporaryDir m_dir;
    QString m_interrupts1152;
};

void TestUiSourceTruth::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_interrupts1152 = m_dir.filePath(QStringLiteral("interrupts-1152"));
    QFile f(m_interrupts1152);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(test::readData(QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2")));
}

void TestUiSourceTruth::mismatchBanner()
{
    // The case: the 24-PU XML opened with a 1152-CPU /proc/interrupts.
    MachineSource src(MachineSource::HwlocXml,
                      test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")),
                      m_interrupts1152);
    auto m = loadMachine(src);
    QVERIFY(m.ok());
    QCOMPARE(int(m->differences.size()), 1);
    MainWindow w;
    w.setMachine(*m, src);
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    SourceBanner *banner = w.sourceBanner();
    QVERIFY(banner->isVisible());
    // Names the file, the CPUs and how many counts it cannot show.
    QVERIFY2(banner->text().contains(
                 QLatin1String("/proc/interrupts has 1128 CPU(s) the topology lacks (24-1151)")),
             qPrintable(banner->text()));
    QVERIFY(banner->text().contains(QString::number(m->differences[0].droppedCounts)));
    QVERIFY(m->differences[0].droppedCounts > 0);
    // It sits above the graph, not over it.
    QVERIFY(banner->geometry().bottom() <=
            w.topologyView()->mapTo(w.centralWidget(), QPoint(0, 0)).y());
    const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS");
    if (!shots.isEmpty())
        QVERIFY(w.grab().save(shots + QStringLiteral("/mismatch-banner.png")));

    // Agreeing sources: the 1152-PU topology with the same table. The banner goes.
    MachineSource same(MachineSource::HwlocXml,
                       test::dataPath(QStringLiteral("ui/synthetic-1152pu-8pack-16numa.xml")),
                       m_interrupts1152);
    auto agree = loadMachine(same);
    QVERIFY(agree.ok());
    QVERIFY(agree->differences.empty());
    w.setMachine(*agree, same);
    QVERIFY(!banner->isVisible());
    QVERIFY(banner->text().isEmpty());

    // A lone /proc/interrupts has no topology to disagree with.
    MachineSource lone(MachineSource::InterruptsFile, m_interrupts1152);
    auto l = loadMachine(lone);
    QVERIFY(l.ok());
    QVERIFY(l->differences.empty());
}

namespace {

QByteArray exportedSvg(MainWindow &w, const QString &path)
{
    if (!w.exportGraphTo(path))
        return {};
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

void TestUiSourceTruth::assumedDistances()
{
    // No distance matrix in the XML: 10/20 are assumed, and say so in the
    // dock (one line: the matrix is uniform), the cells, and the graph's
    // node titles on screen and in exports.
    MachineSource src(MachineSource::HwlocXml,
                      test::dataPath(QStringLiteral("ui/synthetic-1152pu-8pack-16numa.xml")));
    auto m = loadMachine(src);
    QVERIFY(m.ok());
    QVERIFY(!m->topology.distanceFromFirmware);
    MainWindow w;
    w.setMachine(*m, src);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY2(w.distanceSummary().contains(QLatin1String("All remote distances 20, local 10")),
             qPrintable(w.distanceSummary()));
    QVERIFY(w.distanceSummary().contains(QLatin1String("assumed")));
    auto *matrix = w.findChild<QTableView *>(QStringLiteral("distanceView"));
    QVERIFY(matrix);
    QVERIFY(!matrix->isVisible()); // the one line says it all
    const QModelIndex cell = matrix->model()->index(0, 1);
    QCOMPARE(cell.data().toInt(), 20);
    QVERIFY(cell.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QLatin1String("assumed")));
    // Picking a node still works (graph, keyboard) and tints by distance.
    w.selectNode(3);
    QCOMPARE(w.topologyView()->state().distanceFrom, 3);
    const QByteArray svg = exportedSvg(w, m_dir.filePath(QStringLiteral("assumed.svg")));
    QVERIFY(svg.contains("distance 20 (assumed)"));
    // A node's tooltip gives its row of the matrix, marked assumed.
    const auto &boxes = w.topologyView()->layout().boxes;
    int node3 = -1;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (boxes[i].kind == BoxKind::Node && boxes[i].id == 3)
            node3 = int(i);
    QVERIFY(node3 >= 0);
    const QString tip = describeBox(w.topologyView()->topology(), w.topologyView()->layout(),
                                    w.topologyView()->state(), node3);
    QVERIFY2(
        tip.contains(QLatin1String(
            "Distances (assumed: no firmware table): 10 to node(s) 3; 20 to node(s) 0-2,4-15")),
        qPrintable(tip));
    QVERIFY(svg.contains("distance 10 (assumed)"));
}

void TestUiSourceTruth::firmwareDistances()
{
    // A firmware matrix with several remote distances keeps its table and
    // shows plain numbers.
    MachineSource src(MachineSource::HwlocXml,
                      test::dataPath(QStringLiteral("ui/hwloc-xml-192em64t-24n8c2t.xml")));
    auto m = loadMachine(src);
    QVERIFY(m.ok());
    QVERIFY(m->topology.distanceFromFirmware);
    QVERIFY(!distanceUniform(m->topology));
    MainWindow w;
    w.setMachine(*m, src);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.distanceSummary().isEmpty());
    auto *matrix = w.findChild<QTableView *>(QStringLiteral("distanceView"));
    QVERIFY(matrix->isVisible());
    QVERIFY(!matrix->model()->index(0, 1).data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(!matrix->model()
                 ->index(0, 1)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QLatin1String("assumed")));
    w.selectNode(m->topology.nodes.front().id);
    const QByteArray svg = exportedSvg(w, m_dir.filePath(QStringLiteral("firmware.svg")));
    QVERIFY(svg.contains("distance 10"));
    QVERIFY(!svg.contains("(assumed)"));
    const auto &boxes = w.topologyView()->layout().boxes;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (boxes[i].kind == BoxKind::Node) {
            const QString tip =
                describeBox(w.topologyView()->topology(), w.topologyView()->layout(),
                            w.topologyView()->state(), int(i));
            QVERIFY2(tip.contains(QLatin1String("Distances: 10 to node(s)")) &&
                         !tip.contains(QLatin1String("assumed")),
                     qPrintable(tip));
            break;
        }

    // A firmware matrix that happens to be uniform is one line, not assumed.
    Topology uniform = m->topology;
    for (std::size_t i = 0; i < uniform.distance.size(); ++i)
        for (std::size_t j = 0; j < uniform.distance[i].size(); ++j)
            uniform.distance[i][j] = i == j ? 10 : 32;
    QCOMPARE(distanceSummary(uniform), QStringLiteral("All remote distances 32, local 10"));
}

void TestUiSourceTruth::assumedDistancesInScores()
{
    // Plan scores measured with assumed distances say so in the value and
    // its explanation; measured ones do not.
    auto topo =
        loadTopologyXml(test::dataPath(QStringLiteral("ui/synthetic-1152pu-8pack-16numa.xml")));
    QVERIFY(topo.ok());
    IrqTable table;
    Plan plan;
    ScoreInput in;
    in.topology = &*topo;
    in.table = &table;
    PlanScore s = scorePlan(plan, in);
    QVERIFY(s.distanceAssumed);
    s.irqs = 2; // measured over two IRQs: a value, not a score over nothing
    s.distanceIrqs = 2;
    s.meanDistance = 15;
    s.maxDistance = 20;
    for (const ScoreMetric &m : scoreMetrics()) {
        if (!m.distance)
            continue;
        QVERIFY2(m.format(s).contains(QLatin1String("(assumed)")), qPrintable(m.format(s)));
        QVERIFY(m.toolTip(s).contains(QLatin1String("no firmware distance table")));
    }
    s.distanceAssumed = false;
    int distanceRows = 0;
    for (const ScoreMetric &m : scoreMetrics())
        if (m.distance) {
            ++distanceRows;
            QVERIFY(!m.format(s).contains(QLatin1String("assumed")));
            QVERIFY(!m.toolTip(s).contains(QLatin1String("assumed")));
        }
    QCOMPARE(distanceRows, 2);
}

void TestUiSourceTruth::blankCellsSayWhy()
{
    // A saved machine with only /proc/interrupts: Node, Affinity and
    // Effective are blank for every IRQ, and the panel, the headers and the
    // cells say why.
    MachineSource lone(MachineSource::InterruptsFile,
                       test::dataPath(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt")));
    auto m = loadMachine(lone);
    QVERIFY(m.ok());
    MainWindow w;
    w.setMachine(*m, lone);
    IrqTableModel *model = w.irqPanel()->model();
    QVERIFY(model->lacksIrqFiles());
    QVERIFY(w.irqPanel()->noteText().contains(QLatin1String("no /proc/irq")));
    for (int col : {int(IrqTableModel::ColNode), int(IrqTableModel::ColAffinity),
                    int(IrqTableModel::ColEffective)}) {
        QVERIFY(model->headerData(col, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("no /proc/irq")));
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex i = model->index(r, col);
            QVERIFY(i.data().toString().isEmpty());
            QVERIFY2(!i.data(Qt::ToolTipRole).toString().isEmpty(), qPrintable(QString::number(r)));
        }
    }
    // Columns that have values keep their usual tooltip.
    QVERIFY(!model->headerData(IrqTableModel::ColTotal, Qt::Horizontal, Qt::ToolTipRole)
                 .toString()
                 .contains(QLatin1String("/proc/irq")));

    // A snapshot with /proc/irq: only the cells the kernel left out say why,
    // each naming its own file.
    IrqTable t;
    t.cpus = {0, 1};
    Irq a;
    a.key = "40";
    a.number = 40;
    a.name = "eth0-TxRx-0";
    a.counts = {1, 2};
    a.affinity = CpuSet{0, 1};
    a.node = -1;
    Irq b = a;
    b.key = "41";
    b.number = 41;
    b.effective = CpuSet{1};
    b.node = 0;
    Irq loc;
    loc.key = "LOC";
    loc.counts = {5, 5};
    t.irqs = {a, b, loc};
    model->setIrqTable(t);
    QVERIFY(!model->lacksIrqFiles());
    QVERIFY(w.irqPanel()->noteText().isEmpty());
    QVERIFY(!model->headerData(IrqTableModel::ColAffinity, Qt::Horizontal, Qt::ToolTipRole)
                 .toString()
                 .contains(QLatin1String("Empty for every IRQ")));
    QVERIFY(model->index(0, IrqTableModel::ColEffective)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("/proc/irq/40/effective_affinity_list")));
    QVERIFY(model->index(0, IrqTableModel::ColNode)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("(-1)")));
    QVERIFY(model->blankReason(t.irqs[1], IrqTableModel::ColEffective).isEmpty());
    QVERIFY(model->blankReason(t.irqs[1], IrqTableModel::ColNode).isEmpty());
    QVERIFY(model->index(2, IrqTableModel::ColAffinity)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("per-CPU")));
    // The name's tooltip has the full name, whatever the cell shows.
    QVERIFY(model->index(0, IrqTableModel::ColName)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QLatin1String("eth0-TxRx-0")));
}

void TestUiSourceTruth::namesKeepTheirEnd_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("cut");    // width: the name less this text
    QTest::addColumn<QString>("ends");   // what the shown text must end with
    QTest::addColumn<QString>("starts"); // and start with
    QTest::newRow("queue") << "ice-eno5np0-TxRx-12"
                           << "eno5"
                           << "TxRx-12"
                           << "ice";
    QTest::newRow("nvme") << "nvme0q12"
                          << "nvm"
                          << "q12"
                          << "…";
    QTest::newRow("device suffix") << "mlx5_comp3@pci:0000:3b:00.0"
                                   << ":0000:3b:00.0"
                                   << "@…"
                                   << "mlx5_comp3";
    QTest::newRow("device and queue") << "mlx5_comp13@pci:0000:3b:00.0"
                                      << "3@pci:0000:3b:00.0"
                                      << "…comp13"
                                      << "m";
    QTest::newRow("fits") << "timer"
                          << ""
                          << "timer"
                          << "timer";
}

void TestUiSourceTruth::namesKeepTheirEnd()
{
    QFETCH(QString, name);
    QFETCH(QString, cut);
    QFETCH(QString, ends);
    QFETCH(QString, starts);
    const QFontMetrics fm{QFont()};
    const int width = fm.horizontalAdvance(name) - fm.horizontalAdvance(cut);
    const QString shown = elideIrqName(name, fm, width);
    QVERIFY2(shown.endsWith(ends) && shown.startsWith(starts), qPrintable(shown));
    QVERIFY2(fm.horizontalAdvance(shown) <= width, qPrintable(shown));
    QCOMPARE(shown.contains(QStringLiteral("…")), !cut.isEmpty());
    // Narrower than the tail itself: the start goes, the end stays.
    const QString tiny = elideIrqName(name, fm, fm.horizontalAdvance(QStringLiteral("…2")) + 1);
    QVERIFY2(fm.horizontalAdvance(tiny) <= fm.horizontalAdvance(QStringLiteral("…2")) + 1,
             qPrintable(tiny));
}

namespace {
struct ShownText : IrqNameDelegate
{
    using IrqNameDelegate::IrqNameDelegate;
    QString at(const QModelIndex &i, int width) const
    {
        QStyleOptionViewItem o;
        o.rect = QRect(0, 0, width, 20);
        o.fontMetrics = QFontMetrics(QFont());
        initStyleOption(&o, i);
        return o.text;
    }
};
} // namespace

void TestUiSourceTruth::nameCellsElideToTheirEnd()
{
    // The table's Name column paints with that rule.
    IrqPanel panel;
    IrqTable t;
    t.cpus = {0};
    Irq a;
    a.key = "77";
    a.number = 77;
    a.name = "ice-eno5np0-TxRx-12";
    a.counts = {1};
    t.irqs = {a};
    panel.model()->setIrqTable(t);
    auto *delegate = qobject_cast<IrqNameDelegate *>(
        panel.view()->itemDelegateForColumn(IrqTableModel::ColName));
    QVERIFY(delegate);
    ShownText probe;
    const QModelIndex i = panel.proxy()->index(0, IrqTableModel::ColName);
    const QString shown =
        probe.at(i, QFontMetrics(QFont()).horizontalAdvance(QStringLiteral("ice-eno5TxRx-12")));
    QVERIFY2(shown.endsWith(QLatin1String("TxRx-12")) && shown.contains(QStringLiteral("…")),
             qPrintable(shown));
}

QTEST_MAIN(TestUiSourceTruth)
#include "tst_ui_sourcetruth.moc"
