#include "remote/frameunpack.h"

#include "model/syserror.h"
#include "remote/remotetext.h"

#include <QCoreApplication>
#include <QFile>
#include <QLoggingCategory>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

Q_DECLARE_LOGGING_CATEGORY(lcSsh)

namespace irqatlas {
namespace {

bool parseNumber(std::string_view s, qint64 &out)
{
    if (s.empty() || s.size() > 12)
        return false;
    qint64 v = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    out = v;
    return true;
}

std::vector<std::string_view> split(std::string_view s)
{
    std::vector<std::string_view> parts;
    while (true) {
        const std::size_t slash = s.find('/');
        parts.push_back(s.substr(0, slash));
        if (slash == std::string_view::npos)
            return parts;
        s.remove_prefix(slash + 1);
    }
}

class Fd
{
public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    ~Fd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Fd(Fd &&o) noexcept : m_fd(o.m_fd) { o.m_fd = -1; }
    Fd &operator=(Fd &&o) noexcept
    {
        std::swap(m_fd, o.m_fd);
        return *this;
    }
    int get() const { return m_fd; }

private:
    int m_fd;
};

// The directories of the record being written, open from the root down.
// Records come in tree order, so most of the path is already open; every
// component is opened with O_NOFOLLOW | O_DIRECTORY from its parent's
// descriptor, never by name from the root, so a link anywhere on the path
// (or a file where a directory should be) stops the walk.
class DirWalker
{
public:
    explicit DirWalker(Fd root) { m_open.push_back({std::string(), std::move(root)}); }
    bool valid() const { return m_open.front().fd.get() >= 0; }

