#pragma once

#include "model/result.h"

#include <QString>
#include <optional>

namespace irqatlas {

// A saved machine's directory, opened once. A saved tree comes from someone
// else and is hostile: every path below it is resolved as if the directory
// were "/", so absolute links and ".." never leave it (a link to /etc/shadow
// means the copy's /etc/shadow). Uses openat2(RESOLVE_IN_ROOT) and, on
// kernels without it, a walk of one component at a time with O_NOFOLLOW
// that resolves the links itself.
class RootDir
{
public:
    explicit RootDir(const QString &root);
    ~RootDir();
    RootDir(const RootDir &) = delete;
    RootDir &operator=(const RootDir &) = delete;

    // An O_PATH descriptor of path ("/proc/interrupts"), every link resolved
    // inside the root; with followLast false a final link is not followed
    // (the descriptor is the link's own). -1 with errno on failure.
    int openPath(const QString &path, bool followLast = true) const;
    // The in-root path ("/sys/devices/...") an O_PATH descriptor stands for,
    // found through /proc/self/fd.
    std::optional<QString> pathOf(int fd) const;

private:
    int m_fd = -1;
    int m_error = 0;
    QString m_real; // the root's canonical path, to strip from pathOf
};

// Opens a descriptor from openPath for reading when it is a regular file
// (refusing FIFOs, devices and sockets before they are opened, so a FIFO
// cannot block and a device is never touched) or, with directory, a
// directory. Closes pathFd. shown names the file in the error.
Result<int> reopenForRead(int pathFd, bool directory, const QString &shown);

// Lexically resolves a symlink's text inside a root: from the link's
// directory ("/sys/class/net"), ".." stops at "/" and an absolute text starts
// at the root. Returns the in-root path ("/sys/devices/.../eth0").
QString resolveInRoot(const QString &linkDir, const QString &text);
// The relative text from dir to an in-root path ("../../devices/...").
QString relativeInRoot(const QString &dir, const QString &target);

// A check before a saved tree is handed to a reader that resolves paths on
// this machine's filesystem (hwloc's fsroot): refuses any symlink that would
// lead out of root (absolute, or climbing past it, also through other links)
// and any entry that is not a directory, regular file or link. shown names
// the tree in the error. refuseHardLinks for a freshly unpacked archive, where
// a hard link can only come from the archive.
Status checkTreeContained(const QString &root, const QString &shown, bool refuseHardLinks = false);

namespace testing {
// Forces the component walk used on kernels without openat2, so tests cover
// both ways of resolving.
void setWalkOnly(bool on);
} // namespace testing

} // namespace irqatlas
