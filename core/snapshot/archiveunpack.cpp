#include "snapshot/archiveunpack.h"

#include "model/inputlimits.h"
#include "model/printable.h"
#include "model/syserror.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>
#include <zlib.h>

namespace irqatlas {

namespace {

constexpr qint64 kBlock = 512;
// A GNU long name or link, or a pax header: names are at most PATH_MAX, and
// a pax header of a snapshot holds a few of them.
constexpr std::uint64_t kMaxMetaBytes = std::uint64_t(1) << 20;

class Fd
{
public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    ~Fd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    int get() const { return m_fd; }
    void reset(int fd)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }

private:
    int m_fd;
};

// The archive's bytes as tar sees them: inflated when the file starts with
// gzip's magic, counted against the total cap as they come out, so a bomb
// stops after the cap and not after the disk.
class TarStream
{
public:
    TarStream(const QString &path, std::uint64_t cap) : m_file(path), m_cap(cap) {}
    ~TarStream()
    {
        if (m_gzip)
            inflateEnd(&m_z);
    }
    TarStream(const TarStream &) = delete;
    TarStream &operator=(const TarStream &) = delete;

    bool open()
    {
        if (!m_file.open(QIODevice::ReadOnly))
            return false;
        char magic[2] = {};
        m_gzip = m_file.peek(magic, 2) == 2 && static_cast<unsigned char>(magic[0]) == 0x1f &&
                 static_cast<unsigned char>(magic[1]) == 0x8b;
        // 15 + 32: a zlib or gzip header, recognised by inflate itself.
        if (m_gzip && inflateInit2(&m_z, 15 + 32) != Z_OK)
            return m_damaged = true, false;
        return true;
    }
    QString fileError() const { return m_file.errorString(); }
    bool damaged() const { return m_damaged; }
    bool overCap() const { return m_total > m_cap; }
    std::uint64_t offset() const { return m_total; }

    // Exactly n bytes, or fewer at the end; false on a read error, damaged
    // gzip data or past the cap.
    bool read(char *out, qint64 n, qint64 &got)
    {
        got = 0;
        while (got < n) {
            const qint64 r =
                m_gzip ? inflateSome(out + got, n - got) : m_file.read(out + got, n - got);
            if (r < 0)
                return false;
            if (r == 0)
                break;
            got += r;
            m_total += std::uint64_t(r);
            if (overCap())
                return false;
        }
        return true;
    }

private:
    qint64 inflateSome(char *out, qint64 n)
    {
        for (;;) {
            if (m_z.avail_in == 0) {
                const qint64 r = m_file.read(m_in.data(), qint64(m_in.size()));
                if (r < 0)
                    return -1;
                if (r == 0)
                    return 0; // a stream cut short reads as the end: tar then says so
                m_z.next_in = reinterpret_cast<Bytef *>(m_in.data());
                m_z.avail_in = uInt(r);
            }
            m_z.next_out = reinterpret_cast<Bytef *>(out);
            m_z.avail_out = uInt(std::min<qint64>(n, qint64(1) << 20));
            const int rc = inflate(&m_z, Z_NO_FLUSH);
            const qint64 made = qint64(reinterpret_cast<char *>(m_z.next_out) - out);
            if (rc == Z_STREAM_END) {
                // gzip members may follow one another (cat a.gz b.gz).
                if (inflateReset(&m_z) != Z_OK)
                    return m_damaged = true, -1;
            } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
                return m_damaged = true, -1;
            }
            if (made > 0)
                return made;
        }
    }

    QFile m_file;
    std::uint64_t m_cap;
    std::uint64_t m_total = 0;
    bool m_gzip = false;
    bool m_damaged = false;
    z_stream m_z{};
    std::vector<char> m_in = std::vector<char>(std::size_t(64) << 10);
};

// A tar number: octal digits with spaces or NULs around them, or GNU's
// base-256 for sizes past 8 GiB. False when it is neither.
bool tarNumber(const char *field, int len, std::uint64_t &v)
{
    v = 0;
    if (static_cast<unsigned char>(field[0]) & 0x80) {
        if (static_cast<unsigned char>(field[0]) != 0x80)
            return false; // negative, or too large for 64 bits
        for (int i = 1; i < len; ++i) {
            if (v >> 56)
                return false;
            v = (v << 8) | static_cast<unsigned char>(field[i]);
        }
        return true;
    }
    int i = 0;
    while (i < len && field[i] == ' ')
        ++i;
    bool digits = false;
    for (; i < len && field[i] >= '0' && field[i] <= '7'; ++i) {
        if (v >> 60)
            return false;
        v = v * 8 + std::uint64_t(field[i] - '0');
        digits = true;
    }
    for (; i < len; ++i)
        if (field[i] != ' ' && field[i] != '\0')
            return false;
    return digits;
}

