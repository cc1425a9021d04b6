// Replaying a recording shows the recorded machine as live monitoring does
// (graph, heat, table, plots) with a timeline: steps back and forward show
// the figures of those intervals, the interval box shows the recorded
// interval, and the end of the replay is no dead end.
#include "live/recording.h"
#include "live/sample.h"
#include "testdata.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/irqtablemodel.h"
#include "ui/live/liveplots.h"
#include "ui/live/replaybar.h"
#include "ui/live/replaytimeline.h"
#include "ui/shell/mainwindow.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <qcustomplot.h>

using namespace irqatlas;

namespace {

constexpr std::int64_t kHalfSec = 500000000;
constexpr int kSamples = 9;

// Adds step(row, column) * tick to every non-zero count of a real
// /proc/interrupts file.
QByteArray addToCounts(const QByteArray &text, qulonglong tick)
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
                const qulonglong step = qulonglong((l * 37 + col * 53) % 400 + 1);
                out += (i ? " " : "") +
                       (count && v > 0 ? QByteArray::number(v + step * tick) : words[i]);
                if (count)
                    ++col;
            }
        }
        if (l + 1 < lines.size())
            out += '\n';
    }
    return out;
}

// A recording of sysstat's real files, one sample every 0.5 s, in which the
// interval ending at sample k counts k times the interrupts of the first:
// every rate of interval k is k times that of interval 1.
QString writeRecording(const QTemporaryDir &dir, int gapAt = -1)
{
    const QByteArray irq =
        test::readData(QStringLiteral("live/sysstat-tests-root1-interrupts.txt"));
    const QByteArray stat = test::readData(QStringLiteral("live/sysstat-tests-root1-stat.txt"));
    const QByteArray soft = test::readData(QStringLiteral("live/sysstat-tests-root1-softirqs.txt"));
    QString path = dir.filePath(QStringLiteral("rec.jsonl"));
    auto writer = RecordingWriter::create(path, QStringLiteral("sysstat root1"));
    if (!writer)
        return {};
    for (int i = 0; i < kSamples; ++i) {
        Sample s;
        s.monotonicNs = 1000 * 2 * kHalfSec + i * kHalfSec;
        s.wallMs = 1764495600000 + i * 500;
        s.interruptsText = addToCounts(irq, qulonglong(i * (i + 1) / 2));
        s.statText = stat;
        s.softirqsText = soft;
        if (i == gapAt) {
            s.interruptsText.clear();
            s.error = QStringLiteral("cannot read /proc/interrupts");
        } else {
            parseSample(s, QStringLiteral("test"));
        }
        if (!writer.value()->write(s))
            return {};
    }
    return path;
}

double heatRate(const MainWindow &w, int cpu)
{
    const auto v = w.topologyView()->state().heat.value(cpu);
    return v ? *v : -1;
}

int rowOfIrq(const IrqTableModel *m, int irq)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->data(m->index(r, IrqTableModel::ColIrq)).toString() == QString::number(irq))
            return r;
    return -1;
}

} // namespace

class TestUiReplay : public QObject
{
    Q_OBJECT
private slots:
    void replayShowsTheRecordedMachineAndSteps()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = writeRecording(dir);
        QVERIFY(!path.isEmpty());

        // A tab with no source: the replay alone must fill graph and table.
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setHeatMode(HeatMode::IrqRate);
        QVERIFY(w.startReplay(path, true));
        ReplayTimeline *t = w.replay();
        QVERIFY(t);
        t->pause();
        QCOMPARE(t->intervalCount(), kSamples - 1);
        QCOMPARE(t->recordedInterval(), 0.5);

        // The recorded machine: one box per recorded CPU, its IRQs in the table.
        QCOMPARE(int(w.topologyView()->topology().pus.size()), 9);
        IrqTableModel *model = w.irqPanel()->model();
        QVERIFY(model->rowCount() > 10);
        QVERIFY(!w.hasSource()); // the recording is no source the tab remembers
        // The interval box shows the recorded interval.
        auto *interval = w.livePlots()->findChild<QDoubleSpinBox *>();
        QVERIFY(interval);
        QCOMPARE(interval->value(), 0.5);
        QVERIFY(w.replayBar()->isVisible());

        // Interval 3, then one step forward and two back: every figure is k
        // times that of interval 1.
        QVERIFY(t->seek(1));
        const int row = rowOfIrq(model, 16);
        QVERIFY(row >= 0);
        const double rate1 = model->rateAt(row).value_or(-1);
        const double heat1 = heatRate(w, 3);
        QVERIFY(rate1 > 0);
        QVERIFY(heat1 > 0);
        QVERIFY(t->seek(3));
        QCOMPARE(w.replayBar()->slider()->value(), 3);
        QCOMPARE(model->rateAt(row).value_or(-1), 3 * rate1);
        QCOMPARE(heatRate(w, 3), 3 * heat1);
        // The plots hold the whole recording (read on a worker), whatever
        // interval is on show.
        QVERIFY(QTest::qWaitFor(
            [&] { return w.livePlots()->cpuPlot()->graph(0)->dataCount() == kSamples - 1; },
            60000));

