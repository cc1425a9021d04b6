// Interrupt cost measured on a remote host (remote/remotecost.h): the
// script's output is framed by a boundary the login shell cannot guess, and
// each section goes through the reader of its local file. Errors name the
// host; a report that comes out has CPU ids in range, finite shares, and
// reads back from the JSON `cost --host --format json` writes.
#include "cost/costfile.h"
#include "fuzzcheck.h"
#include "model/inputlimits.h"
#include "remote/remotecost.h"

#include <cmath>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {

void checkShare(const std::optional<double> &v)
{
    FUZZ_CHECK(!v || std::isfinite(*v), "shares are finite");
}

void checkReport(const CostReport &r)
{
    FUZZ_CHECK(std::isfinite(r.seconds) && r.seconds >= 0, "the window has a length");
    for (const CostCpuRow &c : r.cpus) {
        FUZZ_CHECK(c.cpu >= 0 && c.cpu <= limits::kMaxCpuId, "CPU rows have CPU ids");
        checkShare(c.hardirqPct);
        checkShare(c.softirqPct);
        checkShare(c.idlePct);
    }
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
    auto again = parseCostJson(costJson(r), QStringLiteral("written.json"));
    if (!again.ok())
        std::fprintf(stderr, "written measurement refused: %s\n", qPrintable(again.errorString()));
    FUZZ_CHECK(again.ok(), "a written remote measurement reads");
    FUZZ_CHECK(again->irqs.size() == r.irqs.size(), "no IRQ lost");
    FUZZ_CHECK(again->cpus.size() == r.cpus.size(), "no CPU lost");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QByteArray boundary = "IRQATLAS-END-0123456789abcdef0123456789abcdef";
    const QString origin = QStringLiteral("fuzz-host");
    auto r = parseRemoteCost(bytes(data, size), boundary, origin, 2);
    checkErrorNames(r, origin);
    if (r.ok()) {
        checkReport(*r);
        roundTrip(*r);
    }
    return 0;
}
