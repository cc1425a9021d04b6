#pragma once

#include "model/result.h"
#include "procfs/hostsource.h"

#include <QString>
#include <memory>

namespace irqatlas {

// A saved machine: a directory, or a .tar.gz / .tgz written by
// `irqatlas-cli snapshot` (unpacked into a private temporary directory that
// lives as long as the source).
Result<std::unique_ptr<HostSource>> openRootDir(const QString &dirOrTarball);

} // namespace irqatlas
