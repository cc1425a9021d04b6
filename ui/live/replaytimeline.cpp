#include "ui/live/replaytimeline.h"

#include "live/recording.h"
#include "model/inputlimits.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <cstring>

namespace irqatlas {

Q_LOGGING_CATEGORY(lcReplay, "irqatlas.ui.replay", QtWarningMsg)

namespace {
// A timeline entry costs ~32 bytes: a million samples is a day at 0.1 s.
constexpr std::size_t kMaxSamples = 1'000'000;
// The head of a line as RecordingWriter writes it; other writers' lines
// (keys in another order) are parsed whole instead.
constexpr qint64 kPrefixBytes = 96;
} // namespace

ReplayTimeline::ReplayTimeline(const QString &path, QObject *parent)
    : QObject(parent), m_file(path), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &ReplayTimeline::tick);
}

ReplayTimeline::~ReplayTimeline()
{
    m_stopReading = true;
    if (m_reader.valid())
        m_reader.wait();
    if (m_prefetch.valid())
        m_prefetch.wait();
}

Result<std::unique_ptr<ReplayTimeline>> ReplayTimeline::open(const QString &path, QObject *parent)
{
    // The header check and its errors are the replay source's own.
    auto source = RecordingSource::open(path);
    if (!source)
        return source.error();
    std::unique_ptr<ReplayTimeline> t(new ReplayTimeline(path, parent));
    t->m_recordedSource = source.value()->recordedSource();
    if (!t->m_file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("Recording", "cannot open recording %1: %2")
                         .arg(path, t->m_file.errorString())};
    if (Status s = t->index(); !s)
        return s.error();
    return t;
}

Status ReplayTimeline::index()
{
    constexpr qint64 kChunk = 4 * 1024 * 1024;
    const qint64 kMax = qint64(limits::kMaxRecordingLineBytes);
    qint64 lineStart = 0;
    qint64 pos = 0;
    bool header = true;
    auto lineTooLong = [this](int lineNo) {
        return Error{QCoreApplication::translate("Recording", "%1:%2: line longer than %3 bytes")
                         .arg(m_file.fileName())
                         .arg(lineNo)
                         .arg(qint64(limits::kMaxRecordingLineBytes))};
    };
    auto addLine = [&](qint64 start, qint64 end) -> Status {
        if (header) {
            header = false;
            return Ok{};
        }
        if (end == start)
            return Ok{}; // a blank line (a trailing newline) is no sample
        if (m_lines.size() >= kMaxSamples)
            return Error{QCoreApplication::translate("Recording", "%1: more than %2 samples")
                             .arg(m_file.fileName())
                             .arg(qint64(kMaxSamples))};
        m_lines.push_back({start, end - start, std::nullopt, 0});
        return Ok{};
    };
    m_file.seek(0);
    while (true) {
        const QByteArray chunk = m_file.read(kChunk);
        if (chunk.isEmpty())
            break;
        const char *data = chunk.constData();
        qsizetype from = 0;
        while (from < chunk.size()) {
            const void *nl = std::memchr(data + from, '\n', std::size_t(chunk.size() - from));
            if (!nl)
                break;
            const qsizetype at = static_cast<const char *>(nl) - data;
            const qint64 end = pos + at;
            if (end - lineStart > kMax)
                return lineTooLong(int(m_lines.size()) + 2);
            if (Status s = addLine(lineStart, end); !s)
                return s;
            lineStart = end + 1;
            from = at + 1;
        }
        pos += chunk.size();
        if (pos - lineStart > kMax)
            return lineTooLong(int(m_lines.size()) + 2);
    }
    if (pos > lineStart)
        if (Status s = addLine(lineStart, pos); !s)
            return s;

    // Timestamps from each line's head; a line written otherwise is parsed.
    static const QRegularExpression head(
        QStringLiteral(R"(^\{"mono_ns": (-?\d{1,19}), "wall_ms": (-?\d{1,19})[,}])"));
    std::vector<double> gaps;
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        Line &l = m_lines[i];
        m_file.seek(l.offset);
        const QString prefix = QString::fromLatin1(m_file.read(std::min(l.length, kPrefixBytes)));
        const QRegularExpressionMatch m = head.match(prefix);
        bool ok = false;
        if (m.hasMatch()) {
            const qint64 mono = m.captured(1).toLongLong(&ok);
            l.monoNs = mono;
            l.wallMs = m.captured(2).toLongLong();
        }
        if (!ok) {
            auto s = readSample(int(i));
            if (!s)
                return s.error();
            l.monoNs = s->monotonicNs;
            l.wallMs = s->wallMs;
        }
        if (i > 0 && m_lines[i - 1].monoNs)
            if (auto d = elapsedSeconds(*m_lines[i - 1].monoNs, *l.monoNs))
                gaps.push_back(*d);
    }
    if (!gaps.empty()) {
        std::nth_element(gaps.begin(), gaps.begin() + gaps.size() / 2, gaps.end());
        m_recordedInterval = gaps[gaps.size() / 2];
    }
    return Ok{};
}

