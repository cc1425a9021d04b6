#include "ui/live/replayinterval.h"

#include "live/recording.h"

#include <QCoreApplication>

namespace irqatlas {

namespace {
// How far back an interval looks for a good sample to compare with (gaps).
constexpr int kMaxGapLookBack = 10'000;
} // namespace

Result<Sample> readRecordedSample(QFile &file, const RecordedLine &l, int i, const Sample *previous)
{
    if (!file.seek(l.offset))
        return Error{QCoreApplication::translate("Recording", "cannot read recording %1: %2")
                         .arg(file.fileName(), file.errorString())};
    const QByteArray bytes = file.read(l.length);
    if (bytes.size() != l.length)
        return Error{QCoreApplication::translate("Recording", "cannot read recording %1: %2")
                         .arg(file.fileName(), file.errorString())};
    return sampleFromRecordLine(bytes, file.fileName(), i + 2,
                                previous && previous->ok() ? previous : nullptr);
}

Result<ReplayInterval> readReplayInterval(QFile &file, const std::vector<RecordedLine> &lines,
                                          int k, const Sample *before)
{
    Q_ASSERT(k >= 1 && std::size_t(k) < lines.size()); // callers clamp k
    auto cur = readRecordedSample(file, lines[std::size_t(k)], k, before);
    if (!cur)
        return cur.error();
    ReplayInterval out;
    out.index = k;
    if (!cur->ok()) {
        out.rates = gapRates(*cur, cur->error);
    } else {
        std::optional<Sample> prev;
        if (before && before->ok()) {
            prev = *before;
        } else {
            for (int j = k - 1; j >= 0 && j >= k - kMaxGapLookBack; --j) {
                auto s = readRecordedSample(file, lines[std::size_t(j)], j);
                if (!s)
                    return s.error();
                if (s->ok()) {
                    prev = std::move(s).value();
                    break;
                }
            }
        }
        out.rates = prev ? computeRates(*prev, *cur)
                         : gapRates(*cur, QCoreApplication::translate(
                                              "Recording", "no earlier sample to compare with"));
    }
    out.sample = std::move(cur).value();
    return out;
}

} // namespace irqatlas
