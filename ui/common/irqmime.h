#pragma once

#include <QByteArray>
#include <QList>

namespace irqatlas {

// IRQs dragged from the IRQ table onto the graph, or within the graph: the
// MIME type both sides agree on and its payload, the IRQ numbers separated by
// commas.
inline constexpr char kIrqMimeType[] = "application/x-irqatlas-irqs";

QByteArray encodeIrqs(const QList<int> &irqs);
// Numbers that do not parse, and negative ones, are left out.
QList<int> decodeIrqs(const QByteArray &bytes);

} // namespace irqatlas
