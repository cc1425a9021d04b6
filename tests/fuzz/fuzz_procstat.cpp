// /proc/stat: a parse that succeeds has an aggregate "cpu" line, per-CPU
// lines with 4..10 fields and ascending non-negative ids, at least one snapshot, and
// cpu(id) finds each CPU line it returned. Errors name the file.
#include "fuzzcheck.h"
#include "procfs/procstat.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = QStringLiteral("fuzz/proc/stat");
    auto r = parseProcStat(view(data, size), source);
    checkErrorNames(r, source);
    if (!r.ok())
        return 0;
    const ProcStat &st = *r;
    FUZZ_CHECK(st.blocks >= 1, "a parsed file holds at least one snapshot");
    FUZZ_CHECK(st.total.cpu == -1, "the aggregate line has no CPU id");
    FUZZ_CHECK(st.total.fieldCount >= 4 && st.total.fieldCount <= 10, "cpu line has 4..10 fields");
    int previous = -1;
    for (const CpuTimes &c : st.cpus) {
        FUZZ_CHECK(c.cpu >= 0, "per-CPU lines have an id");
        FUZZ_CHECK(c.cpu > previous, "cpuN ids ascend: each CPU once");
        previous = c.cpu;
        FUZZ_CHECK(c.fieldCount >= 4 && c.fieldCount <= 10, "cpuN line has 4..10 fields");
        const CpuTimes *found = st.cpu(c.cpu);
        FUZZ_CHECK(found && found->cpu == c.cpu, "cpu(id) finds every CPU line");
        for (int f = c.fieldCount; f < CpuTimes::FieldCount; ++f)
            FUZZ_CHECK(!c.field(CpuTimes::Field(f)), "fields not printed are absent");
    }
    FUZZ_CHECK(st.intrTotal || st.intr.empty(), "per-IRQ counts come with the intr total");
    FUZZ_CHECK(st.softirqTotal || st.softirq.empty(), "softirq counts come with their total");
    return 0;
}
