#pragma once

#include "machineloader.h"

#include <optional>

class QWidget;

namespace irqatlas {

// The file dialog behind File → Open … and File → New Tab → …: asks for the
// snapshot directory or file a source of this kind reads. Empty when the user
// cancels, and for this machine and remote hosts (no file to pick; hosts go
// through ConnectDialog).
std::optional<MachineSource> askForSource(QWidget *parent, MachineSource::Kind kind);

} // namespace irqatlas
