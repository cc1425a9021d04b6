#include "ui/shell/savedtabs.h"

#include <QSettings>
#include <algorithm>

namespace irqatlas {

namespace {
const QString kTabs = QStringLiteral("workspace/tabs");
const QString kSource = QStringLiteral("source");
const QString kInterrupts = QStringLiteral("interrupts");
const QString kCurrent = QStringLiteral("workspace/currentTab");
} // namespace

SavedTabs SavedTabs::read()
{
    QSettings s;
    SavedTabs saved;
    int current = s.value(kCurrent, 0).toInt();
    const int n = s.beginReadArray(kTabs);
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        const QString entry = s.value(kSource).toString();
        MachineSource source = MachineSource::fromSetting(entry);
        // fromSetting falls back to this machine; only "local:" means it.
        if (source.kind == MachineSource::LocalMachine && entry != MachineSource{}.toSetting()) {
            saved.unreadable << entry;
            if (i < current)
                --current;
            continue;
        }
        source.interrupts = s.value(kInterrupts).toString();
        saved.sources << source;
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
