// Answers of a Prometheus server's /api/v1/query and /api/v1/query_range
// (prometheus/promresponse.h): errors name the URL; every value and time is
// finite, a series' times increase, and the caps on series and samples hold.
#include "fuzzcheck.h"
#include "prometheus/promresponse.h"

#include <cmath>

using namespace irqatlas;
using namespace irqatlas::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString url = QStringLiteral("http://fuzz.invalid:9090/api/v1/query");
    // Small caps, so that inputs of a few KB reach them.
    const PromLimits limits{1 << 20, 64, 256};
    auto r = parsePromResponse(bytes(data, size), url, limits);
    checkErrorNames(r, url);
    if (!r.ok())
        return 0;
    FUZZ_CHECK(r->series.size() <= limits.maxSeries, "the series cap holds");
    std::size_t samples = 0;
    for (const PromSeries &s : r->series) {
        samples += s.samples.size();
        if (r->type != PromResult::Type::Matrix)
            FUZZ_CHECK(s.samples.size() == 1, "an instant answer has one sample a series");
        for (std::size_t i = 0; i < s.samples.size(); ++i) {
            FUZZ_CHECK(std::isfinite(s.samples[i].value), "values are finite");
            FUZZ_CHECK(std::isfinite(s.samples[i].time) && s.samples[i].time >= 0,
                       "times are finite");
            FUZZ_CHECK(i == 0 || s.samples[i].time > s.samples[i - 1].time, "times increase");
        }
        for (const auto &[name, value] : s.labels)
            FUZZ_CHECK(!name.isEmpty(), "label names are not empty");
    }
    FUZZ_CHECK(samples <= limits.maxSamples, "the sample cap holds");
    return 0;
}
