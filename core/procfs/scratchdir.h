#pragma once

#include <QTemporaryDir>
#include <memory>

namespace irqatlas {

// A private temporary directory for files irqatlas unpacks and reads once
// (a remote host's collected files, a snapshot archive). Where TMPDIR is not
// set, it goes to a memory file system when there is one (XDG_RUNTIME_DIR,
// else /dev/shm): on a disk mounted with discard, creating and deleting the
// few hundred files of each host cost more than reading them, and a fleet
// of hosts waited on the disk one after another (PERFORMANCE.md, fleet).
// Like any QTemporaryDir: mode 0700, a random name, removed when destroyed.
std::unique_ptr<QTemporaryDir> makeScratchDir();

} // namespace irqatlas
