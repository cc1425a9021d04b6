#pragma once

namespace irqatlas {

// "0.1.0 (git 9b41390abcde)" when built from a git checkout, else "0.1.0".
const char *versionText();
// The project version alone, "0.1.0".
const char *projectVersion();
// The commit built from, "" outside a git checkout.
const char *gitCommit();

} // namespace irqatlas
