#include "machine/savedsource.h"

#include "machine/promsource.h"
#include "model/printable.h"

namespace irqatlas {

SavedSource readSavedSource(const QString &entry)
{
    SavedSource saved;
    if (entry.size() > kMaxSavedSourceChars)
        return saved;
    saved.source = MachineSource::fromSetting(entry);
    // fromSetting falls back to this machine; only "local:" means it.
    if (saved.source.kind == MachineSource::LocalMachine && entry != MachineSource{}.toSetting())
        return saved;
    // A Prometheus source is refused before anything asks its server.
    if (saved.source.kind == MachineSource::Prometheus) {
        saved.why = promSourceProblem(saved.source);
        if (!saved.why.isEmpty()) {
            saved.state = SavedSource::State::Invalid;
            return saved;
        }
    }
    saved.state = SavedSource::State::Ok;
    return saved;
}

QString shownSavedEntry(const QString &entry)
{
    constexpr qsizetype kShown = 120;
    const QString head = printableText(entry.left(kShown));
    return entry.size() > kShown ? head + QStringLiteral("…") : head;
}

} // namespace irqatlas
