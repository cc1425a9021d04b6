// Plan files (model/planfile.h): a plan that loads saves to bytes that load
// again and save to the same bytes (load -> save -> load is the identity).
// The input is also checked against a small machine, where every CPU named
// must exist. Errors name the file.
#include "fuzzcheck.h"
#include "model/planfile.h"
#include "topology/topologyjson.h"

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

    // On a machine of CPUs 0-7 every CPU named must exist there, and a plan
    // valid on it is valid without one.
    static const Topology machine = [] {
        auto t = topologyFromJson(
            R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":0},{"id":2,"node":0,"core":1},)"
            R"({"id":3,"node":0,"core":1},{"id":4,"node":1,"core":2},{"id":5,"node":1,"core":2},)"
            R"({"id":6,"node":1,"core":3},{"id":7,"node":1,"core":3}]})",
            QStringLiteral("machine"));
        FUZZ_CHECK(t.ok(), "the fixed machine reads");
        return std::move(t).value();
    }();
    auto onMachine = readPlan(in, origin, &machine);
    checkErrorNames(onMachine, origin);
    if (onMachine.ok()) {
        FUZZ_CHECK(plan.ok(), "a plan valid on a machine is valid without one");
        const CpuSet all = machine.allCpus();
        for (const PlanAssignment &a : onMachine->assignments) {
            FUZZ_CHECK(!a.cpus.empty(), "no assignment has an empty CPU list");
            FUZZ_CHECK(a.cpus.isSubsetOf(all), "every CPU of the plan is on the machine");
        }
    }
    return 0;
}
