#include "hold/trialjournal.h"

#include "apply/statedir.h"
#include "model/cappedread.h"

#include <QCoreApplication>

namespace irqatlas {

TrialJournal trialJournal(const ApplyResult &result)
{
    TrialJournal out;
    const HelperSummary *summary = result.output.summary ? &*result.output.summary : nullptr;
    if (!summary || summary->journal.isEmpty())
        return out;
    if (!result.remoteHost.isEmpty()) {
        out.note = QCoreApplication::translate(
                       "TrialJournal",
                       "journal.json is left out: the journal is on %1 (irqatlas-cli rollback "
                       "--host %1 uses it there)")
                       .arg(result.remoteHost);
        return out;
    }
    auto bytes = readRegularFileCapped(summary->journal, std::size_t(kMaxJournalBytes));
    if (bytes.ok())
        out.bytes = std::move(bytes).value();
    return out;
}

} // namespace irqatlas
