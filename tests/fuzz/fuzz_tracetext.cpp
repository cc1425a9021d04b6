// tracefs text (trace_pipe of irqatlas-cli cost): errors name the input; on
// success each IRQ's per-CPU times add up to its total, the CPUs' hard-IRQ
// time is the IRQs' time, their soft-IRQ time the softirq rows', and the
// same bytes cut into two chunks anywhere give the same figures.
#include "cost/tracereader.h"
#include "fuzzcheck.h"

#include <map>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {

void checkSums(const CostFigures &f)
{
    std::map<int, std::uint64_t> hard, soft;
    for (const IrqCost &c : f.irqs) {
        std::uint64_t sum = 0;
        for (const auto &[cpu, ns] : c.cpuNs) {
            sum += ns;
            hard[cpu] += ns;
        }
        FUZZ_CHECK(sum == c.ns, "an IRQ's per-CPU times add up to its total");
        FUZZ_CHECK(c.ns == 0 || c.paired > 0, "time comes from paired runs only");
    }
    for (const SoftirqCost &s : f.softirqs)
        soft[s.cpu] += s.ns;
    for (const CpuCost &c : f.cpus) {
        FUZZ_CHECK(hard[c.cpu] == c.hardirqNs, "a CPU's hard-IRQ time is its IRQs' time");
        FUZZ_CHECK(soft[c.cpu] == c.softirqNs, "a CPU's soft-IRQ time is its softirq rows'");
    }
}

bool same(const CostFigures &a, const CostFigures &b)
{
    if (a.irqs.size() != b.irqs.size() || a.softirqs.size() != b.softirqs.size() ||
        a.unpaired != b.unpaired || a.lostEvents != b.lostEvents || a.events != b.events)
        return false;
    for (std::size_t i = 0; i < a.irqs.size(); ++i) {
        if (a.irqs[i].irq != b.irqs[i].irq || a.irqs[i].ns != b.irqs[i].ns ||
            a.irqs[i].count != b.irqs[i].count)
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = QStringLiteral("fuzz/trace_pipe");
    const std::string_view text = view(data, size);
    auto r = readTraceText(text, source);
    checkErrorNames(r, source);
    const std::size_t cut = size == 0 ? 0 : std::size_t(data[0]) * 131 % size;
    CostAggregator agg;
    TraceReader reader(source, agg);
    Status s = reader.feed(text.substr(0, cut));
    if (s.ok())
        s = reader.feed(text.substr(cut));
    if (s.ok())
        s = reader.finish();
    FUZZ_CHECK(s.ok() == r.ok(), "chunks parse as the whole does");
    if (!r.ok())
        return 0;
    checkSums(*r);
    FUZZ_CHECK(same(*r, agg.finish()), "chunks give the figures of the whole");
    return 0;
}
