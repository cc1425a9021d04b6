#pragma once

#include "model/result.h"
#include "remote/remotecollect.h"

#include <QByteArray>
#include <QString>
#include <string_view>

namespace irqatlas {

// A record's header line: a letter and up to two decimal numbers (at most
// 12 digits each).
struct FrameHeader
{
    char kind = 0;
    qint64 a = -1;
    qint64 b = -1;
};
bool parseFrameHeader(std::string_view line, FrameHeader &h);

// What one collection may unpack at most. The defaults hold a machine with
// thousands of CPUs and IRQs many times over; past them the remote side is
// not a Linux host describing itself.
struct UnpackLimits
{
    qint64 maxBytes = qint64(256) << 20; // file contents, all records together
    int maxEntries = 500000;             // files, directories and links
    int maxPathBytes = 1024;             // a record's path, and a link's target
    int maxDepth = 32;                   // components of a path
};

// Unpacks the framed output of collectScript(options, boundary) into dir (a
// private, empty local directory laid out like the remote "/"; see
// docs/SECURITY.md "Remote host -> snapshot folder"):
// - only bytes after the start marker "IRQATLAS-COLLECT 1 <boundary>" count,
//   so a login shell's output (or a forged marker without the boundary) is
//   never taken for records;
// - every path is walked one component at a time from a descriptor of dir
//   with O_NOFOLLOW (directories O_DIRECTORY, files created without
//   following), so no record writes through or below a link, and a link
//   never replaces an entry;
// - a link is kept only when its target is "../" at most as many times as
//   its folder is deep, then plain names: whatever follows such links (a
//   reader, hwloc, tar) stays in dir. Other links are dropped (counted in
//   CollectStats::droppedLinks), never created;
// - limits are errors naming origin, the byte offset and the record.
Result<CollectStats> unpackFrames(const QByteArray &output, const QByteArray &boundary,
                                  const QString &dir, const QString &origin,
                                  const UnpackLimits &limits = {});

// True when a link at linkPath (absolute, no "." or ".." components) with
// this target stays below "/" for any reader that follows it: the target is
// relative, climbs with "../" at most as far as linkPath's folder is deep,
// then only descends by plain names. Exposed for the tests.
bool containedLinkTarget(std::string_view linkPath, std::string_view target);

} // namespace irqatlas
