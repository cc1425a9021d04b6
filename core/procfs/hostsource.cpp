#include "procfs/hostsource.h"

#include "model/inputlimits.h"
#include "model/syserror.h"
#include "procfs/rootdir.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace irqatlas {
namespace {

Error tooLarge(const QString &shown, std::size_t cap)
{
    return Error{QCoreApplication::translate("HostSource",
                                             "%1 is larger than the supported maximum of %2 bytes")
                     .arg(shown)
                     .arg(qulonglong(cap))};
}

// Reads a whole file with plain read(2): procfs and sysfs files report size 0,
// so read until EOF in growing chunks, never holding more than cap + 1 bytes.
// Takes fd.
Result<QByteArray> readWhole(int fd, const QString &shown, std::size_t cap)
{
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    const qsizetype limit = qsizetype(cap) + 1; // one byte more tells "too large"
    QByteArray buf;
    qsizetype used = 0;
    qsizetype chunk = 64 * 1024;
    // Saved files know their size: one allocation, no regrowth (and a saved
    // file above the cap is refused before anything is allocated). procfs
    // and sysfs report 0 and take the growing-chunk path.
    struct stat st;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        if (std::uint64_t(st.st_size) > cap)
            return tooLarge(shown, cap);
        chunk = qsizetype(st.st_size) + 1;
    }
    while (true) {
        if (used == buf.size()) {
            if (used >= limit)
                return tooLarge(shown, cap);
            buf.resize(std::min(used + chunk, limit));
        }
        const ssize_t n = ::read(fd, buf.data() + used, std::size_t(buf.size() - used));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return Error{QCoreApplication::translate("HostSource", "cannot read %1: %2")
                             .arg(shown, errnoText(errno))};
        }
        if (n == 0)
            break;
        used += n;
        if (chunk < 4 * 1024 * 1024)
            chunk *= 2;
    }
    if (used > qsizetype(cap))
        return tooLarge(shown, cap);
    buf.resize(used);
    return buf;
}

} // namespace

Status HostSource::readChunks(const QString &path, const ChunkSink &sink) const
{
    auto bytes = readFile(path);
    if (!bytes.ok())
        return bytes.error();
    return sink(bytesView(*bytes));
}

std::optional<QByteArray> HostSource::tryRead(const QString &path) const
{
    auto r = readFile(path);
    if (!r.ok())
        return std::nullopt;
    return std::move(r).value();
}

Result<std::optional<QByteArray>> HostSource::tryReadCapped(const QString &path) const
{
    auto r = readFile(path);
    if (r.ok())
        return std::optional<QByteArray>(std::move(r).value());
    // Unreadable stays "absent" as tryRead has it on a live machine (old
    // kernels, lockdown, a lost connection). A saved tree's file that is
    // there and still cannot be read (past its cap, not a regular file) is
    // reported. exists() resolves inside the saved root as readFile does, so
    // this never looks at a path outside it (a link out of the tree is
    // absent, as it was never part of the saved machine).
    if (!isLocalMachine() && !localRoot().isEmpty() && exists(path))
        return r.error();
    return std::optional<QByteArray>();
}

DirHostSource::DirHostSource(QString root, QString displayName)
    : m_root(std::move(root)), m_displayName(std::move(displayName))
{
    while (m_root.size() > 1 && m_root.endsWith(QLatin1Char('/')))
        m_root.chop(1);
    if (!isLocalMachine())
        m_dir = std::make_shared<const RootDir>(m_root);
}

QString DirHostSource::displayName() const
{
    if (!m_displayName.isEmpty())
        return m_displayName;
    return isLocalMachine() ? QCoreApplication::translate("HostSource", "this machine") : m_root;
}

bool DirHostSource::isLocalMachine() const
{
    return m_root == QLatin1String("/");
}

QString DirHostSource::mapped(const QString &path) const
{
    if (isLocalMachine())
        return path;
    return m_root + path;
}

std::size_t readCap(const QString &path)
{
    if (path == QLatin1String("/proc/interrupts"))
        return limits::kMaxInterruptsBytes;
    if (path == QLatin1String("/proc/stat"))
        return limits::kMaxStatBytes;
    if (path == QLatin1String("/proc/softirqs"))
        return limits::kMaxSoftirqsBytes;
    for (const char *dir : {"/proc/irq/", "/sys/kernel/irq/", "/sys/kernel/debug/irq/"})
        if (path.startsWith(QLatin1String(dir)))
            return limits::kMaxIrqFileBytes;
    if (path.startsWith(QLatin1String("/sys/class/net/")))
        return limits::kMaxNetFileBytes;
    if (path.startsWith(QLatin1String("/sys/bus/pci/devices/")))
        return limits::kMaxSysfsAttributeBytes;
    // A task's comm, stat and status are a line or two.
    if (path.startsWith(QLatin1String("/proc/")) && path.size() > 6 && path.at(6).isDigit())
        return limits::kMaxSysfsAttributeBytes;
    return limits::kMaxOtherFileBytes;
}

QString DirHostSource::shown(const QString &path) const
{
    return m_shownRoot.isEmpty() ? mapped(path) : m_shownRoot + path;
}

