#include "cost/tracereader.h"

#include "model/inputlimits.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <cstring>

namespace irqatlas {
namespace {

QString whyNot(TraceLineResult r, std::string_view line)
{
    switch (r) {
    case TraceLineResult::BadCpu:
        return QCoreApplication::translate("TraceReader",
                                           "CPU id is above the supported maximum %1: %2")
            .arg(limits::kMaxCpuId)
            .arg(lineparse::quotedField(line, 80));
    case TraceLineResult::BadFields:
        return QCoreApplication::translate("TraceReader",
                                           "an irq event whose fields are not the kernel's: %1")
            .arg(lineparse::quotedField(line, 80));
    case TraceLineResult::BadLost:
        return QCoreApplication::translate("TraceReader",
                                           "not a \"CPU:N [LOST N EVENTS]\" line: %1")
            .arg(lineparse::quotedField(line, 80));
    default:
        return QCoreApplication::translate(
                   "TraceReader", "not a trace event line (TASK-PID [CPU] TIMESTAMP: EVENT): %1")
            .arg(lineparse::quotedField(line, 80));
    }
}

} // namespace

TraceReader::TraceReader(QString sourceName, CostAggregator &sink, std::uint64_t maxBytes)
    : m_source(std::move(sourceName)), m_sink(sink),
      m_maxBytes(maxBytes > 0 ? maxBytes : limits::kMaxTraceBytes)
{
}

Status TraceReader::take(std::string_view line)
{
    ++m_lineNo;
    if (line.size() > limits::kMaxTraceLineBytes)
        return lineparse::lineTooLong(m_source, m_lineNo, limits::kMaxTraceLineBytes);
    const TraceLineResult r = parseTraceLine(line, m_event);
    if (r == TraceLineResult::Skipped)
        return Ok{};
    if (r != TraceLineResult::Event)
        return lineparse::lineError(m_source, m_lineNo, whyNot(r, line));
    if (m_event.kind == TraceKind::Other)
        ++m_other;
    else
        m_sink.add(m_event);
    return Ok{};
}

Status TraceReader::feed(std::string_view chunk)
{
    if (m_failed)
        return Error{
            QCoreApplication::translate("TraceReader", "%1: read after an error").arg(m_source)};
    m_bytes += chunk.size();
    if (m_bytes > m_maxBytes) {
        m_failed = true;
        return lineparse::inputTooLarge(m_source, std::size_t(m_bytes), std::size_t(m_maxBytes));
    }
    const char *p = chunk.data();
    const char *end = p + chunk.size();
    while (p < end) {
        const void *nl = std::memchr(p, '\n', std::size_t(end - p));
        if (!nl) {
            // Keep the unfinished line, but never more than a line may hold.
            if (m_carry.size() + std::size_t(end - p) > limits::kMaxTraceLineBytes) {
                m_failed = true;
                return lineparse::lineTooLong(m_source, m_lineNo + 1, limits::kMaxTraceLineBytes);
            }
            m_carry.append(p, std::size_t(end - p));
            break;
        }
        const char *e = static_cast<const char *>(nl);
        Status s = Ok{};
        if (m_carry.empty()) {
            s = take(std::string_view(p, std::size_t(e - p)));
        } else {
            if (m_carry.size() + std::size_t(e - p) > limits::kMaxTraceLineBytes) {
                m_failed = true;
                return lineparse::lineTooLong(m_source, m_lineNo + 1, limits::kMaxTraceLineBytes);
            }
            m_carry.append(p, std::size_t(e - p));
            s = take(m_carry);
            m_carry.clear();
        }
        if (!s.ok()) {
            m_failed = true;
            return s;
        }
        p = e + 1;
    }
    return Ok{};
}

Status TraceReader::finish()
{
    if (m_failed || m_carry.empty())
        return Ok{};
    Status s = take(m_carry);
    m_carry.clear();
    m_failed = !s.ok();
    return s;
}

Result<CostFigures> readTraceText(std::string_view text, const QString &sourceName)
{
    if (text.size() > limits::kMaxTraceBytes)
        return lineparse::inputTooLarge(sourceName, text.size(),
                                        std::size_t(limits::kMaxTraceBytes));
    CostAggregator agg;
    TraceReader reader(sourceName, agg);
    if (Status s = reader.feed(text); !s.ok())
        return s.error();
    if (Status s = reader.finish(); !s.ok())
        return s.error();
    return agg.finish();
}

} // namespace irqatlas
