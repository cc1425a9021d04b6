#pragma once

#include "model/result.h"

#include <QString>
#include <cstdint>

namespace irqatlas {

// What one archive may put on disk. A gzip stream of zeros packs 1 GiB into
// 1 MB, so every cap is on what comes out, counted as it is inflated.
struct ArchiveCaps
{
    std::uint64_t totalBytes = 0; // everything inflated: headers, padding, files
    std::uint64_t fileBytes = 0;  // one member
    std::uint64_t entries = 0;    // members of any kind
};

// The caps of a saved snapshot (limits::kMaxSnapshot*): a member may be as
// large as the largest file a reader takes, no larger.
ArchiveCaps snapshotArchiveCaps();

// Unpacks a .tar or .tar.gz (gzip is recognised by its magic, not by the
// name) into `dest`, an existing empty private directory. Only directories,
// regular files and symbolic links are made; hard links, devices, FIFOs,
// sparse and unknown members refuse the archive, as do member names with a
// ".." component or a NUL. Nothing is ever written through a link: every
// path is walked from `dest` one component at a time without following
// links. Link targets are written as they are: the caller checks the tree
// (checkTreeContained) before anything follows them. On an error, which
// names `shown` and the member, what was unpacked is left for the caller to
// remove with `dest`.
Status unpackArchive(const QString &archive, const QString &dest, const QString &shown,
                     const ArchiveCaps &caps);

} // namespace irqatlas