bool checksumOk(const char *h)
{
    std::uint64_t want = 0;
    if (!tarNumber(h + 148, 8, want))
        return false;
    std::uint64_t sum = 0;
    for (int i = 0; i < kBlock; ++i)
        sum += (i >= 148 && i < 156) ? ' ' : static_cast<unsigned char>(h[i]);
    return sum == want;
}

QByteArray field(const char *h, int offset, int len)
{
    return QByteArray(h + offset, int(qstrnlen(h + offset, uint(len))));
}

// "path" and "linkpath" of a pax header ("<len> <key>=<value>\n" records);
// GNU.sparse keys make it a sparse member, which is refused.
struct Pax
{
    QByteArray path, linkPath;
    std::uint64_t size = 0;
    bool hasSize = false;
    bool sparse = false;
};

bool parsePax(const QByteArray &data, Pax &pax)
{
    qsizetype i = 0;
    while (i < data.size()) {
        const qsizetype space = data.indexOf(' ', i);
        if (space < 0)
            return false;
        bool ok = false;
        const qsizetype len = data.mid(i, space - i).toLongLong(&ok);
        if (!ok || len <= space - i + 1 || i + len > data.size() || data[i + len - 1] != '\n')
            return false;
        const QByteArray record = data.mid(space + 1, len - (space - i) - 2);
        const qsizetype eq = record.indexOf('=');
        if (eq < 0)
            return false;
        const QByteArray key = record.left(eq), value = record.mid(eq + 1);
        if (key == "path")
            pax.path = value;
        else if (key == "linkpath")
            pax.linkPath = value;
        else if (key == "size")
            pax.size = value.toULongLong(&pax.hasSize);
        else if (key.startsWith("GNU.sparse."))
            pax.sparse = true;
        i += len;
    }
    return true;
}

// One archive being unpacked: the stream, the caps, what to say on an error.
class Unpacker
{
public:
    Unpacker(const QString &archive, const QString &shown, const ArchiveCaps &caps)
        : m_stream(archive, caps.totalBytes), m_shown(shown), m_caps(caps)
    {
    }
    Status run(const QString &dest);

private:
    Status member(const char *h);
    Status readMeta(std::uint64_t size, QByteArray &out);
    Status skip(std::uint64_t size);
    Status streamError();
    Status damaged();
    Status refusedName(const QByteArray &name);
    Status refusedKind(const QByteArray &name, char type);
    Status systemError(const QByteArray &name, int err);
    Result<std::vector<QByteArray>> components(const QByteArray &name);
    // The open folder (a descriptor the caller closes) a member goes in,
    // every component checked and no link followed, and the member's own name.
    Result<std::pair<int, QByteArray>> parentOf(const QByteArray &name);
    Result<int> openDir(const std::vector<QByteArray> &parts, std::size_t count,
                        const QByteArray &name);
    Status writeFile(const QByteArray &name, std::uint64_t size);
    Status makeLink(const QByteArray &name, const QByteArray &target);

    TarStream m_stream;
    QString m_shown;
    ArchiveCaps m_caps;
    Fd m_root;
    std::uint64_t m_entries = 0;
    QByteArray m_longName, m_longLink;
    Pax m_pax;
};

Status Unpacker::streamError()
{
    if (m_stream.overCap())
        return Error{QCoreApplication::translate(
                         "HostSource", "%1 unpacks to more than %2 bytes, the supported maximum "
                                       "for a snapshot archive")
                         .arg(m_shown)
                         .arg(m_caps.totalBytes)};
    if (m_stream.damaged())
        return damaged();
    return Error{QCoreApplication::translate("HostSource", "cannot read %1: %2")
                     .arg(m_shown, m_stream.fileError())};
}

Status Unpacker::damaged()
{
    return Error{QCoreApplication::translate(
                     "HostSource", "%1 is not a readable .tar or .tar.gz archive (at byte %2)")
                     .arg(m_shown)
                     .arg(m_stream.offset())};
}

Status Unpacker::refusedName(const QByteArray &name)
{
    return Error{QCoreApplication::translate("HostSource",
                                             "%1: the member %2 has a name that leads out of the "
                                             "archive's folder")
                     .arg(m_shown, printableText(QByteArrayView(name)))};
}

Status Unpacker::refusedKind(const QByteArray &name, char type)
{
    // '1' hard link, '3'/'4' devices, '6' FIFO, 'S' sparse, and whatever else
    // a snapshot never holds.
    const QString kind = type >= 0x21 && type < 0x7f
                             ? QString(QLatin1Char(type))
                             : QStringLiteral("\\x%1").arg(uint(static_cast<unsigned char>(type)),
                                                           2, 16, QLatin1Char('0'));
    return Error{QCoreApplication::translate("HostSource",
                                             "%1: the member %2 is of a kind a snapshot never "
                                             "holds (tar type %3)")
                     .arg(m_shown, printableText(QByteArrayView(name)), kind)};
}

