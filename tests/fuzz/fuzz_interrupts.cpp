// /proc/interrupts through every path that parses it: the one-shot parser,
// the reused table (parseInterruptsInto on a table holding an older parse),
// the line streamer fed in chunks of any size (InterruptsStream) and the
// streaming CSV export (streamIrqsCsv) against the collected table's CSV.
// All of them must agree, and a parse that succeeds keeps every row's
// promises (one count per column, total = sum of counts).
#include "fuzzcheck.h"
#include "memhost.h"
#include "model/irqexport.h"
#include "procfs/interrupts.h"
#include "procfs/irqdetails.h"
#include "procfs/irqstream.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
const QString kSource = QStringLiteral("fuzz/proc/interrupts");
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text = view(data, size);
    auto once = parseInterrupts(text, kSource);
    checkErrorNames(once, kSource);
    if (once.ok())
        checkIrqTable(*once);

    // A table that already holds rows (a previous tick) must end up exactly
    // like a fresh parse, or fail exactly like it.
    static IrqTable reused;
    Status into = parseInterruptsInto(text, kSource, reused);
    FUZZ_CHECK(into.ok() == once.ok(), "reused table parses like a fresh one");
    if (into.ok())
        FUZZ_CHECK(sameTable(reused, *once), "reused table equals the fresh parse");
    else
        FUZZ_CHECK(into.errorString() == once.errorString(), "reused table fails the same way");

    // The streamer, with chunk sizes from 1 byte up: lines split anywhere.
    const std::size_t chunk = size ? 1 + data[size / 2] % 64 : 1;
    IrqTable streamed;
    InterruptsStream stream(kSource, [&](Irq &irq) -> Status {
        streamed.irqs.push_back(irq);
        return Ok{};
    });
    Status fed = Ok{};
    for (std::size_t at = 0; at < size && fed.ok(); at += chunk)
        fed = stream.feed(text.substr(at, chunk));
    if (fed.ok())
        fed = stream.finish();
    FUZZ_CHECK(fed.ok() == once.ok(), "streamed parse succeeds exactly when the one-shot does");
    if (fed.ok()) {
        streamed.cpus = stream.cpus();
        FUZZ_CHECK(sameTable(streamed, *once), "streamed rows equal the one-shot parse");
    } else {
        // Same file, same line, same words, however the bytes arrived.
        FUZZ_CHECK(fed.errorString() == once.errorString(),
                   "streamed parse fails like the one-shot");
    }

    // The CSV export that streams the file must give the bytes of the
    // export over the collected table (no per-IRQ files here).
    MemHostSource host;
    host.files[QStringLiteral("/proc/interrupts")] = bytes(data, size);
    host.chunkSize = chunk;
    std::string csv;
    Status st = streamIrqsCsv(host, nullptr, [&](std::string &out) {
        csv += out;
        out.clear();
    });
    FUZZ_CHECK(st.ok() == once.ok(), "CSV streaming succeeds exactly when the parse does");
    if (st.ok()) {
        IrqTable table = *once;
        Status joined = readIrqDetails(host, table, nullptr, nullptr);
        FUZZ_CHECK(joined.ok(), "a host without per-IRQ files joins without error");
        std::string expected;
        appendIrqsCsv(expected, table);
        FUZZ_CHECK(csv == expected, "streamed CSV equals the CSV of the collected table");
    } else {
        FUZZ_CHECK(st.errorString().contains(QStringLiteral("/proc/interrupts")),
                   "a CSV streaming error names /proc/interrupts");
    }
    return 0;
}
