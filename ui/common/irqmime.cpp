#include "ui/common/irqmime.h"

namespace irqatlas {

QByteArray encodeIrqs(const QList<int> &irqs)
{
    QByteArray out;
    for (int irq : irqs) {
        if (!out.isEmpty())
            out += ',';
        out += QByteArray::number(irq);
    }
    return out;
}

QList<int> decodeIrqs(const QByteArray &bytes)
{
    QList<int> out;
    for (const QByteArray &part : bytes.split(',')) {
        bool ok = false;
        const int v = part.trimmed().toInt(&ok);
        if (ok && v >= 0)
            out.push_back(v);
    }
    return out;
}

} // namespace irqatlas
