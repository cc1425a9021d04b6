#include "procfs/rootdir.h"

#include "model/syserror.h"

#include <QCoreApplication>
#include <QFile>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <deque>
#include <dirent.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <string>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <vector>

namespace irqatlas {
namespace {

std::atomic<bool> g_walkOnly{false};
std::atomic<bool> g_noOpenat2{false}; // the kernel said ENOSYS once

constexpr int kMaxLinks = 40; // as the kernel's MAXSYMLINKS

std::vector<std::string> components(const std::string &path)
{
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos <= path.size()) {
        std::size_t slash = path.find('/', pos);
        if (slash == std::string::npos)
            slash = path.size();
        if (slash > pos)
            out.push_back(path.substr(pos, slash - pos));
        pos = slash + 1;
    }
    return out;
}

// openat2 from rootFd; -2 when the kernel has no openat2.
int openat2Path(int rootFd, const std::string &rel, bool followLast, std::uint64_t resolve)
{
    if (g_walkOnly || g_noOpenat2)
        return -2;
    open_how how{};
    how.flags = O_PATH | O_CLOEXEC | (followLast ? 0 : O_NOFOLLOW);
    how.resolve = resolve | RESOLVE_NO_MAGICLINKS;
    for (int attempt = 0; attempt < 8; ++attempt) {
        const long fd =
            ::syscall(SYS_openat2, rootFd, rel.empty() ? "." : rel.c_str(), &how, sizeof how);
        if (fd >= 0)
            return int(fd);
        if (errno == ENOSYS) {
            g_noOpenat2 = true;
            return -2;
        }
        // RESOLVE_IN_ROOT/BENEATH answer EAGAIN when a rename raced a "..".
        if (errno != EAGAIN && errno != EINTR)
            return -1;
    }
    return -1;
}

// The same resolution by hand, one component at a time with O_NOFOLLOW: a
// stack of directory descriptors is the physical path, so ".." pops (never
// past the root) and a link's text is pushed in front of what is left. With
// beneath, leaving the root (an absolute link, ".." at the root) fails with
// EXDEV instead of staying at the root.
int walkPath(int rootFd, const std::string &rel, bool followLast, bool beneath)
{
    std::deque<std::string> todo;
    for (auto &c : components(rel))
        todo.push_back(std::move(c));
    std::vector<int> dirs; // owned descriptors below the root
    const auto top = [&] { return dirs.empty() ? rootFd : dirs.back(); };
    const auto fail = [&](int e) {
        for (int fd : dirs)
            ::close(fd);
        errno = e;
        return -1;
    };
    int links = 0;
    int result = -1;
    while (!todo.empty()) {
        const std::string comp = std::move(todo.front());
        todo.pop_front();
        if (comp == ".")
            continue;
        if (comp == "..") {
            if (dirs.empty()) {
                if (beneath)
                    return fail(EXDEV);
            } else {
                ::close(dirs.back());
                dirs.pop_back();
            }
            continue;
        }
        const int fd = ::openat(top(), comp.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
            return fail(errno);
        struct stat st;
        if (::fstat(fd, &st) != 0) {
            const int e = errno;
            ::close(fd);
            return fail(e);
        }
        const bool last = todo.empty();
        if (S_ISLNK(st.st_mode) && (!last || followLast)) {
            char buf[4096];
            const ssize_t n = ::readlinkat(fd, "", buf, sizeof buf);
            ::close(fd);
            if (++links > kMaxLinks)
                return fail(ELOOP);
            if (n <= 0 || std::size_t(n) >= sizeof buf)
                return fail(n < 0 ? errno : ENAMETOOLONG);
            const std::string text(buf, std::size_t(n));
            if (text.front() == '/') {
                if (beneath)
                    return fail(EXDEV);
                for (int d : dirs)
                    ::close(d);
                dirs.clear();
            }
            auto parts = components(text);
            todo.insert(todo.begin(), parts.begin(), parts.end());
            if (todo.empty()) // a link to "/": the root itself
                todo.emplace_back(".");
            continue;
        }
        if (last) {
            result = fd;
            break;
        }
        if (!S_ISDIR(st.st_mode)) {
            ::close(fd);
            return fail(ENOTDIR);
        }
        dirs.push_back(fd);
    }
    if (result < 0) // the path named a directory on the stack (or the root)
        result = ::fcntl(top(), F_DUPFD_CLOEXEC, 0);
    const int e = errno;
    for (int fd : dirs)
        if (fd != result)
            ::close(fd);
    errno = e;
    return result;
}

int resolvePath(int rootFd, const std::string &rel, bool followLast, bool beneath)
{
    const int fd =
        openat2Path(rootFd, rel, followLast, beneath ? RESOLVE_BENEATH : RESOLVE_IN_ROOT);
    if (fd != -2)
        return fd;
    return walkPath(rootFd, rel, followLast, beneath);
}

std::string relative(const QString &path)
{
    QByteArray b = QFile::encodeName(path);
    while (b.startsWith('/'))
        b.remove(0, 1);
    return b.toStdString();
}

QString joinComponents(const QStringList &parts)
{
    return QLatin1Char('/') + parts.join(QLatin1Char('/'));
}

} // namespace

namespace testing {
void setWalkOnly(bool on)
{
    g_walkOnly = on;
}
} // namespace testing

RootDir::RootDir(const QString &root)
{
    m_fd = ::open(QFile::encodeName(root).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (m_fd < 0) {
        m_error = errno;
        return;
    }
    if (auto real = pathOf(m_fd); real) {
        // pathOf strips m_real, still empty here: this is the full path.
        m_real = *real;
    }
}

RootDir::~RootDir()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

int RootDir::openPath(const QString &path, bool followLast) const
{
    if (m_fd < 0) {
        errno = m_error;
        return -1;
    }
    return resolvePath(m_fd, relative(path), followLast, false);
}

std::optional<QString> RootDir::pathOf(int fd) const
{
    const std::string proc = "/proc/self/fd/" + std::to_string(fd);
    char buf[4096];
    const ssize_t n = ::readlink(proc.c_str(), buf, sizeof buf);
    if (n <= 0 || std::size_t(n) >= sizeof buf)
        return std::nullopt;
    const QString full = QFile::decodeName(QByteArray(buf, qsizetype(n)));
    if (m_real.isEmpty())
        return full;
    if (full == m_real)
        return QStringLiteral("/");
    if (m_real == QLatin1String("/"))
        return full;
    if (!full.startsWith(m_real + QLatin1Char('/')))
        return std::nullopt;
    return full.mid(m_real.size());
}

Result<int> reopenForRead(int pathFd, bool directory, const QString &shown)
{
    struct stat st;
    if (::fstat(pathFd, &st) != 0) {
        const int e = errno;
        ::close(pathFd);
        return Error{QCoreApplication::translate("HostSource", "cannot open %1: %2")
                         .arg(shown, errnoText(e))};
    }
    int refuse = 0;
    if (directory && !S_ISDIR(st.st_mode))
        refuse = ENOTDIR;
    else if (!directory && S_ISDIR(st.st_mode))
        refuse = EISDIR;
    if (refuse) {
        ::close(pathFd);
        return Error{QCoreApplication::translate("HostSource", "cannot open %1: %2")
                         .arg(shown, errnoText(refuse))};
    }
    if (!directory && !S_ISREG(st.st_mode)) {
        ::close(pathFd);
        return Error{
            QCoreApplication::translate(
                "HostSource", "cannot read %1: a FIFO, device or socket, not a regular file")
                .arg(shown)};
    }
    int fd = -1;
    if (directory) {
        fd = ::openat(pathFd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    } else {
        // The O_PATH descriptor is reopened through its /proc/self/fd entry:
        // the same inode, checked above, never a second lookup by name.
        const std::string proc = "/proc/self/fd/" + std::to_string(pathFd);
        fd = ::open(proc.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    }
    const int e = errno;
    ::close(pathFd);
    if (fd < 0)
        return Error{QCoreApplication::translate("HostSource", "cannot open %1: %2")
                         .arg(shown, errnoText(e))};
    return fd;
}

QString resolveInRoot(const QString &linkDir, const QString &text)
{
    QStringList parts;
    if (!text.startsWith(QLatin1Char('/')))
        parts = linkDir.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString &c : text.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (c == QLatin1String("."))
            continue;
        if (c == QLatin1String("..")) {
            if (!parts.isEmpty())
                parts.removeLast();
            continue;
        }
        parts.push_back(c);
    }
    return joinComponents(parts);
}

QString relativeInRoot(const QString &dir, const QString &target)
{
    const QStringList from = dir.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const QStringList to = target.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    qsizetype common = 0;
    while (common < from.size() && common < to.size() && from[common] == to[common])
        ++common;
    QStringList out;
    for (qsizetype i = common; i < from.size(); ++i)
        out.push_back(QStringLiteral(".."));
    for (qsizetype i = common; i < to.size(); ++i)
        out.push_back(to[i]);
    return out.isEmpty() ? QStringLiteral(".") : out.join(QLatin1Char('/'));
}

namespace {

struct TreeCheck
{
    int rootFd;
    QString shown;

    bool refuseHardLinks;
    int entries = 0;

    // what holds %1 (the tree) and %2 (the entry in it).
    Error refuse(const std::string &rel, const QString &what) const
    {
        return Error{what.arg(shown, QFile::decodeName(QByteArray::fromStdString("/" + rel)))};
    }
    Error failed(const std::string &rel, int e) const
    {
        return Error{
            QCoreApplication::translate("HostSource", "%1: cannot read %2: %3")
                .arg(shown, QFile::decodeName(QByteArray::fromStdString("/" + rel)), errnoText(e))};
    }

    Status walk(int dirFd, const std::string &rel, int depth)
    {
        if (depth > 64)
            return refuse(rel,
                          QCoreApplication::translate("HostSource", "%1: %2 is nested too deep"));
        const int fd = ::openat(dirFd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        DIR *d = fd >= 0 ? ::fdopendir(fd) : nullptr;
        if (!d) {
            if (fd >= 0)
                ::close(fd);
            return failed(rel, errno);
        }
        struct Closer
        {
            DIR *d;
            ~Closer() { ::closedir(d); }
        } closer{d};
        while (dirent *e = ::readdir(d)) {
            const std::string name = e->d_name;
            if (name == "." || name == "..")
                continue;
            if (++entries > 2'000'000)
                return refuse(
                    rel, QCoreApplication::translate("HostSource", "%1: %2 holds too many files"));
            std::string child = rel;
            if (!child.empty())
                child += '/';
            child += name;
            struct stat st;
            if (::fstatat(::dirfd(d), name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0)
                return failed(child, errno);
            if (S_ISLNK(st.st_mode)) {
                const int t = resolvePath(rootFd, child, true, true);
                if (t >= 0) {
                    ::close(t);
                } else if (errno == EXDEV || errno == ELOOP) {
                    return refuse(
                        child, QCoreApplication::translate(
                                   "HostSource",
                                   "%1: %2 is a link that leads out of the tree or into a loop"));
                }
            } else if (S_ISDIR(st.st_mode)) {
                const int sub = ::openat(::dirfd(d), name.c_str(),
                                         O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
                if (sub < 0)
                    return failed(child, errno);
                Status s = walk(sub, child, depth + 1);
                ::close(sub);
                if (!s.ok())
                    return s;
            } else if (!S_ISREG(st.st_mode)) {
                return refuse(child, QCoreApplication::translate(
                                         "HostSource", "%1: %2 is a FIFO, device or socket"));
            } else if (refuseHardLinks && st.st_nlink > 1) {
                return refuse(child,
                              QCoreApplication::translate("HostSource", "%1: %2 is a hard link"));
            }
        }
        return Ok{};
    }
};

} // namespace

Status checkTreeContained(const QString &root, const QString &shown, bool refuseHardLinks)
{
    const int fd = ::open(QFile::encodeName(root).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return Error{QCoreApplication::translate("HostSource", "cannot open %1: %2")
                         .arg(shown, errnoText(errno))};
    TreeCheck check{fd, shown, refuseHardLinks};
    Status s = check.walk(fd, {}, 0);
    ::close(fd);
    return s;
}

} // namespace irqatlas
