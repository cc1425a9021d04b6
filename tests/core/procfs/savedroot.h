#pragma once

// Shared by the tests of saved roots: a marker that must never be read, and
// paths that climb out of a root.
#include <QByteArray>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace irqatlas::test {

inline const QByteArray kSecret = "MARKER-outside-the-saved-root-4711\n";

// "../" enough times to climb from dir (in-root, below root) to "/" of this
// machine, plus extra.
inline QString climbToSlash(const QString &root, const QString &dir, int extra)
{
    const int depth =
        int(QDir::cleanPath(root + dir).split(QLatin1Char('/'), Qt::SkipEmptyParts).size());
    return QStringLiteral("../").repeated(depth + extra);
}

inline QString dirOf(const QString &path)
{
    return QFileInfo(path).path();
}

// Runs tar with args; true when it exits 0.
inline bool runTar(const QStringList &args, QByteArray *err = nullptr)
{
    QProcess tar;
    tar.start(QStringLiteral("tar"), args);
    if (!tar.waitForFinished(120000))
        return false;
    if (err)
        *err = tar.readAllStandardError();
    return tar.exitStatus() == QProcess::NormalExit && tar.exitCode() == 0;
}

} // namespace irqatlas::test
