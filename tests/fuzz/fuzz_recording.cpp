// Recordings (live/recording.h) read back through RecordingSource, as a
// replay or `--weights recording` does: the input is the whole file. Every
// good sample writes back (recordLine) to a line that reads as the same
// sample; a sample read with the previous one as a shortcut equals one read
// alone; a malformed line ends the replay with an error naming file and line.
#include "fuzzcheck.h"
#include "live/recording.h"

#include <QTemporaryDir>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
QString scratchFile()
{
    static QTemporaryDir dir;
    FUZZ_CHECK(dir.isValid(), "a scratch directory");
    return dir.filePath(QStringLiteral("input.rec"));
}

bool sameSample(const Sample &a, const Sample &b)
{
    if (a.monotonicNs != b.monotonicNs || a.wallMs != b.wallMs || a.ok() != b.ok() ||
        a.interruptsText != b.interruptsText || a.statText != b.statText ||
        a.softirqsText != b.softirqsText)
        return false;
    if (!a.ok())
        return true;
    return sameTable(a.parsed->irqs, b.parsed->irqs) &&
           a.parsed->stat.cpus.size() == b.parsed->stat.cpus.size() &&
           a.parsed->hasSoftirqs == b.parsed->hasSoftirqs &&
           a.parsed->softirqs.rows.size() == b.parsed->softirqs.rows.size();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = scratchFile();
    {
        QFile f(path);
        FUZZ_CHECK(f.open(QIODevice::WriteOnly | QIODevice::Truncate), "scratch file opens");
        FUZZ_CHECK(f.write(bytes(data, size)) == qint64(size), "scratch file written");
    }
    auto rec = RecordingSource::open(path);
    if (!rec.ok()) {
        FUZZ_CHECK(rec.errorString().contains(path), "an open error names the file");
        return 0;
    }
    RecordingSource &src = **rec;
    int samples = 0;
    while (auto s = src.next()) {
        FUZZ_CHECK(++samples <= int(size), "no more samples than bytes");
        if (!src.malformed().isEmpty()) {
            FUZZ_CHECK(src.malformed().contains(path + QLatin1Char(':')),
                       "a malformed line is named by file and line");
            FUZZ_CHECK(!s->ok(), "a malformed line is a gap");
            continue;
        }
        if (!s->ok()) {
            FUZZ_CHECK(!s->error.isEmpty(), "a failed sample says why");
            continue;
        }
        checkIrqTable(s->parsed->irqs);
        const QByteArray line = recordLine(*s);
        FUZZ_CHECK(line.endsWith('\n'), "a record line ends with a newline");
        auto back = sampleFromRecordLine(line.chopped(1), QStringLiteral("again"), 1);
        FUZZ_CHECK(back.ok(), "a written sample line reads back");
        FUZZ_CHECK(sameSample(*back, *s), "record -> read gives the same sample");
        FUZZ_CHECK(
            bool(back->threads) == bool(s->threads) &&
                (!s->threads || threadTimesText(*back->threads) == threadTimesText(*s->threads)),
            "record -> read gives the same kernel thread times");
        FUZZ_CHECK(recordLine(*back) == line, "the record line is a fixed point");
    }
    FUZZ_CHECK(!src.next(), "a finished replay stays finished");
    return 0;
}
