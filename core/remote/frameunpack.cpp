#include "remote/frameunpack.h"

#include "model/printable.h"
#include "model/syserror.h"

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

// One pass over the records after the start marker, in order. A record's
// header, path and body are read and checked before anything is made for
// it; it is then placed below the unpack folder through the walker only.
// The first error stops the pass, naming the record (bad()).
class FrameUnpacker
{
public:
    FrameUnpacker(std::string_view all, std::size_t pos, const QByteArray &boundary,
                  DirWalker walker, const QString &origin, const UnpackLimits &limits)
        : m_all(all), m_pos(pos), m_start(pos), m_end("\n" + boundary.toStdString() + "\n"),
          m_walker(std::move(walker)), m_origin(origin), m_limits(limits)
    {
    }

    // Up to the 'Z' record that ends the collection.
    Result<CollectStats> run();

private:
    Error bad(const QString &why) const;
    static QString cut();
    bool take(qint64 n, std::string_view &out);
    Status readHeader(FrameHeader &h);
    Status readPath(const FrameHeader &h, std::string_view &path,
                    std::vector<std::string_view> &comps);
    Status readBody(const FrameHeader &h, std::string_view &body);
    Status place(char kind, std::string_view path, const std::vector<std::string_view> &comps,
                 std::string_view body);
    Status makeLink(int parent, const std::string &name, std::string_view body);
    Status writeFile(int parent, const std::string &name, std::string_view body);

    const std::string_view m_all;
    std::size_t m_pos;       // the next byte to read
    std::size_t m_start;     // the current record's first byte, for messages
    const std::string m_end; // what ends a streamed file: this run's boundary on its own line
    DirWalker m_walker;
    const QString &m_origin;
    const UnpackLimits &m_limits;
    CollectStats m_stats;
    qint64 m_entries = 0;
    char m_kind = 0; // the current record's kind, for messages
    QString m_shown; // the current record's path, printable
};

Result<CollectStats> FrameUnpacker::run()
{
    while (true) {
        FrameHeader h;
        if (Status s = readHeader(h); !s.ok())
            return s.error();
        if (h.kind == 'Z')
            break;
        std::string_view path;
        std::vector<std::string_view> comps;
        if (Status s = readPath(h, path, comps); !s.ok())
            return s.error();
        std::string_view body;
        if (Status s = readBody(h, body); !s.ok())
            return s.error();
        if (Status s = place(h.kind, path, comps, body); !s.ok())
            return s.error();
    }
    return m_stats;
}

// Names the origin, the record's first byte and, once its path is
// known, the record, so a failure can be found in the remote output.
Error FrameUnpacker::bad(const QString &why) const
{
    const QString record =
        m_shown.isEmpty()
            ? QString()
            : QStringLiteral(" (%1 %2)").arg(printableText(QByteArrayView(&m_kind, 1)), m_shown);
    return Error{
        QCoreApplication::translate("RemoteCollect", "%1: remote collection output, byte %2%3: %4")
            .arg(m_origin, QString::number(m_start), record, why)};
}

QString FrameUnpacker::cut()
{
    return QCoreApplication::translate(
        "RemoteCollect", "the output ends inside a record (the connection was lost?)");
}

// The next n bytes, when the output still holds them: lengths come from
// the remote side and are checked here before any byte is used.
bool FrameUnpacker::take(qint64 n, std::string_view &out)
{
    if (n < 0 || std::size_t(n) > m_all.size() - m_pos)
        return false;
    out = m_all.substr(m_pos, std::size_t(n));
    m_pos += std::size_t(n);
    return true;
}

// The header line of the next record. 'Z' ends the output and is not
// checked further; any other kind must be one we write, with the
// numbers its kind carries.
Status FrameUnpacker::readHeader(FrameHeader &h)
{
    m_start = m_pos;
    m_shown.clear();
    const std::size_t eol = m_all.find('\n', m_pos);
    if (eol == std::string_view::npos)
        return bad(QCoreApplication::translate("RemoteCollect",
                                               "the output ends early (the connection was lost?)"));
    if (!parseFrameHeader(m_all.substr(m_pos, eol - m_pos), h))
        return bad(QCoreApplication::translate("RemoteCollect", "malformed record header"));
    m_pos = eol + 1;
    m_kind = h.kind;
    if (h.kind == 'Z')
        return Ok{};
    if (h.kind != 'F' && h.kind != 'B' && h.kind != 'D' && h.kind != 'L')
        return bad(QCoreApplication::translate("RemoteCollect", "unknown record type"));
    if ((h.kind == 'B' || h.kind == 'D') != (h.b == -1) || h.a < 0)
        return bad(QCoreApplication::translate("RemoteCollect", "malformed record header"));
    return Ok{};
}

