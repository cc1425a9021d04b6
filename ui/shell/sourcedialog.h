#pragma once

#include "ui/common/machineloader.h"

#include <optional>

class QWidget;

namespace irqatlas {

// What File → Open … and File → New Tab → … can read from disk.
enum class SourceFile
{
    SnapshotDirectory,
    SnapshotArchive, // a .tar.gz of a snapshot: a directory dialog cannot pick it
    HwlocXml,
    TopologyJson,
    InterruptsFile
};

// The file dialog behind both menus: asks for the directory or file and
// returns the source that reads it; empty when the user cancels.
std::optional<MachineSource> askForSource(QWidget *parent, SourceFile file);

} // namespace irqatlas
