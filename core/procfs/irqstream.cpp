#include "procfs/irqstream.h"

#include "model/irqexport.h"
#include "procfs/interrupts.h"
#include "procfs/irqdetails.h"

namespace irqatlas {

Status streamIrqsCsv(const HostSource &host, const Topology *topology,
                     const std::function<void(std::string &out)> &flush)
{
    const QString path = QStringLiteral("/proc/interrupts");
    const IrqDetailsReader details(host, topology);
    std::string out;
    out.reserve(kCsvFlushAt + (std::size_t(64) << 10));
    bool headerWritten = false;
    InterruptsStream *stream = nullptr;
    auto writeHeader = [&] {
        if (!headerWritten)
            appendIrqsCsvHeader(out, stream->cpus());
        headerWritten = true;
    };
    InterruptsStream parser(shownPath(host, path), [&](Irq &irq) -> Status {
        writeHeader();
        if (Status s = details.annotate(irq); !s.ok())
            return s;
        appendIrqCsvRow(out, irq, stream->cpus().size());
        if (out.size() >= kCsvFlushAt)
            flush(out);
        return Ok{};
    });
    stream = &parser;
    if (Status s =
            host.readChunks(path, [&](std::string_view chunk) { return parser.feed(chunk); });
        !s.ok())
        return s;
    if (Status s = parser.finish(); !s.ok())
        return s;
    writeHeader();
    flush(out);
    return Ok{};
}

} // namespace irqatlas