Status Unpacker::systemError(const QByteArray &name, int err)
{
    return Error{QCoreApplication::translate("HostSource", "%1: cannot unpack %2: %3")
                     .arg(m_shown, printableText(QByteArrayView(name)), errnoText(err))};
}

Status Unpacker::readMeta(std::uint64_t size, QByteArray &out)
{
    if (size > kMaxMetaBytes)
        return damaged();
    const qint64 padded = qint64((size + kBlock - 1) / kBlock * kBlock);
    out.resize(padded);
    qint64 got = 0;
    if (!m_stream.read(out.data(), padded, got))
        return streamError();
    if (got < padded)
        return damaged();
    out.truncate(qsizetype(size));
    return Ok{};
}

Status Unpacker::skip(std::uint64_t size)
{
    std::uint64_t left = (size + kBlock - 1) / kBlock * kBlock;
    char buf[8192];
    while (left > 0) {
        const qint64 want = qint64(std::min<std::uint64_t>(left, sizeof buf));
        qint64 got = 0;
        if (!m_stream.read(buf, want, got))
            return streamError();
        if (got < want)
            return damaged();
        left -= std::uint64_t(got);
    }
    return Ok{};
}

Result<std::vector<QByteArray>> Unpacker::components(const QByteArray &name)
{
    // A leading "/" is dropped, as GNU tar does; ".." is never followed.
    std::vector<QByteArray> parts;
    if (name.contains('\0'))
        return refusedName(name).error();
    // Paths are QStrings from here on (the readers, removing the unpack
    // directory): a name that is not UTF-8 could be neither read nor
    // removed, and would stay behind in TMPDIR.
    const std::string_view bytes(name.constData(), std::size_t(name.size()));
    for (std::size_t i = 0; i < bytes.size();) {
        char32_t cp = 0;
        const int len = decodeUtf8(bytes, i, cp);
        if (len == 0)
            return Error{QCoreApplication::translate("HostSource",
                                                     "%1: the member %2 has a name that is not "
                                                     "UTF-8")
                             .arg(m_shown, printableText(QByteArrayView(name)))};
        i += std::size_t(len);
    }
    for (const QByteArray &c : name.split('/')) {
        if (c.isEmpty() || c == ".")
            continue;
        if (c == ".." || c.size() > 255)
            return refusedName(name).error();
        parts.push_back(c);
    }
    return parts;
}

