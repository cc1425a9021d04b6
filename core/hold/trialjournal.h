#pragma once

#include "hold/heldapply.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace irqatlas {

// The journal a trial's results keep as journal.json (irqatlas-cli trial
// --out, Try Plan's Save Results…).
struct TrialJournal
{
    std::optional<QByteArray> bytes;
    QString note; // why there is none, when the user should know; translated
};

// Only this machine's journal is ever read: the file its own helper named in
// its summary, opened as a regular file (no link, FIFO or device) and read
// up to the helper's own cap. When it cannot be read (it is root's) there is
// none. A remote host's journal stays on that host: the path its helper or
// plan script reports names a file there, and no file of this machine is
// opened by it (it could name an SSH key, /dev/zero or a FIFO here).
TrialJournal trialJournal(const ApplyResult &result);

} // namespace irqatlas
