#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <cstddef>

namespace irqatlas {

// Reads an opened device to its end, holding at most cap + 1 bytes: a file
// larger than cap (model/inputlimits.h) is an error naming it ("plan.json is
// larger than the supported maximum of 67108864 bytes"), never a truncated
// read or an unbounded allocation. Pipes and other devices of unknown size
// are read the same way. name is what messages call the input.
Result<QByteArray> readCapped(QIODevice &device, std::size_t cap, const QString &name);

// Opens path and reads it with readCapped; "cannot read NAME: why" when it
// cannot be opened.
Result<QByteArray> readFileCapped(const QString &path, std::size_t cap);

// The same for a file read by a name irqatlas chose (a trial folder's
// report.json, a journal): opened with openRegularFile (model/safefile.h), so
// a link, a FIFO or a device is an error naming path, never followed or read.
Result<QByteArray> readRegularFileCapped(const QString &path, std::size_t cap);

} // namespace irqatlas