Result<int> DirHostSource::openForRead(const QString &path, bool directory) const
{
    const QString shown = this->shown(path);
    if (!m_dir) {
        const int fd = ::open(QFile::encodeName(path).constData(),
                              O_RDONLY | O_CLOEXEC | (directory ? O_DIRECTORY : 0));
        if (fd < 0)
            return Error{QCoreApplication::translate("HostSource", "cannot open %1: %2")
                             .arg(shown, errnoText(errno))};
        return fd;
    }
    const int pathFd = m_dir->openPath(path);
    if (pathFd < 0)
        return Error{QCoreApplication::translate("HostSource", "cannot open %1: %2")
                         .arg(shown, errnoText(errno))};
    return reopenForRead(pathFd, directory, shown);
}

Result<QByteArray> DirHostSource::readFile(const QString &path) const
{
    auto fd = openForRead(path, false);
    if (!fd.ok())
        return fd.error();
    return readWhole(*fd, shown(path), readCap(path));
}

Status DirHostSource::readChunks(const QString &path, const ChunkSink &sink) const
{
    const QString local = shown(path);
    auto opened = openForRead(path, false);
    if (!opened.ok())
        return opened.error();
    const int fd = *opened;
    // Big enough that a 13 MB file takes few reads, small enough to stay in
    // cache and to cost a handful of page faults, not thousands.
    constexpr std::size_t kChunk = 128 * 1024;
    std::unique_ptr<char[]> buf(new char[kChunk]);
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    const std::size_t cap = readCap(path);
    std::size_t total = 0;
    while (true) {
        const ssize_t n = ::read(fd, buf.get(), kChunk);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return Error{QCoreApplication::translate("HostSource", "cannot read %1: %2")
                             .arg(local, errnoText(errno))};
        }
        if (n == 0)
            return Ok{};
        total += std::size_t(n);
        if (total > cap)
            return tooLarge(local, cap);
        if (Status s = sink(std::string_view(buf.get(), std::size_t(n))); !s.ok())
            return s;
    }
}

Result<QStringList> DirHostSource::listDir(const QString &path) const
{
    if (!m_dir) {
        QDir d(mapped(path));
        if (!d.exists())
            return Error{
                QCoreApplication::translate("HostSource", "no directory %1").arg(shown(path))};
        return d.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System | QDir::Hidden,
                           QDir::Name);
    }
    auto fd = openForRead(path, true);
    DIR *d = fd.ok() ? ::fdopendir(*fd) : nullptr;
    if (!d) {
        if (fd.ok())
            ::close(*fd);
        return Error{QCoreApplication::translate("HostSource", "no directory %1").arg(shown(path))};
    }
    QStringList names;
    while (const dirent *e = ::readdir(d)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            names.push_back(QFile::decodeName(e->d_name));
    }
    ::closedir(d);
    std::sort(names.begin(), names.end()); // as QDir::Name: by UTF-16 code units
    return names;
}

bool DirHostSource::exists(const QString &path) const
{
    if (!m_dir)
        return QFileInfo::exists(mapped(path));
    const int fd = m_dir->openPath(path);
    if (fd < 0)
        return false;
    ::close(fd);
    return true;
}

std::optional<QString> DirHostSource::linkTargetName(const QString &path) const
{
    if (!m_dir) {
        const QFileInfo fi(mapped(path));
        if (fi.isSymLink()) {
            const QString target = fi.symLinkTarget();
            if (target.isEmpty())
                return std::nullopt;
            return QFileInfo(target).fileName();
        }
        if (fi.exists())
            return fi.fileName();
        return std::nullopt;
    }
    if (auto target = linkTarget(path)) {
        const QString name = QFileInfo(*target).fileName();
        if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String(".."))
            return std::nullopt;
        return name;
    }
    if (exists(path))
        return QFileInfo(path).fileName();
    return std::nullopt;
}

namespace {
std::optional<QString> readLinkText(int fd, const char *name)
{
    char buf[4096];
    const ssize_t n = ::readlinkat(fd, name, buf, sizeof buf);
    if (n <= 0 || std::size_t(n) >= sizeof buf)
        return std::nullopt;
    return QFile::decodeName(QByteArray(buf, qsizetype(n)));
}
} // namespace

std::optional<QString> DirHostSource::linkTarget(const QString &path) const
{
    if (!m_dir)
        return readLinkText(AT_FDCWD, QFile::encodeName(path).constData());
    const int fd = m_dir->openPath(path, false);
    if (fd < 0)
        return std::nullopt;
    const std::optional<QString> text = readLinkText(fd, "");
    ::close(fd);
    if (!text)
        return std::nullopt;
    // The text as it reads inside the root: from the link's real directory,
    // ".." stops at the root and "/" is the root, so a caller that follows
    // or copies it (snapshotwriter) stays inside.
    const QString parent = QFileInfo(path).path();
    QString dir = parent;
    if (const int pfd = m_dir->openPath(parent); pfd >= 0) {
        if (auto real = m_dir->pathOf(pfd))
            dir = *real;
        ::close(pfd);
    }
    return relativeInRoot(dir, resolveInRoot(dir, *text));
}

QString shownPath(const HostSource &host, const QString &path)
{
    return host.isLocalMachine() ? path : host.displayName() + path;
}

std::unique_ptr<HostSource> openLocalHost()
{
    return std::make_unique<DirHostSource>(QStringLiteral("/"));
}

} // namespace irqatlas
