#pragma once

#include <QString>
#include <QStringList>

namespace irqatlas {

// The keyword a topology stores for a PCI class code ("network", "bridge",
// "serial-bus" …). Keywords are data: topology JSON carries them and
// scripts match on them, so they never change with the language.
QString pciClassName(unsigned classId);

// Every keyword pciClassName() can return, so a view can check it has a
// display name for each.
const QStringList &pciClassKeywords();

} // namespace irqatlas
