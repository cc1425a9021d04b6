#include "model/safefile.h"

#include "model/syserror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace irqatlas {
namespace {

// One component: no folder, no way up, nothing the kernel would cut short.
bool plainName(const QString &name)
{
    return !name.isEmpty() && name != QLatin1String(".") && name != QLatin1String("..") &&
           !name.contains(QLatin1Char('/')) && !name.contains(QChar(0));
}

Error notAName(const QString &name)
{
    return Error{QCoreApplication::translate("SafeFile", "\"%1\" is not a file name").arg(name)};
}

Error cannotCreate(const QString &path, int err)
{
    return Error{
        QCoreApplication::translate("SafeFile", "cannot create %1: %2").arg(path, errnoText(err))};
}

// Opens the descriptor on file, which then owns it.
Status adopt(QFile &file, int fd, QIODevice::OpenMode mode, const QString &path)
{
    if (file.open(fd, mode, QFileDevice::AutoCloseHandle))
        return Ok{};
    ::close(fd);
    return Error{QCoreApplication::translate("SafeFile", "cannot open %1: %2")
                     .arg(path, file.errorString())};
}

} // namespace

OutputDir::~OutputDir()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

OutputDir::OutputDir(OutputDir &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)), m_path(std::move(other.m_path))
{
}

OutputDir &OutputDir::operator=(OutputDir &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
        m_path = std::move(other.m_path);
    }
    return *this;
}

