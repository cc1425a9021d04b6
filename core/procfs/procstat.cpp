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
        const std::string_view key(kb, std::size_t(p - kb));
        int badColumn = 0;

        if (key.size() >= 3 && key.substr(0, 3) == "cpu") {
            CpuTimes t;
            if (key.size() == 3) {
                if (haveTotal) {
                    // A second aggregate line starts the next concatenated
                    // snapshot: count the blocks, keep the first one.
                    ++st.blocks;
                    continue;
                }
                if (st.blocks > 1)
                    continue;
                haveTotal = true;
                st.blocks = 1;
            } else {
                int id = 0;
                const CpuIdParse parsed = parseCpuId(key.substr(3), limits::kMaxCpuId, id);
                if (parsed == CpuIdParse::NotCpu)
                    return lineError(
                        source, lineNo,
                        QCoreApplication::translate("irqatlas::procstat", "bad CPU label %1")
                            .arg(label(key)));
                // The ids index the rates' per-CPU tables: checked before use.
                if (parsed == CpuIdParse::TooBig)
                    return lineError(source, lineNo, cpuIdTooBig(key.substr(3), limits::kMaxCpuId));
                if (st.blocks > 1)
                    continue;
                if (st.cpus.size() == std::size_t(limits::kMaxCpus))
                    return lineError(source, lineNo,
                                     QCoreApplication::translate(
                                         "irqatlas::procstat",
                                         "more than %1 \"cpuN\" lines, the supported maximum")
                                         .arg(limits::kMaxCpus));
                // cpu(id) and the rates find a CPU by id: a second "cpu3" line
                // would hide behind the first. The kernel prints ids ascending.
                if (!st.cpus.empty() && id <= st.cpus.back().cpu)
                    return lineError(source, lineNo,
                                     cpuIdNotAscending(0, "cpu", id, st.cpus.back().cpu));
                t.cpu = id;
            }
            int n = 0;
            auto sink = [&](std::uint64_t v) {
                if (n < CpuTimes::FieldCount)
                    t.values[std::size_t(n)] = v;
                ++n;
            };
            if (!readNumbers(line, p, sink, badColumn))
                return lineError(source, lineNo,
                                 QCoreApplication::translate("irqatlas::procstat",
                                                             "%1: not a number at column %2")
                                     .arg(label(key))
                                     .arg(badColumn));
            if (n < 4)
                return lineError(source, lineNo,
                                 QCoreApplication::translate(
                                     "irqatlas::procstat",
                                     "%1 has %2 time fields, at least 4 expected (file cut off?)")
                                     .arg(label(key))
                                     .arg(n));
            if (n > CpuTimes::FieldCount)
                qCDebug(lcProcStat) << source << lineNo << "ignoring" << n - CpuTimes::FieldCount
                                    << "extra cpu fields";
            t.fieldCount = std::min(n, int(CpuTimes::FieldCount));
            if (t.cpu < 0)
                st.total = t;
            else
                st.cpus.push_back(t);
            continue;
        }
        if (st.blocks > 1)
            continue;

        auto list = [&](std::optional<std::uint64_t> &total, std::vector<std::uint64_t> &values,
                        int maxValues) -> Status {
            values.clear();
            bool first = true;
            bool tooMany = false;
            auto sink = [&](std::uint64_t v) {
                if (first)
                    total = v;
                else if (values.size() < std::size_t(maxValues))
                    values.push_back(v);
                else
                    tooMany = true;
                first = false;
            };
            if (!readNumbers(line, p, sink, badColumn))
                return lineError(source, lineNo,
                                 QCoreApplication::translate("irqatlas::procstat",
                                                             "%1: not a number at column %2")
                                     .arg(label(key))
                                     .arg(badColumn));
            if (tooMany)
                return lineError(
                    source, lineNo,
                    QCoreApplication::translate("irqatlas::procstat",
                                                "%1 has more than %2 values, the supported maximum")
                        .arg(label(key))
                        .arg(maxValues));
            if (first)
                return lineError(
                    source, lineNo,
                    QCoreApplication::translate("irqatlas::procstat", "%1 has no values")
                        .arg(label(key)));
            return Ok{};
        };
        auto single = [&](std::optional<std::uint64_t> &out) -> Status {
            const char *b = skipBlanks(p, end);
            std::uint64_t v = 0;
            const char *q = b;
            if (!parseU64(q, end, v) || skipBlanks(q, end) != end)
                return lineError(
                    source, lineNo,
                    QCoreApplication::translate("irqatlas::procstat", "%1: expected one number")
                        .arg(label(key)));
            out = v;
            return Ok{};
        };

        Status s = Ok{};
        if (key == "intr")
            s = list(st.intrTotal, st.intr, limits::kMaxStatIntrValues);
        else if (key == "softirq")
            s = list(st.softirqTotal, st.softirq, limits::kMaxSoftirqRows);
        else if (key == "ctxt")
            s = single(st.ctxt);
        else if (key == "btime")
            s = single(st.btime);
        else if (key == "processes")
            s = single(st.processes);
        else if (key == "procs_running")
            s = single(st.procsRunning);
        else if (key == "procs_blocked")
            s = single(st.procsBlocked);
        if (!s.ok())
            return s.error();
    }
    if (!haveTotal)
        return Error{QCoreApplication::translate("irqatlas::procstat",
                                                 "%1: no \"cpu\" line (not a /proc/stat file?)")
                         .arg(source)};
    return st;
}

} // namespace irqatlas
