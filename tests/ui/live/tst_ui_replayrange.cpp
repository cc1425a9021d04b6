// A replay over its whole length: the tab is named by the recording, the
// slider keeps its width, the plots hold every interval with a playhead (and
// keep them when the loop wraps), the end is shown at the end, one play
// control; Compare Ranges paints each CPU's change of IRQ time between two
// ranges; File → Record writes what Open Recording reads back.
#include "live/rangediff.h"
#include "live/recording.h"
#include "live/sample.h"
#include "testdata.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/topologyview.h"
#include "ui/live/livemonitor.h"
#include "ui/live/liveplots.h"
#include "ui/live/rangeslider.h"
#include "ui/live/replaybar.h"
#include "ui/live/replaytimeline.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/screenfit.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <qcustomplot.h>

using namespace irqatlas;

namespace {

constexpr int kCpus = 4;
constexpr int kIntervals = 6;
constexpr std::int64_t kHalfSec = 500'000'000;

// Hard IRQ time of each CPU in interval k (1-based), in % of the CPU; every
// CPU also spends 1 % in soft IRQs in every interval.
constexpr int kHard[kIntervals][kCpus] = {
    {2, 0, 4, 1}, {4, 0, 4, 1}, {6, 0, 4, 1}, {10, 2, 0, 1}, {10, 4, 0, 1}, {10, 6, 0, 1},
};

// /proc/stat of sample i: each CPU's total grows by 100 jiffies per
// interval, of which kHard[k] are IRQ time and 1 soft IRQ time.
QByteArray statText(int i)
{
    QByteArray cpus;
    std::uint64_t sum[3] = {};
    for (int c = 0; c < kCpus; ++c) {
        std::uint64_t irq = 1000, soft = 1000, idle = 100000;
        for (int k = 1; k <= i; ++k) {
            irq += std::uint64_t(kHard[k - 1][c]);
            soft += 1;
            idle += std::uint64_t(100 - kHard[k - 1][c] - 1);
        }
        sum[0] += idle, sum[1] += irq, sum[2] += soft;
        cpus += "cpu" + QByteArray::number(c) + " 500 0 500 " + QByteArray::number(idle) + " 0 " +
                QByteArray::number(irq) + " " + QByteArray::number(soft) + " 0 0 0\n";
    }
    return "cpu  " + QByteArray::number(500 * kCpus) + " 0 " + QByteArray::number(500 * kCpus) +
           " " + QByteArray::number(sum[0]) + " 0 " + QByteArray::number(sum[1]) + " " +
           QByteArray::number(sum[2]) + " 0 0 0\n" + cpus +
           "intr 0\nctxt 100\nbtime 1764495600\nprocesses 10\nprocs_running 1\n"
           "procs_blocked 0\n";
}

QByteArray interruptsText(int i)
{
    QByteArray out = "           CPU0       CPU1       CPU2       CPU3\n";
    out += "  0:";
    for (int c = 0; c < kCpus; ++c)
        out += "       " + QByteArray::number(100 + i * (c + 1) * 10);
    out += "   IO-APIC   2-edge      timer\nLOC:";
    for (int c = 0; c < kCpus; ++c)
        out += "       " + QByteArray::number(1000 + i * 50);
    out += "   Local timer interrupts\n";
    return out;
}

// kIntervals + 1 samples, 0.5 s apart, from a host called "db7".
QString writeRecording(const QTemporaryDir &dir, const QString &name = QStringLiteral("db7.jsonl"))
{
    const QString path = dir.filePath(name);
    auto writer = RecordingWriter::create(path, QStringLiteral("db7"));
    if (!writer)
        return {};
    for (int i = 0; i <= kIntervals; ++i) {
        Sample s;
        s.monotonicNs = 4 * kHalfSec + i * kHalfSec;
        s.wallMs = 1764495600000 + i * 500;
        s.interruptsText = interruptsText(i);
        s.statText = statText(i);
        parseSample(s, QStringLiteral("test"));
        if (!s.ok() || !writer.value()->write(s))
            return {};
    }
    return path;
}

// The mean load of CPU c over intervals first .. last, by hand from kHard.
double handMean(int c, int first, int last)
{
    double sum = 0;
    for (int k = first; k <= last; ++k)
        sum += kHard[k - 1][c] + 1;
    return sum / (last - first + 1);
}

// Starts a replay paused at interval 1 with every interval read for the plots.
bool startPaused(MainWindow &w, const QString &path)
{
    if (!w.startReplay(path, true))
        return false;
    ReplayTimeline *t = w.replay();
    t->pause();
    // Read on a worker: its intervals come queued, in order.
    if (!QTest::qWaitFor(
            [&] { return w.livePlots()->cpuPlot()->graph(0)->dataCount() == t->intervalCount(); },
            60000))
        return false;
    return bool(t->seek(1));
}

// IRQATLAS_WORKDAY_SHOT=DIR: the window as DIR/NAME.png, to look at.
void saveShot(QWidget &w, const QString &name)
{
    if (const QString dir = qEnvironmentVariable("IRQATLAS_WORKDAY_SHOT"); !dir.isEmpty())
        w.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace

class TestUiReplayRange : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-replayrange"));
    }

