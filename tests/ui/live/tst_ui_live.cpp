// Live monitoring in the window: hand-made samples colour the PU tiles by
// IRQ time or IRQ/s (no figure is neutral, never 0 %), the legend follows,
// the plots receive points, and a recording of real /proc files replays
// through the threaded sampler into heat (and a screenshot). The IRQ table's
// live rate column, the softirq bars, the time window and the exports are
// checked on hand-made and fixture rates.

#include "live/rates.h"
#include "live/ratesexport.h"
#include "live/recording.h"
#include "live/sample.h"
#include "live/sampler.h"
#include "procfs/interrupts.h"
#include "testdata.h"
#include "ui/common/machineloader.h"
#include "ui/graph/boxdescription.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/topologypainter.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/irqtablemodel.h"
#include "ui/live/livemonitor.h"
#include "ui/live/liveplots.h"
#include "ui/live/softirqbars.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QScreen>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <qcustomplot.h>

using namespace irqatlas;

namespace {

constexpr std::int64_t kSec = 1000000000;

Sample makeSample(const QByteArray &irqs, const QByteArray &stat, std::int64_t ns,
                  const QByteArray &soft = {})
{
    Sample s;
    s.monotonicNs = ns;
    s.wallMs = 1764495600000 + ns / 1000000;
    s.interruptsText = irqs;
    s.statText = stat;
    s.softirqsText = soft;
    parseSample(s, QStringLiteral("test"));
    return s;
}

// Four CPUs, one second apart. Over the interval (100 ticks per CPU):
//   CPU0 irq +30 softirq +10 -> 30 % + 10 % = 40 %, 1100 IRQ/s
//   CPU1 irq +5  softirq +5  -> 10 %,                 200 IRQ/s
//   CPU2 idle only           -> 0 % (a real zero),   100 IRQ/s
//   CPU3 all times 0 in the newer sample (offline)   -> no figure
const char *kIrqs1 =
    "           CPU0       CPU1       CPU2       CPU3\n"
    " 24:        100          0          0          0   PCI-MSI 1-edge      eth0-rx\n"
    " 25:          0         50          0          0   PCI-MSI 2-edge      nvme0q1\n"
    "LOC:       1000       1000       1000       1000   Local timer interrupts\n";
const char *kIrqs2 =
    "           CPU0       CPU1       CPU2       CPU3\n"
    " 24:       1100          0          0          0   PCI-MSI 1-edge      eth0-rx\n"
    " 25:          0        150          0          0   PCI-MSI 2-edge      nvme0q1\n"
    "LOC:       1100       1100       1100       1000   Local timer interrupts\n";
const char *kStat1 = "cpu  400 0 400 3000 0 40 40 0 0 0\n"
                     "cpu0 100 0 100 750 0 10 10 0 0 0\n"
                     "cpu1 100 0 100 750 0 10 10 0 0 0\n"
                     "cpu2 100 0 100 750 0 10 10 0 0 0\n"
                     "cpu3 100 0 100 750 0 10 10 0 0 0\n";
const char *kStat2 = "cpu  320 0 320 2460 0 65 45 0 0 0\n"
                     "cpu0 110 0 110 790 0 40 20 0 0 0\n"
                     "cpu1 110 0 110 820 0 15 15 0 0 0\n"
                     "cpu2 100 0 100 850 0 10 10 0 0 0\n"
                     "cpu3 0 0 0 0 0 0 0 0 0 0\n";

Rates handMadeRates()
{
    const Sample a = makeSample(kIrqs1, kStat1, 1000 * kSec);
    const Sample b = makeSample(kIrqs2, kStat2, 1001 * kSec);
    return computeRates(a, b);
}

MachineData fourCpus()
{
    MachineData m;
    m.topology = cpuOnlyTopology({0, 1, 2, 3}, QStringLiteral("test"));
    return m;
}

// The colour in the middle of a CPU's tile, painted without labels.
QColor tileColor(const TopologyView *view, int cpu)
{
    const TopologyLayout &layout = view->layout();
    int box = -1;
    for (std::size_t i = 0; i < layout.boxes.size(); ++i)
        if (layout.boxes[i].kind == BoxKind::Pu && layout.boxes[i].id == cpu)
            box = int(i);
    if (box < 0)
        return {};
    const QRectF r = layout.boxes[std::size_t(box)].rect;
    QImage img(r.size().toSize() + QSize(2, 2), QImage::Format_ARGB32);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.translate(-r.topLeft() + QPointF(1, 1));
    // A tiny level of detail leaves the labels out.
    paintTopology(&p, view->topology(), layout, view->state(), QRectF(), 0.01);
    p.end();
    return img.pixelColor(img.width() / 2, img.height() / 2);
}

// Real per-CPU files with hand-made increments per tick: CPU n is charged
// n % 4 * 4 ticks of IRQ time and n % 3 * 5 of softirq time out of 100.
QByteArray tickedStat(const QByteArray &text, int tick)
{
    QByteArray out;
    for (const QByteArray &line : text.split('\n')) {
        QList<QByteArray> w = line.simplified().split(' ');
        if (w.size() >= 8 && w[0].startsWith("cpu") && w[0] != "cpu") {
            const int n = w[0].mid(3).toInt();
            const qulonglong irq = qulonglong(n % 4 * 4), soft = qulonglong(n % 3 * 5);
            const qulonglong add[] = {20, 0, 10, 70 - irq - soft, 0, irq, soft};
            for (int f = 0; f < 7; ++f)
                w[f + 1] = QByteArray::number(w[f + 1].toULongLong() + add[f] * qulonglong(tick));
            out += w.join(' ');
        } else {
            out += line;
        }
        out += '\n';
    }
    return out.left(out.size() - 1);
}

// Every non-zero per-CPU count grows by a row- and column-dependent step.
QByteArray tickedInterrupts(const QByteArray &text, int tick)
{
    QByteArray out;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype l = 0; l < lines.size(); ++l) {
        if (l == 0) {
            out += lines[l];
        } else {
            const QList<QByteArray> words = lines[l].split(' ');
            int col = 0;
            for (qsizetype i = 0; i < words.size(); ++i) {
                bool num = false;
                const qulonglong v = words[i].toULongLong(&num);
                const bool count = num && i > 0 && !words[i].isEmpty();
                const qulonglong step = qulonglong((l * 37 + col * 53) % 400);
                out +=
                    (i ? " " : "") +
                    (count && v > 0 ? QByteArray::number(v + step * qulonglong(tick)) : words[i]);
                if (count)
                    ++col;
            }
        }
        if (l + 1 < lines.size())
            out += '\n';
    }
    return out;
}

