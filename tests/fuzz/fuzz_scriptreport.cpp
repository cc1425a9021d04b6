// The plan script's --records output as the remote apply reads it
// (apply/scriptreport.h): any stdout, login shell noise included, turns into
// JSON lines the helper would print, each a JSON object. The first byte picks
// rollback mode, dry run and the exit code; the rest is the script's stdout.
#include "applyclient/scriptreport.h"
#include "fuzzcheck.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
void checkJsonLines(const QByteArray &out)
{
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError e;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &e);
        if (e.error != QJsonParseError::NoError || !doc.isObject())
            std::fprintf(stderr, "not a JSON object line: %s\n", line.constData());
        FUZZ_CHECK(e.error == QJsonParseError::NoError && doc.isObject(),
                   "every report line is a JSON object");
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::uint8_t mode = data[0];
    ScriptReport report((mode & 1) != 0, (mode & 2) != 0);
    const QByteArray out = bytes(data + 1, size - 1);
    for (const QByteArray &line : out.split('\n'))
        checkJsonLines(report.addLine(line));
    const int exitCode = (mode >> 2) % 4 == 3 ? 255 : (mode >> 2) % 4;
    checkJsonLines(report.finish(exitCode));
    return 0;
}
