#pragma once

#include "cost/costaggregator.h"
#include "model/result.h"

#include <QString>
#include <cstdint>
#include <string>
#include <string_view>

namespace irqatlas {

// Cuts trace text that arrives in chunks of any size (reads of trace_pipe)
// into lines and hands each event to an aggregator. A line split across two
// chunks is joined in a small carry buffer, so memory stays one line however
// long the measurement runs.
//
// Errors name the input and the 1-based line: a line that is not an event
// line of the kernel's format, a CPU id above limits::kMaxCpuId, a known
// event with other fields, a line longer than limits::kMaxTraceLineBytes, more
// than limits::kMaxTraceBytes in all. After an error the reader takes nothing more.
class TraceReader
{
public:
    // maxBytes: limits::kMaxTraceBytes unless a test wants a smaller cap.
    TraceReader(QString sourceName, CostAggregator &sink, std::uint64_t maxBytes = 0);

    Status feed(std::string_view chunk);
    // Parses a last line without newline.
    Status finish();

    // A reader that runs for hours (watch --cost) starts its byte cap and
    // line numbers again at each interval; a line cut between reads is kept.
    void restartBudget()
    {
        m_bytes = 0;
        m_lineNo = 0;
    }

    std::uint64_t bytes() const { return m_bytes; }
    int lines() const { return m_lineNo; }
    std::uint64_t otherEvents() const { return m_other; }

private:
    Status take(std::string_view line);

    QString m_source;
    CostAggregator &m_sink;
    TraceEvent m_event;
    std::string m_carry;
    std::uint64_t m_bytes = 0;
    std::uint64_t m_maxBytes = 0;
    std::uint64_t m_other = 0;
    int m_lineNo = 0;
    bool m_failed = false;
};

// The whole of a trace text at once (tests, the fuzz target, the benchmark).
Result<CostFigures> readTraceText(std::string_view text, const QString &sourceName);

} // namespace irqatlas
