#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>

namespace irqatlas {

// Where a machine's files come from: this machine ("/"), a directory that
// holds a copy of another machine's /proc and /sys (tests, saved snapshots),
// or, later, a remote host. Paths are absolute as on a live system
// ("/proc/interrupts"); the source maps them to its root.
class HostSource
{
public:
    virtual ~HostSource() = default;

    // Human-readable origin: "this machine", "/tmp/snap", "db7".
    virtual QString displayName() const = 0;
    // True when this is the machine the program runs on.
    virtual bool isLocalMachine() const = 0;
    // The local directory that stands for "/" when the files are on this
    // machine's filesystem (hwloc's fsroot), empty otherwise.
    virtual QString localRoot() const = 0;

    // The whole file; a file larger than readCap(path) is an error naming it.
    virtual Result<QByteArray> readFile(const QString &path) const = 0;
    // Names in a directory (no "." or ".."), sorted; an error when it is not one.
    virtual Result<QStringList> listDir(const QString &path) const = 0;
    virtual bool exists(const QString &path) const = 0;
    // The last path component of a symlink target ("../../0000:3b:00.0" ->
    // "0000:3b:00.0"), or the entry itself when it is a directory copy.
    virtual std::optional<QString> linkTargetName(const QString &path) const = 0;
    // The raw text of a symlink ("../../devices/pci0000:00/0000:00:03.0/net/eth0"),
    // nullopt when path is not a symlink.
    virtual std::optional<QString> linkTarget(const QString &path) const = 0;

    // Hands a file to sink in pieces, stopping at the first error of sink.
    // Files on this machine's filesystem go through one fixed-size buffer, so
    // a 13 MB /proc/interrupts is never held whole; other sources hand over
    // what readFile returns, in one piece.
    using ChunkSink = std::function<Status(std::string_view chunk)>;
    virtual Status readChunks(const QString &path, const ChunkSink &sink) const;
    // Reads a small file, failing soft: nullopt when absent or unreadable
    // (also when past its cap: use tryReadCapped where that must be said).
    std::optional<QByteArray> tryRead(const QString &path) const;
    // Like tryRead, but a file on disk larger than readCap(path) (a saved
    // tree's, whose size is known) is an error naming it, not "absent".
    Result<std::optional<QByteArray>> tryReadCapped(const QString &path) const;
};

class RootDir;

// A source whose files are on this machine's filesystem below root ("/" for
// the live machine). Any other root is a saved machine and hostile: its
// paths are resolved inside it (links and ".." never leave it, see RootDir)
// and only regular files are read, so a link to this machine's /etc/shadow,
// a FIFO or /dev/zero is an error naming the file.
class DirHostSource : public HostSource
{
public:
    explicit DirHostSource(QString root, QString displayName = {});

    QString displayName() const override;
    bool isLocalMachine() const override;
    QString localRoot() const override { return m_root; }
    Result<QByteArray> readFile(const QString &path) const override;
    Status readChunks(const QString &path, const ChunkSink &sink) const override;
    Result<QStringList> listDir(const QString &path) const override;
    bool exists(const QString &path) const override;
    std::optional<QString> linkTargetName(const QString &path) const override;
    std::optional<QString> linkTarget(const QString &path) const override;

    QString mapped(const QString &path) const;

protected:
    // Messages name files below this instead of the root they are read
    // from: an unpacked archive's temporary directory means nothing to the
    // user, the archive does.
    void setShownRoot(QString shownRoot) { m_shownRoot = std::move(shownRoot); }

private:
    QString shown(const QString &path) const;
    // A descriptor to read path (a regular file, or with directory a
    // directory): by name on this machine, resolved inside a saved root.
    Result<int> openForRead(const QString &path, bool directory) const;

    QString m_root;
    QString m_displayName;
    QString m_shownRoot;
    std::shared_ptr<const RootDir> m_dir; // null for "/"
};

std::unique_ptr<HostSource> openLocalHost();

// The most bytes irqatlas reads from a live path ("/proc/interrupts",
// "/proc/irq/30/smp_affinity"): the limits::kMax*Bytes of that file, or
// limits::kMaxOtherFileBytes. readFile and readChunks refuse larger files.
std::size_t readCap(const QString &path);

// A file's name in messages: the live path on this machine, else the
// source's name + path ("/tmp/snap/proc/interrupts", "db7/proc/stat").
QString shownPath(const HostSource &host, const QString &path);

inline std::string_view bytesView(const QByteArray &b)
{
    return {b.constData(), std::size_t(b.size())};
}

// A small sysfs/procfs value as text, without the trailing newline.
inline QString trimmedText(const QByteArray &b)
{
    return QString::fromUtf8(b).trimmed();
}

} // namespace irqatlas
