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
// How far back a step looks for a good sample to compare with (gaps).
constexpr int kMaxGapLookBack = 10'000;
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

ReplayTimeline::~ReplayTimeline() = default;

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
    const Line &l = m_lines[std::size_t(i)];
    if (!m_file.seek(l.offset))
        return Error{QCoreApplication::translate("Recording", "cannot read recording %1: %2")
                         .arg(m_file.fileName(), m_file.errorString())};
    const QByteArray bytes = m_file.read(l.length);
    if (bytes.size() != l.length)
        return Error{QCoreApplication::translate("Recording", "cannot read recording %1: %2")
                         .arg(m_file.fileName(), m_file.errorString())};
    // The sample before, when it is the one on show, spares parsing the rows
    // that did not change.
    const Sample *previous = previousHint && previousHint->ok() ? previousHint
                             : (m_cachedIndex == i - 1 && m_cached.ok()) ? &m_cached
                                                                         : nullptr;
    return sampleFromRecordLine(bytes, m_file.fileName(), i + 2, previous);
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
    return Error{QCoreApplication::translate("Recording", "%1: no sample was recorded without error")
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
    auto cur = readSample(k);
    if (!cur)
        return fail(cur.error());
    Rates rates;
    if (!cur->ok()) {
        rates = gapRates(*cur, cur->error);
    } else {
        std::optional<Sample> prev;
        for (int j = k - 1; j >= 0 && j >= k - kMaxGapLookBack; --j) {
            auto s = readSample(j);
            if (!s)
                return fail(s.error());
            if (s->ok()) {
                prev = std::move(s).value();
                break;
            }
        }
        rates = prev ? computeRates(*prev, *cur)
                     : gapRates(*cur, QCoreApplication::translate(
                                          "Recording", "no earlier sample to compare with"));
    }
    const bool continued = k == m_position + 1;
    m_cached = std::move(cur).value();
    m_cachedIndex = k;
    m_position = k;
    qCDebug(lcReplay) << "showing interval" << k << "of" << intervalCount();
    emit ratesShown(rates, continued);
    emit positionChanged(k);
    return Ok{};
}

Result<std::vector<Rates>> ReplayTimeline::ratesBetween(int first, int last)
{
    std::vector<Rates> out;
    first = std::max(first, 1);
    last = std::min(last, intervalCount());
    if (first > last)
        return out;
    // The last good sample before `first`, then every sample up to `last`.
    std::optional<Sample> good;
    for (int j = first - 1; j >= 0 && j >= first - 1 - kMaxGapLookBack; --j) {
        auto s = readSample(j);
        if (!s)
            return s.error();
        if (s->ok()) {
            good = std::move(s).value();
            break;
        }
    }
    for (int k = first; k <= last; ++k) {
        auto cur = readSample(k, good ? &*good : nullptr);
        if (!cur)
            return cur.error();
        if (!cur->ok()) {
            out.push_back(gapRates(*cur, cur->error));
            continue;
        }
        out.push_back(good ? computeRates(*good, *cur)
                           : gapRates(*cur, QCoreApplication::translate(
                                                "Recording", "no earlier sample to compare with")));
        good = std::move(cur).value();
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
