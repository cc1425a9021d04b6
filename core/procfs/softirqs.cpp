#include "procfs/softirqs.h"

#include "model/inputlimits.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>

namespace irqatlas {

using namespace lineparse;

namespace {

} // namespace

int SoftirqTable::column(int cpuId) const
{
    for (std::size_t i = 0; i < cpus.size(); ++i) {
        if (cpus[i] == cpuId)
            return int(i);
    }
    return -1;
}

const SoftirqTable::Row *SoftirqTable::row(std::string_view name) const
{
    for (const Row &r : rows) {
        if (r.name == name)
            return &r;
    }
    return nullptr;
}

std::uint64_t SoftirqTable::count(std::string_view name, int cpuId) const
{
    const Row *r = row(name);
    const int c = column(cpuId);
    if (!r || c < 0)
        return 0;
    return r->counts[std::size_t(c)];
}

Result<SoftirqTable> parseSoftirqs(std::string_view text, const QString &source)
{
    if (text.size() > limits::kMaxSoftirqsBytes)
        return inputTooLarge(source, text.size(), limits::kMaxSoftirqsBytes);
    SoftirqTable t;
    bool haveHeader = false;
    LineReader lines(text);
    std::string_view line;
    while (lines.next(line)) {
        const int lineNo = lines.lineNo();
        if (line.size() > limits::kMaxTableLineBytes)
            return lineTooLong(source, lineNo, limits::kMaxTableLineBytes);
        const char *end = line.data() + line.size();
        const char *p = skipBlanks(line.data(), end);
        if (p == end)
            continue;
        if (!haveHeader) {
            while (p < end) {
                const char *b = p;
                p = skipNonBlanks(p, end);
                const std::string_view tok(b, std::size_t(p - b));
                int id = 0;
                const CpuIdParse parsed = tok.size() < 4 || tok.substr(0, 3) != "CPU"
                                              ? CpuIdParse::NotCpu
                                              : parseCpuId(tok.substr(3), limits::kMaxCpuId, id);
                if (parsed == CpuIdParse::NotCpu)
                    return lineError(
                        source, lineNo,
                        QCoreApplication::translate(
                            "irqatlas::softirqs",
                            "expected the header line \"CPU0 CPU1 …\", found %1 (header missing?)")
                            .arg(quotedField(tok)));
                if (parsed == CpuIdParse::TooBig)
                    return lineError(
                        source, lineNo,
                        QCoreApplication::translate("irqatlas::softirqs", "header column %1: %2")
                            .arg(t.cpus.size() + 1)
                            .arg(cpuIdTooBig(tok.substr(3), limits::kMaxCpuId)));
                if (t.cpus.size() == std::size_t(limits::kMaxCpus))
                    return lineError(
                        source, lineNo,
                        QCoreApplication::translate(
                            "irqatlas::softirqs", "more than %1 CPU columns, the supported maximum")
                            .arg(limits::kMaxCpus));
                // Joined with /proc/interrupts and /proc/stat by CPU id: each
                // id once, ascending as the kernel prints them.
                if (!t.cpus.empty() && id <= t.cpus.back())
                    return lineError(
                        source, lineNo,
                        cpuIdNotAscending(t.cpus.size() + 1, "CPU", id, t.cpus.back()));
                t.cpus.push_back(id);
                p = skipBlanks(p, end);
            }
            haveHeader = true;
            continue;
        }
        if (t.rows.size() == std::size_t(limits::kMaxSoftirqRows))
            return tooManyRows(source, lineNo, limits::kMaxSoftirqRows);
        const char *kb = p;
        while (p < end && *p != ':' && !isBlank(*p))
            ++p;
        if (p >= end || *p != ':' || p == kb)
            return lineError(source, lineNo,
                             QCoreApplication::translate("irqatlas::softirqs",
                                                         "row does not start with \"<NAME>:\": %1")
                                 .arg(quotedField(line)));
        SoftirqTable::Row row;
        row.name.assign(kb, std::size_t(p - kb));
        ++p;
        // No more than the row's bytes can spell (2 per count): a short row
        // under a wide header stays small.
        row.counts.reserve(std::min(t.cpus.size(), (std::size_t(end - p) + 1) / 2));
        while (true) {
            p = skipBlanks(p, end);
            if (p >= end)
                break;
            const char *b = p;
            std::uint64_t v = 0;
            if (!parseU64(p, end, v) || (p < end && !isBlank(*p))) {
                const char *e = skipNonBlanks(b, end);
                return lineError(source, lineNo,
                                 QCoreApplication::translate("irqatlas::softirqs",
                                                             "count %1 of %2 is not a number: %3")
                                     .arg(QString::number(row.counts.size() + 1),
                                          quotedField(row.name),
                                          quotedField(std::string_view(b, std::size_t(e - b)))));
            }
            row.counts.push_back(v);
            row.total += v;
        }
        if (row.counts.size() != t.cpus.size())
            return lineError(
                source, lineNo,
                QCoreApplication::translate("irqatlas::softirqs",
                                            "%1 has %2 counts for %3 CPU columns%4")
                    .arg(quotedField(row.name))
                    .arg(row.counts.size())
                    .arg(t.cpus.size())
                    .arg(row.counts.size() < t.cpus.size()
                             ? QCoreApplication::translate("irqatlas::softirqs", " (file cut off?)")
                             : QString()));
        t.rows.push_back(std::move(row));
    }
    if (!haveHeader)
        return Error{QCoreApplication::translate("irqatlas::softirqs",
                                                 "%1: no \"CPU0 CPU1 …\" header line (empty file?)")
                         .arg(source)};
    return t;
}

} // namespace irqatlas
