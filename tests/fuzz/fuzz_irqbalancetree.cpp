// A running irqbalance's socket answers (procfs/irqbalancetree.h): errors
// name the source; a parsed tree keeps its caps, every object's type is one
// of the four, numbers are in range, and children sit below their parent.
#include "fuzzcheck.h"
#include "procfs/irqbalancetree.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {

void checkObject(const IrqbalanceObject &o, std::size_t &count)
{
    ++count;
    FUZZ_CHECK(int(o.type) >= 0 && int(o.type) <= 3, "an object is a node, package, cache or CPU");
    FUZZ_CHECK(o.number >= -1, "object numbers are -1 or more");
    for (const IrqbalanceIrq &i : o.irqs)
        FUZZ_CHECK(i.irq >= 0 && i.irq <= (1 << 24), "IRQ numbers in range");
    for (const IrqbalanceObject &c : o.children) {
        FUZZ_CHECK(int(c.type) < int(o.type), "a child is below its parent");
        checkObject(c, count);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = QStringLiteral("fuzz-irqbalance");
    auto tree = parseIrqbalanceStats(view(data, size), source);
    checkErrorNames(tree, source);
    if (tree.ok()) {
        std::size_t count = 0;
        for (const IrqbalanceObject &o : *tree)
            checkObject(o, count);
        FUZZ_CHECK(count <= 16384, "the object cap holds");
    }
    IrqbalanceView v;
    const Status s = parseIrqbalanceSetup(view(data, size), source, v);
    checkErrorNames(s, source);
    if (s.ok())
        FUZZ_CHECK(!v.sleepSeconds || (*v.sleepSeconds >= 0 && *v.sleepSeconds <= 86400),
                   "the interval is in range");
    return 0;
}
