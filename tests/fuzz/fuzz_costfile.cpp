// Cost measurements read back (cost/costfile.h, `plan --weights-from`,
// `report --cost`): errors name the file; every CPU id is in range; a
// measurement that reads writes (costJson) to bytes that read again to the
// same IRQs, times and CPUs.
#include "cost/costfile.h"
#include "fuzzcheck.h"
#include "model/inputlimits.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
void checkRanges(const CostReport &r)
{
    FUZZ_CHECK(r.seconds > 0, "a measurement has a length");
    for (const CostCpuRow &c : r.cpus)
        FUZZ_CHECK(c.cpu >= 0 && c.cpu <= limits::kMaxCpuId, "CPU rows have CPU ids");
    for (const SoftirqCost &s : r.softirqs)
        FUZZ_CHECK(s.cpu >= 0 && s.cpu <= limits::kMaxCpuId, "softirq rows have CPU ids");
    for (const CostIrqRow &i : r.irqs) {
        FUZZ_CHECK(!i.cost.irq.empty(), "every IRQ has a key");
        for (const auto &[cpu, ns] : i.cost.cpuNs)
            FUZZ_CHECK(cpu >= 0 && cpu <= limits::kMaxCpuId, "per-CPU times have CPU ids");
    }
}

void roundTrip(const CostReport &r)
{
    // costJson keeps milliseconds: a shorter window does not survive it.
    if (r.seconds < 0.001)
        return;
    const QByteArray written = costJson(r);
    auto again = parseCostJson(written, QStringLiteral("written.json"));
    if (!again.ok())
        std::fprintf(stderr, "written measurement refused: %s\n", qPrintable(again.errorString()));
    FUZZ_CHECK(again.ok(), "a written measurement reads");
    FUZZ_CHECK(again->irqs.size() == r.irqs.size(), "no IRQ lost");
    FUZZ_CHECK(again->cpus.size() == r.cpus.size(), "no CPU lost");
    FUZZ_CHECK(again->softirqs.size() == r.softirqs.size(), "no softirq row lost");
    for (std::size_t i = 0; i < r.irqs.size(); ++i) {
        const IrqCost &a = r.irqs[i].cost, &b = again->irqs[i].cost;
        FUZZ_CHECK(a.irq == b.irq && a.ns == b.ns && a.count == b.count && a.paired == b.paired,
                   "an IRQ reads back as written");
        FUZZ_CHECK(a.cpuNs == b.cpuNs && a.cpuCount == b.cpuCount, "per-CPU figures read back");
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString origin = QStringLiteral("fuzz-cost.json");
    auto r = parseCostJson(bytes(data, size), origin);
    checkErrorNames(r, origin);
    if (r.ok()) {
        checkRanges(*r);
        roundTrip(*r);
    }
    return 0;
}