Result<OutputDir> OutputDir::open(const QString &dir, Missing missing)
{
    const QByteArray enc = QFile::encodeName(dir.isEmpty() ? QStringLiteral(".") : dir);
    int fd = ::open(enc.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT && missing == Missing::Create) {
        if (!QDir().mkpath(dir))
            return Error{
                QCoreApplication::translate("SafeFile", "cannot create the folder %1").arg(dir)};
        fd = ::open(enc.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    }
    if (fd < 0) {
        const int err = errno;
        if (err == ENOTDIR)
            return Error{QCoreApplication::translate("SafeFile", "%1 is not a folder").arg(dir)};
        return Error{QCoreApplication::translate("SafeFile", "cannot open the folder %1: %2")
                         .arg(dir, errnoText(err))};
    }
    OutputDir d;
    d.m_fd = fd;
    d.m_path = dir;
    return d;
}

Result<OutputDir> OutputDir::openFolderOf(const QString &filePath, QString &name)
{
    const QFileInfo info(filePath);
    name = info.fileName();
    if (!plainName(name) || filePath.endsWith(QLatin1Char('/')))
        return notAName(filePath);
    return open(info.path());
}

QString OutputDir::filePath(const QString &name) const
{
    if (m_path.isEmpty() || m_path == QLatin1String("."))
        return name;
    if (m_path.endsWith(QLatin1Char('/')))
        return m_path + name;
    return m_path + QLatin1Char('/') + name;
}

Result<bool> OutputDir::isEmpty() const
{
    // A descriptor of its own: closedir() closes the one it was given.
    const int fd = ::openat(m_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *d = fd < 0 ? nullptr : ::fdopendir(fd);
    if (!d) {
        const int err = errno;
        if (fd >= 0)
            ::close(fd);
        return Error{QCoreApplication::translate("SafeFile", "cannot list the folder %1: %2")
                         .arg(m_path, errnoText(err))};
    }
    bool empty = true;
    while (const dirent *e = ::readdir(d)) {
        const char *n = e->d_name;
        if (n[0] == '.' && (n[1] == 0 || (n[1] == '.' && n[2] == 0)))
            continue;
        empty = false;
        break;
    }
    ::closedir(d);
    return empty;
}

bool OutputDir::holds(const QString &name) const
{
    struct stat st;
    return ::fstatat(m_fd, QFile::encodeName(name).constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 ||
           errno != ENOENT;
}

Status OutputDir::createNew(QFile &file, const QString &name, mode_t mode) const
{
    if (!plainName(name))
        return notAName(name);
    const int fd = ::openat(m_fd, QFile::encodeName(name).constData(),
                            O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd < 0)
        return cannotCreate(filePath(name), errno);
    return adopt(file, fd, QIODevice::WriteOnly, filePath(name));
}

Status OutputDir::writeNew(const QString &name, const QByteArray &bytes, mode_t mode) const
{
    QFile f;
    if (Status s = createNew(f, name, mode); !s.ok())
        return s;
    if (f.write(bytes) != bytes.size() || !f.flush())
        return Error{QCoreApplication::translate("SafeFile", "cannot write %1: %2")
                         .arg(filePath(name), f.errorString())};
    return Ok{};
}

Status OutputDir::moveNew(const QString &from, const QString &name) const
{
    if (!plainName(name))
        return notAName(name);
    const QByteArray src = QFile::encodeName(from), dst = QFile::encodeName(name);
    int rc = ::renameat2(m_fd, src.constData(), m_fd, dst.constData(), RENAME_NOREPLACE);
    if (rc != 0 && errno == EINVAL) {
        // A file system without RENAME_NOREPLACE: a file is linked (which
        // never replaces either), a folder renamed once nothing is there.
        struct stat st;
        if (::fstatat(m_fd, src.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && !S_ISDIR(st.st_mode))
            rc = ::linkat(m_fd, src.constData(), m_fd, dst.constData(), 0) == 0
                     ? ::unlinkat(m_fd, src.constData(), 0)
                     : -1;
        else if (holds(name))
            errno = EEXIST;
        else
            rc = ::renameat(m_fd, src.constData(), m_fd, dst.constData());
    }
    if (rc == 0)
        return Ok{};
    return Error{QCoreApplication::translate("SafeFile", "cannot move into place at %1: %2")
                     .arg(filePath(name), errnoText(errno))};
}

Result<std::unique_ptr<ReplacingFile>> OutputDir::beginReplace(const QString &name,
                                                               mode_t mode) const
{
    if (!plainName(name))
        return notAName(name);
    std::unique_ptr<ReplacingFile> r(new ReplacingFile);
    r->m_dirFd = ::fcntl(m_fd, F_DUPFD_CLOEXEC, 0);
    if (r->m_dirFd < 0)
        return Error{QCoreApplication::translate("SafeFile", "cannot open the folder %1: %2")
                         .arg(m_path, errnoText(errno))};
    r->m_name = name;
    r->m_path = filePath(name);
    int err = EEXIST;
    for (int attempt = 0; attempt < 64 && err == EEXIST; ++attempt) {
        const QString tmp =
            QStringLiteral(".irqatlas-%1.tmp")
                .arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
        const int fd = ::openat(m_fd, QFile::encodeName(tmp).constData(),
                                O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd >= 0) {
            r->m_tmpName = tmp;
            if (Status s = adopt(r->m_file, fd, QIODevice::WriteOnly, filePath(tmp)); !s.ok())
                return s.error();
            return r;
        }
        err = errno;
    }
    return cannotCreate(r->m_path, err);
}

Status OutputDir::replace(const QString &name, const QByteArray &bytes, mode_t mode) const
{
    auto r = beginReplace(name, mode);
    if (!r.ok())
        return r.error();
    if ((*r)->file().write(bytes) != bytes.size())
        return Error{QCoreApplication::translate("SafeFile", "cannot write %1: %2")
                         .arg(filePath(name), (*r)->file().errorString())};
    return (*r)->commit();
}

ReplacingFile::~ReplacingFile()
{
    m_file.close();
    if (!m_committed && !m_tmpName.isEmpty())
        ::unlinkat(m_dirFd, QFile::encodeName(m_tmpName).constData(), 0);
    if (m_dirFd >= 0)
        ::close(m_dirFd);
}

Status ReplacingFile::commit()
{
    if (!m_file.flush() || ::fsync(m_file.handle()) != 0)
        return Error{QCoreApplication::translate("SafeFile", "cannot write %1: %2")
                         .arg(m_path, m_file.errorString())};
    // rename() replaces a link at the name by the file; it never follows it.
    if (::renameat(m_dirFd, QFile::encodeName(m_tmpName).constData(), m_dirFd,
                   QFile::encodeName(m_name).constData()) != 0)
        return Error{QCoreApplication::translate("SafeFile", "cannot replace %1: %2")
                         .arg(m_path, errnoText(errno))};
    m_committed = true;
    return Ok{};
}

Result<std::unique_ptr<ReplacingFile>> beginReplaceFile(const QString &path, mode_t mode)
{
    QString name;
    auto dir = OutputDir::openFolderOf(path, name);
    if (!dir.ok())
        return dir.error();
    return dir->beginReplace(name, mode);
}

Status replaceFile(const QString &path, const QByteArray &bytes, mode_t mode)
{
    QString name;
    auto dir = OutputDir::openFolderOf(path, name);
    if (!dir.ok())
        return dir.error();
    return dir->replace(name, bytes, mode);
}

Status openRegularFile(QFile &file, const QString &path)
{
    const QByteArray enc = QFile::encodeName(path);
    auto notRegular = [&] {
        return Error{QCoreApplication::translate(
                         "SafeFile", "%1 is not a regular file (links, FIFOs and devices are not "
                                     "read)")
                         .arg(path)};
    };
    // Refused before it is opened, so that opening a device has no effect;
    // the descriptor is checked again below, whatever replaced it meanwhile.
    struct stat st;
    if (::lstat(enc.constData(), &st) == 0 && !S_ISREG(st.st_mode))
        return notRegular();
    const int fd = ::open(enc.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        if (err == ELOOP)
            return notRegular();
        return Error{QCoreApplication::translate("SafeFile", "cannot read %1: %2")
                         .arg(path, errnoText(err))};
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || flags < 0 ||
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
        ::close(fd);
        return notRegular();
    }
    return adopt(file, fd, QIODevice::ReadOnly, path);
}

Status openForReading(QFile &file, const QString &path, ReadName how)
{
    if (how == ReadName::FixedName)
        return openRegularFile(file, path);
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("SafeFile", "cannot read %1: %2")
                         .arg(path, file.errorString())};
    return Ok{};
}

} // namespace irqatlas
