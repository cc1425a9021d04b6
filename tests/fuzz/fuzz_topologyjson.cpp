// Topology JSON (topology/topologyjson.h): a document that reads writes back
// to JSON that reads again and writes the very same bytes (toJson is
// canonical, so fromJson -> toJson is a fixed point after one step).
// Errors name the source.
#include "fuzzcheck.h"
#include "topology/topologyjson.h"

using namespace irqatlas;
using namespace irqatlas::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = QStringLiteral("fuzz-topology.json");
    auto t = topologyFromJson(bytes(data, size), source);
    checkErrorNames(t, source);
    if (!t.ok())
        return 0;
    const QByteArray first = topologyToJson(*t);
    auto again = topologyFromJson(first, QStringLiteral("rewritten.json"));
    if (!again.ok())
        std::fprintf(stderr, "rewritten JSON refused: %s\n%s\n", qPrintable(again.errorString()),
                     first.constData());
    FUZZ_CHECK(again.ok(), "written topology JSON reads back");
    const QByteArray second = topologyToJson(*again);
    if (second != first)
        std::fprintf(stderr, "first:  %s\nsecond: %s\n", first.constData(), second.constData());
    FUZZ_CHECK(second == first, "fromJson -> toJson -> fromJson -> toJson is byte-equal");
    return 0;
}
