// A task's /proc/PID/stat from a saved machine (procfs/kthreads.h): errors
// name the file, a CPU id is in range, and the command is what lies between
// the first '(' and the last ')'.
#include "fuzzcheck.h"
#include "model/inputlimits.h"
#include "procfs/kthreads.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString origin = QStringLiteral("/proc/77/stat");
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    auto st = parseThreadStat(text, origin);
    checkErrorNames(st, origin);
    if (st.ok()) {
        FUZZ_CHECK(st->processor >= 0 && st->processor <= limits::kMaxCpuId, "a CPU id");
        FUZZ_CHECK(st->comm.size() < size, "the command is inside the line");
        FUZZ_CHECK(st->rtPriority <= 99, "a real-time priority");
    }
    // Names: any bytes classify or not, never crash; a classified IRQ is digits.
    if (const auto t = classifyThreadName(text); t && t->kind == KThreadKind::Irq)
        FUZZ_CHECK(!t->irq.empty() && t->irq.size() <= 10, "an IRQ number");
    return 0;
}
