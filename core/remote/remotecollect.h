#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <map>
#include <optional>
#include <string_view>

namespace irqatlas {

// A fresh random record boundary ("IRQATLAS-END-<32 hex digits>", 128 bits
// from the system's random source): remote contents and the login shell's
// output cannot guess it, so they can neither forge the start of our output
// nor end a streamed record early.
QByteArray newBoundary();

// What one remote collection gathers (one ssh round trip).
struct CollectOptions
{
    // /proc/irq/N, /sys/kernel/irq/N, the PCI device tree, the class links,
    // debugfs IRQ flags when readable and the irqbalance process; each
    // interface's threaded and queue files (at the device folder its class
    // link names) and the comm, stat and status of irq/, napi/ and
    // ksoftirqd/ tasks.
    bool irqs = true;
    bool topology = true;
    // hwloc's XML from the remote lstopo when it is installed, else the
    // sysfs subset hwloc needs (read back here through hwloc's fsroot).
    bool preferRemoteHwloc = true;
    // Test only: a directory on the remote host that stands for "/" (a fake
    // machine). The remote hwloc is not asked then, since it would describe
    // the real machine.
    QString testRoot;
};

// The POSIX sh script that prints the framed collection on stdout. It needs
// only sh, cat and ls on the remote host (lstopo when present), never evals
// or expands anything it reads, and reads small files with the read builtin
// so a machine with thousands of IRQs costs no process per file.
//
// Output: "IRQATLAS-COLLECT 1 <boundary>\n", then records, then "Z\n"
// (boundary: a newBoundary() the caller draws for each run and hands to the
// unpacker, which only takes records after this exact line, see
// frameunpack.h):
//   "F <path bytes> <content bytes>\n" <path> <content>   a file
//   "B <path bytes>\n" <path> <content> "\n<boundary>\n"   a big file, streamed
//   "D <path bytes>\n" <path>                               a directory
//   "L <path bytes> <target bytes>\n" <path> <target>       a symlink's text
// Lengths are byte counts (the script runs with LC_ALL=C) and the boundary
// is random for each script, so any bytes in names or contents survive.
QByteArray collectScript(const CollectOptions &options = {},
                         const QByteArray &boundary = newBoundary());

// The remote command that runs the script fed on its stdin: a fixed string,
// safe in any login shell.
QString collectCommand();

// Quotes s for a POSIX shell ('...' with embedded quotes closed and escaped).
QByteArray shellQuote(const QByteArray &s);

struct CollectStats
{
    int files = 0;
    int dirs = 0;
    int links = 0;
    int droppedLinks = 0; // targets that could lead out of the copy
    qint64 bytes = 0;
};

// The live sampler's remote loop: one long-running command that, for every
// line it reads on stdin, prints "IRQATLAS-SAMPLE 1 <boundary>\n", the
// "now at" line of /proc/timer_list as an "F" record (empty when it cannot
// be read: only root may), then /proc/uptime, /proc/interrupts, /proc/stat
// and /proc/softirqs as streamed "B" records ending with boundary, then
// "Z\n" (an absent file is an empty record); "q" ends it. A tick costs one round trip on an open
// channel, no new connection and no new login shell.
QString sampleLoopCommand(const QByteArray &boundary);

// One framed block ("<marker>\n" F/B records "Z\n") in buf; bytes before
// the marker line are skipped (and counted in consumed).
struct FramedBlock
{
    std::map<QString, QByteArray> files;
    qsizetype consumed = 0; // bytes of buf the block used
};
// nullopt while buf does not yet hold a whole block; an error when the
// bytes are not a block (names origin and the byte offset).
Result<std::optional<FramedBlock>> parseFramedBlock(const QByteArray &buf, std::string_view marker,
                                                    const QByteArray &boundary,
                                                    const QString &origin);

} // namespace irqatlas
