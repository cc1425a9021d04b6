// The helper's journal (apply/journal.h): what parses writes back to JSON
// that parses to the same journal (same bytes again). Errors name the file.
#include "apply/journal.h"
#include "fuzzcheck.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString origin = QStringLiteral("fuzz/journal.json");
    auto j = parseJournal(bytes(data, size), origin);
    checkErrorNames(j, origin);
    if (!j.ok())
        return 0;
    for (const JournalEntry &e : j->entries)
        FUZZ_CHECK(e.irq >= 0, "an entry names an IRQ");
    const QByteArray written = writeJournalJson(*j);
    auto again = parseJournal(written, QStringLiteral("rewritten.json"));
    if (!again.ok())
        std::fprintf(stderr, "rewritten journal refused: %s\n%s\n", qPrintable(again.errorString()),
                     written.constData());
    FUZZ_CHECK(again.ok(), "a written journal parses");
    FUZZ_CHECK(writeJournalJson(*again) == written, "journal round trip is byte-equal");
    FUZZ_CHECK(again->entries.size() == j->entries.size(), "no entry lost");
    return 0;
}
