// The live sample path: parseSample on a tick whose previous tick is known
// takes a shortcut (rows whose bytes did not change are copied from the
// previous table) and may recycle the previous tables' vectors. Whatever the
// bytes, the result must equal a full parse of the same tick.
//
// Input: previous /proc/interrupts, NUL, current /proc/interrupts, NUL,
// /proc/stat, NUL, /proc/softirqs (missing parts are empty).
#include "fuzzcheck.h"
#include "live/sample.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
QByteArray part(const QByteArray &all, int index)
{
    return all.split('\0').value(index);
}

// A /proc/stat that always parses, for inputs that bring none: the
// interesting part is /proc/interrupts.
const QByteArray kStat = "cpu  1 2 3 4\ncpu0 1 2 3 4\n";
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray all = bytes(data, size);
    const QString origin = QStringLiteral("fuzzhost");
    Sample prev;
    prev.interruptsText = part(all, 0);
    prev.statText = part(all, 2).isEmpty() ? kStat : part(all, 2);
    prev.softirqsText = part(all, 3);
    Status p = parseSample(prev, origin);
    FUZZ_CHECK(p.ok() == prev.ok(), "the status and the sample agree");
    if (!p.ok()) {
        FUZZ_CHECK(p.errorString() == prev.error, "a failed tick carries its error");
        FUZZ_CHECK(p.errorString().contains(origin), "a failed tick names the source");
    } else {
        checkIrqTable(prev.parsed->irqs);
    }

    Sample cur;
    cur.interruptsText = part(all, 1);
    cur.statText = prev.statText;
    cur.softirqsText = prev.softirqsText;
    Sample full = cur;
    const Status fullStatus = parseSample(full, origin);

    // Recycling hands over tables nobody else holds.
    std::shared_ptr<const ParsedSample> spare;
    if (prev.ok()) {
        Sample older = prev;
        older.interruptsText.detach();
        parseSample(older, origin);
        spare = std::move(older.parsed);
    }
    const Status quick = parseSample(cur, origin, std::move(spare), &prev);
    if (quick.ok() != fullStatus.ok())
        std::fprintf(stderr, "shortcut: %s\nfull parse: %s\n",
                     quick.ok() ? "ok" : qPrintable(quick.errorString()),
                     fullStatus.ok() ? "ok" : qPrintable(fullStatus.errorString()));
    FUZZ_CHECK(quick.ok() == fullStatus.ok(),
               "the shortcut succeeds exactly when a full parse does");
    if (quick.ok()) {
        FUZZ_CHECK(sameTable(cur.parsed->irqs, full.parsed->irqs),
                   "the shortcut's table equals a full parse");
        checkIrqTable(cur.parsed->irqs);
    } else {
        FUZZ_CHECK(quick.errorString() == fullStatus.errorString(),
                   "the shortcut fails like a full parse");
    }
    return 0;
}
