// /proc/softirqs: every row of a successful parse has one count per header
// column (ids ascending, each once) and a total equal to their sum; column()
// and count() agree with the rows. Errors name the file.
#include "fuzzcheck.h"
#include "procfs/softirqs.h"

#include <set>

using namespace irqatlas;
using namespace irqatlas::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = QStringLiteral("fuzz/proc/softirqs");
    auto r = parseSoftirqs(view(data, size), source);
    checkErrorNames(r, source);
    if (!r.ok())
        return 0;
    const SoftirqTable &t = *r;
    FUZZ_CHECK(!t.cpus.empty(), "a parsed table has CPU columns");
    std::set<int> seen;
    for (int cpu : t.cpus) {
        FUZZ_CHECK(cpu >= 0, "CPU ids are not negative");
        FUZZ_CHECK(seen.empty() || cpu > *seen.rbegin(), "header CPU ids ascend");
        seen.insert(cpu);
    }
    for (const auto &row : t.rows) {
        FUZZ_CHECK(row.counts.size() == t.cpus.size(), "one count per column");
        std::uint64_t sum = 0;
        for (auto c : row.counts)
            sum += c;
        FUZZ_CHECK(sum == row.total, "a row's total is the sum of its counts");
        FUZZ_CHECK(t.row(row.name) != nullptr, "row(name) finds every row");
    }
    // Lookups by CPU id are only well defined for distinct ids.
    if (seen.size() == t.cpus.size() && !t.rows.empty()) {
        const auto &row = t.rows.front();
        const SoftirqTable::Row *first = t.row(row.name);
        for (std::size_t i = 0; i < t.cpus.size(); ++i) {
            FUZZ_CHECK(t.column(t.cpus[i]) == int(i), "column(id) finds the header column");
            FUZZ_CHECK(t.count(row.name, t.cpus[i]) == first->counts[i],
                       "count() reads that column");
        }
    }
    return 0;
}
