#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <sys/types.h>
#include <utility>

namespace irqatlas {

// Where the root helper keeps its journals on a live system. The caller of
// the helper names at most a journal inside it, never a path.
inline constexpr char kStateDirPath[] = "/var/lib/irqatlas";
inline constexpr char kDefaultJournalName[] = "journal.json";
// A journal is a few lines per IRQ; anything larger is not one of ours.
inline constexpr qsizetype kMaxJournalBytes = 16 * 1024 * 1024;

// A journal name: [A-Za-z0-9._-]{1,64}, not starting with '.' (the helper's
// own temporary and confirmation files start with one, so no name can
// collide with them, and "." and ".." are impossible).
bool isJournalName(const QString &name);

// What is wrong with a marker file just opened with O_CREAT, from its fstat:
// empty when it is a regular file of owner with one link, or with none left
// (the apply that waits for it saw it and unlinked it between our create and
// our fstat: the confirmation arrived). A link, another owner or more links
// are refused.
QString markerProblem(mode_t mode, uid_t uid, nlink_t links, uid_t owner, const QString &path);

// The state directory's lock (flock), held while a process settles a
// journal that waits for confirmation: the helper and its watchdog never
// both roll it back, and neither confirms what the other reverts. Released
// when destroyed.
class StateLock
{
public:
    StateLock() = default;
    explicit StateLock(int fd) : m_fd(fd) {}
    StateLock(StateLock &&other) noexcept : m_fd(std::exchange(other.m_fd, -1)) {}
    StateLock &operator=(StateLock &&other) noexcept;
    StateLock(const StateLock &) = delete;
    StateLock &operator=(const StateLock &) = delete;
    ~StateLock();

private:
    int m_fd = -1;
};

// The helper's state directory, held open: every file in it is opened
// relative to this descriptor with O_NOFOLLOW, so nothing the directory's
// path points at later, and no link inside it, can redirect a read or a
// write to a file elsewhere.
class StateDir
{
public:
    // <root>/var/lib/irqatlas ("/" on a live system): each component opened
    // with O_NOFOLLOW (a symlink anywhere is refused), missing ones made
    // (the last with mode 0700). The directory must belong to owner and be
    // writable by nobody else.
    static Result<StateDir> open(const QString &root, uid_t owner);
    // The same checks on any directory (tests, and the test build's paths).
    static Result<StateDir> openPath(const QString &path, uid_t owner);

    StateDir(StateDir &&other) noexcept;
    StateDir &operator=(StateDir &&other) noexcept;
    StateDir(const StateDir &) = delete;
    StateDir &operator=(const StateDir &) = delete;
    ~StateDir();

    const QString &path() const { return m_path; }
    QString pathOf(const QString &name) const;

    // The whole file, at most cap bytes. Opened O_NOFOLLOW | O_NONBLOCK (a
    // FIFO cannot block), then it must be a regular file of the owner with
    // one link and at most cap bytes. notFound is set when it does not exist.
    Result<QByteArray> read(const QString &name, qsizetype cap, bool *notFound = nullptr) const;
    // Durable replace: ".NAME.tmp" in this directory, fsync, renameat over
    // NAME, fsync of the directory. An existing NAME that is not a regular
    // file of the owner is refused, not replaced.
    Status replace(const QString &name, const QByteArray &bytes) const;
    // Absent, or a regular file of the owner with one link.
    Status checkFile(const QString &name) const;
    // An empty marker file (O_CREAT | O_NOFOLLOW, never truncating anything).
    // A marker removed again before touch() checks it counts as made: the
    // waiting apply took it (markerProblem).
    Status touch(const QString &name) const;
    bool exists(const QString &name) const;
    // unlinkat: a link is removed itself, never what it points at.
    void remove(const QString &name) const;
    // Waits for the directory's lock. Each call opens the directory anew (a
    // lock of its own), so a forked process never shares its parent's.
    Result<StateLock> lock() const;

private:
    StateDir(int fd, QString path, uid_t owner) : m_fd(fd), m_path(std::move(path)), m_owner(owner)
    {
    }
    static Result<StateDir> check(int fd, QString path, uid_t owner);

    int m_fd = -1;
    QString m_path;
    uid_t m_owner = 0;
};

} // namespace irqatlas
