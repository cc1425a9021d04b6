#pragma once

#include "live/rates.h"
#include "live/sample.h"
#include "model/result.h"
#include "ui/live/replayinterval.h"

#include <QFile>
#include <QObject>
#include <QString>
#include <atomic>
#include <cstdint>
#include <future>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace irqatlas {

// A recording ('irqatlas-cli watch --record') as a timeline the user moves
// along: play and pause at a speed, step one interval back or forward, jump
// to any interval, loop. The file is indexed once (where each line starts and
// its timestamp); the samples themselves are parsed when shown, so a long
// recording of a big machine never sits in memory whole.
//
// A 1152-CPU sample takes tens of milliseconds to parse, too long for the UI
// thread: while interval k is on show, the next one is read, parsed and its
// rates computed on a worker thread, so a step forward (or a tick of play)
// only hands over the result. The rates of the last intervals shown are
// kept, so a step back, and the plots' history after it, parse nothing.
//
// Position k (1 .. intervalCount()) is the interval that ends at sample k:
// its Rates are computed between the last good sample before k and sample k,
// exactly as the live Sampler computed them, so a replay shows what the live
// run showed. Every shown interval is announced by ratesShown.
class ReplayTimeline : public QObject
{
    Q_OBJECT
public:
    // Checks the header and indexes the lines; the error names the file (and
    // line for a malformed one, or one over limits::kMaxRecordingLineBytes).
    static Result<std::unique_ptr<ReplayTimeline>> open(const QString &path,
                                                        QObject *parent = nullptr);
    ~ReplayTimeline() override;

    QString path() const { return m_file.fileName(); }
    QString recordedSource() const { return m_recordedSource; }
    // Intervals between consecutive samples; 0 for a recording of one sample.
    int intervalCount() const { return std::max(0, int(m_lines.size()) - 1); }
    // The interval on show (1 .. intervalCount()), 0 before the first.
    int position() const { return m_position; }
    // The interval the recording was taken at: the median gap between
    // samples, in seconds (0 when unknown).
    double recordedInterval() const { return m_recordedInterval; }
    // Seconds from the first sample to the end of interval k.
    double secondsAt(int k) const;
    // The monotonic time of sample k (0 .. intervalCount()), when known.
    std::optional<std::int64_t> monoNsAt(int k) const
    {
        return k >= 0 && std::size_t(k) < m_lines.size() ? m_lines[std::size_t(k)].monoNs
                                                         : std::nullopt;
    }
    // UTC milliseconds of sample k, 0 when unknown.
    std::int64_t wallMsAt(int k) const;
    // The first sample that was read without error, parsed (its tables name
    // the recorded machine's CPUs and IRQs); an error when there is none.
    Result<Sample> firstGoodSample();

    // The rates of intervals first .. last (clamped), oldest first, without
    // moving the timeline: the plots' history after a jump. Parsed in file
    // order, each sample against the one before, as the live sampler does.
    Result<std::vector<Rates>> ratesBetween(int first, int last);

    bool isPlaying() const { return m_playing; }
    double speed() const { return m_speed; }
    bool loops() const { return m_loop; }
    // Unpaced: play shows the intervals one after another as fast as the
    // event loop allows (screenshots, tests); paced waits the recorded time
    // divided by the speed.
    void setPaced(bool paced) { m_paced = paced; }

    // Reads intervals 1 .. min(intervalCount(), maxIntervals) in file order
    // on a worker thread of its own, each announced by intervalRead and then
    // allRead: the whole recording for the plots, while the timeline goes on
    // showing intervals as asked. Called again, it starts over.
    void readAll(int maxIntervals);

    // Intervals whose rates are kept (about 130 KB each at 1152 CPUs): more
    // than the plots' history after a jump.
    static constexpr std::size_t kRatesKept = 64;

public slots:
    // Shows interval k (clamped); the error (a malformed line) also comes
    // as message().
    irqatlas::Status seek(int k);
    void stepForward();
    void stepBack();
    void play();
    void pause();
    void setPlaying(bool playing) { playing ? play() : pause(); }
    void setSpeed(double factor);
    void setLoop(bool loop) { m_loop = loop; }

signals:
    // `continued` is true when rates follows the interval shown before (a
    // plot may append it); false after a jump, a step back or a loop.
    void ratesShown(const irqatlas::Rates &rates, bool continued);
    void positionChanged(int k);
    void playingChanged(bool playing);
    // Playback reached the last interval and does not loop.
    void finished();
    void message(const QString &text);
    // From the worker of readAll (queued to receivers on the UI thread).
    void intervalRead(const irqatlas::Rates &rates, int k);
    void allRead(int count);

private:
    using Line = RecordedLine;
    explicit ReplayTimeline(const QString &path, QObject *parent);
    Status index();
    Result<Sample> readSample(int i, const Sample *previous = nullptr);
    // Interval k from the worker when it prepared that one, else read here.
    Result<ReplayInterval> interval(int k);
    // Starts preparing interval k on a worker thread (after waiting for the
    // one under way, whose rates are kept).
    void prefetch(int k);
    void keepRates(int k, const Rates &rates);
    void scheduleNext();
    void tick();

    QFile m_file;
    QString m_recordedSource;
    std::vector<Line> m_lines; // sample lines, without the header
    int m_position = 0;
    double m_recordedInterval = 0;
    double m_speed = 1;
    bool m_playing = false;
    bool m_paced = true;
    bool m_loop = false;
    QTimer *m_timer = nullptr;
    // The samples of the last shown interval, so a step forward parses one line.
    int m_cachedIndex = -1;
    Sample m_cached;
    std::map<int, Rates> m_rates; // kept rates by interval
    // The worker of readAll, stopped and waited for by the destructor.
    std::atomic<bool> m_stopReading{false};
    std::future<void> m_reader;
    // Declared last: destroyed first, waiting for the worker that reads m_lines.
    int m_prefetchIndex = -1;
    std::future<Result<ReplayInterval>> m_prefetch;
};

} // namespace irqatlas
