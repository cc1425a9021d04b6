#include "apply/statedir.h"

#include "model/syserror.h"

#include <QCoreApplication>
#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace irqatlas {
namespace {

int writeAll(int fd, const QByteArray &b)
{
    qsizetype off = 0;
    while (off < b.size()) {
        const ssize_t n = ::write(fd, b.constData() + off, std::size_t(b.size() - off));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        off += n;
    }
    return 0;
}

// What is wrong with a file found in the state directory, empty when nothing.
QString fileProblem(const struct stat &st, uid_t owner, const QString &path)
{
    if (S_ISLNK(st.st_mode))
        return QCoreApplication::translate("StateDir", "%1: is a symbolic link, refused").arg(path);
    if (!S_ISREG(st.st_mode))
        return QCoreApplication::translate("StateDir", "%1: not a regular file, refused").arg(path);
    if (st.st_uid != owner)
        return QCoreApplication::translate("StateDir", "%1: owned by uid %2, not %3, refused")
            .arg(path)
            .arg(st.st_uid)
            .arg(owner);
    if (st.st_nlink != 1)
        return QCoreApplication::translate("StateDir", "%1: has %2 hard links, refused")
            .arg(path)
            .arg(st.st_nlink);
    return {};
}

} // namespace

QString markerProblem(mode_t mode, uid_t uid, nlink_t links, uid_t owner, const QString &path)
{
    struct stat st = {};
    st.st_mode = mode;
    st.st_uid = uid;
    st.st_nlink = links == 0 && S_ISREG(mode) ? 1 : links;
    return fileProblem(st, owner, path);
}

bool isJournalName(const QString &name)
{
    if (name.isEmpty() || name.size() > 64 || name.front() == QLatin1Char('.'))
        return false;
    for (const QChar c : name) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') ||
                        (u >= '0' && u <= '9') || u == '.' || u == '_' || u == '-';
        if (!ok)
            return false;
    }
    return true;
}

Result<StateDir> StateDir::check(int fd, QString path, uid_t owner)
{
    struct stat st;
    if (::fstat(fd, &st) != 0) {
        const int e = errno;
        ::close(fd);
        return Error{QCoreApplication::translate("StateDir", "%1: %2").arg(path, errnoText(e))};
    }
    QString problem;
    if (!S_ISDIR(st.st_mode))
        problem = QCoreApplication::translate("StateDir", "%1: not a directory, refused").arg(path);
    else if (st.st_uid != owner)
        problem =
            QCoreApplication::translate(
                "StateDir", "%1: owned by uid %2, not %3: refused as the helper's state directory")
                .arg(path)
                .arg(st.st_uid)
                .arg(owner);
    else if (st.st_mode & (S_IWGRP | S_IWOTH))
        problem =
            QCoreApplication::translate("StateDir", "%1: mode %2 lets others write to it: refused "
                                                    "as the helper's state directory (chmod 0700)")
                .arg(path)
                .arg(st.st_mode & 07777, 4, 8, QLatin1Char('0'));
    if (!problem.isEmpty()) {
        ::close(fd);
        return Error{problem};
    }
    return StateDir(fd, std::move(path), owner);
}

Result<StateDir> StateDir::open(const QString &root, uid_t owner)
{
    QString base = root;
    while (base.size() > 1 && base.endsWith(QLatin1Char('/')))
        base.chop(1);
    int fd = ::open(QFile::encodeName(base).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return Error{QCoreApplication::translate("StateDir", "%1: cannot open: %2")
                         .arg(base, errnoText(errno))};
    QString path = base == QLatin1String("/") ? QString() : base;
    static const char *const parts[] = {"var", "lib", "irqatlas"};
    for (const char *part : parts) {
        path += QLatin1Char('/') + QLatin1String(part);
        const bool last = part == parts[2];
        int next = ::openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (next < 0 && errno == ENOENT) {
            // Made here rather than by the package so that a fresh install works.
            if (::mkdirat(fd, part, last ? 0700 : 0755) != 0 && errno != EEXIST) {
                const int e = errno;
                ::close(fd);
                return Error{QCoreApplication::translate("StateDir", "%1: cannot create: %2")
                                 .arg(path, errnoText(e))};
            }
            next = ::openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        }
        const int e = errno;
        ::close(fd);
        if (next < 0) {
            if (e == ELOOP || e == ENOTDIR)
                return Error{QCoreApplication::translate(
                                 "StateDir", "%1: not a directory or a symbolic link, refused")
                                 .arg(path)};
            return Error{QCoreApplication::translate("StateDir", "%1: cannot open: %2")
                             .arg(path, errnoText(e))};
        }
        fd = next;
    }
    return check(fd, path, owner);
}

Result<StateDir> StateDir::openPath(const QString &path, uid_t owner)
{
    const int fd = ::open(QFile::encodeName(path).constData(),
                          O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        const int e = errno;
        if (e == ELOOP || e == ENOTDIR)
            return Error{QCoreApplication::translate(
                             "StateDir", "%1: not a directory or a symbolic link, refused")
                             .arg(path)};
        return Error{
            QCoreApplication::translate("StateDir", "%1: cannot open: %2").arg(path, errnoText(e))};
    }
    return check(fd, path, owner);
}

StateDir::StateDir(StateDir &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)), m_path(std::move(other.m_path)), m_owner(other.m_owner)
{
}

StateDir &StateDir::operator=(StateDir &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
        m_path = std::move(other.m_path);
        m_owner = other.m_owner;
    }
    return *this;
}

StateDir::~StateDir()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

