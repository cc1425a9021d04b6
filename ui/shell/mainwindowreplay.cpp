// Replays of recordings: the recorded machine on show, driven by a timeline;
// recordings of the live source made from the window.
#include "live/recording.h"
#include "ui/common/pendingchanges.h"
#include "ui/common/recordedmachine.h"
#include "ui/common/sourcebanner.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/topologyview.h"
#include "ui/live/livemonitor.h"
#include "ui/live/liveplots.h"
#include "ui/live/replaybar.h"
#include "ui/live/replaytimeline.h"
#include "ui/live/softirqbars.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

namespace irqatlas {

namespace {
// What a replay's tab and window are called: the recorded host (as the
// recording names it) and the file, never the tab's own machine.
QString replayName(const ReplayTimeline &timeline)
{
    const QString file = QFileInfo(timeline.path()).fileName();
    const QString host = timeline.recordedSource();
    return host.isEmpty() ? MainWindow::tr("replay of %1").arg(file)
                          : MainWindow::tr("%1 (replay of %2)").arg(host, file);
}
} // namespace

Status MainWindow::startReplay(const QString &path, bool paced)
{
    auto opened = ReplayTimeline::open(path, this);
    if (!opened)
        return opened.error();
    std::unique_ptr<ReplayTimeline> timeline = std::move(opened).value();
    auto first = timeline->firstGoodSample();
    if (!first)
        return first.error();
    stopReplay();
    stopRecording();
    m_monitor->stop();
    m_replayName = replayName(*timeline);
    const QString name = tr("recording %1").arg(QFileInfo(path).fileName());
    MachineData recorded = recordedMachine(m_machine, *first->parsed, name);
    if (m_pending->isEmpty()) {
        // The table, the graph and the plots all show the recorded machine
        // (on the tab's topology, when it has one: the banner names where
        // the two disagree). A tab that had no source of its own still has
        // none afterwards: the recording is not remembered as one.
        const bool hadSource = m_hasSource;
        const MachineSource before = m_source;
        m_replayMachine = true;
        setMachine(recorded,
                   hadSource ? before : MachineSource{MachineSource::InterruptsFile, path});
        m_replayMachine = false;
        m_hasSource = hadSource;
        m_source = before;
    } else {
        // Pending changes are never thrown away for a replay: the tab keeps
        // its table, and the banner says where the recording disagrees.
        m_banner->setDifferences(recorded.differences);
    }
    m_replay = timeline.release();
    m_replay->setPaced(paced);
    updateIrqbalancePanel(); // setMachine above ran before m_replay was set
    updateTitle();
    connectReplay();
    m_plots->clear();
    m_plots->setReplayMode(true);
    showCost(nullptr); // the recording is another time, maybe another machine
    updateCostBar();
    if (const auto start = m_replay->monoNsAt(0))
        m_plots->setTimeOrigin(*start);
    m_replayLoads.clear();
    if (m_replay->recordedInterval() > 0)
        m_plots->setInterval(m_replay->recordedInterval());
    showReplayStatus();
    m_replayBar->setTimeline(m_replay);
    // The plots draw the whole recording (up to what they keep), read on a
    // worker while the replay plays; the playhead marks the interval on show.
    m_replay->readAll(int(LivePlots::kMaxTicks));
    m_replay->play();
    return Ok{};
}

void MainWindow::connectReplay()
{
    connect(m_replay, &ReplayTimeline::intervalRead, m_replay, [this](const Rates &rates, int k) {
        // Intervals arrive in order; one read twice (readAll again) is not.
        if (k != m_replayLoads.size() + 1)
            return;
        m_plots->addRates(rates);
        m_replayLoads.append(rates);
    });
    connect(m_replay, &ReplayTimeline::allRead, m_replay, [this] {
        showReplayCompare();
        if (m_lastRates)
            m_plots->softirqBars()->setRates(*m_lastRates);
    });
    connect(m_replay, &ReplayTimeline::ratesShown, this, [this](const Rates &rates, bool) {
        m_monitor->feed(rates);
        m_plots->setPlayhead(rates.monotonicNs);
        m_plots->softirqBars()->setRates(rates);
    });
    connect(m_replay, &ReplayTimeline::positionChanged, this, [this] { showReplayStatus(); });
    connect(m_replay, &ReplayTimeline::message, m_plots, &LivePlots::setStatus);
    connect(m_replay, &ReplayTimeline::finished, this, [this] { showReplayStatus(); });
    connect(m_replayBar, &ReplayBar::compareChanged, m_replay, [this] { showReplayCompare(); });
}

void MainWindow::showReplayStatus()
{
    if (!m_replay)
        return;
    const int n = m_replay->intervalCount();
    // "At its end" only where the replay is: the last interval, stopped.
    if (n > 0 && m_replay->position() >= n && !m_replay->isPlaying())
        m_plots->setStatus(tr("Replay at its end: Play starts it again; the timeline steps back"));
    else
        m_plots->setStatus(tr("Replaying %1, recorded every %2 s")
                               .arg(QFileInfo(m_replay->path()).fileName())
                               .arg(m_replay->recordedInterval(), 0, 'g', 3));
}

void MainWindow::showReplayCompare()
{
    if (!m_replay)
        return;
    if (!m_replayBar->isComparing()) {
        m_plots->setCompareSpans(std::nullopt, std::nullopt);
        // The interval on show takes the tiles back.
        m_heat =
            m_lastRates ? HeatState::fromRates(*m_lastRates, m_heatMode, m_heatScale) : HeatState{};
        m_legend->setHeat(m_heat);
        m_view->setHeat(m_heat);
        updateLegend();
        return;
    }
    const IntervalRange a = m_replayBar->compareA(), b = m_replayBar->compareB();
    m_heat = HeatState::fromDelta(irqLoadDelta(m_replayLoads, a, b));
    m_legend->setHeat(m_heat);
    m_view->setHeat(m_heat);
    updateLegend();
    // The ranges shaded on the plots, from the start of their first interval.
    auto span = [this](IntervalRange r) -> LivePlots::TimeSpan {
        auto ns = [this](int k) { return m_replay->monoNsAt(std::max(0, k)).value_or(0); };
        return {ns(r.first - 1), ns(r.last)};
    };
    m_plots->setCompareSpans(span(a), span(b));
}

void MainWindow::stopReplay()
{
    if (!m_replay)
        return;
    disconnect(m_replayBar, nullptr, m_replay, nullptr);
    m_replayBar->setTimeline(nullptr);
    delete m_replay;
    m_replay = nullptr;
    m_replayName.clear();
    m_replayLoads.clear();
    m_plots->setReplayMode(false);
    updateCostBar();
    updateIrqbalancePanel();
    updateTitle();
}

QString MainWindow::tabText() const
{
    return m_replay ? m_replayName : m_source.displayName();
}

Status MainWindow::startRecording(const QString &path)
{
    if (m_replay || !m_monitor->isRunning())
        return Error{tr("nothing to record: this tab has no live source")};
    auto writer = RecordingWriter::create(path, hostName());
    if (!writer)
        return writer.error();
    m_recorder = std::move(writer).value();
    if (m_recordAct)
        m_recordAct->setChecked(true);
    statusBar()->showMessage(tr("Recording to %1").arg(path));
    return Ok{};
}

void MainWindow::stopRecording()
{
    if (!m_recorder)
        return;
    const QString path = m_recorder->path();
    m_recorder.reset(); // every line was flushed as it was written
    if (m_recordAct)
        m_recordAct->setChecked(false);
    statusBar()->showMessage(tr("Recording saved to %1").arg(path), 10000);
}

void MainWindow::recordSample(const Sample &sample)
{
    if (!m_recorder)
        return;
    if (Status s = m_recorder->write(sample); !s) {
        // A full disk ends the recording, not the monitoring.
        m_recorder.reset();
        if (m_recordAct)
            m_recordAct->setChecked(false);
        statusBar()->showMessage(s.errorString());
    }
}

void MainWindow::toggleRecording(bool on)
{
    if (!on) {
        stopRecording();
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Record Live Samples"), hostName() + QStringLiteral("-recording.jsonl"),
        tr("Recordings (*.jsonl);;All files (*)"));
    const Status s = path.isEmpty() ? Status{Ok{}} : startRecording(path);
    if (path.isEmpty() || !s) {
        if (m_recordAct)
            m_recordAct->setChecked(false);
        if (!s)
            QMessageBox::warning(this, tr("Record"), s.errorString());
    }
}

void MainWindow::openRecordingDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Recording"), QString(),
                                                      tr("Recordings (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const Status s = startReplay(path); !s)
        QMessageBox::warning(this, tr("Open Recording"), s.errorString());
}

} // namespace irqatlas