// The folder holding parts[0..count), made as needed, reached without
// following a link: a link where a folder should be stops the member.
Result<int> Unpacker::openDir(const std::vector<QByteArray> &parts, std::size_t count,
                              const QByteArray &name)
{
    int fd = ::fcntl(m_root.get(), F_DUPFD_CLOEXEC, 0);
    if (fd < 0)
        return systemError(name, errno).error();
    for (std::size_t i = 0; i < count; ++i) {
        const Fd parent(fd);
        if (::mkdirat(parent.get(), parts[i].constData(), 0700) != 0 && errno != EEXIST)
            return systemError(name, errno).error();
        fd = ::openat(parent.get(), parts[i].constData(),
                      O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
            return systemError(name, errno).error();
    }
    return fd;
}

Result<std::pair<int, QByteArray>> Unpacker::parentOf(const QByteArray &name)
{
    auto parts = components(name);
    if (!parts.ok())
        return parts.error();
    if (parts->empty())
        return refusedName(name).error();
    auto dir = openDir(*parts, parts->size() - 1, name);
    if (!dir.ok())
        return dir.error();
    return std::make_pair(*dir, parts->back());
}

Status Unpacker::writeFile(const QByteArray &name, std::uint64_t size)
{
    if (size > m_caps.fileBytes)
        return Error{QCoreApplication::translate("HostSource",
                                                 "%1: the member %2 is larger than the supported "
                                                 "maximum of %3 bytes")
                         .arg(m_shown, printableText(QByteArrayView(name)))
                         .arg(m_caps.fileBytes)};
    auto place = parentOf(name);
    if (!place.ok())
        return place.error();
    const Fd parent(place->first);
    const Fd out(::openat(parent.get(), place->second.constData(),
                          O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (out.get() < 0)
        return systemError(name, errno);
    std::vector<char> buf(std::size_t(64) << 10);
    std::uint64_t left = (size + kBlock - 1) / kBlock * kBlock;
    std::uint64_t data = size;
    while (left > 0) {
        const qint64 want = qint64(std::min<std::uint64_t>(left, buf.size()));
        qint64 got = 0;
        if (!m_stream.read(buf.data(), want, got))
            return streamError();
        if (got < want)
            return damaged();
        left -= std::uint64_t(got);
        std::size_t keep = std::size_t(std::min<std::uint64_t>(data, std::uint64_t(got)));
        data -= keep;
        for (const char *p = buf.data(); keep > 0;) {
            const ssize_t w = ::write(out.get(), p, keep);
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                return systemError(name, w < 0 ? errno : ENOSPC);
            p += w;
            keep -= std::size_t(w);
        }
    }
    return Ok{};
}

Status Unpacker::makeLink(const QByteArray &name, const QByteArray &target)
{
    if (target.isEmpty() || target.contains('\0'))
        return damaged();
    auto place = parentOf(name);
    if (!place.ok())
        return place.error();
    const Fd parent(place->first);
    // Never replaces an entry: a link cannot take a folder's or a file's place.
    if (::symlinkat(target.constData(), parent.get(), place->second.constData()) != 0)
        return systemError(name, errno);
    return Ok{};
}

Status Unpacker::member(const char *h)
{
    std::uint64_t size = 0;
    if (!checksumOk(h) || !tarNumber(h + 124, 12, size))
        return damaged();
    const char type = h[156];
    switch (type) {
    case 'L':
    case 'K': {
        // GNU's long name or link target, ended by a NUL.
        QByteArray &text = type == 'L' ? m_longName : m_longLink;
        if (Status s = readMeta(size, text); !s.ok())
            return s;
        text.truncate(text.indexOf('\0') < 0 ? text.size() : text.indexOf('\0'));
        return Ok{};
    }
    case 'x': {
        QByteArray data;
        if (Status s = readMeta(size, data); !s.ok())
            return s;
        return parsePax(data, m_pax) ? Status(Ok{}) : damaged();
    }
    case 'g':
        return skip(size); // global pax header: times, charset; nothing we use
    default:
        break;
    }
    QByteArray name = field(h, 0, 100);
    if (std::memcmp(h + 257, "ustar", 5) == 0 && h[345] != '\0')
        name = field(h, 345, 155) + '/' + name;
    QByteArray link = field(h, 157, 100);
    if (!m_longName.isEmpty())
        name = m_longName;
    if (!m_longLink.isEmpty())
        link = m_longLink;
    if (!m_pax.path.isEmpty())
        name = m_pax.path;
    if (!m_pax.linkPath.isEmpty())
        link = m_pax.linkPath;
    if (m_pax.hasSize)
        size = m_pax.size;
    const bool sparse = m_pax.sparse;
    m_longName.clear();
    m_longLink.clear();
    m_pax = Pax{};
    if (sparse)
        return refusedKind(name, 'S');
    switch (type) {
    case '0':
    case '\0':
    case '7':
        return writeFile(name, size);
    case '5': {
        auto parts = components(name);
        if (!parts.ok())
            return parts.error();
        auto dir = openDir(*parts, parts->size(), name);
        if (!dir.ok())
            return dir.error();
        ::close(*dir);
        return skip(size);
    }
    case '2':
        if (Status s = makeLink(name, link); !s.ok())
            return s;
        return skip(size);
    default:
        return refusedKind(name, type);
    }
}

Status Unpacker::run(const QString &dest)
{
    if (!m_stream.open())
        return streamError();
    m_root.reset(::open(QFile::encodeName(dest).constData(),
                        O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (m_root.get() < 0)
        return systemError(QFile::encodeName(dest), errno);
    char h[kBlock];
    for (;;) {
        qint64 got = 0;
        if (!m_stream.read(h, kBlock, got))
            return streamError();
        if (got == 0 && m_entries > 0)
            return Ok{}; // no end blocks: GNU tar accepts that too
        if (got < kBlock)
            return damaged();
        if (std::all_of(h, h + kBlock, [](char c) { return c == '\0'; }))
            return m_entries > 0 ? Status(Ok{}) : damaged();
        if (++m_entries > m_caps.entries)
            return Error{QCoreApplication::translate(
                             "HostSource", "%1 holds more than %2 members, the supported maximum "
                                           "for a snapshot archive")
                             .arg(m_shown)
                             .arg(m_caps.entries)};
        if (Status s = member(h); !s.ok())
            return s;
    }
}

} // namespace

ArchiveCaps snapshotArchiveCaps()
{
    return {limits::kMaxSnapshotBytes, limits::kMaxSnapshotFileBytes, limits::kMaxSnapshotEntries};
}

Status unpackArchive(const QString &archive, const QString &dest, const QString &shown,
                     const ArchiveCaps &caps)
{
    return Unpacker(archive, shown, caps).run(dest);
}

} // namespace irqatlas
