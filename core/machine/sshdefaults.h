#pragma once

#include "machine/machinesource.h"
#include "model/result.h"
#include "remote/sshsession.h"

#include <memory>

namespace irqatlas {

// The ssh options every remote source starts from (askpass program, control
// directory); the source adds its config and identity files. Set once by the
// application before the first connection.
void setSshDefaults(const SshOptions &options);
SshOptions sshDefaults();
// The defaults with the source's config and identity files; the error names a
// bad target or a missing file.
Result<SshOptions> sshOptionsFor(const MachineSource &source);
// A session to the source's target with those options (not yet connected).
Result<std::shared_ptr<SshSession>> sshSessionFor(const MachineSource &source);

} // namespace irqatlas