// Every softirq count grows by 10 * (row + 1) + column per tick, so over one
// second type row r on CPU c runs at 10 * (r + 1) + c softirqs/s.
QByteArray tickedSoftirqs(const QByteArray &text, int tick)
{
    QByteArray out;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype l = 0; l < lines.size(); ++l) {
        if (l == 0 || lines[l].trimmed().isEmpty()) {
            out += lines[l];
        } else {
            const QList<QByteArray> words = lines[l].simplified().split(' ');
            out += words[0];
            for (qsizetype c = 1; c < words.size(); ++c)
                out += ' ' + QByteArray::number(words[c].toULongLong() +
                                                qulonglong(10 * l + c - 1) * qulonglong(tick));
        }
        if (l + 1 < lines.size())
            out += '\n';
    }
    return out;
}

// The hand-made interval shifted to end at second `t` after the first.
Rates handMadeRatesAt(int t)
{
    Rates r = handMadeRates();
    r.monotonicNs = (1001 + t) * kSec;
    r.wallMs = 1764495601000 + t * 1000;
    return r;
}

IrqTable handMadeTable()
{
    auto table = parseInterrupts(kIrqs2, QStringLiteral("test"));
    return table ? table.value() : IrqTable{};
}

} // namespace

class TestUiLive : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-live"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_live"));
    }

    void heatFromRates_data()
    {
        QTest::addColumn<int>("cpu");
        QTest::addColumn<bool>("hasFigure");
        QTest::addColumn<double>("percent");
        QTest::addColumn<double>("irqsPerSec");
        QTest::newRow("cpu0 busy") << 0 << true << 40.0 << 1100.0;
        QTest::newRow("cpu1 light") << 1 << true << 10.0 << 200.0;
        QTest::newRow("cpu2 real zero") << 2 << true << 0.0 << 100.0;
        QTest::newRow("cpu3 offline") << 3 << false << 0.0 << 0.0;
    }

    void heatFromRates()
    {
        QFETCH(int, cpu);
        QFETCH(bool, hasFigure);
        QFETCH(double, percent);
        QFETCH(double, irqsPerSec);
        const Rates r = handMadeRates();
        QVERIFY(!r.isGap());
        const HeatState pct = HeatState::fromRates(r, HeatMode::IrqPercent, {HeatScale::Kind::Fit});
        QCOMPARE(pct.scaleMax, 40.0);
        QCOMPARE(pct.value(cpu).has_value(), hasFigure);
        if (hasFigure) {
            QCOMPARE(*pct.value(cpu), percent);
            const HeatState rate =
                HeatState::fromRates(r, HeatMode::IrqRate, {HeatScale::Kind::Fit});
            QCOMPARE(rate.scaleMax, 1100.0);
            QCOMPARE(*rate.value(cpu), irqsPerSec);
        }
    }

    void windowShowsHeat()
    {
        MainWindow w;
        w.setHeatScale(HeatScale::Kind::Fit); // the scale of these figures
        w.setMachine(fourCpus(), {MachineSource::HwlocXml, QStringLiteral("test")});
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const bool dark = w.topologyView()->state().dark;

        // A static source: no heat, no legend.
        QVERIFY(!w.topologyView()->state().heat.active);
        QVERIFY(!w.heatLegend()->isShowingHeat());
        const QColor before = tileColor(w.topologyView(), 0);

        QGraphicsScene *scene = w.topologyView()->scene();
        const auto itemsBefore = scene->items();
        w.liveMonitor()->feed(handMadeRates());
        QVERIFY(scene->items() == itemsBefore); // re-colouring keeps the scene

        QVERIFY(w.heatLegend()->isShowingHeat());
        QVERIFY(w.heatLegend()->isVisible());
        QCOMPARE(w.heatLegend()->scaleMax(), 40.0);
        QCOMPARE(tileColor(w.topologyView(), 0).rgb(), heatColor(1.0, dark).rgb());
        QCOMPARE(tileColor(w.topologyView(), 1).rgb(), heatColor(0.5, dark).rgb()); // sqrt(10/40)
        QCOMPARE(tileColor(w.topologyView(), 2).rgb(), heatColor(0.0, dark).rgb());
        QVERIFY(tileColor(w.topologyView(), 0).rgb() != before.rgb());
        // No figure is neither the 0 % colour nor any heat: the neutral swatch
        // (hatched, so sample the plain colour through the state instead).
        QVERIFY(!w.topologyView()->state().heat.value(3));
        QVERIFY(tileColor(w.topologyView(), 3).rgb() != heatColor(0.0, dark).rgb());

        // The tooltip carries the numbers, and says when there are none.
        int box3 = -1, box0 = -1;
        for (std::size_t i = 0; i < w.topologyView()->layout().boxes.size(); ++i) {
            const LayoutBox &b = w.topologyView()->layout().boxes[i];
            if (b.kind == BoxKind::Pu && b.id == 3)
                box3 = int(i);
            if (b.kind == BoxKind::Pu && b.id == 0)
                box0 = int(i);
        }
        const QString tip0 = describeBox(w.topologyView()->topology(), w.topologyView()->layout(),
                                         w.topologyView()->state(), box0);
        QVERIFY2(tip0.contains(QStringLiteral("30.00 %")), qPrintable(tip0));
        QVERIFY2(tip0.contains(QStringLiteral("10.00 %")), qPrintable(tip0));
        QVERIFY2(tip0.contains(QStringLiteral("1100")), qPrintable(tip0));
        const QString tip3 = describeBox(w.topologyView()->topology(), w.topologyView()->layout(),
                                         w.topologyView()->state(), box3);
        QVERIFY2(tip3.contains(QStringLiteral("Hard IRQ time: not accounted")), qPrintable(tip3));

        // IRQ/s mode: CPU2's 100 of 1100 IRQ/s.
        w.setHeatMode(HeatMode::IrqRate);
        QCOMPARE(w.heatLegend()->scaleMax(), 1100.0);
        QCOMPARE(tileColor(w.topologyView(), 0).rgb(), heatColor(1.0, dark).rgb());
        QCOMPARE(tileColor(w.topologyView(), 2).rgb(),
                 heatColor(std::sqrt(100.0 / 1100.0), dark).rgb());
        w.setHeatMode(HeatMode::IrqPercent);

        // Plots: one point per CPU curve; the two busiest IRQs got curves.
        QCustomPlot *cpu = w.livePlots()->cpuPlot();
        QCOMPARE(cpu->graph(0)->dataCount(), 1);
        QCOMPARE(cpu->graph(1)->dataCount(), 1);
        // Mean over CPUs with a figure (0-2): hard (30+5+0)/3, stacked soft adds (10+5+0)/3.
        QCOMPARE(cpu->graph(0)->data()->at(0)->value, 35.0 / 3);
        QCOMPARE(cpu->graph(1)->data()->at(0)->value, 50.0 / 3);
        QCustomPlot *irq = w.livePlots()->irqPlot();
        QCOMPARE(irq->graphCount(), 3); // 24, 25, LOC
        for (int g = 0; g < irq->graphCount(); ++g)
            QCOMPARE(irq->graph(g)->dataCount(), 1);

        // A gap: every tile neutral, the legend stays, the plot line breaks.
        Sample failed;
        failed.monotonicNs = 1002 * kSec;
        failed.error = QStringLiteral("cannot read /proc/interrupts: simulated");
        w.liveMonitor()->feed(gapRates(failed, failed.error));
        for (int c = 0; c < 4; ++c)
            QVERIFY(!w.topologyView()->state().heat.value(c));
        QVERIFY(w.heatLegend()->isShowingHeat());
        QCOMPARE(cpu->graph(0)->dataCount(), 2);
        QVERIFY(std::isnan(cpu->graph(0)->data()->at(1)->value));

        // Selecting CPU 0 replots over the history for that CPU alone.
        w.livePlots()->setCpus(CpuSet{0});
        QCOMPARE(cpu->graph(0)->data()->at(0)->value, 30.0);
        QCOMPARE(cpu->graph(1)->data()->at(0)->value, 40.0);

        // Another machine drops the heat.
        w.setMachine(fourCpus(), {MachineSource::HwlocXml, QStringLiteral("test2")});
        QVERIFY(!w.topologyView()->state().heat.active);
        QVERIFY(!w.heatLegend()->isShowingHeat());
    }

    void heatRepaintsOnScreen()
    {
        MainWindow w;
        w.setHeatScale(HeatScale::Kind::Fit); // the busiest CPU is the top
        w.setMachine(fourCpus(), {MachineSource::HwlocXml, QStringLiteral("test")});
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const bool dark = w.topologyView()->state().dark;
        w.liveMonitor()->feed(handMadeRates());
        // On screen as well: a new interval repaints only the PU tiles, and
        // those pixels follow (read back from the window's backing store).
        const auto onScreen = [&](int cpu) {
            const TopologyView *v = w.topologyView();
            for (const LayoutBox &b : v->layout().boxes)
                if (b.kind == BoxKind::Pu && b.id == cpu) {
                    // Left of the centred count, clear of the rounded corners.
                    const QPoint p = v->mapFromScene(
                        QPointF(b.rect.left() + b.rect.width() * 0.15, b.rect.center().y()));
                    const QImage img = w.screen()->grabWindow(w.winId()).toImage();
                    return img.pixelColor(v->viewport()->mapTo(&w, p));
                }
            return QColor();
        };
        QTRY_COMPARE_WITH_TIMEOUT(onScreen(0).rgb(), heatColor(1.0, dark).rgb(), 30000);
        Rates quiet = handMadeRatesAt(1);
        quiet.cpus[0].hardirqPct = 0.0;
        quiet.cpus[0].softirqPct = 0.0;
        w.liveMonitor()->feed(quiet);
        QTRY_COMPARE_WITH_TIMEOUT(onScreen(0).rgb(), heatColor(0.0, dark).rgb(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(onScreen(1).rgb(), heatColor(std::sqrt(10.0 / 10.0), dark).rgb(),
                                  30000); // now the busiest
    }

    void rateColumn()
    {
        IrqPanel panel;
        IrqTableModel *model = panel.model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            panel.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->setIrqTable(handMadeTable());
        QCOMPARE(model->rowCount(), 3); // 24, 25, LOC
        QCOMPARE(model->headerData(IrqTableModel::ColRate, Qt::Horizontal).toString(),
                 QStringLiteral("IRQ/s"));
        // No rates yet: empty, not 0.
        for (int row = 0; row < 3; ++row) {
            QVERIFY(!model->rateAt(row));
            QCOMPARE(model->index(row, IrqTableModel::ColRate).data().toString(), QString());
        }

        QSignalSpy reset(model, &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        model->setRates(handMadeRates());
        // 24: +1000 on CPU0; 25: +100 on CPU1; LOC: +100 on CPUs 0-2, all in 1 s.
        QCOMPARE(model->rateAt(0), std::optional<double>(1000.0));
        QCOMPARE(model->rateAt(1), std::optional<double>(100.0));
        QCOMPARE(model->rateAt(2), std::optional<double>(300.0));
        QCOMPARE(model->index(0, IrqTableModel::ColRate).data().toString(), QStringLiteral("1000"));
        QCOMPARE(model->index(1, IrqTableModel::ColRate).data(IrqTableModel::SortRole).toDouble(),
                 100.0);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        const QModelIndex tl = changed.at(0).at(0).toModelIndex();
        const QModelIndex br = changed.at(0).at(1).toModelIndex();
        QCOMPARE(tl.column(), int(IrqTableModel::ColRate));
        QCOMPARE(br.column(), int(IrqTableModel::ColRate));
        QCOMPARE(tl.row(), 0);
        QCOMPARE(br.row(), 2);
        // The same figures again repaint nothing.
        model->setRates(handMadeRates());
        QCOMPARE(changed.count(), 1);

        // Sorted by rate (numerically: 1000 above 300 above 100), with 25 selected.
        QTableView *view = panel.view();
        view->sortByColumn(IrqTableModel::ColRate, Qt::DescendingOrder);
        const auto keyAt = [&](int r) {
            return panel.proxy()->index(r, IrqTableModel::ColIrq).data().toString();
        };
        QCOMPARE(keyAt(0), QStringLiteral("24"));
        QCOMPARE(keyAt(1), QStringLiteral("LOC"));
        QCOMPARE(keyAt(2), QStringLiteral("25"));
        panel.selectIrq(25);
        QCOMPARE(panel.selectedIrqs(), QList<int>{25});

        // 25 becomes the busiest and 24 a gap (its counter was reset): the
        // order follows, the selection stays on 25, nothing is reset.
        Rates r = handMadeRates();
        for (IrqRate &irq : r.irqs) {
            if (irq.key == "25")
                irq.perSec = 5000;
            if (irq.key == "24")
                irq.perSec.reset();
        }
        model->setRates(r);
        QCOMPARE(keyAt(0), QStringLiteral("25"));
        QCOMPARE(keyAt(1), QStringLiteral("LOC"));
        QCOMPARE(keyAt(2), QStringLiteral("24")); // no figure sorts last
        QCOMPARE(panel.selectedIrqs(), QList<int>{25});
        QCOMPARE(view->horizontalHeader()->sortIndicatorSection(), int(IrqTableModel::ColRate));
        QVERIFY(!model->rateAt(0));
        QCOMPARE(model->index(0, IrqTableModel::ColRate).data().toString(), QString());

        // A row the interval leaves out did not change: 0/s, a real zero.
        r.irqs.erase(std::remove_if(r.irqs.begin(), r.irqs.end(),
                                    [](const IrqRate &i) { return i.key == "LOC"; }),
                     r.irqs.end());
        model->setRates(r);
        QCOMPARE(model->rateAt(2), std::optional<double>(0.0));
        QCOMPARE(model->index(2, IrqTableModel::ColRate).data().toString(), QStringLiteral("0.0"));

        // A gap interval: every cell empty.
        Sample failed;
        failed.monotonicNs = 1002 * kSec;
        failed.error = QStringLiteral("simulated");
        model->setRates(gapRates(failed, failed.error));
        for (int row = 0; row < 3; ++row)
            QVERIFY(!model->rateAt(row));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(panel.selectedIrqs(), QList<int>{25});
    }

    void rateColumnInWindow()
    {
        MainWindow w;
        MachineData m = fourCpus();
        m.irqs = handMadeTable();
        m.hasIrqs = true;
        w.setMachine(m, {MachineSource::InterruptsFile, QStringLiteral("test")});
        w.liveMonitor()->feed(handMadeRates());
        QCOMPARE(w.irqPanel()->model()->rateAt(0), std::optional<double>(1000.0));
        // Another machine starts without rates.
        w.setMachine(m, {MachineSource::InterruptsFile, QStringLiteral("test2")});
        QVERIFY(!w.irqPanel()->model()->rateAt(0));
    }

    void softirqBars()
    {
        const QByteArray irq =
            test::readData(QStringLiteral("live/sysstat-tests-root1-interrupts.txt"));
        const QByteArray stat = test::readData(QStringLiteral("live/sysstat-tests-root1-stat.txt"));
        const QByteArray soft =
            test::readData(QStringLiteral("live/sysstat-tests-root1-softirqs.txt"));
        const Sample a = makeSample(irq, tickedStat(stat, 0), 1000 * kSec, tickedSoftirqs(soft, 0));
        const Sample b = makeSample(tickedInterrupts(irq, 1), tickedStat(stat, 1), 1001 * kSec,
                                    tickedSoftirqs(soft, 1));
        QVERIFY2(a.ok() && b.ok(), qPrintable(a.error + b.error));
        const Rates r = computeRates(a, b);
        QVERIFY(!r.isGap());
        QCOMPARE(r.softirqNames.size(), std::size_t(10));

        LivePlots plots;
        plots.addRates(r);
        SoftirqBars *bars = plots.softirqBars();
        // Nothing selected: the 8 busiest of 9 CPUs (CPU n runs n more of each type than CPU 0).
        QCOMPARE(bars->shownCpus(), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        // Types stack in /proc/softirqs order: HI, TIMER, NET_TX, NET_RX, BLOCK, ...
        QVERIFY(bars->bars(QStringLiteral("NET_RX")));
        QCOMPARE(bars->bars(QStringLiteral("NET_RX"))->barBelow(),
                 bars->bars(QStringLiteral("NET_TX")));
        QCOMPARE(bars->bars(QStringLiteral("RCU"))->dataCount(), 8);

        plots.setCpus(CpuSet{2, 5});
        QCOMPARE(bars->shownCpus(), (std::vector<int>{2, 5}));
        QCOMPARE(bars->plotted(QStringLiteral("NET_RX"), 5), std::optional<double>(45.0)); // row 4
        QCOMPARE(bars->plotted(QStringLiteral("HI"), 2), std::optional<double>(12.0));
        QCOMPARE(bars->plotted(QStringLiteral("RCU"), 2), std::optional<double>(102.0));
        QVERIFY(!bars->plotted(QStringLiteral("RCU"), 3)); // not selected
        QVERIFY(!bars->bars(QStringLiteral("NO_SUCH_TYPE")));
        // The value axis holds the highest stack: CPU 5, sum of 10*(r+1)+5 over 10 rows.
        QVERIFY(bars->yAxis->range().upper >= 600.0);

        // A gap empties the bars; they never show a made-up 0.
        Sample failed;
        failed.monotonicNs = 1002 * kSec;
        failed.error = QStringLiteral("simulated");
        plots.addRates(gapRates(failed, failed.error));
        QCOMPARE(bars->bars(QStringLiteral("NET_RX"))->dataCount(), 0);
        QVERIFY(bars->shownCpus().empty());
    }

    void timeWindow()
    {
        LivePlots plots;
        for (int t = 0; t < 200; ++t)
            plots.addRates(handMadeRatesAt(t));
        QCustomPlot *cpu = plots.cpuPlot();
        QCustomPlot *irq = plots.irqPlot();
        QCOMPARE(cpu->graph(0)->dataCount(), 200);

        plots.setTimeWindow(60);
        QCOMPARE(cpu->xAxis->range().lower, 139.0);
        QCOMPARE(cpu->xAxis->range().upper, 199.0);
        QCOMPARE(irq->xAxis->range().lower, 139.0);
        // A window longer than the history starts at the first sample.
        plots.setTimeWindow(300);
        QCOMPARE(cpu->xAxis->range().lower, 0.0);
        QCOMPARE(cpu->xAxis->range().upper, 300.0);
        plots.setTimeWindow(0);
        QCOMPARE(cpu->xAxis->range().lower, 0.0);
        QCOMPARE(cpu->xAxis->range().upper, 199.0);
        // The value axis fits what the window shows: stacked 50/3 %, IRQ 24 at 1000/s.
        QVERIFY(cpu->yAxis->range().upper >= 50.0 / 3 && cpu->yAxis->range().upper < 20);
        QVERIFY(irq->yAxis->range().upper >= 1000 && irq->yAxis->range().upper < 1100);

        // The control in the dock sets the same window.
        auto *box = plots.findChild<QComboBox *>(QStringLiteral("timeWindow"));
        QVERIFY(box);
        box->setCurrentIndex(box->findData(600.0));
        QCOMPARE(plots.timeWindow(), 600.0);

        // The history is bounded: the oldest samples leave the plots too.
        for (int t = 200; t < 700; ++t)
            plots.addRates(handMadeRatesAt(t));
        QCOMPARE(plots.sampleCount(), LivePlots::kMaxTicks);
        QCOMPARE(cpu->graph(0)->dataCount(), int(LivePlots::kMaxTicks));
        QCOMPARE(irq->graph(0)->dataCount(), int(LivePlots::kMaxTicks));
        plots.setTimeWindow(0);
        QCOMPARE(cpu->xAxis->range().lower, 100.0);
        QCOMPARE(cpu->xAxis->range().upper, 699.0);
        // Switching windows on a full history: "All kept" is the 600 kept
        // intervals, a shorter window ends at the newest.
        plots.setTimeWindow(60);
        QCOMPARE(cpu->xAxis->range().lower, 639.0);
        QCOMPARE(cpu->xAxis->range().upper, 699.0);
        plots.setTimeWindow(600);
        QCOMPARE(cpu->xAxis->range().lower, 100.0);
        QCOMPARE(cpu->xAxis->range().upper, 700.0);
        // A new selection redraws the curve from the kept intervals only.
        plots.setCpus(CpuSet{0});
        QCOMPARE(cpu->graph(0)->dataCount(), int(LivePlots::kMaxTicks));
        QCOMPARE(cpu->graph(0)->data()->constBegin()->key, 100.0);
        QCOMPARE(cpu->graph(0)->data()->constBegin()->value, 30.0); // CPU 0: 30 % hard
        QCOMPARE(cpu->xAxis->range().lower, 100.0);
    }

    void historyKeepsWhatCsvPrints()
    {
        // Real per-CPU files, 1.000137 s apart so the rates have all their
        // digits; more intervals than the dock keeps.
        const QByteArray irq =
            test::readData(QStringLiteral("live/sysstat-tests-root1-interrupts.txt"));
        const QByteArray stat = test::readData(QStringLiteral("live/sysstat-tests-root1-stat.txt"));
        const QByteArray soft =
            test::readData(QStringLiteral("live/sysstat-tests-root1-softirqs.txt"));
        const std::int64_t step = kSec + 137000;
        const int n = int(LivePlots::kMaxTicks) + 100;
        std::vector<Rates> fed;
        Sample prev = makeSample(irq, tickedStat(stat, 0), 1000 * kSec, tickedSoftirqs(soft, 0));
        LivePlots plots;
        std::size_t fullBytes = 0;
        for (int i = 1; i <= n; ++i) {
            Sample cur = makeSample(tickedInterrupts(irq, i), tickedStat(stat, i),
                                    1000 * kSec + i * step, tickedSoftirqs(soft, i * i));
            QVERIFY2(cur.ok(), qPrintable(cur.error));
            fed.push_back(computeRates(prev, cur));
            QVERIFY(!fed.back().isGap());
            plots.addRates(fed.back());
            if (std::size_t(i) == LivePlots::kMaxTicks)
                fullBytes = plots.historyBytes();
            prev = std::move(cur);
        }
        // Bounded: the oldest 100 left, and the memory held did not grow.
        QCOMPARE(plots.sampleCount(), LivePlots::kMaxTicks);
        QCOMPARE(plots.historyBytes(), fullBytes);

        // The CSV is byte for byte what 'watch --format csv' prints for the
        // kept intervals from their full figures.
        std::string want;
        appendRatesCsvHeader(want);
        for (std::size_t i = fed.size() - LivePlots::kMaxTicks; i < fed.size(); ++i)
            appendRatesCsv(want, fed[i]);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString csv = dir.filePath(QStringLiteral("kept.csv"));
        QVERIFY(plots.exportCsv(csv));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray got = f.readAll();
        QCOMPARE(got.size(), qsizetype(want.size()));
        QVERIFY(got == QByteArray::fromStdString(want));
        // Not round figures only: rates with both decimals in use.
        static const QRegularExpression twoDecimals(QStringLiteral("\\.[0-9][1-9],"));
        QVERIFY(QString::fromStdString(want).contains(twoDecimals));

        // The live curve is the mean of the full figures; redrawn for a
        // selection from the kept ones, it stays within 0.01 points.
        QCustomPlot *cpu = plots.cpuPlot();
        auto meanHard = [](const Rates &r) {
            double sum = 0;
            int k = 0;
            for (const CpuRate &c : r.cpus)
                if (c.hardirqPct)
                    sum += *c.hardirqPct, ++k;
            return sum / k;
        };
        QCOMPARE((cpu->graph(0)->data()->constEnd() - 1)->value, meanHard(fed.back()));
        plots.setCpus(CpuSet{});
        QCOMPARE(cpu->graph(0)->dataCount(), int(LivePlots::kMaxTicks));
        auto point = cpu->graph(0)->data()->constBegin();
        for (std::size_t i = fed.size() - LivePlots::kMaxTicks; i < fed.size(); ++i, ++point)
            QVERIFY(std::abs(point->value - meanHard(fed[i])) <= 0.01);
    }

    void exports()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        LivePlots plots;
        plots.resize(700, 500);
        plots.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plots));
        const QString csv = dir.filePath(QStringLiteral("samples.csv"));
        const Status empty = plots.exportCsv(csv);
        QVERIFY(!empty);
        QVERIFY2(empty.errorString().contains(csv), qPrintable(empty.errorString()));

        for (int t = 0; t < 30; ++t)
            plots.addRates(handMadeRatesAt(t));
        const struct
        {
            LivePlots::Plot plot;
            const char *name;
        } which[] = {{LivePlots::Plot::IrqTime, "time"},
                     {LivePlots::Plot::IrqRates, "rates"},
                     {LivePlots::Plot::Softirqs, "softirqs"}};
        for (const auto &w : which) {
            const QString png = dir.filePath(QStringLiteral("%1.png").arg(QLatin1String(w.name)));
            const Status s = plots.exportPlot(w.plot, png, QSize(640, 320));
            QVERIFY2(s, qPrintable(s ? QString() : s.errorString()));
            const QImage img(png);
            QVERIFY(!img.isNull());
            QCOMPARE(img.size(), QSize(640, 320));
            // Not a blank canvas: axes, labels and data in several colours.
            QSet<QRgb> colours;
            for (int y = 0; y < img.height(); y += 4)
                for (int x = 0; x < img.width(); x += 4)
                    colours.insert(img.pixel(x, y));
            QVERIFY2(colours.size() > 5, w.name);

            const QString pdf = dir.filePath(QStringLiteral("%1.pdf").arg(QLatin1String(w.name)));
            QVERIFY(plots.exportPlot(w.plot, pdf));
            QFile f(pdf);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.size() > 1000);
            QCOMPARE(f.read(4), QByteArray("%PDF"));
        }
        const Status bad =
            plots.exportPlot(LivePlots::Plot::IrqTime, dir.filePath(QStringLiteral("x.gif")));
        QVERIFY(!bad);
        QVERIFY2(bad.errorString().contains(QStringLiteral("x.gif")),
                 qPrintable(bad.errorString()));

        QVERIFY(plots.exportCsv(csv));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.front(),
                 QByteArray("time,interval,cpu,hardirq_pct,softirq_pct,irqs_per_s,softirqs_per_s,"
                            "thread_pct"));
        const int perTick = 1 + int(handMadeRates().cpus.size()); // "all" + each CPU
        QCOMPARE(lines.size(), 1 + 30 * perTick);
        QVERIFY2(lines[1].startsWith("1764495601.0,1.000,all,"), lines[1].constData());
        QVERIFY2(lines[2].startsWith("1764495601.0,1.000,0,30.0,10.0,1100.0,"),
                 lines[2].constData());
        QVERIFY2(lines.back().startsWith("1764495630.0,1.000,"), lines.back().constData());
    }

    void thisMachine()
    {
        if (!QFile::exists(QStringLiteral("/proc/stat")) ||
            !QFile::exists(QStringLiteral("/proc/interrupts")))
            QSKIP("this machine has no /proc/stat or /proc/interrupts");
        MainWindow w;
        if (!w.openBlocking({MachineSource::LocalMachine, {}}))
            QSKIP("this machine's topology cannot be read here");
        // The sampler reads /proc on its worker thread; the first rates come
        // after one interval.
        QVERIFY(w.liveMonitor()->isRunning());
        QSignalSpy rates(w.liveMonitor(), &LiveMonitor::ratesReady);
        // A slow start (a loaded machine) may have plotted a tick already.
        const int plotted = w.livePlots()->cpuPlot()->graph(0)->dataCount();
        QVERIFY(QTest::qWaitFor([&] { return rates.count() >= 1; }, 60000));
        QVERIFY(w.topologyView()->state().heat.active);
        QVERIFY(w.heatLegend()->isShowingHeat());
        QCOMPARE(w.livePlots()->cpuPlot()->graph(0)->dataCount(), plotted + rates.count());
        // Pausing stops the ticks.
        w.liveMonitor()->setPaused(true);
        QVERIFY(w.liveMonitor()->isPaused());
        w.liveMonitor()->stop();
        QVERIFY(!w.liveMonitor()->isRunning());
    }

    void replayThroughSampler()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray irq =
            test::readData(QStringLiteral("live/sysstat-tests-root1-interrupts.txt"));
        const QByteArray stat = test::readData(QStringLiteral("live/sysstat-tests-root1-stat.txt"));
        const QByteArray soft =
            test::readData(QStringLiteral("live/sysstat-tests-root1-softirqs.txt"));
        const QString path = dir.filePath(QStringLiteral("rec.jsonl"));
        {
            auto writer = RecordingWriter::create(path, QStringLiteral("sysstat root1"));
            QVERIFY2(writer, qPrintable(writer ? QString() : writer.error().message));
            for (int i = 0; i < 31; ++i)
                QVERIFY(
                    writer.value()->write(makeSample(tickedInterrupts(irq, i), tickedStat(stat, i),
                                                     (1000 + i) * kSec, tickedSoftirqs(soft, i))));
        }
        // Named after the fixture: the window titles the machine by its file name.
        const QString irqFile = dir.filePath(QStringLiteral("sysstat-root1-interrupts.txt"));
        {
            QFile f(irqFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(irq);
        }
        MainWindow w;
        w.setHeatScale(HeatScale::Kind::Fit); // the busiest CPU is the top
        QVERIFY(w.openBlocking({MachineSource::InterruptsFile, irqFile}));
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.topologyView()->state().heat.active);

        QSignalSpy rates(w.liveMonitor(), &LiveMonitor::ratesReady);
        QVERIFY(w.startReplay(path, false));
        QVERIFY(QTest::qWaitFor([&] { return rates.count() >= 30; }, 120000));
        QCOMPARE(rates.count(), 30);

        // CPU n: n%4*4 % hard + n%3*5 % soft. CPU 7: 12 + 5 = 17 %; CPU 5: 4 + 10 = 14 %;
        // the busiest, CPU 2: 8 + 10 = 18 %.
        const HeatState &heat = w.topologyView()->state().heat;
        QVERIFY(heat.active);
        QVERIFY(heat.value(7));
        QCOMPARE(qRound(*heat.value(7) * 100), 1700);
        QCOMPARE(qRound(*heat.value(5) * 100), 1400);
        QCOMPARE(qRound(*heat.value(0) * 100), 0);
        QCOMPARE(qRound(heat.scaleMax * 100), 1800);
        QCOMPARE(w.livePlots()->cpuPlot()->graph(0)->dataCount(), 30);
        QVERIFY(w.livePlots()->irqPlot()->graphCount() >= LivePlots::kTopIrqs);
        QCOMPARE(w.livePlots()->irqPlot()->graph(0)->dataCount(), 30);

        const QString shot = qEnvironmentVariable("IRQATLAS_LIVE_SCREENSHOT");
        if (!shot.isEmpty()) {
            if (auto *dock = w.findChild<QDockWidget *>(QStringLiteral("liveDock")))
                dock->raise();
            QCoreApplication::processEvents();
            w.topologyView()->fitToWindow();
            QCoreApplication::processEvents();
            QVERIFY(w.grab().save(shot));
            // The softirq tab of the same dock, alone.
            const QString bars = qEnvironmentVariable("IRQATLAS_LIVE_BARS_SCREENSHOT");
            if (!bars.isEmpty()) {
                w.livePlots()->showPlot(LivePlots::Plot::Softirqs);
                QCoreApplication::processEvents();
                QVERIFY(w.livePlots()->grab().save(bars));
            }
        }
    }
};

QTEST_MAIN(TestUiLive)
#include "tst_ui_live.moc"