// The record's path and its components. From here on messages name the
// record.
Status FrameUnpacker::readPath(const FrameHeader &h, std::string_view &path,
                               std::vector<std::string_view> &comps)
{
    if (!take(h.a, path))
        return bad(cut());
    // Named in messages, escaped and cut short.
    m_shown = printableText(
        QByteArrayView(path.data(), qsizetype(std::min<std::size_t>(path.size(), 160))));
    if (h.a > m_limits.maxPathBytes)
        return bad(QCoreApplication::translate("RemoteCollect", "a path longer than %1 bytes")
                       .arg(m_limits.maxPathBytes));
    if (++m_entries > m_limits.maxEntries)
        return bad(
            QCoreApplication::translate("RemoteCollect", "more than %1 files, folders and links")
                .arg(m_limits.maxEntries));

    // Absolute, no empty, "." or ".." components, no NUL, short names.
    if (path.size() < 2 || path.front() != '/' || path.find('\0') != std::string_view::npos)
        return bad(QCoreApplication::translate("RemoteCollect", "refusing the path"));
    comps = split(path.substr(1));
    if (int(comps.size()) > m_limits.maxDepth)
        return bad(QCoreApplication::translate("RemoteCollect", "a path deeper than %1 folders")
                       .arg(m_limits.maxDepth));
    for (std::string_view c : comps)
        if (c.empty() || c == "." || c == ".." || c.size() > NAME_MAX)
            return bad(QCoreApplication::translate("RemoteCollect", "refusing the path"));
    return Ok{};
}

// The record's contents: a streamed file ('B') runs up to this run's
// boundary, a file or link ('F', 'L') has its length in the header, a
// folder ('D') has none.
Status FrameUnpacker::readBody(const FrameHeader &h, std::string_view &body)
{
    if (h.kind == 'B') {
        const std::size_t stop = m_all.find(m_end, m_pos);
        if (stop == std::string_view::npos)
            return bad(cut());
        body = m_all.substr(m_pos, stop - m_pos);
        m_pos = stop + m_end.size();
    } else if (h.kind != 'D' && !take(h.b, body)) {
        return bad(cut());
    }
    if (h.kind == 'L' && qint64(body.size()) > m_limits.maxPathBytes)
        return bad(
            QCoreApplication::translate("RemoteCollect", "a link target longer than %1 bytes")
                .arg(m_limits.maxPathBytes));
    return Ok{};
}

// Makes the checked record below the unpack folder: its folders through
// the walker (never through a link), then the folder, link or file.
Status FrameUnpacker::place(char kind, std::string_view path,
                            const std::vector<std::string_view> &comps, std::string_view body)
{
    if (kind == 'L' && !containedLinkTarget(path, body)) {
        // Dropped, not an error: nothing will follow it, and the readers
        // treat the entry as absent.
        qCDebug(lcSsh) << m_origin << "dropped the link" << m_shown << "->"
                       << printableText(QByteArrayView(body.data(), qsizetype(body.size())));
        ++m_stats.droppedLinks;
        return Ok{};
    }
    const bool isDir = kind == 'D';
    const int parent = m_walker.open(comps, isDir ? comps.size() : comps.size() - 1);
    if (parent < 0)
        return bad(errno == ELOOP || errno == ENOTDIR || errno == EEXIST
                       ? QCoreApplication::translate("RemoteCollect",
                                                     "a folder on the path is a link or a file")
                       : QCoreApplication::translate("RemoteCollect", "cannot create a folder: %1")
                             .arg(errnoText(errno)));
    if (isDir) {
        ++m_stats.dirs;
        return Ok{};
    }
    const std::string name(comps.back());
    if (kind == 'L')
        return makeLink(parent, name, body);
    return writeFile(parent, name, body);
}

// symlinkat never replaces an entry, so a link cannot take the place of
// a folder or a file made by an earlier record.
Status FrameUnpacker::makeLink(int parent, const std::string &name, std::string_view body)
{
    const std::string target(body);
    if (::symlinkat(target.c_str(), parent, name.c_str()) != 0)
        return bad(
            errno == EEXIST
                ? QCoreApplication::translate("RemoteCollect", "a link may not replace an entry")
                : QCoreApplication::translate("RemoteCollect", "cannot create the link: %1")
                      .arg(errnoText(errno)));
    ++m_stats.links;
    return Ok{};
}

// The contents cap is checked before the file is opened, so the record
// that passes it never reaches the disk.
Status FrameUnpacker::writeFile(int parent, const std::string &name, std::string_view body)
{
    m_stats.bytes += qint64(body.size());
    if (m_stats.bytes > m_limits.maxBytes)
        return bad(
            QCoreApplication::translate("RemoteCollect", "more than %1 bytes of file contents")
                .arg(m_limits.maxBytes));
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
        return bad(
            QCoreApplication::translate("RemoteCollect", "cannot write: %1").arg(errnoText(errno)));
    ++m_stats.files;
    return Ok{};
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

    Fd rootFd(::open(QFile::encodeName(dir).constData(),
                     O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (rootFd.get() < 0)
        return Error{QCoreApplication::translate(
                         "RemoteCollect", "%1: cannot open the folder %2 for the remote files: %3")
                         .arg(origin, dir, errnoText(errno))};
    FrameUnpacker unpacker(all, pos, boundary, DirWalker(std::move(rootFd)), origin, limits);
    return unpacker.run();
}

} // namespace irqatlas
