#pragma once

namespace irqatlas {

// The fixed part of the plan script (planShellScript): everything after the
// header and the PLAN variable. POSIX sh, tested with dash and busybox sh.
const char *planScriptBody();

} // namespace irqatlas
