// Plan files (model/planfile.h): a plan that loads saves to bytes that load
// again and save to the same bytes (load -> save -> load is the identity).
// The input is also checked against a small machine, where every CPU named
// must exist. Errors name the file.
#include "fuzzcheck.h"

#include "model/planfile.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
void roundTrip(const Plan &plan)
{
    const QByteArray saved = writePlan(plan);
    auto again = readPlan(saved, QStringLiteral("saved-plan.json"));
    if (!again.ok())
        std::fprintf(stderr, "saved plan refused: %s\n%s\n", qPrintable(again.errorString()),
                     saved.constData());
    FUZZ_CHECK(again.ok(), "a saved plan loads");
    const QByteArray resaved = writePlan(*again);
    FUZZ_CHECK(resaved == saved, "load -> save -> load -> save is byte-equal");
    FUZZ_CHECK(again->assignments.size() == plan.assignments.size(), "no assignment lost");
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString origin = QStringLiteral("fuzz-plan.json");
    const QByteArray in = bytes(data, size);
    auto plan = readPlan(in, origin);
    checkErrorNames(plan, origin);
    if (plan.ok())
        roundTrip(*plan);
    return 0;
}
