#include "snapshot/savedhost.h"

#include "procfs/rootdir.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

namespace irqatlas {

namespace {
// Keeps the unpacked tarball alive as long as the source.
class TarballHostSource : public DirHostSource
{
public:
    TarballHostSource(std::unique_ptr<QTemporaryDir> dir, QString root, QString shown)
        : DirHostSource(std::move(root), shown), m_dir(std::move(dir))
    {
        setShownRoot(std::move(shown));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};
} // namespace

Result<std::unique_ptr<HostSource>> openRootDir(const QString &dirOrTarball)
{
    const QFileInfo fi(dirOrTarball);
    if (!fi.exists())
        return Error{
            QCoreApplication::translate("HostSource", "%1 does not exist").arg(dirOrTarball)};
    if (fi.isDir())
        return std::unique_ptr<HostSource>(
            std::make_unique<DirHostSource>(fi.absoluteFilePath(), dirOrTarball));
    const QString lower = dirOrTarball.toLower();
    if (!lower.endsWith(QLatin1String(".tar.gz")) && !lower.endsWith(QLatin1String(".tgz")) &&
        !lower.endsWith(QLatin1String(".tar")))
        return Error{QCoreApplication::translate("HostSource",
                                                 "%1 is neither a directory nor a .tar.gz snapshot")
                         .arg(dirOrTarball)};
    auto tmp = std::make_unique<QTemporaryDir>();
    if (!tmp->isValid())
        return Error{QCoreApplication::translate("HostSource",
                                                 "cannot create a temporary directory to unpack %1")
                         .arg(dirOrTarball)};
    QProcess tar;
    // GNU tar already refuses members with ".." and strips a leading "/", and
    // defers links whose target is absolute or holds ".." so no member is
    // written through one. Owners and modes (setuid) are not restored even
    // when running as root.
    tar.start(QStringLiteral("tar"),
              {QStringLiteral("--no-same-owner"), QStringLiteral("--no-same-permissions"),
               QStringLiteral("-xf"), fi.absoluteFilePath(), QStringLiteral("-C"), tmp->path()});
    if (!tar.waitForFinished(120000) || tar.exitStatus() != QProcess::NormalExit ||
        tar.exitCode() != 0)
        return Error{
            QCoreApplication::translate("HostSource", "cannot unpack %1: %2")
                .arg(dirOrTarball, QString::fromLocal8Bit(tar.readAllStandardError()).trimmed())};
    // A snapshot tarball holds one top-level directory; accept a flat one too.
    QString root = tmp->path();
    const QStringList top = QDir(root).entryList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot);
    // A top-level link ("snap -> /etc") is never taken as the root.
    const QFileInfo topInfo(root + QLatin1Char('/') + top.value(0));
    if (top.size() == 1 && topInfo.isDir() && !topInfo.isSymLink() &&
        top.first() != QLatin1String("proc") && top.first() != QLatin1String("sys"))
        root += QLatin1Char('/') + top.first();
    // What tar kept is checked before anything reads it: hwloc reads the tree
    // through this machine's filesystem, so a link out of the root (also one
    // to a sibling of it in the unpack directory), a device, a FIFO or a hard
    // link refuses the archive.
    if (Status s = checkTreeContained(root, dirOrTarball, true); !s.ok())
        return s.error();
    return std::unique_ptr<HostSource>(
        std::make_unique<TarballHostSource>(std::move(tmp), root, dirOrTarball));
}

} // namespace irqatlas
