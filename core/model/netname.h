#pragma once

#include <string_view>

namespace irqatlas {

// The kernel's rule for an interface name (dev_valid_name): 1 to 15 bytes,
// not "." or "..", no '/', ':' or white space. Here rather than in procfs
// because plans name interfaces too, and the model does not read machines.
bool validInterfaceName(std::string_view name);

} // namespace irqatlas
