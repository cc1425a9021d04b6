#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <string_view>

namespace irqatlas::test {

// Absolute path of a fixture under tests/data.
QString dataPath(const QString &relative);
// Reads a fixture; transparently decompresses *.bz2 with bzip2 -dc.
QByteArray readData(const QString &relative);

// A folder below base named after the running test case and its data row,
// so that every case starts from files of its own.
QString caseFolder(const QString &base);

// Writes bytes to path, making its folders first; false when it could not.
bool writeFileMakingDirs(const QString &path, const QByteArray &bytes);

// A file's bytes, empty when it cannot be read.
inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The bytes as the parsers take them.
inline std::string_view view(const QByteArray &b)
{
    return std::string_view(b.constData(), std::size_t(b.size()));
}

} // namespace irqatlas::test
