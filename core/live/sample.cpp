#include "live/sample.h"

#include "model/inputlimits.h"
#include "procfs/interrupts.h"

#include <QCoreApplication>
#include <QDateTime>
#include <chrono>

namespace irqatlas {
namespace {

const QString kInterrupts = QStringLiteral("/proc/interrupts");
const QString kStat = QStringLiteral("/proc/stat");
const QString kSoftirqs = QStringLiteral("/proc/softirqs");

bool blankLine(std::string_view line)
{
    for (char c : line) {
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    }
    return true;
}

// Next line of text starting at pos (without '\n'); advances pos.
std::string_view nextLine(std::string_view text, std::size_t &pos)
{
    const std::size_t start = pos;
    const std::size_t nl = text.find('\n', start);
    const std::size_t end = nl == std::string_view::npos ? text.size() : nl;
    pos = nl == std::string_view::npos ? text.size() : nl + 1;
    return text.substr(start, end - start);
}

// Builds `out` from the previous table for unchanged rows and a parse of the
// changed lines only. False when the shortcut does not apply; the caller then
// parses everything (which also gives errors their true line numbers).
bool parseChangedRows(std::string_view cur, std::string_view prev, const IrqTable &prevTable,
                      const QString &name, IrqTable &out)
{
    // A last line without its newline is a read cut off mid-row, which only
    // the full parse can tell (re-parsed alone below, it would gain one).
    // Over the caps: the full parse names the error.
    if ((!cur.empty() && cur.back() != '\n') || cur.size() > limits::kMaxInterruptsBytes)
        return false;
    std::size_t pc = 0, pp = 0;
    const std::string_view header = nextLine(cur, pc);
    if (header != nextLine(prev, pp) || &out == &prevTable)
        return false;
    // For each non-blank line of cur: the previous row to copy, or -1 for
    // the next row of the partial parse.
    std::vector<int> source;
    source.reserve(prevTable.irqs.size() + 8);
    std::string changed(header);
    changed += '\n';
    int prevRows = 0, changedRows = 0;
    while (pc < cur.size()) {
        const std::string_view c = nextLine(cur, pc);
        const bool havePrev = pp < prev.size();
        const std::string_view p = havePrev ? nextLine(prev, pp) : std::string_view();
        const bool pBlank = !havePrev || blankLine(p);
        if (blankLine(c)) {
            if (!pBlank)
                ++prevRows;
            continue;
        }
        if (source.size() == std::size_t(limits::kMaxIrqRows))
            return false; // too many rows: the full parse says so
        if (havePrev && c == p) {
            source.push_back(prevRows++);
            continue;
        }
        if (!pBlank)
            ++prevRows;
        source.push_back(-1);
        changed.append(c);
        changed += '\n';
        ++changedRows;
    }
    while (pp < prev.size()) {
        if (!blankLine(nextLine(prev, pp)))
            ++prevRows;
    }
    if (std::size_t(prevRows) != prevTable.irqs.size())
        return false;
    IrqTable part;
    if (changedRows > 0 && !parseInterruptsInto(changed, name, part).ok())
        return false;
    if (part.irqs.size() != std::size_t(changedRows) ||
        (changedRows > 0 && part.cpus != prevTable.cpus))
        return false;
    out.cpus = prevTable.cpus;
    out.defaultAffinity = prevTable.defaultAffinity;
    out.irqs.resize(source.size());
    std::size_t next = 0;
    for (std::size_t i = 0; i < source.size(); ++i) {
        if (source[i] >= 0)
            out.irqs[i] = prevTable.irqs[std::size_t(source[i])]; // reuses out's capacity
        else
            out.irqs[i] = std::move(part.irqs[next++]);
    }
    return true;
}

} // namespace

std::int64_t monotonicNowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::int64_t wallNowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

Status parseSample(Sample &s, const QString &origin, std::shared_ptr<const ParsedSample> recycle,
                   const Sample *previous)
{
    s.parsed.reset();
    auto fail = [&](const QString &message) -> Status {
        s.error = message;
        return Error{message};
    };
    std::shared_ptr<ParsedSample> parsed;
    if (recycle && recycle.use_count() == 1) {
        // Sole owner: nobody can observe the tables change.
        parsed = std::const_pointer_cast<ParsedSample>(std::move(recycle));
        parsed->hasSoftirqs = false;
    } else {
        parsed = std::make_shared<ParsedSample>();
    }
    const QString where = origin.isEmpty() ? QString() : origin + QLatin1Char(':');
    const bool shortcut =
        previous && previous->ok() &&
        parseChangedRows(bytesView(s.interruptsText), bytesView(previous->interruptsText),
                         previous->parsed->irqs, where + kInterrupts, parsed->irqs);
    if (!shortcut) {
        Status irqs =
            parseInterruptsInto(bytesView(s.interruptsText), where + kInterrupts, parsed->irqs);
        if (!irqs.ok())
            return fail(irqs.errorString());
    }
    auto stat = parseProcStat(bytesView(s.statText), where + kStat);
    if (!stat.ok())
        return fail(stat.errorString());
    parsed->stat = std::move(stat).value();
    if (!s.softirqsText.isEmpty()) {
        auto soft = parseSoftirqs(bytesView(s.softirqsText), where + kSoftirqs);
        if (!soft.ok())
            return fail(soft.errorString());
        parsed->softirqs = std::move(soft).value();
        parsed->hasSoftirqs = true;
    }
    s.error.clear();
    s.parsed = std::move(parsed);
    return Ok{};
}

Sample readSample(const HostSource &source, std::shared_ptr<const ParsedSample> recycle,
                  const Sample *previous)
{
    Sample s;
    const std::int64_t t0 = monotonicNowNs();
    s.wallMs = wallNowMs();
    // /proc/interrupts first and /proc/stat right after: the IRQ counts and the
    // CPU times are the pair the rates relate, so keep them closest in time.
    auto irqs = source.readFile(kInterrupts);
    auto stat = irqs.ok() ? source.readFile(kStat) : Result<QByteArray>(Error{});
    // Kernels before 2.6.31 have no /proc/softirqs; that is not a failure,
    // but a saved one past its cap is.
    Result<std::optional<QByteArray>> soft =
        irqs.ok() && stat.ok() ? source.tryReadCapped(kSoftirqs) : std::optional<QByteArray>();
    const std::int64_t t1 = monotonicNowNs();
    s.monotonicNs = t0 + (t1 - t0) / 2;
    if (!irqs.ok()) {
        s.error = irqs.errorString();
        return s;
    }
    if (!stat.ok()) {
        s.error = stat.errorString();
        return s;
    }
    if (!soft.ok()) {
        s.error = soft.errorString();
        return s;
    }
    s.interruptsText = std::move(irqs).value();
    s.statText = std::move(stat).value();
    if (*soft)
        s.softirqsText = std::move(**soft);
    if (s.interruptsText.isEmpty()) {
        s.error = QCoreApplication::translate("Sample", "%1: %2 is empty")
                      .arg(source.displayName(), kInterrupts);
        return s;
    }
    parseSample(s, source.isLocalMachine() ? QString() : source.displayName(), std::move(recycle),
                previous);
    return s;
}

} // namespace irqatlas
