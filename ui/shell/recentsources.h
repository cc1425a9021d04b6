#pragma once

#include "ui/common/machineloader.h"

#include <QObject>

class QMenu;

namespace irqatlas {

// File → Open Recent: the last ten sources that were not this machine, kept
// in QSettings ("source/recent") and shared by every window.
class RecentSources : public QObject
{
    Q_OBJECT
public:
    RecentSources(QMenu *menu, QObject *parent);
    void add(const MachineSource &source);

signals:
    void picked(const irqatlas::MachineSource &source);

private:
    void rebuild();
    QMenu *m_menu;
};

} // namespace irqatlas
