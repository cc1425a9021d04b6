#include "ui/shell/savedtabs.h"

#include "machine/promsource.h"
#include "model/printable.h"

#include <QLoggingCategory>
#include <QSettings>
#include <algorithm>

namespace irqatlas {

namespace {
const QString kTabs = QStringLiteral("workspace/tabs");
const QString kSource = QStringLiteral("source");
const QString kInterrupts = QStringLiteral("interrupts");
const QString kCurrent = QStringLiteral("workspace/currentTab");

Q_LOGGING_CATEGORY(lcSavedTabs, "irqatlas.ui.savedtabs", QtWarningMsg)

// An entry as a message may name it: printable and at most a line long.
QString shown(const QString &entry)
{
    constexpr qsizetype kShown = 120;
    const QString head = printableText(entry.left(kShown));
    return entry.size() > kShown ? head + QStringLiteral("…") : head;
}
} // namespace

SavedTabs SavedTabs::read()
{
    QSettings s;
    SavedTabs saved;
    int current = s.value(kCurrent, 0).toInt();
    const int size = s.beginReadArray(kTabs);
    const int n = std::clamp(size, 0, kMaxTabs);
    if (size > kMaxTabs) {
        saved.dropped = size - kMaxTabs;
        qCWarning(lcSavedTabs, "the settings list %d remembered tabs; only the first %d are read",
                  size, kMaxTabs);
    }
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        const QString entry = s.value(kSource).toString();
        const QString interrupts = s.value(kInterrupts).toString();
        MachineSource source = MachineSource::fromSetting(entry);
        // fromSetting falls back to this machine; only "local:" means it.
        const bool unknown =
            source.kind == MachineSource::LocalMachine && entry != MachineSource{}.toSetting();
        const bool tooLong = entry.size() > kMaxEntryChars || interrupts.size() > kMaxEntryChars;
        // A Prometheus tab is refused before anything asks its server.
        const QString refusal = !unknown && !tooLong && source.kind == MachineSource::Prometheus
                                    ? promSourceProblem(source)
                                    : QString();
        if (!refusal.isEmpty())
            qCWarning(lcSavedTabs).noquote()
                << "left out a remembered Prometheus tab:" << shown(entry) << "-" << refusal;
        if (!unknown && !tooLong && refusal.isEmpty()) {
            source.interrupts = interrupts;
            saved.sources << source;
            continue;
        }
        if (refusal.isEmpty())
            saved.unreadable << shown(entry);
        else
            saved.invalid << QStringLiteral("%1 (%2)").arg(shown(entry), shown(refusal));
        if (i < current)
            --current;
    }
    s.endArray();
    saved.current =
        saved.sources.isEmpty() ? 0 : std::clamp(current, 0, int(saved.sources.size()) - 1);
    return saved;
}

void SavedTabs::write() const
{
    QSettings s;
    s.remove(kTabs); // a shorter list leaves no stale entries behind
    s.beginWriteArray(kTabs, int(sources.size()));
    for (int i = 0; i < sources.size(); ++i) {
        s.setArrayIndex(i);
        s.setValue(kSource, sources[i].toSetting());
        if (!sources[i].interrupts.isEmpty())
            s.setValue(kInterrupts, sources[i].interrupts);
    }
    s.endArray();
    s.setValue(kCurrent, current);
}

} // namespace irqatlas
