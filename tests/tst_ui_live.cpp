// Live monitoring in the window: hand-made samples colour the PU tiles by
// IRQ time or IRQ/s (no figure is neutral, never 0 %), the legend follows,
// the plots receive points, and a recording of real /proc files replays
// through the threaded sampler into heat (and a screenshot).

#include "heatlegend.h"
#include "livemonitor.h"
#include "liveplots.h"
#include "machineloader.h"
#include "mainwindow.h"
#include "rates.h"
#include "recording.h"
#include "sample.h"
#include "sampler.h"
#include "testdata.h"
#include "topologypainter.h"
#include "topologyview.h"

#include <QDockWidget>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>

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
const char *kIrqs1 = "           CPU0       CPU1       CPU2       CPU3\n"
                     " 24:        100          0          0          0   PCI-MSI 1-edge      eth0-rx\n"
                     " 25:          0         50          0          0   PCI-MSI 2-edge      nvme0q1\n"
                     "LOC:       1000       1000       1000       1000   Local timer interrupts\n";
const char *kIrqs2 = "           CPU0       CPU1       CPU2       CPU3\n"
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
                out += (i ? " " : "") + (count && v > 0 ? QByteArray::number(v + step * qulonglong(tick)) : words[i]);
                if (count)
                    ++col;
            }
        }
        if (l + 1 < lines.size())
            out += '\n';
    }
    return out;
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
        const HeatState pct = HeatState::fromRates(r, HeatMode::IrqPercent);
        QCOMPARE(pct.scaleMax, 40.0);
        QCOMPARE(pct.value(cpu).has_value(), hasFigure);
        if (hasFigure) {
            QCOMPARE(*pct.value(cpu), percent);
            const HeatState rate = HeatState::fromRates(r, HeatMode::IrqRate);
            QCOMPARE(rate.scaleMax, 1100.0);
            QCOMPARE(*rate.value(cpu), irqsPerSec);
        }
    }

    void windowShowsHeat()
    {
        MainWindow w;
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
        QCOMPARE(tileColor(w.topologyView(), 2).rgb(), heatColor(std::sqrt(100.0 / 1100.0), dark).rgb());
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

    void thisMachine()
    {
        if (!QFile::exists(QStringLiteral("/proc/stat")) || !QFile::exists(QStringLiteral("/proc/interrupts")))
            QSKIP("this machine has no /proc/stat or /proc/interrupts");
        MainWindow w;
        if (!w.openBlocking({MachineSource::LocalMachine, {}}))
            QSKIP("this machine's topology cannot be read here");
        // The sampler reads /proc on its worker thread; the first rates come
        // after one interval.
        QVERIFY(w.liveMonitor()->isRunning());
        QSignalSpy rates(w.liveMonitor(), &LiveMonitor::ratesReady);
        QVERIFY(QTest::qWaitFor([&] { return rates.count() >= 1; }, 10000));
        QVERIFY(w.topologyView()->state().heat.active);
        QVERIFY(w.heatLegend()->isShowingHeat());
        QCOMPARE(w.livePlots()->cpuPlot()->graph(0)->dataCount(), rates.count());
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
        const QByteArray irq = test::readData(QStringLiteral("live/sysstat-tests-root1-interrupts.txt"));
        const QByteArray stat = test::readData(QStringLiteral("live/sysstat-tests-root1-stat.txt"));
        const QByteArray soft = test::readData(QStringLiteral("live/sysstat-tests-root1-softirqs.txt"));
        const QString path = dir.filePath(QStringLiteral("rec.jsonl"));
        {
            auto writer = RecordingWriter::create(path, QStringLiteral("sysstat root1"));
            QVERIFY2(writer, qPrintable(writer ? QString() : writer.error().message));
            for (int i = 0; i < 6; ++i)
                QVERIFY(writer.value()->write(makeSample(tickedInterrupts(irq, i), tickedStat(stat, i),
                                                         (1000 + i) * kSec, soft)));
        }
        const QString irqFile = dir.filePath(QStringLiteral("interrupts"));
        {
            QFile f(irqFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(irq);
        }
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::InterruptsFile, irqFile}));
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.topologyView()->state().heat.active);

        QSignalSpy rates(w.liveMonitor(), &LiveMonitor::ratesReady);
        QVERIFY(w.startReplay(path, false));
        QVERIFY(QTest::qWaitFor([&] { return rates.count() >= 5; }, 20000));
        QCOMPARE(rates.count(), 5);

        // CPU n: n%4*4 % hard + n%3*5 % soft. CPU 7: 12 + 5 = 17 %; CPU 5: 4 + 10 = 14 %;
        // the busiest, CPU 2: 8 + 10 = 18 %.
        const HeatState &heat = w.topologyView()->state().heat;
        QVERIFY(heat.active);
        QVERIFY(heat.value(7));
        QCOMPARE(qRound(*heat.value(7) * 100), 1700);
        QCOMPARE(qRound(*heat.value(5) * 100), 1400);
        QCOMPARE(qRound(*heat.value(0) * 100), 0);
        QCOMPARE(qRound(heat.scaleMax * 100), 1800);
        QCOMPARE(w.livePlots()->cpuPlot()->graph(0)->dataCount(), 5);
        QVERIFY(w.livePlots()->irqPlot()->graphCount() >= LivePlots::kTopIrqs);
        QCOMPARE(w.livePlots()->irqPlot()->graph(0)->dataCount(), 5);

        const QString shot = qEnvironmentVariable("IRQATLAS_LIVE_SCREENSHOT");
        if (!shot.isEmpty()) {
            if (auto *dock = w.findChild<QDockWidget *>(QStringLiteral("liveDock")))
                dock->raise();
            QCoreApplication::processEvents();
            w.topologyView()->fitToWindow();
            QCoreApplication::processEvents();
            QVERIFY(w.grab().save(shot));
        }
    }
};

QTEST_MAIN(TestUiLive)
#include "tst_ui_live.moc"