    // The descriptor of the directory made of comps[0..n), created as needed;
    // -1 with errno set when a component is a link, a file or cannot be made.
    int open(const std::vector<std::string_view> &comps, std::size_t n)
    {
        std::size_t keep = 1;
        while (keep < m_open.size() && keep - 1 < n && m_open[keep].name == comps[keep - 1])
            ++keep;
        m_open.resize(keep);
        for (std::size_t i = keep - 1; i < n; ++i) {
            const std::string name(comps[i]);
            const int parent = m_open.back().fd.get();
            if (::mkdirat(parent, name.c_str(), 0700) != 0 && errno != EEXIST)
                return -1;
            Fd fd(::openat(parent, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            if (fd.get() < 0)
                return -1;
            m_open.push_back({name, std::move(fd)});
        }
        return m_open.back().fd.get();
    }

private:
    struct Entry
    {
        std::string name;
        Fd fd;
    };
    std::vector<Entry> m_open;
};

bool writeAll(int fd, std::string_view bytes)
{
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        bytes.remove_prefix(std::size_t(n));
    }
    return true;
}

} // namespace

bool parseFrameHeader(std::string_view line, FrameHeader &h)
{
    if (line.empty())
        return false;
    h = {};
    h.kind = line[0];
    line.remove_prefix(1);
    for (qint64 *field : {&h.a, &h.b}) {
        if (line.empty())
            break;
        if (line[0] != ' ')
            return false;
        line.remove_prefix(1);
        const std::size_t sp = line.find(' ');
        if (!parseNumber(line.substr(0, sp), *field))
            return false;
        line = sp == std::string_view::npos ? std::string_view{} : line.substr(sp);
    }
    return line.empty();
}

bool containedLinkTarget(std::string_view linkPath, std::string_view target)
{
    if (linkPath.size() < 2 || linkPath.front() != '/' || target.empty() || target.front() == '/' ||
        target.find('\0') != std::string_view::npos)
        return false;
    // The link's folder: its components are real directories (the unpacker
    // never walks through a link), so "../" climbs them for real.
    const std::size_t depth = split(linkPath.substr(1)).size() - 1;
    std::size_t climbs = 0;
    bool descending = false;
    for (std::string_view c : split(target)) {
        if (c == "..") {
            // ".." after a name would climb out of whatever that name is,
            // maybe a link leading elsewhere: only a leading run is allowed.
            if (descending || ++climbs > depth)
                return false;
        } else if (c.empty() || c == ".") {
            return false;
        } else {
            descending = true;
        }
    }
    return true;
}

Result<CollectStats> unpackFrames(const QByteArray &output, const QByteArray &boundary,
                                  const QString &dir, const QString &origin,
                                  const UnpackLimits &limits)
{
    const std::string_view all(output.constData(), std::size_t(output.size()));
    // Anything before our own marker (a login shell's output, a marker
    // without this run's boundary) is not ours.
    const std::string marker = "IRQATLAS-COLLECT 1 " + boundary.toStdString() + "\n";
    std::size_t pos = boundary.size() < 16 ? std::string_view::npos : all.find(marker);
    if (pos == std::string_view::npos)
        return Error{QCoreApplication::translate(
                         "RemoteCollect",
                         "%1: the remote collection printed no irqatlas output (is /bin/sh a "
                         "POSIX shell there?)")
                         .arg(origin)};
    pos += marker.size();
    const std::string end = "\n" + boundary.toStdString() + "\n";

    Fd rootFd(::open(QFile::encodeName(dir).constData(),
                     O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (rootFd.get() < 0)
        return Error{QCoreApplication::translate(
                         "RemoteCollect", "%1: cannot open the folder %2 for the remote files: %3")
                         .arg(origin, dir, errnoText(errno))};
    DirWalker walker(std::move(rootFd));

    CollectStats stats;
    qint64 entries = 0;
    std::size_t start = pos;
    char kind = 0;
    QString shown; // the record's path, printable
    auto bad = [&](const QString &why) {
        const QString record = shown.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" (%1 %2)")
                                         .arg(printableRemoteText(QByteArrayView(&kind, 1)), shown);
        return Error{QCoreApplication::translate("RemoteCollect",
                                                 "%1: remote collection output, byte %2%3: %4")
                         .arg(origin, QString::number(start), record, why)};
    };
    auto take = [&](qint64 n, std::string_view &out) {
        if (n < 0 || std::size_t(n) > all.size() - pos)
            return false;
        out = all.substr(pos, std::size_t(n));
        pos += std::size_t(n);
        return true;
    };
    const QString cut = QCoreApplication::translate(
        "RemoteCollect", "the output ends inside a record (the connection was lost?)");

    while (true) {
        start = pos;
        shown.clear();
        const std::size_t eol = all.find('\n', pos);
        if (eol == std::string_view::npos)
            return bad(QCoreApplication::translate(
                "RemoteCollect", "the output ends early (the connection was lost?)"));
        FrameHeader h;
        if (!parseFrameHeader(all.substr(pos, eol - pos), h))
            return bad(QCoreApplication::translate("RemoteCollect", "malformed record header"));
        pos = eol + 1;
        kind = h.kind;
        if (h.kind == 'Z')
            break;
        if (h.kind != 'F' && h.kind != 'B' && h.kind != 'D' && h.kind != 'L')
            return bad(QCoreApplication::translate("RemoteCollect", "unknown record type"));
        if ((h.kind == 'B' || h.kind == 'D') != (h.b == -1) || h.a < 0)
            return bad(QCoreApplication::translate("RemoteCollect", "malformed record header"));
        std::string_view path;
        if (!take(h.a, path))
            return bad(cut);
        // Named in messages, escaped and cut short.
        shown = printableRemoteText(
            QByteArrayView(path.data(), qsizetype(std::min<std::size_t>(path.size(), 160))));
        if (h.a > limits.maxPathBytes)
            return bad(QCoreApplication::translate("RemoteCollect", "a path longer than %1 bytes")
                           .arg(limits.maxPathBytes));
        if (++entries > limits.maxEntries)
            return bad(QCoreApplication::translate("RemoteCollect",
                                                   "more than %1 files, folders and links")
                           .arg(limits.maxEntries));

        // Absolute, no empty, "." or ".." components, no NUL, short names.
        if (path.size() < 2 || path.front() != '/' || path.find('\0') != std::string_view::npos)
            return bad(QCoreApplication::translate("RemoteCollect", "refusing the path"));
        const std::vector<std::string_view> comps = split(path.substr(1));
        if (int(comps.size()) > limits.maxDepth)
            return bad(QCoreApplication::translate("RemoteCollect", "a path deeper than %1 folders")
                           .arg(limits.maxDepth));
        for (std::string_view c : comps)
            if (c.empty() || c == "." || c == ".." || c.size() > NAME_MAX)
                return bad(QCoreApplication::translate("RemoteCollect", "refusing the path"));

        std::string_view body;
        if (h.kind == 'B') {
            const std::size_t stop = all.find(end, pos);
            if (stop == std::string_view::npos)
                return bad(cut);
            body = all.substr(pos, stop - pos);
            pos = stop + end.size();
        } else if (h.kind != 'D' && !take(h.b, body)) {
            return bad(cut);
        }
        if (h.kind == 'L' && qint64(body.size()) > limits.maxPathBytes)
            return bad(
                QCoreApplication::translate("RemoteCollect", "a link target longer than %1 bytes")
                    .arg(limits.maxPathBytes));

        if (h.kind == 'L' && !containedLinkTarget(path, body)) {
            // Dropped, not an error: nothing will follow it, and the readers
            // treat the entry as absent.
            qCDebug(lcSsh) << origin << "dropped the link" << shown << "->"
                           << printableRemoteText(
                                  QByteArrayView(body.data(), qsizetype(body.size())));
            ++stats.droppedLinks;
            continue;
        }
        const bool isDir = h.kind == 'D';
        const int parent = walker.open(comps, isDir ? comps.size() : comps.size() - 1);
        if (parent < 0)
            return bad(
                errno == ELOOP || errno == ENOTDIR || errno == EEXIST
                    ? QCoreApplication::translate("RemoteCollect",
                                                  "a folder on the path is a link or a file")
                    : QCoreApplication::translate("RemoteCollect", "cannot create a folder: %1")
                          .arg(errnoText(errno)));
        if (isDir) {
            ++stats.dirs;
            continue;
        }
        const std::string name(comps.back());
        if (h.kind == 'L') {
            const std::string target(body);
            if (::symlinkat(target.c_str(), parent, name.c_str()) != 0)
                return bad(errno == EEXIST ? QCoreApplication::translate(
                                                 "RemoteCollect", "a link may not replace an entry")
                                           : QCoreApplication::translate(
                                                 "RemoteCollect", "cannot create the link: %1")
                                                 .arg(errnoText(errno)));
            ++stats.links;
            continue;
        }
        stats.bytes += qint64(body.size());
        if (stats.bytes > limits.maxBytes)
            return bad(
                QCoreApplication::translate("RemoteCollect", "more than %1 bytes of file contents")
                    .arg(limits.maxBytes));
        // O_NOFOLLOW: an existing link there is refused (ELOOP), never
        // written through; an existing file from an earlier record is
        // replaced, as the last record of a path wins.
        Fd file(::openat(parent, name.c_str(),
                         O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0600));
        struct stat st = {};
        if (file.get() < 0 || ::fstat(file.get(), &st) != 0 || !S_ISREG(st.st_mode))
            return bad(
                errno == ELOOP || file.get() >= 0 || errno == EISDIR
                    ? QCoreApplication::translate("RemoteCollect", "the path is a link or a folder")
                    : QCoreApplication::translate("RemoteCollect", "cannot write: %1")
                          .arg(errnoText(errno)));
        if (!writeAll(file.get(), body))
            return bad(QCoreApplication::translate("RemoteCollect", "cannot write: %1")
                           .arg(errnoText(errno)));
        ++stats.files;
    }
    return stats;
}

} // namespace irqatlas
