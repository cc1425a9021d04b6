#pragma once

#include <QByteArray>
#include <QString>

namespace irqatlas::test {

// Absolute path of a fixture under tests/data.
QString dataPath(const QString &relative);
// Reads a fixture; transparently decompresses *.bz2 with bzip2 -dc.
QByteArray readData(const QString &relative);

} // namespace irqatlas::test
