#include "procfs/scratchdir.h"

#include <QDir>
#include <QFileInfo>
#include <sys/statfs.h>
#include <sys/vfs.h>

namespace irqatlas {
namespace {

constexpr long kTmpfsMagic = 0x01021994; // TMPFS_MAGIC of linux/magic.h

bool privateMemoryDir(const QByteArray &path)
{
    struct statfs fs = {};
    if (path.isEmpty() || ::statfs(path.constData(), &fs) != 0 || long(fs.f_type) != kTmpfsMagic)
        return false;
    const QFileInfo info(QFile::decodeName(path));
    return info.isDir() && info.isWritable();
}

QString scratchParent()
{
    if (!qEnvironmentVariableIsEmpty("TMPDIR"))
        return QDir::tempPath();
    for (const QByteArray &dir : {qgetenv("XDG_RUNTIME_DIR"), QByteArray("/dev/shm")})
        if (privateMemoryDir(dir))
            return QFile::decodeName(dir);
    return QDir::tempPath();
}

} // namespace

std::unique_ptr<QTemporaryDir> makeScratchDir()
{
    return std::make_unique<QTemporaryDir>(scratchParent() + QStringLiteral("/irqatlas-XXXXXX"));
}

} // namespace irqatlas
