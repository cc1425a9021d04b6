// Replays of recordings: the recorded machine on show, driven by a timeline.
#include "ui/common/pendingchanges.h"
#include "ui/common/recordedmachine.h"
#include "ui/common/sourcebanner.h"
#include "ui/live/livemonitor.h"
#include "ui/live/liveplots.h"
#include "ui/live/replaybar.h"
#include "ui/live/replaytimeline.h"
#include "ui/shell/mainwindow.h"

#include <QFileInfo>

namespace irqatlas {

namespace {
// Intervals of history the plots get after a jump along the timeline.
constexpr int kReplayPlotHistory = 30;
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
    m_monitor->stop();
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
        updateTitle();
    } else {
        // Pending changes are never thrown away for a replay: the tab keeps
        // its table, and the banner says where the recording disagrees.
        m_banner->setDifferences(recorded.differences);
    }
    m_replay = timeline.release();
    m_replay->setPaced(paced);
    connect(m_replay, &ReplayTimeline::ratesShown, this,
            [this](const Rates &rates, bool continued) {
                // After a jump the plots show the intervals that lead up to it, as
                // they would have live (a bounded history: each one is parsed).
                if (!continued) {
                    m_plots->clear();
                    const int k = m_replay->position();
                    if (auto history = m_replay->ratesBetween(k - kReplayPlotHistory, k - 1))
                        for (const Rates &r : *history)
                            m_plots->addRates(r);
                }
                m_monitor->feed(rates);
            });
    connect(m_replay, &ReplayTimeline::playingChanged, m_plots,
            [this](bool playing) { m_plots->setPaused(!playing); });
    connect(m_replay, &ReplayTimeline::message, m_plots, &LivePlots::setStatus);
    connect(m_replay, &ReplayTimeline::finished, m_plots, [this] {
        m_plots->setStatus(tr("Replay at its end: Play starts it again; the timeline steps back"));
    });
    connect(m_plots, &LivePlots::pauseRequested, m_replay,
            [this](bool paused) { m_replay->setPlaying(!paused); });
    m_plots->clear();
    m_plots->setPaused(false);
    if (m_replay->recordedInterval() > 0)
        m_plots->setInterval(m_replay->recordedInterval());
    m_plots->setStatus(tr("Replaying %1, recorded every %2 s")
                           .arg(QFileInfo(path).fileName())
                           .arg(m_replay->recordedInterval(), 0, 'g', 3));
    m_replayBar->setTimeline(m_replay);
    m_replay->play();
    return Ok{};
}

void MainWindow::stopReplay()
{
    if (!m_replay)
        return;
    disconnect(m_plots, nullptr, m_replay, nullptr);
    m_replayBar->setTimeline(nullptr);
    delete m_replay;
    m_replay = nullptr;
}

} // namespace irqatlas
