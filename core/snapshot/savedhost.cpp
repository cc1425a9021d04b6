#include "snapshot/savedhost.h"

#include "procfs/rootdir.h"
#include "procfs/scratchdir.h"
#include "snapshot/archiveunpack.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
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
    auto tmp = makeScratchDir();
    if (!tmp->isValid())
        return Error{QCoreApplication::translate("HostSource",
                                                 "cannot create a temporary directory to unpack %1")
                         .arg(dirOrTarball)};
    // Unpacked by irqatlas itself under the snapshot caps: GNU tar has no
    // bound on what an archive writes (1 MB of gzip made 1 GiB in TMPDIR).
    // On an error the temporary directory goes with what was unpacked.
    if (Status s =
            unpackArchive(fi.absoluteFilePath(), tmp->path(), dirOrTarball, snapshotArchiveCaps());
        !s.ok())
        return s.error();
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
