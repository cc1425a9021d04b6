// CPU lists and hex masks (CpuSet::parseList / parseMask): whatever parses
// prints back to text that parses to the same set, in canonical form, and
// list and mask agree on the same set.
#include "fuzzcheck.h"
#include "model/cpuset.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
void checkSet(const CpuSet &s)
{
    const std::vector<int> ids = s.toVector();
    FUZZ_CHECK(int(ids.size()) == s.count(), "count() equals the listed ids");
    FUZZ_CHECK(s.empty() == ids.empty(), "empty() agrees");
    if (!ids.empty()) {
        FUZZ_CHECK(s.first() == ids.front() && s.last() == ids.back(), "first/last");
        FUZZ_CHECK(ids.front() >= 0, "CPU ids are not negative");
    }

    const std::string list = s.toList();
    auto again = CpuSet::parseList(list);
    FUZZ_CHECK(again.ok(), "a printed list parses");
    FUZZ_CHECK(*again == s, "list round trip gives the same set");
    FUZZ_CHECK(again->toList() == list, "the printed list is canonical");

    // Masks of very high ids are long; the round trip matters, not the size.
    if (s.empty() || s.last() < (1 << 16)) {
        const std::string mask = s.toMask();
        auto fromMask = CpuSet::parseMask(mask);
        FUZZ_CHECK(fromMask.ok(), "a printed mask parses");
        FUZZ_CHECK(*fromMask == s, "mask round trip gives the same set");
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text = view(data, size);
    if (auto l = CpuSet::parseList(text); l.ok())
        checkSet(*l);
    else
        FUZZ_CHECK(!l.errorString().isEmpty(), "a refused list says why");
    if (auto m = CpuSet::parseMask(text); m.ok())
        checkSet(*m);
    else
        FUZZ_CHECK(!m.errorString().isEmpty(), "a refused mask says why");
    return 0;
}
