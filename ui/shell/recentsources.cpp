#include "ui/shell/recentsources.h"

#include "machine/savedsource.h"

#include <QLoggingCategory>
#include <QMenu>
#include <QSettings>

namespace irqatlas {

namespace {
const QString kKey = QStringLiteral("source/recent");
constexpr int kKept = 10;
constexpr int kLooked = 64;
Q_LOGGING_CATEGORY(lcRecent, "irqatlas.ui.recent", QtWarningMsg)
} // namespace

RecentSources::RecentSources(QMenu *menu, QObject *parent) : QObject(parent), m_menu(menu)
{
    rebuild();
}

void RecentSources::add(const MachineSource &source)
{
    if (source.kind == MachineSource::LocalMachine)
        return;
    QSettings s;
    QStringList recent = s.value(kKey).toStringList();
    recent.removeAll(source.toSetting());
    recent.prepend(source.toSetting());
    while (recent.size() > kKept)
        recent.removeLast();
    s.setValue(kKey, recent);
    rebuild();
}

// The list is read as hostile (readSavedSource): at most kLooked entries
// are looked at, and only sources this version can open are offered, their
// text printable.
void RecentSources::rebuild()
{
    m_menu->clear();
    const QStringList recent = QSettings().value(kKey).toStringList();
    int offered = 0;
    for (const QString &entry : recent.mid(0, kLooked)) {
        const SavedSource saved = readSavedSource(entry);
        if (saved.state != SavedSource::State::Ok) {
            qCWarning(lcRecent).noquote()
                << "left out a recent source:" << shownSavedEntry(entry) << saved.why;
            continue;
        }
        QString text = shownSavedEntry(saved.source.path);
        QAction *a = m_menu->addAction(text.replace(QLatin1Char('&'), QStringLiteral("&&")));
        const MachineSource src = saved.source;
        connect(a, &QAction::triggered, this, [this, src] { emit picked(src); });
        if (++offered == kKept)
            break;
    }
    m_menu->setEnabled(offered > 0);
}

} // namespace irqatlas