    // The difference of two ranges per CPU, against the table above.
    void rangeDifferenceByHand()
    {
        QTemporaryDir dir;
        const QString path = writeRecording(dir);
        QVERIFY(!path.isEmpty());
        auto opened = ReplayTimeline::open(path);
        QVERIFY(opened.ok());
        auto rates = opened.value()->ratesBetween(1, kIntervals);
        QVERIFY(rates.ok());
        IrqLoadHistory history;
        for (const Rates &r : *rates)
            history.append(r);
        QCOMPARE(history.size(), kIntervals);
        // A = 1..3, B = 4..6: CPU 0 5 → 11, CPU 1 1 → 5, CPU 2 5 → 1, CPU 3 2 → 2.
        const auto mean = history.mean(1, 3);
        QCOMPARE(int(mean.size()), kCpus);
        for (int c = 0; c < kCpus; ++c)
            QVERIFY(qAbs(*mean[std::size_t(c)] - handMean(c, 1, 3)) < 1e-9);
        const auto delta = irqLoadDelta(history, {1, 3}, {4, 6});
        const double want[kCpus] = {6, 4, -4, 0};
        for (int c = 0; c < kCpus; ++c) {
            QVERIFY(delta[std::size_t(c)].has_value());
            QVERIFY2(qAbs(*delta[std::size_t(c)] - want[c]) < 1e-9,
                     qPrintable(QStringLiteral("CPU %1: %2").arg(c).arg(*delta[std::size_t(c)])));
        }
        // A = 2..2, B = 5..6.
        const auto narrow = irqLoadDelta(history, {2, 2}, {5, 6});
        for (int c = 0; c < kCpus; ++c)
            QVERIFY(qAbs(*narrow[std::size_t(c)] - (handMean(c, 5, 6) - handMean(c, 2, 2))) < 1e-9);

        // The window paints the same figures on the tiles, and the ranges
        // on the plots; leaving Compare gives the tiles back to the interval.
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(startPaused(w, path));
        ReplayBar *bar = w.replayBar();
        bar->compareButton()->click();
        QVERIFY(bar->isComparing());
        bar->rangeA()->setRange(1, 3);
        bar->rangeB()->setRange(4, 6);
        const HeatState &heat = w.topologyView()->state().heat;
        QVERIFY(heat.delta);
        for (int c = 0; c < kCpus; ++c)
            QVERIFY2(qAbs(heat.value(c).value_or(99) - want[c]) < 1e-4,
                     qPrintable(QString::number(heat.value(c).value_or(99))));
        QVERIFY(w.heatLegend()->isShowingHeat());
        // Stepping does not take the tiles from the comparison.
        w.replay()->stepForward();
        QVERIFY(w.topologyView()->state().heat.delta);
        saveShot(w, QStringLiteral("replay-compare"));
        bar->compareButton()->click();
        QVERIFY(!w.topologyView()->state().heat.delta);
    }