        QTest::mouseClick(w.replayBar()->forwardButton(), Qt::LeftButton);
        QCOMPARE(t->position(), 4);
        QCOMPARE(model->rateAt(row).value_or(-1), 4 * rate1);
        QCOMPARE(heatRate(w, 3), 4 * heat1);
        QCOMPARE(w.livePlots()->cpuPlot()->graph(0)->dataCount(), kSamples - 1);
        QVERIFY(w.replayBar()->positionLabel()->text().contains(QStringLiteral("interval 4 of 8")));

        QTest::mouseClick(w.replayBar()->backButton(), Qt::LeftButton);
        QTest::mouseClick(w.replayBar()->backButton(), Qt::LeftButton);
        QCOMPARE(t->position(), 2);
        QCOMPARE(w.livePlots()->cpuPlot()->graph(0)->dataCount(), kSamples - 1);
        QCOMPARE(model->rateAt(row).value_or(-1), 2 * rate1);
        QCOMPARE(heatRate(w, 3), 2 * heat1);

        // The plots' history after a jump: the same rates as stepping there.
        auto history = t->ratesBetween(1, 3);
        QVERIFY(history);
        QCOMPARE(int(history->size()), 3);
        const double total1 = history->at(0).machine.irqsPerSec.value_or(-1);
        QVERIFY(total1 > 0);
        QCOMPARE(history->at(2).machine.irqsPerSec.value_or(-1), 3 * total1);
        QCOMPARE(t->position(), 2); // the timeline did not move