double ReplayTimeline::secondsAt(int k) const
{
    if (k <= 0 || std::size_t(k) >= m_lines.size())
        return k <= 0 ? 0 : secondsAt(intervalCount());
    if (m_lines[0].monoNs && m_lines[std::size_t(k)].monoNs)
        if (auto d = elapsedSeconds(*m_lines[0].monoNs, *m_lines[std::size_t(k)].monoNs))
            return *d;
    return k * m_recordedInterval;
}

std::int64_t ReplayTimeline::wallMsAt(int k) const
{
    return k >= 0 && std::size_t(k) < m_lines.size() ? m_lines[std::size_t(k)].wallMs : 0;
}

Result<Sample> ReplayTimeline::readSample(int i, const Sample *previousHint)
{
    if (i == m_cachedIndex)
        return m_cached;
    // The sample before, when it is the one on show, spares parsing the rows
    // that did not change.
    const Sample *previous = previousHint && previousHint->ok()          ? previousHint
                             : (m_cachedIndex == i - 1 && m_cached.ok()) ? &m_cached
                                                                         : nullptr;
    return readRecordedSample(m_file, m_lines[std::size_t(i)], i, previous);
}

Result<ReplayInterval> ReplayTimeline::interval(int k)
{
    if (m_prefetch.valid() && m_prefetchIndex == k) {
        m_prefetchIndex = -1;
        return m_prefetch.get();
    }
    return readReplayInterval(m_file, m_lines, k, m_cachedIndex == k - 1 ? &m_cached : nullptr);
}

void ReplayTimeline::prefetch(int k)
{
    if (k < 1 || k > intervalCount() || m_rates.count(k) ||
        (m_prefetch.valid() && m_prefetchIndex == k))
        return;
    if (m_prefetch.valid()) {
        // Another interval under way (after a jump): its rates are kept.
        const int done = m_prefetchIndex;
        if (auto old = m_prefetch.get())
            keepRates(done, old->rates);
    }
    // The worker reads with a file of its own; the lines are fixed since open.
    const Sample before = m_cachedIndex == k - 1 ? m_cached : Sample{};
    m_prefetchIndex = k;
    m_prefetch = std::async(
        std::launch::async,
        [path = m_file.fileName(), lines = &m_lines, k, before]() -> Result<ReplayInterval> {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return Error{
                    QCoreApplication::translate("Recording", "cannot open recording %1: %2")
                        .arg(path, file.errorString())};
            return readReplayInterval(file, *lines, k, before.ok() ? &before : nullptr);
        });
}

void ReplayTimeline::keepRates(int k, const Rates &rates)
{
    m_rates[k] = rates;
    // Beyond the bound, forget the interval farthest from the one on show.
    while (m_rates.size() > kRatesKept) {
        const auto first = m_rates.begin();
        const auto last = std::prev(m_rates.end());
        m_rates.erase(std::abs(first->first - k) >= std::abs(last->first - k) ? first : last);
    }
}

void ReplayTimeline::readAll(int maxIntervals)
{
    m_stopReading = true;
    if (m_reader.valid())
        m_reader.wait();
    m_stopReading = false;
    const int last = std::min(intervalCount(), maxIntervals);
    // Signals of this object may be emitted from any thread: receivers on
    // the UI thread get them queued, in order.
    m_reader = std::async(std::launch::async, [this, path = m_file.fileName(), last] {
        QFile file(path);
        int read = 0;
        if (file.open(QIODevice::ReadOnly)) {
            std::optional<Sample> before;
            for (int k = 1; k <= last && !m_stopReading; ++k) {
                auto iv = readReplayInterval(file, m_lines, k, before ? &*before : nullptr);
                if (!iv) {
                    emit message(iv.error().message);
                    break;
                }
                emit intervalRead(iv->rates, k);
                before = std::move(iv->sample);
                read = k;
            }
        }
        if (!m_stopReading)
            emit allRead(read);
    });
}