    // The slider keeps a usable width at the default size and at 1366x768.
    void sliderHasItsWidth_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addRow("default") << ScreenFit::windowSize(QRect(0, 0, 1920, 1080));
        QTest::addRow("1366x768") << QSize(1366, 768);
    }
    void sliderHasItsWidth()
    {
        QFETCH(QSize, size);
        QTemporaryDir dir;
        const QString path = writeRecording(dir);
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(startPaused(w, path));
        QSlider *slider = w.replayBar()->slider();
        QVERIFY2(slider->width() >= w.topologyView()->width() / 2,
                 qPrintable(QStringLiteral("slider %1 of graph %2")
                                .arg(slider->width())
                                .arg(w.topologyView()->width())));
        QVERIFY(!w.replayBar()->positionLabel()->text().isEmpty());
        // One play control: the Live dock's Pause is not shown beside it.
        for (auto *b : w.livePlots()->findChildren<QToolButton *>())
            QVERIFY2(!b->isVisible() || b->text() != QStringLiteral("Pause"),
                     qPrintable(b->text()));
    }

    // Tab and window are called by the recording, not the tab's machine.
    void titledByTheRecording()
    {
        QTemporaryDir dir;
        const QString path = writeRecording(dir);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(startPaused(w, path));
        QVERIFY2(w.tabText().contains(QStringLiteral("db7.jsonl")), qPrintable(w.tabText()));
        QVERIFY(w.tabText().contains(QStringLiteral("db7")));
        QVERIFY(w.windowTitle().contains(QStringLiteral("db7.jsonl")));
        QVERIFY(!w.windowTitle().contains(QStringLiteral("this machine")));
        w.stopReplay();
        QVERIFY(!w.tabText().contains(QStringLiteral("db7.jsonl")));
    }

    // Every interval is on the plots from the start, the playhead moves,
    // and a wrap of the loop keeps them all.
    void wholeRecordingWithPlayhead()
    {
        QTemporaryDir dir;
        const QString path = writeRecording(dir);
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(startPaused(w, path));
        LivePlots *plots = w.livePlots();
        QCustomPlot *cpu = plots->cpuPlot();
        QCOMPARE(cpu->graph(0)->dataCount(), kIntervals);
        // The x axis spans the recording in the timeline's seconds, first
        // interval to last.
        QVERIFY(cpu->xAxis->range().lower <= 0.5);
        QVERIFY(cpu->xAxis->range().upper >= kIntervals * 0.5 - 1e-9);
        QVERIFY(qAbs(plots->playheadTime() - 0.5) < 1e-9);
        QVERIFY(w.replay()->seek(4));
        QVERIFY(qAbs(plots->playheadTime() - w.replay()->secondsAt(4)) < 1e-9);
        QCOMPARE(cpu->graph(0)->dataCount(), kIntervals);
        // The plotted figures are the recording's: interval 4 averages the
        // four CPUs' hard IRQ time, (10 + 2 + 0 + 1) / 4.
        auto at4 = cpu->graph(0)->data()->findBegin(2.0, false);
        QVERIFY(qAbs(at4->value - 13.0 / 4) < 1e-6);

        // Round the loop, unpaced: back at interval 1, the plots still full.
        w.replay()->setPaced(false);
        w.replayBar()->loopBox()->setChecked(true);
        QSignalSpy positions(w.replay(), &ReplayTimeline::positionChanged);
        w.replay()->play();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return positions.count() > kIntervals &&
                       positions.last().first().toInt() < kIntervals;
            },
            60000));
        w.replay()->pause();
        QCOMPARE(cpu->graph(0)->dataCount(), kIntervals);
        QCOMPARE(plots->irqPlot()->graph(0)->dataCount(), kIntervals);
        if (auto *live = w.findChild<QDockWidget *>(QStringLiteral("liveDock"))) {
            live->show();
            live->raise();
        }
        QVERIFY(w.replay()->seek(4));
        cpu->replot();
        plots->irqPlot()->replot();
        saveShot(w, QStringLiteral("replay-whole"));
    }

    // The end is said at the end only, and the label says the last interval.
    void endStateIsTheEnd()
    {
        QTemporaryDir dir;
        const QString path = writeRecording(dir);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(startPaused(w, path));
        ReplayTimeline *t = w.replay();
        const QList<QLabel *> status = w.livePlots()->findChildren<QLabel *>();
        auto statusText = [&] {
            QString all;
            for (QLabel *l : status)
                all += l->text() + QLatin1Char('\n');
            return all;
        };
        QVERIFY(!statusText().contains(QStringLiteral("at its end")));
        t->setPaced(false);
        QSignalSpy finished(t, &ReplayTimeline::finished);
        t->play();
        QVERIFY(finished.wait(60000));
        QCOMPARE(t->position(), kIntervals);
        QVERIFY(!t->isPlaying());
        QVERIFY(statusText().contains(QStringLiteral("at its end")));
        QVERIFY2(
            w.replayBar()->positionLabel()->text().startsWith(QStringLiteral("3.0 s of 3.0 s")),
            qPrintable(w.replayBar()->positionLabel()->text()));
        QCOMPARE(w.replayBar()->playButton()->text(), QStringLiteral("Play"));
        // A step back is no longer the end.
        w.replayBar()->backButton()->click();
        QCOMPARE(t->position(), kIntervals - 1);
        QVERIFY(!statusText().contains(QStringLiteral("at its end")));
    }

    // File → Record writes every sample of the live source; Open Recording
    // (startReplay) reads the file back with the same figures.
    void recordThenOpen()
    {
        QTemporaryDir dir;
        const QString source = writeRecording(dir);
        const QString out = dir.filePath(QStringLiteral("recorded.jsonl"));
        MainWindow w;
        QVERIFY(w.findChild<QAction *>(QStringLiteral("recordAction")));
        QVERIFY(w.findChild<QAction *>(QStringLiteral("openRecording")));
        // Without a live source there is nothing to record.
        QVERIFY(!w.startRecording(out));
        auto src = RecordingSource::open(source);
        QVERIFY(src.ok());
        QSignalSpy message(w.liveMonitor(), &LiveMonitor::message);
        w.liveMonitor()->start(std::move(src).value(), false);
        QVERIFY(w.startRecording(out));
        QVERIFY(w.isRecording());
        QVERIFY(w.findChild<QAction *>(QStringLiteral("recordAction"))->isChecked());
        // The replayed source ends with a message, after its last sample.
        QVERIFY(message.wait(60000));
        w.stopRecording();
        QVERIFY(!w.isRecording());

        auto back = ReplayTimeline::open(out);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errorString()));
        QCOMPARE(back.value()->intervalCount(), kIntervals);
        auto orig = ReplayTimeline::open(source);
        QVERIFY(orig.ok());
        auto a = back.value()->ratesBetween(1, kIntervals);
        auto b = orig.value()->ratesBetween(1, kIntervals);
        QVERIFY(a.ok() && b.ok());
        for (int k = 0; k < kIntervals; ++k)
            for (int c = 0; c < kCpus; ++c)
                QCOMPARE((*a)[std::size_t(k)].cpu(c)->hardirqPct,
                         (*b)[std::size_t(k)].cpu(c)->hardirqPct);
        QVERIFY(w.startReplay(out, true));
        QCOMPARE(w.replay()->intervalCount(), kIntervals);
    }
};

QTEST_MAIN(TestUiReplayRange)
#include "tst_ui_replayrange.moc"
