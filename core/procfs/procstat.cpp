#include "procfs/procstat.h"

#include "model/inputlimits.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcProcStat, "irqatlas.parse.procstat", QtWarningMsg)

namespace irqatlas {

using namespace lineparse;

namespace {

QString label(std::string_view s)
{
    return QLatin1Char('"') + QString::fromUtf8(s.data(), qsizetype(s.size())) + QLatin1Char('"');
}

// Reads the blank-separated numbers after the label. Returns false and sets
// badColumn (1-based byte column) on a token that is not a number.
template <typename Sink>
bool readNumbers(std::string_view line, const char *p, Sink &&sink, int &badColumn)
{
    const char *end = line.data() + line.size();
    while (true) {
        p = skipBlanks(p, end);
        if (p >= end)
            return true;
        std::uint64_t v = 0;
        const char *b = p;
        if (!parseU64(p, end, v) || (p < end && !isBlank(*p))) {
            badColumn = int(b - line.data()) + 1;
            return false;
        }
        sink(v);
    }
}

// One line of the file: its key and where the numbers after it start.
struct StatLine
{
    std::string_view line;
    const char *p; // just after the key
    std::string_view key;
    const QString &source;
    int lineNo;
};

Error notANumber(const StatLine &l, int badColumn)
{
    return lineError(
        l.source, l.lineNo,
        QCoreApplication::translate("irqatlas::procstat", "%1: not a number at column %2")
            .arg(label(l.key))
            .arg(badColumn));
}

// The time fields of a "cpu" or "cpuN" line into t.
Status readCpuTimes(const StatLine &l, CpuTimes &t)
{
    int n = 0;
    int badColumn = 0;
    auto sink = [&](std::uint64_t v) {
        if (n < CpuTimes::FieldCount)
            t.values[std::size_t(n)] = v;
        ++n;
    };
    if (!readNumbers(l.line, l.p, sink, badColumn))
        return notANumber(l, badColumn);
    if (n < 4)
        return lineError(
            l.source, l.lineNo,
            QCoreApplication::translate(
                "irqatlas::procstat", "%1 has %2 time fields, at least 4 expected (file cut off?)")
                .arg(label(l.key))
                .arg(n));
    if (n > CpuTimes::FieldCount)
        qCDebug(lcProcStat) << l.source << l.lineNo << "ignoring" << n - CpuTimes::FieldCount
                            << "extra cpu fields";
    t.fieldCount = std::min(n, int(CpuTimes::FieldCount));
    return Ok{};
}

// The id of a "cpuN" line, checked against the cap and the lines before it.
Status readCpuId(const StatLine &l, int &id)
{
    const CpuIdParse parsed = parseCpuId(l.key.substr(3), limits::kMaxCpuId, id);
    if (parsed == CpuIdParse::NotCpu)
        return lineError(l.source, l.lineNo,
                         QCoreApplication::translate("irqatlas::procstat", "bad CPU label %1")
                             .arg(label(l.key)));
    // The ids index the rates' per-CPU tables: checked before use.
    if (parsed == CpuIdParse::TooBig)
        return lineError(l.source, l.lineNo, cpuIdTooBig(l.key.substr(3), limits::kMaxCpuId));
    return Ok{};
}

// A "cpu" (the aggregate) or "cpuN" line. Lines of a second concatenated
// snapshot are skipped.
Status parseCpuLine(const StatLine &l, ProcStat &st, bool &haveTotal)
{
    CpuTimes t;
    if (l.key.size() == 3) {
        if (haveTotal) {
            // A second aggregate line starts the next concatenated
            // snapshot: count the blocks, keep the first one.
            ++st.blocks;
            return Ok{};
        }
        if (st.blocks > 1)
            return Ok{};
        haveTotal = true;
        st.blocks = 1;
    } else {
        int id = 0;
        if (Status s = readCpuId(l, id); !s.ok())
            return s;
        if (st.blocks > 1)
            return Ok{};
        if (st.cpus.size() == std::size_t(limits::kMaxCpus))
            return lineError(
                l.source, l.lineNo,
                QCoreApplication::translate("irqatlas::procstat",
                                            "more than %1 \"cpuN\" lines, the supported maximum")
                    .arg(limits::kMaxCpus));
        // cpu(id) and the rates find a CPU by id: a second "cpu3" line
        // would hide behind the first. The kernel prints ids ascending.
        if (!st.cpus.empty() && id <= st.cpus.back().cpu)
            return lineError(l.source, l.lineNo,
                             cpuIdNotAscending(0, "cpu", id, st.cpus.back().cpu));
        t.cpu = id;
    }
    if (Status s = readCpuTimes(l, t); !s.ok())
        return s;
    if (t.cpu < 0)
        st.total = t;
    else
        st.cpus.push_back(t);
    return Ok{};
}

// "intr" and "softirq": a total, then at most maxValues values.
Status parseList(const StatLine &l, std::optional<std::uint64_t> &total,
                 std::vector<std::uint64_t> &values, int maxValues)
{
    values.clear();
    bool first = true;
    bool tooMany = false;
    int badColumn = 0;
    auto sink = [&](std::uint64_t v) {
        if (first)
            total = v;
        else if (values.size() < std::size_t(maxValues))
            values.push_back(v);
        else
            tooMany = true;
        first = false;
    };
    if (!readNumbers(l.line, l.p, sink, badColumn))
        return notANumber(l, badColumn);
    if (tooMany)
        return lineError(
            l.source, l.lineNo,
            QCoreApplication::translate("irqatlas::procstat",
                                        "%1 has more than %2 values, the supported maximum")
                .arg(label(l.key))
                .arg(maxValues));
    if (first)
        return lineError(l.source, l.lineNo,
                         QCoreApplication::translate("irqatlas::procstat", "%1 has no values")
                             .arg(label(l.key)));
    return Ok{};
}

// A line of one number: "ctxt", "btime", "processes", ...
Status parseSingle(const StatLine &l, std::optional<std::uint64_t> &out)
{
    const char *end = l.line.data() + l.line.size();
    const char *b = skipBlanks(l.p, end);
    std::uint64_t v = 0;
    const char *q = b;
    if (!parseU64(q, end, v) || skipBlanks(q, end) != end)
        return lineError(
            l.source, l.lineNo,
            QCoreApplication::translate("irqatlas::procstat", "%1: expected one number")
                .arg(label(l.key)));
    out = v;
    return Ok{};
}

// Every line but the CPU lines; unknown keys are left alone. Kept out of
// line: inlined into the loop over 1152 CPU lines, it made the parse of a
// sample 5 % slower.
[[gnu::noinline]] Status parseOtherLine(const StatLine &l, ProcStat &st)
{
    if (l.key == "intr")
        return parseList(l, st.intrTotal, st.intr, limits::kMaxStatIntrValues);
    if (l.key == "softirq")
        return parseList(l, st.softirqTotal, st.softirq, limits::kMaxSoftirqRows);
    if (l.key == "ctxt")
        return parseSingle(l, st.ctxt);
    if (l.key == "btime")
        return parseSingle(l, st.btime);
    if (l.key == "processes")
        return parseSingle(l, st.processes);
    if (l.key == "procs_running")
        return parseSingle(l, st.procsRunning);
    if (l.key == "procs_blocked")
        return parseSingle(l, st.procsBlocked);
    return Ok{};
}

} // namespace

const CpuTimes *ProcStat::cpu(int id) const
{
    for (const CpuTimes &c : cpus) {
        if (c.cpu == id)
            return &c;
    }
    return nullptr;
}

Result<ProcStat> parseProcStat(std::string_view text, const QString &source)
{
    if (text.size() > limits::kMaxStatBytes)
        return inputTooLarge(source, text.size(), limits::kMaxStatBytes);
    ProcStat st;
    bool haveTotal = false;
    LineReader lines(text);
    std::string_view line;
    while (lines.next(line)) {
        const int lineNo = lines.lineNo();
        if (line.size() > limits::kMaxStatLineBytes)
            return lineTooLong(source, lineNo, limits::kMaxStatLineBytes);
        const char *end = line.data() + line.size();
        const char *p = skipBlanks(line.data(), end);
        if (p == end)
            continue;
        const char *kb = p;
        p = skipNonBlanks(p, end);
        const StatLine l{line, p, std::string_view(kb, std::size_t(p - kb)), source, lineNo};
        if (l.key.size() >= 3 && l.key.substr(0, 3) == "cpu") {
            if (Status s = parseCpuLine(l, st, haveTotal); !s.ok())
                return s.error();
            continue;
        }
        if (st.blocks > 1)
            continue;
        if (Status s = parseOtherLine(l, st); !s.ok())
            return s.error();
    }
    if (!haveTotal)
        return Error{QCoreApplication::translate("irqatlas::procstat",
                                                 "%1: no \"cpu\" line (not a /proc/stat file?)")
                         .arg(source)};
    return st;
}

} // namespace irqatlas
