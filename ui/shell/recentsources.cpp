#include "ui/shell/recentsources.h"

#include <QMenu>
#include <QSettings>

namespace irqatlas {

namespace {
const QString kKey = QStringLiteral("source/recent");
constexpr int kKept = 10;
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

void RecentSources::rebuild()
{
    m_menu->clear();
    const QStringList recent = QSettings().value(kKey).toStringList();
    for (const QString &entry : recent) {
        const MachineSource src = MachineSource::fromSetting(entry);
        QAction *a = m_menu->addAction(src.path);
        connect(a, &QAction::triggered, this, [this, src] { emit picked(src); });
    }
    m_menu->setEnabled(!recent.isEmpty());
}

} // namespace irqatlas
