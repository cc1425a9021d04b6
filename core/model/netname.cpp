#include "model/netname.h"

#include <algorithm>

namespace irqatlas {

bool validInterfaceName(std::string_view name)
{
    if (name.empty() || name.size() > 15 || name == "." || name == "..")
        return false;
    return std::none_of(name.begin(), name.end(), [](char c) {
        return c == '/' || c == ':' || c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
               c == '\v' || c == '\f' || c == '\0';
    });
}

} // namespace irqatlas