QString StateDir::pathOf(const QString &name) const
{
    return m_path + QLatin1Char('/') + name;
}

Result<QByteArray> StateDir::read(const QString &name, qsizetype cap, bool *notFound) const
{
    if (notFound)
        *notFound = false;
    const QString path = pathOf(name);
    const int fd = ::openat(m_fd, QFile::encodeName(name).constData(),
                            O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int e = errno;
        if (e == ENOENT && notFound)
            *notFound = true;
        if (e == ELOOP)
            return Error{QCoreApplication::translate("StateDir", "%1: is a symbolic link, refused")
                             .arg(path)};
        return Error{
            QCoreApplication::translate("StateDir", "%1: cannot read: %2").arg(path, errnoText(e))};
    }
    struct stat st;
    QString problem =
        ::fstat(fd, &st) != 0
            ? QCoreApplication::translate("StateDir", "%1: %2").arg(path, errnoText(errno))
            : fileProblem(st, m_owner, path);
    if (problem.isEmpty() && st.st_size > cap)
        problem = QCoreApplication::translate(
                      "StateDir", "%1: %2 bytes, larger than the limit of %3 bytes, refused")
                      .arg(path)
                      .arg(st.st_size)
                      .arg(cap);
    QByteArray bytes;
    char buf[65536];
    while (problem.isEmpty()) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            problem = QCoreApplication::translate("StateDir", "%1: cannot read: %2")
                          .arg(path, errnoText(errno));
            break;
        }
        if (n == 0)
            break;
        bytes.append(buf, n);
        if (bytes.size() > cap) // it grew while we read
            problem = QCoreApplication::translate("StateDir",
                                                  "%1: larger than the limit of %2 bytes, refused")
                          .arg(path)
                          .arg(cap);
    }
    ::close(fd);
    if (!problem.isEmpty())
        return Error{problem};
    return bytes;
}

Status StateDir::checkFile(const QString &name) const
{
    struct stat st;
    if (::fstatat(m_fd, QFile::encodeName(name).constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
        if (errno == ENOENT)
            return Ok{};
        return Error{
            QCoreApplication::translate("StateDir", "%1: %2").arg(pathOf(name), errnoText(errno))};
    }
    if (const QString p = fileProblem(st, m_owner, pathOf(name)); !p.isEmpty())
        return Error{p};
    return Ok{};
}

Status StateDir::replace(const QString &name, const QByteArray &bytes) const
{
    if (Status s = checkFile(name); !s.ok())
        return s;
    const QByteArray tmp = QFile::encodeName(QLatin1Char('.') + name + QStringLiteral(".tmp"));
    const QString tmpPath = pathOf(QString::fromLocal8Bit(tmp));
    // A leftover from a crash: removed, then made anew with O_EXCL so that
    // whatever was there (a link, a FIFO) is never opened.
    ::unlinkat(m_fd, tmp.constData(), 0);
    const int fd =
        ::openat(m_fd, tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return Error{QCoreApplication::translate("StateDir", "%1: cannot write: %2")
                         .arg(tmpPath, errnoText(errno))};
    int e = writeAll(fd, bytes);
    if (e == 0 && ::fsync(fd) != 0)
        e = errno;
    if (::close(fd) != 0 && e == 0)
        e = errno;
    if (e == 0 && ::renameat(m_fd, tmp.constData(), m_fd, QFile::encodeName(name).constData()) != 0)
        e = errno;
    if (e) {
        ::unlinkat(m_fd, tmp.constData(), 0);
        return Error{QCoreApplication::translate("StateDir", "%1: cannot write: %2")
                         .arg(pathOf(name), errnoText(e))};
    }
    // The rename is durable only once the directory entry is on disk.
    if (::fsync(m_fd) != 0)
        return Error{QCoreApplication::translate("StateDir", "%1: cannot sync the directory: %2")
                         .arg(m_path, errnoText(errno))};
    return Ok{};
}

Status StateDir::touch(const QString &name) const
{
    const int fd = ::openat(m_fd, QFile::encodeName(name).constData(),
                            O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);
    if (fd < 0)
        return Error{QCoreApplication::translate("StateDir", "%1: cannot create: %2")
                         .arg(pathOf(name), errnoText(errno))};
    struct stat st;
    QString problem = ::fstat(fd, &st) != 0 ? errnoText(errno)
                                            : markerProblem(st.st_mode, st.st_uid, st.st_nlink,
                                                            m_owner, pathOf(name));
    ::close(fd);
    if (!problem.isEmpty())
        return Error{problem};
    return Ok{};
}

bool StateDir::exists(const QString &name) const
{
    struct stat st;
    return ::fstatat(m_fd, QFile::encodeName(name).constData(), &st, AT_SYMLINK_NOFOLLOW) == 0;
}

void StateDir::remove(const QString &name) const
{
    ::unlinkat(m_fd, QFile::encodeName(name).constData(), 0);
}

StateLock &StateLock::operator=(StateLock &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

StateLock::~StateLock()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

Result<StateLock> StateDir::lock() const
{
    // "." from the held descriptor: the same directory, a new open file
    // description, so the lock is this call's alone.
    const int fd = ::openat(m_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    int e = fd < 0 ? errno : 0;
    while (e == 0 && ::flock(fd, LOCK_EX) != 0)
        if (errno != EINTR)
            e = errno;
    if (e) {
        if (fd >= 0)
            ::close(fd);
        return Error{QCoreApplication::translate("StateDir", "%1: cannot lock: %2")
                         .arg(m_path, errnoText(e))};
    }
    return StateLock(fd);
}

} // namespace irqatlas
