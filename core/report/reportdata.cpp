#include "report/reportdata.h"

#include "live/recording.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "model/planfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <cmath>
#include <cstring>
#include <ctime>
#include <limits>
#include <utility>

namespace irqatlas {
namespace {

double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// A phase fed sample by sample (PhaseFeed), owned with it.
struct Feed
{
    TrialPhase phase;
    PhaseFeed feed;
    explicit Feed(const TrialScope &s) : phase(s) {}
    void add(const Sample &s) { feed.add(phase, s); }
};

void summarise(const TrialPhase &phase, RecordingLoad &out)
{
    out.intervals = phase.intervals();
    out.gaps = phase.gaps();
    for (const auto &[cpu, s] : phase.cpus()) {
        const std::size_t n = std::max(s.hardirqPct.size(), s.softirqPct.size());
        if (n == 0)
            continue;
        double sum = 0;
        for (double v : s.hardirqPct)
            sum += v;
        for (double v : s.softirqPct)
            sum += v;
        out.cpuIrqPct[cpu] = sum / double(n);
    }
    for (const auto &[type, cells] : phase.softirqs()) {
        double total = 0;
        for (const auto &[cpu, c] : cells) {
            const int n = c.count[0] + c.count[1];
            if (n > 0)
                total += (c.sum[0] + c.sum[1]) / n;
        }
        out.softirqs[type] = total;
    }
}

// A line of the file and the byte it starts at.
struct Line
{
    QByteArray bytes;
    qint64 start = 0;
};

// The line that starts at offset (atLineStart) or the next one after it,
// read in blocks into one buffer: no call per byte, no copy per block (the
// lines of a big machine's samples are megabytes). Read, not mapped: a file
// truncated while it is read then gives a short line, not SIGBUS.
Result<Line> lineAt(QFile &f, qint64 offset, bool atLineStart, const QString &path,
                    qint64 expected = 0)
{
    if (!f.seek(offset))
        return Error{QCoreApplication::translate("irqatlas-report", "%1: cannot seek to byte %2")
                         .arg(path, QString::number(offset))};
    const qint64 cap = qint64(limits::kMaxRecordingLineBytes);
    auto tooLong = [&] {
        return Error{QCoreApplication::translate(
                         "irqatlas-report", "%1: the line after byte %2 is longer than %3 bytes")
                         .arg(path, QString::number(offset), QString::number(cap))};
    };
    constexpr qint64 kBlock = qint64(1) << 20;
    QByteArray line;
    qint64 start = offset;
    line.reserve(qsizetype(std::min(cap + 1, std::max(expected + expected / 8, kBlock))));
    if (!atLineStart) {
        // Skip the partial line; what follows its newline starts the line.
        QByteArray block(qsizetype(kBlock), Qt::Uninitialized);
        qint64 skipped = 0;
        while (true) {
            const qint64 got = f.read(block.data(), kBlock);
            if (got <= 0)
                return Line{QByteArray(), offset + skipped};
            const void *nl = std::memchr(block.constData(), '\n', std::size_t(got));
            if (nl) {
                const qsizetype at = static_cast<const char *>(nl) - block.constData() + 1;
                start = offset + skipped + at;
                line.append(block.constData() + at, qsizetype(got) - at);
                break;
            }
            skipped += got;
            if (skipped > cap)
                return tooLong();
        }
    }
    qsizetype searched = 0;
    while (true) {
        if (const void *nl = std::memchr(line.constData() + searched, '\n',
                                         std::size_t(line.size() - searched))) {
            line.truncate(static_cast<const char *>(nl) - line.constData());
            break;
        }
        searched = line.size();
        if (line.size() > cap)
            return tooLong();
        const qsizetype old = line.size();
        const qint64 want = std::min(kBlock * 4, cap + 1 - qint64(old));
        line.resize(old + qsizetype(want));
        const qint64 got = f.read(line.data() + old, want);
        line.resize(old + qsizetype(std::max<qint64>(got, 0)));
        if (got <= 0)
            break;
    }
    if (line.size() > cap)
        return tooLong();
    return Line{std::move(line), start};
}

// Where the last line starts (a final newline ends it, it does not start
// another), searched backwards a block at a time from the end.
Result<qint64> lastLineStart(QFile &f, qint64 bodyStart, qint64 size, const QString &path)
{
    const qint64 cap = qint64(limits::kMaxRecordingLineBytes);
    constexpr qint64 kBlock = qint64(1) << 20;
    QByteArray block(qsizetype(kBlock), Qt::Uninitialized);
    qint64 end = size;
    // The final newline ends the last line.
    if (end > bodyStart && f.seek(end - 1)) {
        char c = 0;
        if (f.getChar(&c) && c == '\n')
            --end;
    }
    qint64 pos = end;
    while (pos > bodyStart) {
        const qint64 from = std::max(bodyStart, pos - kBlock);
        if (!f.seek(from))
            break;
        const qint64 got = f.read(block.data(), pos - from);
        if (got != pos - from)
            break;
        for (qint64 i = got - 1; i >= 0; --i)
            if (block.at(qsizetype(i)) == '\n')
                return from + i + 1;
        pos = from;
        if (end - pos > cap)
            return Error{
                QCoreApplication::translate("irqatlas-report",
                                            "%1: the line after byte %2 is longer than %3 bytes")
                    .arg(path, QString::number(pos), QString::number(cap))};
    }
    return bodyStart;
}

} // namespace

Result<RecordingLoad> loadRecording(const QString &path, const TrialScope &scope, qint64 byteBudget,
                                    ReadName how)
{
    auto source = RecordingSource::open(path, how);
    if (!source.ok())
        return source.error();
    RecordingLoad out;
    out.path = path;
    out.source = (*source)->recordedSource();
    Feed feed(scope);
    const qint64 size = (*source)->size();
    if (size <= byteBudget) {
        while (auto s = (*source)->next()) {
            if (!(*source)->malformed().isEmpty())
                return Error{(*source)->malformed()};
            ++out.samples;
            feed.add(*s);
        }
        if (!(*source)->malformed().isEmpty())
            return Error{(*source)->malformed()};
        out.usedSamples = out.samples;
        summarise(feed.phase, out);
        return out;
    }
    // Too large to replay in full: evenly spaced lines.
    QFile f;
    if (Status s = openForReading(f, path, how); !s.ok())
        return s.error();
    auto header = lineAt(f, 0, true, path);
    if (!header.ok())
        return header.error();
    const qint64 bodyStart = header->bytes.size() + 1;
    auto first = lineAt(f, bodyStart, true, path);
    if (!first.ok())
        return first.error();
    const qint64 lineBytes = std::max<qint64>(1, first->bytes.size() + 1);
    const qint64 picks = std::max<qint64>(3, byteBudget / lineBytes);
    auto last = lastLineStart(f, bodyStart, size, path);
    if (!last.ok())
        return last.error();
    out.sparse = true;
    out.samples =
        int(std::min<qint64>((size - bodyStart) / lineBytes, std::numeric_limits<int>::max()));
    std::optional<Sample> previous;
    // The first byte after the last line read: a pick before it would read
    // that line again (lines longer than the spacing), so it takes the next.
    qint64 consumed = bodyStart;
    for (qint64 i = 0; i < picks; ++i) {
        // The first pick reads the first line, the last pick the last line.
        qint64 offset = bodyStart + (*last - bodyStart) * i / (picks - 1);
        bool atLineStart = i == 0 || i == picks - 1;
        if (offset < consumed) {
            offset = consumed;
            atLineStart = true;
        }
        if (offset > *last)
            break;
        double t = cpuMs();
        auto line = lineAt(f, offset, atLineStart, path, lineBytes);
        if (!line.ok())
            return line.error();
        if (line->bytes.isEmpty() && line->start >= size)
            break;
        consumed = line->start + line->bytes.size() + 1;
        double now = cpuMs();
        out.cost.readMs += now - t;
        t = now;
        auto s = sampleFromRecordLine(line->bytes, path, 0, previous ? &*previous : nullptr);
        if (!s.ok())
            return Error{QCoreApplication::translate("irqatlas-report", "%1 (near byte %2)")
                             .arg(s.errorString(), QString::number(line->start))};
        now = cpuMs();
        out.cost.parseMs += now - t;
        t = now;
        feed.add(*s);
        out.cost.ratesMs += cpuMs() - t;
        if (s->ok())
            previous = *s;
        ++out.usedSamples;
    }
    summarise(feed.phase, out);
    return out;
}

Result<PlanSection> loadPlanSection(const QString &path, const Snapshot &snapshot,
                                    bool irqbalanceRunning)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{
            QCoreApplication::translate("irqatlas-report", "%1: %2").arg(path, file.errorString())};
    auto bytes = readCapped(file, limits::kMaxPlanBytes, path);
    if (!bytes.ok())
        return bytes.error();
    auto plan = readPlan(*bytes, path);
    if (!plan.ok())
        return plan.error();
    return planSection(std::move(*plan), path, snapshot, irqbalanceRunning);
}

