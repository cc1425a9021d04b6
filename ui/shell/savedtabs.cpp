#include "ui/shell/savedtabs.h"

#include "machine/savedsource.h"

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
        SavedSource entrySource = readSavedSource(entry);
        if (entrySource.state == SavedSource::State::Ok && interrupts.size() <= kMaxEntryChars) {
            entrySource.source.interrupts = interrupts;
            saved.sources << entrySource.source;
            continue;
        }
        if (entrySource.state == SavedSource::State::Invalid) {
            qCWarning(lcSavedTabs).noquote()
                << "left out a remembered Prometheus tab:" << shownSavedEntry(entry) << "-"
                << entrySource.why;
            saved.invalid << QStringLiteral("%1 (%2)").arg(shownSavedEntry(entry),
                                                           shownSavedEntry(entrySource.why));
        } else {
            saved.unreadable << shownSavedEntry(entry);
        }
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
