#pragma once

#include <QKeySequence>
#include <QList>

namespace irqatlas {

// The keys in order, each once and none empty. A key an action lists twice
// (the platform's QKeySequence::Redo is Ctrl+Shift+Z on most Linux desktops)
// is ambiguous to Qt, and an ambiguous key triggers nothing.
QList<QKeySequence> distinctKeys(const QList<QKeySequence> &keys);

} // namespace irqatlas
