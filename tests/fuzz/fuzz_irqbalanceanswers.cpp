// irqbalance's answers as the root helper passes them on
// (procfs/irqbalancesocket.h, "irqatlas-irqbalance-answers"): errors name the
// origin, a read pid is a process id, and what the helper writes for any two
// answers reads back exactly as those answers parse straight from the socket.
#include "fuzzcheck.h"
#include "procfs/irqbalancesocket.h"

#include <algorithm>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {

std::size_t objectCount(const std::vector<IrqbalanceObject> &objects)
{
    std::size_t n = objects.size();
    for (const IrqbalanceObject &o : objects)
        n += objectCount(o.children);
    return n;
}

// The input split at its first NUL into a "stats" and a "setup" answer.
void checkRoundTrip(const QByteArray &input)
{
    const qsizetype nul = input.indexOf('\0');
    const QByteArray stats = nul < 0 ? input : input.left(nul);
    const QByteArray setup = nul < 0 ? QByteArray() : input.mid(nul + 1);
    const auto direct = parseIrqbalanceAnswers(4242, stats, setup);
    const QString origin = QStringLiteral("fuzz-helper-answer");
    const auto relayed =
        readIrqbalanceAnswersJson(irqbalanceAnswersJson(4242, stats, setup), origin);
    checkErrorNames(relayed, origin);
    const bool withinCap = stats.size() + setup.size() <= (qsizetype(1) << 20);
    if (!withinCap)
        return;
    FUZZ_CHECK(direct.ok() == relayed.ok(), "the helper's relay reads as the socket's answer");
    if (!direct.ok())
        return;
    FUZZ_CHECK(relayed->pid == 4242, "the pid survives the relay");
    FUZZ_CHECK(objectCount(relayed->view.nodes) == objectCount(direct->nodes),
               "the tree survives the relay");
    FUZZ_CHECK(relayed->view.bannedIrqs.size() == direct->bannedIrqs.size(),
               "the banned IRQs survive the relay");
    FUZZ_CHECK(relayed->view.sleepSeconds == direct->sleepSeconds,
               "the interval survives the relay");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = bytes(data, size);
    const QString origin = QStringLiteral("fuzz-irqbalance-answers");
    const auto read = readIrqbalanceAnswersJson(input, origin);
    checkErrorNames(read, origin);
    if (read.ok())
        FUZZ_CHECK(read->pid >= 1 && read->pid <= (1 << 22), "the pid is a process id");
    checkRoundTrip(input);
    return 0;
}
