#pragma once

#include <QString>

namespace irqatlas {

// What an algorithm does, in plain words for menus and forms ("the kernel's
// NUMA-distance spread, Linux 6.3 on"); the identifier (local-spread) stays
// what the CLI, plan files and the compare table use. Unknown names come
// back as they are.
QString algorithmTitle(const QString &id);
// "Title (id)": both, for a combo box entry.
QString algorithmLabel(const QString &id);

} // namespace irqatlas
