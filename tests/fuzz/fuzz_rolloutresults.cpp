// One host's result of an Ansible rollout (fleet/rolloutresults.h): a refused
// file says why and names itself; an accepted one holds only the words the
// play writes; and `fleet --results` turns any mix into one JSON object.
#include "fleet/rolloutresults.h"
#include "fuzzcheck.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

using namespace irqatlas;
using namespace irqatlas::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString origin = QStringLiteral("fuzz-host.json");
    const RolloutResult r = parseRolloutResult(bytes(data, size), origin);
    FUZZ_CHECK(r.file == origin, "the result names its file");
    if (!r.error.isEmpty()) {
        FUZZ_CHECK(r.error.contains(origin), "a refusal names the file");
        FUZZ_CHECK(r.host.isEmpty() && !r.applied && !r.confirmed && !r.reverted,
                   "a refused file sets nothing");
    } else {
        FUZZ_CHECK(!r.host.isEmpty(), "an accepted result names its host");
        static const QStringList checks{QStringLiteral("passed"), QStringLiteral("failed"),
                                        QStringLiteral("not-run")};
        FUZZ_CHECK(checks.contains(r.check), "the check is one of the play's words");
    }
    const QJsonDocument out =
        QJsonDocument::fromJson(rolloutResultsJson(QStringLiteral("fuzz-dir"), {r, r}));
    FUZZ_CHECK(out.isObject(), "fleet --results writes one JSON object");
    return 0;
}
