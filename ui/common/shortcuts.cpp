#include "ui/common/shortcuts.h"

namespace irqatlas {

QList<QKeySequence> distinctKeys(const QList<QKeySequence> &keys)
{
    QList<QKeySequence> out;
    for (const QKeySequence &k : keys)
        if (!k.isEmpty() && !out.contains(k))
            out << k;
    return out;
}

} // namespace irqatlas