        // The slider jumps.
        w.replayBar()->slider()->setValue(7);
        QCOMPARE(t->position(), 7);
        QCOMPARE(heatRate(w, 3), 7 * heat1);
        QVERIFY(w.replayBar()->backButton()->isEnabled());
        QVERIFY(t->seek(8));
        QVERIFY(!w.replayBar()->forwardButton()->isEnabled());
    }

    // The next interval is prepared on a worker thread and the rates of the
    // intervals shown are kept: whichever way an interval is reached (a step
    // forward, back, a jump, the plots' history, across a gap), its figures
    // are those a fresh read of the recording gives.
    void everyWayToAnIntervalGivesItsFigures()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        constexpr int kGap = 5; // sample 5 failed: interval 5 is a gap, 6 spans 1 s
        const QString path = writeRecording(dir, kGap);
        QVERIFY(!path.isEmpty());
        auto opened = ReplayTimeline::open(path);
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.errorString()));
        ReplayTimeline *t = opened->get();
        QCOMPARE(t->intervalCount(), kSamples - 1);

        // Interval k counts k * (k + 1) / 2 steps at sample k: k steps over
        // 0.5 s, except after the gap, where interval 6 spans samples 4 to 6.
        std::optional<double> base;
        auto expect = [&](int k) -> std::optional<double> {
            if (k == kGap)
                return std::nullopt;
            if (k == kGap + 1)
                // (k(k+1) - (k-2)(k-1)) / 2 = 2k - 1 steps over two intervals.
                return *base * (2 * k - 1) / 2.0;
            return *base * k;
        };
        QSignalSpy shown(t, &ReplayTimeline::ratesShown);
        auto check = [&](int k, bool continued) {
            QCOMPARE(shown.size(), 1);
            const QList<QVariant> args = shown.takeFirst();
            const Rates r = args.at(0).value<Rates>();
            QCOMPARE(t->position(), k);
            QCOMPARE(args.at(1).toBool(), continued); // whether a plot may append it
            if (!base) {
                QVERIFY(r.machine.irqsPerSec && *r.machine.irqsPerSec > 0);
                base = *r.machine.irqsPerSec;
            }
            const auto want = expect(k);
            QCOMPARE(r.isGap(), !want.has_value());
            if (want) {
                QVERIFY(r.machine.irqsPerSec);
                QVERIFY2(qAbs(*r.machine.irqsPerSec - *want) < 1e-6 * *want,
                         qPrintable(QStringLiteral("interval %1: %2, not %3")
                                        .arg(k)
                                        .arg(*r.machine.irqsPerSec)
                                        .arg(*want)));
            }
        };
        QVERIFY(t->seek(1));
        check(1, true);
        for (int k = 2; k <= t->intervalCount();
             ++k) { // each one prepared while the last was shown
            t->stepForward();
            check(k, true);
        }
        for (int k = t->intervalCount() - 1; k >= 1; --k) { // kept rates
            t->stepBack();
            check(k, false);
        }
        QVERIFY(t->seek(7)); // a jump, then on across nothing prepared
        check(7, false);
        t->stepForward();
        check(8, true);

        // The history a jump gives the plots: kept or read, the same figures.
        for (const auto &[first, last] : {std::pair{1, 8}, std::pair{4, 7}}) {
            auto history = t->ratesBetween(first, last);
            QVERIFY(history.ok());
            QCOMPARE(int(history->size()), last - first + 1);
            auto fresh = ReplayTimeline::open(path);
            QVERIFY(fresh.ok());
            auto read = fresh.value()->ratesBetween(first, last);
            QVERIFY(read.ok());
            for (int k = first; k <= last; ++k) {
                const Rates &a = (*history)[std::size_t(k - first)];
                const Rates &b = (*read)[std::size_t(k - first)];
                QCOMPARE(a.isGap(), k == kGap);
                QCOMPARE(a.isGap(), b.isGap());
                QCOMPARE(a.monotonicNs, b.monotonicNs);
                QCOMPARE(a.machine.irqsPerSec, b.machine.irqsPerSec);
                QCOMPARE(a.machine.irqsPerSec.has_value(), expect(k).has_value());
                if (const auto want = expect(k))
                    QVERIFY(qAbs(*a.machine.irqsPerSec - *want) < 1e-6 * *want);
                QCOMPARE(a.irqs.size(), b.irqs.size());
            }
        }
    }

    void theEndIsNoDeadEnd()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = writeRecording(dir);
        QVERIFY(!path.isEmpty());
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.startReplay(path, false));
        ReplayTimeline *t = w.replay();
        QSignalSpy finished(t, &ReplayTimeline::finished);
        QVERIFY(finished.wait(60000));
        QVERIFY(!t->isPlaying());
        QCOMPARE(t->position(), kSamples - 1);
        QCOMPARE(w.livePlots()->cpuPlot()->graph(0)->dataCount(), kSamples - 1);
        QCOMPARE(w.replayBar()->playButton()->text(), QStringLiteral("Play"));

        // Play at the end starts again from the first interval.
        QSignalSpy positions(t, &ReplayTimeline::positionChanged);
        QTest::mouseClick(w.replayBar()->playButton(), Qt::LeftButton);
        QVERIFY(!positions.isEmpty());
        QCOMPARE(positions.first().first().toInt(), 1);
        QVERIFY(finished.wait(60000));
        QCOMPARE(t->position(), kSamples - 1);

        // Looping goes round without finishing until paused.
        w.replayBar()->loopBox()->setChecked(true);
        positions.clear();
        const int before = finished.count();
        t->play();
        QTRY_VERIFY_WITH_TIMEOUT(positions.count() > kSamples + 2, 60000);
        t->pause();
        QCOMPARE(finished.count(), before);
        QVERIFY(std::any_of(positions.begin() + 1, positions.end(),
                            [](const QList<QVariant> &a) { return a.first().toInt() == 1; }));

        // Stop Replay hides the bar.
        w.stopReplay();
        QVERIFY(!w.replay());
        QVERIFY(!w.replayBar()->isVisible());
    }

    // A tab that shows another machine shows the recorded one while it
    // replays: its CPUs, its IRQs (no recorded CPU dropped).
    void replayOverAnotherMachineShowsTheRecordedOne()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = writeRecording(dir);
        QVERIFY(!path.isEmpty());
        const QString other = dir.filePath(QStringLiteral("interrupts-8cpu"));
        {
            QFile f(other);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(test::readData(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt")));
        }
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::InterruptsFile, other}));
        QCOMPARE(int(w.topologyView()->topology().pus.size()), 8);
        w.setHeatMode(HeatMode::IrqRate);
        QVERIFY(w.startReplay(path, true));
        w.replay()->pause();
        QCOMPARE(int(w.topologyView()->topology().pus.size()), 9);
        QVERIFY(w.replay()->seek(2));
        QVERIFY(w.topologyView()->state().heat.value(8).has_value());
        // The tab's own source is still what it reloads afterwards.
        QCOMPARE(w.source().path, other);
    }

    void aBrokenRecordingIsRefusedByName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.jsonl"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"irqatlas-recording\", \"version\": 1, \"source\": \"x\"}\n"
                "{\"mono_ns\": 1, \"wall_ms\": 2, \"interrupts\": \"!!\"}\n");
        f.close();
        MainWindow w;
        const Status s = w.startReplay(path, true);
        QVERIFY(!s);
        QVERIFY2(s.errorString().contains(QStringLiteral("bad.jsonl")),
                 qPrintable(s.errorString()));
        QVERIFY(!w.replay());
    }
};

QTEST_MAIN(TestUiReplay)
#include "tst_ui_replay.moc"
