#pragma once

#include <QString>
#include <cstring>

namespace irqatlas {

// The system's text for an errno value, for messages that name the input and
// then say what the kernel refused.
inline QString errnoText(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

} // namespace irqatlas