Result<Sample> ReplayTimeline::firstGoodSample()
{
    for (int i = 0; i < int(m_lines.size()); ++i) {
        auto s = readSample(i);
        if (!s)
            return s.error();
        if (s->ok())
            return s;
    }
    return Error{
        QCoreApplication::translate("Recording", "%1: no sample was recorded without error")
            .arg(m_file.fileName())};
}

Status ReplayTimeline::seek(int k)
{
    if (intervalCount() == 0) {
        const QString text = QCoreApplication::translate(
                                 "Recording", "%1: fewer than two samples, nothing to replay")
                                 .arg(m_file.fileName());
        emit message(text);
        return Error{text};
    }
    k = std::clamp(k, 1, intervalCount());
    auto fail = [this](const Error &e) -> Status {
        pause();
        emit message(e.message);
        return e;
    };
    Rates rates;
    if (const auto kept = m_rates.find(k); kept != m_rates.end()) {
        rates = kept->second;
    } else {
        auto shown = interval(k);
        if (!shown)
            return fail(shown.error());
        rates = shown->rates;
        keepRates(k, rates);
        m_cached = std::move(shown->sample);
        m_cachedIndex = k;
    }
    const bool continued = k == m_position + 1;
    m_position = k;
    qCDebug(lcReplay) << "showing interval" << k << "of" << intervalCount();
    emit ratesShown(rates, continued);
    emit positionChanged(k);
    prefetch(k + 1); // the likeliest next step, ready before it is asked for
    return Ok{};
}

Result<std::vector<Rates>> ReplayTimeline::ratesBetween(int first, int last)
{
    std::vector<Rates> out;
    first = std::max(first, 1);
    last = std::min(last, intervalCount());
    if (first > last)
        return out;
    // Kept rates as they are; the others read in file order, each sample
    // against the one before, as the live sampler does.
    std::optional<Sample> before; // sample k-1, when read in this loop
    for (int k = first; k <= last; ++k) {
        if (const auto kept = m_rates.find(k); kept != m_rates.end()) {
            out.push_back(kept->second);
            before.reset();
            continue;
        }
        auto iv = readReplayInterval(
            m_file, m_lines, k, before ? &*before : (m_cachedIndex == k - 1 ? &m_cached : nullptr));
        if (!iv)
            return iv.error();
        out.push_back(iv->rates);
        before = std::move(iv->sample);
    }
    return out;
}

void ReplayTimeline::stepForward()
{
    pause();
    (void)seek(m_position + 1);
}

void ReplayTimeline::stepBack()
{
    pause();
    (void)seek(m_position - 1);
}

void ReplayTimeline::play()
{
    if (intervalCount() == 0 || m_playing)
        return;
    // Play at the end starts again from the beginning: no dead end.
    if (m_position >= intervalCount() && !seek(1))
        return;
    m_playing = true;
    emit playingChanged(true);
    scheduleNext();
}

void ReplayTimeline::pause()
{
    m_timer->stop();
    if (!m_playing)
        return;
    m_playing = false;
    emit playingChanged(false);
}

void ReplayTimeline::setSpeed(double factor)
{
    if (factor > 0 && std::isfinite(factor))
        m_speed = factor;
    if (m_playing)
        scheduleNext();
}

void ReplayTimeline::scheduleNext()
{
    if (!m_playing)
        return;
    double ms = 0;
    if (m_paced && m_position > 0 && m_position < intervalCount())
        ms = (secondsAt(m_position + 1) - secondsAt(m_position)) * 1000 / m_speed;
    m_timer->start(int(std::clamp(ms, 0.0, 60'000.0)));
}

void ReplayTimeline::tick()
{
    if (!m_playing)
        return;
    const int next = m_position >= intervalCount() ? 1 : m_position + 1;
    if (!seek(next))
        return;
    if (m_position >= intervalCount() && !m_loop) {
        pause();
        emit finished();
        return;
    }
    scheduleNext();
}

} // namespace irqatlas
