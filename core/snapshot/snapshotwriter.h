#pragma once

#include "model/result.h"
#include "procfs/hostsource.h"

#include <QString>

namespace irqatlas {

// Saves everything the readers use from host into a directory or a .tar.gz,
// laid out like a live system (proc/..., sys/...) plus topology.xml and
// irqatlas-snapshot.json, so `--root` reopens it anywhere. Refuses to
// overwrite: the target must not exist. Returns the number of files written.
Result<int> writeSnapshot(const HostSource &host, const QString &target);

} // namespace irqatlas