PlanSection planSection(Plan plan, const QString &name, const Snapshot &snapshot,
                        bool irqbalanceRunning)
{
    PlanSection s;
    s.path = name;
    s.plan = std::move(plan);
    s.diff = diffPlan(s.plan, snapshot.irqs);
    LintInput li;
    li.topology = snapshot.hasTopology ? &snapshot.topology : nullptr;
    li.table = &snapshot.irqs;
    li.isolated = snapshot.isolated;
    li.nohzFull = snapshot.nohzFull;
    li.irqbalanceRunning = irqbalanceRunning;
    s.lint = lintPlan(s.plan, li);
    if (!snapshot.hasTopology)
        return s;
    ScoreInput si;
    si.topology = &snapshot.topology;
    si.table = &snapshot.irqs;
    si.isolated = snapshot.isolated;
    si.nohzFull = snapshot.nohzFull;
    s.score = scorePlan(s.plan, si);
    s.scored = true;
    return s;
}

Result<TrialData> loadTrial(const QString &dir)
{
    TrialData t;
    t.dir = dir;
    const QString reportPath = QDir(dir).filePath(QStringLiteral("report.json"));
    auto bytes = readRegularFileCapped(reportPath, limits::kMaxPlanBytes);
    if (!bytes.ok())
        return bytes.error();
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return Error{QCoreApplication::translate("irqatlas-report", "%1: not JSON (%2 at byte %3)")
                         .arg(reportPath, pe.errorString(), QString::number(pe.offset))};
    t.report = doc.object();
    if (t.report.value(QStringLiteral("format")).toString() != QLatin1String("irqatlas-trial"))
        return Error{
            QCoreApplication::translate("irqatlas-report", "%1: format: not \"irqatlas-trial\"")
                .arg(reportPath)};
    const TrialScope none;
    // The recordings are the trial's own: their names are fixed, never taken
    // from the JSON (which could point anywhere).
    constexpr qint64 kBudget = qint64(256) << 20;
    auto b = loadRecording(QDir(dir).filePath(QStringLiteral("before.jsonl")), none, kBudget,
                           ReadName::FixedName);
    if (!b.ok())
        return b.error();
    auto a = loadRecording(QDir(dir).filePath(QStringLiteral("after.jsonl")), none, kBudget,
                           ReadName::FixedName);
    if (!a.ok())
        return a.error();
    t.before = std::move(*b);
    t.after = std::move(*a);
    return t;
}

} // namespace irqatlas
